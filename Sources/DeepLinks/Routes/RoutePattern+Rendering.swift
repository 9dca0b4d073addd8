extension RoutePattern {
    /// Renders the path this pattern matches for the given parameters: the inverse of matching.
    ///
    /// Each value is checked against its component's capture kind, as the router checks a link's segment: an
    /// ``CaptureKind/int`` must be an `Int` in the router's format (ASCII digits, an optional leading `-`; leading
    /// zeros are kept as given), ``CaptureKind/string`` and ``CaptureKind/either`` must not be empty, and a
    /// ``CaptureKind/remainder`` is split on `/` into segments that must not be empty (a link drops empty
    /// segments, so such a value would not come back).
    ///
    /// Literals and values are percent-encoded: every byte but the unreserved `A–Z a–z 0–9 - . _ ~` is written as
    /// `%XY` (uppercase hex), so a `/` inside a value becomes `%2F` and stays inside its segment, and `?`, `#`,
    /// `%` and `+` survive too. A segment that is exactly `.` or `..` is written `%2E` or `%2E%2E`, so that no URL
    /// normaliser removes it. The path starts with `/`; the root pattern renders `/`. Parameters the pattern does
    /// not capture are ignored.
    ///
    /// ```swift
    /// let pattern: RoutePattern<Param> = "search" / .query
    /// try pattern.path(with: [.query: "rock/roll & more"])  // "/search/rock%2Froll%20%26%20more"
    /// try pattern.path(with: [:])                           // throws: Missing parameter 'query' for /search/:query.
    /// ```
    ///
    /// The router's ``DeepLinkRouter/path(for:)`` adds the route's query items and checks that the link
    /// opens the route it was built for.
    ///
    /// - Parameter parameters: The values of the pattern's parameters, as a handler receives them (decoded).
    /// - Returns: The encoded path, starting with `/`.
    /// - Throws: ``DeepLinkURLError`` of kind ``DeepLinkURLError/Kind/missingParameter`` or
    ///   ``DeepLinkURLError/Kind/invalidParameter``, naming the first component at fault, left to right.
    public func path(with parameters: [Component: String]) throws(DeepLinkURLError) -> String {
        try path(with: parameters, for: DeepLinkURLError.Subject(pattern: description))
    }

    /// ``path(with:)``, with errors naming `subject` (the route, when the router renders).
    func path(
        with parameters: [Component: String], for subject: DeepLinkURLError.Subject
    ) throws(DeepLinkURLError) -> String {
        guard !segments.isEmpty else { return "/" }
        var bytes: [UInt8] = []
        for segment in segments {
            switch segment {
            case .literal(let text):
                bytes.append(UInt8(ascii: "/"))
                PercentEncoding.appendSegment(text.utf8, to: &bytes)
            case .parameter(let component):
                guard let value = parameters[component] else {
                    throw .missingParameter(component.rawValue, for: subject)
                }
                try Self.check(value, of: component, for: subject)
                guard component.capture == .remainder else {
                    bytes.append(UInt8(ascii: "/"))
                    PercentEncoding.appendSegment(value.utf8, to: &bytes)
                    continue
                }
                // Split on the byte, as the matcher splits a link: never inside a grapheme such as "/\u{301}".
                for piece in value.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
                    bytes.append(UInt8(ascii: "/"))
                    PercentEncoding.appendSegment(piece, to: &bytes)
                }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Checks a path value against its component's capture kind, as the matcher would read it back.
    private static func check(
        _ value: String, of component: Component, for subject: DeepLinkURLError.Subject
    ) throws(DeepLinkURLError) {
        guard !value.utf8.contains(where: ASCII.isControl) else {
            throw .controlCharacter(component.rawValue, for: subject)
        }
        guard component.capture.accepts(value) else {
            throw .invalidParameter(component.rawValue, value: value, expected: component.capture, for: subject)
        }
        let slash = UInt8(ascii: "/")
        if component.capture == .remainder,
            value.utf8.split(separator: slash, omittingEmptySubsequences: false).contains(where: \.isEmpty)
        {
            throw .emptyRemainderSegment(component.rawValue, value: value, for: subject)
        }
    }
}
