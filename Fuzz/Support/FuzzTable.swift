@testable import DeepLinks

/// Route tables decoded from fuzzer bytes, in the reference matcher's vocabulary, and the checks every target makes
/// on them.
enum FuzzTable {
    typealias Reference = ReferenceMatcher
    typealias Router = DeepLinkRouter<Reference.P, Reference.Intent>

    /// The route names the named entry points see: route `i` of a table is named `r<i>`.
    static func name(of route: Int) -> String {
        "r\(route)"
    }

    /// Reads a table of 1...8 single-pattern routes of up to 5 segments over the reference's literals and parameters.
    ///
    /// One byte gives the number of routes. Per route, one byte gives its length (mod 6) and whether its handler
    /// declines (top bit); then one byte per segment: below 0x80 a literal of ``ReferenceMatcher/literals``, else
    /// a parameter of ``ReferenceMatcher/P`` (a literal if the pattern already uses it). Near-copies, hence
    /// conflicts and precedence decisions, are as easy for the fuzzer to make as the literals are few.
    static func decode(_ input: inout FuzzInput) -> [Reference.RouteSpec] {
        (0...input.below(8)).map { _ in
            let header = input.byte()
            var segments: [Reference.Segment] = []
            var used: Set<Reference.P> = []
            for _ in 0..<(Int(header & 0x7F) % 6) {
                let choice = input.byte()
                let parameter = Reference.P.allCases[Int(choice) % Reference.P.allCases.count]
                if choice >= 0x80, used.insert(parameter).inserted {
                    segments.append(.parameter(parameter))
                } else {
                    segments.append(.literal(Reference.literals[Int(choice) % Reference.literals.count]))
                }
            }
            return Reference.RouteSpec(segments: segments, declines: header >= 0x80)
        }
    }

    /// Builds `table`'s router, checked against the reference's conflict detection.
    ///
    /// The router must throw exactly when two patterns have the same shape, naming such a pair, and must build the
    /// table without repeated shapes. Routes are named (``name(of:)``) when `named` is set.
    ///
    /// - Returns: The conflict-free table and its router.
    static func build(
        _ table: [Reference.RouteSpec], filter: ReferenceURL.Filter = .init(0), named: Bool = false
    ) -> ([Reference.RouteSpec], Router) {
        let pairs = Reference.conflictingPairs(table)
        do {
            let router = try Router(schemes: filter.schemes, hosts: filter.hosts, routes: routes(table, named: named))
            FuzzCheck.require(pairs.isEmpty, "built, but \(pairs) conflict\n\(Reference.dump(table))")
            checkInvariants(router, table)
            return (table, router)
        } catch {
            FuzzCheck.require(
                pairs.contains(error), "threw '\(error)', expected a conflict among \(pairs)\n\(Reference.dump(table))")
        }
        let cleaned = Reference.removingRepeatedShapes(table)
        do {
            let router = try Router(
                schemes: filter.schemes, hosts: filter.hosts, routes: routes(cleaned, named: named))
            checkInvariants(router, cleaned)
            return (cleaned, router)
        } catch {
            FuzzCheck.fail("threw '\(error)' for a conflict-free table\n\(Reference.dump(cleaned))")
        }
    }

    private static func routes(_ table: [Reference.RouteSpec], named: Bool) -> [Route<Reference.P, Reference.Intent>] {
        let routes = Reference.makeRoutes(table)
        return named ? routes.enumerated().map { $1.named(name(of: $0)) } : routes
    }

    private static func checkInvariants(_ router: Router, _ table: [Reference.RouteSpec]) {
        let broken = router.trie._checkInvariants()
        FuzzCheck.require(broken.isEmpty, "trie invariants broken: \(broken)\n\(Reference.dump(table))")
    }

    /// Whether two results are the same: the same link (intents compared byte for byte) or the same error.
    static func same(
        _ lhs: Result<DeepLink<Reference.Intent>, DeepLinkError>,
        _ rhs: Result<DeepLink<Reference.Intent>, DeepLinkError>
    ) -> Bool {
        switch (lhs, rhs) {
        case (.success(let left), .success(let right)):
            left.intent.isIdentical(to: right.intent) && left.path == right.path && left.pattern == right.pattern
                && left.source == right.source && left.requiresAuthorization == right.requiresAuthorization
                && left.url?.absoluteString == right.url?.absoluteString
        case (.failure(let left), .failure(let right)): left == right
        default: false
        }
    }

