import DeepLinks

/// The navigator's documented policy, written again as a plain state machine over link ids, for the tracked app's
/// screens: what each call to the navigator (and each move of the app) does to every link.
///
/// It follows the policy of `DeepLinkNavigator`'s documentation, not its code:
/// - the navigator holds at most one link; a newer matched link supersedes it, whether it is held or delivered;
/// - a held link is delivered once there is a root and, for an authorized route, a signed-in user;
/// - a delivered link supersedes the link handlers still have delayed (the tracked app has at most one);
/// - signing out drops a delayed link to an authorized route, and keeps a held one;
/// - replacing the root (or setting `nil`) drops the link delayed in its chain; a released screen drops the link it
///   delayed;
/// - a link is published to the streams when matched (or when reconsidered), unless it waits for sign-in; once,
///   unless the user signs out while it is held, when it is published again after sign-in; a new subscriber
///   receives the held link if it was published and nobody claimed it;
/// - a stream subscriber that finds the link it reads still held claims it (reports it, or hands it to a screen of
///   its own): the root never gets it; while the subscriber's screen has it delayed, a newer link supersedes it and
///   signing out drops it (authorized route), as a link delayed in the root's chain.
struct NavigatorModel {
    /// How a link ends.
    enum Ending: Hashable, CustomStringConvertible {
        case opened(by: String)
        case rejected(by: String)
        case superseded
        case unmatched
        case dropped(DeepLinkDropReason)
        case duplicate(of: Int)

        var description: String {
            switch self {
            case .opened(let handler): "opened by \(handler)"
            case .rejected(let handler): "rejected by \(handler)"
            case .superseded: "superseded"
            case .unmatched: "unmatched"
            case .dropped(let reason): "dropped (\(reason))"
            case .duplicate(let first): "duplicate of #\(first)"
            }
        }
    }

    /// What `open` returns, without its payload.
    enum Outcome: Equatable {
        case handled, held, unmatched, ended
    }

    /// Where the tracked app's one delayed link waits.
    struct Delay: Equatable {
        let id: String
        let atChild: Bool
    }

    let rootDecisions: [String: TrackedDecision]
    let childDecisions: [String: TrackedDecision]
    let streamDecisions: [String: TrackedStreamDecision]

    private(set) var signedIn: Bool
    private(set) var hasRoot = false
    private(set) var rootLaunched = false
    /// The link the navigator holds and no subscriber has claimed: what `heldLink` shows.
    private(set) var held: String?
    private(set) var delayed: Delay?
    /// The link a subscriber's screen has delayed.
    private(set) var delayedByStream: String?
    /// What each subscriber has received so far, in order.
    private(set) var subscribers: [[String]] = []
    private(set) var endings: [String: Ending] = [:]
    /// Things the model itself was asked to do that the policy does not allow (ending a link twice).
    private(set) var contradictions: [String] = []

    private var authorized: [String: Bool] = [:]
    private var published: Set<String> = []
    /// The links that reached a handler: the root's chain, or a subscriber's claim.
    private var entered: Set<String> = []
    private var resumedAtRoot: Set<String> = []
    private var resumedAtChild: Set<String> = []

    init(
        signedIn: Bool, rootDecisions: [String: TrackedDecision], childDecisions: [String: TrackedDecision],
        streamDecisions: [String: TrackedStreamDecision]
    ) {
        self.signedIn = signedIn
        self.rootDecisions = rootDecisions
        self.childDecisions = childDecisions
        self.streamDecisions = streamDecisions
    }

    // MARK: Calls to the navigator

    /// A link arrives through any door.
    mutating func open(_ id: String, authorized needsSignIn: Bool, matches: Bool) -> Outcome {
        authorized[id] = needsSignIn
        guard matches else {
            end(id, .unmatched)
            return .unmatched
        }
        if let previous = delayedByStream {
            delayedByStream = nil
            end(previous, .superseded)
        }
        if let previous = held {
            held = nil
            end(previous, .superseded)
        }
        publish(id)
        if !hasRoot || (needsSignIn && !signedIn) {
            held = id
            return .held
        }
        deliver(id)
        return .handled
    }

    /// A new root, launched or not, replaces the one the navigator had (if any).
    mutating func presentRoot(launched: Bool) {
        dropDelayedLink(.rootReplaced)
        hasRoot = true
        rootLaunched = launched
        reconsiderHeldLink()
    }

    /// The app sets the navigator's root to `nil`.
    mutating func dismissRoot() {
        dropDelayedLink(.rootReplaced)
        hasRoot = false
        reconsiderHeldLink()
    }

    mutating func rootDidBecomeReady() {
        reconsiderHeldLink()
    }

    mutating func signIn() {
        signedIn = true
        reconsiderHeldLink()
    }

