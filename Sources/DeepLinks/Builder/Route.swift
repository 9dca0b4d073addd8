/// One destination of your app: the patterns that lead to it and the handler that turns a match into an intent.
///
/// The handler receives exactly the route's path captures and the query items it declares, percent-decoded and
/// checked against their capture kinds, keyed by your ``DeepLinkPathComponent``. Read them with
/// ``Swift/Dictionary/value(_:)``, ``Swift/Dictionary/int(_:)`` and ``Swift/Dictionary/either(_:)``, which throw
/// instead of trapping when a value is missing (a typo in a component) or of the wrong kind. The handler:
/// - returns an intent to open the link;
/// - returns `nil` to decline it: the router offers the link to the next matching route in precedence order;
/// - throws to refuse it: the link matches nothing, and ``DeepLinkRouter/resolve(_:)`` says why
///   (``DeepLinkError/Kind/handlerFailed``, naming the route and the component).
///
/// ```swift
/// Route("recipe" / .recipeId, "account/recipe" / .recipeId) { params in
///     .showRecipe(recipeId: try params.value(.recipeId))
/// }
/// Route("recipes", optional: .country, .limit) { params in
///     .recipes(country: params[.country], limit: try? params.int(.limit))
/// }
/// ```
///
/// Query items: `Route("recipe", query: .id) { … }` requires `id` (`/recipe?id=42` matches, `/recipe` does not);
/// `optional: .limit` accepts it when present. Only declared items reach the handler; any other item is ignored,
/// whatever its name or value.
///
/// A route may carry a **name** (unique in a router), which push payloads and shortcut items use to reach it and
/// ``DeepLinkRouter/url(for:parameters:scheme:)`` uses to build its link; and a **reverse**, which turns an
/// intent back into the route's parameters, so ``DeepLinkRouter/url(for:scheme:)`` builds a share link from an
/// intent:
///
/// ```swift
/// Route("recipe" / .recipeId, name: "recipe") { p in
///     .showRecipe(recipeId: try p.value(.recipeId))
/// } reverse: { intent in
///     guard case .showRecipe(let id) = intent else { return nil }
///     return [.recipeId: id]
/// }
/// ```
///
/// Each route records where it was declared, so build errors can point at it.
public struct Route<Component: DeepLinkPathComponent, Intent>: Sendable {
    /// What a route's handler receives: its captures keyed by component; it answers with an intent, `nil` to
    /// decline the link, or an error to refuse it.
    public typealias Handler = @Sendable ([Component: String]) throws -> Intent?
    /// What a route's reverse receives: an intent; it answers with the parameters that lead to it through this
    /// route, or `nil` when the intent is not this route's.
    public typealias Reverse = @Sendable (Intent) -> [Component: String]?

    /// The patterns that lead to this route, with any ``RouteGroup`` prefix applied.
    ///
    /// Empty for a route of a module mounted with ``Mount``: its patterns are in the module's components.
    /// ``patternDescriptions`` and the route table (``DeepLinkRouter/routeTable``) show them in full.
    public let patterns: [RoutePattern<Component>]
    /// Whether the route was declared inside ``Authorized``: its links need a signed-in user.
    public let requiresAuthorization: Bool
    /// The query parameters a link must carry to match this route.
    public let requiredQuery: [Component]
    /// The query parameters the route accepts when a link carries them.
    public let optionalQuery: [Component]
    /// The link sources the route accepts; ``LinkSources/all`` unless declared inside ``OpenedFrom``.
    public let sources: LinkSources
    /// The file the route was declared in, as `#fileID` gives it.
    public let fileID: String
    /// The line the route was declared on.
    public let line: UInt
    /// The route's name, unique in a router: push payloads (`"type"`) and shortcut items name routes by it.
    public let name: String?
    @usableFromInline let handler: Handler
    /// Turns an intent back into this route's parameters; `nil` when the route declares none.
    @usableFromInline let reverse: Reverse?
    /// Parameters the route declares as its example links, with ``example(_:)``: the route table shows them
    /// instead of sample values, and the test kit checks that each opens this route.
    public let examples: [[Component: String]]
    /// For a route of a module mounted with ``Mount``: its patterns and offers, in the module's types (`nil` for
    /// the router's own routes).
    @usableFromInline let mount: MountedRoute<Component, Intent>?

    /// Whether the route declares a reverse: ``DeepLinkRouter/url(for:scheme:)`` can build its links from intents.
    public var isReversible: Bool { reverse != nil || mount?.reverse != nil }

