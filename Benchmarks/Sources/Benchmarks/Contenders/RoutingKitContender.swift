import RoutingKit

/// Vapor's RoutingKit `TrieRouter`, used as Vapor does: the path split into `[String]`, parameters collected in a
/// `Parameters` value.
///
/// RoutingKit stops with a precondition failure when two routes name the parameter at one position differently
/// (kickstarter has `/discover/categories/:category_id` and `/discover/categories/:parent_category_id/…`), so
/// parameters are renamed by position (`p0`, `p1`, …). It cannot register the empty path (an assertion), so the
/// root route `/` is left out.
struct RoutingKitContender: Contender {
    static var entry: ContenderEntry {
        ContenderEntry(
            name: "RoutingKit TrieRouter",
            key: "routingkit",
            role: .swiftRouter,
            notes: [
                "vapor/routing-kit 4.9.3 `TrieRouter<Int>`; lookup splits as a user would "
                    + "(`path.split(separator: \"/\").map(String.init)`) and fills a `Parameters` copied from one "
                    + "made at build time (a fresh `Parameters()` would also create a `Logger` per lookup).",
                "Parameter names are normalized by position (`:owner` → `:p1`): RoutingKit stops with a "
                    + "precondition failure when two routes use different names at one position (kickstarter). "
                    + "The root route `/` is not registered: RoutingKit asserts on an empty path.",
            ],
            type: Self.self)
    }

    let router: TrieRouter<Int>
    let emptyParameters: Parameters

    init(routes: [RouteSpec]) throws {
        router = TrieRouter(Int.self)
        for (index, route) in routes.enumerated() where !route.segments.isEmpty {
            let path: [PathComponent] = route.segments.enumerated().map { position, segment in
                switch segment {
                case .literal(let text): .constant(text)
                case .parameter: .parameter("p\(position)")
                case .catchAll: .catchall
                }
            }
            router.register(index, at: path)
        }
        emptyParameters = Parameters()
    }

    func lookup(_ path: String) -> Int? {
        var parameters = emptyParameters
        let segments = path.split(separator: "/").map(String.init)
        let output = router.route(path: segments, parameters: &parameters)
        blackHole(parameters)
        return output
    }
}
