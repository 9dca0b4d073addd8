import DeepLinks

/// DeepLinks' `match(.path(_:))` on the same route table declared as feature modules and mounted with `Mount`: what
/// issue #13's "a mounted table matches as fast as the same table declared flat" reads.
///
/// Routes are grouped by their first segment when it is a literal: `/repos/:owner/:repo` goes into the module
/// `repos` as `:owner/:repo`, and the app mounts it with `Mount("repos", module) { $0 }`. Routes whose first segment
/// is a parameter, and the root `/`, go into one module mounted at `""`. Each module declares its routes with its own
/// component type, ``ModuleParam``, and its own `[Route<ModuleParam, Int>]`; the handler returns the route's index in
/// the table, as in ``DeepLinksContender``, so every request must resolve to the same index as flat. Modules are
/// mounted in the order of their first route, and each module keeps the table's order: precedence is decided by the
/// trie, not by declaration order, and the corpus has no conflicts, so the answers are the flat router's.
struct DeepLinksMountedContender: Contender {
    static var entry: ContenderEntry {
        ContenderEntry(
            name: "DeepLinks match(.path(_:)), mounted",
            key: "deeplinks-mounted",
            role: .deepLinksMounted,
            notes: [
                "The same table as `DeepLinks match(.path(_:))`, declared as modules: the routes whose first segment is "
                    + "a literal are grouped by it (`/repos/:owner/:repo` → module `repos`, pattern `:owner/:repo`, "
                    + "mounted with `Mount(\"repos\", module) { $0 }`); the root `/` and routes that start with a "
                    + "parameter form one module mounted at `\"\"`. Each module has its own component type and "
                    + "`[Route<ModuleParam, Int>]`; the handler returns the route's index. Its build time includes "
                    + "the grouping and the `Mount`s."
            ],
            type: Self.self)
    }

    let router: DeepLinkRouter<AnyParam, Int>

    init(routes: [RouteSpec]) throws {
        // The modules in the order of their first route; each module's routes in the table's order.
        var modules: [(prefix: String, routes: [Route<ModuleParam, Int>])] = []
        var moduleByPrefix: [String: Int] = [:]
        for (index, route) in routes.enumerated() {
            let (prefix, rest) = Self.splittingModule(route.pattern)
            let pattern = try RoutePattern<ModuleParam>(parsing: DeepLinksContender.renamingCatchAll(rest))
            let moduleRoute = Route<ModuleParam, Int>(patterns: [pattern]) { _ in index }
            if let module = moduleByPrefix[prefix] {
                modules[module].routes.append(moduleRoute)
            } else {
                moduleByPrefix[prefix] = modules.count
                modules.append((prefix, [moduleRoute]))
            }
        }
        var table: [Route<AnyParam, Int>] = []
        table.reserveCapacity(routes.count)
        for module in modules {
            let prefix = try RoutePattern<AnyParam>(parsing: module.prefix)
            table += Mount(prefix, module.routes) { $0 }.routes
        }
        router = try DeepLinkRouter(routes: table)
    }

    func lookup(_ path: String) -> Int? {
        router.match(.path(path))?.intent
    }

    /// The module a pattern goes into and its pattern there: `/repos/:owner/:repo` → (`repos`, `/:owner/:repo`);
    /// `/`, `/:user/settings` or `/*path` → (`""`, the whole pattern).
    static func splittingModule(_ pattern: String) -> (prefix: String, rest: String) {
        // NB: over the UTF-8 view, like `renamingCatchAll`: the build time counts this.
        let bytes = pattern.utf8
        guard let start = bytes.firstIndex(where: { $0 != UInt8(ascii: "/") }),
            bytes[start] != UInt8(ascii: ":"), bytes[start] != UInt8(ascii: "*")
        else { return ("", pattern) }
        let end = bytes[start...].firstIndex(of: UInt8(ascii: "/")) ?? bytes.endIndex
        return (String(pattern[start..<end]), String(pattern[end...]))
    }
}

/// A feature module's route parameter: like ``AnyParam`` (any name; `.string`, or `.remainder` when the name ends in
/// `_rest`), but a type of its own, as a module's component enum is.
struct ModuleParam: DeepLinkPathComponent {
    var rawValue: String
    let isRemainder: Bool

    var capture: CaptureKind { isRemainder ? .remainder : .string }

    init?(rawValue: String) {
        self.rawValue = rawValue
        self.isRemainder = rawValue.hasSuffix("_rest")
    }
}
