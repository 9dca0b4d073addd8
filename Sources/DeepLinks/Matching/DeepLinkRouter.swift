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
        @usableFromInline let pattern: RoutePattern<Component>
        @usableFromInline let text: String
        @usableFromInline let captures: [CaptureSlot]
        @usableFromInline let handler: Route<Component, Intent>.Handler
        @usableFromInline let requiresAuthorization: Bool
        @usableFromInline let sources: LinkSources
        @usableFromInline let requiredQuery: [Component]
        /// The last capture is a remainder.
        @usableFromInline let hasRemainder: Bool

        @inlinable
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

        @inlinable
        init(depth: Int, component: Component, isRemainder: Bool) {
            self.depth = depth
            self.component = component
            self.isRemainder = isRemainder
        }
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
    @inlinable
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
    @inlinable
    public init(
        schemes: [String]? = nil,
        hosts: [String]? = nil,
        options: MatchingOptions = [],
        routes: [Route<Component, Intent>]
    ) throws(DeepLinkRouterError) {
        var builder = RouteTrie.Builder(caseInsensitive: options.contains(.caseInsensitiveLiterals))
        var entries: [Entry] = []
        entries.reserveCapacity(routes.count)
        // NB: inlinable, so that the caller's module specializes it: unspecialized, each step of this loop costs
        // generic metadata look-ups (measured: most of the build time).
        var routeIndex = 0
        while routeIndex < routes.count {
            let route = routes[routeIndex]
            guard !route.patterns.isEmpty else { throw .noPattern(at: route.site) }
            guard !route.sources.isEmpty else { throw .noSources(at: route.site) }
            let query = route.requiredQuery
            for index in query.indices where query[..<index].contains(query[index]) {
                throw .duplicateQuery(query[index].rawValue, at: route.site)
            }
            var patternIndex = 0
            while patternIndex < route.patterns.count {
                let pattern = route.patterns[patternIndex]
                let terminal = Int32(entries.count)
                let (captures, existing) = try Self.insert(pattern, of: route, as: terminal, into: &builder)
                if let existing {
                    let other = entries[Int(existing)]
                    throw .conflict(other.text, at: routes[other.routeIndex].site, pattern.description, at: route.site)
                }
                entries.append(
                    Entry(
                        routeIndex: routeIndex, patternIndex: patternIndex, pattern: pattern, captures: captures,
                        route: route))
                patternIndex += 1
            }
            routeIndex += 1
        }
        self.routes = routes
        self.options = options
        self.trie = builder.build(filter: try LinkFilter(schemes: schemes, hosts: hosts))
        self.entries = entries
    }

    /// Inserts `pattern` into the trie, checking it as it goes.
    ///
    /// - Returns: The pattern's capture slots, and the terminal already where the pattern ends (a conflict) or `nil`.
    @inlinable
    static func insert(
        _ pattern: RoutePattern<Component>, of route: Route<Component, Intent>, as terminal: Int32,
        into builder: inout RouteTrie.Builder
    ) throws(DeepLinkRouterError) -> ([CaptureSlot], Int32?) {
        var node: Int32 = 0
        var captures: [CaptureSlot] = []
        let segments = pattern.segments
        for depth in segments.indices {
            let segment = segments[depth]
            switch segment {
            case .literal(let text):
                node = builder.literalChild(of: node, text)
            case .parameter(let component):
                // Patterns are short: a linear search allocates nothing.
                guard !captures.contains(where: { $0.component == component }) else {
                    throw .duplicateParameter(component.rawValue, in: pattern.description, at: route.site)
                }
                if route.requiredQuery.contains(component) {
                    throw .queryInPath(component.rawValue, in: pattern.description, at: route.site)
                }
                let isRemainder = component.capture == .remainder
                captures.append(CaptureSlot(depth: depth, component: component, isRemainder: isRemainder))
                switch component.capture {
                case .int:
                    node = builder.intChild(of: node)
                case .string, .either:
                    node = builder.anyChild(of: node)
                case .remainder:
                    guard depth == segments.count - 1 else {
                        throw .remainderNotLast(component.rawValue, in: pattern.description, at: route.site)
                    }
                    return (captures, builder.setRemainderTerminal(terminal, at: node, depth: depth))
                }
            }
        }
        return (captures, builder.setTerminal(terminal, at: node, depth: segments.count))
    }
}
