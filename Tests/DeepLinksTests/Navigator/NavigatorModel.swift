import DeepLinksNavigation
import Foundation

/// The navigator's documented policy, written again as a plain state machine over the tracked app's links: what
/// each call to the navigator (and each move of the app) does to every link.
///
/// It follows the policy of `DeepLinkNavigator`'s documentation, not its code. A link is known by its key: its id,
/// or for a copy of it (sent again, or restored from a snapshot: the same text, so the same id for the screens) its
/// id with `#2`, `#3`…
/// - the navigator numbers every link it receives from 1, in order: unmatched, duplicate and stale ones too;
/// - it holds at most one link; a newer matched link supersedes it, whether it is held or delivered;
/// - a held link is delivered once every gate of its route is open (sign-in, onboarding, or both) and there is a
///   root;
/// - a delivered link supersedes the link handlers still have delayed (the tracked app has at most one);
/// - closing a gate keeps a held link held, and drops the link a handler has delayed (or a subscriber's screen)
///   to a route behind that gate, as `gateClosed(gate)`;
/// - replacing the root (or setting `nil`) drops the link delayed in its chain; a released screen drops the link it
///   delayed;
/// - a matched link from outside the app equal to one matched less than `duplicateWindow` (2 s by the navigator's
///   clock) ago ends at once as `duplicate(of:)` that link's number, and changes nothing else, unless that link
///   ended without opening; equal means the same text (a URL), or the same route name and values (a push or a
///   shortcut item by name); a path, an intent or a link by route name (the app's own doors) is never a duplicate;
///   a link the router does not match is unmatched each time;
/// - a screen that completes a delayed link with an outcome (its data failed to load) ends it rejected, and does
///   not decide again;
/// - the held link's snapshot restores as a new link through the same door, received when the original was: one
///   older than the limit is dropped (`stale`) before it is matched; a younger one is a link from outside like
///   any other (a duplicate of the original within the window; otherwise it supersedes it if still held);
/// - a link is published to the streams when matched (or when reconsidered) once every gate of its route is open;
///   once, unless a gate of its route closes while it is held, when it is published again once its gates open; a
///   new subscriber receives the held link if it was published and nobody claimed it;
/// - a stream subscriber that finds the link it reads still held claims it (reports it at once or later, lets go of
///   the claim, or hands it to a screen of its own), unless a gate of its route is closed: the root never gets it
///   then; a claim let go of without a report drops the link (`claimReleased`): the navigator reports it before its
///   next call, so no newer link supersedes it first; while the subscriber has the link claimed and not reported,
///   or its screen has it delayed, a newer link supersedes it and closing a gate of its route drops it, as a link
///   delayed in the root's chain.
struct NavigatorModel {
    /// How a link ends.
    enum Ending: Hashable, CustomStringConvertible {
        case opened(by: String)
        case rejected(by: String, reason: String?)
        case superseded
        case unmatched
        case dropped(DeepLinkDropReason)
        case duplicate(of: Int)

        var description: String {
            switch self {
            case .opened(let handler): "opened by \(handler)"
            case .rejected(let handler, let reason): "rejected by \(handler) (\(reason ?? "no reason"))"
            case .superseded: "superseded"
            case .unmatched: "unmatched"
            case .dropped(let reason): "dropped (\(reason))"
            case .duplicate(let first): "duplicate of #\(first)"
            }
        }
    }

    /// What `open` and `restore` return, without their payloads (but the number of the link a duplicate repeats).
    enum Outcome: Equatable {
        case handled, held, unmatched, dropped
        case duplicate(of: Int)
    }

    /// Where the tracked app's one delayed link waits.
    struct Delay: Equatable {
        let key: String
        let atChild: Bool
    }

    /// A link as it reaches the navigator.
    struct Arrival {
        /// Which copy it is: its id, or its id with `#2`, `#3`… for a link sent again or restored.
        let key: String
        /// The id in its text and its intent: what the screens and the streams see.
        let id: String
        /// The gates of its route.
        let gates: Set<DeepLinkGate>
        let matches: Bool
        /// What makes it equal to another link (its text, or its route name and values); `nil` for a link the app
        /// opens itself, which is never a duplicate.
        let equality: DeepLinkSnapshot.Link?
    }

