/// The push-payload checks a router makes when it is built: the format's own keys, route names and parameters
/// against the table.
extension DeepLinkRouter {
    /// Checks that a named route that takes pushes has no parameter named like one of `format`'s own keys, which
    /// a push could never give it a value under.
    @usableFromInline
    static func check(
        _ route: Route<Component, Intent>, _ form: CompiledRoute<Intent>, against format: PushPayloadFormat
    ) throws(DeepLinkRouterError) {
        guard let name = route.name ?? route.otherNames.keys.min(), route.sources.admits(.pushNotification) else {
            return
        }
        for slots in form.patterns {
            for slot in slots {
                guard case .parameter(let parameter, _) = slot,
                    let key = format.ownKey(format.payloadKey(forParameter: parameter))
                else { continue }
                throw .parameterIsPayloadKey(parameter, key, route: name, at: route.site)
            }
        }
        for item in form.requiredQuery + form.optionalQuery {
            guard let key = format.ownKey(format.payloadKey(forParameter: item.name)) else { continue }
            throw .parameterIsPayloadKey(item.name, key, route: name, at: route.site)
        }
    }

    /// Checks the format's maps against the table: every route name it maps to names a route that takes pushes,
    /// every parameter it maps to is one a named route that takes pushes declares.
    @usableFromInline
    static func check(
        _ format: PushPayloadFormat, routes: [Route<Component, Intent>], names: [String: Int], parameters: Set<String>
    ) throws(DeepLinkRouterError) {
        // NB: an empty map is not sorted: sorting made a list of pairs, whose type the runtime made from its mangled
        // name in the app's first router build (callgrind, Benchmarks --first-match: ~14,000 instructions).
        for (value, name) in format.routeNames.isEmpty ? [] : format.routeNames.sorted(by: { $0.key < $1.key }) {
            guard let index = names[name] else {
                throw .unknownPayloadRoute(value, name, known: names.keys.sorted())
            }
            guard routes[index].sources.admits(.pushNotification) else {
                throw .payloadRouteClosedToPushes(value, name, at: routes[index].site)
            }
        }
        for (key, parameter) in format.parameterKeys.isEmpty ? [] : format.parameterKeys.sorted(by: { $0.key < $1.key })
        where !parameters.contains(parameter) {
            throw .unknownPayloadParameter(key, parameter)
        }
    }
}
