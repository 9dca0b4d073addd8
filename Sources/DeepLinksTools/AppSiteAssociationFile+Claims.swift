extension AppSiteAssociationFile {
    /// The component that decides a universal link for `appID`, as the system decides it: the first component of
    /// the first detail that lists `appID` whose keys all match the link; `nil` when none does (the link opens in
    /// the browser).
    ///
    /// The link is read as written: its path, then an optional `?query` and `#fragment`, percent-encoded.
    /// Components are tried in order, the first that matches decides, and an exclusion stops the scan; each is
    /// matched by ``Component/matches(path:query:fragment:)``, the checker's own matching, which states the rules
    /// recorded `swcutil` verdicts establish (issue #39).
    ///
    /// - Parameters:
    ///   - link: The path with its query and fragment: `/recipe/42?ref=home#top`.
    ///   - appID: The app, as `TEAMID.bundle.identifier`.
    /// - Returns: The deciding component, which opens the app unless it is an exclusion.
    func decidingComponent(for link: String, appID: String) -> Component? {
        guard let detail = details.first(where: { $0.appIDs.contains(appID) }) else { return nil }
        let (path, query, fragment) = Self.parts(of: link)
        return detail.components.first { $0.matches(path: path, query: query, fragment: fragment) }
    }

    /// Whether the file opens the app `appID` for a universal link: ``decidingComponent(for:appID:)`` is a component
    /// that is not an exclusion.
    func opensApp(_ link: String, appID: String) -> Bool {
        decidingComponent(for: link, appID: appID).map { !$0.isExcluded } ?? false
    }

    /// A link's path, query (empty when it has none) and fragment (`nil` when it has none), as written.
    static func parts(of link: String) -> (path: String, query: String, fragment: String?) {
        let hash = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let fragment = hash.count > 1 ? String(hash[1]) : nil
        let question = hash[0].split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        return (String(question[0]), question.count > 1 ? String(question[1]) : "", fragment)
    }
}
