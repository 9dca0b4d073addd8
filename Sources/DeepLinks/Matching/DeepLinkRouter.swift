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
/// router.match(path: "/subscription/abc/3/edit")   // .editMenu("abc", .left(3)), requiresAuthorization
/// router.match(URL(string: "myapp://recipe/42")!)  // .showRecipe("42")
/// router.resolve(URL(string: "myapp://nope")!)     // .failure: No route matches '/nope'.
/// ```
///
/// Give `schemes:` and `hosts:` to accept only your own links: custom schemes by name, universal links by
/// host (`*.example.com` for subdomains). Either list may be left out to accept anything. Links longer than
/// ``maxLinkLength`` (64 KiB unless you say otherwise) are refused unread.
///
/// After `init` the router is immutable and `Sendable`: build it once and share it.
public struct DeepLinkRouter<Component: DeepLinkPathComponent, Intent>: Sendable {
    /// The routes, as declared (with group prefixes, authorization and sources applied).
    public let routes: [Route<Component, Intent>]
    /// The options the router was built with.
    public let options: MatchingOptions
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
    public var maxLinkLength: Int { trie.maxLinkLength }

    /// The longest link a router reads unless its initializer says otherwise: 64 KiB (65,536 bytes of UTF-8).
    ///
    /// Web servers and CDNs refuse request lines past 8 to 16 KB, so no web page a universal link opens can have a
    /// longer address; 64 KiB leaves four times that for custom-scheme links and query strings, and bounds what a
    /// hostile link can make the router do to a fraction of a millisecond.
    ///
    /// ```swift
    /// DeepLinkRouter<Param, Intent>.defaultMaxLinkLength   // 65536
    /// ```
    public static var defaultMaxLinkLength: Int { 65_536 }
    @usableFromInline let trie: RouteTrie
    /// One entry per compiled pattern, indexed by the trie's terminal ids.
    @usableFromInline let entries: [Entry]
    /// The index in ``routes`` of each named route.
    @usableFromInline let routeIndexByName: [String: Int]

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
        /// The handler's dictionary before a match fills it: each captured component, with its segment's depth.
        ///
        /// For a component captured twice, the last capture's (as when filled in pattern order). Shared by the
        /// entries with the same captures (see `CaptureShape`).
        @usableFromInline let prototype: [Component: Int]
        @usableFromInline let handler: Route<Component, Intent>.Handler
        @usableFromInline let requiresAuthorization: Bool
        @usableFromInline let sources: LinkSources
        @usableFromInline let requiredQuery: [Component]
        @usableFromInline let optionalQuery: [Component]
        /// The route declares no query item: the link's query is never read for it.
        @usableFromInline let ignoresQuery: Bool
        /// The last capture is a remainder.
        @usableFromInline let hasRemainder: Bool
        /// The trie node where the pattern ends (for a remainder, where the remainder starts).
        @usableFromInline let node: Int32
        /// For a pattern of a mounted module, its offer; `nil` for the router's own patterns.
        ///
        /// For a mounted pattern, `pattern`, `captures` and `prototype` are the prefix's, in the router's
        /// components, and `requiredQuery` and `optionalQuery` are empty.
        @usableFromInline let mounted: MountedPattern?

        @inlinable
        init(
            routeIndex: Int, patternIndex: Int, pattern: RoutePattern<Component>, shape: CaptureShape,
            node: Int32, route: borrowing Route<Component, Intent>
        ) {
            self.routeIndex = routeIndex
            self.patternIndex = patternIndex
            self.pattern = pattern
            self.text = pattern.description
            self.captures = shape.captures
            self.prototype = shape.prototype
            self.handler = route.handler
            self.requiresAuthorization = route.requiresAuthorization
            self.sources = route.sources
            self.requiredQuery = route.requiredQuery
            self.optionalQuery = route.optionalQuery
            self.ignoresQuery = route.requiredQuery.isEmpty && route.optionalQuery.isEmpty
            self.hasRemainder = shape.captures.last?.isRemainder ?? false
            self.node = node
            self.mounted = nil
        }

