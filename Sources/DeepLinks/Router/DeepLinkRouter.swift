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
/// ``maxLinkLength`` (64 KiB unless you say otherwise) are refused unread.
///
/// After `init` the router is immutable and `Sendable`: build it once and share it.
public struct DeepLinkRouter<Component: DeepLinkPathComponent, Intent>: Sendable {
    /// The routes, as declared (with group prefixes, gates and sources applied).
    public let routes: [Route<Component, Intent>]
    /// The options the router was built with.
    public let options: MatchingOptions
    /// Where push payloads carry their link or their route's name (``PushPayloadFormat/standard`` unless the
    /// initializer says otherwise): checked against the named routes when the router is built.
    ///
    /// ```swift
    /// router.pushPayloadFormat.typeKey   // "type"
    /// ```
    public let pushPayloadFormat: PushPayloadFormat
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
    @usableFromInline let routeIndexByName: [String: Int]
    /// The values each other name of a route fixes (``Route/alsoNamed(_:values:)``), by parameter name.
    @usableFromInline let fixedValuesByName: [String: [String: String]]
    /// The names of the query items any route declares: the only items a link's query is read for.
    @usableFromInline let queryNames: Set<String>
    /// Each route's parent and section, when some route declares one (``Route/parent(_:)``, ``RouteSection``).
    @usableFromInline let stacking: RouteStacking?

    /// A compiled pattern: what matching needs to turn a terminal into an intent.
    ///
    /// A class, so that the hot path retains one reference instead of each field.
    @usableFromInline
    final class Entry: Sendable {
        // NB: the indices as `Int32` (a table has fewer than 2³¹ patterns, `RouteTrie.Limits`), first, so that an
        // entry takes 16 bytes less (Benchmarks, --memory-check).
        @usableFromInline let storedRouteIndex: Int32
        @usableFromInline let storedPatternIndex: Int32
        @usableFromInline let storedSegmentCount: Int32
        /// The trie node where the pattern ends (for a remainder, where the remainder starts).
        @usableFromInline let node: Int32
        /// The pattern's text, prefixes included: `/shop/product/:productId`.
        @usableFromInline let text: String
        /// How a link reaches the route through this pattern.
        @usableFromInline let offer: CompiledRoute<Intent>.PatternOffer
        @usableFromInline let sources: LinkSources
        /// Whether the route has gates: a match reads them from the route only then.
        @usableFromInline let hasGates: Bool
        /// The last segment is a remainder.
        @usableFromInline let hasRemainder: Bool
        /// Where the route's required query items are in the router's `requiredQueries`; `-1` when it requires none.
        ///
        /// NB: an index, not the list: the entry fits in 72 bytes (Benchmarks, --memory-check).
        @usableFromInline let requiredQueryIndex: Int32

        /// The route's index in ``routes``.
        @inlinable var routeIndex: Int { Int(storedRouteIndex) }
        /// The pattern's index in its route.
        @inlinable var patternIndex: Int { Int(storedPatternIndex) }
        /// How many segments the pattern has.
        @inlinable var segmentCount: Int { Int(storedSegmentCount) }

