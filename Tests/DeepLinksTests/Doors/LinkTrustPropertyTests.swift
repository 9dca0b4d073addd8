import DeepLinksSwiftUI
import DeepLinksTestSupport
import Foundation
import Testing

/// Issue #35's property, through the public API only (MatchingRules, "Trust: decided once, never widened"): whatever
/// door a link came through and whatever step made a link from it, no handler, module handler or subscriber receives
/// it, and no back stack shows a parent's screen, unless the link's trust (its door, whether the app made it, the
/// gates it was given) admits that route, and every gate of the route and every given gate is open at that moment.
///
/// Per seed: random route tables (routes limited to random doors, behind random gates, named and reversible or not,
/// with legacy patterns, parents, siblings that take what their route refuses, routes of a module with its own types
/// mounted under a prefix, run-time rules with doors of their own); random links through every door (URLs with and
/// without a named door, paths, push payloads, shortcut items, links by name, intents with gates), wrapped by a
/// tracker, by legacy and rule patterns, restored after a relaunch from the held link's snapshot (trusted or not,
/// tampered with) or from one written by hand; a root that passes module links to the module's handler, a navigation
/// model, stream subscribers that claim, gates opening and closing, the root going and coming back. An oracle written
/// here from what the test generated (not from `LinkTrust`) checks every delivery, every back stack, every outcome
/// and the door every event names; every link the navigator received ends once, but the one it still holds.
///
/// Every failure names its seed and the case; replay one with
/// `DEEPLINKS_SEED=<seed> swift test --filter LinkTrustPropertyTests`.
@MainActor
@Suite struct LinkTrustPropertyTests {
    static let tablesPerSeed = 20
    static let routerCasesPerTable = 40
    static let launchesPerTable = 3
    static let actionsPerLaunch = 24
    /// After this many failures a seed stops reporting, so one bug does not flood the log.
    static let maxReportsPerSeed = 10

    /// Per seed: random tables, each checked at the router (links resolved alone, and links made by hand given to
    /// `stack(for:)`), then over three launches of a navigator, the held link's snapshot carried from one to the next.
    @Test(arguments: DifferentialTests.seeds)
    func noLinkReachesARouteItsTrustDoesNotAdmit(seed: UInt64) {
        var rng = SplitMix(seed: seed)
        let reporter = Reporter(seed: seed)
        for tableNumber in 0..<Self.tablesPerSeed {
            var table = Table.random(&rng)
            reporter.start(table: table, context: "seed \(seed), table \(tableNumber)")
            guard let router = Self.build(&table, reporter) else { continue }
            let run = Run(table: table, router: router, reporter: reporter)
            run.checkRouter(cases: Self.routerCasesPerTable, &rng)
            var carried: Carried?
            for launchNumber in 0..<Self.launchesPerTable {
                reporter.context = "seed \(seed), table \(tableNumber), launch \(launchNumber)"
                carried = Launch(run: run, &rng).run(actions: Self.actionsPerLaunch, restoring: carried, &rng)
            }
        }
        if reporter.reports > Self.maxReportsPerSeed {
            Issue.record("seed \(seed): \(reporter.reports - Self.maxReportsPerSeed) more failures not shown")
        }
        // The property would hold vacuously if no link got anywhere: at the fixed seeds, every door, step and
        // receiver is exercised (a seed given in DEEPLINKS_SEED, replayed for its failure, may miss one).
        guard DifferentialTests.overrideSeedText.flatMap(DifferentialTests.parseSeed) == nil else { return }
        var expected = [
            "root", "module handler", "subscriber", "claim", "parent screen", "unwrapped", "legacy pattern", "rule",
            "mounted", "sibling", "URL", "URL from a named door", "path", "push payload", "shortcut item", "by name",
            "intent", "snapshot by hand", "held snapshot", "held, then delivered", "refused table", "hand-made link",
            "the app's own link", "an outside link", "an unknown door's link", "refused by its doors",
            "stale snapshot dropped", "contradicted snapshot dropped",
        ]
        #if canImport(Observation)
        if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) { expected.append("navigation model") }
        #endif
        let missing = expected.filter { reporter.tally[$0, default: 0] == 0 }
        #expect(
            missing.isEmpty,
            "seed \(seed): nothing reached \(missing); tally: \(reporter.tally.sorted { $0.key < $1.key })")
    }

    /// Builds `table`'s router, checks that it throws only for a problem the test predicted (a route whose door
    /// blocks have no door in common, a parent more restricted by doors or gates than its child), and applies its
    /// rules, checking that the set is refused only for a rule whose doors its route does not take.
    static func build(_ table: inout Table, _ reporter: Reporter) -> DeepLinkRouter<Param, Screen>? {
        let problems = table.buildProblems()
        let base: DeepLinkRouter<Param, Screen>
        do {
            base = try DeepLinkRouter(schemes: ["myapp", "alt"], hosts: ["example.com"], routes: table.makeRoutes())
        } catch {
            if !problems.contains(where: { $0.isDescribed(by: error.description) }) {
                reporter.fail("the router threw '\(error)'; predicted: \(problems.isEmpty ? "none" : "\(problems)")")
            }
            reporter.count("refused table")
            return nil
        }
        guard problems.isEmpty else {
            reporter.fail("the router built, though the table has these problems: \(problems)")
            return nil
        }
        guard !table.rules.isEmpty else { return base }
        let refused = table.rules.indices.filter { table.rules[$0].isRefused }
        do {
            let router = try base.applying(table.rules.map(\.rule))
            if !refused.isEmpty { reporter.fail("the rules applied, though rules \(refused.map { $0 + 1 }) take none") }
            return router
        } catch {
            let numbers = Set(error.problems.map(\.rule))
            let explained = error.problems.allSatisfy { $0.detail.contains("takes links from none of its doors") }
            if numbers != Set(refused.map { $0 + 1 }) || !explained {
                reporter.fail("the rules threw '\(error)'; predicted refused: \(refused.map { $0 + 1 })")
            }
        }
        table.rules.removeAll(where: \.isRefused)
        do {
            return try base.applying(table.rules.map(\.rule))
        } catch {
            reporter.fail("the rules its routes take threw '\(error)'")
            return nil
        }
    }
}

// MARK: - The app's types

extension LinkTrustPropertyTests {
    enum Param: String, DeepLinkPathComponent {
        case id, rest
        var capture: CaptureKind { self == .rest ? .remainder : .string }
    }

    /// The module's own component type.
    enum ModuleParam: String, DeepLinkPathComponent {
        case id
    }

    /// The module's own intent: its route's number and the link's token.
    enum ModuleScreen: Hashable, Sendable {
        case item(Int, String)
    }

    /// The app's intent: the route's number and the link's token (each link sent has its own), or a module's.
    enum Screen: Hashable, Sendable, CustomStringConvertible {
        case screen(Int, String)
        case module(ModuleScreen)

        var route: Int {
            switch self {
            case .screen(let route, _), .module(.item(let route, _)): route
            }
        }

        var token: String {
            switch self {
            case .screen(_, let token), .module(.item(_, let token)): token
            }
        }

        var description: String { "route \(route) (\(token))" }
    }

    nonisolated static let gatePool: [DeepLinkGate] = [.authorization, "onboarded", "consent"]
}

// MARK: - The oracle

extension LinkTrustPropertyTests {
    /// A link's trust as the test decided it from what it sent, never from the library's answer.
    struct Trust: CustomStringConvertible {
        /// The door it entered through: the one it named, else its scheme's; a wrapper's for an unwrapped link; the
        /// saved one for a snapshot.
        var door: LinkSource
        /// Whether the app made it: an in-app door (`path`, `intent`), and for a snapshot, a store the app trusts.
        var isFromApp: Bool
        /// The gates given at the door (an intent's, a snapshot's).
        var given: Set<DeepLinkGate>

        init(door: LinkSource, vouched: Bool = true, given: Set<DeepLinkGate> = []) {
            self.door = door
            self.isFromApp = vouched && Oracle.isAppDoor(door)
            self.given = given
        }

        var description: String {
            let gates = given.isEmpty ? "" : ", given gates \(given.map(\.name).sorted())"
            return "door \(door)\(isFromApp ? ", the app's own" : "")\(gates)"
        }
    }

