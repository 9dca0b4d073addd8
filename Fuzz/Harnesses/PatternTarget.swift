@testable import DeepLinks

/// Fuzz target `pattern`: pattern texts (the input after its first byte, one pattern a line) through
/// `RoutePattern(parsing:)` and as the DSL's string literals, and a router built from them (the first byte sets its
/// options, and whether it takes the parsed patterns or the literal ones).
///
/// Each text must parse as a reference parser says (segments, or the exact `RoutePatternError`), for a component type
/// that accepts any name and for the reference's `P`, and its `description` must parse back to it; as a string
/// literal it must split into literals at every `/` byte. The router must throw exactly the `DeepLinkRouterError` the
/// reference predicts (a parameter used twice, a remainder before the end, a literal that looks like a parameter, two
/// patterns of one shape), and once the offending patterns are left out, build and match each pattern's example path
/// as the reference says: the most specific pattern that accepts it, with its captures. See `Fuzz/README.md`.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzPattern(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, count: size)
    let flags = input.byte()
    let options: MatchingOptions = flags & 0x80 != 0 ? .caseInsensitiveLiterals : []
    let texts = input.rest().utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).prefix(8)
        .map { String(decoding: $0, as: UTF8.self) }
    var parsed: [RoutePattern<AnyName>] = []
    var literals: [RoutePattern<AnyName>] = []
    for text in texts {
        checkParsing(text, as: ReferenceMatcher.P.self)
        if let pattern = checkParsing(text, as: AnyName.self) { parsed.append(pattern) }
        literals.append(checkLiteral(text))
    }
    PatternRouterCheck(patterns: flags & 0x40 != 0 ? literals : parsed, options: options).run()
    return 0
}

/// A parameter of any name; the name's first byte sets its capture kind (`n`: `Int`, `e`: `Either`, `r`: remainder,
/// anything else: `String`), so one mutation reaches each kind.
struct AnyName: DeepLinkPathComponent {
    let rawValue: String

    init(rawValue: String) {
        self.rawValue = rawValue
    }

    var capture: CaptureKind {
        switch rawValue.utf8.first {
        case UInt8(ascii: "n"): .int
        case UInt8(ascii: "e"): .either
        case UInt8(ascii: "r"): .remainder
        default: .string
        }
    }
}

// MARK: - Parsing

/// A pattern segment as the reference parser reads it: bytes, compared as bytes.
enum ParsedSegment: Equatable {
    case literal([UInt8])
    case parameter([UInt8])

    init<Component>(_ segment: RoutePattern<Component>.Segment) {
        switch segment {
        case .literal(let text): self = .literal(Array(text.utf8))
        case .parameter(let component): self = .parameter(Array(component.rawValue.utf8))
        }
    }
}

/// The reference parser: `/`-separated pieces, empty ones dropped; `:name` and `*name` are parameters (the name is
/// every byte after the sigil), checked in order: a name, a known name, the sigil of its kind.
func referenceParse<Component: DeepLinkPathComponent>(
    _ text: String, as type: Component.Type
) -> Result<[ParsedSegment], RoutePatternError> {
    var segments: [ParsedSegment] = []
    for piece in Array(text.utf8).split(separator: UInt8(ascii: "/")) {
        let sigil = piece[piece.startIndex]
        guard sigil == UInt8(ascii: ":") || sigil == UInt8(ascii: "*") else {
            segments.append(.literal(Array(piece)))
            continue
        }
        let name = Array(piece.dropFirst())
        guard !name.isEmpty else { return .failure(.emptyParameterName(in: text)) }
        let nameText = String(decoding: name, as: UTF8.self)
        guard let component = Component(rawValue: nameText) else {
            return .failure(.unknownParameter(nameText, in: text, type: Component.self))
        }
        guard (sigil == UInt8(ascii: "*")) == (component.capture == .remainder) else {
            return .failure(.wrongSigil(nameText, in: text, capture: component.capture))
        }
        segments.append(.parameter(name))
    }
    return .success(segments)
}