    /// Checks what a navigator without a root did with a link against what the router resolved: it holds every
    /// link the router matches (waiting for the root) and reports every miss, with the router's error.
    ///
    /// - Parameters:
    ///   - outcome: The navigator's outcome.
    ///   - expected: The router's result for the same link.
    ///   - entry: The navigator call, for the message (`open(_:from:)`).
    ///   - context: The input, for the message.
    @MainActor
    static func checkNavigatorOutcome(
        _ outcome: DeepLinkNavigator<Reference.P, Reference.Intent>.Outcome,
        _ expected: Result<DeepLink<Reference.Intent>, DeepLinkError>, entry: String,
        _ context: @autoclosure () -> String
    ) {
        let agrees: Bool
        switch (outcome, expected) {
        case (.held(let link, let reason), .success):
            agrees = reason == .waitingForRoot && same(.success(link), expected)
        case (.unmatched(let error), .failure):
            agrees = same(.failure(error), expected)
        default:
            agrees = false
        }
        FuzzCheck.require(agrees, "navigator \(entry) gave \(outcome), router \(describe(expected)): \(context())")
    }

    /// Checks that a link opened twice in a row by a navigator without a root ends the second time as a duplicate
    /// of the first when the first is held, and is reported for what it is again when it was not matched.
    ///
    /// - Parameters:
    ///   - router: The router.
    ///   - link: The link, through a door from outside the app.
    ///   - context: The input, for the message.
    @MainActor
    static func checkDuplicate(
        _ router: Router, _ link: IncomingLink<Reference.P, Reference.Intent>, _ context: @autoclosure () -> String
    ) {
        let navigator = DeepLinkNavigator(router: router, openGates: [.authorization])
        let first = navigator.open(link, animated: false)
        let second = navigator.open(link, animated: false)
        let agrees: Bool
        switch (first, second) {
        case (.held, .duplicate(of: 1)), (.unmatched, .unmatched): agrees = true
        default: agrees = false
        }
        FuzzCheck.require(agrees, "the same link twice gave \(first), then \(second): \(context())")
    }

    /// A result, for messages.
    static func describe(_ result: Result<DeepLink<Reference.Intent>, DeepLinkError>) -> String {
        switch result {
        case .success(let link):
            "\(link.intent) via \(link.pattern) at \(Reference.readable(link.path)) from \(link.source)"
        case .failure(let error): "failure: \(error)"
        }
    }

    /// Checks that `mounted`, a result of the table mounted as modules, is `flat`'s: the same route, captures,
    /// pattern, path and door, or the same error, message included except for a miss (whose closest route may be
    /// another one of a tie: the mounted table declares its routes grouped by module).
    static func checkSameResult(
        _ mounted: Result<DeepLink<Reference.Intent>, DeepLinkError>,
        _ flat: Result<DeepLink<Reference.Intent>, DeepLinkError>, _ context: @autoclosure () -> String
    ) {
        let agree: Bool
        switch (flat, mounted) {
        case (.success(let lhs), .success(let rhs)):
            agree =
                lhs.intent.isIdentical(to: rhs.intent) && lhs.pattern == rhs.pattern && lhs.path == rhs.path
                && lhs.source == rhs.source && lhs.requiresAuthorization == rhs.requiresAuthorization
        case (.failure(let lhs), .failure(let rhs)):
            agree = lhs.kind == rhs.kind && (lhs.kind == .noRoute || lhs.description == rhs.description)
        default:
            agree = false
        }
        FuzzCheck.require(agree, "flat \(flat), mounted \(mounted): \(context())")
    }

    /// Checks `table` mounted as modules (``ReferenceMatcher/mountedRoutes(_:)``) against `router`, the same table
    /// declared flat.
    ///
    /// The mounted router must build, and resolve `path` as the flat one does: the same route, captures, pattern
    /// and path, or a miss of the same kind.
    static func checkMounted(_ router: Router, _ table: [Reference.RouteSpec], _ path: String) {
        let mounted: Router
        do {
            mounted = try Router(routes: Reference.mountedRoutes(table))
        } catch {
            FuzzCheck.fail("mounted, the conflict-free table threw '\(error)'\n\(Reference.dump(table))")
        }
        let agree: Bool
        switch (router.resolve(.path(path)), mounted.resolve(.path(path))) {
        case (.success(let flat), .success(let link)):
            agree = flat.intent.isIdentical(to: link.intent) && flat.pattern == link.pattern && flat.path == link.path
        case (.failure(let flat), .failure(let error)):
            agree = flat.kind == error.kind
        default:
            agree = false
        }
        FuzzCheck.require(
            agree,
            "path \(Reference.readable(path)): flat \(router.resolve(.path(path))), mounted \(mounted.resolve(.path(path)))\n"
                + Reference.dump(table))
    }

