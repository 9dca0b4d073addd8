import Foundation

@testable import DeepLinks

// SplitMix: from the test-support target in the tests; the fuzz build compiles its source into the same module.
#if canImport(DeepLinksTestSupport)
import DeepLinksTestSupport
#endif

/// A slow, obviously correct matcher of route specs, with the random tables and paths that exercise it.
///
/// The reference follows the documented contract (MatchingRules.md) with a linear scan over the table: every pattern
/// is tried, matches are sorted by precedence, and the first whose handler does not decline wins. It imports no test
/// framework, so the same file serves `DifferentialTests`, the fuzz harnesses in `Fuzz/Harnesses/` and the
/// differential script `Fuzz/differential.sh`, which compile it with the library's sources.
enum ReferenceMatcher {}

// MARK: - Test vocabulary

extension ReferenceMatcher {
    /// Parameters of every capture kind; a pattern never uses one twice.
    enum P: String, DeepLinkPathComponent, CaseIterable {
        case s0, s1, s2, i0, i1, i2, e0, e1

        var capture: CaptureKind {
            switch self {
            case .s0, .s1, .s2: .string
            case .i0, .i1, .i2: .int
            case .e0, .e1: .either
            }
        }
    }

    /// What every handler returns: its route's index and the captures it was given.
    struct Intent: Equatable, Sendable, CustomStringConvertible {
        var route: Int
        var params: [P: String]

        var description: String {
            let params = params.sorted { $0.key.rawValue < $1.key.rawValue }
                .map { "\($0.key.rawValue)=\(ReferenceMatcher.readable($0.value))" }
            return "route \(route) [\(params.joined(separator: ", "))]"
        }

        /// Equality on the captures' bytes: `String`'s `==` would equate canonically equivalent text.
        func isIdentical(to other: Intent) -> Bool {
            route == other.route && params.mapValues { Array($0.utf8) } == other.params.mapValues { Array($0.utf8) }
        }
    }

    typealias Segment = RoutePattern<P>.Segment

    /// One route of a generated table: a single pattern, whether its handler declines, the doors it takes links
    /// from, and the route under it in a back stack.
    struct RouteSpec {
        var segments: [Segment]
        var declines: Bool
        /// The doors the route takes links from (an `OpenedFrom` block); every door unless limited.
        var sources: LinkSources = .all
        /// The index of the route whose screen is under this one in a back stack (the fuzz targets name it), or `nil`.
        var parent: Int?
    }

    /// The routes for a table; route `i` answers `Intent(route: i, ...)` unless it declines, and takes links from
    /// its spec's doors.
    ///
    /// Each route's site is `Differential:<index>`, so conflict errors can be predicted exactly.
    static func makeRoutes(_ table: [RouteSpec]) -> [Route<P, Intent>] {
        table.enumerated().map { index, spec in
            let declines = spec.declines
            let route = Route<P, Intent>(
                patterns: [RoutePattern(segments: spec.segments)], fileID: "Differential", line: UInt(index)
            ) { params in
                declines ? nil : Intent(route: index, params: params)
            }
            return spec.sources == .all ? route : OpenedFrom(spec.sources) { route }.routes[0]
        }
    }

    static func dump(_ table: [RouteSpec]) -> String {
        let lines = table.enumerated().map { index, spec in
            "  \(index): \(readable(describe(spec.segments)))\(spec.declines ? " (declines)" : "")"
                + (spec.sources == .all ? "" : " (\(spec.sources))") + (spec.parent.map { " (parent \($0))" } ?? "")
        }
        return "table:\n" + lines.joined(separator: "\n")
    }

    /// `text` quoted, with non-ASCII and control characters escaped: "é" and "e\u{301}" look alike.
    static func readable(_ text: String) -> String {
        let scalars = text.unicodeScalars.map { scalar in
            (0x20..<0x7F).contains(scalar.value) ? String(scalar) : "\\u{\(String(scalar.value, radix: 16))}"
        }
        return "\"" + scalars.joined() + "\""
    }
}

// MARK: - Reference matcher

extension ReferenceMatcher {
    /// A pattern segment as precedence and conflicts see it: parameter names do not matter, and
    /// `.string` and `.either` are the same kind.
    enum Kind: Hashable {
        case literal([UInt8])
        case int
        case any

        init(_ segment: Segment) {
            switch segment {
            case .literal(let text): self = .literal(Array(text.utf8))
            case .parameter(let component): self = component.capture == .int ? .int : .any
            }
        }

        /// Lower wins: literal, then `Int`, then any segment.
        var rank: Int {
            switch self {
            case .literal: 0
            case .int: 1
            case .any: 2
            }
        }
    }

