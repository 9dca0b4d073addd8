import DeepLinksNavigation
import DeepLinksTestSupport
import Foundation
import Testing

/// No lost links, counted: a seeded random scenario sends links with unique ids through every door, interleaved
/// with cold start, sign-in and sign-out, onboarding finished and reset, replays, delayed completions (some whose
/// data fails to load), root replacement and release, closed screens, stream subscribers (some that claim a link
/// and let go of the claim without reporting), copies of a link sent again through another door, snapshots of the
/// held link restored soon or too late, and a clock that moves; then it counts.
///
/// Every link must end exactly once: delivered (opened by a screen, by the root's chain or a subscriber's) or
/// reported (rejected, superseded, unmatched, dropped, duplicate), and the events, the screens' own record of what
/// they did (and of each decision they made) and the streams must agree on it. The ending of each link must be
/// the one `NavigatorModel` (the documented policy) predicts, and after each step the navigator holds the link the
/// model says, or none. A copy of a link (sent again, or restored) has the same text, so the same id for the screens
/// and the streams; the test tells copies apart by the navigator's link numbers.
///
/// Every failure names its seed; replay one with `DEEPLINKS_SEED=<seed> swift test --filter NoLostLinks`.
@MainActor
@Suite struct NoLostLinksTests {
    static let linksPerSeed = 240
    /// How old a restored snapshot may be, in seconds.
    nonisolated static let maxAge: TimeInterval = 30
    /// How far the clock moves at a tick: four ticks are the navigator's duplicate window.
    nonisolated static let tick: TimeInterval = 0.5

    /// The doors a link can come through; route name is the app's own door to a named route.
    enum Door: CaseIterable, CustomStringConvertible {
        case customScheme, universalLink, path, pushPayload, shortcutItem, userActivity, intent, routeName

        var description: String {
            switch self {
            case .customScheme: "custom scheme"
            case .universalLink: "universal link"
            case .path: "path"
            case .pushPayload: "push payload"
            case .shortcutItem: "shortcut item"
            case .userActivity: "user activity"
            case .intent: "intent"
            case .routeName: "route name"
            }
        }
    }

    /// One link of the scenario and what the app will do with it.
    struct Link: CustomStringConvertible {
        let number: Int
        let id: String
        let door: Door
        /// Whether a push payload names the route and its id (`type`, `id`) rather than carrying the link's URL.
        let byType: Bool
        let place: TrackedRoute
        let matches: Bool
        let root: TrackedDecision
        let child: TrackedDecision
        let stream: TrackedStreamDecision

        /// The route's name, or one no route has.
        var route: String { matches ? place.rawValue : "nope" }
        var path: String { "/\(route)/\(id)" }
        var gates: Set<DeepLinkGate> { matches ? place.gates : [] }
        var intent: TrackedIntent { place.intent(id) }

        /// The door as the navigator reports it: a link by route name comes as a path.
        var source: LinkSource {
            switch door {
            case .customScheme: .customScheme
            case .universalLink: .universalLink
            case .path, .routeName: .path
            case .pushPayload: .pushNotification
            case .shortcutItem: .shortcutItem
            case .userActivity: .userActivity
            case .intent: .intent
            }
        }

        /// What a snapshot of the link saves: its text, or its route name and values.
        var snapshotLink: DeepLinkSnapshot.Link {
            switch door {
            case .customScheme: .text("tracked:/\(path)")
            case .universalLink, .userActivity: .text("https://tracked.example\(path)")
            case .path, .intent: .text(path)
            case .pushPayload: byType ? .route(name: route, values: ["id": id]) : .text("tracked:/\(path)")
            case .shortcutItem, .routeName: .route(name: route, values: ["id": id])
            }
        }

        /// What makes the link equal to another, for duplicates; `nil` through the app's own doors.
        var equality: DeepLinkSnapshot.Link? {
            source == .path || source == .intent ? nil : snapshotLink
        }

        /// The same link, with the same plan, through `door`.
        func through(_ door: Door, byType: Bool) -> Link {
            Link(
                number: number, id: id, door: door, byType: byType, place: place, matches: matches, root: root,
                child: child, stream: stream)
        }

