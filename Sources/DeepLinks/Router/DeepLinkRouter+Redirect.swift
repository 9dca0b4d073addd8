extension DeepLinkRouter {
    /// Whether this router matched `link` on a legacy pattern (``Route/redirecting(from:fileID:line:)``).
    package func isRedirect(_ link: DeepLink<Intent>) -> Bool {
        let index = Int(link.storedEntry)
        guard entries.indices.contains(index), patternTexts[index] == link.pattern else { return false }
        return routes[entries[index].routeIndex].isRedirect
    }

    /// The route a legacy pattern's or a rule's route opens; `nil` for any other route.
    ///
    /// A rule names its route; a legacy pattern's route follows the route it opens in the table, after that route's
    /// other legacy routes (`Route.flattened`), so it is the nearest route before it that is not a redirect. The one
    /// place both are found: the navigator's `redirected` event and the route table's `redirectsTo` read it.
    package func redirectTarget(ofRouteAt index: Int) -> Int? {
        guard routes.indices.contains(index) else { return nil }
        let route = routes[index]
        guard route.isRedirect else { return nil }
        if let rule = route.rule { return routeIndexByName[rule.route] }
        return routes[..<index].lastIndex { !$0.isRedirect }
    }

    /// The path (without its query) of the route a redirected link opens, with the link's values: `/recipes/42` for
    /// `/recipe/42`, `/recipes` for a rule's `/summer-sale`; `nil` when `link` did not match a legacy pattern or a
    /// rule of this router.
    ///
    /// The values are the ones the target's handler receives: the link's captures, with a rule's fixed values over
    /// them. Whether the route reverses its intent or has captures at all does not matter.
    package func redirectedPath(of link: DeepLink<Intent>) -> String? {
        guard isRedirect(link), let (index, captured) = origin(of: link),
            let target = redirectTarget(ofRouteAt: index)
        else { return nil }
        let fixed = routes[index].declarations?.fixedValues ?? [:]
        let values = captured.merging(fixed) { _, fixed in fixed }
        let form = self.form(routeAt: target)
        return displayPath(of: form.patterns[form.firstPatternIndex(givenBy: values)], routeAt: target, values)
    }
}
