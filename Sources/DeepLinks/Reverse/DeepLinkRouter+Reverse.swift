#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Reverse routing: from a route's name and parameters, or from an intent, back to the link that opens it.
//
// Every link is checked before it is handed out: matched back through the trie (handlers are not called), it must
// select the route and pattern it was built for. A value that a more specific route would take (a recipe id
// "new" rendered into /recipe/new, where a literal route waits) is an error, never a link to the wrong screen.

extension DeepLinkRouter {
    /// The index in ``routes`` of the route with this name, if any.
    ///
    /// ```swift
    /// if let index = router.routeIndex(named: "recipe") {
    ///     print(router.routes[index].patterns)  // [/recipe/:recipeId]
    /// }
    /// ```
    ///
    /// - Parameter name: A route's name, as given to `Route(…, name:)` or ``Route/named(_:)``.
    /// - Returns: The route's index, or `nil` when no route has that name.
    /// - Complexity: O(1) on average.
    package func routeIndex(named name: String) -> Int? {
        routeIndexByName[name]
    }

    /// The path (with its query) that opens a target: an intent's route, or a route by name with its parameters.
    ///
    /// The route is the named one, or for an intent the first declared whose reverse (``Route/reversed(_:)``)
    /// gives parameters for it. Its first pattern whose path parameters are all given is rendered; then its query
    /// items follow, in declaration order (required, then optional): every required item must be given, an
    /// optional one is included when given. Names and values are percent-encoded like path segments (so `+` is
    /// `%2B` and a space `%20`), and each value is checked against its capture kind. Parameters the route does not
    /// take are ignored.
    ///
    /// The path is then matched back (without calling handlers): if it would select another route or pattern,
    /// because a more specific route takes it, this throws ``DeepLinkURLError/Kind/opensAnotherRoute``.
    ///
    /// ```swift
    /// try router.path(for: .route("recipe", parameters: [.recipeId: "42"]))            // "/recipe/42"
    /// try router.path(for: .route("recipes", parameters: [.country: "FR", .limit: "7"]))  // "/recipes?country=FR&limit=7"
    /// try router.path(for: .route("recipe", parameters: [.recipeId: "new"]))           // throws: /recipe/new opens another route
    /// try router.path(for: .intent(.showRecipe(recipeId: "42")))                       // "/recipe/42"
    /// try router.path(for: .route("shop.product", values: ["productId": "12"]))        // a mounted route: "/shop/product/12"
    /// ```
    ///
    /// - Parameter target: The intent, or the route's name and its parameters (decoded, as its handler would
    ///   receive them).
    /// - Returns: The encoded path, starting with `/`, for ``match(_:)`` with ``IncomingLink/path(_:)``.
    /// - Throws: ``DeepLinkURLError``: an unknown name, an intent no route reverses, a missing or invalid
    ///   parameter, or a path that opens another route.
    public func path(for target: LinkTarget<Component, Intent>) throws(DeepLinkURLError) -> String {
        let (index, values) = try resolution(of: target, form: nil)
        return try checkedPath(of: render(routeAt: index, values))
    }

    /// The custom-scheme link that opens a target: `myapp://recipe/42`.
    ///
    /// The path is built as ``path(for:)`` builds it. When the route's pattern starts with a literal that reads as
    /// a host name (lowercase ASCII letters, digits and `-`, in labels separated by `.`, each starting with a
    /// letter, not ending with `-` and not starting with `xn--`, at most 63 bytes), that literal is the URL's host:
    /// `myapp://recipe/42`. Otherwise the host is empty and the path carries every segment, so that any value
    /// survives: `myapp:///42/details`, `myapp:///Recipe/42`. The root is `myapp://`. The router reads both forms
    /// alike (a custom scheme's host is the first segment); hosts are case-insensitive and may be lower-cased on
    /// the way, which is why a literal with capitals stays in the path.
    ///
    /// The link is matched back as a custom-scheme link: it must select the route and pattern it was built for.
    /// For an intent, routes that custom-scheme links cannot open (``OpenedFrom``) are skipped.
    ///
    /// ```swift
    /// try router.url(for: .route("recipe", parameters: [.recipeId: "42"]), scheme: "myapp")  // myapp://recipe/42
    /// try router.url(for: .intent(.showRecipe(recipeId: "42")), scheme: "myapp")             // myapp://recipe/42
    /// ```
    ///
    /// - Parameters:
    ///   - target: The intent, or the route's name and its parameters.
    ///   - scheme: A custom scheme, such as `myapp`: a letter followed by letters, digits, `+`, `-` or `.`; not
    ///     `http` or `https`, and one of the router's `schemes:` when it has any.
    /// - Returns: The link.
    /// - Throws: ``DeepLinkURLError``: as ``path(for:)``, or an invalid or unsupported scheme, or a route limited by
    ///   ``OpenedFrom`` to other links.
    public func url(for target: LinkTarget<Component, Intent>, scheme: String) throws(DeepLinkURLError) -> URL {
        try checkScheme(scheme)
        let (index, values) = try resolution(of: target, form: .customScheme)
        try checkSources(routeAt: index, form: .customScheme)
        return try customSchemeURL(of: render(routeAt: index, values), scheme: scheme)
    }

