import DeepLinksNavigation

/// The one parameter of the tracked app's routes: every link carries a unique id, so a test can follow it.
enum TrackedParam: String, DeepLinkPathComponent {
    case id
    var capture: CaptureKind { .string }
}

enum TrackedIntent: Equatable, Sendable {
    case item(String)
    case account(String)
    case guide(String)
    case orders(String)

    /// The link's unique id.
    var id: String {
        switch self {
        case .item(let id), .account(let id), .guide(let id), .orders(let id): id
        }
    }
}

/// The tracked app's routes, by name; each name is also the first segment of the route's path.
enum TrackedRoute: String, CaseIterable, Sendable {
    /// `/item/:id`, for everyone.
    case item
    /// `/account/:id`, behind sign-in.
    case account
    /// `/guide/:id`, behind onboarding (`DeepLinkGate.onboarded`, declared with the gate tests).
    case guide
    /// `/orders/:id`, behind onboarding and sign-in.
    case orders

    /// The gates the route waits for.
    var gates: Set<DeepLinkGate> {
        switch self {
        case .item: []
        case .account: [.authorization]
        case .guide: [.onboarded]
        case .orders: [.onboarded, .authorization]
        }
    }

    /// The intent of this route's link with `id`.
    func intent(_ id: String) -> TrackedIntent {
        switch self {
        case .item: .item(id)
        case .account: .account(id)
        case .guide: .guide(id)
        case .orders: .orders(id)
        }
    }
}

/// Four reversible routes with an id: `/item/:id` for everyone, `/account/:id` behind sign-in, `/guide/:id` behind
/// onboarding, and `/orders/:id` behind both.
func makeTrackedRouter() throws -> DeepLinkRouter<TrackedParam, TrackedIntent> {
    try DeepLinkRouter<TrackedParam, TrackedIntent>(schemes: ["tracked"], hosts: ["tracked.example"]) {
        Route("item" / .id, name: "item") { p in
            .item(try p.value(.id))
        } reverse: { intent in
            guard case .item(let id) = intent else { return nil }
            return [.id: id]
        }
        Authorized {
            Route("account" / .id, name: "account") { p in
                .account(try p.value(.id))
            } reverse: { intent in
                guard case .account(let id) = intent else { return nil }
                return [.id: id]
            }
        }
        Requires(.onboarded) {
            Route("guide" / .id, name: "guide") { p in
                .guide(try p.value(.id))
            } reverse: { intent in
                guard case .guide(let id) = intent else { return nil }
                return [.id: id]
            }
            Authorized {
                Route("orders" / .id, name: "orders") { p in
                    .orders(try p.value(.id))
                } reverse: { intent in
                    guard case .orders(let id) = intent else { return nil }
                    return [.id: id]
                }
            }
        }
    }
}

/// What a screen of the tracked app does with a link, decided in advance per link.
enum TrackedDecision: Equatable, Sendable {
    case open, reject
    /// Delays the link; once the test resumes it, opens or rejects it, or fails to load (`then`).
    case delay(then: Outcome)
    /// The root only: passes the link to its child screen.
    case pass

    enum Outcome: Equatable, Sendable {
        case open, reject
        /// The data the link waited for failed to load: the screen ends the link rejected (`load failed`) with
        /// `completeDeepLinkHandling(_:)`, without deciding again.
        case fail
    }
}

/// What a stream subscriber does with a link the navigator still holds when the subscriber reads it.
enum TrackedStreamDecision: Equatable, Sendable {
    /// Claims it, shows it itself and reports it with `claim.opened()`.
    case reportOpened
    /// Claims it and reports it with `claim.rejected(reason:)`.
    case reportRejected
    /// Claims it and lets go of the claim at once, without reporting.
    case forgetClaim
    /// Claims it, and reports it opened once the test resumes the subscribers, if the claim is still active then.
    case claimAndReportLater
    /// Gives it to a `DeepLinkHandler` of its own, which opens it.
    case handOver
    /// Gives it to a `DeepLinkHandler` of its own, which delays it and opens it once the test resumes it.
    case handOverDelayed
}

/// What the tracked app does with each link, and what its screens did.
///
/// Every navigation and every rejection its screens performed is recorded by link id: a link opened twice shows two
/// entries here, whatever the events say. So is every decision a screen made (each call to `handle` past the root's
/// launch screen).
@MainActor
final class TrackedApp {
    var rootDecisions: [String: TrackedDecision] = [:]
    var childDecisions: [String: TrackedDecision] = [:]
    var streamDecisions: [String: TrackedStreamDecision] = [:]
    private(set) var effects: [String: [String]] = [:]
    /// The screens that decided each link, in order, by the names of their types.
    private(set) var decisions: [String: [String]] = [:]
    /// How many decisions the screens made, all links together.
    private(set) var decisionCount = 0

    func record(_ id: String, _ effect: String) {
        effects[id, default: []].append(effect)
    }

    func decided(_ id: String, by screen: String) {
        decisions[id, default: []].append(screen)
        decisionCount += 1
    }
}