    static let duplicateWindow: TimeInterval = 2

    let rootDecisions: [String: TrackedDecision]
    let childDecisions: [String: TrackedDecision]
    let streamDecisions: [String: TrackedStreamDecision]

    private(set) var openGates: Set<DeepLinkGate>
    private(set) var hasRoot = false
    private(set) var rootLaunched = false
    /// The link the navigator holds and no subscriber has claimed: what `heldLink` shows.
    private(set) var held: String?
    private(set) var delayed: Delay?
    /// The link a subscriber's screen has delayed, or a subscriber has claimed and not reported yet.
    private(set) var delayedByStream: String?
    /// The links each subscriber has received so far, in order, by key.
    private(set) var subscribers: [[String]] = []
    private(set) var endings: [String: Ending] = [:]
    /// The navigator's number of each link.
    private(set) var numbers: [String: Int] = [:]
    /// When the navigator received each link, by its clock; for a restored link, when the original was received.
    private(set) var received: [String: Date] = [:]
    /// The screens that decided each link id (called `handle` past the root's launch), in order.
    private(set) var decisions: [String: [String]] = [:]
    /// The navigator's clock.
    private(set) var now: Date
    /// Things the model itself was asked to do that the policy does not allow (ending a link twice).
    private(set) var contradictions: [String] = []

    private var arrivals: [String: Arrival] = [:]
    /// The matched links from outside the app that were no duplicates: they make later equal links duplicates.
    private var remembered: [(equality: DeepLinkSnapshot.Link, key: String, date: Date)] = []
    private var published: Set<String> = []
    /// The links that reached a handler: the root's chain, or a subscriber's claim.
    private var entered: Set<String> = []
    private var nextNumber = 1

    init(
        openGates: Set<DeepLinkGate>, now: Date, rootDecisions: [String: TrackedDecision],
        childDecisions: [String: TrackedDecision], streamDecisions: [String: TrackedStreamDecision]
    ) {
        self.openGates = openGates
        self.now = now
        self.rootDecisions = rootDecisions
        self.childDecisions = childDecisions
        self.streamDecisions = streamDecisions
    }

    // MARK: Calls to the navigator

    /// A link arrives through any door.
    mutating func open(_ arrival: Arrival) -> Outcome {
        receive(arrival, at: now)
        return take(arrival)
    }