    static func shape(_ segments: [Segment]) -> [Kind] { segments.map(Kind.init) }

    /// The pattern's text in the `:name` form, written independently of the library's.
    static func describe(_ segments: [Segment]) -> String {
        let parts = segments.map { segment -> String in
            switch segment {
            case .literal(let text): text
            case .parameter(let component): ":" + component.rawValue
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// Every error the router may throw for `table`: one per pair of patterns with the same shape.
    static func conflictingPairs(_ table: [RouteSpec]) -> [DeepLinkRouterError] {
        var pairs: [DeepLinkRouterError] = []
        let shapes = table.map { shape($0.segments) }
        for later in table.indices {
            for earlier in 0..<later where shapes[earlier] == shapes[later] {
                pairs.append(
                    .conflict(
                        describe(table[earlier].segments), at: "Differential:\(earlier)",
                        describe(table[later].segments), at: "Differential:\(later)"))
            }
        }
        return pairs
    }

    /// The table without the routes whose shape repeats an earlier one's: conflict-free.
    static func removingRepeatedShapes(_ table: [RouteSpec]) -> [RouteSpec] {
        var seen = Set<[Kind]>()
        return table.filter { seen.insert(shape($0.segments)).inserted }
    }

    /// What the router should do with a path.
    enum Outcome: CustomStringConvertible {
        case matched(Intent, pattern: String)
        /// Patterns matched, all declined; their texts in precedence order.
        case declined([String])
        case noRoute
        case malformed

        var description: String {
            switch self {
            case .matched(let intent, let pattern): "\(intent) via \(pattern)"
            case .declined(let patterns): "declined by \(patterns)"
            case .noRoute: "no route"
            case .malformed: "malformed"
            }
        }
    }

    /// The linear-scan reference: every pattern is tried, matches are sorted by precedence, and
    /// the first whose handler does not decline wins.
    ///
    /// A link through `door` (the app's own when `isFromApp`) skips the routes whose doors refuse it (`admits`):
    /// it goes on to less specific routes, and a miss that only such routes matched is no route.
    static func reference(
        _ table: [RouteSpec], path: String, door: LinkSource = .path, isFromApp: Bool = true
    ) -> Outcome {
        guard let values = decodedSegments(of: path) else { return .malformed }
        let ordered = matchingRoutes(table, values).filter {
            admits(table[$0].sources, door: door, isFromApp: isFromApp)
        }
        for index in ordered where !table[index].declines {
            var params: [P: String] = [:]
            for case (.parameter(let component), let value) in zip(table[index].segments, values) {
                params[component] = String(decoding: value, as: UTF8.self)
            }
            return .matched(Intent(route: index, params: params), pattern: describe(table[index].segments))
        }
        return ordered.isEmpty ? .noRoute : .declined(ordered.map { describe(table[$0].segments) })
    }

    /// The routes whose patterns accept `values`, in precedence order.
    static func matchingRoutes(_ table: [RouteSpec], _ values: [[UInt8]]) -> [Int] {
        let matching = table.indices.filter { index in
            let segments = table[index].segments
            return segments.count == values.count && zip(segments, values).allSatisfy(accepts)
        }
        return matching.sorted { precedes(table[$0].segments, table[$1].segments) }
    }

    /// The route `route(forPath:)` selects: the first whose pattern matches in precedence order, whether or not its
    /// handler declines; `nil` when none matches or an escape is malformed.
    static func selectedRoute(_ table: [RouteSpec], path: String) -> Int? {
        decodedSegments(of: path).flatMap { matchingRoutes(table, $0).first }
    }

    /// The closest pattern to `values`: the longest accepted prefix (at least one segment); on a tie, a pattern as
    /// long as the path, then the most literals matching at their positions, then the first declared.
    static func closestPattern(_ table: [RouteSpec], _ values: [[UInt8]]) -> String? {
        var best: (index: Int, score: [Int])?
        for (index, spec) in table.enumerated() {
            let prefix = zip(spec.segments, values).prefix { accepts($0.0, $0.1) }.count
            guard prefix > 0 else { continue }
            let literals = zip(spec.segments, values).filter {
                if case .literal = $0.0 { return accepts($0.0, $0.1) }
                return false
            }.count
            let score = [prefix, spec.segments.count == values.count ? 1 : 0, literals]
            if best.map({ score.lexicographicallyPrecedes($0.score) == false && score != $0.score }) ?? true {
                best = (index, score)
            }
        }
        return best.map { describe(table[$0.index].segments) }
    }

    /// Whether `lhs` beats `rhs`: at the first position where their kinds differ, the lower rank wins.
    static func precedes(_ lhs: [Segment], _ rhs: [Segment]) -> Bool {
        for (left, right) in zip(lhs, rhs) {
            let (leftRank, rightRank) = (Kind(left).rank, Kind(right).rank)
            if leftRank != rightRank { return leftRank < rightRank }
        }
        return false
    }

    static func accepts(_ segment: Segment, _ value: [UInt8]) -> Bool {
        switch segment {
        case .literal(let text): Array(text.utf8) == value
        case .parameter(let component): component.capture == .int ? isInt(value) : !value.isEmpty
        }
    }

    /// ASCII digits with an optional leading `-`, at least one digit, fitting `Int`.
    static func isInt(_ value: [UInt8]) -> Bool {
        let digits = value.first == UInt8(ascii: "-") ? value.dropFirst() : value[...]
        guard !digits.isEmpty, digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
            return false
        }
        // The format is checked above, so `Int.init` only decides whether the value fits.
        return Int(String(decoding: value, as: UTF8.self)) != nil
    }

    /// The path as a link reports it: up to the first `?` or `#`, starting with `/`.
    static func linkPath(_ path: String) -> String {
        let bytes = pathBytes(path)
        let text = String(decoding: bytes, as: UTF8.self)
        return bytes.first == UInt8(ascii: "/") ? text : "/" + text
    }

    /// The bytes of `path` before its query and fragment: bytes, since `?` may start a `Character` (`?\u{301}`).
    static func pathBytes(_ path: String) -> ArraySlice<UInt8> {
        Array(path.utf8).prefix { $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#") }
    }

    /// The path's segments (up to the first `?` or `#`), percent-decoded, or `nil` when any escape is malformed.
    static func decodedSegments(of path: String) -> [[UInt8]]? {
        var segments: [[UInt8]] = []
        for raw in pathBytes(path).split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
            guard let decoded = percentDecoded(raw) else { return nil }
            segments.append(decoded)
        }
        return segments
    }

    /// `%XY` becomes one byte; a `%` without two hex digits, a control character escaped (`%00`…`%1F`, `%7F`) or raw,
    /// or a result that is not UTF-8, is `nil`.
    static func percentDecoded(_ raw: ArraySlice<UInt8>) -> [UInt8]? {
        var bytes: [UInt8] = []
        var index = raw.startIndex
        while index < raw.endIndex {
            if raw[index] == UInt8(ascii: "%") {
                guard index + 2 < raw.endIndex, let high = hexValue(raw[index + 1]), let low = hexValue(raw[index + 2])
                else { return nil }
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(raw[index])
                index += 1
            }
            guard let byte = bytes.last, byte >= 0x20, byte != 0x7F else { return nil }
        }
        // Decoding repairs ill-formed UTF-8 with U+FFFD, so the bytes round-trip exactly when valid.
        guard Array(String(decoding: bytes, as: UTF8.self).utf8) == bytes else { return nil }
        return bytes
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        if let digit = lowerHexDigits.firstIndex(of: byte) { return UInt8(digit) }
        if let digit = upperHexLetters.firstIndex(of: byte) { return UInt8(10 + digit) }
        return nil
    }

    // NB: stored once, not made per call: the fuzz targets and the differential script decode millions of escapes.
    static let lowerHexDigits = Array("0123456789abcdef".utf8)
    static let upperHexLetters = Array("ABCDEF".utf8)
}

// MARK: - Doors

extension ReferenceMatcher {
    /// Whether a link through `door` may open a route that takes links from `sources` (MatchingRules, "Trust").
    ///
    /// The app's own link (an in-app door, `isFromApp`) opens any route; a link from outside, a route that lists
    /// its door; a link through an in-app door that the app does not vouch for, only a route that takes every door.
    static func admits(_ sources: LinkSources, door: LinkSource, isFromApp: Bool) -> Bool {
        let doorBit: LinkSources
        switch door {
        case .customScheme: doorBit = .customScheme
        case .universalLink: doorBit = .universalLink
        case .pushNotification: doorBit = .pushNotification
        case .shortcutItem: doorBit = .shortcutItem
        case .userActivity: doorBit = .userActivity
        case .path, .intent: return isFromApp || sources.isSuperset(of: .all)
        }
        return sources.contains(doorBit)
    }
}

// MARK: - Comparing the router with the reference

extension ReferenceMatcher {
    /// A path as an error's `path` gives it, without what would be user-info.
    ///
    /// After each `//`, what runs up to the last `@` before the next `/` is left out (HandlingDeepLinks, "What logs
    /// show"). Read in bytes: a combining mark after `/` makes one `Character` of them.
    static func shown(_ path: String) -> String {
        let bytes = Array(path.utf8)
        var kept: [UInt8] = []
        var index = 0
        while index < bytes.count {
            kept.append(bytes[index])
            guard bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/")
            else {
                index += 1
                continue
            }
            kept.append(bytes[index + 1])
            let start = index + 2
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "/")) ?? bytes.count
            let at = bytes[start..<end].lastIndex(of: UInt8(ascii: "@"))
            kept += bytes[(at.map { $0 + 1 } ?? start)..<end]
            index = end
        }
        return String(decoding: kept, as: UTF8.self)
    }

