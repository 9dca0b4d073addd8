extension DeepLinkRouter {
    /// The screens a matched link opens, bottom first, and the section they are in: its route's parents
    /// (``Route/parent(_:)``), each made from the link's values, then the link's own intent.
    ///
    /// Each parent's intent is what its route's handler makes from the link's values by parameter name (path
    /// parameters and query items), as for a link by name: `/recipes/42/reviews`, whose route's parent is
    /// `recipe` (`/recipes/:recipeId`), whose parent is `recipes`, gives `[.recipes, .recipe("42"),
    /// .reviews("42")]`. The router checks when it is built that every parent can be filled so. A route without a
    /// parent gives a one-screen stack; so does a link the router did not make and no route reverses.
    ///
    /// Parents are made here, after matching and for this link only: matching itself never reads them.
    ///
    /// ```swift
    /// if let link = router.match(.path("/recipes/42/reviews")) {
    ///     let stack = try router.stack(for: link)
    ///     stack.section   // recipes
    ///     stack.screens   // [.recipes, .recipe("42"), .reviews("42")]
    /// }
    /// ```
    ///
    /// - Parameter link: A link this router matched (or made by hand: the route that reverses its intent is used).
    /// - Returns: The stack.
    /// - Throws: ``DeepLinkError`` of kind ``DeepLinkError/Kind/parentFailed`` when a parent's handler declines or
    ///   throws for the link's values, or a value is not of the parent's capture kind.
    public func stack(for link: DeepLink<Intent>) throws(DeepLinkError) -> DeepLinkStack<Intent> {
        guard let (index, values) = origin(of: link) else {
            return DeepLinkStack(section: nil, screens: [link.intent])
        }
        guard let stacking else { return DeepLinkStack(section: nil, screens: [link.intent]) }
        var ancestors: [Int] = []
        var parent = Int(stacking.parents[index])
        while parent >= 0 {
            ancestors.append(parent)
            parent = Int(stacking.parents[parent])
        }
        let trust = link.trust
        var screens: [Intent] = []
        screens.reserveCapacity(ancestors.count + 1)
        for ancestor in ancestors.reversed() {
            // A parent is found by its name when the router is built: it has one.
            let name = routes[ancestor].name ?? ""
            // Under the link's own trust: a parent its door may not open fails the stack, never opens as the app's.
            let made = _resolve(routeNamed: name, trust: trust) { values[$0].map(NamedValue.text) ?? .missing }
            switch made {
            case .success(let parentLink): screens.append(parentLink.intent)
            case .failure(let error): throw .parentFailed(link.path, parent: name, error: error)
            }
        }
        screens.append(link.intent)
        let bottom = ancestors.last ?? index
        return DeepLinkStack(
            section: stacking.sections[index], screens: screens, startsAtSectionRoot: routes[bottom].isSectionRoot)
    }

    /// The section a route's links open in, for the route table (`DeepLinksTools`).
    ///
    /// Its own (``RouteSection``), else its parent's; `nil` for a route in no section, or an index out of range.
    package func section(ofRouteAt index: Int) -> DeepLinkSection? {
        guard let stacking, stacking.sections.indices.contains(index) else { return nil }
        return stacking.sections[index]
    }

    /// The route a link came from, and its values by parameter name (path parameters and the query items its route
    /// declares), read again from the link's text: `nil` when the link is not this router's and no route reverses
    /// its intent.
    func origin(of link: DeepLink<Intent>) -> (route: Int, values: [String: String])? {
        var entryIndex = Int(link.storedEntry)
        var text = link.url?.absoluteString ?? link.storedText ?? link.path
        var isURL = link.url != nil
        // A link made by hand, or by another router with the same types, is read through its intent's route.
        if !entries.indices.contains(entryIndex) || patternTexts[entryIndex] != link.pattern {
            guard let reversal = reversal(of: link.intent), let rendered = reversal.text else { return nil }
            (entryIndex, text, isURL) = (Int(reversal.entry), rendered, false)
        }
        let target = entries[entryIndex]
        let index = target.routeIndex
        let form = form(routeAt: index)
        let slots = form.patterns[target.patternIndex]
        let items = form.requiredQuery + form.optionalQuery
        return text.withUTF8 { input -> (Int, [String: String])? in
            var values: [String: String]?
            let captured = CapturedStrings()
            _ = trie.match(input, isURL: isURL) { terminal, segments, info in
                guard Int(terminal) == entryIndex else { return false }
                var read: [String: String] = [:]
                for (depth, slot) in slots.enumerated() {
                    guard case .parameter(let name, let capture) = slot else { continue }
                    if capture == .remainder {
                        read[name] = captured.remainder(from: depth, of: segments, info: info, input: input)
                    } else if depth < segments.count {
                        read[name] = segments[depth].string
                    }
                }
                if !items.isEmpty, let query = info.query {
                    let parsed = QueryItems.parse(input, range: query, names: Set(items.map(\.name)))
                    for item in items {
                        guard let value = parsed[item.name]?.value, item.capture.accepts(value) else { continue }
                        read[item.name] = value
                    }
                }
                values = read
                return true
            }
            return values.map { (index, $0) }
        }
    }
}
