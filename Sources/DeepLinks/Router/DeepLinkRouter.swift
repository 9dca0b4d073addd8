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
///             .editMenu(subscriptionId: try p.value(.subscriptionId), weekOrMenuId: .left(try p.int(.weekId)))
///         }
///     }
/// }
///
/// router.match(.path("/subscription/abc/3/edit"))   // .editMenu("abc", .left(3)), gates [authorization]
/// router.match(.url(URL(string: "myapp://recipe/42")!))  // .showRecipe("42")
/// router.resolve(.url(URL(string: "myapp://nope")!))     // .failure: No route matches '/nope'.
/// ```
///
/// Give `schemes:` and `hosts:` to accept only your own links: custom schemes by name, universal links by
/// DNS name (`*.example.com` for subdomains). Either list may be left out to accept anything. Links longer than
/// `maxLinkLength:` (64 KiB unless you say otherwise) are refused unread.
///
/// After `init` the router is immutable and `Sendable`: build it once and share it.
public struct DeepLinkRouter<Component: DeepLinkPathComponent, Intent>: Sendable {
    /// The routes, as declared (with group prefixes, gates and sources applied).
    public let routes: [Route<Component, Intent>]
    /// The options the router was built with.
    @usableFromInline package let options: MatchingOptions
    /// Where push payloads carry their link or their route's name (``PushPayloadFormat/standard`` unless the
    /// initializer says otherwise): checked against the named routes when the router is built.
    ///
    /// ```swift
    /// router.pushPayloadFormat.typeKey   // "type"
    /// ```
    @usableFromInline package let pushPayloadFormat: PushPayloadFormat
    /// The longest link the router reads, in UTF-8 bytes; a longer one is refused with
    /// ``DeepLinkError/Kind/linkTooLong`` before a byte of it is read.
    ///
    /// It bounds the work a link from outside can cost (MatchingRules, "Cost"). Set it with the initializer's
    /// `maxLinkLength:`; ``defaultMaxLinkLength`` otherwise.
    ///
    /// ```swift
    /// let router = try DeepLinkRouter<Param, Intent>(maxLinkLength: 4_096) { Route("home") { _ in .home } }
    /// router.maxLinkLength   // 4096
    /// ```
    package var maxLinkLength: Int { trie.maxLinkLength }

    /// The longest link a router reads unless its initializer says otherwise: 64 KiB (65,536 bytes of UTF-8).
    ///
    /// Web servers and CDNs refuse request lines past 8 to 16 KB, so no web page a universal link opens can have a
    /// longer address; 64 KiB leaves four times that for custom-scheme links and query strings, and bounds what a
    /// hostile link can make the router do to a fraction of a millisecond.
    ///
    /// ```swift
    /// DeepLinkRouter<Param, Intent>.defaultMaxLinkLength   // 65536
    /// ```
    @usableFromInline package static var defaultMaxLinkLength: Int { 65_536 }
    /// The custom schemes the router accepts, as given (`nil`: any).
    package var schemeNames: [String]? { trie.filter.schemeNames }
    /// The hosts of universal links the router accepts, as given (`nil`: any).
    package var hostNames: [String]? { trie.filter.hostNames }
    @usableFromInline let trie: RouteTrie
    /// One entry per compiled pattern, indexed by the trie's terminal ids.
    @usableFromInline let entries: [Entry]
    /// The required query items of the routes that require some (`Entry.requiredQueryIndex`).
    @usableFromInline let requiredQueries: [[QueryParameter]]
    /// The index in ``routes`` of each named route, by each of its names.
    @usableFromInline package let routeIndexByName: [String: Int]
    /// The values each other name of a route fixes (``Route/alsoNamed(_:values:)``), by parameter name.
    @usableFromInline let fixedValuesByName: [String: [String: String]]
    /// The names of the query items any route declares: the only items a link's query is read for.
    @usableFromInline let queryNames: Set<String>
    /// Each route's parent and section, when some route declares one (``Route/parent(_:)``, ``RouteSection``).
    @usableFromInline let stacking: RouteStacking?