    /// The route's patterns as text, in declaration order, for every route: a mounted module's route too, whose
    /// ``patterns`` is empty.
    ///
    /// ```swift
    /// router.routes.map(\.patternDescriptions)   // [["/recipe/:recipeId"], ["/shop/product/:productId"], …]
    /// ```
    public var patternDescriptions: [String] {
        guard let mount else { return patterns.map(\.description) }
        let prefix = mount.prefix.slots
        return mount.patterns.map { PatternSlot.description(of: prefix + $0) }
    }

    /// Where the ``Mount`` that brought this route into the app was declared (`App/AppRoutes.swift:26`; for a
    /// module mounted by a mounted module, both sites), or `nil` for the app's own routes.
    ///
    /// ```swift
    /// router.routes.filter { $0.mountSite != nil }.count   // how many routes the modules bring
    /// ```
    public var mountSite: String? { mount?.mountSite }

    /// Declares a route.
    ///
    /// ```swift
    /// Route("home") { _ in .home }
    /// Route("recipe" / .recipeId) { params in .showRecipe(try params.value(.recipeId)) }
    /// Route("recipe", query: .recipeId) { params in .showRecipe(try params.value(.recipeId)) }   // /recipe?recipeId=42
    /// Route("recipes", optional: .country) { params in .recipes(country: params[.country]) }
    /// Route("recipe" / .recipeId, name: "recipe") { p in .showRecipe(try p.value(.recipeId)) } reverse: { intent in
    ///     guard case .showRecipe(let id) = intent else { return nil }
    ///     return [.recipeId: id]
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - patterns: One or more patterns that lead to this route.
    ///   - name: The route's name, unique in the router, for push payloads, shortcut items and
    ///     ``DeepLinkRouter/url(for:parameters:scheme:)``.
    ///   - query: Query parameters the link must carry; they are checked against their capture kind, and take
    ///     part in matching (a route that requires more of the link's items wins at the same path).
    ///   - optional: Query parameters the route accepts when present; an invalid value is dropped.
    ///   - fileID: Where the route is declared; leave the default.
    ///   - line: Where the route is declared; leave the default.
    ///   - handler: Turns the captures into an intent, returns `nil` to decline the link, or throws to refuse it.
    ///   - reverse: Turns an intent back into the route's parameters (path captures and query items), or returns
    ///     `nil` when the intent is not this route's.
    public init(
        _ patterns: RoutePattern<Component>...,
        name: String? = nil,
        query: Component...,
        optional: Component...,
        fileID: String = #fileID,
        line: UInt = #line,
        handler: @escaping Handler,
        reverse: Reverse? = nil
    ) {
        self.init(
            patterns: patterns, name: name, query: query, optional: optional, fileID: fileID, line: line,
            handler: handler, reverse: reverse)
    }

    /// Declares a route from an array of patterns, for tables built at run time.
    ///
    /// ```swift
    /// let patterns = try texts.map { try RoutePattern<Param>(parsing: $0) }
    /// Route(patterns: patterns) { params in .generic(params) }
    /// ```
    ///
    /// - Parameters:
    ///   - patterns: The patterns that lead to this route.
    ///   - name: The route's name, unique in the router.
    ///   - query: Query parameters the link must carry.
    ///   - optional: Query parameters the route accepts when present.
    ///   - fileID: Where the route is declared; leave the default.
    ///   - line: Where the route is declared; leave the default.
    ///   - handler: Turns the captures into an intent, returns `nil` to decline the link, or throws to refuse it.
    ///   - reverse: Turns an intent back into the route's parameters, or returns `nil` when it is not this route's.
    public init(
        patterns: [RoutePattern<Component>],
        name: String? = nil,
        query: [Component] = [],
        optional: [Component] = [],
        fileID: String = #fileID,
        line: UInt = #line,
        handler: @escaping Handler,
        reverse: Reverse? = nil
    ) {
        self.patterns = patterns
        self.name = name
        self.reverse = reverse
        self.requiresAuthorization = false
        self.requiredQuery = query
        self.optionalQuery = optional
        self.sources = .all
        self.fileID = fileID
        self.line = line
        self.handler = handler
        self.examples = []
        self.mount = nil
    }

    /// A route of a module, mounted: its patterns are in `mount`, and ``patterns`` is empty.
    @usableFromInline
    init(
        mount: MountedRoute<Component, Intent>, name: String?, requiresAuthorization: Bool, sources: LinkSources,
        fileID: String, line: UInt
    ) {
        self.patterns = []
        self.name = name
        self.reverse = nil
        self.requiresAuthorization = requiresAuthorization
        self.requiredQuery = []
        self.optionalQuery = []
        self.sources = sources
        self.fileID = fileID
        self.line = line
        self.handler = { _ in nil }
        self.examples = []
        self.mount = mount
    }

