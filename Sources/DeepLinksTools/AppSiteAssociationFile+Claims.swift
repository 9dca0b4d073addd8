extension AppSiteAssociationFile {
    /// The component that decides a universal link for `appID`, as the system decides it: the first component of
    /// the first detail that lists `appID` whose keys all match the link; `nil` when none does (the link opens in
    /// the browser).
    ///
    /// The link is read as written: its path, then an optional `?query` and `#fragment`, percent-encoded. The rules
    /// are the ones recorded `swcutil` verdicts establish (issue #39): components in order, the first that matches
    /// decides, and an exclusion stops the scan; an absent `"/"` is `*`; `*` any run, `?` one character, both
    /// across `/`; a trailing run of slashes is dropped from the path and from the `"/"` pattern, and a pattern
    /// ending in `/*` also matches the path without that segment (`/recipe/*` matches `/recipe`);
    /// `percentEncoded: true` compares the link as written, `false` its decoded form; in a `"?"` dictionary a
    /// missing item reads as empty and every occurrence of a repeated name must match; `defaults` apply where a
    /// component gives none (as the file is read).
    ///
    /// - Parameters:
    ///   - link: The path with its query and fragment: `/recipe/42?ref=home#top`.
    ///   - appID: The app, as `TEAMID.bundle.identifier`.
    /// - Returns: The deciding component, which opens the app unless it is an exclusion.
    func decidingComponent(for link: String, appID: String) -> Component? {
        guard let detail = details.first(where: { $0.appIDs.contains(appID) }) else { return nil }
        let (path, query, fragment) = Self.parts(of: link)
        return detail.components.first { $0.claims(path: path, query: query, fragment: fragment) }
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

extension AppSiteAssociationFile.Component {
    /// Whether every key of the component matches the link's path, query and fragment, as
    /// ``AppSiteAssociationFile/decidingComponent(for:appID:)`` describes.
    func claims(path link: String, query: String, fragment: String?) -> Bool {
        let decode = { (text: String) in self.isPercentEncoded ? text : Self.percentDecoded(text) }
        let fold = { (text: String) in self.isCaseSensitive ? text : text.lowercased() }
        if let path {
            let text = fold(Self.droppingTrailingSlashes(decode(link)))
            var patterns = [Self.droppingTrailingSlashes(path)]
            if path.hasSuffix("/*") { patterns.append(Self.droppingTrailingSlashes(String(path.dropLast(2)))) }
            guard patterns.contains(where: { AppSiteAssociationFile.Glob(fold($0)).matches(text) }) else {
                return false
            }
        }
        if let pattern = self.fragment {
            guard AppSiteAssociationFile.Glob(fold(pattern)).matches(fold(decode(fragment ?? ""))) else {
                return false
            }
        }
        var rest = self
        (rest.path, rest.fragment) = (nil, nil)
        return rest.matches(path: "", query: query)
    }

    /// The text without its trailing run of slashes.
    static func droppingTrailingSlashes(_ text: String) -> String {
        String(text.reversed().drop { $0 == "/" }.reversed())
    }
}