    mutating func signOut() {
        signedIn = false
        // A held link behind the closed gate is published again once it opens.
        if let id = held, authorized[id] == true { published.remove(id) }
        if let delay = delayed, authorized[delay.id] == true {
            delayed = nil
            end(delay.id, .dropped(.signedOut))
        }
        if let id = delayedByStream, authorized[id] == true {
            delayedByStream = nil
            end(id, .dropped(.signedOut))
        }
        reconsiderHeldLink()
    }

    // MARK: Moves of the app

    /// The app lets go of its root without telling the navigator: its screens go, and the link they delayed.
    mutating func releaseRoot() {
        dropDelayedLink(.handlerReleased)
        hasRoot = false
    }

    /// The root finishes launching and completes the link it delayed for it.
    mutating func finishLaunch() {
        guard hasRoot else { return }
        rootLaunched = true
        if let delay = delayed, !delay.atChild {
            delayed = nil
            runRoot(delay.id)
        }
    }

    /// The root's data arrives: it completes the link it delayed (once launched).
    mutating func resumeRoot() {
        guard hasRoot, rootLaunched, let delay = delayed, !delay.atChild else { return }
        delayed = nil
        resumedAtRoot.insert(delay.id)
        runRoot(delay.id)
    }

    /// The child screen's data arrives: it completes the link it delayed.
    mutating func resumeChild() {
        guard hasRoot, let delay = delayed, delay.atChild else { return }
        delayed = nil
        resumedAtChild.insert(delay.id)
        runChild(delay.id)
    }

    /// The root closes its child screen.
    mutating func closeChild() {
        guard hasRoot, let delay = delayed, delay.atChild else { return }
        delayed = nil
        end(delay.id, .dropped(.handlerReleased))
    }

    mutating func subscribe() {
        guard let id = held, published.contains(id), isOpen(id) else {
            subscribers.append([])
            return
        }
        subscribers.append([id])
    }

    /// The subscribers read their streams: one that finds the held link among what it read claims it.
    mutating func letSubscribersRead() {
        guard let id = held, !entered.contains(id), subscribers.contains(where: { $0.contains(id) }) else { return }
        guard authorized[id] != true || signedIn else { return }  // a link behind a closed gate cannot be claimed
        held = nil
        entered.insert(id)
        switch streamDecisions[id] ?? .reportOpened {
        case .reportOpened: end(id, .opened(by: "StreamCoordinator"))
        case .reportRejected: end(id, .rejected(by: "StreamCoordinator"))
        case .handOver: end(id, .opened(by: "TrackedStreamScreen"))
        case .handOverDelayed: delayedByStream = id
        }
    }

    /// The subscribers' screens complete the link they delayed.
    mutating func resumeStreamScreens() {
        guard let id = delayedByStream else { return }
        delayedByStream = nil
        end(id, .opened(by: "TrackedStreamScreen"))
    }

    // MARK: The policy

    private mutating func reconsiderHeldLink() {
        guard let id = held else { return }
        if !hasRoot || (authorized[id] == true && !signedIn) {
            publish(id)
            return
        }
        held = nil
        publish(id)
        deliver(id)
    }

    private mutating func deliver(_ id: String) {
        if let delay = delayed {
            delayed = nil
            end(delay.id, .superseded)
        }
        entered.insert(id)
        runRoot(id)
    }

    private mutating func runRoot(_ id: String) {
        guard rootLaunched else {
            delayed = Delay(id: id, atChild: false)
            return
        }
        let decision = rootDecisions[id] ?? .open
        if decision == .pass {
            runChild(id)
        } else {
            settle(id, decision, by: "TrackedRoot", resumed: resumedAtRoot.contains(id), atChild: false)
        }
    }

    private mutating func runChild(_ id: String) {
        let decision = childDecisions[id] ?? .open
        settle(id, decision, by: "TrackedScreen", resumed: resumedAtChild.contains(id), atChild: true)
    }

    private mutating func settle(
        _ id: String, _ decision: TrackedDecision, by name: String, resumed: Bool, atChild: Bool
    ) {
        switch decision {
        case .open, .pass: end(id, .opened(by: name))
        case .reject: end(id, .rejected(by: name))
        case .delay(let then) where resumed: end(id, then == .open ? .opened(by: name) : .rejected(by: name))
        case .delay: delayed = Delay(id: id, atChild: atChild)
        }
    }

    private mutating func dropDelayedLink(_ reason: DeepLinkDropReason) {
        guard let delay = delayed else { return }
        delayed = nil
        end(delay.id, .dropped(reason))
    }

    private mutating func publish(_ id: String) {
        guard !published.contains(id), endings[id] == nil, authorized[id] != true || signedIn else { return }
        published.insert(id)
        for index in subscribers.indices {
            subscribers[index].append(id)
        }
    }

    private func isOpen(_ id: String) -> Bool {
        endings[id] == nil && !entered.contains(id)
    }

    private mutating func end(_ id: String, _ ending: Ending) {
        guard let earlier = endings[id] else {
            endings[id] = ending
            return
        }
        contradictions.append("\(id) ended \(earlier), then \(ending)")
    }
}