    /// Everything the router does differently from the reference on `path`; empty when they agree.
    static func disagreements(_ router: DeepLinkRouter<P, Intent>, _ table: [RouteSpec], path: String) -> [String] {
        let expected = reference(table, path: path)
        // A path that does not start with `/` is reported with one; the query and fragment are not part of it.
        let expectedPath = linkPath(path)
        let matched = router.match(.path(path))
        let resolved = router.resolve(.path(path))
        var problems: [String] = []

        switch (matched, resolved) {
        case (let link?, .success(let resolvedLink)):
            if !link.intent.isIdentical(to: resolvedLink.intent) || link.pattern != resolvedLink.pattern {
                problems.append("match gave \(link.intent) via \(link.pattern), resolve \(resolvedLink.intent)")
            }
        case (let link?, .failure(let error)):
            problems.append("match gave \(link.intent) via \(link.pattern), but resolve failed: \(error)")
        case (nil, .success(let link)):
            problems.append("match gave nil, but resolve gave \(link.intent) via \(link.pattern)")
        case (nil, .failure):
            break
        }

        switch (expected, resolved) {
        case (.matched(let intent, let pattern), .success(let link)):
            if !link.intent.isIdentical(to: intent) || link.pattern != pattern {
                problems.append("expected \(expected), got \(link.intent) via \(link.pattern)")
            }
            if link.path != expectedPath { problems.append("link path \(readable(link.path))") }
        case (.matched, .failure(let error)):
            problems.append("expected \(expected), got failure: \(error)")
        case (_, .success(let link)):
            problems.append("expected \(expected), got \(link.intent) via \(link.pattern)")
        case (.declined(let patterns), .failure(let error)):
            // The error lists the declining patterns in the order they were tried: precedence order.
            if error != .declined(expectedPath, patterns: patterns) {
                problems.append("expected \(expected), got failure: \(error)")
            }
        case (.noRoute, .failure(let error)):
            let closest = decodedSegments(of: path).flatMap { closestPattern(table, $0) }
            if error.kind != .noRoute || error.path != shown(expectedPath) || error.closestPattern != closest {
                problems.append("expected no route (closest: \(closest ?? "none")), got failure: \(error)")
            }
        case (.malformed, .failure(let error)):
            // A bad escape and a control character (escaped or raw) are both "malformed" to the reference.
            let isMalformed = [.malformedPercentEncoding, .controlCharacter].contains(error.kind)
            if !isMalformed || error.path != shown(expectedPath) {
                problems.append("expected malformed percent-encoding, got failure: \(error)")
            }
        }
        return problems
    }
}