    /// The universal link that opens a target: `https://bestrecipes.com/recipe/42`.
    ///
    /// The path is built as ``path(for:)`` builds it, after `https://` and the host. The link is matched back as a
    /// universal link: it must select the route and pattern it was built for. For an intent, routes that universal
    /// links cannot open are skipped.
    ///
    /// ```swift
    /// try router.url(for: .route("recipe", parameters: [.recipeId: "42"]), host: "bestrecipes.com")
    /// // https://bestrecipes.com/recipe/42
    /// ```
    ///
    /// - Parameters:
    ///   - target: The intent, or the route's name and its parameters.
    ///   - host: A plain ASCII host name (`bestrecipes.com`; punycode for an internationalized one), without
    ///     scheme, port or path, not an IP address: a DNS name, by the rule `hosts:` follows; one the router's
    ///     `hosts:` accepts when it has any.
    /// - Returns: The link.
    /// - Throws: ``DeepLinkURLError``: as ``path(for:)``, or an invalid or unsupported host, or a route limited by
    ///   ``OpenedFrom`` to other links.
    public func url(for target: LinkTarget<Component, Intent>, host: String) throws(DeepLinkURLError) -> URL {
        try checkHost(host)
        let (index, values) = try resolution(of: target, form: .universalLink)
        let door = try checkSources(routeAt: index, form: .universalLink)
        return try universalLink(of: render(routeAt: index, values), host: host, door: door)
    }

    /// The route and values a target stands for: the named route with its values, or the route that reverses the
    /// intent (skipping routes a link of `form` cannot open).
    private func resolution(
        of target: LinkTarget<Component, Intent>, form: LinkSource?
    ) throws(DeepLinkURLError) -> (Int, [String: String]) {
        switch target.kind {
        case .route(let name, let values):
            // The values another name fixes win over the ones given (``Route/alsoNamed(_:values:)``).
            let fixed = fixedValuesByName[name] ?? [:]
            return (try routeIndex(forName: name), values.merging(fixed) { _, fixed in fixed })
        case .intent(let intent):
            let (index, values) = try reversal(of: intent, form: form)
            try checkReadBack(routeAt: index, values)
            return (index, values)
        case .sectionRoot(let section):
            guard let index = stacking?.roots[section] else { throw .noSectionRoot(section) }
            return (index, [:])
        }
    }
}

// MARK: - Round trips

extension DeepLinkRouter {
    /// Checks that an intent's values read back as themselves where the text alone cannot say which value it is: an
    /// ``CaptureKind/either`` value that is an Int must be the Int's own text.
    ///
    /// `Either.right("007")` is written `007`, which the capture reads as `.left(7)`: such a link would open another
    /// intent, so it is refused, naming why. (`.right("7")` is written `7`, the text of `.left(7)`: the reverse
    /// cannot tell them apart, and the link opens `.left(7)`; ``Either`` documents it.) Values by name are not checked:
    /// a link by name gives the handler the same text the link does.
    private func checkReadBack(routeAt index: Int, _ values: [String: String]) throws(DeepLinkURLError) {
        let form = self.form(routeAt: index)
        let slots = form.patterns[form.firstPatternIndex(givenBy: values)]
        let subject = subject(routeAt: index, pattern: PatternSlot.description(of: slots))
        for case .parameter(let name, .either) in slots {
            if let value = values[name], let int = CaptureKind.parseInt(value), String(int) != value {
                throw .readsBackAsInt(name, value: value, int: int, for: subject)
            }
        }
        for item in form.requiredQuery + form.optionalQuery where item.capture == .either {
            if let value = values[item.name], let int = CaptureKind.parseInt(value), String(int) != value {
                throw .readsBackAsInt(item.name, value: value, int: int, inQuery: true, for: subject)
            }
        }
    }
}

// MARK: - Building

