import DeepLinks

/// DeepLinks' `match(.path(_:))` end to end: the trie walk, the handler's `[AnyParam: String]` dictionary, the handler
/// call (it returns the route's index) and the `DeepLink` result.
///
/// Patterns are read with `RoutePattern(parsing:)`. A catch-all `*name` is renamed `*name_rest` on loading: the
/// corpus uses `ref` both as `:ref` and `*ref`, and a component has one capture kind, so ``AnyParam`` captures a
/// `.remainder` exactly when its name ends in `_rest`.
struct DeepLinksContender: Contender {
    static var entry: ContenderEntry {
        ContenderEntry(
            name: "DeepLinks match(.path(_:))",
            key: "deeplinks",
            role: .deepLinksMatch,
            notes: [
                "`DeepLinkRouter(routes:)` of `RoutePattern(parsing:)` for each line; a component type whose name "
                    + "is any string (`.string` capture, `.remainder` for names ending in `_rest`); the handler "
                    + "returns the route's index. Catch-alls are renamed on loading (`*ref` → `*ref_rest`, `*path` → "
                    + "`*path_rest`) because the corpus also uses `:ref`, and a component has one capture kind."
            ],
            type: Self.self)
    }

    let router: DeepLinkRouter<AnyParam, Int>

    init(routes: [RouteSpec]) throws {
        router = try DeepLinkRouter(routes: Self.declaring(routes))
    }

    /// The `Route` values of `routes`: each pattern parsed with `RoutePattern(parsing:)`, route `i`'s handler
    /// returning `i`.
    static func declaring(_ routes: [RouteSpec]) throws -> [Route<AnyParam, Int>] {
        var table: [Route<AnyParam, Int>] = []
        table.reserveCapacity(routes.count)
        for (index, route) in routes.enumerated() {
            let pattern = try RoutePattern<AnyParam>(parsing: Self.renamingCatchAll(route.pattern))
            table.append(Route(patterns: [pattern]) { _ in index })
        }
        return table
    }

    func lookup(_ path: String) -> Int? {
        router.match(.path(path))?.intent
    }

    /// `/repos/:owner/:repo/git/refs/*ref` → `/repos/:owner/:repo/git/refs/*ref_rest`.
    static func renamingCatchAll(_ pattern: String) -> String {
        // NB: a byte search; `String.contains(_: String)` goes through Foundation's NSString search, which cost
        // more than building the route (callgrind: ~6,700 instructions a pattern), and the build time counts it.
        guard pattern.utf8.contains(UInt8(ascii: "*")) else { return pattern }
        return pattern.split(separator: "/", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("*") ? $0 + "_rest" : String($0) }
            .joined(separator: "/")
    }
}

/// A route parameter of any name: `.string`, or `.remainder` when the name ends in `_rest`.
///
/// It keeps whether it is a remainder, one byte, and says its kind from it, as an app's enum says it from its case: a
/// stored `CaptureKind` (a word since kinds can name an app's type) would make every parameter segment of the table
/// 8 bytes larger, which is the component's size, not the router's.
struct AnyParam: DeepLinkPathComponent {
    var rawValue: String
    let isRemainder: Bool

    var capture: CaptureKind { isRemainder ? .remainder : .string }

    init?(rawValue: String) {
        self.rawValue = rawValue
        self.isRemainder = rawValue.hasSuffix("_rest")
    }
}
