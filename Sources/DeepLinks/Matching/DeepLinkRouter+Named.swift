extension DeepLinkRouter {
    /// Resolves a link the app gives by route name and parameters, without a URL on the way.
    ///
    /// The route is the one declared with that ``Route/name``; of its patterns, the first whose path parameters
    /// are all given is used. Values go through the same checks as a URL's captures (an ``CaptureKind/int``
    /// must be an `Int`, every value non-empty); required query items must be given, optional ones are kept when
    /// valid. The handler receives the same `[Component: String]` a URL would give it, values untouched: nothing
    /// is percent-encoded or decoded on the way. Parameters the route does not declare are ignored.
    ///
    /// ```swift
    /// router.resolve(routeNamed: "recipe", parameters: [.recipeId: "a/b+c"])   // handler gets "a/b+c"
    /// ```
    ///
    /// - Parameters:
    ///   - name: The route's name.
    ///   - parameters: The values, keyed by component.
    ///   - source: The door the link came through; routes in ``OpenedFrom`` refuse doors they do not list.
    /// - Returns: The link, whose ``DeepLink/path`` is rendered from the pattern, or why there is none.
    /// - Complexity: O(*r* + *p*): the route's patterns and parameters, plus the handler.
    public func resolve(
        routeNamed name: String, parameters: [Component: String], from source: LinkSource = .path
    ) -> Result<DeepLink<Intent>, DeepLinkError> {
        var values = [String: String](minimumCapacity: parameters.count)
        for (component, value) in parameters { values[component.rawValue] = value }
        return resolve(routeNamed: name, values: values, from: source)
    }

    /// Resolves a link the app gives by route name and values keyed by parameter name: the way to name a route of
    /// a module mounted with ``Mount``, whose parameters are the module's components, not the app's.
    ///
    /// It works as ``resolve(routeNamed:parameters:from:)`` does, for every route: each of the route's parameters
    /// and query items is looked up by its name (its component's `rawValue`).
    ///
    /// ```swift
    /// // Catalog's `Route("product" / .productId, name: "product")`, mounted with `names: "shop"`:
    /// router.resolve(routeNamed: "shop.product", values: ["productId": "12"])   // .catalog(.product(12))
    /// ```
    ///
    /// - Parameters:
    ///   - name: The route's name (with the mount's namespace, for a mounted route).
    ///   - values: The values, keyed by parameter name.
    ///   - source: The door the link came through; routes in ``OpenedFrom`` refuse doors they do not list.
    /// - Returns: The link, whose ``DeepLink/path`` is rendered from the pattern, or why there is none.
    public func resolve(
        routeNamed name: String, values: [String: String], from source: LinkSource = .path
    ) -> Result<DeepLink<Intent>, DeepLinkError> {
        _resolve(routeNamed: name, from: source) { name in
            values[name].map(NamedValue.text) ?? .missing
        }
    }

    /// What a link by name gives for one component.
    enum NamedValue {
        case missing
        case text(String)
        /// A value of a type that is neither a string nor a number; the reason says what it is.
        case unreadable(String)
    }

    /// The one routine behind every link by name: push payloads' `type`, shortcut items, named paths.
    ///
    /// `value` gives a parameter's value by its name.
    func _resolve(
        routeNamed name: String, from source: LinkSource, value: (String) -> NamedValue
    ) -> Result<DeepLink<Intent>, DeepLinkError> {
        guard let routeIndex = routeIndexByName[name] else {
            return .failure(.unknownRouteName(name, from: source, known: routeIndexByName.keys.sorted()))
        }
        let route = routes[routeIndex]
        if let mount = route.mount {
            return _resolveMounted(routeAt: routeIndex, mount, name: name, from: source, value: value)
        }
        let firstPattern = route.patterns[0].description
        guard route.sources.admits(source) else {
            return .failure(.refusedSource(name, pattern: firstPattern, sources: route.sources, from: source))
        }
        func isGiven(_ component: Component) -> Bool {
            if case .missing = value(component.rawValue) { false } else { true }
        }
        guard let chosen = route.firstPatternIndex(givenBy: isGiven),
            let entry = entries.first(where: { $0.routeIndex == routeIndex && $0.patternIndex == chosen })
        else {
            let missing = route.patterns[0].parameters.first { !isGiven($0) }?.rawValue ?? ""
            return .failure(.missingParameter(missing, route: name, pattern: firstPattern, from: source))
        }
        var parameters: [Component: String] = [:]
        for component in entry.pattern.parameters + route.requiredQuery {
            switch value(component.rawValue) {
            case .missing:
                return .failure(.missingParameter(component.rawValue, route: name, pattern: entry.text, from: source))
            case .unreadable(let detail):
                return .failure(.invalidPayload(from: source, detail: detail, parameter: component.rawValue))
            case .text(let text):
                guard component.capture.accepts(text) else {
                    return .failure(
                        .invalidParameter(
                            component.rawValue, route: name, value: text, expected: component.capture,
                            pattern: entry.text, from: source))
                }
                parameters[component] = text
            }
        }
        for component in route.optionalQuery {
            switch value(component.rawValue) {
            case .missing: continue
            case .unreadable(let detail):
                return .failure(.invalidPayload(from: source, detail: detail, parameter: component.rawValue))
            case .text(let text):
                // As for a URL: an optional item of the wrong kind is a hint to ignore, not a reason to refuse.
                if component.capture.accepts(text) { parameters[component] = text }
            }
        }
        let path = Self.displayPath(entry.pattern, parameters)
        return namedLink(of: entry, path: path, from: source) { try entry.handler(parameters) }
    }

    /// `_resolve` for a route of a mounted module: its patterns and query items are checked by name, and the
    /// values reach the module's handler and the mapping through the mount's `namedOffer`.
    private func _resolveMounted(
        routeAt routeIndex: Int, _ mount: MountedRoute<Component, Intent>, name: String, from source: LinkSource,
        value: (String) -> NamedValue
    ) -> Result<DeepLink<Intent>, DeepLinkError> {
        let route = routes[routeIndex]
        let prefix = mount.prefix.slots
        let firstPattern = patternText(routeAt: routeIndex, patternIndex: 0)
        guard route.sources.admits(source) else {
            return .failure(.refusedSource(name, pattern: firstPattern, sources: route.sources, from: source))
        }
        func isGiven(_ slot: PatternSlot) -> Bool {
            guard case .parameter(let name, _) = slot, case .missing = value(name) else { return true }
            return false
        }
        guard let chosen = mount.patterns.firstIndex(where: { (prefix + $0).allSatisfy(isGiven) }),
            let entry = entries.first(where: { $0.routeIndex == routeIndex && $0.patternIndex == chosen })
        else {
            let firstSlots = prefix + (mount.patterns.first ?? [])
            let missing = firstSlots.first { !isGiven($0) }?.name ?? ""
            return .failure(.missingParameter(missing, route: name, pattern: firstPattern, from: source))
        }
        var values: [String: String] = [:]
        for slot in prefix + mount.patterns[chosen] + mount.requiredQuery {
            guard case .parameter(let parameter, let capture) = slot else { continue }
            switch value(parameter) {
            case .missing:
                return .failure(.missingParameter(parameter, route: name, pattern: entry.text, from: source))
            case .unreadable(let detail):
                return .failure(.invalidPayload(from: source, detail: detail, parameter: parameter))
            case .text(let text):
                guard capture.accepts(text) else {
                    return .failure(
                        .invalidParameter(
                            parameter, route: name, value: text, expected: capture, pattern: entry.text, from: source))
                }
                values[parameter] = text
            }
        }
        for slot in mount.optionalQuery {
            guard case .parameter(let parameter, let capture) = slot else { continue }
            switch value(parameter) {
            case .missing: continue
            case .unreadable(let detail):
                return .failure(.invalidPayload(from: source, detail: detail, parameter: parameter))
            case .text(let text):
                if capture.accepts(text) { values[parameter] = text }
            }
        }
        let slots = prefix + mount.patterns[chosen]
        let subject = DeepLinkURLError.Subject(pattern: entry.text, name: name, site: route.site)
        let path = (try? PatternSlot.path(of: slots, with: values, for: subject)) ?? entry.text
        var prefixValues: [Component: String]?
        if mount.readsPrefix {
            var captured: [Component: String] = [:]
            for component in mount.prefix.parameters { captured[component] = values[component.rawValue] }
            prefixValues = captured
        }
        return namedLink(of: entry, path: path, from: source) { try mount.namedOffer(prefixValues, chosen, values) }
    }

    /// A link by name to `entry`'s pattern: the intent `handle` gives, or why there is none (it declined or threw).
    private func namedLink(
        of entry: Entry, path: String, from source: LinkSource, _ handle: () throws -> Intent?
    ) -> Result<DeepLink<Intent>, DeepLinkError> {
        let intent: Intent?
        do {
            intent = try handle()
        } catch {
            return .failure(handlerFailure(error, of: entry, path: path))
        }
        guard let intent else { return .failure(.declined(path, patterns: [entry.text])) }
        return .success(
            DeepLink(
                url: nil, path: path, intent: intent, requiresAuthorization: entry.requiresAuthorization,
                pattern: entry.text, source: source))
    }

    /// The path a link by name stands for, for ``DeepLink/path`` and events.
    static func displayPath(_ pattern: RoutePattern<Component>, _ parameters: [Component: String]) -> String {
        (try? pattern.path(with: parameters)) ?? pattern.description
    }
}

extension DeepLinkRouter {
    /// The route that reverses `intent` (the first declared whose reverse gives parameters), with the path and
    /// pattern it gives.
    func reversal(of intent: Intent) -> (path: String, pattern: String, requiresAuthorization: Bool)? {
        guard let (index, reversal) = try? reversal(of: intent, form: nil) else { return nil }
        let route = routes[index]
        guard case .parameters(let parameters) = reversal else {
            guard let link = try? render(routeAt: index, reversal) else { return nil }
            return (
                link.path, patternText(routeAt: index, patternIndex: link.patternIndex), route.requiresAuthorization
            )
        }
        let pattern = route.patterns[route.firstPatternIndex { parameters[$0] != nil } ?? 0]
        return (Self.displayPath(pattern, parameters), pattern.description, route.requiresAuthorization)
    }
}
