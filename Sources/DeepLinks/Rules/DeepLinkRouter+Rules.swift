#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension DeepLinkRouter {
    /// A router with the table's routes and `rules`: links of each rule's pattern open its route, with the values
    /// the rule gives.
    ///
    /// The whole set is checked first, and every problem is thrown at once (``DeepLinkRulesError``): a pattern that
    /// does not parse or whose literal holds a `%`, a route no route is named, a value for a parameter the route does
    /// not take or not of its capture kind, a parameter of the route that neither the pattern nor the values give, an
    /// unknown door, a pattern or a value longer than the router's `maxLinkLength:` (refused unread: no link could
    /// fill it), and a pattern that conflicts with a route of the table or another rule (of two rules in conflict, the
    /// later is named). The conflicts are found in one build, in time linear in the set. No rule is applied then.
    ///
    /// A capture the route does not take matches any segment there, and its value is not used (`/deal/:id` with the
    /// fixed value `recipeId: 7`). A rule whose `expires` date has passed (by `now`) is checked, then left out, and a
    /// rule stops opening links when it expires.
    ///
    /// A rule's link opens its route as a link by name to it would, with its gates, parent and section; its events
    /// say `redirected from /summer-sale to /recipes`, its route's site is `rules:2` (rule 2), and the route table
    /// (DeepLinksTools) shows it as `rule 2, at run time`, redirecting to its route.
    ///
    /// The rules replace those of this router, if it has some: apply each new set to the router you have, and an
    /// empty set removes them. The router is new, and this one is unchanged; it is safe to call from any thread. Give
    /// the new router to your navigator (`DeepLinkNavigator.router`) to swap the rules between two links.
    ///
    /// ```swift
    /// let rules = [DeepLinkRule(pattern: "/summer-sale", route: "recipes", values: ["country": "FR"])]
    /// let router = try appRouter.applying(rules)
    /// router.match(.path("/summer-sale"))?.intent   // .recipes(country: "FR", limit: nil)
    /// ```
    ///
    /// - Parameters:
    ///   - rules: The rules, in order.
    ///   - now: The clock rules expire by; the system's by default.
    /// - Returns: The router with the rules.
    /// - Throws: ``DeepLinkRulesError`` with every problem of the set.
    public func applying(
        _ rules: [DeepLinkRule], now: @escaping @Sendable () -> Date = { Date() }
    ) throws(DeepLinkRulesError) -> DeepLinkRouter {
        // The table's own routes: the rules of an earlier set are replaced (they come last, after every route).
        let tableRoutes = routes.filter { $0.rule == nil }
        var problems: [DeepLinkRulesError.Problem] = []
        var made: [(index: Int, route: Route<Component, Intent>)] = []
        let date = now()
        // Each route rules open, compiled once for all of them.
        var compiledTargets: [Int: CompiledRoute<Intent>] = [:]
        for (offset, rule) in rules.enumerated() {
            let index = offset + 1
            func problem(_ detail: String) {
                problems.append(DeepLinkRulesError.Problem(rule: index, pattern: rule.pattern, detail: detail))
            }
            // Checked even when it has expired: a typo in a rule is reported before the day it would have mattered.
            let isExpired = rule.expires.map { $0 <= date } ?? false
            let (route, details) = ruleRoute(
                for: rule, index: index, now: now, isExpired: isExpired, compiledTargets: &compiledTargets)
            details.forEach(problem)
            if let route, !isExpired { made.append((index, route)) }
        }
        // Conflicts: one build with every rule that is well formed, each rule that conflicts with a route or a rule
        // before it left out and reported (of two rules in conflict, that is the later), then the build goes on: the
        // set's conflicts are found in one build, linear in the set. Only a problem found after every route is in
        // (a rule's parent) needs another: its rule, named by its site (`rules:2`), is left out and the rest is built
        // again.
        var remaining = made
        func report(_ made: (index: Int, route: Route<Component, Intent>), _ error: DeepLinkRouterError) {
            problems.append(
                DeepLinkRulesError.Problem(rule: made.index, pattern: rules[made.index - 1].pattern, detail: "\(error)")
            )
        }
        building: while true {
            var leftOut: [(routeIndex: Int, error: DeepLinkRouterError)] = []
            let built: Result<DeepLinkRouter, DeepLinkRouterError>
            do {
                built = .success(
                    try DeepLinkRouter(
                        schemes: trie.filter.schemeNames, hosts: trie.filter.hostNames, options: options,
                        maxLinkLength: maxLinkLength, pushPayloadFormat: pushPayloadFormat,
                        routes: tableRoutes + remaining.map { $0.route }, limits: .standard,
                        leavingOutRules: { leftOut.append(($0, $1)) }))
            } catch {
                built = .failure(error)
            }
            if !leftOut.isEmpty {
                let positions = Set(leftOut.map { $0.routeIndex - tableRoutes.count })
                for (routeIndex, error) in leftOut { report(remaining[routeIndex - tableRoutes.count], error) }
                remaining = remaining.indices.filter { !positions.contains($0) }.map { remaining[$0] }
            }
            switch built {
            case .success(let router):
                guard problems.isEmpty else { break building }
                return router
            case .failure(let error):
                let named = error.sites
                guard let position = remaining.lastIndex(where: { named.contains($0.route.site) }) else {
                    problems.append(
                        DeepLinkRulesError.Problem(rule: 0, pattern: "", detail: "the table with the rules: \(error)"))
                    break building
                }
                report(remaining.remove(at: position), error)
            }
        }
        throw DeepLinkRulesError(problems: problems.sorted { $0.rule < $1.rule })
    }

    /// The route a rule makes, or its problems.
    ///
    /// An expired rule is checked too, and gives no route: it is left out of the table, so its pattern is built on its
    /// own (a control character in a literal, a remainder before the end, a parameter used twice).
    private func ruleRoute(
        for rule: DeepLinkRule, index: Int, now: @escaping @Sendable () -> Date, isExpired: Bool,
        compiledTargets: inout [Int: CompiledRoute<Intent>]
    ) -> (route: Route<Component, Intent>?, details: [String]) {
        var details: [String] = []
        var pattern: RoutePattern<Component>?
        // A rule is a route from outside: what no link could fill is refused unread.
        if rule.pattern.utf8.count > maxLinkLength {
            details.append(
                "the pattern is \(rule.pattern.utf8.count) bytes, longer than the router's maxLinkLength "
                    + "(\(maxLinkLength)): no link it opens could be read; it was not read.")
        } else {
            do {
                pattern = try RoutePattern<Component>(parsing: rule.pattern)
            } catch {
                details.append("\(error)")
            }
        }
        for (name, value) in rule.values.sorted(by: { $0.key < $1.key }) where value.utf8.count > maxLinkLength {
            details.append(
                "'\(LogText.escaped(name))' is \(value.utf8.count) bytes, longer than the router's maxLinkLength "
                    + "(\(maxLinkLength)).")
        }
        let (doors, unknownDoor) = rule.sources()
        if let door = unknownDoor {
            details.append(
                "no door is named '\(LogText.escaped(door))'; doors: customScheme, universalLink, userActivity, "
                    + "pushNotification, shortcutItem, web, all.")
        }
        guard let targetIndex = routeIndexByName[rule.route] else {
            details.append(
                "no route is named '\(LogText.escaped(rule.route))'; named routes: "
                    + routeIndexByName.keys.sorted().joined(separator: ", ") + ".")
            return (nil, details)
        }
        let target = routes[targetIndex]
        let compiled = compiledTargets[targetIndex] ?? target.compile(target.prefix, CompileCache())
        compiledTargets[targetIndex] = compiled
        let form = RouteForm(compiled)
        let kinds = form.captureKinds
        for (name, value) in rule.values.sorted(by: { $0.key < $1.key }) {
            guard let capture = kinds[name] else {
                details.append(
                    "route '\(rule.route)' takes no '\(LogText.escaped(name))'; its parameters: "
                        + (kinds.isEmpty ? "none." : kinds.keys.sorted().joined(separator: ", ") + "."))
                continue
            }
            if value.utf8.count <= maxLinkLength, !capture.accepts(value) || value.utf8.contains(where: ASCII.isControl)
            {
                details.append(
                    "'\(name)' is '\(LogText.escaped(value))', which is not \(DeepLinkError.article(capture)).")
            }
        }
        guard let pattern, details.isEmpty else { return (nil, details) }
        let carried = Set(pattern.parameters.map { $0.rawValue }).union(rule.values.keys)
        if let missing = form.missingParameter(carried: carried) {
            return (nil, ["route '\(rule.route)' needs '\(missing)', which neither the pattern nor the values give."])
        }
        if let doors, target.sources.intersection(doors).isEmpty {
            return (nil, ["route '\(rule.route)' takes links from none of its doors (\(doors))."])
        }
        if isExpired {
            do {
                _ = try DeepLinkRouter<Component, Intent> {
                    Route(pattern, fileID: DeepLinkRule.site, line: UInt(index)) { _ in nil }
                }
                return (nil, [])
            } catch {
                return (nil, ["\(error)"])
            }
        }
        var isOpen: (@Sendable () -> Bool)?
        if let expires = rule.expires {
            isOpen = { now() < expires }
        }
        var route = target.forwardingRoute(
            from: [pattern], fixed: rule.values, targetPrefix: target.prefix, isOpen: isOpen, problem: "",
            rule: (index, rule.route), fileID: DeepLinkRule.site, line: UInt(index), compiled: compiled)
        if let doors { route = route.limited(to: doors) }
        return (route, [])
    }
}