// MARK: - Generators

extension ReferenceMatcher {
    /// Literal segments for patterns.
    ///
    /// Case variants and canonically equivalent spellings of "é" (precomposed and decomposed) are
    /// distinct literals, compared as bytes.
    static let literals = ["a", "b", "c", "ab", "A", "x", "42", "-7", "007", "\u{E9}", "e\u{301}"]

    /// Raw (still escaped) segment values for paths: integers at and past `Int`'s bounds, near-integers,
    /// escapes that decode to literals or integers, bad escapes, escapes that are not UTF-8, raw control characters,
    /// and the other bytes below `%` (which the segmenter decodes, to the same bytes).
    static let values = [
        "5", "-3", "007", "0", "-0", "42", "-7", "x", "a", "A", "ab", "abc", "B",
        "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
        "99999999999999999999", "%41", "%61", "%61%62", "a%2Fb", "a%2fb", "%35", "%2D7", "%34%32", "%30%30%37",
        "%ZZ", "%FF", "%", "%4", "a%", "%g0", "%%41", "-", "+5", "--5", "5-", " 5", "%20", "%00", "1e3", "0x1F",
        "\u{663}", "%C3%A9", "%c3%a9", "\u{E9}", "e%CC%81", "e\u{301}", "%C3", "%ED%A0%80", "%C0%AF",
        "%F4%90%80%80", "%E2%82%AC", "%F0%9F%98%80", "~", ".", "..", "%2E", ";", "a;b", "%3F", "%23",
        "a\u{0}b", "\u{1B}", "5\u{7F}", "\t", "a!\"$b",
    ]