    /// The rule of MatchingRules, "Trust", written again from the documentation.
    enum Oracle {
        static func isAppDoor(_ door: LinkSource) -> Bool {
            door == .path || door == .intent
        }

        /// A door's bit in an `OpenedFrom` set; `nil` for the app's own doors, which are none.
        static func bit(_ door: LinkSource) -> LinkSources? {
            switch door {
            case .customScheme: .customScheme
            case .universalLink: .universalLink
            case .pushNotification: .pushNotification
            case .shortcutItem: .shortcutItem
            case .userActivity: .userActivity
            case .path, .intent: nil
            }
        }

        /// The app's own link opens any route; one from outside, a route that lists its door; an in-app door the app
        /// does not vouch for is an unknown door, which only routes open to every door take.
        static func admits(_ sources: LinkSources, _ trust: Trust) -> Bool {
            if trust.isFromApp { return true }
            guard let bit = bit(trust.door) else { return sources.isSuperset(of: .all) }
            return sources.isSuperset(of: bit)
        }

        /// The door a link's text implies: `http(s)` a universal link, another scheme the custom scheme, none a path.
        static func implied(by text: String) -> LinkSource {
            let lowered = text.lowercased()
            if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") { return .universalLink }
            return text.contains("://") ? .customScheme : .path
        }

        /// The door of a URL given to a URL entry point that names none: its scheme's, and for text without a scheme
        /// (`//evil.com/admin`, `admin`) the custom scheme, never the app's own path (issue #37).
        static func urlDoor(of text: String) -> LinkSource {
            let door = implied(by: text)
            return door == .path ? .customScheme : door
        }

        /// Whether a snapshot's saved door contradicts its text (a push or a shortcut may carry any link).
        static func contradicts(_ door: LinkSource, text: String) -> Bool {
            switch door {
            case .customScheme: implied(by: text) != .customScheme
            case .universalLink, .userActivity: implied(by: text) != .universalLink
            case .pushNotification, .shortcutItem, .path, .intent: false
            }
        }

        /// The path of a link's text: after the host for `http(s)`, after `scheme://` otherwise, without the query.
        static func path(of text: String) -> String {
            var rest = Substring(text)
            if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<end] }
            guard let separator = rest.range(of: "://") else { return String(rest) }
            let after = rest[separator.upperBound...]
            guard implied(by: text) == .universalLink else { return "/" + after }
            return String(after.drop { $0 != "/" })
        }
    }

    /// A route a link can open, with the doors and gates it opens under (a rule's doors narrow its route's).
    struct Reach: CustomStringConvertible {
        var route: Int
        var sources: LinkSources
        var gates: Set<DeepLinkGate>
        var how: String
        /// The steps that made the link to it, for the tally: `sibling`, `legacy pattern`, `rule`, `mounted`.
        var steps: [String]
        /// Whether the router knows the route: not for an intent no route reverses, which has no route, no parents,
        /// no gates but its own, and no snapshot.
        var isRouted = true

        var description: String {
            let gates = gates.isEmpty ? "" : ", gates \(gates.map(\.name).sorted())"
            return "route \(route) as \(how) (\(sources)\(gates))"
        }
    }

    /// Why a restored snapshot must end at once.
    enum Drop: CustomStringConvertible {
        case stale
        case contradicted(claimed: LinkSource, text: LinkSource)

        func matches(_ reason: DeepLinkDropReason) -> Bool {
            switch (self, reason) {
            case (.stale, .stale): true
            case (.contradicted(let claimed, let text), .doorContradicted(let actualClaimed, let actualText)):
                claimed == actualClaimed && text == actualText
            default: false
            }
        }

        var description: String {
            switch self {
            case .stale: "stale"
            case .contradicted(let claimed, let text): "its door \(claimed) contradicts its text (\(text))"
            }
        }
    }

    /// How a case is given to the navigator.
    enum Send {
        /// `open`; `routerLevel` when the router alone resolves it the same way (no unwrapping).
        case open(IncomingLink<Param, Screen>, routerLevel: Bool)
        case restore(DeepLinkSnapshot, trusted: Bool)
    }

    /// One link the test sends, with everything the oracle knows about it.
    struct LinkCase: CustomStringConvertible {
        var token: String
        /// The link as sent, readable.
        var form: String
        /// The doors and steps it exercises, for the tally.
        var tags: [String]
        var trust: Trust
        /// The routes its text, name or intent can open, most specific first.
        var reaches: [Reach]
        var drop: Drop?
        var send: Send

        /// The route it must open: the first it can reach whose doors admit it; `nil` when it must not open.
        var expected: Reach? {
            drop == nil ? reaches.first { Oracle.admits($0.sources, trust) } : nil
        }

        var description: String {
            let drop = drop.map { "; must be dropped: \($0)" } ?? ""
            return "case \(token): \(form) — \(trust); reaches \(reaches.isEmpty ? "nothing" : "\(reaches)")\(drop)"
        }
    }
}

// MARK: - Random tables

extension LinkTrustPropertyTests {
    /// A block around routes: `OpenedFrom`, `Requires` or `Authorized`.
    struct Block: CustomStringConvertible {
        enum Kind {
            case doors(LinkSources)
            case gates([DeepLinkGate])
            case authorized
        }

        var kind: Kind

        var description: String {
            switch kind {
            case .doors(let sources): "OpenedFrom(\(sources))"
            case .gates(let gates): "Requires(\(gates.map(\.name).joined(separator: ", ")))"
            case .authorized: "Authorized"
            }
        }

        static func randomDoors(_ rng: inout SplitMix) -> Block {
            let singles: [LinkSources] = [
                .customScheme, .universalLink, .pushNotification, .shortcutItem, .userActivity,
            ]
            switch rng.below(12) {
            case 0..<5: return Block(kind: .doors(singles[rng.below(5)]))
            case 5, 6: return Block(kind: .doors(.web))
            case 7, 8: return Block(kind: .doors(.inApp))
            case 9: return Block(kind: .doors(.all))
            default: return Block(kind: .doors(LinkSources(rawValue: UInt8(1 + rng.below(31)))))
            }
        }

        static func randomGates(_ rng: inout SplitMix) -> Block {
            if rng.chance(0.35) { return Block(kind: .authorized) }
            let gates = rng.shuffled(gatePool)
            return Block(kind: .gates(Array(gates.prefix(1 + rng.below(2)))))
        }

        /// Blocks, outermost first: doors (sometimes two nested), gates, in a random order.
        static func random(_ rng: inout SplitMix, doors: Double, gates: Double) -> [Block] {
            var blocks: [Block] = []
            if rng.chance(doors) {
                blocks.append(randomDoors(&rng))
                if rng.chance(0.08) { blocks.append(randomDoors(&rng)) }
            }
            if rng.chance(gates) { blocks.append(randomGates(&rng)) }
            return rng.shuffled(blocks)
        }

        /// `routes` inside `blocks`, as the DSL writes them.
        static func wrap<Component, Intent>(
            _ routes: [Route<Component, Intent>], in blocks: [Block]
        ) -> [Route<Component, Intent>] {
            var routes = routes
            for block in blocks.reversed() {
                let inner = routes
                switch block.kind {
                case .doors(let sources): routes = OpenedFrom(sources) { inner }.routes
                case .authorized: routes = Authorized { inner }.routes
                case .gates(let gates) where gates.count == 1: routes = Requires(gates[0]) { inner }.routes
                case .gates(let gates): routes = Requires(gates[0], gates[1]) { inner }.routes
                }
            }
            return routes
        }
    }

    /// A route of the table, and what the test expects of it.
    struct Spec {
        enum Kind: Equatable {
            /// `/r<id>/:id`, maybe named `n<id>`, with a legacy pattern `/old<id>/:id`.
            case primary
            /// `/r<of>/*rest`: takes the links its route's doors refuse, if its own admit them.
            case sibling(of: Int)
            /// `/m<mount>/x<id>/:id` of a module, named `mod<mount>.x<id>`, legacy `/m<mount>/oldx<id>/:id`.
            case mounted(in: Int)
        }