/// A screen of the tracked app that decides each link by the plan, and completes the link it delayed when the test
/// resumes it: it decides again, or, when the plan says the load fails, ends the link rejected without deciding.
///
/// Its type's name is the handler's name in the events.
@MainActor
protocol TrackedPlanScreen: DeepLinkHandler where Intent == TrackedIntent {
    var app: TrackedApp { get }
    /// Whether the data the delayed link waited for has just arrived: `handle` then completes it as planned.
    var resuming: Bool { get set }
    /// What the plan says this screen does with link `id`.
    func decision(for id: String) -> TrackedDecision
    /// The data the delayed link waited for is there, or failed to load: completes the link as the plan says.
    func resume()
}

extension TrackedPlanScreen {
    func handle(_ link: DeepLink<TrackedIntent>, animated: Bool) -> DeepLinkHandling<TrackedIntent> {
        let id = link.intent.id
        let name = String(describing: Self.self)
        app.decided(id, by: name)
        return trackedOutcome(decision(for: id), of: link, by: name, resumed: resuming, app: app)
    }

    func resume() {
        completeAsPlanned()
    }

    /// Completes the link this screen delayed, as the plan says: decides again, or ends it when its load failed.
    ///
    /// A failed load ends the link with `completeDeepLinkHandling { .rejected($0, reason: "load failed") }`; a call
    /// to `handle` meanwhile is recorded as an effect, so the test sees it.
    func completeAsPlanned() {
        guard let state = deepLinkHandling, state.kind == .delayed else { return }
        let id = state.deepLink.intent.id
        let name = String(describing: Self.self)
        guard decision(for: id) == .delay(then: .fail) else {
            resuming = true
            completeDeepLinkHandling()
            resuming = false
            return
        }
        let decisions = app.decisionCount
        let app = app
        completeDeepLinkHandling { link in
            .rejected(link, reason: "load failed") { _ in app.record(id, "rejected by \(name)") }
        }
        if app.decisionCount != decisions { app.record(id, "handle called again by \(name)") }
    }
}

/// The top of a tracked app's screen graph: delays every link until launch has finished, then does what the plan
/// says, passing links on to its child screen, which it creates on demand.
@MainActor
final class TrackedRoot: TrackedPlanScreen {
    var deepLinkHandling: DeepLinkHandling<TrackedIntent>?
    private(set) var launched: Bool
    /// The child screen; setting it to `nil` closes it (nothing else keeps it).
    var child: TrackedScreen?
    unowned let app: TrackedApp
    var resuming = false

    init(app: TrackedApp, launched: Bool) {
        self.app = app
        self.launched = launched
    }

    func decision(for id: String) -> TrackedDecision {
        app.rootDecisions[id] ?? .open
    }

    func handle(_ link: DeepLink<TrackedIntent>, animated: Bool) -> DeepLinkHandling<TrackedIntent> {
        guard launched else { return .delayed(link, animated: animated, reason: "launching") }
        let id = link.intent.id
        app.decided(id, by: "TrackedRoot")
        switch decision(for: id) {
        case .pass:
            return .passedThrough(link) { _ in self.childScreen() }
        case let decision:
            return trackedOutcome(decision, of: link, by: "TrackedRoot", resumed: resuming, app: app)
        }
    }

    private func childScreen() -> TrackedScreen {
        if let child { return child }
        let screen = TrackedScreen(app: app)
        child = screen
        return screen
    }

    /// Launch has finished: the link delayed for it goes on.
    func finishLaunch() {
        launched = true
        completeDeepLinkHandling()
    }

    /// The data the delayed link waited for is there (or failed to load); does nothing before launch has finished.
    func resume() {
        guard launched else { return }
        completeAsPlanned()
    }
}

/// The root's child screen: opens, rejects or delays links as the plan says.
@MainActor
final class TrackedScreen: TrackedPlanScreen {
    var deepLinkHandling: DeepLinkHandling<TrackedIntent>?
    unowned let app: TrackedApp
    var resuming = false

    init(app: TrackedApp) {
        self.app = app
    }

    func decision(for id: String) -> TrackedDecision {
        app.childDecisions[id] ?? .open
    }
}

/// A stream subscriber's own screen: opens the links it is given, after a delay when the plan says so.
@MainActor
final class TrackedStreamScreen: TrackedPlanScreen {
    var deepLinkHandling: DeepLinkHandling<TrackedIntent>?
    unowned let app: TrackedApp
    var resuming = false

    init(app: TrackedApp) {
        self.app = app
    }

    func decision(for id: String) -> TrackedDecision {
        app.streamDecisions[id] == .handOverDelayed ? .delay(then: .open) : .open
    }
}

/// The outcome of `decision` for a screen named `name`, whose effect records what the screen did.
@MainActor
private func trackedOutcome(
    _ decision: TrackedDecision, of link: DeepLink<TrackedIntent>, by name: String, resumed: Bool, app: TrackedApp
) -> DeepLinkHandling<TrackedIntent> {
    let id = link.intent.id
    let outcome: TrackedDecision.Outcome
    switch decision {
    case .open, .pass: outcome = .open
    case .reject: outcome = .reject
    case .delay(let then):
        guard resumed else { return .delayed(link, animated: false, reason: "loading") }
        outcome = then
    }
    switch outcome {
    case .open:
        return .opened(link) { _ in app.record(id, "opened by \(name)") }
    case .reject:
        return .rejected(link, reason: "planned") { _ in app.record(id, "rejected by \(name)") }
    case .fail:
        return .rejected(link, reason: "load failed") { _ in app.record(id, "rejected by \(name)") }
    }
}
