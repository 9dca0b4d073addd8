/// A segment-by-segment scan of the routes in registration order, the JLRoutes approach: split the path, compare
/// it with each route in turn, and take the first that matches, with its captures in a `[String: String]`.
///
/// The comparison itself does not allocate; only the route that matched builds its dictionary.
struct LinearScanContender: Contender {
    static var entry: ContenderEntry {
        ContenderEntry(
            name: "Linear scan (JLRoutes-style)",
            key: "linear-scan",
            role: .handWritten,
            notes: [
                "The path split once into Substrings, compared segment by segment with each route in registration "
                    + "order; the first match wins and fills a `[String: String]`."
            ],
            type: Self.self)
    }

    let routes: [[PatternSegment]]
    let endsWithCatchAll: [Bool]

    init(routes: [RouteSpec]) throws {
        self.routes = routes.map(\.segments)
        self.endsWithCatchAll = routes.map(\.hasCatchAll)
    }

    func lookup(_ path: String) -> Int? {
        let parts = path.split(separator: "/")
        for index in routes.indices where Self.accepts(routes[index], endsWithCatchAll[index], parts) {
            let captures = Self.captures(of: routes[index], in: parts)
            blackHole(captures)
            return index
        }
        return nil
    }

    private static func accepts(_ route: [PatternSegment], _ catchAll: Bool, _ parts: [Substring]) -> Bool {
        guard catchAll ? parts.count >= route.count : parts.count == route.count else { return false }
        for (segment, part) in zip(route, parts) {
            if case .literal(let text) = segment, part != text { return false }
        }
        return true
    }

    private static func captures(of route: [PatternSegment], in parts: [Substring]) -> [String: String] {
        var captures: [String: String] = [:]
        for (position, segment) in route.enumerated() {
            switch segment {
            case .literal: continue
            case .parameter(let name): captures[name] = String(parts[position])
            case .catchAll(let name): captures[name] = parts[position...].joined(separator: "/")
            }
        }
        return captures
    }
}