        @inlinable
        init(
            routeIndex: Int, patternIndex: Int, text: String, compiled: CompiledRoute<Intent>, node: Int32,
            hasRemainder: Bool, requiredQueryIndex: Int32, route: borrowing Route<Component, Intent>
        ) {
            self.requiredQueryIndex = requiredQueryIndex
            self.storedSegmentCount = Int32(truncatingIfNeeded: compiled.patterns[patternIndex].count)
            self.storedRouteIndex = Int32(truncatingIfNeeded: routeIndex)
            self.storedPatternIndex = Int32(truncatingIfNeeded: patternIndex)
            self.text = text
            self.offer = compiled.offers[patternIndex]
            self.sources = route.sources
            self.hasGates = !route.gates.isEmpty
            self.hasRemainder = hasRemainder
            self.node = node
        }
    }

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
        route: borrowing Route<Component, Intent>, entries: [Entry], requiredQueries: [[QueryParameter]],
        routes: [Route<Component, Intent>], alternatives: inout [Int32], builder: inout RouteTrie.Builder
    ) throws(DeepLinkRouterError) {
        var next = RouteTrie.noTerminal
        if let head = builder.setTerminal(terminal, at: node, remainder: isRemainder) {
            var previous = RouteTrie.noTerminal
            var current = head
            while current != RouteTrie.noTerminal {
                let other = entries[Int(current)]
                if conflicts(current, other) {
                    throw .conflict(other.text, at: routes[other.routeIndex].site, pattern(), at: route.site)
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
    ///   - maxLinkLength: The longest link to read, in UTF-8 bytes, 1 or more (``defaultMaxLinkLength``, 64 KiB, by
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
    ///   - maxLinkLength: The longest link to read, in UTF-8 bytes, 1 or more (``defaultMaxLinkLength`` by default).
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

    /// The entry of route `index`'s pattern `patternIndex`: the entries are in the order of the routes and their
    /// patterns, so a binary search finds it without compiling the route.
    func entry(routeAt index: Int, patternIndex: Int) -> Entry {
        entries[firstEntryPosition(ofRouteAt: index) + patternIndex]
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
        routes[index].compiled.patterns[patternIndex][...]
    }

    /// Compiles a route table within `limits`: the public initializers' work, with the trie's size limits as a
    /// parameter so that tests can reach them with small tables.
    @inlinable
    init(
        schemes: [String]?, hosts: [String]?, options: MatchingOptions, maxLinkLength: Int,
        pushPayloadFormat: PushPayloadFormat = .standard, routes: [Route<Component, Intent>], limits: RouteTrie.Limits
    ) throws(DeepLinkRouterError) {
        // What the router accepts is checked before any route: a list, a length or a format that can never work
        // says so first.
        guard maxLinkLength >= 1 else { throw .invalidMaxLinkLength(maxLinkLength, default: Self.defaultMaxLinkLength) }
        let filter = try LinkFilter(schemes: schemes, hosts: hosts)
        try pushPayloadFormat.check()
        var builder = RouteTrie.Builder(caseInsensitive: options.contains(.caseInsensitiveLiterals), limits: limits)
        var entries: [Entry] = []
        let cache = CompileCache(forMatching: true)
        // For each entry, the next entry that ends at the same trie node (`-1` for none): patterns of one shape
        // whose routes require different query items, more required items first, then declaration order.
        var alternatives: [Int32] = []
        // The typed captures of the patterns that have some, by terminal (`typedSignature(of:)`).
        var typedSignatures: [Int32: [CaptureKind?]] = [:]
        entries.reserveCapacity(routes.count)
        alternatives.reserveCapacity(routes.count)
        var routeIndexByName: [String: Int] = [:]
        var fixedValuesByName: [String: [String: String]] = [:]
        var queryNames: Set<String> = []
        var requiredQueries: [[QueryParameter]] = []
        // The parameters named routes that take pushes declare, for the format's `parameterKeys` (only when it
        // has some).
        var pushParameters: Set<String> = []
        var routeIndex = 0
        while routeIndex < routes.count {
            let route = routes[routeIndex]
            let form = route.compile(route.prefix, cache)
            try Self.check(route, form)
            try Self.check(route, form, against: pushPayloadFormat)
            if !pushPayloadFormat.parameterKeys.isEmpty, route.name != nil || !route.otherNames.isEmpty,
                route.sources.admits(.pushNotification)
            {
                Self.noteParameters(of: form, in: &pushParameters)
            }
            if let name = route.name, let other = routeIndexByName.updateValue(routeIndex, forKey: name) {
                throw .duplicateName(name, at: routes[other].site, and: route.site)
            }
            for (name, values) in route.otherNames.sorted(by: { $0.key < $1.key }) {
                guard !name.isEmpty else { throw .emptyName(at: route.site) }
                if let other = routeIndexByName.updateValue(routeIndex, forKey: name) {
                    throw .duplicateName(name, at: routes[other].site, and: route.site)
                }
                try Self.check(values, fixedBy: name, of: route, form)
                fixedValuesByName[name] = values
            }
            if !route.otherKeys.isEmpty { try Self.checkOtherKeys(of: route, form, format: pushPayloadFormat) }
            if let problem = route.declarations?.redirectProblem, !problem.isEmpty {
                throw .redirectNeedsValue(problem, at: route.site)
            }
            let required = form.requiredQuery
            let requiredQueryIndex = required.isEmpty ? -1 : Int32(truncatingIfNeeded: requiredQueries.count)
            if !required.isEmpty { requiredQueries.append(required) }
            for item in required { queryNames.insert(item.name) }
            for item in form.optionalQuery { queryNames.insert(item.name) }
            var patternIndex = 0
            while patternIndex < form.patterns.count {
                let patternSlots = form.patterns[patternIndex]
                let description = PatternSlot.description(of: patternSlots)
                // Terminal ids are `Int32`: the next one, `entries.count`, must fit.
                guard entries.count < limits.patterns else {
                    throw .tooManyPatterns(limits.patterns, at: description, route.site)
                }
                let terminal = Int32(truncatingIfNeeded: entries.count)
                let (node, isRemainder) = try Self.insert(
                    patternSlots, description: description, form: form, of: route, into: &builder)
                // The kinds of the typed captures, position by position (`nil` elsewhere); empty when it has none.
                let typed = Self.typedSignature(of: patternSlots)
                if !typed.isEmpty { typedSignatures[terminal] = typed }
                try Self.chain(
                    terminal, at: node, remainder: isRemainder, requiredCount: required.count,
                    typedCount: typed.count { $0 != nil },
                    typedCounts: { typedSignatures[$0]?.count { $0 != nil } ?? 0 },
                    conflicts: { otherTerminal, other in
                        let others = Self.requiredQuery(of: other, in: requiredQueries)
                        return others.count == required.count
                            && others.allSatisfy { item in required.contains { $0.name == item.name } }
                            && (typedSignatures[otherTerminal] ?? []) == typed
                    }, pattern: description, route: route, entries: entries, requiredQueries: requiredQueries,
                    routes: routes,
                    alternatives: &alternatives, builder: &builder)
                entries.append(
                    Entry(
                        routeIndex: routeIndex, patternIndex: patternIndex, text: description, compiled: form,
                        node: node, hasRemainder: isRemainder, requiredQueryIndex: requiredQueryIndex, route: route))
                patternIndex += 1
            }
            routeIndex += 1
        }
        try Self.check(pushPayloadFormat, routes: routes, names: routeIndexByName, parameters: pushParameters)
        self.stacking = try RouteStacking.resolve(routes, names: routeIndexByName)
        self.routes = routes
        self.options = options
        self.pushPayloadFormat = pushPayloadFormat
        self.trie = builder.build(filter: filter, alternatives: alternatives, maxLinkLength: maxLinkLength)
        self.entries = entries
        self.requiredQueries = requiredQueries
        self.routeIndexByName = routeIndexByName
        self.fixedValuesByName = fixedValuesByName
        self.queryNames = queryNames
    }

    /// The query items `entry`'s route requires.
    @inlinable
    static func requiredQuery(of entry: Entry, in requiredQueries: [[QueryParameter]]) -> [QueryParameter] {
        entry.requiredQueryIndex < 0 ? [] : requiredQueries[Int(entry.requiredQueryIndex)]
    }

    /// Checks what a route declares besides its patterns.
    @inlinable
    static func check(_ route: Route<Component, Intent>, _ form: CompiledRoute<Intent>) throws(DeepLinkRouterError) {
        guard !form.patterns.isEmpty else { throw .noPattern(at: route.site) }
        guard !route.sources.isEmpty || route.isInAppByDeclaration else { throw .noSources(at: route.site) }
        if let name = route.name, name.isEmpty { throw .emptyName(at: route.site) }
        let declared = (form.requiredQuery + form.optionalQuery).map(\.name)
        for index in declared.indices where declared[..<index].contains(declared[index]) {
            throw .duplicateQuery(declared[index], at: route.site)
        }
    }

    /// Checks that a named route that takes pushes has no parameter named like one of `format`'s own keys, which
    /// a push could never give it a value under.
    @usableFromInline
    static func check(
        _ route: Route<Component, Intent>, _ form: CompiledRoute<Intent>, against format: PushPayloadFormat
    ) throws(DeepLinkRouterError) {
        guard let name = route.name ?? route.otherNames.keys.min(), route.sources.admits(.pushNotification) else {
            return
        }
        for slots in form.patterns {
            for slot in slots {
                guard case .parameter(let parameter, _) = slot,
                    let key = format.ownKey(format.payloadKey(forParameter: parameter))
                else { continue }
                throw .parameterIsPayloadKey(parameter, key, route: name, at: route.site)
            }
        }
        for item in form.requiredQuery + form.optionalQuery {
            guard let key = format.ownKey(format.payloadKey(forParameter: item.name)) else { continue }
            throw .parameterIsPayloadKey(item.name, key, route: name, at: route.site)
        }
    }

    /// Checks the values another name of a route fixes: each one of the route's parameters, of its capture kind.
    @usableFromInline
    static func check(
        _ values: [String: String], fixedBy name: String, of route: Route<Component, Intent>,
        _ form: CompiledRoute<Intent>
    ) throws(DeepLinkRouterError) {
        let kinds = RouteForm(form).captureKinds
        for (parameter, value) in values.sorted(by: { $0.key < $1.key }) {
            guard let capture = kinds[parameter] else {
                throw .unknownFixedParameter(parameter, name: name, at: route.site, parameters: kinds.keys.sorted())
            }
            guard capture.accepts(value), !value.utf8.contains(where: ASCII.isControl) else {
                throw .invalidFixedValue(parameter, value, expected: capture, name: name, at: route.site)
            }
        }
    }

    /// Checks a route's other keys: each for a parameter of the route, none another parameter's name or the push
    /// format's own key (for a route that takes pushes), none given to two parameters.
    @usableFromInline
    static func checkOtherKeys(
        of route: Route<Component, Intent>, _ form: CompiledRoute<Intent>, format: PushPayloadFormat
    ) throws(DeepLinkRouterError) {
        let parameters = Set(RouteForm(form).captureKinds.keys)
        var owners: [String: String] = [:]
        for (parameter, key) in route.otherKeys.sorted(by: { $0.key < $1.key }) {
            let ambiguous = ": a link by name could not say which value it gives"
            guard parameters.contains(parameter) else {
                throw .otherKeyCollision(
                    key, parameter: parameter, at: route.site, detail: "the route takes no '\(parameter)'")
            }
            if parameters.contains(key) {
                throw .otherKeyCollision(
                    key, parameter: parameter, at: route.site,
                    detail: "the route has a parameter named '\(key)'" + ambiguous)
            }
            if let owner = owners.updateValue(parameter, forKey: key) {
                throw .otherKeyCollision(
                    key, parameter: parameter, at: route.site, detail: "'\(owner)' takes that key already" + ambiguous)
            }
            if route.sources.admits(.pushNotification), let own = format.ownKey(key) {
                throw .otherKeyCollision(
                    key, parameter: parameter, at: route.site, detail: "it is \(own.role): a push could never give it")
            }
        }
    }

    /// Adds the names of `form`'s parameters to `names`.
    @usableFromInline
    static func noteParameters(of form: CompiledRoute<Intent>, in names: inout Set<String>) {
        for slots in form.patterns {
            for case .parameter(let name, _) in slots { names.insert(name) }
        }
        for item in form.requiredQuery + form.optionalQuery { names.insert(item.name) }
    }

    /// Checks the format's maps against the table: every route name it maps to names a route that takes pushes,
    /// every parameter it maps to is one a named route that takes pushes declares.
    @usableFromInline
    static func check(
        _ format: PushPayloadFormat, routes: [Route<Component, Intent>], names: [String: Int], parameters: Set<String>
    ) throws(DeepLinkRouterError) {
        for (value, name) in format.routeNames.sorted(by: { $0.key < $1.key }) {
            guard let index = names[name] else {
                throw .unknownPayloadRoute(value, name, known: names.keys.sorted())
            }
            guard routes[index].sources.admits(.pushNotification) else {
                throw .payloadRouteClosedToPushes(value, name, at: routes[index].site)
            }
        }
        for (key, parameter) in format.parameterKeys.sorted(by: { $0.key < $1.key })
        where !parameters.contains(parameter) {
            throw .unknownPayloadParameter(key, parameter)
        }
    }

    /// Inserts a pattern into the trie, checking it as it goes: a literal that reads as a parameter, a parameter
    /// used twice or also a query item, a remainder before the end.
    ///
    /// - Returns: The node where the pattern ends (for a remainder, where the remainder starts), and whether it
    ///   ends in a remainder.
    @inlinable
    static func insert(
        _ slots: [PatternSlot], description: String, form: CompiledRoute<Intent>,
        of route: Route<Component, Intent>, into builder: inout RouteTrie.Builder
    ) throws(DeepLinkRouterError) -> (Int32, Bool) {
        var node: Int32 = 0
        for depth in slots.indices {
            switch slots[depth] {
            case .literal(let text):
                if text.utf8.contains(where: ASCII.isControl) {
                    throw .controlCharacterInLiteral(text, in: description, at: route.site)
                }
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
                // NB: patterns are short: a search of the slots before it allocates nothing.
                let usedBefore = slots[..<depth].contains { slot in
                    if case .parameter(name, _) = slot { return true }
                    return false
                }
                guard !usedBefore else { throw .duplicateParameter(name, in: description, at: route.site) }
                if form.requiredQuery.contains(where: { $0.name == name })
                    || form.optionalQuery.contains(where: { $0.name == name })
                {
                    throw .queryInPath(name, in: description, at: route.site)
                }
                // A typed capture takes the any-segment child with `.string` and `.either`: its value is checked
                // when its route is offered the link (`Route.compile`).
                switch capture.storage {
                case .int, .string, .either, .value:
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
                    return (node, true)
                }
            }
        }
        builder.noteDepth(slots.count)
        return (node, false)
    }

    /// The kind of each typed capture of `slots`, at its position, `nil` at the other positions.
    ///
    /// Empty when the pattern has no typed capture. Two patterns of one shape conflict only when their signatures are
    /// equal.
    @inlinable
    static func typedSignature(of slots: [PatternSlot]) -> [CaptureKind?] {
        guard slots.contains(where: { if case .parameter(_, let kind) = $0 { kind.isTyped } else { false } }) else {
            return []
        }
        return slots.map { slot in
            guard case .parameter(_, let kind) = slot, kind.isTyped else { return nil }
            return kind
        }
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
}
