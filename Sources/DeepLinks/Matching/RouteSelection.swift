/// The route a link selects, found without calling handlers or building a dictionary.
///
/// ```swift
/// if let selection = router.route(forPath: "/recipe/42") {
///     print(router.routes[selection.routeIndex].requiresAuthorization, selection.pattern)  // false /recipe/:recipeId
/// }
/// ```
public struct RouteSelection: Hashable, Sendable {
    /// The route's index in ``DeepLinkRouter/routes``.
    public let routeIndex: Int
    /// The pattern's index in that route's patterns, in declaration order (the route table's
    /// `entries[routeIndex].patterns`, in `DeepLinksTools`).
    public let patternIndex: Int
    /// The pattern's text: `/recipe/:recipeId`.
    public let pattern: String

    /// Creates a selection; only the router makes these.
    @usableFromInline
    init(routeIndex: Int, patternIndex: Int, pattern: String) {
        self.routeIndex = routeIndex
        self.patternIndex = patternIndex
        self.pattern = pattern
    }
}
