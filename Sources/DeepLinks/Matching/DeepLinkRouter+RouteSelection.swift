extension DeepLinkRouter {
    /// The route whose pattern matches `path` first in precedence order: the route ``match(path:)`` offers
    /// the link to first.
    ///
    /// Handlers are not called, so a route whose handler would decline or throw is still selected. Required
    /// query items are checked as ``match(path:)`` checks them (present, of their capture kind), because they
    /// decide between routes of the same shape. Useful to know where a link leads without acting on it
    /// (analytics, link previews), and the cheapest lookup the router has.
    ///
    /// ```swift
    /// router.route(forPath: "/subscription/abc/3/edit")?.pattern  // "/subscription/:subscriptionId/:weekId/edit"
    /// ```
    ///
    /// - Parameter path: The path, as ``match(path:)`` reads it.
    /// - Returns: The selected route, or `nil` when no pattern matches.
    /// - Complexity: As ``match(path:)``; no heap allocation unless a route that requires several query items, or a
    ///   second route that requires one, is offered the link (the query is then parsed once).
    @inlinable
    public func route(forPath path: String) -> RouteSelection? {
        var text = path
        let trie = self.trie
        let entries = self.entries
        return text.withUTF8 { input in
            var selection: RouteSelection?
            var query = QueryCheck()
            _ = trie.match(input, isURL: false) { terminal, _, info in
                // NB: the query check reads the entry again rather than holding it across the call, which would
                // retain it on every selection (measured with callgrind); a static call keeps the router uncaptured.
                if !entries[Int(terminal)].requiredQuery.isEmpty || entries[Int(terminal)].mounted != nil,
                    !Self._hasRequiredQuery(entries[Int(terminal)], input: input, query: info.query, check: &query)
                {
                    return false
                }
                // NB: each field read from the array, not from a local holding the entry, which retained and
                // released it on every selection (callgrind: 57 instructions of 1,542).
                selection = RouteSelection(
                    routeIndex: entries[Int(terminal)].routeIndex, patternIndex: entries[Int(terminal)].patternIndex,
                    pattern: entries[Int(terminal)].text)
                return true
            }
            return selection
        }
    }

    /// Whether the link's query carries every item `entry` requires, each of its capture kind.
    ///
    /// The first route asked, when it requires one item, reads the query for it and allocates nothing; otherwise the
    /// query is parsed once (`check.items`), so that many routes of one shape cost at most two reads of the query,
    /// not one per route and item.
    @usableFromInline
    static func _hasRequiredQuery(
        _ entry: Entry, input: UnsafeBufferPointer<UInt8>, query: Range<Int>?, check: inout QueryCheck
    ) -> Bool {
        if let mounted = entry.mounted {
            // A mounted module's items, by name: read one by one (the query is not parsed into the router's type).
            let required = mounted.mount.requiredQuery
            guard !required.isEmpty else { return true }
            guard let query else { return false }
            return required.allSatisfy { item in
                guard case .parameter(var name, let capture) = item else { return true }
                return name.withUTF8 { name in
                    QueryItems.hasValue(named: name, in: input, range: query) { capture.accepts($0) }
                }
            }
        }
        guard let query else { return false }
        defer { check.asked += 1 }
        if check.asked == 0, entry.requiredQuery.count == 1, let component = entry.requiredQuery.first {
            var name = component.rawValue
            return name.withUTF8 { name in
                QueryItems.hasValue(named: name, in: input, range: query) { component.capture.accepts($0) }
            }
        }
        let items = check.items ?? QueryItems.parse(input, range: query, as: Component.self)
        check.items = items
        return entry.requiredQuery.allSatisfy { component in
            items[component]?.value.map { component.capture.accepts($0) } ?? false
        }
    }

    /// What `_hasRequiredQuery` has learned of one link's query.
    @usableFromInline
    struct QueryCheck {
        /// How many routes asked.
        @usableFromInline var asked = 0
        /// The items named by components, once parsed.
        @usableFromInline var items: [Component: QueryItems.Item]?

        @inlinable
        init() {}
    }
}