        var id: Int
        var kind: Kind
        var name: String?
        /// Its own blocks, outermost first (a mounted route's, inside the module).
        var blocks: [Block] = []
        var legacy = false
        var reversible = false
        /// A primary route's parent.
        var parent: Int?
        /// Its doors, once `Table.settle()` ran: the intersection of its door blocks' and its mount's.
        var sources = LinkSources.all
        /// Whether its door blocks have no door in common (and none is `.inApp`): a build error.
        var hasNoDoor = false
        var gates: Set<DeepLinkGate> = []
    }

    struct MountSpec {
        var number: Int
        var blocks: [Block]
        var parent: Int?
        var routes: [Int]
    }

    struct RuleSpec {
        var tag: Int
        var target: Int
        var routeName: String
        var doors: [String]?
        /// The doors its links open under: its route's, narrowed by its own.
        var sources: LinkSources
        /// Whether `applying` must refuse it: its doors and its route's have none in common.
        var isRefused: Bool

        var rule: DeepLinkRule {
            DeepLinkRule(pattern: "/promo\(tag)/:id", route: routeName, doors: doors)
        }
    }

    /// A build error the test predicts, by the sites it names.
    enum Problem: CustomStringConvertible {
        case noDoor(site: String)
        case parentGate(parent: String, child: String)
        case parentDoors(parent: String, child: String)

        func isDescribed(by message: String) -> Bool {
            switch self {
            case .noDoor(let site):
                message.hasPrefix("Route declared at \(site) accepts no link source")
            case .parentGate(let parent, let child):
                message.contains("\(parent))") && message.contains("\(child))")
                    && message.contains("waits for the gate")
            case .parentDoors(let parent, let child):
                message.contains("\(parent))") && message.contains("\(child))")
                    && message.contains("a link the child takes would put the parent's screen")
            }
        }

        var description: String {
            switch self {
            case .noDoor(let site): "no door in common at \(site)"
            case .parentGate(let parent, let child): "parent \(parent) behind a gate child \(child) lacks"
            case .parentDoors(let parent, let child): "parent \(parent) refuses a door of child \(child)"
            }
        }
    }

    struct Table: CustomStringConvertible {
        var specs: [Spec] = []
        var mounts: [MountSpec] = []
        var rules: [RuleSpec] = []

        static func random(_ rng: inout SplitMix) -> Table {
            var table = Table()
            for _ in 0..<(5 + rng.below(5)) {
                let id = table.specs.count
                var spec = Spec(id: id, kind: .primary)
                spec.name = rng.chance(0.75) ? "n\(id)" : nil
                spec.blocks = Block.random(&rng, doors: 0.55, gates: 0.4)
                spec.legacy = rng.chance(0.3)
                spec.reversible = rng.chance(0.7)
                table.specs.append(spec)
                table.settle()
                if rng.chance(0.45) { table.specs[id].parent = table.randomParent(for: [id], &rng) }
                // A sibling matters when its route refuses some doors.
                if rng.chance(table.specs[id].sources == .all ? 0.15 : 0.6) {
                    var sibling = Spec(id: table.specs.count, kind: .sibling(of: id))
                    sibling.blocks = Block.random(&rng, doors: 0.4, gates: 0.3)
                    table.specs.append(sibling)
                }
            }
            for number in 0..<(rng.chance(0.85) ? 1 + rng.below(2) : 0) {
                var mount = MountSpec(
                    number: number, blocks: Block.random(&rng, doors: 0.35, gates: 0.3), parent: nil, routes: [])
                for _ in 0..<(1 + rng.below(3)) {
                    let id = table.specs.count
                    var spec = Spec(id: id, kind: .mounted(in: number))
                    spec.name = "mod\(number).x\(id)"
                    spec.blocks = Block.random(&rng, doors: 0.4, gates: 0.3)
                    spec.legacy = rng.chance(0.3)
                    spec.reversible = rng.chance(0.8)
                    table.specs.append(spec)
                    mount.routes.append(id)
                }
                table.mounts.append(mount)
                table.settle()
                if rng.chance(0.4) { table.mounts[number].parent = table.randomParent(for: mount.routes, &rng) }
            }
            table.settle()
            let named = table.specs.filter { $0.name != nil }
            for tag in 0..<(named.isEmpty ? 0 : rng.below(4)) {
                let target = rng.pick(named).id
                let choices: [[String]] = [
                    ["customScheme"], ["universalLink"], ["userActivity"], ["pushNotification"], ["shortcutItem"],
                    ["web"], ["all"], ["customScheme", "pushNotification"], ["web", "shortcutItem"],
                ]
                let doors = rng.chance(0.5) ? rng.pick(choices) : nil
                var sources = table.specs[target].sources
                if let doors { sources.formIntersection(Self.sources(named: doors)) }
                table.rules.append(
                    RuleSpec(
                        tag: tag, target: target, routeName: table.specs[target].name ?? "", doors: doors,
                        sources: sources,
                        isRefused: doors != nil && sources.isEmpty))
            }
            return table
        }

        /// A rule's door names, read as the documentation lists them.
        static func sources(named names: [String]) -> LinkSources {
            var sources: LinkSources = []
            for name in names {
                switch name {
                case "customScheme": sources.insert(.customScheme)
                case "universalLink": sources.insert(.universalLink)
                case "userActivity": sources.insert(.userActivity)
                case "pushNotification": sources.insert(.pushNotification)
                case "shortcutItem": sources.insert(.shortcutItem)
                case "web": sources.formUnion([.universalLink, .userActivity])
                default: sources.formUnion(.all)
                }
            }
            return sources
        }

        /// A named primary route as the parent of `children`: mostly one that fits them all (doors and gates), so
        /// that most tables build, sometimes any.
        func randomParent(for children: [Int], _ rng: inout SplitMix) -> Int? {
            let named = specs.filter { $0.kind == .primary && $0.name != nil && !children.contains($0.id) }
            let fitting = named.filter { parent in
                children.allSatisfy { child in
                    specs[child].sources.isSubset(of: parent.sources) && parent.gates.isSubset(of: specs[child].gates)
                }
            }
            if !fitting.isEmpty, rng.chance(0.9) { return rng.pick(fitting).id }
            return named.isEmpty || rng.chance(0.8) ? nil : rng.pick(named).id
        }

        /// Computes every route's doors and gates from its blocks and its mount's.
        mutating func settle() {
            for index in specs.indices {
                var blocks = specs[index].blocks
                if case .mounted(let number) = specs[index].kind, mounts.indices.contains(number) {
                    blocks = mounts[number].blocks + blocks
                }
                var sources = LinkSources.all
                var inApp = false
                var gates: Set<DeepLinkGate> = []
                for block in blocks {
                    switch block.kind {
                    case .doors(let doors):
                        sources.formIntersection(doors)
                        if doors.isEmpty { inApp = true }
                    case .gates(let more): gates.formUnion(more)
                    case .authorized: gates.insert(.authorization)
                    }
                }
                specs[index].sources = sources
                specs[index].hasNoDoor = sources.isEmpty && !inApp
                specs[index].gates = gates
            }
        }

        /// The route's parent, from its own declaration or its mount's.
        func parent(of id: Int) -> Int? {
            switch specs[id].kind {
            case .primary: specs[id].parent
            case .sibling: nil
            case .mounted(let number): mounts[number].parent
            }
        }

        /// The route's parents, nearest first.
        func ancestors(of id: Int) -> [Int] {
            var chain: [Int] = []
            var next = parent(of: id)
            while let ancestor = next, !chain.contains(ancestor) {
                chain.append(ancestor)
                next = parent(of: ancestor)
            }
            return chain
        }

        static func line(_ number: Int) -> UInt { UInt(1000 + number) }

        /// Where the route is declared, as build errors name it; its legacy pattern's site, if it has one.
        func sites(of id: Int) -> [String] {
            let spec = specs[id]
            var sites = ["route:\(Self.line(id))"]
            if spec.legacy { sites.append("legacy:\(Self.line(id))") }
            guard case .mounted(let number) = spec.kind else { return sites }
            return sites.map { "\($0), mounted at mount:\(Self.line(number))" }
        }

