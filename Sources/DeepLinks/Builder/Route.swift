/// One destination of your app: the patterns that lead to it and the handler that turns a match into an intent.
///
/// The handler receives exactly the route's captures, percent-decoded, keyed by your
/// ``DeepLinkPathComponent``. Returning `nil` declines the link: the router then tries the next
/// matching route in precedence order.
///
/// ```swift
/// Route("recipe" / .recipeId, "account/recipe" / .recipeId) { params in
///     params[.recipeId].map { .showRecipe(recipeId: $0) }
/// }
/// ```
///
/// A route can also require query parameters: `Route("recipe", query: .id) { … }` matches
/// `/recipe?id=42` but not `/recipe`. Every query item that names one of your components is added to
/// the handler's dictionary, required or not.
///
/// Each route records where it was declared, so build errors can point at it.
public struct Route<Component: DeepLinkPathComponent, Intent>: Sendable {
    /// What a route's handler receives: its captures keyed by component, and answers: an intent, or `nil` to decline.
    public typealias Handler = @Sendable ([Component: String]) -> Intent?

    /// The patterns that lead to this route, with any ``RouteGroup`` prefix applied.
    public let patterns: [RoutePattern<Component>]
    /// Whether the route was declared inside ``Authorized``: its links need a signed-in user.
    public let requiresAuthorization: Bool
    /// The query parameters a link must carry to match this route.
    public let requiredQuery: [Component]
    /// The link sources the route accepts; ``LinkSources/all`` unless declared inside ``OpenedFrom``.
    public let sources: LinkSources
    /// The file the route was declared in, as `#fileID` gives it.
    public let fileID: String
    /// The line the route was declared on.
    public let line: UInt
    @usableFromInline let handler: Handler

    /// Declares a route.
    ///
    /// ```swift
    /// Route("home") { _ in .home }
    /// Route("recipe" / .recipeId) { params in params[.recipeId].map(Intent.showRecipe) }
    /// Route("recipe", query: .recipeId) { params in params[.recipeId].map(Intent.showRecipe) }   // /recipe?recipeId=42
    /// ```
    ///
    /// - Parameters:
    ///   - patterns: One or more patterns that lead to this route.
    ///   - query: Query parameters the link must carry; they are checked against their capture kind.
    ///   - fileID: Where the route is declared; leave the default.
    ///   - line: Where the route is declared; leave the default.
    ///   - handler: Turns the captures into an intent, or returns `nil` to decline the link.
    public init(
        _ patterns: RoutePattern<Component>...,
        query: Component...,
        fileID: String = #fileID,
        line: UInt = #line,
        handler: @escaping Handler
    ) {
        self.init(patterns: patterns, query: query, fileID: fileID, line: line, handler: handler)
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
    ///   - query: Query parameters the link must carry.
    ///   - fileID: Where the route is declared; leave the default.
    ///   - line: Where the route is declared; leave the default.
    ///   - handler: Turns the captures into an intent, or returns `nil` to decline the link.
    public init(
        patterns: [RoutePattern<Component>],
        query: [Component] = [],
        fileID: String = #fileID,
        line: UInt = #line,
        handler: @escaping Handler
    ) {
        self.patterns = patterns
        self.requiresAuthorization = false
        self.requiredQuery = query
        self.sources = .all
        self.fileID = fileID
        self.line = line
        self.handler = handler
    }

    private init(
        copying route: Route, patterns: [RoutePattern<Component>], requiresAuthorization: Bool, sources: LinkSources
    ) {
        self.patterns = patterns
        self.requiresAuthorization = requiresAuthorization
        self.requiredQuery = route.requiredQuery
        self.sources = sources
        self.fileID = route.fileID
        self.line = route.line
        self.handler = route.handler
    }

    /// Where the route was declared, as `File.swift:12`.
    @usableFromInline
    var site: String { "\(fileID):\(line)" }

    func prefixed(with prefix: RoutePattern<Component>) -> Route {
        Route(
            copying: self, patterns: patterns.map { prefix / $0 }, requiresAuthorization: requiresAuthorization,
            sources: sources)
    }

    func requiringAuthorization() -> Route {
        Route(copying: self, patterns: patterns, requiresAuthorization: true, sources: sources)
    }

    func limited(to sources: LinkSources) -> Route {
        Route(
            copying: self, patterns: patterns, requiresAuthorization: requiresAuthorization,
            sources: self.sources.intersection(sources))
    }
}
