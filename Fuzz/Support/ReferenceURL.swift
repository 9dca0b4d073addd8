@testable import DeepLinks

/// What a URL entry point should make of a link's text, worked out without the library's `URLAnatomy`: RFC 3986's
/// generic syntax read with plain searches, the documented scheme and host rules (MatchingRules.md, "Link sources"
/// and "Accepted schemes and hosts"), then the reference matcher on the path the routes see.
enum ReferenceURL {
    typealias Reference = ReferenceMatcher

    /// The schemes and hosts a fuzzed router accepts (`nil`: any).
    struct Filter {
        var schemes: [String]?
        var hosts: [String]?

        /// No filter, or custom schemes `myapp` and `x-app` and hosts `example.com` and its subdomains, by two bits.
        init(_ bits: UInt8) {
            schemes = bits & 1 != 0 ? ["myapp", "x-app"] : nil
            hosts = bits & 2 != 0 ? ["example.com", "*.example.com"] : nil
        }
    }

    /// What the link should come to.
    enum Expectation {
        case invalidURL
        case unsupportedScheme
        case unsupportedHost
        /// The link reaches the routes: the path it reports, the door its scheme gives, and the reference's outcome.
        case routed(path: String, source: LinkSource, outcome: Reference.Outcome)

        /// An app path (a push payload's `/recipe/42`): what the reference makes of it, through `door`.
        static func path(_ text: String, door: LinkSource, _ table: [Reference.RouteSpec]) -> Expectation {
            let outcome = Reference.reference(table, path: text, door: door, isFromApp: ReferenceURL.isAppsOwn(door))
            return .routed(path: Reference.linkPath(text), source: door, outcome: outcome)
        }
    }

    /// The expectation for a URL's text (its `absoluteString`) on a router of `table` with `filter`, through `door`
    /// (`nil`: the door its scheme gives), whose routes' doors must admit it.
    static func expectation(
        _ text: String, _ filter: Filter, _ table: [Reference.RouteSpec], door: LinkSource? = nil
    ) -> Expectation {
        let bytes = Array(text.utf8)
        // scheme ":" first: a letter, then letters, digits, "+", "-" or ".".
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), let first = bytes.first, isLetter(first),
            bytes[1..<colon].allSatisfy(isSchemeByte)
        else { return .invalidURL }
        let scheme = lowercased(bytes[..<colon])
        var rest = bytes[(colon + 1)...]
        var host: ArraySlice<UInt8>?
        if rest.starts(with: "//".utf8) {
            let authority = rest.dropFirst(2).prefix { !"/?#".utf8.contains($0) }
            var hostPart = authority
            if let at = authority.lastIndex(of: UInt8(ascii: "@")) { hostPart = authority[(at + 1)...] }
            if hostPart.first == UInt8(ascii: "[") {
                if let close = hostPart.firstIndex(of: UInt8(ascii: "]")) { hostPart = hostPart[...close] }
            } else {
                hostPart = hostPart.prefix { $0 != UInt8(ascii: ":") }
            }
            host = hostPart
            rest = rest[authority.endIndex...]
        }
        let pathText = rest.prefix { $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#") }

        if scheme == Array("http".utf8) || scheme == Array("https".utf8) {
            guard let host, !host.isEmpty else { return .invalidURL }
            guard accepts(host: host, filter.hosts) else { return .unsupportedHost }
            let path = rooted(Array(pathText))
            let door = door ?? .universalLink
            return .routed(
                path: path, source: .universalLink,
                outcome: Reference.reference(table, path: path, door: door, isFromApp: isAppsOwn(door)))
        }
        if let schemes = filter.schemes, !schemes.contains(where: { Array($0.utf8) == scheme }) {
            return .unsupportedScheme
        }
        let door = door ?? .customScheme
        guard let host, !host.isEmpty else {
            let path = rooted(Array(pathText))
            return .routed(
                path: path, source: .customScheme,
                outcome: Reference.reference(table, path: path, door: door, isFromApp: isAppsOwn(door)))
        }
        let path = rooted([UInt8(ascii: "/")] + host + pathText)
        return .routed(
            path: path, source: .customScheme,
            outcome: hostOutcome(table, host: host, pathText: Array(pathText), door: door))
    }

    /// Whether a link through `door` is the app's own, as its entry decides: only the in-app doors are.
    static func isAppsOwn(_ door: LinkSource) -> Bool {
        door == .path || door == .intent
    }

    /// The outcome for a custom-scheme link, whose host is its first segment.
    ///
    /// Literals compare with the host ignoring ASCII case: an exact literal wins, else the first declared. A capture of
    /// the host keeps the host's case. Routes are admitted as `door`'s link.
    private static func hostOutcome(
        _ table: [Reference.RouteSpec], host: ArraySlice<UInt8>, pathText: [UInt8], door: LinkSource
    ) -> Reference.Outcome {
        let path = "/" + String(decoding: host + pathText, as: UTF8.self)
        let isFromApp = isAppsOwn(door)
        guard let decodedHost = Reference.percentDecoded(host) else {
            return Reference.reference(table, path: path, door: door, isFromApp: isFromApp)
        }
        let firstLiterals = table.compactMap { spec -> [UInt8]? in
            guard case .literal(let text)? = spec.segments.first else { return nil }
            return Array(text.utf8)
        }
        guard !firstLiterals.contains(decodedHost),
            let folded = firstLiterals.first(where: { lowercased($0[...]) == lowercased(decodedHost[...]) })
        else { return Reference.reference(table, path: path, door: door, isFromApp: isFromApp) }
        // The walk goes down the folded literal's branch: read the link as if the host were written that way.
        let foldedPath = "/" + String(decoding: folded + pathText, as: UTF8.self)
        let outcome = Reference.reference(table, path: foldedPath, door: door, isFromApp: isFromApp)
        guard case .matched(var intent, let pattern) = outcome,
            case .parameter(let component)? = table[intent.route].segments.first
        else { return outcome }
        intent.params[component] = String(decoding: decodedHost, as: UTF8.self)
        return .matched(intent, pattern: pattern)
    }

