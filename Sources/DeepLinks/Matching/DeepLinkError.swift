/// Why a link did not resolve to an intent.
///
/// Switch over ``kind`` to react; print the error (its ``description``) for logs.
///
/// ```swift
/// switch router.resolve(.url(url)) {
/// case .success(let link): open(link.intent)
/// case .failure(let error) where error.kind == .noRoute: openInBrowser(url)
/// case .failure(let error): log.warning("\(error)")
/// // No route matches '/subscription/abc/abc/edit'; closest: /subscription/:subscriptionId/:weekId/edit —
/// // weekId expects an Int, got 'abc'.
/// }
/// ```
public struct DeepLinkError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kinds of reasons, to compare with or switch over.
    ///
    /// A struct with static members rather than an enum, so that later releases can add kinds without breaking
    /// your `switch` statements: give them a `default:` case.
    ///
    /// ```swift
    /// switch error.kind {
    /// case .noRoute: openInBrowser(url)
    /// case .unsupportedHost, .unsupportedScheme: break
    /// default: log.warning("\(error)")
    /// }
    /// ```
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        private let name: String

        private init(_ name: String) {
            self.name = name
        }

        /// No route's pattern accepts the link; the message may name the nearest one.
        public static let noRoute = Kind("noRoute")
        /// The URL's scheme is not in the router's `schemes:`.
        public static let unsupportedScheme = Kind("unsupportedScheme")
        /// The universal link's host is not in the router's `hosts:`.
        public static let unsupportedHost = Kind("unsupportedHost")
        /// An escape is malformed (`%` without two hex digits), or escapes decode to invalid UTF-8.
        public static let malformedPercentEncoding = Kind("malformedPercentEncoding")
        /// A query item names a component, but its value is not of the component's capture kind.
        public static let invalidParameter = Kind("invalidParameter")
        /// The route requires a query parameter the link does not carry.
        public static let missingQueryParameter = Kind("missingQueryParameter")
        /// Routes matched, but every one of their handlers returned `nil`.
        public static let declined = Kind("declined")
        /// The text is not a URL, has no scheme (given to a URL entry point), or is a universal link without a host.
        public static let invalidURL = Kind("invalidURL")
        /// The matched route's handler threw: a parameter it read is missing or of the wrong kind
        /// (``DeepLinkParameterError``), or an error of the app's own.
        public static let handlerFailed = Kind("handlerFailed")
        /// A push payload or shortcut item names a route (a route's `name:`) that the router does not have.
        public static let unknownRouteName = Kind("unknownRouteName")
        /// A link by route name (a push payload's `type`, a shortcut item) lacks a parameter its route needs.
        public static let missingParameter = Kind("missingParameter")
        /// A push payload or shortcut item fits no convention (no link, no route name), or carries a value that is
        /// neither a string nor a number.
        public static let invalidPayload = Kind("invalidPayload")
        /// The link is longer than the router's `maxLinkLength:`: it was refused unread.
        public static let linkTooLong = Kind("linkTooLong")
        /// A path segment or a query item holds a control character (`%00`…`%1F`, `%7F`): no value a link hands to
        /// a handler may; a value by name (a payload's, a shortcut item's) that holds one is ``invalidPayload``.
        public static let controlCharacter = Kind("controlCharacter")
        /// A parent in the link's back stack (``Route/parent(_:)``) did not open with the link's values.
        ///
        /// Its handler declined or threw, or a value is not of its capture kind; ``DeepLinkRouter/stack(for:)``
        /// reports it.
        public static let parentFailed = Kind("parentFailed")

        /// The kind's name, as written in code: `noRoute`.
        public var description: String { name }
    }

    private enum Reason: Hashable, Sendable {
        case noRoute(path: String, closest: String?, detail: String?)
        case unsupportedScheme(url: String, scheme: String, accepted: [String])
        case unsupportedHost(url: String, host: String, accepted: [String])
        case badEscape(path: String, escape: String)
        case invalidUTF8(path: String, segment: String)
        case badQueryEscape(path: String, item: String, escape: String)
        case invalidUTF8QueryItem(path: String, item: String)
        case controlCharacter(path: String, segment: String, character: String)
        case controlCharacterQueryItem(path: String, item: String, character: String)
        case invalidParameter(path: String, name: String, value: String, expected: CaptureKind, pattern: String)
        /// A required query item given again with a value that is not of its kind, the first one being valid.
        case invalidRepeatedQueryItem(path: String, name: String, value: String, expected: CaptureKind, pattern: String)
        case missingQueryParameter(path: String, name: String, pattern: String)
        case declined(path: String, patterns: [String])
        case invalidURL(text: String, detail: String)
        case handlerFailed(path: String, pattern: String, detail: String, unredactedDetail: String?, parameter: String?)
        case unknownRouteName(name: String, source: LinkSource, known: [String])
        case refusedSource(name: String, pattern: String, sources: LinkSources, source: LinkSource, isFromApp: Bool)
        case missingParameter(name: String, parameter: String, pattern: String, source: LinkSource)
        case invalidNamedParameter(
            name: String, parameter: String, value: String, expected: CaptureKind, pattern: String, source: LinkSource)
        case invalidPayload(source: LinkSource, detail: String, parameter: String?)
        case linkTooLong(start: String, isCut: Bool, bytes: Int, limit: Int)
        case valuesTooLong(name: String, source: LinkSource, bytes: Int, limit: Int)
        indirect case parentFailed(path: String, parent: String, error: DeepLinkError)
    }

    private let reason: Reason

    private init(_ reason: Reason) {
        self.reason = reason
    }

    @usableFromInline
    static func noRoute(_ path: String, closest: String? = nil, detail: String? = nil) -> Self {
        Self(.noRoute(path: path, closest: closest, detail: detail))
    }

    static func unsupportedScheme(_ url: String, scheme: String, accepted: [String]) -> Self {
        Self(.unsupportedScheme(url: url, scheme: scheme, accepted: accepted))
    }

    static func unsupportedHost(_ url: String, host: String, accepted: [String]) -> Self {
        Self(.unsupportedHost(url: url, host: host, accepted: accepted))
    }

    static func malformed(_ path: String, segment: String, failure: PercentDecoding.Failure) -> Self {
        switch failure {
        case .badEscape(let escape): Self(.badEscape(path: path, escape: escape))
        case .invalidUTF8: Self(.invalidUTF8(path: path, segment: segment))
        case .controlCharacter(let character):
            Self(.controlCharacter(path: path, segment: segment, character: character))
        }
    }

    static func malformedQueryItem(_ path: String, item: String, failure: PercentDecoding.Failure) -> Self {
        switch failure {
        case .badEscape(let escape): Self(.badQueryEscape(path: path, item: item, escape: escape))
        case .invalidUTF8: Self(.invalidUTF8QueryItem(path: path, item: item))
        case .controlCharacter(let character):
            Self(.controlCharacterQueryItem(path: path, item: item, character: character))
        }
    }

    static func invalidParameter(
        _ path: String, name: String, value: String, expected: CaptureKind, pattern: String
    ) -> Self {
        Self(.invalidParameter(path: path, name: name, value: value, expected: expected, pattern: pattern))
    }

    static func invalidRepeatedQueryItem(
        _ path: String, name: String, value: String, expected: CaptureKind, pattern: String
    ) -> Self {
        Self(.invalidRepeatedQueryItem(path: path, name: name, value: value, expected: expected, pattern: pattern))
    }

    static func missingQueryParameter(_ path: String, name: String, pattern: String) -> Self {
        Self(.missingQueryParameter(path: path, name: name, pattern: pattern))
    }

    static func declined(_ path: String, patterns: [String]) -> Self { Self(.declined(path: path, patterns: patterns)) }

    static func invalidURL(_ text: String, detail: String) -> Self { Self(.invalidURL(text: text, detail: detail)) }

    static func handlerFailed(
        _ path: String, pattern: String, detail: String, unredactedDetail: String? = nil, parameter: String?
    ) -> Self {
        Self(
            .handlerFailed(
                path: path, pattern: pattern, detail: detail, unredactedDetail: unredactedDetail, parameter: parameter))
    }

    static func unknownRouteName(_ name: String, from source: LinkSource, known: [String]) -> Self {
        Self(.unknownRouteName(name: name, source: source, known: known))
    }

    static func refusedSource(
        _ name: String, pattern: String, sources: LinkSources, from trust: LinkTrust
    ) -> Self {
        Self(
            .refusedSource(
                name: name, pattern: pattern, sources: sources, source: trust.door, isFromApp: trust.isFromApp))
    }

    static func missingParameter(
        _ parameter: String, route name: String, pattern: String, from source: LinkSource
    )
        -> Self
    {
        Self(.missingParameter(name: name, parameter: parameter, pattern: pattern, source: source))
    }

    static func invalidParameter(
        _ parameter: String, route name: String, value: String, expected: CaptureKind, pattern: String,
        from source: LinkSource
    ) -> Self {
        Self(
            .invalidNamedParameter(
                name: name, parameter: parameter, value: value, expected: expected, pattern: pattern, source: source))
    }

    static func invalidPayload(from source: LinkSource, detail: String, parameter: String? = nil) -> Self {
        Self(.invalidPayload(source: source, detail: detail, parameter: parameter))
    }

    /// A link by name whose route name and values take `bytes` UTF-8 bytes, over `limit`; `name` is quoted only when
    /// it is within the limit itself.
    static func valuesTooLong(_ name: String, from source: LinkSource, bytes: Int, limit: Int) -> Self {
        Self(.valuesTooLong(name: name, source: source, bytes: bytes, limit: limit))
    }

    static func parentFailed(_ path: String, parent: String, error: DeepLinkError) -> Self {
        Self(.parentFailed(path: path, parent: parent, error: error))
    }

    /// A link of `bytes` UTF-8 bytes, over `limit`; the message quotes its first 64 Unicode scalars.
    static func linkTooLong(_ text: String, bytes: Int, limit: Int) -> Self {
        // Scalars, not Characters: a run of combining marks is one Character however long it is.
        let scalars = text.unicodeScalars
        var start = String(String.UnicodeScalarView(scalars.prefix(64)))
        let isCut = scalars.dropFirst(64).first != nil
        if isCut { start += "…" }
        return Self(.linkTooLong(start: start, isCut: isCut, bytes: bytes, limit: limit))
    }

    /// What kind of reason this is.
    public var kind: Kind {
        switch reason {
        case .noRoute: .noRoute
        case .unsupportedScheme: .unsupportedScheme
        case .unsupportedHost: .unsupportedHost
        case .badEscape, .invalidUTF8, .badQueryEscape, .invalidUTF8QueryItem: .malformedPercentEncoding
        case .controlCharacter, .controlCharacterQueryItem: .controlCharacter
        case .invalidParameter, .invalidRepeatedQueryItem: .invalidParameter
        case .missingQueryParameter: .missingQueryParameter
        case .declined: .declined
        case .invalidURL: .invalidURL
        case .handlerFailed: .handlerFailed
        case .unknownRouteName: .unknownRouteName
        case .refusedSource: .noRoute
        case .missingParameter: .missingParameter
        case .invalidNamedParameter: .invalidParameter
        case .invalidPayload: .invalidPayload
        case .linkTooLong, .valuesTooLong: .linkTooLong
        case .parentFailed: .parentFailed
        }
    }

    /// The path the router tried (with a custom scheme's host as its first segment), or the URL's text
    /// when the link was refused before its path was read (scheme, host, invalid URL).
    ///
    /// Never a query, a fragment or user-info: a path ends before `?` and `#`, and a URL's text is given without them
    /// (`https://me:pw@evil.com/login?token=abc#top` refused for its host is `https://evil.com/login`), so the field
    /// can go to logs and analytics as it is; ``unredactedDescription`` alone holds the whole text.
    ///
    /// ```swift
    /// router.resolve(.url("https://evil.com/login?token=abc")).failure?.path   // "https://evil.com/login"
    /// ```
    ///
    /// Empty for a link by route name that was refused before it had a path (an unknown name, a missing or
    /// invalid parameter, a payload that names no route); ``routeName`` then says which route it named. Empty too for
    /// a link refused unread because it is too long (``Kind/linkTooLong``), whose ``description`` quotes its start.
    public var path: String {
        switch reason {
        case .noRoute(let path, _, _), .badEscape(let path, _), .invalidUTF8(let path, _),
            .controlCharacter(let path, _, _), .controlCharacterQueryItem(let path, _, _),
            .badQueryEscape(let path, _, _), .invalidUTF8QueryItem(let path, _),
            .invalidParameter(let path, _, _, _, _), .invalidRepeatedQueryItem(let path, _, _, _, _),
            .missingQueryParameter(let path, _, _), .declined(let path, _),
            .handlerFailed(let path, _, _, _, _), .parentFailed(let path, _, _):
            LogText.strippingUserInfo(path)
        case .unsupportedScheme(let url, _, _), .unsupportedHost(let url, _, _), .invalidURL(let url, _):
            LogText.strippingLink(url)
        case .unknownRouteName, .refusedSource, .missingParameter, .invalidNamedParameter, .invalidPayload,
            .linkTooLong, .valuesTooLong:
            ""
        }
    }

    /// For a link by route name (a push payload's `type`, a shortcut item), the name it gave.
    ///
    /// A name that names no route is text from outside, like a link: it is given without what would be a query, a
    /// fragment or user-info in a link (`recipe?token=abc` is `recipe`), as ``path`` is.
    ///
    /// ```swift
    /// if case .failure(let error) = router.resolve(.pushPayload(["type": "recipe"])) {
    ///     print(error.routeName ?? "")   // recipe
    /// }
    /// ```
    public var routeName: String? {
        switch reason {
        case .unknownRouteName(let name, _, _): LogText.strippingLink(name)
        case .refusedSource(let name, _, _, _, _), .missingParameter(let name, _, _, _),
            .invalidNamedParameter(let name, _, _, _, _, _):
            name
        default: nil
        }
    }

    /// For ``Kind/noRoute``, the pattern that matched the longest prefix of the link, if any.
    package var closestPattern: String? {
        switch reason {
        case .noRoute(_, let closest, _): closest
        case .refusedSource(_, let pattern, _, _, _): pattern
        default: nil
        }
    }

    /// For ``Kind/noRoute`` with a ``closestPattern``, why that pattern does not take the link, as ``description``
    /// says it: `weekId expects an Int, got 'three'`.
    package var closestPatternMismatch: String? {
        guard case .noRoute(_, _?, let detail?) = reason else { return nil }
        return LogText.escaped(detail)
    }

    /// For ``Kind/invalidParameter`` and ``Kind/missingQueryParameter``, and for ``Kind/handlerFailed`` when a
    /// handler could not read a parameter, the parameter's name.
    public var parameter: String? {
        switch reason {
        case .invalidParameter(_, let name, _, _, _), .invalidRepeatedQueryItem(_, let name, _, _, _),
            .missingQueryParameter(_, let name, _):
            name
        case .handlerFailed(_, _, _, _, let name): name
        case .missingParameter(_, let name, _, _), .invalidNamedParameter(_, let name, _, _, _, _): name
        case .invalidPayload(_, _, let name): name
        default: nil
        }
    }

    /// A sentence for logs that says why the link did not resolve, with nothing secret in it.
    ///
    /// A link's query values, fragment and user-info read `<redacted>`, values of query items and payloads are not
    /// quoted, control characters are escaped and text from outside is bounded (HandlingDeepLinks, "What logs
    /// show"). ``unredactedDescription`` keeps the values, for debugging.
    ///
    /// ```swift
    /// router.resolve(.url("myapp://login?token=abc%ZZ")).failure?.description
    /// // Malformed percent-encoding in '/login': query item 'token=<redacted>' has a '%' not followed by two hex digits.
    /// ```
    public var description: String { render(redacting: true) }

    /// ``description`` with the values it leaves out, for debugging.
    ///
    /// Query items, payload values and links in full, still escaped and bounded: it can hold the secrets links
    /// carry (sign-in tokens, reset codes).
    ///
    /// ```swift
    /// #if DEBUG
    /// print(error.unredactedDescription)
    /// #endif
    /// ```
    public var unredactedDescription: String { render(redacting: false) }

    private func render(redacting: Bool) -> String {
        func text(_ text: String) -> String { LogText.escaped(text) }
        func show(_ path: String) -> String { redacting ? LogText.path(path) : LogText.escaped(path) }
        func show(_ segment: String, in path: String) -> String {
            redacting ? LogText.segment(segment, in: path) : LogText.escaped(segment)
        }
        func link(_ link: String) -> String { redacting ? LogText.link(link) : LogText.escaped(link) }
        func got(_ value: String) -> String { redacting ? "" : ", got '\(LogText.escaped(value))'" }
        func item(_ item: String) -> String {
            LogText.escaped(redacting ? LogText.redactingQueryItem(item) : item)
        }
        switch reason {
        case .noRoute(let path, let closest?, let detail?):
            return "No route matches '\(show(path))'; closest: \(closest) — \(text(detail))."
        case .noRoute(let path, _, _):
            return "No route matches '\(show(path))'."
        case .unsupportedScheme(let url, let scheme, let accepted):
            return "Unsupported scheme '\(text(scheme))' in '\(link(url))'; accepted: \(Self.list(accepted))."
        case .unsupportedHost(let url, let host, let accepted):
            return "Unsupported host '\(text(host))' in '\(link(url))'; accepted: \(Self.list(accepted))."
        case .badEscape(let path, let escape):
            return
                "Malformed percent-encoding in '\(show(path))': '\(text(escape))' is not '%' followed by two hex digits."
        case .invalidUTF8(let path, let segment):
            return "Malformed percent-encoding in '\(show(path))': segment '\(show(segment, in: path))' does not "
                + "decode to UTF-8."
        case .badQueryEscape(let path, let queryItem, let escape):
            guard !redacting else {
                return "Malformed percent-encoding in '\(show(path))': query item '\(item(queryItem))' has a '%' not "
                    + "followed by two hex digits."
            }
            return "Malformed percent-encoding in '\(show(path))': query item '\(item(queryItem))' has "
                + "'\(text(escape))', which is not '%' followed by two hex digits."
        case .invalidUTF8QueryItem(let path, let queryItem):
            return "Malformed percent-encoding in '\(show(path))': query item '\(item(queryItem))' does not decode to "
                + "UTF-8."
        case .controlCharacter(let path, let segment, let character):
            return "Control character in '\(show(path))': segment '\(show(segment, in: path))' holds "
                + "'\(text(character))'; values from links may not hold control characters."
        case .controlCharacterQueryItem(let path, let queryItem, let character):
            return "Control character in '\(show(path))': query item '\(item(queryItem))' holds "
                + (redacting ? "one" : "'\(text(character))'") + "; values from links may not hold control characters."
        case .invalidParameter(let path, let name, let value, let expected, let pattern):
            return "Invalid parameter '\(text(name))' in '\(show(path))': \(pattern) expects "
                + "\(Self.article(expected))\(got(value))."
        case .invalidRepeatedQueryItem(let path, let name, let value, let expected, let pattern):
            return "Invalid parameter '\(text(name))' in '\(show(path))': the query repeats it, and \(pattern) expects "
                + "\(Self.article(expected)) in every occurrence\(got(value))."
        case .missingQueryParameter(let path, let name, let pattern):
            return "Missing query parameter '\(text(name))' in '\(show(path))': \(pattern) requires it."
        case .declined(let path, let patterns):
            return "Every matching route declined '\(show(path))': \(patterns.joined(separator: ", "))."
        case .invalidURL(let url, let detail):
            return "Invalid URL '\(link(url))': \(detail)."
        case .handlerFailed(let path, let pattern, let detail, let unredactedDetail, _):
            return "Route \(pattern) refused '\(show(path))': \(text(redacting ? detail : unredactedDetail ?? detail))."
        case .unknownRouteName(let name, let source, let known):
            // A name that names no route is outside text like a link: a query or fragment in it is redacted.
            return "No route is named '\(link(name))' (given by \(Self.phrase(source))); named routes: "
                + "\(Self.list(known))."
        case .refusedSource(let name, let pattern, let sources, let source, let isFromApp):
            let from =
                source.isInApp && !isFromApp ? "a \(source) the app does not vouch for" : Self.phrase(source)
            return "Route '\(text(name))' (\(pattern)) does not take links from \(from): it accepts \(sources)."
        case .missingParameter(let name, let parameter, let pattern, let source):
            return "Missing parameter '\(text(parameter))' for route '\(text(name))' (\(pattern)) from "
                + "\(Self.phrase(source))."
        case .invalidNamedParameter(let name, let parameter, let value, let expected, let pattern, let source):
            return "Invalid parameter '\(text(parameter))' for route '\(text(name))' (\(pattern)) from "
                + "\(Self.phrase(source)): expects \(Self.article(expected))\(got(value))."
        case .invalidPayload(let source, let detail, _):
            return "Invalid \(source): \(text(detail))."
        case .linkTooLong(let start, let isCut, let bytes, let limit):
            let shown = redacting ? LogText.link(start, isCut: isCut) : text(start)
            return "Link too long: \(bytes) bytes, over the router's limit of \(limit) (maxLinkLength); it starts "
                + "'\(shown)'."
        case .valuesTooLong(let name, let source, let bytes, let limit):
            guard name.utf8.count <= limit else {
                return "Link too long: the route name given by \(Self.phrase(source)) is \(bytes) bytes, over the "
                    + "router's limit of \(limit) (maxLinkLength)."
            }
            return "Link too long: the name and values of route '\(link(name))' given by \(Self.phrase(source)) are "
                + "\(bytes) bytes, over the router's limit of \(limit) (maxLinkLength)."
        case .parentFailed(let path, let parent, let error):
            return "No back stack for '\(show(path))': its parent '\(text(parent))' did not open — "
                + error.render(redacting: redacting)
        }
    }

    /// `a push notification`, `a shortcut item`, …, `the app`, as messages say a door.
    private static func phrase(_ source: LinkSource) -> String {
        switch source {
        case .customScheme: "a custom-scheme link"
        case .universalLink: "a universal link"
        case .pushNotification: "a push notification"
        case .shortcutItem: "a shortcut item"
        case .userActivity: "a user activity"
        case .path, .intent: "the app"
        }
    }

    private static func list(_ items: [String]) -> String {
        items.isEmpty ? "none" : items.joined(separator: ", ")
    }

    /// `an Int`, `a non-empty String`, `a UUID`, `a value of type Diet`, …, as messages say a capture kind.
    static func article(_ capture: CaptureKind) -> String {
        switch capture.storage {
        case .int: "an Int"
        case .string: "a non-empty String"
        case .either: "a non-empty value"
        case .remainder: "a non-empty remainder"
        case .value(let value) where [CaptureKind.uuid, .bool, .double].contains(capture):
            "a \(value.type.linkTypeName)"
        case .value(let value): "a value of type \(value.type.linkTypeName)"
        }
    }
}
