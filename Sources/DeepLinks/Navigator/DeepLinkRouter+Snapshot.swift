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
            return .route(name: name, values: namedValues(ofRoute: name) { scope[format.payloadKey(forParameter: $0)] })
        case .nothing: return nil
        }
    }

    /// The values a link by name gives the route named `name`, by parameter name.
    ///
    /// Each of the route's path parameters and query items that `value` gives as text or a number
    /// (``PayloadValue``). Nothing is checked here: the link is checked when it is resolved.
    func namedValues(ofRoute name: String, value: (String) -> Any?) -> [String: String] {
        guard let index = routeIndexByName[name] else { return [:] }
        let form = form(routeAt: index)
        let names =
            form.patterns.indices.flatMap(form.parameterNames(ofPattern:))
            + (form.requiredQuery + form.optionalQuery).map(\.name)
        var values: [String: String] = [:]
        for name in names where values[name] == nil {
            guard let given = value(name), case .success(let text) = PayloadValue.read(given, key: name) else {
                continue
            }
            values[name] = text
        }
        return values
    }
}