    /// Whether `hosts` accepts `host`: ASCII case ignored, one trailing dot ignored, `*.` for strict subdomains, and
    /// only a DNS name.
    private static func accepts(host: ArraySlice<UInt8>, _ hosts: [String]?) -> Bool {
        guard let hosts else { return true }
        var name = lowercased(host)
        if name.count > 1, name.last == UInt8(ascii: ".") { name.removeLast() }
        guard isDNSName(name) else { return false }
        return hosts.contains { rule in
            if rule.hasPrefix("*.") {
                let suffix = Array(rule.utf8.dropFirst())
                return name.count > suffix.count && Array(name.suffix(suffix.count)) == suffix
            }
            return name == Array(rule.utf8)
        }
    }

    /// Whether `name` is a DNS name (MatchingRules.md, "Accepted schemes and hosts"): at most 253 bytes of labels
    /// of 1 to 63 letters, digits, `-` or `_`, joined by `.`, the last not a number (digits, or `0x` and hex digits).
    private static func isDNSName(_ name: [UInt8]) -> Bool {
        let labels = name.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard !name.isEmpty, name.count <= 253, let last = labels.last else { return false }
        let hex = Array("0123456789abcdefABCDEF".utf8)
        let lastIsNumber =
            last.allSatisfy { hex[..<10].contains($0) }
            || ((last.starts(with: "0x".utf8) || last.starts(with: "0X".utf8))
                && last.dropFirst(2).allSatisfy(hex.contains))
        return !lastIsNumber
            && labels.allSatisfy { label in
                (1...63).contains(label.count)
                    && label.allSatisfy { isLetter($0) || hex[..<10].contains($0) || "-_".utf8.contains($0) }
            }
    }

    /// `bytes` as a path that starts with `/`.
    private static func rooted(_ bytes: [UInt8]) -> String {
        String(decoding: bytes.first == UInt8(ascii: "/") ? bytes : [UInt8(ascii: "/")] + bytes, as: UTF8.self)
    }

    private static func lowercased(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        bytes.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 + 32 : $0 }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isSchemeByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || "+-.".utf8.contains(byte)
    }

    /// Checks `result` against `expectation` for a link resolved through `door` (`nil`: the scheme's); a matched link
    /// carries its URL exactly when `isURL`.
    static func check(
        _ result: Result<DeepLink<Reference.Intent>, DeepLinkError>, _ expectation: Expectation, door: LinkSource?,
        isURL: Bool = true, _ context: @autoclosure () -> String
    ) {
        let problem: String?
        switch (expectation, result) {
        case (.invalidURL, .failure(let error)):
            problem = error.kind == .invalidURL ? nil : "expected an invalid URL, got \(error)"
        case (.unsupportedScheme, .failure(let error)):
            problem = error.kind == .unsupportedScheme ? nil : "expected an unsupported scheme, got \(error)"
        case (.unsupportedHost, .failure(let error)):
            problem = error.kind == .unsupportedHost ? nil : "expected an unsupported host, got \(error)"
        case (.routed(let path, let source, let outcome), _):
            problem = routedProblem(result, path: path, source: door ?? source, outcome) ?? urlProblem(result, isURL)
        case (_, .success(let link)):
            problem = "expected \(expectation), got \(link.intent) via \(link.pattern)"
        }
        if let problem { FuzzCheck.fail("\(context()) from \(door.map { "\($0)" } ?? "its scheme"): \(problem)") }
    }

    private static func urlProblem(
        _ result: Result<DeepLink<Reference.Intent>, DeepLinkError>, _ isURL: Bool
    ) -> String? {
        guard case .success(let link) = result, (link.url != nil) != isURL else { return nil }
        return isURL ? "the link has no URL" : "the link has a URL"
    }

    private static func routedProblem(
        _ result: Result<DeepLink<Reference.Intent>, DeepLinkError>, path: String, source: LinkSource,
        _ outcome: Reference.Outcome
    ) -> String? {
        switch (outcome, result) {
        case (.matched(let intent, let pattern), .success(let link)):
            guard link.intent.isIdentical(to: intent), link.pattern == pattern, link.path == path, link.source == source
            else {
                return "expected \(outcome) at \(Reference.readable(path)) from \(source), got \(link.intent) via "
                    + "\(link.pattern) at \(Reference.readable(link.path)) from \(link.source)"
            }
            return nil
        case (.declined(let patterns), .failure(let error)):
            return error == .declined(path, patterns: patterns) ? nil : "expected \(outcome), got \(error)"
        case (.noRoute, .failure(let error)):
            let shown = Reference.shown(path)
            return error.kind == .noRoute && error.path == shown ? nil : "expected no route, got \(error)"
        case (.malformed, .failure(let error)):
            // A bad escape and a control character (escaped or raw) are both "malformed" to the reference.
            let shown = Reference.shown(path)
            return [.malformedPercentEncoding, .controlCharacter].contains(error.kind) && error.path == shown
                ? nil : "expected malformed percent-encoding, got \(error)"
        case (_, .failure(let error)):
            return "expected \(outcome) at \(Reference.readable(path)), got \(error)"
        case (_, .success(let link)):
            return "expected \(outcome) at \(Reference.readable(path)), got \(link.intent) via \(link.pattern)"
        }
    }
}