        var description: String {
            let form = door == .pushPayload ? (byType ? " by type" : " with its link") : ""
            let gates = gates.isEmpty ? "" : " \(gates.map(\.name).sorted())"
            return "\(id) by \(door)\(form) to \(path)\(gates), root \(root), child \(child), stream \(stream)"
        }
    }

    /// A link the navigator received: a link of the scenario, a copy of it sent again, or a restored snapshot.
    struct Sent: CustomStringConvertible {
        /// The link's id, or its id with `#2`, `#3`… for a copy.
        let key: String
        let link: Link
        let restored: Bool

        var description: String { "\(key)\(restored ? " (restored)" : ""): \(link)" }
    }

    enum Step: CustomStringConvertible {
        case link(Link)
        /// A copy of an earlier link: the same text, through the same door or another.
        case resend(Link)
        case presentRoot(launched: Bool)
        case finishLaunch, dismissRoot, releaseRoot, rootDidBecomeReady
        case signIn, signOut, onboard, resetOnboarding
        case resumeRoot, resumeChild, closeChild
        case subscribe, letSubscribersRead, resumeStreamScreens, claimAndLetGo
        case tick, waitPastWindow, waitPastMaxAge
        case takeSnapshot, restoreSnapshot

        var description: String {
            switch self {
            case .link(let link): "link \(link)"
            case .resend(let link): "link again \(link)"
            case .presentRoot(let launched): "present a root (\(launched ? "launched" : "launching"))"
            case .finishLaunch: "finish launch"
            case .dismissRoot: "set the root to nil"
            case .releaseRoot: "release the root"
            case .rootDidBecomeReady: "rootDidBecomeReady"
            case .signIn: "sign in"
            case .signOut: "sign out"
            case .onboard: "finish onboarding"
            case .resetOnboarding: "reset onboarding"
            case .resumeRoot: "resume the root's delayed link"
            case .resumeChild: "resume the child's delayed link"
            case .closeChild: "close the child screen"
            case .subscribe: "subscribe"
            case .letSubscribersRead: "let the subscribers read"
            case .resumeStreamScreens: "resume the subscribers' screens"
            case .claimAndLetGo: "a coordinator claims the held link and lets go of the claim at once"
            case .tick: "the clock moves \(NoLostLinksTests.tick) s"
            case .waitPastWindow: "the clock moves past the duplicate window"
            case .waitPastMaxAge: "the clock moves past the snapshots' maximum age"
            case .takeSnapshot: "save the held link's snapshot"
            case .restoreSnapshot: "restore the saved snapshot"
            }
        }
    }

    /// A stream subscriber of the tracked app: it records every link it reads, and claims the one the navigator
    /// still holds, as the plan says (a claim fails while a gate of the link's route is closed).
    @MainActor
    final class Subscriber {
        private(set) var received: [String] = []
        private var task: Task<Void, Never>?
        /// The claims it has not reported yet.
        private var pendingClaims: [DeepLinkClaim<TrackedIntent>] = []
        let screen: TrackedStreamScreen
        private unowned let app: TrackedApp

        init(navigator: DeepLinkNavigator<TrackedParam, TrackedIntent>, app: TrackedApp) {
            let stream = navigator.links()
            let screen = TrackedStreamScreen(app: app)
            self.screen = screen
            self.app = app
            task = Task { [weak self, weak navigator] in
                for await link in stream {
                    let id = link.intent.id
                    self?.received.append(id)
                    // The root has it, or it ended: not this subscriber's to show.
                    guard let navigator, navigator.heldLink?.link == link else { continue }
                    switch app.streamDecisions[id] ?? .reportOpened {
                    case .reportOpened:
                        guard let claim = navigator.claim(link, by: "StreamCoordinator") else { continue }
                        app.record(id, "opened by StreamCoordinator")
                        claim.opened()
                    case .reportRejected:
                        guard let claim = navigator.claim(link, by: "StreamCoordinator") else { continue }
                        app.record(id, "rejected by StreamCoordinator")
                        claim.rejected(reason: "planned")
                    case .forgetClaim:
                        // The coordinator goes away before it shows anything: the claim is released unreported.
                        _ = navigator.claim(link, by: "StreamCoordinator")
                    case .claimAndReportLater:
                        guard let claim = navigator.claim(link, by: "StreamCoordinator") else { continue }
                        self?.pendingClaims.append(claim)
                    case .handOver, .handOverDelayed:
                        screen.open(link, animated: false)
                    }
                }
            }
        }

