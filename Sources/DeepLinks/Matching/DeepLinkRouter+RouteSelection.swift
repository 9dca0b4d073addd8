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
    /// - Complexity: O(*n*) in the path's length, independent of the number of routes; no heap allocation.
    @inlinable
    public func route(forPath path: String) -> RouteSelection? {
        var text = path
        let trie = self.trie
        let entries = self.entries
        return text.withUTF8 { input in
            var selection: RouteSelection?
            _ = trie.match(input, isURL: false) { terminal, _, info in
                // NB: the query check reads the entry again rather than holding it across the call, which would
                // retain it on every selection (measured with callgrind); a static call keeps the router uncaptured.
                if !entries[Int(terminal)].requiredQuery.isEmpty,
                    !Self._hasRequiredQuery(entries[Int(terminal)], input: input, query: info.query)
                {
                    return false
                }
                let entry = entries[Int(terminal)]
                selection = RouteSelection(
                    routeIndex: entry.routeIndex, patternIndex: entry.patternIndex, pattern: entry.text)
                return true
            }
            return selection
        }
    }

    /// Whether the link's query carries every item `entry` requires, each of its capture kind.
    @usableFromInline
    static func _hasRequiredQuery(_ entry: Entry, input: UnsafeBufferPointer<UInt8>, query: Range<Int>?) -> Bool {
        guard let query else { return false }
        return entry.requiredQuery.allSatisfy { component in
            var name = component.rawValue
            return name.withUTF8 { name in
                QueryItems.hasValue(named: name, in: input, range: query) { component.capture.accepts($0) }
            }
        }
    }
}
