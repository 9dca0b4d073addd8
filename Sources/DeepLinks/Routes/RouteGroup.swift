/// Puts a prefix pattern in front of every route inside it; groups nest.
///
/// Named `RouteGroup` so it never collides with SwiftUI's `Group` in files that import both.
///
/// ```swift
/// RouteGroup("account") {
///     Route("orders") { _ in .orders }                             // /account/orders
///     RouteGroup("recipe" / .recipeId) {
///         Route("reviews") { p in .reviews(try p.value(.recipeId)) }         // /account/recipe/:recipeId/reviews
///     }
/// }
/// ```
public struct RouteGroup<Component: DeepLinkPathComponent, Intent>: Sendable {
    /// The routes inside the group, each with the prefix applied.
    public let routes: [Route<Component, Intent>]

    /// Declares routes under a common prefix.
    ///
    /// ```swift
    /// RouteGroup("account") { Route("orders") { _ in .orders } }
    /// ```
    ///
    /// - Parameters:
    ///   - prefix: The pattern every route inside starts with; it may contain parameters.
    ///   - content: The routes; groups and ``Authorized`` blocks may nest.
    public init(
        _ prefix: RoutePattern<Component>,
        @RoutesBuilder<Component, Intent> _ content: () -> [Route<Component, Intent>]
    ) {
        self.routes = content().map { $0.prefixed(with: prefix) }
    }
}
