/// Your app's route table, compiled once into a trie that matches links by precedence, never by declaration order.
///
/// ```swift
/// let router = try DeepLinkRouter<Param, Intent> {
///     Route("home") { _ in .home }
///     Route("recipe" / .recipeId, "account/recipe" / .recipeId) { params in
///         params[.recipeId].map { .showRecipe(recipeId: $0) }
///     }
///     Authorized {
///         Route("subscription" / .subscriptionId / .weekId / "edit") { p in
///             .editMenu(subscriptionId: p[.subscriptionId]!, weekOrMenuId: .left(p.int(.weekId)!))
///         }
///     }
/// }
///
/// router.match(path: "/subscription/abc/3/edit")   // .editMenu("abc", .left(3)), requiresAuthorization
/// router.match(URL(string: "myapp://recipe/42")!)  // .showRecipe("42")
/// router.resolve(URL(string: "myapp://nope")!)     // .failure: No route matches '/nope'.
/// ```
///
/// After `init` the router is immutable and `Sendable`: build it once and share it.
public struct DeepLinkRouter<Component: DeepLinkPathComponent, Intent>: Sendable {
    /// The routes, as declared (with group prefixes and authorization applied).
    public let routes: [Route<Component, Intent>]
    let trie: RouteTrie
    /// One entry per compiled pattern, indexed by the trie's terminal ids.
    let entries: [Entry]

    struct Entry: Sendable {
        let routeIndex: Int
        let text: String
        let captures: [CaptureSlot]
        let handler: Route<Component, Intent>.Handler
        let requiresAuthorization: Bool
    }

    struct CaptureSlot: Sendable {
        /// The segment's position in the path, which is its position in the pattern.
        let depth: Int
        let component: Component
    }

    /// Compiles a route table written with the DSL.
    ///
    /// ```swift
    /// let router = try DeepLinkRouter<Param, Intent> {
    ///     Route("home") { _ in .home }
    /// }
    /// ```
    ///
    /// - Parameter routes: The route table.
    /// - Throws: ``DeepLinkRouterError`` when two patterns accept the same links at the same
    ///   precedence, a pattern uses a parameter twice, or a route has no pattern.
    /// - Complexity: O(*n*) in the total size of the patterns.
    public init(
        @RoutesBuilder<Component, Intent> _ routes: () -> [Route<Component, Intent>]
    ) throws(DeepLinkRouterError) {
        try self.init(routes: routes())
    }

    /// Compiles a route table made in code.
    ///
    /// ```swift
    /// let router = try DeepLinkRouter(routes: appRoutes + marketingRoutes)
    /// ```
    ///
    /// - Parameter routes: The routes.
    /// - Throws: ``DeepLinkRouterError``, as ``init(_:)`` does.
    /// - Complexity: O(*n*) in the total size of the patterns.
    public init(routes: [Route<Component, Intent>]) throws(DeepLinkRouterError) {
        var builder = RouteTrie.Builder(caseInsensitive: false)
        var entries: [Entry] = []
        for (routeIndex, route) in routes.enumerated() {
            guard !route.patterns.isEmpty else { throw .noPattern(at: route.site) }
            for pattern in route.patterns {
                let (shape, captures) = try Self.compile(pattern, of: route)
                let terminal = Int32(entries.count)
                if let existing = builder.insert(shape, terminal: terminal) {
                    let other = entries[Int(existing)]
                    throw .conflict(other.text, at: routes[other.routeIndex].site, pattern.description, at: route.site)
                }
                entries.append(
                    Entry(
                        routeIndex: routeIndex, text: pattern.description, captures: captures, handler: route.handler,
                        requiresAuthorization: route.requiresAuthorization))
            }
        }
        self.routes = routes
        self.trie = builder.build()
        self.entries = entries
    }

    private static func compile(
        _ pattern: RoutePattern<Component>, of route: Route<Component, Intent>
    ) throws(DeepLinkRouterError) -> ([RouteTrie.ShapeSegment], [CaptureSlot]) {
        var shape: [RouteTrie.ShapeSegment] = []
        var captures: [CaptureSlot] = []
        var seen = Set<Component>()
        for (depth, segment) in pattern.segments.enumerated() {
            switch segment {
            case .literal(let text):
                shape.append(.literal(Array(text.utf8)))
            case .parameter(let component):
                guard seen.insert(component).inserted else {
                    throw .duplicateParameter(component.rawValue, in: pattern.description, at: route.site)
                }
                shape.append(component.capture == .int ? .int : .any)
                captures.append(CaptureSlot(depth: depth, component: component))
            }
        }
        return (shape, captures)
    }
}