        func buildProblems() -> [Problem] {
            var problems: [Problem] = []
            for spec in specs {
                let sites = sites(of: spec.id)
                if spec.hasNoDoor { problems += sites.map { .noDoor(site: $0) } }
                for ancestor in ancestors(of: spec.id) {
                    let parent = specs[ancestor]
                    let parentSite = self.sites(of: ancestor)[0]
                    if !parent.gates.isSubset(of: spec.gates) {
                        problems += sites.map { .parentGate(parent: parentSite, child: $0) }
                    }
                    if !spec.sources.isSubset(of: parent.sources) {
                        problems += sites.map { .parentDoors(parent: parentSite, child: $0) }
                    }
                }
            }
            return problems
        }

        func makeRoutes() -> [Route<Param, Screen>] {
            var routes: [Route<Param, Screen>] = []
            for spec in specs {
                let id = spec.id
                switch spec.kind {
                case .primary:
                    var route = Route<Param, Screen>(
                        "r\(id)" / .id, name: spec.name, fileID: "route", line: Self.line(id)
                    ) { p in .screen(id, try p.value(.id)) }
                    if spec.reversible {
                        route = route.reversed { screen in
                            guard case .screen(id, let token) = screen else { return nil }
                            return [.id: token]
                        }
                    }
                    if let parent = spec.parent { route = route.parent("n\(parent)") }
                    if spec.legacy {
                        route = route.redirecting(from: "old\(id)" / .id, fileID: "legacy", line: Self.line(id))
                    }
                    routes += Block.wrap([route], in: spec.blocks)
                case .sibling(let of):
                    let route = Route<Param, Screen>("r\(of)" / .rest, fileID: "route", line: Self.line(id)) { p in
                        .screen(id, try p.value(.rest))
                    }
                    routes += Block.wrap([route], in: spec.blocks)
                case .mounted:
                    continue
                }
            }
            for mount in mounts {
                let module = mount.routes.flatMap { id in Block.wrap([moduleRoute(specs[id])], in: specs[id].blocks) }
                let mounted = Mount<Param, Screen>(
                    "m\(mount.number)", module, names: "mod\(mount.number)", parent: mount.parent.map { "n\($0)" },
                    fileID: "mount", line: Self.line(mount.number), intent: { .module($0) },
                    reverse: { screen in
                        guard case .module(let inner) = screen else { return nil }
                        return inner
                    })
                routes += Block.wrap(mounted.routes, in: mount.blocks)
            }
            return routes
        }

        func moduleRoute(_ spec: Spec) -> Route<ModuleParam, ModuleScreen> {
            let id = spec.id
            var route = Route<ModuleParam, ModuleScreen>(
                "x\(id)" / .id, name: "x\(id)", fileID: "route", line: Self.line(id)
            ) { p in .item(id, try p.value(.id)) }
            if spec.reversible {
                route = route.reversed { screen in
                    guard case .item(id, let token) = screen else { return nil }
                    return [.id: token]
                }
            }
            if spec.legacy { route = route.redirecting(from: "oldx\(id)" / .id, fileID: "legacy", line: Self.line(id)) }
            return route
        }

        var description: String {
            var lines: [String] = []
            for spec in specs {
                var line: String
                switch spec.kind {
                case .primary: line = "  \(spec.id): /r\(spec.id)/:id"
                case .sibling(let of): line = "  \(spec.id): /r\(of)/*rest"
                case .mounted(let number): line = "  \(spec.id): /m\(number)/x\(spec.id)/:id"
                }
                if let name = spec.name { line += " '\(name)'" }
                if !spec.blocks.isEmpty { line += " in \(spec.blocks.map(\.description).joined(separator: " › "))" }
                line += " — \(spec.sources)"
                if !spec.gates.isEmpty { line += ", gates \(spec.gates.map(\.name).sorted())" }
                if let parent = parent(of: spec.id) { line += ", parent \(parent)" }
                if spec.legacy { line += ", legacy pattern" }
                if spec.reversible { line += ", reversible" }
                lines.append(line)
            }
            for mount in mounts {
                let blocks =
                    mount.blocks.isEmpty ? "" : " in \(mount.blocks.map(\.description).joined(separator: " › "))"
                lines.append("  mount \(mount.number): routes \(mount.routes)\(blocks)")
            }
            for rule in rules {
                let doors = rule.doors.map { ", doors \($0)" } ?? ""
                lines.append("  rule /promo\(rule.tag)/:id → route \(rule.target)\(doors) — \(rule.sources)")
            }
            return lines.joined(separator: "\n")
        }
    }
}

// MARK: - Random links

extension LinkTrustPropertyTests {
    /// A route table's router and the links sent to it, launch after launch; the oracle's checks.
    @MainActor
    final class Run {
        let table: Table
        let router: DeepLinkRouter<Param, Screen>
        let reporter: Reporter
        /// Every link sent, by its token.
        var registry: [String: LinkCase] = [:]
        /// The gates open now, as the test opened them.
        var open: Set<DeepLinkGate> = []
        /// The tokens of links the navigator held.
        var heldTokens: Set<String> = []
        private var nextToken = 0

        init(table: Table, router: DeepLinkRouter<Param, Screen>, reporter: Reporter) {
            self.table = table
            self.router = router
            self.reporter = reporter
        }

        func newToken() -> String {
            defer { nextToken += 1 }
            return "c\(nextToken)"
        }

        // MARK: What a link can reach

        func reach(_ id: Int, how: String, steps: [String]) -> Reach {
            Reach(route: id, sources: table.specs[id].sources, gates: table.specs[id].gates, how: how, steps: steps)
        }

        static func number(_ text: String, after prefix: String) -> Int? {
            text.hasPrefix(prefix) ? Int(text.dropFirst(prefix.count)) : nil
        }

        func spec(_ id: Int?, is kind: Spec.Kind) -> Bool {
            guard let id, table.specs.indices.contains(id) else { return false }
            return table.specs[id].kind == kind
        }

        /// The routes a path opens, most specific first: the test's own matcher for the table's few shapes.
        func reaches(ofPath path: String) -> [Reach] {
            let parts = path.split(separator: "/").map(String.init)
            if parts.count == 2 {
                let head = parts[0]
                if let id = Self.number(head, after: "r"), spec(id, is: .primary) {
                    let siblings = table.specs.filter { $0.kind == .sibling(of: id) }
                    return [reach(id, how: "/r\(id)/:id", steps: [])]
                        + siblings.map { reach($0.id, how: "sibling /r\(id)/*rest", steps: ["sibling"]) }
                }
                if let id = Self.number(head, after: "old"), spec(id, is: .primary), table.specs[id].legacy {
                    return [reach(id, how: "legacy pattern /old\(id)/:id", steps: ["legacy pattern"])]
                }
                if let tag = Self.number(head, after: "promo"), let rule = table.rules.first(where: { $0.tag == tag }) {
                    let gates = table.specs[rule.target].gates
                    return [
                        Reach(route: rule.target, sources: rule.sources, gates: gates, how: "rule", steps: ["rule"])
                    ]
                }
            }
            if parts.count == 3, let number = Self.number(parts[0], after: "m") {
                if let id = Self.number(parts[1], after: "x"), spec(id, is: .mounted(in: number)) {
                    return [reach(id, how: "mounted /m\(number)/x\(id)/:id", steps: ["mounted"])]
                }
                if let id = Self.number(parts[1], after: "oldx"), spec(id, is: .mounted(in: number)),
                    table.specs[id].legacy
                {
                    return [reach(id, how: "mounted legacy pattern", steps: ["mounted", "legacy pattern"])]
                }
            }
            return []
        }

        func reaches(named name: String) -> [Reach] {
            guard let spec = table.specs.first(where: { $0.name == name }) else { return [] }
            let steps = spec.kind == .primary ? [] : ["mounted"]
            return [reach(spec.id, how: "route '\(name)'", steps: steps)]
        }