        /// The data the claimed links waited for is there: shows and reports each one still this subscriber's.
        func reportClaims() {
            for claim in pendingClaims where claim.isActive {
                app.record(claim.link.intent.id, "opened by StreamCoordinator")
                claim.opened()
            }
            pendingClaims = []
        }

        func stop() async {
            task?.cancel()
            await task?.value
        }
    }

    // MARK: The scenario

    static func randomLink(_ number: Int, _ random: inout SplitMix) -> Link {
        let door = random.pick(Door.allCases)
        let decisions: [TrackedDecision] = [
            .open, .reject, .delay(then: .open), .delay(then: .reject), .delay(then: .fail), .delay(then: .fail),
        ]
        return Link(
            number: number, id: "L\(number)", door: door, byType: random.chance(0.5),
            place: random.pick([.item, .item, .item, .item, .account, .account, .account, .guide, .guide, .orders]),
            matches: door == .intent || !random.chance(0.1),
            root: random.chance(0.5) ? .pass : random.pick(decisions + [.open, .open]),
            child: random.pick(decisions + [.open, .open]),
            stream: random.pick([
                .reportOpened, .reportRejected, .forgetClaim, .forgetClaim, .claimAndReportLater, .handOver,
                .handOverDelayed,
            ]))
    }

    /// `link` again: mostly through another door that gives the same text (iOS delivers one link twice, the user
    /// taps it again), else through one of the app's own doors, whose links are never duplicates.
    static func resent(_ link: Link, _ random: inout SplitMix) -> Link {
        let sameText: [(door: Door, byType: Bool)] =
            switch (link.door, link.byType) {
            case (.customScheme, _), (.pushPayload, false): [(.customScheme, false), (.pushPayload, false)]
            case (.universalLink, _), (.userActivity, _): [(.universalLink, false), (.userActivity, false)]
            case (.pushPayload, true), (.shortcutItem, _): [(.pushPayload, true), (.shortcutItem, false)]
            case (.path, _), (.intent, _), (.routeName, _): []
            }
        let own: [(door: Door, byType: Bool)] =
            [(.path, false), (.routeName, false)] + (link.matches ? [(.intent, false)] : [])
        guard !sameText.isEmpty, random.chance(0.8) else {
            let choice = random.pick(own)
            return link.through(choice.door, byType: choice.byType)
        }
        let otherDoors = sameText.filter { $0.door != link.door }
        let choice = random.pick(random.chance(0.75) ? otherDoors : sameText)
        return link.through(choice.door, byType: choice.byType)
    }

    static func randomEvent(_ random: inout SplitMix) -> Step {
        let events: [(Step, Int)] = [
            (.presentRoot(launched: random.chance(0.6)), 6), (.finishLaunch, 8), (.dismissRoot, 2),
            (.releaseRoot, 2), (.rootDidBecomeReady, 2), (.signIn, 8), (.signOut, 7), (.onboard, 6),
            (.resetOnboarding, 4), (.resumeRoot, 10), (.resumeChild, 10), (.closeChild, 3), (.subscribe, 3),
            (.letSubscribersRead, 10), (.resumeStreamScreens, 4), (.claimAndLetGo, 1), (.tick, 10),
            (.waitPastWindow, 3), (.waitPastMaxAge, 1), (.takeSnapshot, 3), (.restoreSnapshot, 2),
        ]
        var pick = random.below(events.reduce(0) { $0 + $1.1 })
        for (event, weight) in events {
            if pick < weight { return event }
            pick -= weight
        }
        return .letSubscribersRead
    }