    /// A random table of 5...60 single-pattern routes over a per-table subset of the literals.
    ///
    /// Some patterns are near-copies of earlier ones (one segment changed), so that many paths
    /// match several patterns and precedence decides; this also makes conflicts common.
    static func randomTable(_ rng: inout SplitMix) -> [RouteSpec] {
        let alphabet = Array(rng.shuffled(literals).prefix(2 + rng.below(5)))
        let parameterChance = 0.25 + 0.4 * rng.unit()
        var table: [RouteSpec] = []
        for _ in 0..<(5 + rng.below(56)) {
            var segments: [Segment]
            if !table.isEmpty, rng.chance(0.4) {
                segments = rng.pick(table).segments
                if !segments.isEmpty {
                    let position = rng.below(segments.count)
                    segments[position] = randomSegment(excluding: segments, alphabet, parameterChance, &rng)
                } else {
                    segments = [randomSegment(excluding: [], alphabet, parameterChance, &rng)]
                }
            } else {
                segments = []
                for _ in 0..<rng.below(6) {
                    segments.append(randomSegment(excluding: segments, alphabet, parameterChance, &rng))
                }
            }
            table.append(RouteSpec(segments: segments, declines: rng.chance(0.2)))
        }
        return table
    }

    /// A literal, or a parameter that `others` does not use (so replacing a segment of `others`
    /// with it never repeats a parameter: the replaced one is free again, the rest are avoided).
    static func randomSegment(
        excluding others: [Segment], _ alphabet: [String], _ parameterChance: Double, _ rng: inout SplitMix
    ) -> Segment {
        let used = Set(
            others.compactMap { segment -> P? in
                if case .parameter(let component) = segment { return component }
                return nil
            })
        let free = P.allCases.filter { !used.contains($0) }
        if !free.isEmpty, rng.chance(parameterChance) { return .parameter(rng.pick(free)) }
        return .literal(rng.pick(alphabet))
    }

    /// A random path: mostly one that fits a pattern of the table (with random values, maybe a
    /// segment added or removed), sometimes arbitrary segments; joined with random extra slashes.
    static func randomPath(for table: [RouteSpec], _ rng: inout SplitMix) -> String {
        var segments: [String]
        if rng.chance(0.8) {
            segments = rng.pick(table).segments.map { randomValue(for: $0, &rng) }
            if rng.chance(0.25) {
                if !segments.isEmpty, rng.chance(0.5) {
                    segments.remove(at: rng.below(segments.count))
                } else {
                    segments.insert(randomRawSegment(&rng), at: rng.below(segments.count + 1))
                }
            }
        } else {
            segments = (0..<rng.below(7)).map { _ in randomRawSegment(&rng) }
        }
        var path = rng.pick(["/", "/", "/", "/", "/", "/", "/", "", "//"])
        for (index, segment) in segments.enumerated() {
            if index > 0 { path += rng.chance(0.85) ? "/" : rng.pick(["//", "///"]) }
            path += segment
        }
        if rng.chance(0.15) { path += "/" }
        return path
    }

    /// A raw value for one segment of a pattern: usually one it accepts, sometimes one it does not.
    static func randomValue(for segment: Segment, _ rng: inout SplitMix) -> String {
        switch segment {
        case .literal(let text):
            let roll = rng.unit()
            if roll < 0.7 { return text }
            if roll < 0.85 { return percentEncoding(text, &rng) }
            return randomRawSegment(&rng)
        case .parameter:
            let roll = rng.unit()
            if roll < 0.55 { return rng.pick(values) }
            if roll < 0.75 { return rng.pick(literals) }
            if roll < 0.9 { return String(rng.below(2001) - 1000) }
            return String(Int(bitPattern: UInt(rng.next())))
        }
    }

    static func randomRawSegment(_ rng: inout SplitMix) -> String {
        rng.chance(0.5) ? rng.pick(literals) : rng.pick(values)
    }

    /// `text` with a random subset of its bytes escaped, in random hex case.
    static func percentEncoding(_ text: String, _ rng: inout SplitMix) -> String {
        var encoded = ""
        for byte in text.utf8 {
            if byte >= 0x80 || rng.chance(0.6) {
                let hex = String(byte, radix: 16, uppercase: rng.chance(0.5))
                encoded += "%" + (hex.count == 1 ? "0" : "") + hex
            } else {
                encoded += String(UnicodeScalar(byte))
            }
        }
        return encoded
    }
}
