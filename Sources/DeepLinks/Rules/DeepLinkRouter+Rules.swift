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
    /// does not parse, a route no route is named, a value for a parameter the route does not take or not of its
    /// capture kind, a parameter of the route that neither the pattern nor the values give, an unknown door, and a
    /// pattern that conflicts with a route of the table or another rule. A capture the route does not take matches any
    /// segment there, and its value is not used (`/deal/:id` with the fixed value `recipeId: 7`). No rule is applied then. A rule whose `expires` date has passed (by `now`) is checked, then
    /// left out, and a rule stops opening links when it expires.
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
        for (offset, rule) in rules.enumerated() {
            let index = offset + 1
            func problem(_ detail: String) {
                problems.append(DeepLinkRulesError.Problem(rule: index, pattern: rule.pattern, detail: detail))
            }
            // Checked even when it has expired: a typo in a rule is reported before the day it would have mattered.
            let isExpired = rule.expires.map { $0 <= date } ?? false
            let (route, details) = ruleRoute(for: rule, index: index, now: now, isExpired: isExpired)
            details.forEach(problem)
            if let route, !isExpired { made.append((index, route)) }
        }
        // Conflicts: built with every rule that is well formed; the last rule the error names as a route (by its site,
        // `rules:2`, never by the message's text) is left out and reported, then the rest is built again, until it
        // builds or an error names no rule. Of two rules in conflict, that is the later.
        var remaining = made
        while true {
            do {
                let router = try DeepLinkRouter(
                    schemes: trie.filter.schemeNames, hosts: trie.filter.hostNames, options: options,
                    maxLinkLength: maxLinkLength, pushPayloadFormat: pushPayloadFormat,
                    routes: tableRoutes + remaining.map { $0.route }, limits: .standard)
                guard problems.isEmpty else { break }
                return router
            } catch {
                let named = error.sites
                guard let position = remaining.lastIndex(where: { named.contains($0.route.site) }) else {
                    problems.append(
                        DeepLinkRulesError.Problem(rule: 0, pattern: "", detail: "the table with the rules: \(error)"))
                    break
                }
                let conflicting = remaining.remove(at: position)
                problems.append(
                    DeepLinkRulesError.Problem(
                        rule: conflicting.index, pattern: rules[conflicting.index - 1].pattern,
                        detail: "\(error)"))
            }
        }
        throw DeepLinkRulesError(problems: problems.sorted { $0.rule < $1.rule })
    }

    /// The route a rule makes, or its problems.
    ///
    /// An expired rule is checked too, and gives no route: it is left out of the table, so its pattern is built on its
    /// own (a control character in a literal, a remainder before the end, a parameter used twice).
    private func ruleRoute(
        for rule: DeepLinkRule, index: Int, now: @escaping @Sendable () -> Date, isExpired: Bool
    ) -> (route: Route<Component, Intent>?, details: [String]) {
        var details: [String] = []
        let pattern: RoutePattern<Component>?
        do {
            pattern = try RoutePattern<Component>(parsing: rule.pattern)
        } catch {
            pattern = nil
            details.append("\(error)")
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
        let form = form(routeAt: targetIndex)
        let kinds = form.captureKinds
        for (name, value) in rule.values.sorted(by: { $0.key < $1.key }) {
            guard let capture = kinds[name] else {
                details.append(
                    "route '\(rule.route)' takes no '\(LogText.escaped(name))'; its parameters: "
                        + (kinds.isEmpty ? "none." : kinds.keys.sorted().joined(separator: ", ") + "."))
                continue
            }
            if !capture.accepts(value) || value.utf8.contains(where: ASCII.isControl) {
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
            rule: (index, rule.route), fileID: DeepLinkRule.site, line: UInt(index))
        if let doors { route = route.limited(to: doors) }
        return (route, [])
    }
}
