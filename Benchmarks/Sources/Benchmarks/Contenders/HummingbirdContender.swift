@_spi(Internal) import Hummingbird

/// Hummingbird's router trie, its `@_spi(Internal)` `RouterTrie` entry: the structure `Router` builds and resolves
/// every request with, without the HTTP layer around it.
///
/// Patterns keep their `:name` parameters; a catch-all `*name` becomes Hummingbird's `**`.
struct HummingbirdContender: Contender {
    static var entry: ContenderEntry {
        ContenderEntry(
            name: "Hummingbird RouterTrie",
            key: "hummingbird",
            role: .swiftRouter,
            notes: [
                "hummingbird 2.28.1 through its `@_spi(Internal)` RouterTrie entry (`RouterPathTrieBuilder<Int>`, "
                    + "`addEntry(_:value:)`, `RouterTrie(base:)`, `resolve(_:)`), as its own trie benchmark does; "
                    + "catch-alls are written `**`."
            ],
            type: Self.self)
    }

    let trie: RouterTrie<Int>

    init(routes: [RouteSpec]) throws {
        let builder = RouterPathTrieBuilder<Int>()
        for (index, route) in routes.enumerated() {
            let text = route.segments.map { segment in
                switch segment {
                case .literal(let text): text
                case .parameter(let name): ":" + name
                case .catchAll: "**"
                }
            }
            builder.addEntry(RouterPath("/" + text.joined(separator: "/")), value: index)
        }
        trie = RouterTrie(base: builder)
    }

    func lookup(_ path: String) -> Int? {
        guard let (value, parameters) = trie.resolve(path) else { return nil }
        blackHole(parameters)
        return value
    }
}
