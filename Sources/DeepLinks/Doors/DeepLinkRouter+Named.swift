extension DeepLinkRouter {
    /// What a link by name gives for one component.
    package enum NamedValue {
        case missing
        case text(String)
        /// A value of a type that is neither a string nor a number; the reason says what it is.
        case unreadable(String)
    }

    /// The one routine behind every link by name: push payloads' `type`, shortcut items, named paths.
    ///
    /// `value` gives a parameter's value by its name. Of the route's patterns, the first whose path parameters are
    /// all given is used; every value is checked against its capture kind before the route's handler (and a
    /// mount's mapping) sees it.
    ///
    /// `trust` decides whether the route takes the link (its doors) and adds its gates to the route's.
    func _resolve(
        routeNamed name: String, trust: LinkTrust, value given: (String) -> NamedValue
    ) -> Result<DeepLink<Intent>, DeepLinkError> {
        let source = trust.door
        // The values the name fixes win over the link's (``Route/alsoNamed(_:values:)``).
        let fixed = fixedValuesByName[name]
        // A value that holds a control character is no value, as in a URL: refused for a path parameter or a
        // required item, dropped for an optional one.
        let otherKeys = routeIndexByName[name].map { routes[$0].otherKeys } ?? [:]
        func value(_ parameter: String) -> NamedValue {
            if let value = fixed?[parameter] { return .text(value) }
            var read = given(parameter)
            // A value under the route's other key for the parameter (``Route/acceptingKey(_:for:)``).
            if case .missing = read, let key = otherKeys[parameter] { read = given(key) }
            guard case .text(let text) = read, let control = text.utf8.first(where: ASCII.isControl) else {
                return read
            }
            let character = "U+" + String(control, radix: 16, uppercase: true).leftPadded(to: 4)
            return .unreadable("'\(parameter)' holds a control character (\(character)); values may not")
        }
        // The name and the values stand for the link: together they are held to `maxLinkLength`, the name first so
        // that no message repeats a name that is too long.
        var bytes = name.utf8.count
        guard bytes <= maxLinkLength else {
            return .failure(.valuesTooLong(name, from: source, bytes: bytes, limit: maxLinkLength))
        }
        guard let routeIndex = routeIndexByName[name] else {
            return .failure(.unknownRouteName(name, from: source, known: routeIndexByName.keys.sorted()))
        }
        let route = routes[routeIndex]
        // NB: the route compiled once, for its patterns and its links by name: a link by name is rare, and keeping
        // every route's `named` closure and patterns cost memory on every route (Benchmarks, --memory-check).
        let compiled = route.compiled
        let form = RouteForm(compiled)
        let firstPattern = patternText(routeAt: routeIndex, patternIndex: 0)
        guard trust.admits(route.sources) else {
            return .failure(.refusedSource(name, pattern: firstPattern, sources: route.sources, from: trust))
        }
        func isGiven(_ slot: PatternSlot) -> Bool {
            guard case .parameter(let name, _) = slot, case .missing = value(name) else { return true }
            return false
        }
        guard let chosen = form.patterns.firstIndex(where: { $0.allSatisfy(isGiven) }) else {
            let missing = form.patterns.first?.first { !isGiven($0) }?.name ?? ""
            return .failure(.missingParameter(missing, route: name, pattern: firstPattern, from: source))
        }
        let entryIndex = firstEntryPosition(ofRouteAt: routeIndex) + chosen
        let pattern = patternTexts[entryIndex]
        let declared = form.parameterNames(ofPattern: chosen) + (form.requiredQuery + form.optionalQuery).map(\.name)
        for parameter in declared {
            if case .text(let text) = value(parameter) { bytes &+= text.utf8.count }
        }
        guard bytes <= maxLinkLength else {
            return .failure(.valuesTooLong(name, from: source, bytes: bytes, limit: maxLinkLength))
        }
        var values: [String: String] = [:]
        let path = form.patterns[chosen].compactMap { slot -> QueryParameter? in
            guard case .parameter(let name, let capture) = slot else { return nil }
            return QueryParameter(name: name, capture: capture)
        }
        for parameter in path + form.requiredQuery {
            switch value(parameter.name) {
            case .missing:
                return .failure(.missingParameter(parameter.name, route: name, pattern: pattern, from: source))
            case .unreadable(let detail):
                return .failure(.invalidPayload(from: source, detail: detail, parameter: parameter.name))
            case .text(let text):
                guard parameter.capture.accepts(text) else {
                    return .failure(
                        .invalidParameter(
                            parameter.name, route: name, value: text, expected: parameter.capture,
                            pattern: pattern, from: source))
                }
                values[parameter.name] = text
            }
        }
        for parameter in form.optionalQuery {
            // As for a URL: an optional item of the wrong kind, whether its text does not fit the capture kind or
            // its value is no text at all (a Boolean, `null`, an array), is a hint to ignore, not a reason to refuse.
            guard case .text(let text) = value(parameter.name), parameter.capture.accepts(text) else { continue }
            values[parameter.name] = text
        }
        let shown = displayPath(of: form.patterns[chosen], routeAt: routeIndex, values)
        let intent: Intent?
        do {
            intent = try compiled.named(chosen, values)
        } catch {
            return .failure(handlerFailure(error, of: entryIndex, path: shown))
        }
        guard let intent else { return .failure(.declined(shown, patterns: [pattern])) }
        let gates = routes[routeIndex].gates
        return .success(
            DeepLink(
                url: nil, path: shown, intent: intent,
                storedGates: trust.gates(addingRouteGates: gates.isEmpty ? nil : gates),
                pattern: pattern, source: source, isFromApp: trust.isFromApp,
                entry: Int32(entryIndex),
                text: try? render(routeAt: routeIndex, patternIndex: chosen, values).path))
    }

    /// The path a link by name or an intent stands for, for ``DeepLink/path`` and events: the pattern with its
    /// values, never the query (whose items may be secrets); the pattern's text when a value does not render.
    func displayPath(of slots: ArraySlice<PatternSlot>, routeAt index: Int, _ values: [String: String]) -> String {
        let subject = subject(routeAt: index, pattern: PatternSlot.description(of: slots))
        return (try? PatternSlot.path(of: slots, with: values, for: subject)) ?? PatternSlot.description(of: slots)
    }
}

extension DeepLinkRouter {
    /// The route that reverses `intent` (the first declared whose reverse gives parameters), with the path (without
    /// its query) and pattern it gives, and its path with the query, for the values of a back stack.
    package func reversal(
        of intent: Intent
    ) -> (path: String, pattern: String, gates: [DeepLinkGate], entry: Int32, text: String?)? {
        guard let (index, values) = try? reversal(of: intent, form: nil) else { return nil }
        let route = routes[index]
        let form = self.form(routeAt: index)
        let patternIndex = form.firstPatternIndex(givenBy: values)
        return (
            displayPath(of: form.patterns[patternIndex], routeAt: index, values),
            patternText(routeAt: index, patternIndex: patternIndex), route.gates,
            Int32(firstEntryPosition(ofRouteAt: index) + patternIndex),
            try? render(routeAt: index, patternIndex: patternIndex, values).path
        )
    }
}

extension String {
    /// The string with `0`s in front, to `width` characters: `"A".leftPadded(to: 4)` is `"000A"`.
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: Swift.max(0, width - count)) + self
    }
}
