import DeepLinksNavigation

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A real `DeepLinkNavigator` on your router, with a recording root, for tests of cold start and sign-in.
///
/// It is a thin layer: every link goes through the real navigator, whose policy (holding, replaying, superseding,
/// dropping) is the one under test. The recorder keeps every `DeepLinkEvent` the navigator reports and
/// a ``RecordingRoot`` that records what it was asked to open. Its helpers say the steps of a scenario: the root
/// appears (``presentRoot()``), the user signs in (``signIn()``) or out (``signOut()``), a delayed link completes
/// (``completeDelayedLink(with:)``), time passes (``clock``). Event dates come from a ``ManualClock`` that stands still
/// until the test moves it, so event lists compare exactly; equal URLs opened without moving it are duplicates (see
/// ``ManualClock``).
///
/// ```swift
/// @MainActor @Test func aLinkAtLaunchWaitsForTheFirstScreen() throws {
///     let app = RecordingNavigator(router: try makeRouter(), rootPresented: false)
///     try app.open("bestrecipes://recipe/42")
///     #expect(app.heldLink?.reason == .waitingForRoot)
///     app.presentRoot()
///     #expect(app.openedIntents == [.recipe(id: "42")])
/// }
///
/// @MainActor @Test func aSignedOutLinkWaitsForSignIn() throws {
///     let app = RecordingNavigator(router: try makeRouter(), signedIn: false)
///     try app.open("https://bestrecipes.com/orders")
///     #expect(app.openedIntents == [])
///     app.signIn()
///     #expect(app.openedIntents == [.orders])
/// }
/// ```
///
/// For doors other than a URL or a path (push payloads, shortcut items, intents), call the real navigator:
/// `app.navigator.open(.pushPayload(payload), animated: false)`.
@MainActor
public final class RecordingNavigator<Component: DeepLinkPathComponent, Intent> {
    /// The navigator under test, with ``root`` as its root once presented.
    ///
    /// Call it for the doors the recorder has no helper for; leave its `onEvent` to the recorder, which reads every
    /// event through it.
    ///
    /// ```swift
    /// app.navigator.open(.shortcutItem(type: "recipe", userInfo: ["recipeId": "42"]), animated: false)
    /// ```
    public let navigator: DeepLinkNavigator<Component, Intent>
    /// The root handler; the recorder keeps it alive (the navigator holds its root weakly).
    ///
    /// ```swift
    /// app.root.decide = { intent in intent == .orders ? .delay : .open }
    /// ```
    public let root: RecordingRoot<Intent>
    /// Every event the navigator reported, in order.
    ///
    /// ```swift
    /// app.events.last?.kind   // .opened(by: "RecordingRoot<RecipeIntent>")
    /// ```
    public private(set) var events: [DeepLinkEvent] = []
    /// The navigator's clock, unless the test gave its own `now`: move it to let time pass.
    ///
    /// ```swift
    /// app.clock.advance(by: 5)   // past the duplicate window
    /// ```
    public let clock: ManualClock

    /// Creates a navigator on `router` and records it.
    ///
    /// ```swift
    /// let warm = RecordingNavigator(router: router)                         // signed in, first screen shown
    /// let cold = RecordingNavigator(router: router, rootPresented: false)  // links arrive during launch
    /// let signedOut = RecordingNavigator(router: router, signedIn: false)
    /// ```
    ///
    /// - Parameters:
    ///   - router: The app's router.
    ///   - signedIn: Whether the user is signed in at first.
    ///   - openGates: Other gates open at first (`Requires`); sign-in is `signedIn`'s.
    ///   - rootPresented: Whether the root is set at once (a warm start); `false` for a cold start, until
    ///     ``presentRoot()``.
    ///   - decide: What the root does with each link, from its intent; by default, open it.
    ///   - now: The navigator's clock; by default ``clock``, which stands still until the test moves it.
    public init(
        router: DeepLinkRouter<Component, Intent>, signedIn: Bool = true, openGates: Set<DeepLinkGate> = [],
        rootPresented: Bool = true,
        decide: @escaping @MainActor (Intent) -> RecordingRoot<Intent>.Decision = { _ in .open },
        now: (@Sendable () -> Date)? = nil
    ) {
        let clock = ManualClock()
        self.clock = clock
        navigator = DeepLinkNavigator(
            router: router, openGates: openGates.union(signedIn ? [.authorization] : []),
            now: now ?? { clock.now })
        root = RecordingRoot(decide: decide)
        navigator.onEvent = { [weak self] event in self?.events.append(event) }
        if rootPresented { navigator.root = root }
    }

    /// Opens link text as the app receives it: a path when it starts with `/`, otherwise a URL.
    ///
    /// ```swift
    /// try app.open("bestrecipes://recipe/42")
    /// try app.open("/orders", animated: true)
    /// ```
    ///
    /// - Parameters:
    ///   - link: A path starting with `/`, or a URL (custom scheme or universal link).
    ///   - animated: Whether navigation should animate.
    /// - Returns: What the navigator did with the link.
    /// - Throws: ``LinkTextError`` when the text is neither a path nor a URL; the navigator then never sees it.
    @discardableResult
    public func open(
        _ link: String, animated: Bool = false
    ) throws(LinkTextError) -> DeepLinkNavigator<Component, Intent>.Outcome {
        switch LinkText(link) {
        case .path(let path): navigator.open(.path(path), animated: animated)
        case .url(let url): navigator.open(.url(url), animated: animated)
        case nil: throw LinkTextError(text: link)
        }
    }