    /// The links, one by one, each after zero to three random events; it starts cold, without a root, with each
    /// gate open or closed at random.
    ///
    /// Now and then a short story the random events would seldom tell: the app goes to the background and comes
    /// back (a link arrives without a root, the app may save its snapshot and restore it at once, a little later or
    /// too late, a subscriber may take it, a gate of its route may close, a root appears); the user opens a link
    /// behind a gate and closes the gate (signs out, resets onboarding) while the app is on the way there; the
    /// screens' data arrives (or fails to) right after a link; a coordinator claims the held link and lets go of
    /// the claim just before the next link arrives; the same link arrives again, mostly through another
    /// door that gives the same text, within the duplicate window, at its edge (four ticks) or past it.
    static func scenario(seed: UInt64) -> (openGates: Set<DeepLinkGate>, steps: [Step]) {
        var random = SplitMix(seed: seed)
        var openGates: Set<DeepLinkGate> = []
        if random.chance(0.5) { openGates.insert(.authorization) }
        if random.chance(0.5) { openGates.insert(.onboarded) }
        var steps: [Step] = []
        var subscribers = 0
        for number in 1...linksPerSeed {
            for _ in 0..<random.pick([0, 0, 1, 1, 1, 2, 2, 3]) {
                let event = randomEvent(&random)
                if case .subscribe = event, subscribers == 3 { continue }
                if case .subscribe = event { subscribers += 1 }
                steps.append(event)
            }
            let link = randomLink(number, &random)
            if random.chance(0.15) {
                steps += [random.chance(0.7) ? .dismissRoot : .releaseRoot, .link(link)]
                if random.chance(0.5) {
                    steps += [.takeSnapshot, random.pick([.tick, .waitPastWindow, .waitPastMaxAge]), .restoreSnapshot]
                }
                steps.append(.letSubscribersRead)
                if let gate = link.gates.sorted().first, random.chance(0.4) {
                    steps.append(gate == .authorization ? .signOut : .resetOnboarding)
                }
                steps.append(.presentRoot(launched: random.chance(0.7)))
                if random.chance(0.5) { steps.append(.finishLaunch) }
            } else if link.gates.contains(.authorization), random.chance(0.25) {
                steps += [.signIn, .link(link), .signOut]
            } else if link.gates.contains(.onboarded), random.chance(0.25) {
                steps += [.onboard, .link(link), .resetOnboarding]
            } else if random.chance(0.2) {
                steps += [.link(link), .resumeRoot, .resumeChild]
            } else if random.chance(0.05) {
                steps += [.claimAndLetGo, .link(link)]
            } else {
                steps.append(.link(link))
            }
            if random.chance(0.15) {
                for _ in 0..<random.pick([0, 0, 1, 2, 3, 4]) { steps.append(.tick) }
                steps.append(.resend(resent(link, &random)))
            }
        }
        return (openGates, steps)
    }

    // MARK: Running it

    /// The app, the navigator and the model, side by side.
    @MainActor
    final class Run {
        typealias Navigator = DeepLinkNavigator<TrackedParam, TrackedIntent>

        let seed: UInt64
        let app = TrackedApp()
        /// The navigator's clock, which only the steps move.
        let clock = TestClock()
        let navigator: Navigator
        let log = EventLog()
        var model: NavigatorModel
        var root: TrackedRoot?
        /// Roots the app replaced or dismissed but still keeps: they are not released.
        var formerRoots: [TrackedRoot] = []
        var subscribers: [Subscriber] = []
        /// Every link the navigator received, in order.
        var sent: [Sent] = []
        /// The link of each key.
        var sentByKey: [String: Sent] = [:]
        /// The key of each navigator link number.
        var keys: [Int: String] = [:]
        /// The snapshot the app saved (after a round trip through JSON), and the link it was taken of.
        var saved: (snapshot: DeepLinkSnapshot, link: Link)?
        var doors: [Door: Int] = [:]
        var problems: [String] = []
        var history: [String] = []
        /// How many copies of each link id the navigator received.
        private var copies: [String: Int] = [:]