        /// The route that reverses an intent; an intent no route reverses opens as it is, the app's own, with no
        /// route and only the gates it was given (`IncomingLink.intent(_:gates:)`).
        func reaches(of screen: Screen) -> [Reach] {
            let id = screen.route
            let isModule = if case .module = screen { true } else { false }
            let spec = table.specs[id]
            let matches = if case .mounted = spec.kind { isModule } else { !isModule && spec.kind == .primary }
            guard matches, spec.reversible else {
                return [
                    Reach(
                        route: id, sources: .all, gates: [], how: "intent no route reverses", steps: [], isRouted: false
                    )
                ]
            }
            return [reach(id, how: "intent", steps: isModule ? ["mounted"] : [])]
        }

        // MARK: Random links

        static func text(_ path: String, style: Int) -> String {
            switch style {
            case 0: "myapp:/" + path
            case 1: "alt:/" + path
            case 2: "https://example.com" + path
            case 3: "http://example.com" + path
            default: path
            }
        }

        static func wrapped(_ inner: String, scheme: String) -> String {
            let encoded = inner.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? inner
            return "\(scheme)://click.trk.com/c?u=\(encoded)"
        }

        /// The link `wrapped(_:scheme:)` wrapped, as many times as it was wrapped: what a restored snapshot's text
        /// stands for once the navigator's unwrapper has read it again.
        static func unwrapped(_ text: String) -> String {
            var text = text
            while let marker = text.range(of: "://click.trk.com/c?u="),
                let inner = text[marker.upperBound...].removingPercentEncoding
            {
                text = inner
            }
            return text
        }

        func randomGiven(_ rng: inout SplitMix) -> Set<DeepLinkGate> {
            guard rng.chance(0.4) else { return [] }
            return Set(rng.shuffled(gatePool).prefix(1 + rng.below(2)))
        }

        /// A path to a random route (or to none), by its pattern, a legacy pattern, a rule's, or a mount's.
        func randomPath(_ token: String, _ rng: inout SplitMix) -> String {
            let primaries = table.specs.filter { $0.kind == .primary }
            let legacies = primaries.filter(\.legacy)
            let mounted = table.specs.filter { if case .mounted = $0.kind { true } else { false } }
            // NB: `case 4, 5 where …` would apply the condition to 5 only.
            let roll = rng.below(14)
            if (4...5).contains(roll), !legacies.isEmpty { return "/old\(rng.pick(legacies).id)/\(token)" }
            if (6...8).contains(roll), !table.rules.isEmpty { return "/promo\(rng.pick(table.rules).tag)/\(token)" }
            if (9...11).contains(roll), !mounted.isEmpty {
                let spec = rng.pick(mounted)
                guard case .mounted(let number) = spec.kind else { return "/zz/\(token)" }
                let head = spec.legacy && rng.chance(0.3) ? "oldx" : "x"
                return "/m\(number)/\(head)\(spec.id)/\(token)"
            }
            if roll == 12 { return "/zz/\(token)" }
            return "/r\(rng.pick(primaries).id)/\(token)"
        }

        /// A random link through a random door and step, with what the oracle knows of it.
        func randomCase(_ rng: inout SplitMix) -> LinkCase {
            let token = newToken()
            switch rng.below(20) {
            case 0..<12: return pathCase(randomPath(token, &rng), token: token, &rng)
            case 12..<17:
                let named = table.specs.compactMap(\.name)
                let name = named.isEmpty || rng.chance(0.1) ? "n\(rng.below(table.specs.count))" : rng.pick(named)
                return namedCase(name, token: token, &rng)
            default:
                let spec = rng.pick(table.specs)
                let screen: Screen =
                    if case .mounted = spec.kind { .module(.item(spec.id, token)) } else {
                        .screen(spec.id, token)
                    }
                let given = randomGiven(&rng)
                return LinkCase(
                    token: token, form: "intent \(screen)", tags: ["intent"],
                    trust: Trust(door: .intent, given: given), reaches: reaches(of: screen), drop: nil,
                    send: .open(.intent(screen, gates: given.sorted()), routerLevel: true))
            }
        }

        func pathCase(_ path: String, token: String, _ rng: inout SplitMix) -> LinkCase {
            let reaches = reaches(ofPath: path)
            // `url`: the text given to a URL entry point, which refuses one without a scheme (the app's paths go
            // through `.path(_:)`).
            func make(
                _ form: String, _ tags: [String], _ trust: Trust, _ link: IncomingLink<Param, Screen>,
                url: String? = nil
            ) -> LinkCase {
                LinkCase(
                    token: token, form: form, tags: tags, trust: trust,
                    reaches: url.map { Oracle.implied(by: $0) == .path } == true ? [] : reaches, drop: nil,
                    send: .open(link, routerLevel: !tags.contains("unwrapped")))
            }
            switch rng.below(10) {
            case 0:
                let text = Self.text(path, style: rng.below(4))
                return make(
                    "URL \(text)", ["URL"], Trust(door: Oracle.urlDoor(of: text)), .url(URL(string: text)!), url: text)
            case 1:
                let (text, door) = (Self.text(path, style: rng.below(5)), rng.pick(LinkSource.allCases))
                return make(
                    "URL \(text) from \(door)", ["URL from a named door"], Trust(door: door),
                    .url(URL(string: text)!, from: door), url: text)
            case 2:
                let text = Self.text(path, style: rng.below(5))
                return make("URL text \(text)", ["URL"], Trust(door: Oracle.urlDoor(of: text)), .url(text), url: text)
            case 3:
                let (text, door) = (Self.text(path, style: rng.below(5)), rng.pick(LinkSource.allCases))
                return make(
                    "URL text \(text) from \(door)", ["URL from a named door"], Trust(door: door),
                    .url(text, from: door),
                    url: text)
            case 4:
                return make("path \(path)", ["path"], Trust(door: .path), .path(path))
            case 5:
                let text = Self.text(path, style: rng.below(5))
                let payload: [AnyHashable: Any] =
                    switch rng.below(3) {
                    case 0: ["deeplink": text]
                    case 1: ["aps": ["alert": "New"], "url": text]
                    default: ["data": ["link": text]]
                    }
                return make(
                    "push payload \(payload)", ["push payload"], Trust(door: .pushNotification), .pushPayload(payload))
            case 6, 7:
                let inner = Self.text(path, style: rng.below(4))
                var wrapper = Self.wrapped(inner, scheme: rng.pick(["https", "http", "myapp", "trk"]))
                if rng.chance(0.2) { wrapper = Self.wrapped(wrapper, scheme: rng.pick(["https", "myapp", "trk"])) }
                switch rng.below(3) {
                case 0:
                    let trust = Trust(door: Oracle.urlDoor(of: wrapper))
                    return make("wrapped URL \(wrapper)", ["unwrapped"], trust, .url(URL(string: wrapper)!))
                case 1:
                    let door = rng.pick(LinkSource.allCases)
                    return make(
                        "wrapped URL \(wrapper) from \(door)", ["unwrapped"], Trust(door: door),
                        .url(URL(string: wrapper)!, from: door))
                default:
                    let trust = Trust(door: Oracle.urlDoor(of: wrapper))
                    return make("wrapped URL text \(wrapper)", ["unwrapped"], trust, .url(wrapper))
                }
            default:
                return handWrittenSnapshot(.text(Self.text(path, style: rng.below(5))), &rng)
            }
        }

        func namedCase(_ name: String, token: String, _ rng: inout SplitMix) -> LinkCase {
            let reaches = reaches(named: name)
            func make(_ form: String, _ tags: [String], _ trust: Trust, _ link: IncomingLink<Param, Screen>) -> LinkCase
            {
                LinkCase(
                    token: token, form: form, tags: tags, trust: trust, reaches: reaches, drop: nil,
                    send: .open(link, routerLevel: true))
            }
            switch rng.below(5) {
            case 0:
                return make(
                    "route '\(name)' by name", ["by name"], Trust(door: .path), .route(name, values: ["id": token]))
            case 1:
                let door = rng.pick(LinkSource.allCases)
                return make(
                    "route '\(name)' by name from \(door)", ["by name"], Trust(door: door),
                    .route(name, values: ["id": token], from: door))
            case 2:
                return make(
                    "push payload naming route '\(name)'", ["push payload", "by name"],
                    Trust(door: .pushNotification), .pushPayload(["type": name, "id": token]))
            case 3:
                return make(
                    "shortcut item '\(name)'", ["shortcut item", "by name"], Trust(door: .shortcutItem),
                    .shortcutItem(type: name, userInfo: ["id": token]))
            default:
                return handWrittenSnapshot(.route(name: name, values: ["id": token]), &rng)
            }
        }