/// Parses `text` and checks the result against the reference parser, and that the pattern's description parses back
/// to the same pattern.
@discardableResult
func checkParsing<Component: DeepLinkPathComponent>(
    _ text: String, as type: Component.Type
) -> RoutePattern<Component>? {
    let expected = referenceParse(text, as: type)
    let parsed = Result { () throws(RoutePatternError) in try RoutePattern<Component>(parsing: text) }
    let context = { "\(ReferenceMatcher.readable(text)) as \(type)" }
    switch (parsed, expected) {
    case (.success(let pattern), .success(let segments)):
        let got = pattern.segments.map(ParsedSegment.init)
        FuzzCheck.require(got == segments, "\(context()): parsed \(got), the reference \(segments)")
        let again = try? RoutePattern<Component>(parsing: pattern.description)
        FuzzCheck.require(
            again == pattern && again.map { $0.segments.map(ParsedSegment.init) == got } ?? false,
            "\(context()): its description \(ReferenceMatcher.readable(pattern.description)) does not parse back")
        return pattern
    case (.failure(let error), .failure(let expectedError)):
        FuzzCheck.require(error == expectedError, "\(context()): threw '\(error)', the reference '\(expectedError)'")
    case (.success(let pattern), .failure(let expectedError)):
        FuzzCheck.fail("\(context()): parsed \(pattern), the reference threw '\(expectedError)'")
    case (.failure(let error), .success(let segments)):
        FuzzCheck.fail("\(context()): threw '\(error)', the reference parsed \(segments)")
    }
    return nil
}

/// Checks `text` as a string literal of the DSL: literals split at every `/` byte, empty ones dropped.
func checkLiteral(_ text: String) -> RoutePattern<AnyName> {
    let pattern = RoutePattern<AnyName>(stringLiteral: text)
    let expected = Array(text.utf8).split(separator: UInt8(ascii: "/")).map { ParsedSegment.literal(Array($0)) }
    let got = pattern.segments.map(ParsedSegment.init)
    FuzzCheck.require(
        got == expected, "\(ReferenceMatcher.readable(text)) as a literal: \(got), the reference \(expected)")
    return pattern
}

// MARK: - Routers of parsed patterns

/// A router of one route per pattern, checked against a reference that knows remainders and case-insensitive
/// literals: the reference matcher's rules (MatchingRules.md), over `AnyName` patterns.
struct PatternRouterCheck {
    typealias Intent = PatternIntent

    let patterns: [RoutePattern<AnyName>]
    let options: MatchingOptions

    /// A segment as precedence and conflicts see it.
    enum Kind: Hashable {
        case literal([UInt8])
        case int
        case any
        case remainder

        var rank: Int {
            switch self {
            case .literal: 0
            case .int: 1
            case .any: 2
            case .remainder: 3
            }
        }
    }

    var foldsCase: Bool { options.contains(.caseInsensitiveLiterals) }

    func kind(_ segment: RoutePattern<AnyName>.Segment) -> Kind {
        switch segment {
        case .literal(let text): .literal(foldsCase ? asciiLowercased(Array(text.utf8)) : Array(text.utf8))
        case .parameter(let name):
            switch name.capture {
            case .int: .int
            case .remainder: .remainder
            default: .any
            }
        }
    }

    func site(_ index: Int) -> String { "Pattern:\(index)" }

    func routes(_ patterns: [RoutePattern<AnyName>]) -> [Route<AnyName, Intent>] {
        patterns.enumerated().map { index, pattern in
            Route(patterns: [pattern], fileID: "Pattern", line: UInt(index)) { PatternIntent(route: index, params: $0) }
        }
    }

