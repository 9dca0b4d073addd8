import DeepLinks

/// DeepLinks' `route(forPath:)`: route selection alone.
///
/// It splits and decodes the path and walks the trie like `match(.path(_:))`, but calls no handler and builds no
/// dictionary or `DeepLink`; the captures are where the selected pattern's parameters are, in the segments it walked.
struct DeepLinksSelectionContender: Contender {
    static var entry: ContenderEntry {
        ContenderEntry(
            name: "DeepLinks route(forPath:)",
            key: "deeplinks-selection",
            role: .deepLinksSelection,
            notes: [
                "`route(forPath:)` on the same router as `match(.path(_:))`: the route the path selects, without calling "
                    + "the handler or building the dictionary (no allocation)."
            ],
            type: Self.self)
    }

    let router: DeepLinkRouter<AnyParam, Int>

    init(routes: [RouteSpec]) throws {
        router = try DeepLinksContender(routes: routes).router
    }

    func lookup(_ path: String) -> Int? {
        router.route(forPath: path)?.routeIndex
    }
}
