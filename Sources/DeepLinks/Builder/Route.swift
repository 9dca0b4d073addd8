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
/// Each route records where it was declared, so build errors can point at it.
public struct Route<Component: DeepLinkPathComponent, Intent>: Sendable {
    /// What a route's handler receives: its captures keyed by component, and answers: an intent, or `nil` to decline.
    public typealias Handler = @Sendable ([Component: String]) -> Intent?

    /// The patterns that lead to this route, with any ``RouteGroup`` prefix applied.
    public let patterns: [RoutePattern<Component>]
    /// Whether the route was declared inside ``Authorized``: its links need a signed-in user.
    public let requiresAuthorization: Bool
    /// The file the route was declared in, as `#fileID` gives it.
    public let fileID: String
    /// The line the route was declared on.
    public let line: UInt
    let handler: Handler

    /// Declares a route.
    ///
    /// ```swift
    /// Route("home") { _ in .home }
    /// Route("recipe" / .recipeId) { params in params[.recipeId].map(Intent.showRecipe) }
    /// ```
    ///
    /// - Parameters:
    ///   - patterns: One or more patterns that lead to this route.
    ///   - fileID: Where the route is declared; leave the default.
    ///   - line: Where the route is declared; leave the default.
    ///   - handler: Turns the captures into an intent, or returns `nil` to decline the link.
    public init(
        _ patterns: RoutePattern<Component>...,
        fileID: String = #fileID,
        line: UInt = #line,
        handler: @escaping Handler
    ) {
        self.init(patterns: patterns, fileID: fileID, line: line, handler: handler)
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
    ///   - fileID: Where the route is declared; leave the default.
    ///   - line: Where the route is declared; leave the default.
    ///   - handler: Turns the captures into an intent, or returns `nil` to decline the link.
    public init(
        patterns: [RoutePattern<Component>],
        fileID: String = #fileID,
        line: UInt = #line,
        handler: @escaping Handler
    ) {
        self.patterns = patterns
        self.requiresAuthorization = false
        self.fileID = fileID
        self.line = line
        self.handler = handler
    }

    private init(copying route: Route, patterns: [RoutePattern<Component>], requiresAuthorization: Bool) {
        self.patterns = patterns
        self.requiresAuthorization = requiresAuthorization
        self.fileID = route.fileID
        self.line = route.line
        self.handler = route.handler
    }

    /// Where the route was declared, as `File.swift:12`.
    var site: String { "\(fileID):\(line)" }

    func prefixed(with prefix: RoutePattern<Component>) -> Route {
        Route(copying: self, patterns: patterns.map { prefix / $0 }, requiresAuthorization: requiresAuthorization)
    }

    func requiringAuthorization() -> Route {
        Route(copying: self, patterns: patterns, requiresAuthorization: true)
    }
}
