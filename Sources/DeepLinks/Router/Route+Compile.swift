extension Route {
    /// Compiles a route of the app's own (or a module's own) handler: its patterns under `prefix`, each with the
    /// offer that fills the handler's dictionary.
    ///
    /// NB: inlinable, so that the closures are compiled in the declaring module, specialized for its components and
    /// intents: the hot path then fills the dictionary and calls the handler with no generic dispatch.
    @inlinable
    static func compile(
        _ patterns: DeclaredPatterns<Component>, under prefix: RoutePattern<Component>, required: [Component],
        optional: [Component], forwardingQuery: Bool = false, handler: @escaping Handler, cache: CompileCache
    ) -> CompiledRoute<Intent> {
        // NB: a route's one pattern is not put in an array to compile it (`DeclaredPatterns`): the array was made and
        // freed for every route the router built (callgrind, the first build of github-api: ~500 instructions a route).
        let full = prefix.segments.isEmpty ? patterns : patterns.under(prefix)
        let readsQuery = !required.isEmpty || !optional.isEmpty || forwardingQuery
        // The names of forwarded items, looked up in a table made once per component type, not per link.
        let forwardedNames = forwardingQuery ? cache.forwardedNames(of: Component.self) : nil
        // NB: not inlined: a closure made in two places was called through a second forwarding thunk on every match
        // (callgrind: 5 instructions a match).
        @inline(never)
        func offer(_ pattern: RoutePattern<Component>) -> CompiledRoute<Intent>.PatternOffer {
            // NB: one dictionary per distinct list of captures, shared by the table's routes, and the simple offer
            // keeps nothing else of the shape: memory per route (Benchmarks, --memory-check).
            let (prototype, hasRemainder) = cache.prototype(of: pattern)
            // A typed capture is checked before the handler: its route takes the general offer. (A closure, not a key
            // path: see the NB at the end.)
            // NB: nothing is allocated for a pattern without one: a short-lived array per pattern raised the build's
            // peak memory (Benchmarks --memory-check).
            let hasTyped = pattern.segments.contains { segment in
                if case .parameter(let component) = segment { component.capture.isTyped } else { false }
            }
            let typed = hasTyped ? pattern.parameters.filter { $0.capture.isTyped } : []
            guard readsQuery || hasRemainder || !typed.isEmpty else {
                return .simple { segments, captured, base, intent in
                    let parameters = captured.filled(prototype, from: base, of: segments)
                    guard let result = try handler(parameters) else {
                        captured.keep(parameters, prototype, base: base, segmentCount: segments.count)
                        return
                    }
                    intent = result
                }
            }
            let shape = CaptureShape(pattern)
            let captures = shape.captures
            return .general { segments, captured, link, base, intent in
                var parameters = [Component: String](
                    minimumCapacity: captures.count + required.count + optional.count)
                // Every item named like a component, of its kind: first, so that the declared items and the path's
                // captures, stored after them, win.
                if let forwardedNames, let query = link.info.query {
                    QueryItems.forward(link.input, query: query, names: forwardedNames, into: &parameters)
                }
                // NB: a route that only forwards its query reads it above, once: parsing it for declared items too
                // cost a fifth of a 64 KiB query's forwarding.
                if !required.isEmpty || !optional.isEmpty {
                    switch QueryItems.values(
                        required: required, optional: optional, in: link.queryItems(), into: &parameters)
                    {
                    case nil: break
                    case .missing(let component)?: return .missingQuery(component.rawValue)
                    case .malformed(let range)?: return .malformedQuery(range)
                    case .invalid(let component, let value)?:
                        return .invalidQuery(component.rawValue, component.capture, value: value)
                    case .invalidRepeat(let component, let value)?:
                        return .invalidRepeatedQuery(component.rawValue, component.capture, value: value)
                    }
                }
                // The remainder (always the last capture) first: a malformed one refuses the route before any String
                // is made.
                if shape.hasRemainder, let last = captures.last {
                    guard
                        let value = captured.remainder(
                            from: base &+ last.depth, of: segments, info: link.info, input: link.input)
                    else { return .malformedRemainder }
                    parameters[last.component] = value
                }
                for slot in captures where !slot.isRemainder {
                    parameters[slot.component] = captured.segment(base &+ slot.depth, of: segments)
                }
                // A segment its type does not read passes the link on, with the parameter, the type and the value.
                for component in typed {
                    guard let value = parameters[component], !component.capture.accepts(value) else { continue }
                    captured.keep(parameters, captures, base: base, segmentCount: segments.count)
                    return .invalidCapture(component.rawValue, component.capture, value: value)
                }
                guard let result = try handler(parameters) else {
                    captured.keep(parameters, captures, base: base, segmentCount: segments.count)
                    return nil
                }
                intent = result
                return nil
            }
        }
        // NB: a router's build never reads `named` (see `CompileCache.forMatching`): a closure that captures nothing
        // takes no allocation.
        let named: CompiledRoute<Intent>.Named
        if cache.forMatching {
            named = { _, _ in nil }
        } else {
            let query = required + optional
            named = { patternIndex, values in
                var parameters = [Component: String](minimumCapacity: values.count)
                for component in full[patternIndex].parameters + query {
                    if let value = values[component.rawValue] { parameters[component] = value }
                }
                return try handler(parameters)
            }
        }
        // NB: closures, not key paths: where this runs unspecialized (a rule's or a legacy pattern's route, compiled
        // inside the library), a key path of a generic type is made at run time on each call, which cost about a third
        // of applying 1,000 rules (callgrind, Benchmarks --rules).
        let requiredQuery = required.map { $0.queryParameter }
        let optionalQuery = optional.map { $0.queryParameter }
        switch full {
        case .one(let pattern):
            // NB: a route of one pattern (nearly every route) makes no array of patterns or of offers (`CompiledRoute`).
            return CompiledRoute(
                pattern: pattern.slots, requiredQuery: requiredQuery, optionalQuery: optionalQuery,
                offer: offer(pattern), named: named)
        case .many(let patterns):
            return CompiledRoute(
                patterns: patterns.map { $0.slots }, requiredQuery: requiredQuery, optionalQuery: optionalQuery,
                offers: patterns.map(offer), named: named)
        }
    }
}