        /// A snapshot written by hand (or by someone else): any door, any gates, fresh or stale, trusted or not.
        func handWrittenSnapshot(_ link: DeepLinkSnapshot.Link, _ rng: inout SplitMix) -> LinkCase {
            let age: TimeInterval = rng.chance(0.12) ? 7200 : 5
            // The app's own doors often: a snapshot that claims one is the case the app must vouch for.
            let door = rng.chance(0.5) ? rng.pick([LinkSource.path, .intent]) : rng.pick(LinkSource.allCases)
            var snapshot = DeepLinkSnapshot(
                link: link, source: door, received: Date(timeIntervalSinceNow: -age), gates: randomGiven(&rng).sorted())
            if rng.chance(0.5) { snapshot = roundTrip(snapshot) }
            return snapshotCase(
                snapshot, trusted: rng.chance(0.5), form: "snapshot by hand", tags: ["snapshot by hand"])
        }

        func snapshotCase(_ snapshot: DeepLinkSnapshot, trusted: Bool, form: String, tags: [String]) -> LinkCase {
            var drop: Drop?
            let token: String
            let reaches: [Reach]
            switch snapshot.link {
            case .text(let text):
                // A held link is saved as it arrived, wrapped or not; restored, it is unwrapped again.
                let path = Oracle.path(of: Self.unwrapped(text))
                token = path.split(separator: "/").last.map(String.init) ?? ""
                reaches = self.reaches(ofPath: path)
                if Oracle.contradicts(snapshot.source, text: text) {
                    drop = .contradicted(claimed: snapshot.source, text: Oracle.implied(by: text))
                }
            case .route(let name, let values):
                token = values["id"] ?? ""
                reaches = self.reaches(named: name)
            }
            if Date().timeIntervalSince(snapshot.received) > Launch.maxAge { drop = .stale }
            let gates = snapshot.gates.isEmpty ? "" : ", gates \(snapshot.gates.map(\.name))"
            return LinkCase(
                token: token,
                form:
                    "\(form) \(snapshot.link) from \(snapshot.source)\(gates)"
                    + (trusted ? ", from a trusted store" : ""),
                tags: tags, trust: Trust(door: snapshot.source, vouched: trusted, given: Set(snapshot.gates)),
                reaches: reaches, drop: drop, send: .restore(snapshot, trusted: trusted))
        }

        /// The snapshot written to JSON and read back, as an app stores it.
        func roundTrip(_ snapshot: DeepLinkSnapshot) -> DeepLinkSnapshot {
            do {
                let read = try JSONDecoder().decode(DeepLinkSnapshot.self, from: JSONEncoder().encode(snapshot))
                if read != snapshot { reporter.fail("the snapshot \(snapshot) reads back as \(read)") }
                return read
            } catch {
                reporter.fail("the snapshot \(snapshot) does not read back: \(error)")
                return snapshot
            }
        }

        // MARK: The checks

        /// Checks a link someone received: the route it opens must be one it can reach whose doors admit its trust,
        /// with every gate open (`atDelivery`), and it must carry its trust unchanged.
        func check(
            _ screen: Screen, source: LinkSource?, isFromApp: Bool?, gates: [DeepLinkGate]?, by receiver: String,
            atDelivery: Bool
        ) {
            if atDelivery { reporter.count(receiver) }
            guard let linkCase = registry[screen.token] else {
                reporter.fail("\(receiver) received \(screen), which this test did not send")
                return
            }
            if let drop = linkCase.drop {
                reporter.fail("\(receiver) received \(screen), though it must be dropped (\(drop))", linkCase)
                return
            }
            guard let reach = linkCase.reaches.first(where: { $0.route == screen.route }) else {
                reporter.fail("\(receiver) received \(screen), which the link cannot reach", linkCase)
                return
            }
            if atDelivery {
                (linkCase.tags + reach.steps).forEach(reporter.count)
                if heldTokens.contains(screen.token) { reporter.count("held, then delivered") }
                let trust = linkCase.trust
                reporter.count(
                    trust.isFromApp
                        ? "the app's own link"
                        : Oracle.bit(trust.door) == nil ? "an unknown door's link" : "an outside link")
            }
            if !Oracle.admits(reach.sources, linkCase.trust) {
                reporter.fail("\(receiver) received it on \(reach), which its trust does not admit", linkCase)
            }
            let needed = reach.gates.union(linkCase.trust.given)
            let closed = needed.subtracting(open)
            if atDelivery, !closed.isEmpty {
                reporter.fail(
                    "\(receiver) received it on \(reach) while \(closed.map(\.name).sorted()) were closed", linkCase)
            }
            if let source, source != linkCase.trust.door {
                reporter.fail("\(receiver) received it as a link from \(source)", linkCase)
            }
            if let isFromApp, isFromApp != linkCase.trust.isFromApp {
                reporter.fail("\(receiver) received it with isFromApp \(isFromApp)", linkCase)
            }
            if let gates, Set(gates) != needed {
                reporter.fail(
                    "\(receiver) received it with gates \(gates.map(\.name)), not \(needed.map(\.name).sorted())",
                    linkCase)
            }
        }

        /// Checks a back stack: its parents are the route's, and each admits the link's trust (with its gates open,
        /// `atDelivery`).
        func checkStack(_ screens: [Screen], by receiver: String, atDelivery: Bool) {
            guard let child = screens.last, let linkCase = registry[child.token] else {
                reporter.fail("\(receiver) is \(screens), of no link this test sent")
                return
            }
            let parents = screens.dropLast()
            let isRouted = linkCase.reaches.first { $0.route == child.route }?.isRouted ?? true
            let expected = isRouted ? Array(table.ancestors(of: child.route).reversed()) : []
            if parents.map(\.route) != expected {
                reporter.fail("\(receiver) is \(screens), but route \(child.route)'s parents are \(expected)", linkCase)
            }
            for parent in parents {
                if atDelivery { reporter.count("parent screen") }
                guard parent.token == child.token, table.specs.indices.contains(parent.route) else {
                    reporter.fail("\(receiver) shows \(parent), not made from the link", linkCase)
                    continue
                }
                let spec = table.specs[parent.route]
                if !Oracle.admits(spec.sources, linkCase.trust) {
                    reporter.fail(
                        "\(receiver) shows the parent \(parent) (\(spec.sources)), which its trust does not admit",
                        linkCase)
                }
                let closed = spec.gates.subtracting(open)
                if atDelivery, !closed.isEmpty {
                    reporter.fail(
                        "\(receiver) shows the parent \(parent) while \(closed.map(\.name).sorted()) were closed",
                        linkCase)
                }
            }
        }

        /// Checks what the navigator says happened to a link.
        func checkOutcome(_ outcome: DeepLinkNavigator<Param, Screen>.Outcome, of linkCase: LinkCase, resent: Bool) {
            let expected = linkCase.expected
            func checkMatch(_ screen: Screen, _ what: String) {
                if let drop = linkCase.drop {
                    reporter.fail("\(what) \(screen), though it must be dropped (\(drop))", linkCase)
                } else if let expected, expected.route != screen.route || linkCase.token != screen.token {
                    reporter.fail("\(what) \(screen), though it must open \(expected)", linkCase)
                } else if expected == nil {
                    reporter.fail("\(what) \(screen), though no route it reaches admits it", linkCase)
                }
            }
            switch outcome {
            case .dropped(let reason):
                if let drop = linkCase.drop {
                    if !drop.matches(reason) { reporter.fail("dropped (\(reason)), not as \(drop)", linkCase) }
                    let kind = if case .stale = drop { "stale" } else { "contradicted" }
                    reporter.count("\(kind) snapshot dropped")
                } else if case .noTaker = reason, expected != nil {
                } else {
                    reporter.fail("dropped (\(reason))", linkCase)
                }
            case .unmatched(let error):
                if let drop = linkCase.drop {
                    reporter.fail("unmatched (\(error)), though it must be dropped (\(drop))", linkCase)
                } else if let expected {
                    reporter.fail("unmatched (\(error)), though \(expected) admits it", linkCase)
                } else if !linkCase.reaches.isEmpty {
                    reporter.count("refused by its doors")
                }
            case .duplicate(let first):
                if !resent { reporter.fail("a duplicate of #\(first), though it was sent once", linkCase) }
            case .held(let link, let reason):
                heldTokens.insert(link.intent.token)
                checkMatch(link.intent, "held")
                check(
                    link.intent, source: link.source, isFromApp: link.isFromApp, gates: link.gates, by: "held link",
                    atDelivery: false)
                guard let reach = linkCase.reaches.first(where: { $0.route == link.intent.route }) else { return }
                let closed = reach.gates.union(linkCase.trust.given).subtracting(open)
                if case .waitingForGates(let gates) = reason {
                    if Set(gates) != closed {
                        reporter.fail(
                            "held for \(gates.map(\.name)), though \(closed.map(\.name).sorted()) are closed", linkCase)
                    }
                } else if !closed.isEmpty {
                    reporter.fail("held (\(reason)) while \(closed.map(\.name).sorted()) are closed", linkCase)
                }
            case .handled(let handling):
                checkMatch(handling.deepLink.intent, "opened")
            }
        }