        init(seed: UInt64, openGates: Set<DeepLinkGate>, links: [Link]) throws {
            self.seed = seed
            for link in links {
                app.rootDecisions[link.id] = link.root
                app.childDecisions[link.id] = link.child
                app.streamDecisions[link.id] = link.stream
            }
            navigator = Navigator(router: try makeTrackedRouter(), openGates: openGates, now: clock.now)
            log.attach(to: navigator)
            model = NavigatorModel(
                openGates: openGates, now: clock.now(), rootDecisions: app.rootDecisions,
                childDecisions: app.childDecisions, streamDecisions: app.streamDecisions)
        }

        func problem(_ text: String) {
            guard problems.count < 10 else { return }
            let recent = history.suffix(6).joined(separator: "\n  ")
            problems.append("seed \(seed), step \(history.count): \(text)\n  last steps:\n  \(recent)")
        }

        func apply(_ step: Step) async throws {
            history.append(step.description)
            switch step {
            case .link(let link), .resend(let link):
                try send(link)
            case .presentRoot(let launched):
                if let root { formerRoots.append(root) }
                let next = TrackedRoot(app: app, launched: launched)
                root = next
                navigator.root = next
                model.presentRoot(launched: launched)
            case .finishLaunch:
                root?.finishLaunch()
                model.finishLaunch()
            case .dismissRoot:
                if let root { formerRoots.append(root) }
                root = nil
                navigator.root = nil
                model.dismissRoot()
            case .releaseRoot:
                root = nil
                model.releaseRoot()
            case .rootDidBecomeReady:
                navigator.rootDidBecomeReady()
                model.rootDidBecomeReady()
            case .signIn, .signOut, .onboard, .resetOnboarding:
                let (gate, isOpen): (DeepLinkGate, Bool) =
                    switch step {
                    case .signIn: (.authorization, true)
                    case .signOut: (.authorization, false)
                    case .onboard: (.onboarded, true)
                    default: (.onboarded, false)
                    }
                if gate == .authorization {
                    navigator.authorizationDidChange(isOpen)
                } else {
                    navigator.gateDidChange(gate, isOpen: isOpen)
                }
                model.gateDidChange(gate, isOpen: isOpen)
            case .resumeRoot:
                root?.resume()
                model.resumeRoot()
            case .resumeChild:
                root?.child?.resume()
                model.resumeChild()
            case .closeChild:
                root?.child = nil
                model.closeChild()
            case .subscribe:
                subscribers.append(Subscriber(navigator: navigator, app: app))
                model.subscribe()
            case .letSubscribersRead:
                await letSubscribersRead()
            case .resumeStreamScreens:
                for subscriber in subscribers {
                    subscriber.reportClaims()
                    subscriber.screen.resume()
                }
                model.resumeStreamScreens()
            case .claimAndLetGo:
                // No task runs before the next step: the navigator reports the release at its next call.
                if let link = navigator.heldLink?.link { _ = navigator.claim(link, by: "Coordinator") }
                model.claimHeldLinkAndLetGo()
            case .tick:
                advanceClock(by: NoLostLinksTests.tick)
            case .waitPastWindow:
                advanceClock(by: NavigatorModel.duplicateWindow + NoLostLinksTests.tick)
            case .waitPastMaxAge:
                advanceClock(by: NoLostLinksTests.maxAge + 1)
            case .takeSnapshot:
                try takeSnapshot()
            case .restoreSnapshot:
                restoreSnapshot()
            }
            checkHeldLink()
        }

        /// The key of the next copy of link `id`: `id` the first time, then `id#2`, `id#3` and so on.
        func nextKey(for id: String) -> String {
            copies[id, default: 0] += 1
            let count = copies[id] ?? 1
            return count == 1 ? id : "\(id)#\(count)"
        }

        func arrival(of link: Link, key: String) -> NavigatorModel.Arrival {
            NavigatorModel.Arrival(
                key: key, id: link.id, gates: link.gates, matches: link.matches, equality: link.equality)
        }

        /// Sends `link` through its door, to the navigator and to the model.
        func send(_ link: Link) throws {
            let key = nextKey(for: link.id)
            let before = log.events.count
            let outcome = try open(link)
            let expected = model.open(arrival(of: link, key: key))
            doors[link.door, default: 0] += 1
            note(Sent(key: key, link: link, restored: false), eventsBefore: before, outcome, expected: expected)
        }

