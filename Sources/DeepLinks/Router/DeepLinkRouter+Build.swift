/// Building a router: the route table checked and compiled into the trie, once.
extension DeepLinkRouter {
    /// Compiles a route table within `limits`: the public initializers' work, with the trie's size limits as a
    /// parameter so that tests can reach them with small tables.
    ///
    /// With `leftOut`, a rule's route (``Route/rule``) that fails its checks or conflicts with a route before it is
    /// left out and given to `leftOut` with its index and error, and the build goes on: every conflict of a rule set
    /// is found in one build (`applying(_:now:)`). The other routes' errors are thrown as ever.
    @inlinable
    init(
        schemes: [String]?, hosts: [String]?, options: MatchingOptions, maxLinkLength: Int,
        pushPayloadFormat: PushPayloadFormat = .standard, routes: [Route<Component, Intent>], limits: RouteTrie.Limits,
        leavingOutRules leftOut: ((Int, DeepLinkRouterError) -> Void)? = nil
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
        var offers: [CompiledRoute<Intent>.PatternOffer] = []
        var patternTexts: [String] = []
        entries.reserveCapacity(routes.count)
        offers.reserveCapacity(routes.count)
        patternTexts.reserveCapacity(routes.count)
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
            // What this route adds, taken back if it is a rule's that is left out.
            let entryCount = entries.count
            do throws(DeepLinkRouterError) {
                let form = route.compile(route.prefix, cache)
                try Self.check(route, form)
                let otherNames = route.otherNames
                let isNamed = route.name != nil || !otherNames.isEmpty
                // NB: only a named route can clash with the push format: the check, not inlined, looked the route's
                // generic type up for every route (callgrind: ~500 instructions a route).
                if isNamed { try Self.check(route, form, against: pushPayloadFormat) }
                if !pushPayloadFormat.parameterKeys.isEmpty, isNamed, route.sources.admits(.pushNotification) {
                    Self.noteParameters(of: form, in: &pushParameters)
                }
                if let name = route.name, let other = routeIndexByName.updateValue(routeIndex, forKey: name) {
                    throw .duplicateName(name, at: routes[other].site, and: route.site)
                }
                // NB: no sort of an empty dictionary, which still made an array (callgrind: ~180 instructions a route).
                for (name, values) in otherNames.isEmpty ? [] : otherNames.sorted(by: { $0.key < $1.key }) {
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
                while patternIndex < form.patternCount {
                    let patternSlots = form.pattern(patternIndex)
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
                        }, pattern: description, route: route, entries: entries, texts: patternTexts,
                        requiredQueries: requiredQueries,
                        routes: routes,
                        alternatives: &alternatives, builder: &builder)
                    entries.append(
                        Entry(
                            routeIndex: routeIndex, patternIndex: patternIndex, segmentCount: patternSlots.count,
                            node: node, hasRemainder: isRemainder, requiredQueryIndex: requiredQueryIndex, route: route)
                    )
                    offers.append(form.offer(patternIndex))
                    patternTexts.append(description)
                    patternIndex += 1
                }
            } catch {
                guard let leftOut, route.declarations?.rule != nil else { throw error }
                // NB: a conflict is found before the route's terminal is set at its node (`chain`), and a rule's
                // route has one pattern: what is taken back is at most the entries and links of patterns before it.
                entries.removeSubrange(entryCount...)
                offers.removeSubrange(entryCount...)
                patternTexts.removeSubrange(entryCount...)
                alternatives.removeSubrange(entryCount...)
                leftOut(routeIndex, error)
            }
            routeIndex += 1
        }
        try Self.check(pushPayloadFormat, routes: routes, names: routeIndexByName, parameters: pushParameters)
        // NB: whether any route declares a parent, a section or a section root is asked here, where the routes' types are
        // known: the generic `resolve` copied every whole route to ask it (callgrind: ~1,180 instructions a route,
        // building 30,000 routes).
        self.stacking =
            routes.contains(where: { $0.declarations != nil })
            ? try RouteStacking.resolve(routes, names: routeIndexByName) : nil
        self.routes = routes
        self.options = options
        self.pushPayloadFormat = pushPayloadFormat
        self.trie = builder.build(filter: filter, alternatives: alternatives, maxLinkLength: maxLinkLength)
        self.entries = entries
        self.offers = offers
        self.patternTexts = patternTexts
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
        guard form.patternCount > 0 else { throw .noPattern(at: route.site) }
        guard !route.sources.isEmpty || route.isInAppByDeclaration else { throw .noSources(at: route.site) }
        if let name = route.name, name.isEmpty { throw .emptyName(at: route.site) }
        // NB: nothing to compare for a route without query items (nearly every route): the list of names was made
        // with a key path, applied at run time (callgrind, the first build of github-api: ~280 instructions a route).
        guard !form.requiredQuery.isEmpty || !form.optionalQuery.isEmpty else { return }
        let declared = (form.requiredQuery + form.optionalQuery).map { $0.name }
        for index in declared.indices where declared[..<index].contains(declared[index]) {
            throw .duplicateQuery(declared[index], at: route.site)
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

    /// Inserts a pattern into the trie, checking it as it goes: a literal that reads as a parameter or holds a `%`
    /// (links are compared decoded), a parameter used twice or also a query item, a remainder before the end.
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
                // NB: one pass over the bytes in place, the errors worked out only for a literal that has one of them:
                // three searches of `String.UTF8View` cost ~1,040 instructions a route (callgrind, 30,000 synthetic
                // routes of 2.5 literals).
                let isSuspect = LinkText.withBytes(of: text) { bytes in
                    bytes.first == UInt8(ascii: ":") || bytes.first == UInt8(ascii: "*")
                        || bytes.contains { ASCII.isControl($0) || $0 == UInt8(ascii: "%") }
                }
                if isSuspect { try Self.check(literal: text, at: depth, of: slots, description: description, route) }
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

    /// Checks a literal of `slots`, at `depth`: it holds no control character and no `%` (links are compared
    /// decoded), and does not read as a parameter.
    @usableFromInline
    static func check(
        literal text: String, at depth: Int, of slots: [PatternSlot], description: String,
        _ route: Route<Component, Intent>
    ) throws(DeepLinkRouterError) {
        if text.utf8.contains(where: ASCII.isControl) {
            throw .controlCharacterInLiteral(text, in: description, at: route.site)
        }
        if text.utf8.contains(UInt8(ascii: "%")) {
            throw .percentInLiteral(text, in: description, at: route.site)
        }
        if let sigil = text.utf8.first, sigil == UInt8(ascii: ":") || sigil == UInt8(ascii: "*") {
            throw .literalLooksLikeParameter(
                text, in: description, at: route.site,
                suggestion: Self.dsl(slots[..<depth]) + " / ." + String(Substring(text.utf8.dropFirst())))
        }
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