        /// Links given to the router alone, and links made by hand given to `stack(for:)`.
        func checkRouter(cases: Int, _ rng: inout SplitMix) {
            for _ in 0..<cases {
                let linkCase = randomCase(&rng)
                guard case .open(let link, true) = linkCase.send else { continue }
                registry[linkCase.token] = linkCase
                switch router.resolve(link) {
                case .success(let matched):
                    guard let expected = linkCase.expected else {
                        reporter.fail("the router opened \(matched.intent), though it must refuse it", linkCase)
                        continue
                    }
                    if matched.intent.route != expected.route || matched.intent.token != linkCase.token {
                        reporter.fail("the router opened \(matched.intent), not \(expected)", linkCase)
                    }
                    check(
                        matched.intent, source: matched.source, isFromApp: matched.isFromApp, gates: matched.gates,
                        by: "router", atDelivery: false)
                    do {
                        checkStack(try router.stack(for: matched).screens, by: "router's back stack", atDelivery: false)
                    } catch {
                        reporter.fail("the router made no back stack: \(error)", linkCase)
                    }
                case .failure(let error):
                    if let expected = linkCase.expected {
                        reporter.fail("the router refused it (\(error)), though \(expected) admits it", linkCase)
                    }
                }
            }
            let withParents = table.specs.filter { $0.reversible && !table.ancestors(of: $0.id).isEmpty }
            for _ in 0..<(withParents.isEmpty ? 0 : 6) {
                let spec = rng.pick(withParents)
                let token = newToken()
                let door = rng.pick(LinkSource.allCases)
                let screen: Screen = spec.kind == .primary ? .screen(spec.id, token) : .module(.item(spec.id, token))
                let linkCase = LinkCase(
                    token: token, form: "DeepLink made by hand from \(door) for \(screen)", tags: [],
                    trust: Trust(door: door), reaches: [reach(spec.id, how: "made by hand", steps: [])], drop: nil,
                    send: .open(.intent(screen), routerLevel: false))
                registry[token] = linkCase
                let link = DeepLink(url: nil, path: "/by/hand", intent: screen, pattern: "/by/hand", source: door)
                let admitted = table.ancestors(of: spec.id).allSatisfy {
                    Oracle.admits(table.specs[$0].sources, linkCase.trust)
                }
                reporter.count("hand-made link")
                do {
                    let stack = try router.stack(for: link)
                    if !admitted { reporter.fail("made the back stack \(stack.screens)", linkCase) }
                    checkStack(stack.screens, by: "a hand-made link's back stack", atDelivery: false)
                } catch {
                    if admitted || error.kind != .parentFailed {
                        reporter.fail("made no back stack: \(error)", linkCase)
                    }
                }
            }
        }
    }
}

// MARK: - Launches

extension LinkTrustPropertyTests {
    /// The held link's snapshot, carried to the next launch.
    struct Carried {
        var snapshot: DeepLinkSnapshot
    }

    /// One launch of the app: a navigator, its root, its subscribers, and random links, gates and root changes.
    @MainActor
    final class Launch {
        static let maxAge: TimeInterval = 3600

        let run: Run
        let navigator: DeepLinkNavigator<Param, Screen>
        let log = EventLog()
        /// The root, kept here: the navigator keeps it weakly.
        var handler: (any DeepLinkHandler<Screen>)?
        var modelPath: (() -> [Screen])?
        var lastModelPath: [Screen] = []
        var streams: [AsyncStream<DeepLink<Screen>>] = []
        /// Links subscribers took and have not tried to claim yet.
        var streamed: [DeepLink<Screen>] = []
        /// The cases sent, by link number (the navigator numbers links from 1).
        var sent: [LinkCase] = []

        init(run: Run, _ rng: inout SplitMix) {
            self.run = run
            run.open = Set(gatePool.filter { _ in rng.chance(0.4) })
            run.heldTokens = []
            navigator = DeepLinkNavigator(router: run.router, openGates: run.open)
            log.attach(to: navigator)
            navigator.linkUnwrappers = [.queryItem("u", onHosts: ["click.trk.com"])]
        }

        func run(actions: Int, restoring carried: Carried?, _ rng: inout SplitMix) -> Carried? {
            let rootMode = rng.below(10)  // 0...4 a root of the test's, 5...7 a navigation model, 8...9 none
            let rootFirst = rng.chance(0.5)
            if rng.chance(0.6) { subscribe(&rng) }
            if rootFirst { setUpRoot(rootMode) }
            if let carried { restore(carried, &rng) }
            if !rootFirst { setUpRoot(rootMode) }
            checkModel()
            for _ in 0..<actions {
                switch rng.below(100) {
                case 0..<55: send(run.randomCase(&rng), resent: false, &rng)
                case 55..<70: toggleGate(&rng)
                case 70..<76 where !sent.isEmpty: send(rng.pick(sent), resent: true, &rng)
                case 76..<83 where handler != nil: navigator.root = navigator.root == nil ? handler : nil
                case 83..<88: subscribe(&rng)
                default: claim(&rng)
                }
                checkModel()
            }
            if rng.chance(0.5) { holdALink(&rng) }
            return finish()
        }

        func setUpRoot(_ mode: Int) {
            if mode >= 8 { return }
            #if canImport(Observation)
            if mode >= 5, #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) {
                let model = DeepLinkNavigationModel(navigator: navigator)
                handler = model
                modelPath = { model.state.path }
                return
            }
            #endif
            let root = RecordingRoot(run: run, navigator: navigator)
            handler = root
            navigator.root = root
        }

        /// The navigation model's path, when a link changed it: the link and each parent in it are checked.
        func checkModel() {
            guard let path = modelPath?(), path != lastModelPath else { return }
            lastModelPath = path
            guard let last = path.last else { return }
            run.check(last, source: nil, isFromApp: nil, gates: nil, by: "navigation model", atDelivery: true)
            run.checkStack(path, by: "the navigation model's path", atDelivery: true)
        }

        func send(_ linkCase: LinkCase, resent: Bool, _ rng: inout SplitMix) {
            run.registry[linkCase.token] = linkCase
            sent.append(linkCase)
            let outcome: DeepLinkNavigator<Param, Screen>.Outcome
            switch linkCase.send {
            case .open(let link, _): outcome = navigator.open(link, animated: rng.chance(0.5))
            case .restore(let snapshot, let trusted):
                outcome = navigator.restore(snapshot, maxAge: Self.maxAge, fromTrustedStore: trusted)
            }
            run.checkOutcome(outcome, of: linkCase, resent: resent)
        }

        /// Sends an intent with a gate that is closed, which the navigator holds: its snapshot goes to the next
        /// launch.
        func holdALink(_ rng: inout SplitMix) {
            let reversible = run.table.specs.filter(\.reversible)
            guard !reversible.isEmpty else { return }
            let gate = rng.pick(gatePool)
            if run.open.remove(gate) != nil { navigator.gateDidChange(gate, isOpen: false) }
            let spec = rng.pick(reversible)
            let token = run.newToken()
            let screen: Screen = spec.kind == .primary ? .screen(spec.id, token) : .module(.item(spec.id, token))
            send(
                LinkCase(
                    token: token, form: "intent \(screen) with the closed gate \(gate)", tags: ["intent"],
                    trust: Trust(door: .intent, given: [gate]), reaches: run.reaches(of: screen), drop: nil,
                    send: .open(.intent(screen, gates: [gate]), routerLevel: true)), resent: false, &rng)
        }

