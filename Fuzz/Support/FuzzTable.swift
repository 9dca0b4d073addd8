import DeepLinksNavigation

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

    /// Reads a table of 1...8 single-pattern routes of up to 5 segments over the reference's literals and parameters,
    /// with their doors and parents when `withDoors` is set.
    ///
    /// One byte gives the number of routes. Per route, a header byte gives its length (`h & 0x7F` mod 6) and
    /// whether its handler declines (top bit); then one byte per segment: below 0x80 a literal of
    /// ``ReferenceMatcher/literals``, else a parameter of ``ReferenceMatcher/P`` (a literal if the pattern already
    /// uses it). Near-copies, hence conflicts and precedence decisions, are as easy for the fuzzer to make as the
    /// literals are few. With `withDoors`, the rest of the header, `q = (h & 0x7F) / 6`, gives the route's doors
    /// (``doors(_:_:)``, from `q % 11`) and, from 11, a parent: one more byte picks it among the earlier routes whose
    /// parameters the route has (none when there is no such route). A header below 6 (or from 0x80 to 0x85) reads
    /// as before doors were added.
    static func decode(_ input: inout FuzzInput, withDoors: Bool = true) -> [Reference.RouteSpec] {
        var table: [Reference.RouteSpec] = []
        for _ in 0...input.below(8) {
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
            var spec = Reference.RouteSpec(segments: segments, declines: header >= 0x80)
            let choice = withDoors ? Int(header & 0x7F) / 6 : 0
            spec.sources = doors(choice % 11, &input)
            if choice >= 11 {
                // A parent whose parameters a link to the route carries: a parent it cannot fill is another error.
                let candidates = table.indices.filter { parameters(table[$0]).isSubset(of: used) }
                let pick = Int(input.byte())
                spec.parent = candidates.isEmpty ? nil : candidates[pick % candidates.count]
            }
            table.append(spec)
        }
        return table
    }

    /// A route's doors by `choice`: 0 every door, 1...5 one door (custom scheme, universal link, push notification,
    /// shortcut item, user activity), 6 `.web`, 7 `.inApp`, 8...10 a set from the next byte's low five bits.
    static func doors(_ choice: Int, _ input: inout FuzzInput) -> LinkSources {
        let single: [LinkSources] = [.customScheme, .universalLink, .pushNotification, .shortcutItem, .userActivity]
        switch choice {
        case 0: return .all
        case 1...5: return single[choice - 1]
        case 6: return .web
        case 7: return .inApp
        default: return LinkSources(rawValue: input.byte() & 0x1F)
        }
    }

    static func parameters(_ spec: Reference.RouteSpec) -> Set<Reference.P> {
        Set(
            spec.segments.compactMap { segment in
                if case .parameter(let component) = segment { return component }
                return nil
            })
    }

    /// Builds `table`'s router (route `i` named `r<i>`, in its doors, under its parent), checked against the
    /// reference's conflict detection and the parent rule.
    ///
    /// The router must throw exactly when two patterns have the same shape, naming such a pair; else exactly when a
    /// route's parent is more restricted by doors than the route (``parentRefusingDoors(_:)``), with that error.
    /// It must build the table without repeated shapes and without the parents that refuse their child's doors.
    ///
    /// - Returns: The table it built and its router.
    static func build(
        _ table: [Reference.RouteSpec], filter: ReferenceURL.Filter = .init(0)
    ) -> ([Reference.RouteSpec], Router) {
        let pairs = Reference.conflictingPairs(table)
        let refusal = pairs.isEmpty ? parentRefusingDoors(table) : nil
        do {
            let router = try Router(schemes: filter.schemes, hosts: filter.hosts, routes: routes(table))
            FuzzCheck.require(pairs.isEmpty, "built, but \(pairs) conflict\n\(Reference.dump(table))")
            FuzzCheck.require(
                refusal == nil, "built, but expected '\(refusal.map { "\($0)" } ?? "")'\n\(Reference.dump(table))")
            checkInvariants(router, table)
            return (table, router)
        } catch {
            if let refusal {
                FuzzCheck.require(error == refusal, "threw '\(error)', expected '\(refusal)'\n\(Reference.dump(table))")
            } else {
                FuzzCheck.require(
                    pairs.contains(error),
                    "threw '\(error)', expected a conflict among \(pairs)\n\(Reference.dump(table))")
            }
        }
        let cleaned = cleaned(table)
        do {
            let router = try Router(schemes: filter.schemes, hosts: filter.hosts, routes: routes(cleaned))
            checkInvariants(router, cleaned)
            return (cleaned, router)
        } catch {
            FuzzCheck.fail(
                "threw '\(error)' for a conflict-free table whose parents take their children's doors\n"
                    + Reference.dump(cleaned))
        }
    }

    /// The error a table must throw for a parent more restricted by doors than its child: for the first route (in
    /// table order) that has one, its nearest such ancestor; `nil` when every ancestor takes every door its
    /// descendants take.
    static func parentRefusingDoors(_ table: [Reference.RouteSpec]) -> DeepLinkRouterError? {
        func subject(_ index: Int) -> DeepLinkRouterError.Subject {
            DeepLinkRouterError.Subject(
                name: name(of: index), pattern: Reference.describe(table[index].segments),
                site: "Differential:\(index)")
        }
        for child in table.indices {
            var ancestor = table[child].parent
            while let current = ancestor {
                let sources = table[current].sources
                if !table[child].sources.isSubset(of: sources) {
                    return .parentRefusesDoor(
                        subject(current), sources: sources, of: subject(child), sources: table[child].sources)
                }
                ancestor = table[current].parent
            }
        }
        return nil
    }

    /// The table without the routes whose shape repeats an earlier one's (``ReferenceMatcher/removingRepeatedShapes(_:)``)
    /// and without the parents that refuse a door of their child; parents renumbered, a removed one dropped.
    static func cleaned(_ table: [Reference.RouteSpec]) -> [Reference.RouteSpec] {
        var seen = Set<[Reference.Kind]>()
        var renumbered: [Int?] = []
        var kept: [Reference.RouteSpec] = []
        for spec in table {
            guard seen.insert(Reference.shape(spec.segments)).inserted else {
                renumbered.append(nil)
                continue
            }
            renumbered.append(kept.count)
            var spec = spec
            spec.parent = spec.parent.flatMap { renumbered[$0] }
            // Every parent left takes its child's doors, so every ancestor does.
            if let parent = spec.parent, !spec.sources.isSubset(of: kept[parent].sources) {
                spec.parent = nil
            }
            kept.append(spec)
        }
        return kept
    }

    /// The table's routes, route `i` named `r<i>` and declared under its parent.
    private static func routes(_ table: [Reference.RouteSpec]) -> [Route<Reference.P, Reference.Intent>] {
        Reference.makeRoutes(table).enumerated().map { index, route in
            let named = route.named(name(of: index))
            return table[index].parent.map { named.parent(name(of: $0)) } ?? named
        }
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
                && left.source == right.source && left.isFromApp == right.isFromApp
                && left.requiresAuthorization == right.requiresAuthorization
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
                + (link.isFromApp ? " (the app's own)" : "")
        case .failure(let error): "failure: \(error)"
        }
    }

    /// Checks a link that resolved against its entry's decision and the provenance rule (MatchingRules, "Trust").
    ///
    /// The link must report the door its entry decided and be the app's own exactly when that door is an in-app
    /// one the app vouches for (`isFromApp`); its route's doors must admit it
    /// (``ReferenceMatcher/admits(_:door:isFromApp:)``); and when the router declares parents, every screen of its
    /// back stack must be one whose route admits it too, the stack being the route's ancestors made from the link's
    /// values, or a `parentFailed` error naming the first failing one (``checkStack(of:_:_:parents:_:)``).
    ///
    /// - Parameters:
    ///   - result: What the entry gave; a failure is not checked here.
    ///   - router: The router that gave it.
    ///   - table: The table the router was built with.
    ///   - door: The door the entry decided.
    ///   - isFromApp: Whether the entry made it the app's own link.
    ///   - entry: The entry, for the message (`resolve(urlText:from: push notification)`).
    ///   - context: The input, for the message.
    static func checkTrust(
        _ result: Result<DeepLink<Reference.Intent>, DeepLinkError>, _ router: Router, _ table: [Reference.RouteSpec],
        door: LinkSource, isFromApp: Bool, entry: String, _ context: @autoclosure () -> String
    ) {
        guard case .success(let link) = result else { return }
        let route = link.intent.route
        FuzzCheck.require(
            link.source == door && link.isFromApp == isFromApp,
            "\(entry): a link through the \(door) door (the app's own: \(isFromApp)) reports the \(link.source) door "
                + "(the app's own: \(link.isFromApp)): \(describe(result)): \(context())")
        FuzzCheck.require(
            Reference.admits(table[route].sources, door: door, isFromApp: isFromApp),
            "\(entry): route \(name(of: route)) (\(Reference.describe(table[route].segments))) takes "
                + "\(table[route].sources), yet opened a link through the \(door) door (the app's own: \(isFromApp)): "
                + "\(describe(result)): \(context())")
        if table.contains(where: { $0.parent != nil }) {
            checkStack(of: link, router, table, parents: table.map(\.parent), context())
        }
    }

    /// Checks the back stack of `link`, matched by `router` whose route `i` has the parent `parents[i]`.
    ///
    /// The stack must be the matched route's ancestors, each made from the link's values by name, bottom first,
    /// then the link's own intent, every screen's route admitting the link's door; or, when an ancestor declines
    /// or is given a value with a control character, a `parentFailed` error naming the first such one from the bottom
    /// of the stack.
    static func checkStack(
        of link: DeepLink<Reference.Intent>, _ router: Router, _ table: [Reference.RouteSpec], parents: [Int?],
        _ context: @autoclosure () -> String
    ) {
        var ancestors: [Int] = []
        var next = parents[link.intent.route]
        while let parent = next {
            ancestors.insert(parent, at: 0)
            next = parents[parent]
        }
        // An ancestor fails when it declines, or when a value it is given holds a control character, which no value
        // by name may (a path's raw control characters still reach its captures).
        let failing = ancestors.first { ancestor in
            table[ancestor].declines
                || parameters(table[ancestor]).contains { component in
                    link.intent.params[component]?.utf8.contains { $0 < 0x20 || $0 == 0x7F } ?? false
                }
        }
        let stack: DeepLinkStack<Reference.Intent>
        do {
            stack = try router.stack(for: link)
        } catch {
            FuzzCheck.require(
                error.kind == .parentFailed && failing != nil
                    && error.description.contains("its parent '\(name(of: failing ?? -1))' did not open"),
                "stack threw '\(error)', ancestors \(ancestors): \(context())")
            return
        }
        for screen in stack.screens where screen.route < table.count {
            FuzzCheck.require(
                Reference.admits(table[screen.route].sources, door: link.source, isFromApp: link.isFromApp),
                "the back stack of \(describe(.success(link))) shows \(name(of: screen.route)) "
                    + "(\(Reference.describe(table[screen.route].segments))), which takes \(table[screen.route].sources): "
                    + context())
        }
        FuzzCheck.require(failing == nil, "ancestor \(failing ?? -1) fails, yet gave a stack: \(context())")
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
                && lhs.source == rhs.source && lhs.isFromApp == rhs.isFromApp
                && lhs.requiresAuthorization == rhs.requiresAuthorization
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

    /// Checks a matched link's back stack against the reference, in the same table with parents by pattern prefix:
    /// route `i`'s parent is the route whose pattern is the longest proper prefix of its own (`r<j>`) among those
    /// that take every door route `i` takes, as an app whose URLs follow its screens declares them.
    ///
    /// The stacked router must match the text through every door (and none) as `router` does (parents never change
    /// matching), and each matched link's stack must be what ``checkStack(of:_:_:parents:_:)`` says.
    ///
    /// - Parameters:
    ///   - table: The table `router` was built with.
    ///   - router: Its router.
    ///   - filter: The router's schemes and hosts.
    ///   - text: The URL's text.
    ///   - context: The input, for the message.
    static func checkPrefixStacks(
        _ table: [Reference.RouteSpec], _ router: Router, filter: ReferenceURL.Filter, text: String,
        _ context: @autoclosure () -> String
    ) {
        let parents: [Int?] = table.indices.map { child in
            var best: Int?
            for candidate in table.indices where candidate != child {
                let prefix = table[candidate].segments
                guard !prefix.isEmpty, prefix.count < table[child].segments.count,
                    Array(table[child].segments.prefix(prefix.count)) == prefix,
                    table[child].sources.isSubset(of: table[candidate].sources)
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
            FuzzCheck.fail("with prefix parents, the table threw '\(error)'\n\(Reference.dump(table))")
        }
        for door in [nil] + LinkSource.allCases {
            let resolved = stacked.resolve(urlText: text, from: door)
            let flat = router.resolve(urlText: text, from: door)
            FuzzCheck.require(
                same(resolved, flat),
                "from \(door.map { "\($0)" } ?? "its scheme"), with prefix parents \(describe(resolved)), "
                    + "with the table's \(describe(flat)): \(context())")
            guard case .success(let link) = resolved else { continue }
            checkStack(of: link, stacked, table, parents: parents, context())
        }
    }
}
