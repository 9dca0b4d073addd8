import DeepLinks

extension DeepLinkRouter {
    /// A route of the table, by position: the route and one of its patterns.
    struct RouteAddress: Equatable {
        var route: Int
        var pattern: Int
    }

    /// The route that made a matched link: one with the link's pattern whose required query items the link's
    /// captures hold, the one requiring the most first (as the router offers them), else the first declared.
    ///
    /// - Parameters:
    ///   - pattern: The matched pattern's text (``DeepLink/pattern``).
    ///   - captured: The parameters the handler received.
    /// - Returns: The route and pattern, or `nil` when no pattern has that text.
    func address(ofPattern pattern: String, captured: Set<Component>) -> RouteAddress? {
        var best: (address: RouteAddress, required: Int)?
        for (routeIndex, route) in routes.enumerated() {
            let captured = Set(captured.map(\.rawValue))
            guard let patternIndex = route.patterns.firstIndex(where: { $0 == pattern }),
                route.requiredQuery.allSatisfy(captured.contains)
            else { continue }
            if best.map({ route.requiredQuery.count > $0.required }) ?? true {
                best = (RouteAddress(route: routeIndex, pattern: patternIndex), route.requiredQuery.count)
            }
        }
        return best?.address
    }

    /// The first route with a pattern of this text, whatever its query items: the route a reason names.
    func address(ofPattern pattern: String) -> RouteAddress? {
        for (routeIndex, route) in routes.enumerated() {
            if let patternIndex = route.patterns.firstIndex(where: { $0 == pattern }) {
                return RouteAddress(route: routeIndex, pattern: patternIndex)
            }
        }
        return nil
    }

    /// A handler's parameters in the order a reader expects: the pattern's, left to right, then the route's
    /// required and optional query items.
    ///
    /// - Parameters:
    ///   - captures: The parameters the handler received.
    ///   - address: The route and pattern that matched.
    /// - Returns: `name=value` pairs, decoded.
    func orderedCaptures(_ captures: [Component: String], at address: RouteAddress) -> [(name: String, value: String)] {
        let route = routes[address.route]
        // The pattern's text names its parameters: `:name`, or `*name` for a remainder.
        let path = route.patterns[address.pattern].split(separator: "/").compactMap { segment -> String? in
            guard let sigil = segment.first, sigil == ":" || sigil == "*" else { return nil }
            return String(segment.dropFirst())
        }
        var byName: [String: String] = [:]
        for (component, value) in captures { byName[component.rawValue] = value }
        return (path + route.requiredQuery + route.optionalQuery).compactMap { name in byName[name].map { (name, $0) } }
    }

    /// A route as messages name it: `/recipe/:recipeId (route recipe, Playground/RecipeApp.swift:64)`.
    func describe(_ address: RouteAddress) -> String {
        let route = routes[address.route]
        let site = "\(route.fileID):\(route.line)"
        let pattern = route.patterns[address.pattern]
        guard let name = route.name else { return "\(pattern) (\(site))" }
        return "\(pattern) (route \(name), \(site))"
    }
}

/// Captures as the tour and `match` print them: `recipeId=42, limit=7`, or `none`.
func capturesText(_ captures: [(name: String, value: String)]) -> String {
    captures.isEmpty ? "none" : captures.map { "\($0.name)=\($0.value)" }.joined(separator: ", ")
}
