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
/// Give `schemes:` and `hosts:` to accept only your own links: custom schemes by name, universal links by
/// host (`*.example.com` for subdomains). Either list may be left out to accept anything.
///
/// After `init` the router is immutable and `Sendable`: build it once and share it.
public struct DeepLinkRouter<Component: DeepLinkPathComponent, Intent>: Sendable {
    /// The routes, as declared (with group prefixes, authorization and sources applied).
    public let routes: [Route<Component, Intent>]
    /// The options the router was built with.
    public let options: MatchingOptions
    @usableFromInline let trie: RouteTrie
    /// One entry per compiled pattern, indexed by the trie's terminal ids.
    @usableFromInline let entries: [Entry]

    /// A compiled pattern: what matching needs to turn a terminal into a handler call.
    ///
    /// A class, so that the hot path retains one reference instead of each field.
    @usableFromInline
    final class Entry: Sendable {
        @usableFromInline let routeIndex: Int
        @usableFromInline let patternIndex: Int
        let pattern: RoutePattern<Component>
        @usableFromInline let text: String
        @usableFromInline let captures: [CaptureSlot]
        @usableFromInline let handler: Route<Component, Intent>.Handler
        @usableFromInline let requiresAuthorization: Bool
        @usableFromInline let sources: LinkSources
        @usableFromInline let requiredQuery: [Component]
        /// The last capture is a remainder.
        @usableFromInline let hasRemainder: Bool

        init(
            routeIndex: Int, patternIndex: Int, pattern: RoutePattern<Component>, captures: [CaptureSlot],
            route: Route<Component, Intent>
        ) {
            self.routeIndex = routeIndex
            self.patternIndex = patternIndex
            self.pattern = pattern
            self.text = pattern.description
            self.captures = captures
            self.handler = route.handler
            self.requiresAuthorization = route.requiresAuthorization
            self.sources = route.sources
            self.requiredQuery = route.requiredQuery
            self.hasRemainder = captures.last?.isRemainder ?? false
        }
    }

    @usableFromInline
    struct CaptureSlot: Sendable {
        /// The segment's position in the path, which is its position in the pattern.
        @usableFromInline let depth: Int
        @usableFromInline let component: Component
        /// A remainder takes the segments from `depth` to the end.
        @usableFromInline let isRemainder: Bool
    }

    /// Compiles a route table written with the DSL.
    ///
    /// ```swift
    /// let router = try DeepLinkRouter<Param, Intent>(schemes: ["myapp"], hosts: ["bestrecipes.com", "*.bestrecipes.com"]) {
    ///     Route("home") { _ in .home }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - schemes: The custom schemes to accept (`myapp`), case-insensitively; `nil` accepts any. `http` and
    ///     `https` are not custom schemes: universal links are accepted through `hosts`.
    ///   - hosts: The hosts of universal links to accept (`example.com`, or `*.example.com` for any
    ///     subdomain), case-insensitively; `nil` accepts any.
    ///   - options: How literals compare; see ``MatchingOptions``.
    ///   - routes: The route table.
    /// - Throws: ``DeepLinkRouterError`` when two patterns accept the same links at the same precedence, a
    ///   pattern is malformed (a parameter used twice, a remainder before the end), a route has no pattern or no
    ///   source, or a scheme or host is malformed.
    /// - Complexity: O(*n*) in the total size of the patterns.
    public init(
        schemes: [String]? = nil,
        hosts: [String]? = nil,
        options: MatchingOptions = [],
        @RoutesBuilder<Component, Intent> _ routes: () -> [Route<Component, Intent>]
    ) throws(DeepLinkRouterError) {
        try self.init(schemes: schemes, hosts: hosts, options: options, routes: routes())
    }

    /// Compiles a route table made in code.
    ///
    /// ```swift
    /// let router = try DeepLinkRouter(schemes: ["myapp"], routes: appRoutes + marketingRoutes)
    /// ```
    ///
    /// - Parameters:
    ///   - schemes: The custom schemes to accept; `nil` accepts any.
    ///   - hosts: The hosts of universal links to accept; `nil` accepts any.
    ///   - options: How literals compare.
    ///   - routes: The routes.
    /// - Throws: ``DeepLinkRouterError``, as ``init(schemes:hosts:options:_:)`` does.
    /// - Complexity: O(*n*) in the total size of the patterns.
    public init(
        schemes: [String]? = nil,
        hosts: [String]? = nil,
        options: MatchingOptions = [],
        routes: [Route<Component, Intent>]
    ) throws(DeepLinkRouterError) {
        var builder = RouteTrie.Builder(caseInsensitive: options.contains(.caseInsensitiveLiterals))
        var entries: [Entry] = []
        for (routeIndex, route) in routes.enumerated() {
            guard !route.patterns.isEmpty else { throw .noPattern(at: route.site) }
            guard !route.sources.isEmpty else { throw .noSources(at: route.site) }
            var query = Set<Component>()
            for component in route.requiredQuery where !query.insert(component).inserted {
                throw .duplicateQuery(component.rawValue, at: route.site)
            }
            for (patternIndex, pattern) in route.patterns.enumerated() {
                let (shape, captures) = try Self.compile(pattern, of: route)
                let terminal = Int32(entries.count)
                if let existing = builder.insert(shape, terminal: terminal) {
                    let other = entries[Int(existing)]
                    throw .conflict(other.text, at: routes[other.routeIndex].site, pattern.description, at: route.site)
                }
                entries.append(
                    Entry(
                        routeIndex: routeIndex, patternIndex: patternIndex, pattern: pattern, captures: captures,
                        route: route))
            }
        }
        self.routes = routes
        self.options = options
        self.trie = builder.build(filter: try LinkFilter(schemes: schemes, hosts: hosts))
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
                let isRemainder = component.capture == .remainder
                if isRemainder, depth != pattern.segments.count - 1 {
                    throw .remainderNotLast(component.rawValue, in: pattern.description, at: route.site)
                }
                if route.requiredQuery.contains(component) {
                    throw .queryInPath(component.rawValue, in: pattern.description, at: route.site)
                }
                switch component.capture {
                case .int: shape.append(.int)
                case .string, .either: shape.append(.any)
                case .remainder: shape.append(.remainder)
                }
                captures.append(CaptureSlot(depth: depth, component: component, isRemainder: isRemainder))
            }
        }
        return (shape, captures)
    }
}
