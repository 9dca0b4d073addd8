import DeepLinks
import Foundation
import Testing

/// No lost links, counted: a seeded random scenario sends links with unique ids through every door, interleaved
/// with cold start, sign-in and sign-out, replays, delayed completions, root replacement and release, closed
/// screens and stream subscribers; then it counts.
///
/// Every link must end exactly once: delivered (opened by a screen, by the root's chain or a subscriber's) or
/// reported (rejected, superseded, unmatched, dropped), and the events, the screens' own record of what they did
/// and the streams must agree on it. The ending of each link must be the one `NavigatorModel` (the documented
/// policy) predicts, and after each step the navigator holds the link the model says, or none.
///
/// Every failure names its seed; replay one with `DEEPLINKS_SEED=<seed> swift test --filter NoLostLinks`.
@MainActor
@Suite struct NoLostLinksTests {
    static let linksPerSeed = 240

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
        let authorized: Bool
        let matches: Bool
        let root: TrackedDecision
        let child: TrackedDecision
        let stream: TrackedStreamDecision

        /// The route's name, or one no route has.
        var route: String { matches ? (authorized ? "account" : "item") : "nope" }
        var intent: TrackedIntent { authorized ? .account(id) : .item(id) }

        var description: String {
            "\(id) by \(door) to /\(route)/\(id), root \(root), child \(child), stream \(stream)"
        }
    }

    enum Step: CustomStringConvertible {
        case link(Link)
        case presentRoot(launched: Bool)
        case finishLaunch, dismissRoot, releaseRoot, rootDidBecomeReady
        case signIn, signOut
        case resumeRoot, resumeChild, closeChild
        case subscribe, letSubscribersRead, resumeStreamScreens

        var description: String {
            switch self {
            case .link(let link): "link \(link)"
            case .presentRoot(let launched): "present a root (\(launched ? "launched" : "launching"))"
            case .finishLaunch: "finish launch"
            case .dismissRoot: "set the root to nil"
            case .releaseRoot: "release the root"
            case .rootDidBecomeReady: "rootDidBecomeReady"
            case .signIn: "sign in"
            case .signOut: "sign out"
            case .resumeRoot: "resume the root's delayed link"
            case .resumeChild: "resume the child's delayed link"
            case .closeChild: "close the child screen"
            case .subscribe: "subscribe"
            case .letSubscribersRead: "let the subscribers read"
            case .resumeStreamScreens: "resume the subscribers' screens"
            }
        }
    }

    /// A stream subscriber of the tracked app: it records every link it reads, and claims the one the navigator
    /// still holds, as the plan says.
    @MainActor
    final class Subscriber {
        private(set) var received: [String] = []
        private var task: Task<Void, Never>?
        let screen: TrackedStreamScreen

        init(navigator: DeepLinkNavigator<TrackedParam, TrackedIntent>, app: TrackedApp) {
            let stream = navigator.links()
            let screen = TrackedStreamScreen(app: app)
            self.screen = screen
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
                    case .handOver, .handOverDelayed:
                        screen.open(link, animated: false)
                    }
                }
            }
        }

        func stop() async {
            task?.cancel()
            await task?.value
        }
    }

    // MARK: The scenario

    static func randomLink(_ number: Int, _ random: inout SplitMix) -> Link {
        let door = random.pick(Door.allCases)
        let decisions: [TrackedDecision] = [.open, .reject, .delay(then: .open), .delay(then: .reject)]
        return Link(
            number: number, id: "L\(number)", door: door, authorized: random.chance(0.4),
            matches: door == .intent || !random.chance(0.1),
            root: random.chance(0.5) ? .pass : random.pick(decisions + [.open, .open]),
            child: random.pick(decisions + [.open, .open]),
            stream: random.pick([.reportOpened, .reportRejected, .handOver, .handOverDelayed]))
    }

    static func randomEvent(_ random: inout SplitMix) -> Step {
        let events: [(Step, Int)] = [
            (.presentRoot(launched: random.chance(0.6)), 6), (.finishLaunch, 8), (.dismissRoot, 2),
            (.releaseRoot, 2), (.rootDidBecomeReady, 2), (.signIn, 8), (.signOut, 7), (.resumeRoot, 10),
            (.resumeChild, 10), (.closeChild, 3), (.subscribe, 2), (.letSubscribersRead, 10),
            (.resumeStreamScreens, 4),
        ]
        var pick = random.below(events.reduce(0) { $0 + $1.1 })
        for (event, weight) in events {
            if pick < weight { return event }
            pick -= weight
        }
        return .letSubscribersRead
    }

    /// The links, one by one, each after zero to three random events; it starts cold, without a root.
    ///
    /// Now and then a short story the random events would seldom tell: the app goes to the background and comes
    /// back (a link arrives without a root, a subscriber may take it, a root appears), or the user opens an account
    /// link and signs out while the app is on the way there.
    static func scenario(seed: UInt64) -> (signedIn: Bool, steps: [Step]) {
        var random = SplitMix(seed: seed)
        let signedIn = random.chance(0.5)
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
            if random.chance(0.1) {
                steps += [random.chance(0.7) ? .dismissRoot : .releaseRoot, .link(link), .letSubscribersRead]
                steps.append(.presentRoot(launched: random.chance(0.7)))
                if random.chance(0.5) { steps.append(.finishLaunch) }
            } else if link.authorized, random.chance(0.25) {
                steps += [.signIn, .link(link), .signOut]
            } else {
                steps.append(.link(link))
            }
        }
        return (signedIn, steps)
    }

    // MARK: Running it

    /// The app, the navigator and the model, side by side.
    @MainActor
    final class Run {
        let seed: UInt64
        let app = TrackedApp()
        let navigator: DeepLinkNavigator<TrackedParam, TrackedIntent>
        let log = EventLog()
        var model: NavigatorModel
        var root: TrackedRoot?
        /// Roots the app replaced or dismissed but still keeps: they are not released.
        var formerRoots: [TrackedRoot] = []
        var subscribers: [Subscriber] = []
        /// The link id of each navigator link number.
        var ids: [Int: String] = [:]
        var doors: [Door: Int] = [:]
        var problems: [String] = []
        var history: [String] = []

        init(seed: UInt64, signedIn: Bool, links: [Link]) throws {
            self.seed = seed
            for link in links {
                app.rootDecisions[link.id] = link.root
                app.childDecisions[link.id] = link.child
                app.streamDecisions[link.id] = link.stream
            }
            navigator = DeepLinkNavigator(router: try makeTrackedRouter(), openGates: signedIn ? [.authorization] : [])
            log.attach(to: navigator)
            model = NavigatorModel(
                signedIn: signedIn, rootDecisions: app.rootDecisions, childDecisions: app.childDecisions,
                streamDecisions: app.streamDecisions)
        }

        func problem(_ text: String) {
            guard problems.count < 10 else { return }
            let recent = history.suffix(6).joined(separator: "\n  ")
            problems.append("seed \(seed), step \(history.count): \(text)\n  last steps:\n  \(recent)")
        }

        func apply(_ step: Step) async throws {
            history.append(step.description)
            switch step {
            case .link(let link):
                let before = log.events.count
                let outcome = try open(link)
                let expected = model.open(link.id, authorized: link.authorized, matches: link.matches)
                doors[link.door, default: 0] += 1
                guard let received = log.events.dropFirst(before).first(where: \.isReceived) else {
                    problem("\(link.id) was not reported received")
                    return
                }
                if ids[received.linkID] != nil { problem("link number \(received.linkID) given twice") }
                ids[received.linkID] = link.id
                if outcome != expected { problem("\(link.id): outcome \(outcome), expected \(expected)") }
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
            case .signIn:
                navigator.authorizationDidChange(true)
                model.signIn()
            case .signOut:
                navigator.authorizationDidChange(false)
                model.signOut()
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
                model.letSubscribersRead()
            case .resumeStreamScreens:
                for subscriber in subscribers { subscriber.screen.resume() }
                model.resumeStreamScreens()
            }
            checkHeldLink()
        }

        /// Opens `link` through its door.
        func open(_ link: Link) throws -> NavigatorModel.Outcome {
            let path = "/\(link.route)/\(link.id)"
            let outcome: DeepLinkNavigator<TrackedParam, TrackedIntent>.Outcome
            switch link.door {
            case .customScheme:
                outcome = navigator.open(.url(try #require(URL(string: "tracked:/\(path)"))), animated: false)
            case .universalLink:
                outcome = navigator.open(
                    .url(try #require(URL(string: "https://tracked.example\(path)"))), animated: true)
            case .path:
                outcome = navigator.open(.path(path), animated: true)
            case .pushPayload:
                let payload: [AnyHashable: Any] =
                    link.number % 2 == 0
                    ? ["aps": ["alert": "New"], "type": link.route, "id": link.id]
                    : ["data": ["deeplink": "tracked:/\(path)"]]
                outcome = navigator.open(.pushPayload(payload), animated: true)
            case .shortcutItem:
                outcome = navigator.open(.shortcutItem(type: link.route, userInfo: ["id": link.id]), animated: true)
            case .userActivity:
                let url = try #require(URL(string: "https://tracked.example\(path)"))
                outcome = navigator.open(.url(url, from: .userActivity), animated: true)
            case .intent:
                outcome = navigator.open(.intent(link.intent), animated: true)
            case .routeName:
                outcome = navigator.open(.route(link.route, parameters: [.id: link.id]), animated: true)
            }
            switch outcome {
            case .handled: return .handled
            case .held: return .held
            case .unmatched: return .unmatched
            case .duplicate, .dropped: return .ended
            }
        }

        /// Yields until every subscriber has read what the model says it was given, and the released screens'
        /// reports have run.
        func letSubscribersRead() async {
            let expected = model.subscribers.map(\.count)
            for _ in 0..<1_000 where subscribers.map(\.received.count) != expected {
                await Task.yield()
            }
            for _ in 0..<5 { await Task.yield() }
        }

        /// One held link at most, the one the model says.
        func checkHeldLink() {
            let held = navigator.heldLink?.link.intent.id
            if held != model.held {
                problem("holds \(held ?? "no link"), expected \(model.held ?? "none")\n" + log.lines.suffix(8).joined(separator: "\n"))
            }
        }

        /// Brings every link to its end: a launched root, a signed-in user, every delay completed.
        func finish() async throws {
            if root == nil { try await apply(.presentRoot(launched: true)) }
            if !model.rootLaunched { try await apply(.finishLaunch) }
            if !model.signedIn { try await apply(.signIn) }
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
        let (signedIn, steps) = Self.scenario(seed: seed)
        let links: [Link] = steps.compactMap { if case .link(let link) = $0 { link } else { nil } }
        let run = try Run(seed: seed, signedIn: signedIn, links: links)
        for step in steps {
            try await run.apply(step)
        }
        try await run.finish()
        for problem in run.problems {
            Issue.record(Comment(rawValue: problem))
        }
        #expect(run.model.contradictions == [], "seed \(seed)")

        // Every link was received, and ended exactly once.
        #expect(run.ids.count == links.count, "seed \(seed)")
        #expect(run.log.linksNotEndedOnce() == [:], "seed \(seed)")
        var endings: [String: NavigatorModel.Ending] = [:]
        for event in run.log.events {
            guard let id = run.ids[event.linkID], let ending = NavigatorModel.Ending(event.kind) else { continue }
            endings[id] = ending
        }
        let neverEnded: Int = links.count - endings.count
        #expect(neverEnded == 0, "seed \(seed)")

        // Each ending is the one the policy predicts.
        var wrong: [String] = []
        for link in links where endings[link.id] != run.model.endings[link.id] {
            let actual = endings[link.id].map(\.description) ?? "no ending"
            let expected = run.model.endings[link.id].map(\.description) ?? "no ending"
            wrong.append("\(link): \(actual), expected \(expected)")
        }
        #expect(wrong == [], "seed \(seed)")

        // The screens did exactly what the events say: one navigation for an opened link, one rejection for a
        // rejected one, nothing for the rest.
        var delivered: [String] = []
        for link in links {
            let effects: [String] = run.app.effects[link.id] ?? []
            let expected: [String]
            switch endings[link.id] {
            case .opened(let handler): expected = ["opened by \(handler)"]
            case .rejected(let handler): expected = ["rejected by \(handler)"]
            default: expected = []
            }
            if effects != expected { delivered.append("\(link.id): \(effects), expected \(expected)") }
        }
        #expect(delivered == [], "seed \(seed)")

        // Each subscriber got what it was given: each link once per publication (a link held while the user signed
        // out is published again after sign-in).
        let expectedStreams: [[String]] = run.model.subscribers
        let streams: [[String]] = run.subscribers.map(\.received)
        #expect(streams == expectedStreams, "seed \(seed)")

        // The scenario went through every door, and every ending.
        let doorCount: Int = Door.allCases.count
        #expect(run.doors.count == doorCount, "seed \(seed): doors \(run.doors)")
        let kinds = Set(endings.values.map(\.category))
        if DifferentialTests.fixedSeeds.contains(seed) {
            let expectedKinds: Set<String> = [
                "opened", "rejected", "superseded", "unmatched", "dropped (the user signed out)",
                "dropped (the root handler was replaced)", "dropped (the handler that delayed it was released)",
            ]
            #expect(kinds == expectedKinds, "seed \(seed)")
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
        case .rejected(let handler, _): self = .rejected(by: handler)
        case .superseded: self = .superseded
        case .unmatched: self = .unmatched
        case .dropped(let reason): self = .dropped(reason)
        case .duplicate(let first): self = .duplicate(of: first)
        case .received, .matched, .held, .published, .replayed, .delayed, .passedThrough, .restored: return nil
        }
    }

    /// The ending without its handler.
    fileprivate var category: String {
        switch self {
        case .opened: "opened"
        case .rejected: "rejected"
        default: description
        }
    }
}
