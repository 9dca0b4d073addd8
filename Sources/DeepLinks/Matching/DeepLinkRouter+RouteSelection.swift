extension DeepLinkRouter {
    /// The route whose pattern matches `path` first in precedence order: the route ``match(_:)`` offers
    /// the link to first.
    ///
    /// Handlers are not called, so a route whose handler would decline or throw is still selected. Required
    /// query items are checked as ``match(_:)`` checks them (present, of their capture kind), because they
    /// decide between routes of the same shape. Useful to know where a link leads without acting on it
    /// (analytics, link previews), and the cheapest lookup the router has.
    ///
    /// ```swift
    /// router.route(forPath: "/subscription/abc/3/edit")?.pattern  // "/subscription/:subscriptionId/:weekId/edit"
    /// ```
    ///
    /// - Parameter path: The path, as ``match(_:)`` reads it.
    /// - Returns: The selected route, or `nil` when no pattern matches.
    /// - Complexity: As ``match(_:)``; no heap allocation unless a route that requires several query items, or a
    ///   second route that requires one, is offered the link (the query is then parsed once).
    @inlinable
    public func route(forPath path: String) -> RouteSelection? {
        _selection(path, isURL: false, door: nil)
    }

    /// The one selection walk, behind ``route(forPath:)`` and the check of every reverse link: the route a link
    /// selects, without calling handlers; for a URL, the router's scheme and host filters apply, and with a `door`,
    /// the routes' sources.
    @inlinable
    func _selection(_ text: String, isURL: Bool, door: LinkSource?) -> RouteSelection? {
        let trie = self.trie
        let entries = self.entries
        let queryNames = self.queryNames
        let requiredQueries = self.requiredQueries
        let selected = LinkText.withBytes(of: text) { input in
            // No door to admit and no query item to check: the first route offered is the one.
            if door == nil, requiredQueries.isEmpty { return trie.firstTerminal(input, isURL: isURL) }
            var selected = RouteTrie.noTerminal
            var query = QueryCheck()
            trie.select(input, isURL: isURL) { terminal, pathEnd, _ in
                // NB: each field read from the array, not from a local holding the entry, which retained and
                // released it on every selection (callgrind: 57 instructions of 1,542).
                if let door, !entries[Int(terminal)].sources.admits(door) { return false }
                if entries[Int(terminal)].requiredQueryIndex >= 0 {
                    // The query's place, found once a link: only routes that require an item read it.
                    let range: Range<Int>?
                    if let known = query.range {
                        range = known
                    } else {
                        MatchStep.count(.linkByte, input.count &- pathEnd)
                        range = RouteTrie.queryRange(in: input, pathEnd: pathEnd)
                        query.range = .some(range)
                    }
                    guard
                        Self._hasRequiredQuery(
                            requiredQueries[Int(entries[Int(terminal)].requiredQueryIndex)], input: input,
                            query: range, names: queryNames, check: &query)
                    else { return false }
                }
                selected = terminal
                return true
            }
            return selected
        }
        // NB: made here, after the walk, so that a caller that reads only `routeIndex` copies no pattern: the
        // String's retain and release cost about 8 ns a selection (benchmark, github-api).
        guard selected != RouteTrie.noTerminal else { return nil }
        return RouteSelection(
            routeIndex: entries[Int(selected)].routeIndex, patternIndex: entries[Int(selected)].patternIndex,
            pattern: patternTexts[Int(selected)])
    }

    /// Whether the link's query carries every item of `required` (a route's required items), each of its capture kind.
    ///
    /// The first route asked, when it requires one item, reads the query for it and allocates nothing; otherwise the
    /// query is parsed once (`check.items`), so that many routes of one shape cost at most two reads of the query,
    /// not one per route and item.
    @usableFromInline
    static func _hasRequiredQuery(
        _ required: [QueryParameter], input: UnsafeBufferPointer<UInt8>, query: Range<Int>?, names: Set<String>,
        check: inout QueryCheck
    ) -> Bool {
        guard let query else { return required.isEmpty }
        defer { check.asked += 1 }
        if check.asked == 0, required.count == 1, let item = required.first {
            var name = item.name
            return name.withUTF8 { name in
                QueryItems.hasValue(named: name, in: input, range: query) { item.capture.accepts($0) }
            }
        }
        let items = check.items ?? QueryItems.parse(input, range: query, names: names)
        check.items = items
        return required.allSatisfy { item in
            guard let found = items[item.name], let value = found.value, item.capture.accepts(value) else {
                return false
            }
            return found.repeats.allSatisfy { $0.value.map(item.capture.accepts) ?? false }
        }
    }

    /// What `_hasRequiredQuery` has learned of one link's query.
    @usableFromInline
    struct QueryCheck {
        /// How many routes asked.
        @usableFromInline var asked = 0
        /// The items some route requires, once parsed.
        @usableFromInline var items: [String: QueryItems.Item]?
        /// Where the query is (`.some(nil)`: the link has none), once a route that requires an item asked.
        @usableFromInline var range: Range<Int>??

        @inlinable
        init() {}
    }
}