    /// The app restores a snapshot of a link received at `date`, as `arrival`.
    mutating func restore(_ arrival: Arrival, received date: Date, maxAge: TimeInterval) -> Outcome {
        receive(arrival, at: date)
        let age = now.timeIntervalSince(date)
        guard age <= maxAge, age >= -60 else {
            end(arrival.key, .dropped(.stale(age: age, limit: maxAge)))
            return .dropped
        }
        return take(arrival)
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

    /// The app opens or closes `gate` (signs in or out, finishes or resets onboarding).
    mutating func gateDidChange(_ gate: DeepLinkGate, isOpen: Bool) {
        guard !isOpen else {
            openGates.insert(gate)
            reconsiderHeldLink()
            return
        }
        openGates.remove(gate)
        // A held link behind the closed gate is published again once it opens.
        if let key = held, gates(of: key).contains(gate) { published.remove(key) }
        if let delay = delayed, gates(of: delay.key).contains(gate) {
            delayed = nil
            end(delay.key, .dropped(.gateClosed(gate)))
        }
        if let key = delayedByStream, gates(of: key).contains(gate) {
            delayedByStream = nil
            end(key, .dropped(.gateClosed(gate)))
        }
        reconsiderHeldLink()
    }

    // MARK: Moves of the app

    /// The navigator's clock moves on.
    mutating func advanceClock(by seconds: TimeInterval) {
        now += seconds
    }

    /// The app lets go of its root without telling the navigator: its screens go, and the link they delayed.
    mutating func releaseRoot() {
        dropDelayedLink(.handlerReleased)
        hasRoot = false
    }

    /// The root finishes launching and completes the link it delayed (it decides again).
    mutating func finishLaunch() {
        guard hasRoot else { return }
        rootLaunched = true
        if let delay = delayed, !delay.atChild {
            delayed = nil
            runRoot(delay.key, resumed: false)
        }
    }

    /// The root's data arrives (or fails to): it completes the link it delayed (once launched).
    mutating func resumeRoot() {
        guard hasRoot, rootLaunched, let delay = delayed, !delay.atChild else { return }
        delayed = nil
        if rootDecisions[id(of: delay.key)] == .delay(then: .fail) {
            end(delay.key, .rejected(by: "TrackedRoot", reason: "load failed"))
        } else {
            runRoot(delay.key, resumed: true)
        }
    }

    /// The child screen's data arrives (or fails to): it completes the link it delayed.
    mutating func resumeChild() {
        guard hasRoot, let delay = delayed, delay.atChild else { return }
        delayed = nil
        if childDecisions[id(of: delay.key)] == .delay(then: .fail) {
            end(delay.key, .rejected(by: "TrackedScreen", reason: "load failed"))
        } else {
            runChild(delay.key, resumed: true)
        }
    }

    /// The root closes its child screen.
    mutating func closeChild() {
        guard hasRoot, let delay = delayed, delay.atChild else { return }
        delayed = nil
        end(delay.key, .dropped(.handlerReleased))
    }

    mutating func subscribe() {
        guard let key = held, published.contains(key), isOpen(key) else {
            subscribers.append([])
            return
        }
        subscribers.append([key])
    }

    /// The subscribers read their streams: one that finds the held link among what it read claims it.
    mutating func letSubscribersRead() {
        guard let key = held, !entered.contains(key), subscribers.contains(where: { $0.contains(key) }) else { return }
        guard !isGated(key) else { return }  // a link behind a closed gate cannot be claimed
        held = nil
        entered.insert(key)
        let id = id(of: key)
        switch streamDecisions[id] ?? .reportOpened {
        case .reportOpened: end(key, .opened(by: "StreamCoordinator"))
        case .reportRejected: end(key, .rejected(by: "StreamCoordinator", reason: "planned"))
        case .forgetClaim: end(key, .dropped(.claimReleased))
        case .handOver:
            decided(id, by: "TrackedStreamScreen")
            end(key, .opened(by: "TrackedStreamScreen"))
        case .claimAndReportLater: delayedByStream = key
        case .handOverDelayed:
            decided(id, by: "TrackedStreamScreen")
            delayedByStream = key
        }
    }

    /// A coordinator claims the held link (unless a gate of its route is closed) and lets go of the claim at once.
    mutating func claimHeldLinkAndLetGo() {
        guard let key = held, !isGated(key) else { return }
        held = nil
        entered.insert(key)
        end(key, .dropped(.claimReleased))
    }

    /// The subscribers report the link they claimed, or their screens complete the link they delayed (they decide
    /// again).
    mutating func resumeStreamScreens() {
        guard let key = delayedByStream else { return }
        delayedByStream = nil
        let id = id(of: key)
        if streamDecisions[id] == .claimAndReportLater {
            end(key, .opened(by: "StreamCoordinator"))
        } else {
            decided(id, by: "TrackedStreamScreen")
            end(key, .opened(by: "TrackedStreamScreen"))
        }
    }

    // MARK: The policy

    private mutating func receive(_ arrival: Arrival, at date: Date) {
        arrivals[arrival.key] = arrival
        numbers[arrival.key] = nextNumber
        nextNumber += 1
        received[arrival.key] = date
    }

    /// Matches the link, and ends it (unmatched, duplicate), or makes it the navigator's newest link.
    private mutating func take(_ arrival: Arrival) -> Outcome {
        let key = arrival.key
        guard arrival.matches else {
            end(key, .unmatched)
            return .unmatched
        }
        if let first = firstEqual(to: arrival), let number = numbers[first] {
            end(key, .duplicate(of: number))
            return .duplicate(of: number)
        }
        if let previous = delayedByStream {
            delayedByStream = nil
            end(previous, .superseded)
        }
        if let previous = held {
            held = nil
            end(previous, .superseded)
        }
        publish(key)
        if !hasRoot || isGated(key) {
            held = key
            return .held
        }
        deliver(key)
        return .handled
    }

    /// The link `arrival` repeats: an equal one matched less than the window ago that did not end without opening;
    /// `nil` when there is none, and then `arrival` is remembered.
    private mutating func firstEqual(to arrival: Arrival) -> String? {
        guard let equality = arrival.equality else { return nil }
        let first = remembered.first { earlier in
            let age = now.timeIntervalSince(earlier.date)
            return earlier.equality == equality && age >= 0 && age < Self.duplicateWindow
                && !endedUnopened(earlier.key)
        }
        if let first { return first.key }
        remembered.append((equality, arrival.key, now))
        return nil
    }

    private mutating func reconsiderHeldLink() {
        guard let key = held else { return }
        publish(key)
        guard hasRoot, !isGated(key) else { return }
        held = nil
        deliver(key)
    }

    private mutating func deliver(_ key: String) {
        if let delay = delayed {
            delayed = nil
            end(delay.key, .superseded)
        }
        entered.insert(key)
        runRoot(key, resumed: false)
    }

    private mutating func runRoot(_ key: String, resumed: Bool) {
        guard rootLaunched else {
            delayed = Delay(key: key, atChild: false)
            return
        }
        let id = id(of: key)
        decided(id, by: "TrackedRoot")
        let decision = rootDecisions[id] ?? .open
        if decision == .pass {
            runChild(key, resumed: false)
        } else {
            settle(key, decision, by: "TrackedRoot", resumed: resumed, atChild: false)
        }
    }

    private mutating func runChild(_ key: String, resumed: Bool) {
        let id = id(of: key)
        decided(id, by: "TrackedScreen")
        settle(key, childDecisions[id] ?? .open, by: "TrackedScreen", resumed: resumed, atChild: true)
    }

    private mutating func settle(
        _ key: String, _ decision: TrackedDecision, by name: String, resumed: Bool, atChild: Bool
    ) {
        let outcome: TrackedDecision.Outcome
        switch decision {
        case .open, .pass: outcome = .open
        case .reject: outcome = .reject
        case .delay(let then) where resumed: outcome = then
        case .delay:
            delayed = Delay(key: key, atChild: atChild)
            return
        }
        switch outcome {
        case .open: end(key, .opened(by: name))
        case .reject: end(key, .rejected(by: name, reason: "planned"))
        case .fail: end(key, .rejected(by: name, reason: "load failed"))
        }
    }

    private mutating func dropDelayedLink(_ reason: DeepLinkDropReason) {
        guard let delay = delayed else { return }
        delayed = nil
        end(delay.key, .dropped(reason))
    }

    private mutating func publish(_ key: String) {
        guard !published.contains(key), endings[key] == nil, !isGated(key) else { return }
        published.insert(key)
        for index in subscribers.indices {
            subscribers[index].append(key)
        }
    }

    private mutating func decided(_ id: String, by screen: String) {
        decisions[id, default: []].append(screen)
    }

    private func id(of key: String) -> String {
        arrivals[key]?.id ?? key
    }

    private func gates(of key: String) -> Set<DeepLinkGate> {
        arrivals[key]?.gates ?? []
    }

    private func isGated(_ key: String) -> Bool {
        !gates(of: key).isSubset(of: openGates)
    }

    private func isOpen(_ key: String) -> Bool {
        endings[key] == nil && !entered.contains(key)
    }

    private func endedUnopened(_ key: String) -> Bool {
        switch endings[key] {
        case nil, .opened: false
        default: true
        }
    }

    private mutating func end(_ key: String, _ ending: Ending) {
        guard let earlier = endings[key] else {
            endings[key] = ending
            return
        }
        contradictions.append("\(key) ended \(earlier), then \(ending)")
    }
}
