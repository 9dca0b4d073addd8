/// Not a router: a `[String: Int]` of the exact request strings.
///
/// The floor for a static lookup (one hash of the path, one probe), with no splitting and no captures.
struct DictionaryContender: Contender {
    static var entry: ContenderEntry {
        ContenderEntry(
            name: "Dictionary (exact requests, floor)",
            key: "dictionary",
            role: .floor,
            notes: ["`[String: Int]` keyed by the exact request strings: a lower bound for a lookup, not a router."],
            type: Self.self)
    }

    let table: [String: Int]

    init(routes: [RouteSpec]) throws {
        var table: [String: Int] = [:]
        table.reserveCapacity(routes.count)
        for (index, route) in routes.enumerated() where table[route.request] == nil {
            table[route.request] = index
        }
        self.table = table
    }

    func lookup(_ path: String) -> Int? {
        table[path]
    }
}