        /// An entry for a pattern of a mounted module: `slots` is the whole pattern, prefix included.
        @inlinable
        init(
            routeIndex: Int, patternIndex: Int, mount: MountedRoute<Component, Intent>, slots: [PatternSlot],
            shape: CaptureShape, node: Int32, route: borrowing Route<Component, Intent>
        ) {
            self.routeIndex = routeIndex
            self.patternIndex = patternIndex
            self.pattern = mount.prefix
            self.text = PatternSlot.description(of: slots)
            self.captures = shape.captures
            self.prototype = shape.prototype
            self.handler = route.handler
            self.requiresAuthorization = route.requiresAuthorization
            self.sources = route.sources
            self.requiredQuery = []
            self.optionalQuery = []
            // NB: false, so that matching offers the link through the branch that reads `mounted`.
            self.ignoresQuery = false
            if case .parameter(_, .remainder)? = slots.last {
                self.hasRemainder = true
            } else {
                self.hasRemainder = false
            }
            self.node = node
            self.mounted = MountedPattern(
                mount: mount, offer: mount.offers[patternIndex],
                simpleOffer: mount.simpleOffers[patternIndex], base: mount.prefix.segments.count)
        }

        /// The pattern without its component type, prefix included for a mounted one.
        var slots: [PatternSlot] {
            guard let mounted else { return pattern.slots }
            return mounted.mount.prefix.slots + mounted.mount.patterns[patternIndex]
        }

        /// How many segments the pattern has.
        var segmentCount: Int {
            guard let mounted else { return pattern.segments.count }
            return mounted.base + mounted.mount.patterns[patternIndex].count
        }

        /// How many query items the route requires.
        @usableFromInline
        var requiredQueryCount: Int { mounted?.mount.requiredQuery.count ?? requiredQuery.count }

        /// The names of the query items the route requires.
        @usableFromInline
        var requiredQueryNames: [String] { mounted?.mount.requiredQuery.map(\.name) ?? requiredQuery.map(\.rawValue) }

        /// The names of the query items the route accepts when present.
        var optionalQueryNames: [String] { mounted?.mount.optionalQuery.map(\.name) ?? optionalQuery.map(\.rawValue) }