        /// Opens or closes a gate; the test's record of open gates changes first, so a link delivered by the change
        /// is checked against the gates as they are after it.
        func toggleGate(_ rng: inout SplitMix) {
            let gate = rng.pick(gatePool)
            let isOpen = !run.open.contains(gate)
            if isOpen { run.open.insert(gate) } else { run.open.remove(gate) }
            if gate == .authorization, rng.chance(0.5) {
                navigator.authorizationDidChange(isOpen)
            } else {
                navigator.gateDidChange(gate, isOpen: isOpen)
            }
        }

        /// A subscriber of every link, or of links to even routes; it sees each link when the navigator publishes it.
        func subscribe(_ rng: inout SplitMix) {
            let takesAll = rng.chance(0.6)
            streams.append(
                navigator.links(where: { [weak self] link in
                    guard let self else { return false }
                    self.run.check(
                        link.intent, source: link.source, isFromApp: link.isFromApp, gates: link.gates,
                        by: "subscriber", atDelivery: true)
                    let takes = takesAll || link.intent.route.isMultiple(of: 2)
                    if takes { self.streamed.append(link) }
                    return takes
                }))
        }

        /// Subscribers claim some of the links they took; a claim the navigator grants is a delivery.
        func claim(_ rng: inout SplitMix) {
            let pending = streamed
            streamed = []
            for link in pending {
                guard rng.chance(0.7), let claim = navigator.claim(link, by: "Subscriber") else { continue }
                run.check(
                    link.intent, source: link.source, isFromApp: link.isFromApp, gates: link.gates, by: "claim",
                    atDelivery: true)
                claim.opened()
            }
        }

        /// Restores the last launch's held link: as saved, or with its door, gates, text or age changed, from a
        /// trusted store or not.
        func restore(_ carried: Carried, _ rng: inout SplitMix) {
            var snapshot = carried.snapshot
            var form = "the held link's snapshot"
            switch rng.below(8) {
            case 0:
                let door = rng.pick(LinkSource.allCases)
                form += " with its door changed to \(door),"
                snapshot = DeepLinkSnapshot(
                    link: snapshot.link, source: door, received: snapshot.received, gates: snapshot.gates)
            case 1:
                let gates = run.randomGiven(&rng).sorted()
                form += " with its gates changed to \(gates.map(\.name)),"
                snapshot = DeepLinkSnapshot(
                    link: snapshot.link, source: snapshot.source, received: snapshot.received, gates: gates)
            case 2:
                let text = Run.text(run.randomPath(run.newToken(), &rng), style: rng.below(5))
                form += " with its text changed,"
                snapshot = DeepLinkSnapshot(
                    link: .text(text), source: snapshot.source, received: snapshot.received, gates: snapshot.gates)
            case 3:
                form += " saved two hours ago,"
                snapshot = DeepLinkSnapshot(
                    link: snapshot.link, source: snapshot.source, received: Date(timeIntervalSinceNow: -7200),
                    gates: snapshot.gates)
            default:
                break
            }
            if rng.chance(0.5) { snapshot = run.roundTrip(snapshot) }
            let linkCase = run.snapshotCase(snapshot, trusted: rng.chance(0.5), form: form, tags: ["held snapshot"])
            send(linkCase, resent: false, &rng)
        }

        /// Checks the launch's events (each names its link's door; each link ended once, but the one held) and
        /// returns the held link's snapshot, checked to keep its door and given gates.
        func finish() -> Carried? {
            for event in log.events {
                guard sent.indices.contains(event.linkID - 1) else {
                    run.reporter.fail("an event of link #\(event.linkID), which this test did not send: \(event)")
                    continue
                }
                let linkCase = sent[event.linkID - 1]
                if event.source != linkCase.trust.door {
                    run.reporter.fail("the event '\(event)' names the door \(event.source)", linkCase)
                }
            }
            let notEnded = log.linksNotEndedOnce()
            let held = navigator.heldLink
            let unfinished = notEnded.filter { $0.value == 0 }.map(\.key)
            let heldID = unfinished.first.map { sent[$0 - 1].token }
            if notEnded.contains(where: { $0.value != 0 }) || unfinished.count != (held == nil ? 0 : 1)
                || heldID != held?.link.intent.token
            {
                run.reporter.fail(
                    "links that did not end once: \(notEnded.sorted { $0.key < $1.key }); held: "
                        + "\(held.map { "\($0.link.intent)" } ?? "none")")
            }
            guard let held, let heldCase = run.registry[held.link.intent.token] else { return nil }
            guard let snapshot = navigator.heldLinkSnapshot else {
                // Only an intent no route reverses has no text to save.
                if heldCase.reaches.first(where: { $0.route == held.link.intent.route })?.isRouted ?? true {
                    run.reporter.fail("the held link \(held.link.intent) has no snapshot", heldCase)
                }
                return nil
            }
            if snapshot.source != heldCase.trust.door || Set(snapshot.gates) != heldCase.trust.given {
                run.reporter.fail(
                    "the held link's snapshot saves the door \(snapshot.source) and gates \(snapshot.gates)", heldCase)
            }
            return Carried(snapshot: snapshot)
        }
    }

    /// The app's root: checks each link and its back stack, and passes a module's links to the module's handler.
    final class RecordingRoot: DeepLinkHandler {
        var deepLinkHandling: DeepLinkHandling<Screen>?
        let run: Run
        weak var navigator: DeepLinkNavigator<Param, Screen>?
        let module: ModuleRoot

        init(run: Run, navigator: DeepLinkNavigator<Param, Screen>) {
            self.run = run
            self.navigator = navigator
            self.module = ModuleRoot(run: run)
        }

        func handle(_ link: DeepLink<Screen>, animated: Bool) -> DeepLinkHandling<Screen> {
            run.check(
                link.intent, source: link.source, isFromApp: link.isFromApp, gates: link.gates, by: "root",
                atDelivery: true)
            if let stack = try? navigator?.router.stack(for: link) {
                run.checkStack(stack.screens, by: "the root's back stack", atDelivery: true)
            }
            guard case .module(let inner) = link.intent else { return .opened(link) }
            return .passedThrough(link, as: inner) { _ in self.module }
        }
    }

    /// The module's own handler, which knows only the module's intents.
    final class ModuleRoot: DeepLinkHandler {
        var deepLinkHandling: DeepLinkHandling<ModuleScreen>?
        let run: Run

        init(run: Run) {
            self.run = run
        }

        func handle(_ link: DeepLink<ModuleScreen>, animated: Bool) -> DeepLinkHandling<ModuleScreen> {
            run.check(
                .module(link.intent), source: link.source, isFromApp: link.isFromApp, gates: link.gates,
                by: "module handler", atDelivery: true)
            return .opened(link)
        }
    }

    /// Reports failures with the seed, the table and the case, and tallies what got where.
    @MainActor
    final class Reporter {
        let seed: UInt64
        var context = ""
        var table: Table?
        var tableShown = false
        var reports = 0
        var tally: [String: Int] = [:]

        init(seed: UInt64) {
            self.seed = seed
        }

        func start(table: Table, context: String) {
            self.table = table
            self.context = context
            tableShown = false
        }

        func count(_ key: String) {
            tally[key, default: 0] += 1
        }

        func fail(_ message: String, _ linkCase: LinkCase? = nil) {
            reports += 1
            guard reports <= LinkTrustPropertyTests.maxReportsPerSeed else { return }
            var text = "\(context): \(message)"
            if let linkCase { text += "\n  \(linkCase)" }
            if !tableShown, let table {
                text += "\n  route table (replay with DEEPLINKS_SEED=\(seed)):\n\(table)"
                tableShown = true
            }
            Issue.record(Comment(rawValue: text))
        }
    }
}