extension DeepLinkRouter {
    /// A route's link, rendered: the pattern used and the path with its query.
    package struct RenderedLink {
        package var routeIndex: Int
        package var patternIndex: Int
        /// The encoded path, starting with `/`, and its `?query` when the route's items were given.
        package var path: String
        /// The first segment is a literal that may be a custom scheme's host, written as is.
        var startsWithHostLabel: Bool
        var isRoot: Bool
    }

    private func routeIndex(forName name: String) throws(DeepLinkURLError) -> Int {
        guard let index = routeIndexByName[name] else {
            throw .unknownRouteName(name, names: routes.compactMap(\.name))
        }
        return index
    }

    /// How messages name a route, with the pattern at hand.
    func subject(routeAt index: Int, pattern: String) -> DeepLinkURLError.Subject {
        DeepLinkURLError.Subject(pattern: pattern, name: routes[index].name, site: routes[index].site)
    }

    /// The text of a route's pattern, prefixes included.
    func patternText(routeAt index: Int, patternIndex: Int) -> String {
        patternTexts[firstEntryPosition(ofRouteAt: index) + patternIndex]
    }

    /// Renders a route's pattern (by default the first whose parameters are all given), then its query items in
    /// declaration order (required, then optional), from values by parameter name: the one renderer of every link
    /// the router hands out.
    ///
    /// Every required item must have a value, an optional one is included when it has one; names and values are
    /// percent-encoded like path segments, and each value is checked against its capture kind.
    package func render(
        routeAt index: Int, patternIndex chosen: Int? = nil, _ values: [String: String]
    ) throws(DeepLinkURLError) -> RenderedLink {
        let form = self.form(routeAt: index)
        let patternIndex = chosen ?? form.firstPatternIndex(givenBy: values)
        let slots = form.patterns[patternIndex]
        let subject = subject(routeAt: index, pattern: PatternSlot.description(of: slots))
        var bytes = Array(try PatternSlot.path(of: slots, with: values, for: subject).utf8)
        var separator = UInt8(ascii: "?")
        for (position, item) in (form.requiredQuery + form.optionalQuery).enumerated() {
            guard let value = values[item.name] else {
                guard position >= form.requiredQuery.count else {
                    throw .missingParameter(item.name, inQuery: true, for: subject)
                }
                continue
            }
            // A query value is not split: only the kind's own rule applies (an optional item that breaks it would
            // be dropped by the matcher, a required one would refuse the link).
            guard !value.utf8.contains(where: ASCII.isControl) else {
                throw .controlCharacter(item.name, inQuery: true, for: subject)
            }
            guard item.capture.accepts(value) else {
                throw .invalidParameter(item.name, value: value, expected: item.capture, inQuery: true, for: subject)
            }
            bytes.append(separator)
            separator = UInt8(ascii: "&")
            PercentEncoding.append(item.name.utf8, to: &bytes)
            bytes.append(UInt8(ascii: "="))
            PercentEncoding.append(value.utf8, to: &bytes)
        }
        var startsWithHostLabel = false
        if case .literal(let text)? = slots.first { startsWithHostLabel = Self.isHostLabel(text) }
        return RenderedLink(
            routeIndex: index, patternIndex: patternIndex, path: String(decoding: bytes, as: UTF8.self),
            startsWithHostLabel: startsWithHostLabel, isRoot: slots.isEmpty)
    }

    /// Checks that a rendered link's path selects the route and pattern it was rendered from.
    package func checkedPath(of link: RenderedLink) throws(DeepLinkURLError) -> String {
        try checkSelection(route(forPath: link.path), of: link, text: link.path)
        return link.path
    }

    /// The custom-scheme form of a rendered link, matched back; the route must accept custom-scheme links.
    package func customSchemeURL(of link: RenderedLink, scheme: String) throws(DeepLinkURLError) -> URL {
        // `myapp://recipe/42` when the first literal reads as a host, `myapp://` for the root, else `myapp:///…`.
        let path = link.startsWithHostLabel || link.isRoot ? String(link.path.dropFirst()) : link.path
        return try checkedURL(scheme + "://" + path, of: link, door: .customScheme)
    }

    /// The universal-link form of a rendered link, matched back through `door`.
    package func universalLink(of link: RenderedLink, host: String, door: LinkSource) throws(DeepLinkURLError) -> URL {
        try checkedURL("https://" + host + link.path, of: link, door: door)
    }

    /// Makes the URL and matches its text back through the door it will come through.
    private func checkedURL(_ text: String, of link: RenderedLink, door: LinkSource) throws(DeepLinkURLError) -> URL {
        // The text is a valid URL by construction: a checked scheme or host, and a path and query of unreserved
        // bytes, escapes and the delimiters `/`, `?`, `&` and `=`. Values come from the app's data, so a Foundation
        // that disagrees is reported, never trapped on.
        guard let url = URL(string: text) else { throw .invalidURL(text) }
        let absolute = url.absoluteString
        try checkSelection(selection(ofURL: absolute, door: door), of: link, text: absolute)
        return url
    }