        /// The names of the pattern's parameters, left to right.
        var parameterNames: [String] {
            slots.compactMap {
                guard case .parameter(let name, _) = $0 else { return nil }
                return name
            }
        }
    }

    /// What matching needs of a mounted module's pattern, fetched once when the router is built.
    @usableFromInline
    final class MountedPattern: Sendable {
        @usableFromInline let mount: MountedRoute<Component, Intent>
        /// The pattern's offer when it reads query items or ends in a remainder.
        @usableFromInline let offer: MountedRoute<Component, Intent>.Offer?
        /// The pattern's offer when it reads no query item and ends in no remainder; matching takes it first.
        @usableFromInline let simpleOffer: MountedRoute<Component, Intent>.SimpleOffer?
        /// The depth where the module's pattern starts: the prefix's segment count.
        @usableFromInline let base: Int
        /// Whether the mapping reads the prefix's captures (`mount.readsPrefix`, without the load).
        @usableFromInline let readsPrefix: Bool

        @inlinable
        init(
            mount: MountedRoute<Component, Intent>,
            offer: MountedRoute<Component, Intent>.Offer?,
            simpleOffer: MountedRoute<Component, Intent>.SimpleOffer?, base: Int
        ) {
            self.mount = mount
            self.offer = offer
            self.simpleOffer = simpleOffer
            self.base = base
            self.readsPrefix = mount.readsPrefix
        }
    }

    @usableFromInline
    struct CaptureSlot: Hashable, Sendable {
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

    /// What the entries with the same captures share: the captures, and the handler's dictionary ready to fill.
    ///
    /// Built once per distinct capture list (`CaptureShape.interned`), so a table of many routes with the same
    /// parameters keeps one copy. A match maps `prototype`'s values (segment depths) to the captured Strings:
    /// `mapValues` copies the keys as they lie, so nothing is hashed.
    @usableFromInline
    struct CaptureShape {
        @usableFromInline let captures: [CaptureSlot]
        @usableFromInline let prototype: [Component: Int]

        @inlinable
        init(_ captures: [CaptureSlot]) {
            self.captures = captures
            var prototype = [Component: Int](minimumCapacity: captures.count)
            for slot in captures where !slot.isRemainder {
                prototype[slot.component] = slot.depth
            }
            self.prototype = prototype
        }

        /// The shape for `captures`, from `shapes` when an earlier entry had the same captures.
        @inlinable
        static func interned(_ captures: [CaptureSlot], in shapes: inout [[CaptureSlot]: CaptureShape]) -> CaptureShape
        {
            if let shape = shapes[captures] { return shape }
            let shape = CaptureShape(captures)
            shapes[captures] = shape
            return shape
        }
    }

    /// Links `terminal`, a pattern that ends at `node`, into the chain of the patterns of its shape.
    ///
    /// Patterns of one shape may share a node only when their routes require different query items; the chain
    /// keeps more required items first, then declaration order. `conflicts` says whether an entry already in the
    /// chain requires the same query items, which makes the two patterns a conflict; `pattern` is made only then.
    @inlinable
    static func chain(
        _ terminal: Int32, at node: Int32, remainder isRemainder: Bool, requiredCount: Int,
        conflicts: (Entry) -> Bool, pattern: @autoclosure () -> String, route: borrowing Route<Component, Intent>,
        entries: [Entry],
        routes: [Route<Component, Intent>], alternatives: inout [Int32], builder: inout RouteTrie.Builder
    ) throws(DeepLinkRouterError) {
        var next = RouteTrie.noTerminal
        if let head = builder.setTerminal(terminal, at: node, remainder: isRemainder) {
            var previous = RouteTrie.noTerminal
            var current = head
            while current != RouteTrie.noTerminal {
                let other = entries[Int(current)]
                if conflicts(other) {
                    throw .conflict(other.text, at: routes[other.routeIndex].site, pattern(), at: route.site)
                }
                if other.requiredQueryCount < requiredCount { break }
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
    ///   - schemes: The custom schemes to accept (`myapp`), case-insensitively; `nil` accepts any. `http` and
    ///     `https` are not custom schemes: universal links are accepted through `hosts`.
    ///   - hosts: The hosts of universal links to accept (`example.com`, or `*.example.com` for any
    ///     subdomain), case-insensitively; `nil` accepts any.
    ///   - options: How literals compare; see ``MatchingOptions``.
    ///   - maxLinkLength: The longest link to read, in UTF-8 bytes (``defaultMaxLinkLength``, 64 KiB, by default);
    ///     longer links are refused with ``DeepLinkError/Kind/linkTooLong``.
    ///   - routes: The route table.
    /// - Throws: ``DeepLinkRouterError`` when two patterns accept the same links at the same precedence, a
    ///   pattern is malformed (a parameter used twice, a remainder before the end), a route has no pattern or no
    ///   source, a scheme or host is malformed, or the table is too large for the trie (2³¹ patterns or nodes, 4 GiB
    ///   of literals).
    /// - Complexity: O(*n*) in the total size of the patterns.
    @inlinable
    public init(
        schemes: [String]? = nil,
        hosts: [String]? = nil,
        options: MatchingOptions = [],
        maxLinkLength: Int = defaultMaxLinkLength,
        @RoutesBuilder<Component, Intent> _ routes: () -> [Route<Component, Intent>]
    ) throws(DeepLinkRouterError) {
        try self.init(
            schemes: schemes, hosts: hosts, options: options, maxLinkLength: maxLinkLength, routes: routes())
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
    ///   - maxLinkLength: The longest link to read, in UTF-8 bytes (``defaultMaxLinkLength`` by default).
    ///   - routes: The routes.
    /// - Throws: ``DeepLinkRouterError``, as ``init(schemes:hosts:options:maxLinkLength:_:)`` does.
    /// - Complexity: O(*n*) in the total size of the patterns.
    @inlinable
    public init(
        schemes: [String]? = nil,
        hosts: [String]? = nil,
        options: MatchingOptions = [],
        maxLinkLength: Int = defaultMaxLinkLength,
        routes: [Route<Component, Intent>]
    ) throws(DeepLinkRouterError) {
        try self.init(
            schemes: schemes, hosts: hosts, options: options, maxLinkLength: maxLinkLength, routes: routes,
            limits: .standard)
    }

    /// Compiles a route table within `limits`: the public initializers' work, with the trie's size limits as a
    /// parameter so that tests can reach them with small tables.
    @inlinable
    init(
        schemes: [String]?, hosts: [String]?, options: MatchingOptions, maxLinkLength: Int,
        routes: [Route<Component, Intent>], limits: RouteTrie.Limits
    ) throws(DeepLinkRouterError) {
        var builder = RouteTrie.Builder(caseInsensitive: options.contains(.caseInsensitiveLiterals), limits: limits)
        var entries: [Entry] = []
        // For each entry, the next entry that ends at the same trie node (`-1` for none): patterns of one shape
        // whose routes require different query items, more required items first, then declaration order.
        var alternatives: [Int32] = []
        entries.reserveCapacity(routes.count)
        alternatives.reserveCapacity(routes.count)
        var routeIndexByName: [String: Int] = [:]
        var shapes: [[CaptureSlot]: CaptureShape] = [:]
        // NB: inlinable, so that the caller's module specializes it: unspecialized, each step of this loop costs
        // generic metadata look-ups (measured: most of the build time).
        var routeIndex = 0
        while routeIndex < routes.count {
            let route = routes[routeIndex]
            try Self.check(route)
            if let name = route.name, let other = routeIndexByName.updateValue(routeIndex, forKey: name) {
                throw .duplicateName(name, at: routes[other].site, and: route.site)
            }
            var patternIndex = 0
            if let mount = route.mount {
                // A mounted module's patterns: inserted from their slots, checked by name.
                let prefixSlots = mount.prefix.slots
                let requiredCount = mount.requiredQuery.count
                let requiredNames = mount.requiredQuery.map(\.name)
                while patternIndex < mount.patterns.count {
                    let slots = prefixSlots + mount.patterns[patternIndex]
                    let description = PatternSlot.description(of: slots)
                    guard entries.count < limits.patterns else {
                        throw .tooManyPatterns(limits.patterns, at: description, route.site)
                    }
                    let terminal = Int32(truncatingIfNeeded: entries.count)
                    let (captures, node, isRemainder) = try Self.insert(
                        slots, description: description, mount: mount, of: route, into: &builder)
                    try Self.chain(
                        terminal, at: node, remainder: isRemainder, requiredCount: requiredCount,
                        conflicts: { other in
                            let otherNames = other.requiredQueryNames
                            return otherNames.count == requiredCount && otherNames.allSatisfy(requiredNames.contains)
                        }, pattern: description, route: route, entries: entries, routes: routes,
                        alternatives: &alternatives, builder: &builder)
                    entries.append(
                        Entry(
                            routeIndex: routeIndex, patternIndex: patternIndex, mount: mount, slots: slots,
                            shape: CaptureShape.interned(captures, in: &shapes), node: node, route: route))
                    patternIndex += 1
                }
            }
            while patternIndex < route.patterns.count {
                let pattern = route.patterns[patternIndex]
                // Terminal ids are `Int32`: the next one, `entries.count`, must fit.
                guard entries.count < limits.patterns else {
                    throw .tooManyPatterns(limits.patterns, at: pattern.description, route.site)
                }
                let terminal = Int32(truncatingIfNeeded: entries.count)
                let (captures, node, isRemainder) = try Self.insert(pattern, of: route, into: &builder)
                try Self.chain(
                    terminal, at: node, remainder: isRemainder, requiredCount: route.requiredQuery.count,
                    conflicts: { other in
                        guard other.mounted == nil else {
                            // A mounted module's route: its query items compare by name.
                            let otherNames = other.requiredQueryNames
                            return otherNames.count == route.requiredQuery.count
                                && route.requiredQuery.allSatisfy { otherNames.contains($0.rawValue) }
                        }
                        return other.requiredQuery.count == route.requiredQuery.count
                            && other.requiredQuery.allSatisfy(route.requiredQuery.contains)
                    }, pattern: pattern.description, route: route, entries: entries, routes: routes,
                    alternatives: &alternatives, builder: &builder)
                entries.append(
                    Entry(
                        routeIndex: routeIndex, patternIndex: patternIndex, pattern: pattern,
                        shape: CaptureShape.interned(captures, in: &shapes), node: node, route: route))
                patternIndex += 1
            }
            routeIndex += 1
        }
        self.routes = routes
        self.options = options
        self.trie = builder.build(
            filter: try LinkFilter(schemes: schemes, hosts: hosts), alternatives: alternatives,
            maxLinkLength: maxLinkLength)
        self.entries = entries
        self.routeIndexByName = routeIndexByName
    }

    /// Checks what a route declares besides its patterns.
    @inlinable
    static func check(_ route: Route<Component, Intent>) throws(DeepLinkRouterError) {
        guard !(route.mount.map { $0.patterns.isEmpty } ?? route.patterns.isEmpty) else {
            throw .noPattern(at: route.site)
        }
        guard !route.sources.isEmpty else { throw .noSources(at: route.site) }
        if let name = route.name, name.isEmpty { throw .emptyName(at: route.site) }
        if let mount = route.mount {
            // A mounted module's query items, by name.
            let declared = (mount.requiredQuery + mount.optionalQuery).map(\.name)
            for index in declared.indices where declared[..<index].contains(declared[index]) {
                throw .duplicateQuery(declared[index], at: route.site)
            }
            return
        }
        let declared = route.requiredQuery + route.optionalQuery
        for index in declared.indices where declared[..<index].contains(declared[index]) {
            throw .duplicateQuery(declared[index].rawValue, at: route.site)
        }
    }

    /// Inserts `pattern` into the trie, checking it as it goes.
    ///
    /// - Returns: The pattern's capture slots, the node where it ends (for a remainder, where the remainder
    ///   starts), and whether it ends in a remainder.
    @inlinable
    static func insert(
        _ pattern: RoutePattern<Component>, of route: Route<Component, Intent>, into builder: inout RouteTrie.Builder
    ) throws(DeepLinkRouterError) -> ([CaptureSlot], Int32, Bool) {
        var node: Int32 = 0
        var captures: [CaptureSlot] = []
        let segments = pattern.segments
        for depth in segments.indices {
            let segment = segments[depth]
            switch segment {
            case .literal(let text):
                if let sigil = text.utf8.first, sigil == UInt8(ascii: ":") || sigil == UInt8(ascii: "*") {
                    throw .literalLooksLikeParameter(
                        text, in: pattern.description, at: route.site,
                        suggestion: Self.dsl(segments[..<depth]) + " / ." + String(Substring(text.utf8.dropFirst())))
                }
                do {
                    node = try builder.literalChild(of: node, text)
                } catch {
                    throw .tableTooLarge(error, at: pattern.description, route.site)
                }
            case .parameter(let component):
                // Patterns are short: a linear search allocates nothing.
                guard !captures.contains(where: { $0.component == component }) else {
                    throw .duplicateParameter(component.rawValue, in: pattern.description, at: route.site)
                }
                if route.requiredQuery.contains(component) || route.optionalQuery.contains(component) {
                    throw .queryInPath(component.rawValue, in: pattern.description, at: route.site)
                }
                let isRemainder = component.capture == .remainder
                captures.append(CaptureSlot(depth: depth, component: component, isRemainder: isRemainder))
                switch component.capture {
                case .int, .string, .either:
                    do {
                        node = try component.capture == .int ? builder.intChild(of: node) : builder.anyChild(of: node)
                    } catch {
                        throw .tableTooLarge(error, at: pattern.description, route.site)
                    }
                case .remainder:
                    guard depth == segments.count - 1 else {
                        throw .remainderNotLast(component.rawValue, in: pattern.description, at: route.site)
                    }
                    builder.noteDepth(depth)
                    return (captures, node, true)
                }
            }
        }
        builder.noteDepth(segments.count)
        return (captures, node, false)
    }

    /// Inserts a mounted module's pattern into the trie from its slots, checking it by name as `insert(_:of:into:)`
    /// checks the router's own.
    ///
    /// - Returns: The prefix's capture slots (in the router's components), the node where the pattern ends (for a
    ///   remainder, where the remainder starts), and whether it ends in a remainder.
    @inlinable
    static func insert(
        _ slots: [PatternSlot], description: String, mount: MountedRoute<Component, Intent>,
        of route: Route<Component, Intent>, into builder: inout RouteTrie.Builder
    ) throws(DeepLinkRouterError) -> ([CaptureSlot], Int32, Bool) {
        var node: Int32 = 0
        var captures: [CaptureSlot] = []
        var names: [String] = []
        let prefix = mount.prefix.segments
        for depth in slots.indices {
            switch slots[depth] {
            case .literal(let text):
                if let sigil = text.utf8.first, sigil == UInt8(ascii: ":") || sigil == UInt8(ascii: "*") {
                    throw .literalLooksLikeParameter(
                        text, in: description, at: route.site,
                        suggestion: Self.dsl(slots[..<depth]) + " / ." + String(Substring(text.utf8.dropFirst())))
                }
                do {
                    node = try builder.literalChild(of: node, text)
                } catch {
                    throw .tableTooLarge(error, at: description, route.site)
                }
            case .parameter(let name, let capture):
                guard !names.contains(name) else { throw .duplicateParameter(name, in: description, at: route.site) }
                names.append(name)
                if mount.requiredQuery.contains(where: { $0.name == name })
                    || mount.optionalQuery.contains(where: { $0.name == name })
                {
                    throw .queryInPath(name, in: description, at: route.site)
                }
                if depth < prefix.count, case .parameter(let component) = prefix[depth] {
                    captures.append(
                        CaptureSlot(depth: depth, component: component, isRemainder: capture == .remainder))
                }
                switch capture {
                case .int, .string, .either:
                    do {
                        node = try capture == .int ? builder.intChild(of: node) : builder.anyChild(of: node)
                    } catch {
                        throw .tableTooLarge(error, at: description, route.site)
                    }
                case .remainder:
                    guard depth == slots.count - 1 else {
                        throw .remainderNotLast(name, in: description, at: route.site)
                    }
                    builder.noteDepth(depth)
                    return (captures, node, true)
                }
            }
        }
        builder.noteDepth(slots.count)
        return (captures, node, false)
    }

    /// Slots as the DSL writes them, for messages: `"legacy/recipe" / .id`.
    @usableFromInline
    static func dsl(_ slots: ArraySlice<PatternSlot>) -> String {
        var parts: [String] = []
        var literals: [String] = []
        for slot in slots {
            switch slot {
            case .literal(let text): literals.append(text)
            case .parameter(let name, _):
                if !literals.isEmpty { parts.append("\"" + literals.joined(separator: "/") + "\"") }
                literals = []
                parts.append("." + name)
            }
        }
        if !literals.isEmpty { parts.append("\"" + literals.joined(separator: "/") + "\"") }
        return parts.isEmpty ? "\"\"" : parts.joined(separator: " / ")
    }

    /// Segments as the DSL writes them, for messages: `"legacy/recipe" / .id`.
    @usableFromInline
    static func dsl(_ segments: ArraySlice<RoutePattern<Component>.Segment>) -> String {
        dsl(RoutePattern(normalized: Array(segments)).slots[...])
    }
}