    /// The first error the router must throw for `patterns`, in declaration order, and the patterns that build.
    func expectedBuild() -> (error: DeepLinkRouterError?, valid: [RoutePattern<AnyName>]) {
        var firstError: DeepLinkRouterError?
        var valid: [RoutePattern<AnyName>] = []
        var shapes: [[Kind]: Int] = [:]
        for (index, pattern) in patterns.enumerated() {
            var error: DeepLinkRouterError?
            var seen: Set<String> = []
            for (depth, segment) in pattern.segments.enumerated() {
                // A literal that holds a control character could never match: the first check of a literal.
                if case .literal(let text) = segment, text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) {
                    error = .controlCharacterInLiteral(text, in: pattern.description, at: site(index))
                    break
                }
                // Then a `%`: links are compared decoded, so a literal holds none (issue #37).
                if case .literal(let text) = segment, text.utf8.contains(UInt8(ascii: "%")) {
                    error = .percentInLiteral(text, in: pattern.description, at: site(index))
                    break
                }
                if case .literal(let text) = segment, let sigil = text.utf8.first, ":*".utf8.contains(sigil) {
                    // The suggestion's DSL for the segments before is the library's; the name is every byte after.
                    let preceding = RoutePattern(segments: Array(pattern.segments[..<depth]))
                    let before = DeepLinkRouter<AnyName, Intent>.dsl(preceding.slots[...])
                    let name = String(decoding: text.utf8.dropFirst(), as: UTF8.self)
                    error = .literalLooksLikeParameter(
                        text, in: pattern.description, at: site(index), suggestion: before + " / ." + name)
                    break
                }
                guard case .parameter(let name) = segment else { continue }
                if !seen.insert(name.rawValue).inserted {
                    error = .duplicateParameter(name.rawValue, in: pattern.description, at: site(index))
                } else if name.capture == .remainder, depth != pattern.segments.count - 1 {
                    error = .remainderNotLast(name.rawValue, in: pattern.description, at: site(index))
                }
                if error != nil { break }
            }
            let shape = pattern.segments.map(kind)
            if error == nil, let earlier = shapes[shape] {
                error = .conflict(
                    patterns[earlier].description, at: site(earlier), pattern.description, at: site(index))
            }
            if let error {
                firstError = firstError ?? error
                continue
            }
            shapes[shape] = index
            valid.append(pattern)
        }
        return (firstError, valid)
    }

    func run() {
        let context = { "patterns \(patterns.map { ReferenceMatcher.readable($0.description) }), options \(options)" }
        let (expectedError, valid) = expectedBuild()
        do throws(DeepLinkRouterError) {
            _ = try DeepLinkRouter(options: options, routes: routes(patterns))
            FuzzCheck.require(expectedError == nil, "\(context()): built, expected '\(expectedError!)'")
        } catch {
            FuzzCheck.require(
                error == expectedError,
                "\(context()): threw '\(error)', expected '\(String(describing: expectedError))'")
        }
        let router: DeepLinkRouter<AnyName, Intent>
        do {
            router = try DeepLinkRouter(options: options, routes: routes(valid))
        } catch {
            FuzzCheck.fail("\(context()): the valid patterns \(valid) threw '\(error)'")
        }
        let broken = router.trie._checkInvariants()
        FuzzCheck.require(broken.isEmpty, "\(context()): trie invariants broken: \(broken)")
        for pattern in valid {
            checkExample(of: pattern, router, valid, context())
        }
    }

    /// The pattern's example path (each parameter's example value, literals percent-encoded) and the path its own
    /// rendering gives: both match the most specific valid pattern that accepts them, with its captures.
    func checkExample(
        of pattern: RoutePattern<AnyName>, _ router: DeepLinkRouter<AnyName, Intent>,
        _ valid: [RoutePattern<AnyName>], _ context: @autoclosure () -> String
    ) {
        var parameters: [AnyName: String] = [:]
        var path = ""
        for segment in pattern.segments {
            switch segment {
            case .literal(let text):
                path += "/" + percentEncoded(Array(text.utf8))
            case .parameter(let name):
                let value = Self.example(name.capture)
                parameters[name] = value
                path += "/" + value
            }
        }
        let rendered = try? pattern.path(with: parameters)
        FuzzCheck.require(rendered != nil, "\(context()): \(pattern) does not render with \(parameters)")
        for path in [path.isEmpty ? "/" : path, rendered ?? ""] {
            let values = ReferenceMatcher.decodedSegments(of: path)
            FuzzCheck.require(values != nil, "\(context()): \(ReferenceMatcher.readable(path)) does not decode")
            let expected = expectedMatch(valid, values ?? [])
            FuzzCheck.require(
                expected.map { $0.route >= 0 } ?? false,
                "\(context()): \(pattern) does not accept its example \(ReferenceMatcher.readable(path))")
            let matched = router.match(.path(path))
            let resolved = try? router.resolve(.path(path)).get()
            let selection = router.route(forPath: path)
            FuzzCheck.require(
                matched?.intent == expected && resolved?.intent == expected
                    && matched?.pattern == expected.map { valid[$0.route].description }
                    && selection?.routeIndex == expected?.route,
                "\(context()): \(ReferenceMatcher.readable(path)) matched \(matched.map { "\($0.intent)" } ?? "nil"), "
                    + "resolved \(resolved.map { "\($0.intent)" } ?? "nil"), selected "
                    + "\(selection.map { "\($0.routeIndex)" } ?? "nil"); expected \(String(describing: expected))")
        }
    }

    /// An example value of each kind; a remainder's spans two segments.
    static func example(_ capture: CaptureKind) -> String {
        switch capture {
        case .int: "7"
        case .either: "e"
        case .remainder: "r/t"
        default: "s"
        }
    }

    /// The intent of the most specific pattern of `patterns` that accepts `values`, or `nil`.
    func expectedMatch(_ patterns: [RoutePattern<AnyName>], _ values: [[UInt8]]) -> PatternIntent? {
        var best: (index: Int, ranks: [Int], params: [AnyName: String])?
        for (index, pattern) in patterns.enumerated() {
            guard let params = captures(pattern, values) else { continue }
            let ranks = pattern.segments.map { kind($0).rank }
            if best.map({ ranks.lexicographicallyPrecedes($0.ranks) }) ?? true { best = (index, ranks, params) }
        }
        return best.map { PatternIntent(route: $0.index, params: $0.params) }
    }

    /// The captures `pattern` takes from `values`, or `nil` when it does not accept them.
    func captures(_ pattern: RoutePattern<AnyName>, _ values: [[UInt8]]) -> [AnyName: String]? {
        var params: [AnyName: String] = [:]
        for (depth, segment) in pattern.segments.enumerated() {
            guard depth < values.count else { return nil }
            let value = values[depth]
            switch segment {
            case .literal(let text):
                let literal = Array(text.utf8)
                guard foldsCase ? asciiLowercased(literal) == asciiLowercased(value) : literal == value else {
                    return nil
                }
            case .parameter(let name) where name.capture == .remainder:
                let rest = values[depth...].map { String(decoding: $0, as: UTF8.self) }
                params[name] = rest.joined(separator: "/")
                return params
            case .parameter(let name):
                if name.capture == .int, !ReferenceMatcher.isInt(value) { return nil }
                params[name] = String(decoding: value, as: UTF8.self)
            }
        }
        return pattern.segments.count == values.count ? params : nil
    }

    func asciiLowercased(_ bytes: [UInt8]) -> [UInt8] {
        bytes.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 + 32 : $0 }
    }

    /// Every byte but ASCII letters and digits escaped.
    func percentEncoded(_ bytes: [UInt8]) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var encoded: [UInt8] = []
        for byte in bytes {
            if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            {
                encoded.append(byte)
            } else {
                encoded += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: encoded, as: UTF8.self)
    }
}

/// What a pattern route's handler returns: its index and captures.
struct PatternIntent: Equatable, Sendable {
    var route: Int
    var params: [AnyName: String]
}