    /// Checks `match(.path(_:))`, `resolve(.path(_:))` and `route(forPath:)` on `path` against each other and against the
    /// reference: the route, its captures, the link's path, the reason for a miss and the selected route.
    static func checkPath(_ router: Router, _ table: [Reference.RouteSpec], _ path: String) {
        let problems = Reference.disagreements(router, table, path: path)
        FuzzCheck.require(
            problems.isEmpty,
            "path \(Reference.readable(path)): \(problems.joined(separator: "; "))\n\(Reference.dump(table))")

        let selection = router.route(forPath: path)
        let expected = Reference.selectedRoute(table, path: path)
        let agrees =
            selection?.routeIndex == expected && selection.map { $0.patternIndex == 0 } ?? true
            && selection?.pattern == expected.map { Reference.describe(table[$0].segments) }
        FuzzCheck.require(
            agrees,
            "path \(Reference.readable(path)): route(forPath:) selected \(selection.map { "\($0)" } ?? "nothing"), "
                + "the reference \(expected.map { "route \($0)" } ?? "nothing")\n\(Reference.dump(table))")
    }

    /// Checks a matched link's back stack against the reference, in the same table with parents: route `i`'s parent
    /// is the route whose pattern is the longest proper prefix of its own (`r<j>`), as an app whose URLs follow its
    /// screens declares them.
    ///
    /// The stacked router must match the text as the flat one does (parents never change matching), and the stack
    /// must be the matched route's ancestors, each made from the link's values by name, bottom first, then the
    /// link's own intent; or, when an ancestor declines, a `parentFailed` error naming the first declining one from
    /// the bottom of the stack.
    ///
    /// - Parameters:
    ///   - table: The conflict-free table.
    ///   - filter: The router's schemes and hosts.
    ///   - text: The URL's text.
    ///   - flat: What the router without parents resolved.
    ///   - context: The input, for the message.
    static func checkStack(
        _ table: [Reference.RouteSpec], filter: ReferenceURL.Filter, text: String,
        flat: Result<DeepLink<Reference.Intent>, DeepLinkError>, _ context: @autoclosure () -> String
    ) {
        let parents: [Int?] = table.indices.map { child in
            var best: Int?
            for candidate in table.indices where candidate != child {
                let prefix = table[candidate].segments
                guard !prefix.isEmpty, prefix.count < table[child].segments.count,
                    Array(table[child].segments.prefix(prefix.count)) == prefix
                else { continue }
                if best.map({ table[$0].segments.count < prefix.count }) ?? true { best = candidate }
            }
            return best
        }
        let routes = Reference.makeRoutes(table).enumerated().map { index, route in
            let named = route.named(name(of: index))
            return parents[index].map { named.parent(name(of: $0)) } ?? named
        }
        let stacked: Router
        do {
            stacked = try Router(schemes: filter.schemes, hosts: filter.hosts, routes: routes)
        } catch {
            FuzzCheck.fail("with prefix parents, the conflict-free table threw '\(error)'\n\(Reference.dump(table))")
        }
        let resolved = stacked.resolve(urlText: text, from: nil)
        FuzzCheck.require(
            same(resolved, flat), "with parents, \(describe(resolved)), without \(describe(flat)): \(context())")
        guard case .success(let link) = resolved else { return }
        var ancestors: [Int] = []
        var next = parents[link.intent.route]
        while let parent = next {
            ancestors.insert(parent, at: 0)
            next = parents[parent]
        }
        let stack: DeepLinkStack<Reference.Intent>
        do {
            stack = try stacked.stack(for: link)
        } catch {
            let declining = ancestors.first { table[$0].declines }
            FuzzCheck.require(
                error.kind == .parentFailed && declining != nil
                    && error.description.contains("its parent '\(name(of: declining ?? -1))' did not open"),
                "stack threw '\(error)', ancestors \(ancestors): \(context())")
            return
        }
        FuzzCheck.require(
            !ancestors.contains { table[$0].declines }, "a declining ancestor gave a stack: \(context())")
        var expected: [Reference.Intent] = ancestors.map { ancestor in
            var params: [Reference.P: String] = [:]
            for case .parameter(let component) in table[ancestor].segments {
                params[component] = link.intent.params[component]
            }
            return Reference.Intent(route: ancestor, params: params)
        }
        expected.append(link.intent)
        FuzzCheck.require(
            stack.screens.count == expected.count
                && zip(stack.screens, expected).allSatisfy { $0.isIdentical(to: $1) } && stack.section == nil,
            "stack \(stack.screens), expected \(expected): \(context())")
    }
}
