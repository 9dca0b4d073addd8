import DeepLinks

/// The one parameter of the tracked app's routes: every link carries a unique id, so a test can follow it.
enum TrackedParam: String, DeepLinkPathComponent {
    case id
    var capture: CaptureKind { .string }
}

enum TrackedIntent: Equatable, Sendable {
    case item(String)
    case account(String)

    /// The link's unique id.
    var id: String {
        switch self {
        case .item(let id), .account(let id): id
        }
    }
}

/// Two reversible routes with an id: `/item/:id` for everyone, `/account/:id` behind sign-in.
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
    }
}

/// What a screen of the tracked app does with a link, decided in advance per link.
enum TrackedDecision: Equatable, Sendable {
    case open, reject
    /// Delays the link; once the test resumes it, opens or rejects it (`then`).
    case delay(then: Outcome)
    /// The root only: passes the link to its child screen.
    case pass

    enum Outcome: Equatable, Sendable { case open, reject }
}

/// What a stream subscriber does with a link the navigator still holds when the subscriber reads it.
enum TrackedStreamDecision: Equatable, Sendable {
    /// Shows it itself and reports it with `reportOpened(_:by:)`.
    case reportOpened
    /// Reports it with `reportRejected(_:by:reason:)`.
    case reportRejected
    /// Gives it to a `DeepLinkHandler` of its own, which opens it.
    case handOver
    /// Gives it to a `DeepLinkHandler` of its own, which delays it and opens it once the test resumes it.
    case handOverDelayed
}

/// What the tracked app does with each link, and what its screens did.
///
/// Every navigation and every rejection its screens performed is recorded by link id: a link opened twice shows two
/// entries here, whatever the events say.
@MainActor
final class TrackedApp {
    var rootDecisions: [String: TrackedDecision] = [:]
    var childDecisions: [String: TrackedDecision] = [:]
    var streamDecisions: [String: TrackedStreamDecision] = [:]
    private(set) var effects: [String: [String]] = [:]

    func record(_ id: String, _ effect: String) {
        effects[id, default: []].append(effect)
    }
}

/// The top of a tracked app's screen graph: delays every link until launch has finished, then does what the plan
/// says, passing links on to its child screen, which it creates on demand.
@MainActor
final class TrackedRoot: DeepLinkHandler {
    var deepLinkHandling: DeepLinkHandling<TrackedIntent>?
    private(set) var launched: Bool
    /// The child screen; setting it to `nil` closes it (nothing else keeps it).
    var child: TrackedScreen?
    private unowned let app: TrackedApp
    private var resumed: Set<String> = []

    init(app: TrackedApp, launched: Bool) {
        self.app = app
        self.launched = launched
    }

    func handle(_ link: DeepLink<TrackedIntent>, animated: Bool) -> DeepLinkHandling<TrackedIntent> {
        guard launched else { return .delayed(link, animated: animated) }
        let id = link.intent.id
        switch app.rootDecisions[id] ?? .open {
        case .pass:
            return .passedThrough(link) { _ in self.childScreen() }
        case let decision:
            return trackedOutcome(decision, of: link, by: "TrackedRoot", resumed: resumed.contains(id), app: app)
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

    /// The data the delayed link waited for is there; does nothing before launch has finished.
    func resume() {
        guard launched, let state = deepLinkHandling, state.kind == .delayed else { return }
        resumed.insert(state.deepLink.intent.id)
        completeDeepLinkHandling()
    }
}

/// A screen below the root that decides each link by the plan.
///
/// It gives its decision; the outcome is built from it by `trackedOutcome`, and `resume()` completes the link it has
/// delayed. Its type's name is the handler's name in the events.
@MainActor
protocol TrackedPlanScreen: DeepLinkHandler where Intent == TrackedIntent {
    var app: TrackedApp { get }
    /// The links whose delay has been resumed here.
    var resumed: Set<String> { get set }
    /// What the plan says this screen does with link `id`.
    func decision(for id: String) -> TrackedDecision
}

extension TrackedPlanScreen {
    func handle(_ link: DeepLink<TrackedIntent>, animated: Bool) -> DeepLinkHandling<TrackedIntent> {
        let id = link.intent.id
        return trackedOutcome(
            decision(for: id), of: link, by: String(describing: Self.self), resumed: resumed.contains(id), app: app)
    }

    func resume() {
        guard let state = deepLinkHandling, state.kind == .delayed else { return }
        resumed.insert(state.deepLink.intent.id)
        completeDeepLinkHandling()
    }
}

/// The root's child screen: opens, rejects or delays links as the plan says.
@MainActor
final class TrackedScreen: TrackedPlanScreen {
    var deepLinkHandling: DeepLinkHandling<TrackedIntent>?
    unowned let app: TrackedApp
    var resumed: Set<String> = []

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
    var resumed: Set<String> = []

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
        guard resumed else { return .delayed(link, animated: false) }
        outcome = then
    }
    switch outcome {
    case .open:
        return .opened(link) { _ in app.record(id, "opened by \(name)") }
    case .reject:
        return .rejected(link, reason: "planned") { _ in app.record(id, "rejected by \(name)") }
    }
}