    /// A compiled pattern's entry (``PatternEntry``).
    @usableFromInline typealias Entry = PatternEntry
    /// How a link reaches each compiled pattern, indexed by the trie's terminal ids, as ``entries`` are.
    ///
    /// NB: beside the entries, not in them: an entry without the offer's `Intent` has one layout for every router, and
    /// reading one compiles to fixed offsets, not generic code (4 KiB less code in each size app than entries generic
    /// over the intent, for 8 bytes more a pattern).
    @usableFromInline let offers: [CompiledRoute<Intent>.PatternOffer]
    /// Each compiled pattern's text, prefixes included (`/shop/product/:productId`), indexed as ``entries`` are.
    @usableFromInline let patternTexts: [String]

    /// Links `terminal`, a pattern that ends at `node`, into the chain of the patterns of its shape.
    ///
    /// Patterns of one shape may share a node only when their routes require different query items or capture
    /// segments as different types; the chain keeps more required items first, then more typed captures, then
    /// declaration order. `conflicts` says whether an entry already in the chain requires the same query items and
    /// types the same segments, which makes the two patterns a conflict; `pattern` is made only then. `typedCount`
    /// gives a terminal's typed captures.
    @inlinable
    static func chain(
        _ terminal: Int32, at node: Int32, remainder isRemainder: Bool, requiredCount: Int, typedCount: Int,
        typedCounts: (Int32) -> Int, conflicts: (Int32, Entry) -> Bool, pattern: @autoclosure () -> String,
        route: borrowing Route<Component, Intent>, entries: [Entry], texts: [String],
        requiredQueries: [[QueryParameter]],
        routes: [Route<Component, Intent>], alternatives: inout [Int32], builder: inout RouteTrie.Builder
    ) throws(DeepLinkRouterError) {
        var next = RouteTrie.noTerminal
        if let head = builder.setTerminal(terminal, at: node, remainder: isRemainder) {
            var previous = RouteTrie.noTerminal
            var current = head
            while current != RouteTrie.noTerminal {
                let other = entries[Int(current)]
                if conflicts(current, other) {
                    throw .conflict(texts[Int(current)], at: routes[other.routeIndex].site, pattern(), at: route.site)
                }
                let otherRequired = Self.requiredQuery(of: other, in: requiredQueries).count
                if otherRequired < requiredCount
                    || (otherRequired == requiredCount && typedCounts(current) < typedCount)
                {
                    break
                }
                previous = current
                current = alternatives[Int(current)]
            }
            next = current
            if previous == RouteTrie.noTerminal {
                builder.replaceTerminal(with: terminal, at: node, remainder: isRemainder)
            } else {
                alternatives[Int(previous)] = terminal
            }
        }
        alternatives.append(next)
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
    ///   - schemes: The custom schemes to accept (`myapp`), case-insensitively, each listed once; `nil` accepts
    ///     any. `http` and `https` are not custom schemes: universal links are accepted through `hosts`.
    ///   - hosts: The hosts of universal links to accept, case-insensitively, each listed once; `nil` accepts any.
    ///     A host is a DNS name (`example.com`), without a port, never an IP address (universal links open only
    ///     from an app's associated domains); `*.example.com` accepts any subdomain of a domain of two labels or
    ///     more (`*.com` is a build error). A link whose host is not a DNS name (an escape such as `%2F`, an empty
    ///     label) matches no entry, exact or wildcard: it is refused with ``DeepLinkError/Kind/unsupportedHost``.
    ///   - options: How literals compare; see ``MatchingOptions``.
    ///   - maxLinkLength: The longest link to read, in UTF-8 bytes, 1 or more (64 KiB, by
    ///     default); longer links are refused with ``DeepLinkError/Kind/linkTooLong``.
    ///   - pushPayloadFormat: Where push payloads carry their link or their route's name
    ///     (``PushPayloadFormat/standard`` by default). A named route that takes pushes may not have a parameter
    ///     named like one of the format's own keys (its `typeKey`, its `nestedKeys`, or `"aps"`): a push could
    ///     never give it a value.
    ///   - routes: The route table.
    /// - Throws: ``DeepLinkRouterError`` when two patterns accept the same links at the same precedence, a
    ///   pattern is malformed (a parameter used twice, a remainder before the end), a route has no pattern or no
    ///   source, a scheme or host is malformed or listed twice (a host with a port, an IP address, a wildcard over
    ///   a top-level domain), `maxLinkLength` is less than 1, the push payload format is malformed or a named
    ///   route's parameter is one of its keys, or the table is too large for the trie (2³¹ patterns or nodes, 4 GiB
    ///   of literals).
    /// - Complexity: O(*n*) in the total size of the patterns.
    @inlinable
    public init(
        schemes: [String]? = nil,
        hosts: [String]? = nil,
        options: MatchingOptions = [],
        maxLinkLength: Int = defaultMaxLinkLength,
        pushPayloadFormat: PushPayloadFormat = .standard,
        @RoutesBuilder<Component, Intent> _ routes: () -> [Route<Component, Intent>]
    ) throws(DeepLinkRouterError) {
        try self.init(
            schemes: schemes, hosts: hosts, options: options, maxLinkLength: maxLinkLength,
            pushPayloadFormat: pushPayloadFormat, routes: routes())
    }

    /// Compiles a route table made in code.
    ///
    /// ```swift
    /// let router = try DeepLinkRouter(schemes: ["myapp"], routes: appRoutes + marketingRoutes)
    /// ```
    ///
    /// - Parameters:
    ///   - schemes: The custom schemes to accept, each once; `nil` accepts any.
    ///   - hosts: The hosts of universal links to accept, DNS names each listed once (`*.example.com` for
    ///     subdomains); `nil` accepts any.
    ///   - options: How literals compare.
    ///   - maxLinkLength: The longest link to read, in UTF-8 bytes, 1 or more (64 KiB by default).
    ///   - pushPayloadFormat: Where push payloads carry their link or their route's name.
    ///   - routes: The routes.
    /// - Throws: ``DeepLinkRouterError``, as ``init(schemes:hosts:options:maxLinkLength:pushPayloadFormat:_:)``
    ///   does.
    /// - Complexity: O(*n*) in the total size of the patterns.
    @inlinable
    public init(
        schemes: [String]? = nil,
        hosts: [String]? = nil,
        options: MatchingOptions = [],
        maxLinkLength: Int = defaultMaxLinkLength,
        pushPayloadFormat: PushPayloadFormat = .standard,
        routes: [Route<Component, Intent>]
    ) throws(DeepLinkRouterError) {
        // A table made in code may hold routes with legacy patterns not yet taken apart (the DSL takes them apart).
        try self.init(
            schemes: schemes, hosts: hosts, options: options, maxLinkLength: maxLinkLength,
            pushPayloadFormat: pushPayloadFormat, routes: Route.flattening(routes), limits: .standard)
    }

    /// Route `index`'s patterns and query items by name.
    ///
    /// NB: the route compiled anew, for the cold paths that read it (miss reasons, links by name, reverse routing,
    /// the route table): keeping every route's patterns a second time, as slots, cost memory on every route
    /// (Benchmarks, --memory-check).
    package func form(routeAt index: Int) -> RouteForm {
        RouteForm(routes[index].compiled)
    }

    /// Where route `index`'s first entry is in `entries` (where it would be, for an index past the routes).
    func firstEntryPosition(ofRouteAt index: Int) -> Int {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].routeIndex < index { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The slots of route `index`'s pattern `patternIndex`.
    func slots(routeAt index: Int, patternIndex: Int) -> ArraySlice<PatternSlot> {
        routes[index].compiled.pattern(patternIndex)[...]
    }
}