    private init(
        copying route: Route, patterns: [RoutePattern<Component>], requiresAuthorization: Bool, sources: LinkSources,
        name: String?, reverse: Reverse?, examples: [[Component: String]]? = nil,
        mount: MountedRoute<Component, Intent>?? = nil
    ) {
        self.mount = mount ?? route.mount
        self.patterns = patterns
        self.examples = examples ?? route.examples
        self.name = name
        self.reverse = reverse
        self.requiresAuthorization = requiresAuthorization
        self.requiredQuery = route.requiredQuery
        self.optionalQuery = route.optionalQuery
        self.sources = sources
        self.fileID = route.fileID
        self.line = route.line
        self.handler = route.handler
    }

    /// The first pattern, in declaration order, whose path parameters are all given: the pattern a link by name, an
    /// intent's reverse or a built link uses.
    func firstPatternIndex(givenBy isGiven: (Component) -> Bool) -> Int? {
        patterns.firstIndex { pattern in pattern.parameters.allSatisfy(isGiven) }
    }

    /// Where the route was declared, as `File.swift:12`.
    @usableFromInline
    var site: String {
        guard let mount else { return "\(fileID):\(line)" }
        return "\(fileID):\(line), mounted at \(mount.mountSite)"
    }

    /// The same route with a name, for push payloads, shortcut items and ``DeepLinkRouter/url(for:parameters:scheme:)``.
    ///
    /// ```swift
    /// Route("recipe" / .recipeId) { p in .showRecipe(try p.value(.recipeId)) }
    ///     .named("recipe")
    /// ```
    ///
    /// - Parameter name: The name, unique in the router.
    /// - Returns: The named route.
    public func named(_ name: String) -> Route {
        Route(
            copying: self, patterns: patterns, requiresAuthorization: requiresAuthorization, sources: sources,
            name: name, reverse: reverse)
    }

    /// The same route with a reverse: how an intent turns back into its parameters.
    ///
    /// ```swift
    /// Route("recipe" / .recipeId) { p in .showRecipe(try p.value(.recipeId)) }
    ///     .reversed { intent in
    ///         guard case .showRecipe(let id) = intent else { return nil }
    ///         return [.recipeId: id]
    ///     }
    /// ```
    ///
    /// - Parameter reverse: Returns the route's parameters for an intent of this route, `nil` for any other.
    /// - Returns: The route with that reverse.
    public func reversed(_ reverse: @escaping Reverse) -> Route {
        Route(
            copying: self, patterns: patterns, requiresAuthorization: requiresAuthorization, sources: sources,
            name: name, reverse: reverse)
    }

    /// The same route with an example link: real-looking parameters for the route table, the HTML page of test
    /// links and the test kit, instead of sample values per capture kind.
    ///
    /// Give the path parameters of one of the route's patterns and its required query items; optional items are
    /// shown when given. Call it again for more examples. The route table renders each example through reverse
    /// routing and reports, rather than hides, an example that does not open this route.
    ///
    /// ```swift
    /// Route("recipe" / .recipeId, name: "recipe") { p in .showRecipe(try p.value(.recipeId)) }
    ///     .example([.recipeId: "pancakes-42"])
    /// ```
    ///
    /// - Parameter parameters: The example's parameters, decoded, as the handler would receive them.
    /// - Returns: The route with that example added.
    public func example(_ parameters: [Component: String]) -> Route {
        Route(
            copying: self, patterns: patterns, requiresAuthorization: requiresAuthorization, sources: sources,
            name: name, reverse: reverse, examples: examples + [parameters])
    }

    func prefixed(with prefix: RoutePattern<Component>) -> Route {
        Route(
            copying: self, patterns: patterns.map { prefix / $0 }, requiresAuthorization: requiresAuthorization,
            sources: sources, name: name, reverse: reverse, mount: mount.map { $0.prefixed(with: prefix) })
    }

    func requiringAuthorization() -> Route {
        Route(
            copying: self, patterns: patterns, requiresAuthorization: true, sources: sources, name: name,
            reverse: reverse)
    }

    func limited(to sources: LinkSources) -> Route {
        Route(
            copying: self, patterns: patterns, requiresAuthorization: requiresAuthorization,
            sources: self.sources.intersection(sources), name: name, reverse: reverse)
    }
}
