extension DeepLinkRouter {
    /// The route whose pattern matches `path` first in precedence order: the route ``match(path:)`` offers
    /// the link to first.
    ///
    /// Handlers are not called (so a route whose handler would decline is still selected) and the query is
    /// not read (so required query parameters are not checked). Useful to know where a link leads without
    /// acting on it (analytics, link previews), and the cheapest lookup the router has.
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
            _ = trie.match(input, isURL: false) { terminal, _, _ in
                let entry = entries[Int(terminal)]
                selection = RouteSelection(
                    routeIndex: entry.routeIndex, patternIndex: entry.patternIndex, pattern: entry.text)
                return true
            }
            return selection
        }
    }
}
