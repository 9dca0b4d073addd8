import DeepLinks

/// The handler's `[Component: String]` alone, per corpus request: what goal 2 ("full match ≤ 3× matchit, the
/// handler's dictionary still built") cannot go below whatever the router does around it.
///
/// For each hit request it makes the dictionary DeepLinks' handler receives for that request (keys of the benchmark's
/// `AnyParam`, values the request's captures) the cheapest way the standard library offers: `mapValues` over a
/// prototype of the route's keys made beforehand (one allocation, no key hashed: what `match` does), with the capture
/// Strings made beforehand too. A pass makes each request's dictionary and frees it; a route without captures gets
/// the empty dictionary, which allocates nothing. Timed like the lookups (the median of the runs), right after them.
///
/// ``check(_:)`` compares each dictionary with the one DeepLinks' handler is given for the same request, so the floor
/// is the dictionary the router really builds.
struct HandlerDictionaryFloor {
    /// Per request: the route's keys, each with its capture's place in `values`.
    private let prototypes: [[AnyParam: Int]]
    /// Per request: the capture Strings.
    private let values: [[String]]

    init(_ table: RouteTable) {
        var prototypes: [[AnyParam: Int]] = []
        var values: [[String]] = []
        for route in table.routes {
            let parts = route.request.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
                .map(String.init)
            var prototype: [AnyParam: Int] = [:]
            var captures: [String] = []
            for (depth, segment) in route.segments.enumerated() {
                let name: String
                let value: String
                switch segment {
                case .literal: continue
                case .parameter(let parameter):
                    name = parameter
                    value = depth < parts.count ? parts[depth] : ""
                case .catchAll(let parameter):
                    name = parameter + "_rest"
                    value = depth < parts.count ? parts[depth...].joined(separator: "/") : ""
                }
                guard let key = AnyParam(rawValue: name) else { continue }
                prototype[key] = captures.count
                captures.append(value)
            }
            prototypes.append(prototype)
            values.append(captures)
        }
        self.prototypes = prototypes
        self.values = values
    }

    /// Request `index`'s dictionary.
    @inline(__always)
    private func dictionary(_ index: Int) -> [AnyParam: String] {
        let prototype = prototypes[index]
        guard !prototype.isEmpty else { return [AnyParam: String]() }
        let captures = values[index]
        return prototype.mapValues { captures[$0] }
    }

    /// Nanoseconds for `times` passes, each making and freeing every request's dictionary.
    @inline(never)
    private func pass(times: Int) -> UInt64 {
        var sum = 0
        let start = now()
        for _ in 0..<times {
            for index in prototypes.indices {
                sum &+= dictionary(index).count
            }
        }
        let elapsed = now() - start
        checksum &+= sum
        return elapsed
    }

    /// Nanoseconds per request, timed as the lookups are (``Timer/perItem(_:settings:runs:onePass:_:)``).
    func nanoseconds(settings: Settings) -> Double {
        Timer.perItem(prototypes.count, settings: settings) { pass(times: $0) }
    }

    /// The requests whose dictionary differs from the one DeepLinks' handler receives for them, with both, at most
    /// three; an empty array when every one is the same.
    static func check(_ table: RouteTable) -> [String] {
        let floor = HandlerDictionaryFloor(table)
        let received = ReceivedDictionaries()
        var routes: [Route<AnyParam, Int>] = []
        for (index, route) in table.routes.enumerated() {
            guard let pattern = try? RoutePattern<AnyParam>(parsing: DeepLinksContender.renamingCatchAll(route.pattern))
            else { return ["\(table.name): DeepLinks cannot parse `\(route.pattern)`"] }
            routes.append(
                Route(patterns: [pattern]) { parameters in
                    received.values[index] = parameters
                    return index
                })
        }
        let router: DeepLinkRouter<AnyParam, Int>
        do {
            router = try DeepLinkRouter(routes: routes)
        } catch {
            return ["\(table.name): DeepLinks cannot build the table: \(error)"]
        }
        var problems: [String] = []
        for (index, route) in table.routes.enumerated() {
            let intent = router.match(.path(route.request))?.intent
            let made = floor.dictionary(index)
            let given = received.values[index]
            guard intent != index || given != made else { continue }
            problems.append(
                "\(table.name) `\(route.request)`: the floor makes \(made), DeepLinks' handler got "
                    + (given.map { "\($0)" } ?? "nothing") + " (intent \(intent.map(String.init) ?? "nil"))")
            if problems.count == 3 { break }
        }
        return problems
    }
}

/// The dictionaries a table's handlers were given, by route.
private final class ReceivedDictionaries: @unchecked Sendable {
    // NB: @unchecked: written and read on one thread, by the check alone.
    var values: [Int: [AnyParam: String]] = [:]
}
