import DeepLinks

extension DeepLinkRouter {
    /// What a push payload carries, as a snapshot saves it: its link, or the route it names with the values the
    /// route reads from it; `nil` for a payload that carries neither.
    func snapshotLink(of content: PushPayloadFormat.Content) -> DeepLinkSnapshot.Link? {
        switch content {
        case .link(_, let value): return (value as? String).map { .text($0) }
        case .routeName(let value, let scope):
            guard let type = value as? String else { return nil }
            let format = pushPayloadFormat
            let name = format.routeName(forType: type)
            let values = namedValues(ofRoute: name) { Self.namedValue(scope, format.payloadKey(forParameter: $0)) }
            return .route(name: name, values: values)
        case .nothing: return nil
        }
    }

    /// The values a link by name gives the route named `name`, by parameter name.
    ///
    /// Each of the route's path parameters and query items that `value` (the reader the link is resolved with)
    /// gives as text. Nothing is checked here: the link is checked when it is resolved.
    func namedValues(ofRoute name: String, value: (String) -> NamedValue) -> [String: String] {
        guard let index = routeIndexByName[name] else { return [:] }
        let otherKeys = routes[index].otherKeys
        var values: [String: String] = [:]
        for name in form(routeAt: index).parameterNames where values[name] == nil {
            if case .text(let text) = value(name) {
                values[name] = text
            } else if let key = otherKeys[name], case .text(let text) = value(key) {
                values[name] = text
            }
        }
        return values
    }
}