        /// Records `sent` under the number of its `received` event, which must be the model's, and compares its
        /// outcome with the model's.
        func note(
            _ sent: Sent, eventsBefore before: Int, _ outcome: Navigator.Outcome, expected: NavigatorModel.Outcome
        ) {
            self.sent.append(sent)
            sentByKey[sent.key] = sent
            guard let received = log.events.dropFirst(before).first(where: \.isReceived) else {
                problem("\(sent.key) was not reported received")
                return
            }
            if keys[received.linkID] != nil { problem("link number \(received.linkID) given twice") }
            keys[received.linkID] = sent.key
            let number = model.numbers[sent.key] ?? 0
            if received.linkID != number { problem("\(sent.key) is link #\(received.linkID), expected #\(number)") }
            let actual = NavigatorModel.Outcome(outcome)
            if actual != expected { problem("\(sent): outcome \(actual), expected \(expected)") }
        }

        /// Opens `link` through its door.
        func open(_ link: Link) throws -> Navigator.Outcome {
            let path = link.path
            switch link.door {
            case .customScheme:
                return navigator.open(.url(try #require(URL(string: "tracked:/\(path)"))), animated: false)
            case .universalLink:
                return navigator.open(.url(try #require(URL(string: "https://tracked.example\(path)"))), animated: true)
            case .path:
                return navigator.open(.path(path), animated: true)
            case .pushPayload:
                let payload: [AnyHashable: Any] =
                    link.byType
                    ? ["aps": ["alert": "New"], "type": link.route, "id": link.id]
                    : ["data": ["deeplink": "tracked:/\(path)"]]
                return navigator.open(.pushPayload(payload), animated: true)
            case .shortcutItem:
                return navigator.open(.shortcutItem(type: link.route, userInfo: ["id": link.id]), animated: true)
            case .userActivity:
                let url = try #require(URL(string: "https://tracked.example\(path)"))
                return navigator.open(.url(url, from: .userActivity), animated: true)
            case .intent:
                return navigator.open(.intent(link.intent), animated: true)
            case .routeName:
                return navigator.open(.route(link.route, parameters: [.id: link.id]), animated: true)
            }
        }

        func advanceClock(by seconds: TimeInterval) {
            clock.advance(seconds)
            model.advanceClock(by: seconds)
        }

        /// Saves the held link's snapshot as the app would (through JSON), or nothing when no link is held; checks
        /// that it is the held link's: its text or route and values, its door, when it was first received.
        func takeSnapshot() throws {
            saved = nil
            let snapshot = navigator.heldLinkSnapshot
            guard let key = model.held, let link = sentByKey[key]?.link, let received = model.received[key] else {
                if let snapshot { problem("a snapshot of \(snapshot.link), expected none: no link is held") }
                return
            }
            guard let snapshot else {
                problem("no snapshot, expected one of \(key)")
                return
            }
            let expected = DeepLinkSnapshot(link: link.snapshotLink, source: link.source, received: received)
            if snapshot != expected { problem("snapshot \(snapshot), expected \(expected)") }
            let data = try JSONEncoder().encode(snapshot)
            let decoded = try JSONDecoder().decode(DeepLinkSnapshot.self, from: data)
            if decoded != snapshot { problem("snapshot \(snapshot) came back from JSON as \(decoded)") }
            saved = (decoded, link)
        }

        /// Restores the saved snapshot, if any: a new link, through the door of the link it was taken of.
        func restoreSnapshot() {
            guard let saved else { return }
            let key = nextKey(for: saved.link.id)
            let before = log.events.count
            let outcome = navigator.restore(saved.snapshot, maxAge: NoLostLinksTests.maxAge)
            let expected = model.restore(
                arrival(of: saved.link, key: key), received: saved.snapshot.received, maxAge: NoLostLinksTests.maxAge)
            note(Sent(key: key, link: saved.link, restored: true), eventsBefore: before, outcome, expected: expected)
            let age = clock.now().timeIntervalSince(saved.snapshot.received)
            let restored = log.events.dropFirst(before).filter { $0.kind == .restored(age: age) }
            if restored.count != 1 { problem("\(key): \(restored.count) restored events of age \(age), expected 1") }
        }

        /// Yields until every subscriber has read what the model says it was given, and every link the model has
        /// ended is reported: a claim let go of reports its link from its `deinit`, by a task of its own.
        func letSubscribersRead() async {
            model.letSubscribersRead()
            let expected = model.subscribers.map(\.count)
            var yields = 0
            while subscribers.map(\.received.count) != expected || !endingsAreReported(), yields < 1_000 {
                await Task.yield()
                yields += 1
            }
            for _ in 0..<5 { await Task.yield() }
        }

        /// Whether every link the model has ended has had a terminal event.
        func endingsAreReported() -> Bool {
            let ended = Set(log.events.lazy.filter(\.kind.isTerminal).map(\.linkID))
            return model.endings.keys.allSatisfy { key in model.numbers[key].map(ended.contains) ?? true }
        }

        /// One held link at most, the one the model says.
        func checkHeldLink() {
            let held = navigator.heldLink?.link.intent.id
            let expected = model.held.map { sentByKey[$0]?.link.id ?? $0 }
            if held != expected {
                problem(
                    "holds \(held ?? "no link"), expected \(expected ?? "none")\n"
                        + log.lines.suffix(8).joined(separator: "\n"))
            }
        }

        /// Brings every link to its end: a launched root, every gate open, every delay completed.
        func finish() async throws {
            if root == nil { try await apply(.presentRoot(launched: true)) }
            if !model.rootLaunched { try await apply(.finishLaunch) }
            if !model.openGates.contains(.authorization) { try await apply(.signIn) }
            if !model.openGates.contains(.onboarded) { try await apply(.onboard) }
            try await apply(.letSubscribersRead)
            for _ in 0..<4 {
                guard let delay = model.delayed else { break }
                try await apply(delay.atChild ? .resumeChild : .resumeRoot)
            }
            try await apply(.letSubscribersRead)
            try await apply(.resumeStreamScreens)
            for subscriber in subscribers { await subscriber.stop() }
        }
    }

    // MARK: The test

    @Test(arguments: DifferentialTests.seeds)
    func everyLinkThroughEveryDoorEndsExactlyOnce(seed: UInt64) async throws {
        let (openGates, steps) = Self.scenario(seed: seed)
        let links: [Link] = steps.compactMap { if case .link(let link) = $0 { link } else { nil } }
        let run = try Run(seed: seed, openGates: openGates, links: links)
        for step in steps {
            try await run.apply(step)
        }
        try await run.finish()
        for problem in run.problems {
            Issue.record(Comment(rawValue: problem))
        }
        #expect(run.model.contradictions == [], "seed \(seed)")

        // Every link was received, and ended exactly once.
        #expect(run.keys.count == run.sent.count, "seed \(seed)")
        #expect(run.log.linksNotEndedOnce() == [:], "seed \(seed)")
        var endings: [String: NavigatorModel.Ending] = [:]
        for event in run.log.events {
            guard let key = run.keys[event.linkID], let ending = NavigatorModel.Ending(event.kind) else { continue }
            endings[key] = ending
        }
        let neverEnded: Int = run.sent.count - endings.count
        #expect(neverEnded == 0, "seed \(seed)")

        // Each ending is the one the policy predicts.
        var wrong: [String] = []
        for sent in run.sent where endings[sent.key] != run.model.endings[sent.key] {
            let actual = endings[sent.key].map(\.description) ?? "no ending"
            let expected = run.model.endings[sent.key].map(\.description) ?? "no ending"
            wrong.append("\(sent): \(actual), expected \(expected)")
        }
        #expect(wrong == [], "seed \(seed)")

        // The screens did exactly what the events say: one navigation for an opened link, one rejection for a
        // rejected one, nothing for the rest; the copies of a link share its id, in the order they ended.
        var expectedEffects: [String: [String]] = [:]
        for event in run.log.events {
            guard let key = run.keys[event.linkID], let id = run.sentByKey[key]?.link.id else { continue }
            switch event.kind {
            case .opened(let handler): expectedEffects[id, default: []].append("opened by \(handler)")
            case .rejected(let handler, _): expectedEffects[id, default: []].append("rejected by \(handler)")
            default: continue
            }
        }
        let ids: [String] = links.map(\.id)
        var delivered: [String] = []
        for id in ids {
            let effects: [String] = run.app.effects[id] ?? []
            let expected: [String] = expectedEffects[id] ?? []
            if effects != expected { delivered.append("\(id): \(effects), expected \(expected)") }
        }
        #expect(delivered == [], "seed \(seed)")

        // Each screen decided each link as often as the policy says: once per delivery, again when its data
        // arrived, and not again when it failed to load (`completeDeepLinkHandling` with an outcome).
        var decided: [String] = []
        for id in ids {
            let decisions: [String] = run.app.decisions[id] ?? []
            let expected: [String] = run.model.decisions[id] ?? []
            if decisions != expected { decided.append("\(id): decided by \(decisions), expected \(expected)") }
        }
        #expect(decided == [], "seed \(seed)")

        // Each subscriber got what it was given: each link once per publication (a link held while a gate of its
        // route closed is published again once it opens), a copy of a link like any other link.
        let expectedStreams: [[String]] = run.model.subscribers.map { keys in
            keys.map { run.sentByKey[$0]?.link.id ?? $0 }
        }
        let streams: [[String]] = run.subscribers.map(\.received)
        #expect(streams == expectedStreams, "seed \(seed)")

        // The scenario went through every door, and every ending.
        let doorCount: Int = Door.allCases.count
        #expect(run.doors.count == doorCount, "seed \(seed): doors \(run.doors)")
        let kinds = Set(endings.values.map(\.category))
        if DifferentialTests.fixedSeeds.contains(seed) {
            let expectedKinds: Set<String> = [
                "opened", "rejected (planned)", "rejected (load failed)", "superseded", "unmatched", "duplicate",
                "dropped (the user signed out)", "dropped (the gate onboarded closed)",
                "dropped (the root handler was replaced)", "dropped (the handler that delayed it was released)",
                "dropped (the subscriber that claimed it let go of the claim without reporting)", "dropped (stale)",
            ]
            #expect(kinds == expectedKinds, "seed \(seed): missing \(expectedKinds.subtracting(kinds).sorted())")
        }
    }
}

extension DeepLinkEvent {
    fileprivate var isReceived: Bool {
        if case .received = kind { true } else { false }
    }
}

extension NavigatorModel.Ending {
    /// The ending a terminal event reports; `nil` for the other events.
    fileprivate init?(_ kind: DeepLinkEvent.Kind) {
        switch kind {
        case .opened(let handler): self = .opened(by: handler)
        case .rejected(let handler, let reason): self = .rejected(by: handler, reason: reason)
        case .superseded: self = .superseded
        case .unmatched: self = .unmatched
        case .dropped(let reason): self = .dropped(reason)
        case .duplicate(let first): self = .duplicate(of: first)
        case .received, .unwrapped, .matched, .redirected, .held, .published, .replayed, .delayed, .passedThrough,
            .restored:
            return nil
        }
    }

    /// The ending without its handler, its link number or a stale link's age.
    fileprivate var category: String {
        switch self {
        case .opened: "opened"
        case .rejected(_, let reason): "rejected (\(reason ?? "no reason"))"
        case .duplicate: "duplicate"
        case .dropped(.stale): "dropped (stale)"
        default: description
        }
    }
}

extension NavigatorModel.Outcome {
    /// The navigator's outcome, without its payload.
    fileprivate init<Component, Intent>(_ outcome: DeepLinkNavigator<Component, Intent>.Outcome) {
        switch outcome {
        case .handled: self = .handled
        case .held: self = .held
        case .unmatched: self = .unmatched
        case .duplicate(let first): self = .duplicate(of: first)
        case .dropped: self = .dropped
        }
    }
}
