extension DeepLinkRouter {
    /// Whether this router matched `link` on a legacy pattern (``Route/redirecting(from:fileID:line:)``).
    package func isRedirect(_ link: DeepLink<Intent>) -> Bool {
        let index = Int(link.storedEntry)
        guard entries.indices.contains(index), entries[index].text == link.pattern else { return false }
        return routes[entries[index].routeIndex].isRedirect
    }
}
