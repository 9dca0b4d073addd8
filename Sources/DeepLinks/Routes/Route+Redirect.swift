extension Route {
    /// The route with legacy patterns that redirect to it: the links of an earlier version of the app, or of a
    /// campaign that is over, still open this route.
    ///
    /// A link on a legacy pattern opens this route with the same intent its own link would give (its handler runs on
    /// the legacy link's values, by parameter name); the navigator's events say `redirected from /recipe/42 to
    /// /recipes/42`. Reverse routing, links by name and the route table's examples use the route's own patterns only,
    /// and the apple-app-site-association file covers the legacy paths too, so old links keep opening the app.
    ///
    /// ```swift
    /// Route("recipes" / .recipeId, name: "recipe") { p in .showRecipe(try p.value(.recipeId)) }
    ///     .redirecting(from: "recipe" / .recipeId, "r" / .recipeId)   // /recipe/42 and /r/42 open /recipes/42
    /// ```
    ///
    /// Each legacy pattern must carry the parameters of one of the route's own patterns (its handler reads them);
    /// one that does not is an error when the router is built. Legacy patterns take part in precedence and conflicts
    /// as any pattern, and a legacy route has the gates, doors, parent and section the route declares before
    /// `redirecting(from:)` (write it after them; blocks around the route apply to both). In a table, the legacy
    /// patterns become a route of their own, right after this one (the route table's `redirectsTo`).
    ///
    /// - Parameters:
    ///   - legacy: The legacy patterns, path parameters only.
    ///   - fileID: Where the redirect is declared; leave the default.
    ///   - line: Where the redirect is declared; leave the default.
    /// - Returns: The route, with its legacy patterns.
    public func redirecting(
        from legacy: RoutePattern<Component>..., fileID: String = #fileID, line: UInt = #line
    ) -> Route {
        let problem = Self.redirectProblem(of: legacy, to: compile(.root, CompileCache()))
        let legacyRoute = forwardingRoute(
            from: legacy, fixed: [:], targetPrefix: nil, isOpen: nil, problem: problem ?? "", rule: nil, fileID: fileID,
            line: line)
        let companions = (declarations?.companions as? [Route]) ?? []
        return with(
            declarations: .some(
                RouteDeclarations.make(from: declarations, companions: .some(companions + [legacyRoute]))))
    }

    /// A route whose links open this one as links by name to it: a legacy pattern's or a rule's.
    ///
    /// - Parameters:
    ///   - patterns: The new route's patterns.
    ///   - fixed: Values by parameter name that win over the patterns' captures.
    ///   - targetPrefix: The prefix this route is compiled under, when the new route's patterns are not under it (a
    ///     rule's, from the root); `nil` for the same prefix (a legacy pattern's, in the route's groups).
    ///   - isOpen: Whether the new route takes links now (a rule that expires); `nil` for always.
    ///   - problem: What the patterns lack to fill this route's, `""` for nothing (see `RouteDeclarations`).
    ///   - rule: For a rule's route, the rule's position in its set and this route's name; `nil` for a legacy
    ///     pattern's.
    ///   - fileID: Where the new route comes from.
    ///   - line: Where the new route comes from.
    ///   - compiled: This route compiled under `targetPrefix` (given only with one), when the caller has it: the
    ///     rules of a set that open one route share it, rather than each compiling it again.
    /// - Returns: The new route.
    func forwardingRoute(
        from patterns: [RoutePattern<Component>], fixed: [String: String], targetPrefix: RoutePattern<Component>?,
        isOpen: (@Sendable () -> Bool)?, problem: String, rule: (number: Int, route: String)?, fileID: String,
        line: UInt, compiled: CompiledRoute<Intent>? = nil
    ) -> Route {
        let target = self
        return Route(
            name: nil,
            declarations: RouteDeclarations(
                gates: gates, parent: parent, section: section, isSectionRoot: false, redirectProblem: problem,
                rule: rule, fixedValues: fixed),
            sources: sources, isInAppByDeclaration: isInAppByDeclaration, fileID: fileID, line: line,
            mountSite: targetPrefix == nil ? mountSite : nil, prefix: targetPrefix == nil ? prefix : .root,
            examples: [], reverse: nil,
            compile: { outer, cache in
                // The route's own form, with its links by name: a link to the new route is resolved as a link by
                // name to it, from the new pattern's values and the fixed ones.
                let canonical = compiled ?? target.compile(targetPrefix ?? outer, CompileCache())
                let form = RouteForm(canonical)
                return Self.compile(
                    DeclaredPatterns(patterns), under: outer, required: [], optional: [],
                    handler: { parameters in
                        if let isOpen, !isOpen() { return nil }
                        var values = Self.byName(parameters)
                        for (name, value) in fixed { values[name] = value }
                        return try canonical.named(form.firstPatternIndex(givenBy: values), values)
                    }, cache: cache)
            })
    }

    /// The route and the routes of its legacy patterns, as a table keeps them: the one place they are taken apart.
    ///
    /// NB: inlinable, so that the check below is compiled for the app's types: in generic code it copied every whole
    /// route (callgrind: ~850 instructions a route, building 30,000 routes).
    @inlinable
    static func flattening(_ routes: [Route]) -> [Route] {
        // NB: the same array, not a copy, when no route has legacy patterns: a copy of a large table while the router
        // is built raised its peak memory by ~100 B a route (Benchmarks, --memory-check).
        // NB: the companions asked of a route that has declarations: `declarations?.companions != nil` destroyed an
        // optional existential for every route, through its metadata (callgrind, the first build of github-api: ~100
        // instructions a route).
        let hasCompanions = routes.contains { route in
            guard let declarations = route.declarations else { return false }
            return declarations.companions != nil
        }
        return hasCompanions ? routes.flatMap(\.flattened) : routes
    }

    /// The route and the routes of its legacy patterns.
    @usableFromInline
    var flattened: [Route] {
        guard let companions = declarations?.companions else { return [self] }
        let cleared = with(declarations: .some(RouteDeclarations.make(from: declarations, companions: .some(nil))))
        return [cleared] + ((companions as? [Route]) ?? [])
    }

    /// What a legacy pattern lacks to fill one of the route's own patterns, as a message; `nil` when each fills one.
    static func redirectProblem(of legacy: [RoutePattern<Component>], to canonical: CompiledRoute<Intent>) -> String? {
        let form = RouteForm(canonical)
        for pattern in legacy {
            guard let missing = form.missingParameter(carried: Set(pattern.parameters.map { $0.rawValue })) else {
                continue
            }
            return "the legacy pattern '\(PatternSlot.description(of: pattern.slots))' does not carry '\(missing)'"
        }
        return nil
    }
}