    /// The root appears: it is set on the navigator, which delivers a link held for it (cold start).
    ///
    /// When the root is already set, this tells the navigator it is ready (`rootDidBecomeReady()`).
    ///
    /// ```swift
    /// let app = RecordingNavigator(router: router, rootPresented: false)
    /// try app.open("bestrecipes://recipe/42")   // held: waiting for the root handler or a subscriber
    /// app.presentRoot()                          // replayed, then opened
    /// ```
    public func presentRoot() {
        if navigator.root == nil {
            navigator.root = root
        } else {
            navigator.rootDidBecomeReady()
        }
    }

    /// The root goes away: the navigator's root is set to `nil`, which drops the links it had delayed.
    ///
    /// ```swift
    /// app.dismissRoot()
    /// app.endings   // [1: .dropped(.rootReplaced)] for a link the root had delayed
    /// ```
    public func dismissRoot() {
        navigator.root = nil
    }

    /// The user signs in: the navigator replays a link held for authorization.
    ///
    /// ```swift
    /// app.signIn()
    /// ```
    public func signIn() {
        navigator.authorizationDidChange(true)
    }

    /// The user signs out: the navigator drops the delayed links to `Authorized` routes.
    ///
    /// ```swift
    /// app.signOut()
    /// ```
    public func signOut() {
        navigator.authorizationDidChange(false)
    }

    /// The root completes the link it delayed, deciding it anew (by default, opening it).
    ///
    /// ```swift
    /// app.root.decide = { _ in .delay }
    /// try app.open("/orders")
    /// app.completeDelayedLink()                             // opened
    /// app.completeDelayedLink(with: .reject(reason: "gone"))  // nil: nothing is pending any more
    /// ```
    ///
    /// - Parameter decision: What the root does with the link now.
    /// - Returns: The outcome at the end of the chain, or `nil` when no link is pending (none was delayed, or the
    ///   navigator ended it: superseded, dropped).
    @discardableResult
    public func completeDelayedLink(
        with decision: RecordingRoot<Intent>.Decision = .open
    ) -> DeepLinkHandling<Intent>? {
        root.complete(with: decision)
    }

    /// The link the navigator holds, and why (see `DeepLinkNavigator.heldLink`).
    ///
    /// ```swift
    /// #expect(app.heldLink?.reason == .waitingForAuthorization)
    /// ```
    public var heldLink: (link: DeepLink<Intent>, reason: DeepLinkHoldReason)? { navigator.heldLink }

    /// The events as log lines, one per event.
    ///
    /// ```swift
    /// app.eventLog   // ["#1 received /orders (path)", "#1 matched /orders as /orders (requires authorization)",
    ///                //  "#1 held /orders: waiting for authorization"]
    /// ```
    public var eventLog: [String] { events.map(\.description) }

    /// The intents the root was given, in order, a completed delayed link's again.
    ///
    /// ```swift
    /// app.handledIntents   // [.orders, .orders]: delayed, then completed
    /// ```
    public var handledIntents: [Intent] { root.handledLinks.map(\.intent) }

    /// The intents the root opened, in order.
    ///
    /// ```swift
    /// #expect(app.openedIntents == [.recipe(id: "42")])
    /// ```
    public var openedIntents: [Intent] { root.openedLinks.map(\.intent) }

    /// The events of one link, in order.
    ///
    /// ```swift
    /// app.events(ofLink: 1).map(\.kind)   // [.received(…), .matched(…), .held(.waitingForRoot), .replayed, .opened(…)]
    /// ```
    ///
    /// - Parameter linkID: The link's number: the navigator numbers links from 1 as they arrive.
    /// - Returns: Its events; empty for a number no link has.
    public func events(ofLink linkID: Int) -> [DeepLinkEvent] {
        events.filter { $0.linkID == linkID }
    }

    /// How each link ended so far: its terminal event (opened, rejected, superseded, unmatched or dropped), by link
    /// number; links still held or delayed have none.
    ///
    /// ```swift
    /// app.endings   // [1: .superseded, 2: .opened(by: "RecordingRoot")]
    /// ```
    public var endings: [Int: DeepLinkEvent.Kind] {
        var endings: [Int: DeepLinkEvent.Kind] = [:]
        for event in events where event.kind.isTerminal { endings[event.linkID] = event.kind }
        return endings
    }

    /// The links received that have not ended yet (held, or delayed by a handler), by number, in order.
    ///
    /// ```swift
    /// #expect(app.pendingLinkIDs == [])   // every link ended
    /// ```
    public var pendingLinkIDs: [Int] {
        let ended = endings
        var pending: [Int] = []
        for event in events where !ended.keys.contains(event.linkID) && !pending.contains(event.linkID) {
            pending.append(event.linkID)
        }
        return pending
    }
}