    /// Throws unless `selection` is the route and pattern the link was built for.
    private func checkSelection(
        _ selection: RouteSelection?, of link: RenderedLink, text: String
    ) throws(DeepLinkURLError) {
        guard let selection, selection.routeIndex == link.routeIndex, selection.patternIndex == link.patternIndex
        else {
            let pattern = patternText(routeAt: link.routeIndex, patternIndex: link.patternIndex)
            throw .opensAnotherRoute(
                text, for: subject(routeAt: link.routeIndex, pattern: pattern),
                opens: selection.map { subject(routeAt: $0.routeIndex, pattern: $0.pattern) })
        }
    }

    /// The route a URL selects when it comes through `door`, without calling handlers.
    private func selection(ofURL text: String, door: LinkSource) -> RouteSelection? {
        _selection(text, isURL: true, door: door)
    }

    /// The door a link of `form` comes through for this route: `form` itself, or for a universal link a user
    /// activity when the route accepts only those (UIKit delivers universal links so).
    @discardableResult
    private func checkSources(routeAt index: Int, form: LinkSource) throws(DeepLinkURLError) -> LinkSource {
        guard let door = Self.door(for: routes[index], form: form) else {
            let route = routes[index]
            throw .unsupportedSource(
                subject(routeAt: index, pattern: patternText(routeAt: index, patternIndex: 0)), form: form,
                accepted: route.sources)
        }
        return door
    }

    package static func door(for route: Route<Component, Intent>, form: LinkSource) -> LinkSource? {
        if route.sources.admits(form) { return form }
        if form == .universalLink, route.sources.admits(.userActivity) { return .userActivity }
        return nil
    }

    /// The first route, in declaration order, whose reverse returns values for `intent`, skipping routes a link
    /// of `form` cannot open.
    func reversal(of intent: Intent, form: LinkSource?) throws(DeepLinkURLError) -> (Int, [String: String]) {
        var refused: Int?
        for index in routes.indices {
            guard let reverse = routes[index].reverse, let values = reverse(intent) else { continue }
            if let form, Self.door(for: routes[index], form: form) == nil {
                refused = refused ?? index
                continue
            }
            return (index, values)
        }
        if let refused, let form { try checkSources(routeAt: refused, form: form) }
        throw .notReversible(String(describing: intent))
    }
}

// MARK: - Schemes and hosts

extension DeepLinkRouter {
    package func checkScheme(_ scheme: String) throws(DeepLinkURLError) {
        let bytes = Array(scheme.utf8)
        guard URLAnatomy.isScheme(bytes) else { throw .invalidScheme(scheme) }
        guard !URLAnatomy.isWebScheme(bytes) else { throw .webScheme(scheme) }
        guard bytes.withUnsafeBufferPointer({ trie.filter.accepts(scheme: $0) }) else {
            throw .unsupportedScheme(scheme, accepted: trie.filter.schemeNames ?? [])
        }
    }

    package func checkHost(_ host: String) throws(DeepLinkURLError) {
        guard host.utf8.allSatisfy({ $0 < 0x80 }) else {
            throw .internationalizedHost(host, ascii: Punycode.asciiHost(host))
        }
        guard URLAnatomy.isHost(host.utf8) else { throw .invalidHost(host) }
        guard Array(host.utf8).withUnsafeBufferPointer({ trie.filter.accepts(host: $0) }) else {
            throw .unsupportedHost(host, accepted: trie.filter.hostNames ?? [])
        }
    }

    /// Whether a literal may be written as a custom scheme's host, unchanged by any URL normaliser.
    ///
    /// It must be dot-separated labels of lowercase ASCII letters, digits and `-`, each starting with a letter, not
    /// ending with `-`, not an IDNA `xn--` label, at most 63 bytes. Anything else goes in the path.
    static func isHostLabel(_ literal: String) -> Bool {
        let labels = literal.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        return labels.allSatisfy { label in
            guard let first = label.first, let last = label.last, label.count <= 63 else { return false }
            return isLowercaseLetter(first) && last != UInt8(ascii: "-") && !label.starts(with: "xn--".utf8)
                && label.allSatisfy { isLowercaseLetter($0) || URLAnatomy.isDigit($0) || $0 == UInt8(ascii: "-") }
        }
    }

    private static func isLowercaseLetter(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
    }
}
