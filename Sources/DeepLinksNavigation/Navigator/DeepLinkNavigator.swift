import DeepLinks

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The single door for every link: it matches the link, holds it while the app cannot take it (cold start, a
/// closed gate such as sign-in or onboarding), delivers it to the root handler or the streams, follows it to its
/// end, and reports every step.
///
/// ```swift
/// @MainActor final class AppDelegate {
///     let navigator = DeepLinkNavigator(router: appRouter)
///     var appRoot: AppRoot?                     // keep a strong reference: the navigator's root is weak
///
///     func applicationDidLaunch() {
///         navigator.onEvent = { logger.info("\($0)") }
///         navigator.authorizationDidChange(session.isSignedIn)
///     }
///     func rootDidAppear(_ root: AppRoot) {
///         appRoot = root
///         navigator.root = root                  // delivers a link that arrived during launch
///     }
///     func open(_ url: URL) {
///         navigator.open(.url(url), animated: true)    // warm start: delivered at once
///     }
///     func sessionDidChange(signedIn: Bool) {
///         navigator.authorizationDidChange(signedIn)   // replays a link held for sign-in
///     }
/// }
/// ```
///
/// Every link the navigator receives ends in exactly one terminal ``DeepLinkEvent``: opened, rejected, superseded,
/// unmatched, dropped or duplicate. Its policy:
/// - **One held link.** The navigator holds at most one link. A newer link, held or delivered, supersedes it
///   (reported as ``DeepLinkEvent/Kind/superseded``): the user's latest link wins. A delivered link also
///   supersedes the links handlers still have delayed, and a newer link supersedes a link a subscriber claimed
///   and has not reported yet.
/// - **The link someone can open wins.** A newer link that nothing here can take (there is no root, its gates are
///   open, and no subscriber's filter takes it) does not supersede a link given to a subscriber that has not
///   answered yet (published and not claimed, or claimed and not reported): it ends at once as
///   ``DeepLinkEvent/Kind/dropped(_:)`` with ``DeepLinkDropReason/noTaker(waiting:)``. A coordinator given
///   `linky://favourites` still opens it when `linky://mostrecent`, which no coordinator's filter takes, arrives
///   before its loop runs.
/// - **When a held link goes.** It is delivered as soon as every gate of its route is open (`Requires`,
///   `Authorized`) and there is a root, or a subscriber of ``links(where:)`` claims it. When what it waits for
///   changes (the user signed in but the root was released), it is reported as held again, with the new reason.
/// - **Closing a gate** (signing out) keeps a link held for it held, and **drops** the links to routes behind that
///   gate that a handler has delayed or a subscriber has claimed (``DeepLinkDropReason/gateClosed(_:)``): the
///   next user to sign in may be someone else, so the link is not completed for them.
/// - **The same link twice**: a link from outside the app equal to one received less than ``duplicateWindow``
///   ago ends at once as ``DeepLinkEvent/Kind/duplicate(of:)`` and reaches no handler.
/// - **Replacing the root** (or setting it to `nil`) drops the links delayed in the old root's chain
///   (``DeepLinkDropReason/rootReplaced``); completing them later does nothing.
/// - **A released handler or claim**: a link delayed by a handler that is then released (its screen closed), or
///   claimed by a subscriber that lets go of its ``DeepLinkClaim`` without reporting, is dropped
///   (``DeepLinkDropReason/handlerReleased``, ``DeepLinkDropReason/claimReleased``), reported soon after the
///   release, or at the latest at the navigator's next call.
@MainActor
public final class DeepLinkNavigator<Component: DeepLinkPathComponent, Intent> {
    /// What happened to a link given to the navigator.
    ///
    /// ```swift
    /// switch navigator.open(.url(url), animated: true) {
    /// case .handled(let handling): logger.info("\(handling)")
    /// case .held(_, let reason): logger.info("held: \(reason)")
    /// case .unmatched(let error): logger.notice("\(error)")
    /// case .duplicate(let first): logger.info("already received as #\(first)")
    /// case .dropped(let reason): logger.notice("\(reason)")
    /// }
    /// ```
    public enum Outcome {
        /// The root handler took it; the outcome at the end of the handler chain.
        case handled(DeepLinkHandling<Intent>)
        /// The navigator holds it until what the reason names happens.
        case held(DeepLink<Intent>, DeepLinkHoldReason)
        /// The router did not match it, for this reason; it never reaches the root.
        case unmatched(DeepLinkError)
        /// It equals the link with this number, received less than ``DeepLinkNavigator/duplicateWindow`` ago; it
        /// never reaches the root.
        case duplicate(of: Int)
        /// The navigator gave up on it at once: a restored link older than the limit the app set.
        case dropped(DeepLinkDropReason)
    }

    /// The router that matches every link.
    ///
    /// Replace it to change the links the app takes while it runs, such as rules loaded from your server
    /// (`DeepLinkRouter.applying(_:now:)`, which replaces the rules of the router it is called on). The router is
    /// an immutable value, so the expensive part, checking and building, can run on any thread; the swap happens on
    /// the main actor, between two links: every link received after it is matched by the new router, and a link
    /// already received keeps the match it had (a held link opens the route it matched).
    ///
    /// ```swift
    /// let table = navigator.router
    /// Task.detached {
    ///     guard let updated = try? table.applying(try DeepLinkRule.decodeSet(from: data)) else { return }
    ///     await MainActor.run { navigator.router = updated }
    /// }
    /// ```
    public var router: DeepLinkRouter<Component, Intent>

    /// The handler at the top of the screen graph; setting it delivers a held link.
    ///
    /// - Important: The navigator holds the root **weakly**: keep a strong reference to it in the app (the scene
    ///   delegate, the app's state). A root that nothing else keeps is released at once, and links are then held
    ///   with ``DeepLinkHoldReason/rootReleased`` until a root is set again.
    ///
    /// Setting a different root (or `nil`) drops the links still delayed in the old root's chain.
    ///
    /// ```swift
    /// self.appRoot = AppRoot()          // the app keeps it
    /// navigator.root = self.appRoot     // not `navigator.root = AppRoot()`: released at once
    /// ```
    public weak var root: (any DeepLinkHandler<Intent>)? {
        willSet { rootWasSet = newValue != nil }
        didSet {
            sweep()
            reconsiderHeldLink()
        }
    }

    /// The gates the app has opened (``gateDidChange(_:isOpen:)``).
    ///
    /// A link to a route behind any other gate is held. Every gate is closed until the app opens it.
    ///
    /// ```swift
    /// navigator.openGates.contains(.authorization)   // whether the user is signed in
    /// ```
    public private(set) var openGates: Set<DeepLinkGate>

    /// Receives every step of every link; see ``DeepLinkEvent``.
    ///
    /// For more observers, see ``events()``.
    ///
    /// ```swift
    /// navigator.onEvent = { event in logger.info("\(event)") }
    /// ```
    public var onEvent: (@MainActor (DeepLinkEvent) -> Void)?

    /// How long a link from outside the app counts as a duplicate of an equal one received before it: 2 seconds.
    ///
    /// iOS delivers one link twice in real apps: a universal link through the scene's user activity and
    /// `onOpenURL`, a cold-start link from the launch options and again from the scene, a push that carries a link
    /// the app also gets as a URL. A matched link equal to one matched less than this long ago ends at once as
    /// ``DeepLinkEvent/Kind/duplicate(of:)``, and supersedes nothing, unless the earlier one ended without opening
    /// (rejected, superseded, dropped): the user tapping a link again after it failed gets it again. A link the
    /// router did not match is reported unmatched each time. Two links are equal when they have the same text (a URL from any door,
    /// a push's link, a shortcut item's type and values, a route name and its values); links the app opens itself
    /// (`IncomingLink.path(_:)`, `IncomingLink.intent(_:gates:)`, a link through `LinkSource.path` or
    /// `LinkSource.intent`) are never duplicates. `0` turns the check off.
    ///
    /// ```swift
    /// navigator.duplicateWindow = 5   // seconds
    /// ```
    public var duplicateWindow: TimeInterval = 2

    /// The link the navigator holds, and why.
    ///
    /// ```swift
    /// navigator.heldLink?.reason   // .waitingForAuthorization
    /// ```
    public var heldLink: (link: DeepLink<Intent>, reason: DeepLinkHoldReason)? {
        guard let held, !(held.link.trace?.isClaimed ?? false) else { return nil }
        return (held.link, held.reason)
    }

    /// A link as it reached the navigator.
    typealias Arrival = LinkArrival<Component, Intent>

    /// The link the navigator holds, with how it arrived: its snapshot is made from `replay` when asked for.
    struct Held {
        var link: DeepLink<Intent>
        var reason: DeepLinkHoldReason
        let animated: Bool
        /// The link's trust, for its snapshot: its door and the gates it was given.
        let trust: LinkTrust
        let replay: () -> DeepLinkSnapshot.Link?
    }

    var held: Held?
    /// The links delivered to a root and not yet over: the ones handlers have delayed, mostly.
    private var inFlight: [DeepLinkTrace] = []
    /// The links a subscriber of `links(where:)` took while the navigator held them (a claim, or a handler of its
    /// own), and that are not over: no root's chain has them, but they are still the navigator's to end.
    var claimed: [DeepLinkTrace] = []
    /// Whether the app set a root and did not set it back to `nil`: a `nil` root then means it was released.
    private var rootWasSet = false
    /// The links from outside the app matched within ``duplicateWindow``, by key and by time.
    var recentLinks = RecentLinks<DeepLinkTrace>()

    /// What turns a wrapped link (an e-mail click tracker's, a short link the app resolved) into the real one before
    /// it is matched; none by default.
    ///
    /// Every URL given to ``open(_:animated:)`` (a `URL` or a URL's text) is offered to
    /// them in order; the first that returns a link wins, and that link is offered again, at most four times. The real
    /// link comes through the same door and passes the router's scheme and host filters like any other; the events
    /// say `received` with the link as it arrived, then `unwrapped` with the real one, and two links that unwrap to the
    /// same one are duplicates (``duplicateWindow``).
    ///
    /// ```swift
    /// navigator.linkUnwrappers = [.queryItem("upn", onHosts: ["click.bestrecipes.com"])]
    /// navigator.open(.url(url))   // https://click.bestrecipes.com/ls/click?upn=https%3A%2F%2Fbestrecipes.com%2Frecipe%2F42
    /// // #1 received https://click.bestrecipes.com/ls/click?upn=<redacted> (universal link)
    /// // #1 unwrapped to https://bestrecipes.com/recipe/42
    /// ```
    public var linkUnwrappers: [LinkUnwrapper] = []

    /// Which query items are campaign fields, kept on every event from `matched` on, and on the `unmatched` event of
    /// a link that misses (``DeepLinkEvent/campaign``): `CampaignFields.standard` (`utm_*`, `gclid`, `fbclid`, …)
    /// unless you say otherwise.
    ///
    /// They are only reported: a handler receives a campaign field only when its route declares it as a query item.
    ///
    /// ```swift
    /// navigator.campaignFields = CampaignFields.standard.adding(["ref"])
    /// // #1 matched /recipe/42 as /recipe/:recipeId (campaign: ref, utm_source)
    /// // #2 unmatched: No route matches '/nowhere'. (campaign: utm_source)
    /// ```
    public var campaignFields = CampaignFields.standard

    /// How ``open(_:animated:)`` reads a shortcut item's type.
    ///
    /// ```swift
    /// navigator.shortcutItemFormat = ShortcutItemFormat(typePrefix: "com.bestrecipes.app.")
    /// ```
    public var shortcutItemFormat = ShortcutItemFormat()

    private var nextLinkID = 1
    /// The streams of `links(where:)`.
    let linkBroadcaster = DeepLinkBroadcaster<DeepLink<Intent>>()
    /// The streams of `events()`: every event to each, in order.
    let eventBroadcaster = DeepLinkBroadcaster<DeepLinkEvent>()
    let now: @Sendable () -> Date

    /// Creates a navigator.
    ///
    /// ```swift
    /// let navigator = DeepLinkNavigator(router: router, openGates: [.authorization])   // signed in already
    /// ```
    ///
    /// - Parameters:
    ///   - router: The router that matches every link.
    ///   - openGates: The gates open now, `DeepLinkGate.authorization` when the user is signed in; every other
    ///     gate is closed until ``gateDidChange(_:isOpen:)`` opens it. None by default.
    ///   - now: The clock for event timestamps, duplicates and the age of restored links; tests pass their own.
    public init(
        router: DeepLinkRouter<Component, Intent>, openGates: Set<DeepLinkGate> = [],
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.router = router
        self.openGates = openGates
        self.now = now
    }

    /// Opens a link, whatever door it came through: it is resolved by the router, then held until every gate of
    /// its route is open and there is a root handler (or a subscriber of ``links(where:)`` claims it), then given
    /// to the handler chain; every step is reported in ``onEvent`` and the link ends in exactly one terminal event.
    ///
    /// ```swift
    /// // UIKit: scene(_:openURLContexts:) — SwiftUI: .onOpenURL
    /// navigator.open(.url(url))
    /// // UIKit: scene(_:continue:) — SwiftUI: .onContinueUserActivity(NSUserActivityTypeBrowsingWeb)
    /// if let url = userActivity.webpageURL { navigator.open(.url(url, from: .userActivity)) }
    /// // UNUserNotificationCenterDelegate.userNotificationCenter(_:didReceive:withCompletionHandler:)
    /// navigator.open(.pushPayload(response.notification.request.content.userInfo))
    /// // UIKit: windowScene(_:performActionFor:completionHandler:)
    /// navigator.open(.shortcutItem(type: item.type, userInfo: item.userInfo))
    /// navigator.open(.intent(.orders), animated: false)   // a button, a widget, a restored state
    /// ```
    ///
    /// A push payload is read with the router's `DeepLinkRouter.pushPayloadFormat`, and a shortcut item with
    /// ``shortcutItemFormat`` unless the link names its own format. A link from outside the app equal to one
    /// received within ``duplicateWindow`` ends as a duplicate.
    ///
    /// - Parameters:
    ///   - link: The link as it arrived (`IncomingLink`).
    ///   - animated: Whether navigation should animate (pass `false` on cold start).
    /// - Returns: What happened; ``Outcome/unmatched(_:)`` with the reason for a link that leads nowhere.
    @discardableResult
    public func open(_ link: IncomingLink<Component, Intent>, animated: Bool = true) -> Outcome {
        // The link's trust is decided here, once: the real link a wrapped one stands for is matched under the
        // wrapper's door and gates, never under a door read from its own text (MatchingRules, "Trust"). A URL is
        // read here once too: its door, events, duplicate key, match and campaign fields take its text from here.
        let urlText = link.urlText
        let trust = link.trust(urlText: urlText)
        let original = Arrival(
            link, urlText: urlText, trust: trust, router: router, shortcutItemFormat: shortcutItemFormat)
        guard let unwrapped = unwrapped(link, urlText: urlText) else {
            return receive(original, animated: animated, received: nil) { original.resolve(router) }
        }
        let arrival = Arrival(unwrapped, trust: trust, router: router, shortcutItemFormat: shortcutItemFormat)
        return receive(arrival, animated: animated, received: nil, arrivedAs: original) {
            arrival.resolve(router)
        }
    }

    /// The real link a wrapped URL stands for, by ``linkUnwrappers``; `nil` when no unwrapper knows it.
    ///
    /// `nil` too for a link that is not a URL. The real link is matched under the wrapped link's trust, whatever its
    /// own scheme.
    ///
    /// Each unwrapper is asked at most once for each URL: one that reads a one-shot value may answer `nil` the
    /// second time. A link longer than the router's `maxLinkLength` is not asked about: the router refuses it unread,
    /// with `linkTooLong`, whichever way it came in. `urlText` is a URL's text when the caller has read it already
    /// (`IncomingLink.urlText`).
    func unwrapped(
        _ link: IncomingLink<Component, Intent>, urlText: String? = nil
    ) -> IncomingLink<Component, Intent>? {
        guard !linkUnwrappers.isEmpty else { return nil }
        var url: URL
        switch link.kind {
        case .url(let given, _):
            guard (urlText ?? given.absoluteString).utf8.count <= router.maxLinkLength else { return nil }
            url = given
        case .urlText(let text, _):
            // A text too long to match is not read here either: the router refuses it unread.
            guard text.utf8.count <= router.maxLinkLength, let parsed = URL(string: text) else { return nil }
            url = parsed
        default:
            return nil
        }
        var changed = false
        rounds: for _ in 0..<LinkUnwrapper.maximumRounds {
            for unwrapper in linkUnwrappers {
                guard let next = unwrapper.unwrap(url) else { continue }
                guard next != url else { break rounds }
                url = next
                changed = true
                continue rounds
            }
            break
        }
        return changed ? .url(url) : nil
    }

    /// Tells the navigator the root handler is ready (when ``root`` was set before it could take links).
    ///
    /// It also delivers a held link whose wait is over, and reports the links whose delaying handler is gone.
    ///
    /// ```swift
    /// navigator.rootDidBecomeReady()
    /// ```
    public func rootDidBecomeReady() {
        sweep()
        reconsiderHeldLink()
    }

    /// Tells the navigator that a gate opened or closed: onboarding is done, consent given, a paywall passed, the
    /// user signed in or out (``authorizationDidChange(_:)``).
    ///
    /// Opening a gate delivers the held link once every gate of its route is open (and there is a root, or a
    /// subscriber claims it). Closing it keeps a held link held, and drops the links to routes behind the gate
    /// that a handler has delayed or a subscriber has claimed, reported as ``DeepLinkDropReason/gateClosed(_:)``:
    /// they are not completed for whoever opens it next.
    ///
    /// ```swift
    /// navigator.gateDidChange(.onboarded, isOpen: true)   // replays a link held for onboarding
    /// ```
    ///
    /// - Parameters:
    ///   - gate: The gate.
    ///   - isOpen: Whether it is open now.
    public func gateDidChange(_ gate: DeepLinkGate, isOpen: Bool) {
        if isOpen { openGates.insert(gate) } else { openGates.remove(gate) }
        sweep()
        if !isOpen {
            for trace in inFlight + claimed where trace.isWaitingInApp && trace.gates.contains(gate) {
                trace.record(.dropped(.gateClosed(gate)))
            }
            inFlight.removeAll { $0.isFinished }
            claimed.removeAll { $0.isFinished }
        }
        reconsiderHeldLink()
    }

    /// Tells the navigator the user signed in or out: the `DeepLinkGate.authorization` gate of `Authorized`
    /// routes, as ``gateDidChange(_:isOpen:)`` does.
    ///
    /// ```swift
    /// navigator.authorizationDidChange(true)   // replays a link held for sign-in
    /// ```
    ///
    /// - Parameter isAuthorized: Whether the user is signed in now.
    public func authorizationDidChange(_ isAuthorized: Bool) {
        gateDidChange(.authorization, isOpen: isAuthorized)
    }

    /// The one way in for every door: ends what the app can no longer complete, numbers the link, reports it
    /// received, then resolves it and delivers (or holds) it.
    ///
    /// - Parameters:
    ///   - arrival: The link as it came, with its trust (its door is the events'), its text for events and
    ///     duplicates and how to save it.
    ///   - animated: Whether navigation should animate.
    ///   - received: When a restored link was first received; `nil` for now.
    ///   - before: What to report between `received` and matching (a restored link's age), and whether the link
    ///     goes on.
    ///   - original: The link as it arrived when `arrival` is what it was unwrapped to: `received` shows it.
    ///   - resolve: Matches the link.
    /// - Returns: What happened.
    func receive(
        _ arrival: Arrival, animated: Bool, received: Date?,
        before: (DeepLinkTrace) -> Outcome? = { _ in nil }, arrivedAs original: Arrival? = nil,
        resolve: () -> Result<DeepLink<Intent>, DeepLinkError>
    ) -> Outcome {
        sweep()
        let source = arrival.trust.door
        let trace = makeTrace(source: source)
        if let received { trace.received = received }
        trace.unredactedReceived = (original ?? arrival).text
        trace.record(.received(url: (original ?? arrival).shown, source: source))
        if original != nil { trace.record(.unwrapped(to: arrival.shown)) }
        if let ended = before(trace) { return ended }
        // A held wrapped link is saved as the real link when its door fits the real link's text (a short link the
        // app may not resolve again at the next launch), else as it arrived, so that a snapshot's door always fits
        // its text; it is matched and compared with others as the real link.
        let saved = original.map { DeepLinkSnapshot.door(source, fits: arrival.text) ? arrival : $0 } ?? arrival
        return deliver(resolve(), arrival: arrival, saved: saved, trace: trace, animated: animated)
    }

    private func makeTrace(source: LinkSource) -> DeepLinkTrace {
        defer { nextLinkID += 1 }
        return DeepLinkTrace(linkID: nextLinkID, source: source, now: now) { [weak self] event in
            self?.onEvent?(event)
            if let events = self?.eventBroadcaster, events.subscriberCount > 0 { events.publish(event) }
        }
    }

    /// Ends an unmatched link or a duplicate; holds or delivers the others.
    private func deliver(
        _ result: Result<DeepLink<Intent>, DeepLinkError>, arrival: Arrival, saved: Arrival, trace: DeepLinkTrace,
        animated: Bool
    ) -> Outcome {
        var link: DeepLink<Intent>
        switch result {
        case .failure(let error):
            trace.path = error.kind == .invalidURL || error.path.isEmpty ? nil : error.path
            // A miss carries the link's campaign fields too: attribution records them whatever happens next.
            trace.campaign = campaignFields == .none ? [:] : arrival.campaign(campaignFields)
            trace.record(.unmatched(error))
            return .unmatched(error)
        case .success(let matched):
            link = matched
        }
        link.trace = trace
        trace.path = link.path.isEmpty ? nil : link.path
        trace.pattern = link.pattern
        trace.gates = link.gates
        trace.campaign = campaignFields == .none ? [:] : link.campaign(campaignFields, urlText: arrival.urlText)
        trace.record(.matched(pattern: link.pattern, gates: link.gates))
        if router.isRedirect(link) {
            trace.record(.redirected(from: link.path, to: router.redirectedPath(of: link)))
        }
        if let first = firstEqual(to: arrival, from: trace.source, trace: trace) {
            trace.record(.duplicate(of: first))
            return .duplicate(of: first)
        }
        if let waiting = linkNobodyElseCanTake(from: link) {
            let reason = DeepLinkDropReason.noTaker(waiting: waiting)
            trace.record(.dropped(reason))
            return .dropped(reason)
        }
        supersedeHeldLink()
        return deliverOrHold(
            Held(link: link, reason: .waitingForRoot, animated: animated, trust: arrival.trust, replay: saved.replay))
    }

    /// The number of a link given to a subscriber that has not answered yet, when nothing here can take `link`:
    /// there is no root, its gates are open, and no subscriber's filter takes it; `nil` otherwise.
    ///
    /// Such a link does not supersede the one a subscriber is about to open: the link someone can open wins (see
    /// the policy above). `link` is published here to learn whether a filter takes it.
    private func linkNobodyElseCanTake(from link: DeepLink<Intent>) -> Int? {
        guard root == nil, let trace = link.trace, closedGates(of: link).isEmpty else { return nil }
        let given =
            held.flatMap { held -> DeepLinkTrace? in
                guard let waiting = held.link.trace, waiting.subscribers > 0, !waiting.isClaimed else { return nil }
                return waiting
            } ?? claimed.first { $0.isWaitingInApp }
        guard let given else { return nil }
        publish(link)
        return trace.subscribers == 0 ? given.linkID : nil
    }

    /// Why `link` cannot be delivered now, or `nil` when it can.
    ///
    /// Its gates come first: they are what the user must do, and a stream does not get the link before they open.
    private func holdReason(for link: DeepLink<Intent>) -> DeepLinkHoldReason? {
        let closed = closedGates(of: link)
        guard closed.isEmpty else { return .waitingForGates(closed) }
        guard root == nil else { return nil }
        if rootWasSet { return .rootReleased }
        return (link.trace?.subscribers ?? 0) > 0 ? .waitingForClaim : .waitingForRoot
    }

    /// The gates of `link`'s route that are closed now; the one gate check, for holding a link and for publishing
    /// it to the streams.
    func closedGates(of link: DeepLink<Intent>) -> [DeepLinkGate] {
        link.gates.filter { !openGates.contains($0) }
    }

    private func deliverOrHold(_ held: Held) -> Outcome {
        let link = held.link
        publish(link)
        let reason = holdReason(for: link)
        guard reason == nil, let root else {
            // `holdReason` is nil only when there is a root, so `reason` is set here.
            var held = held
            held.reason = reason ?? .waitingForRoot
            self.held = held
            noteGates(of: held)
            link.trace?.record(.held(held.reason))
            return .held(link, held.reason)
        }
        // The user's latest link wins: links handlers still have delayed, in this chain or any other, end here.
        for trace in inFlight where trace.isDelayed {
            trace.record(.superseded)
        }
        inFlight.removeAll { $0.isFinished }
        if let trace = link.trace {
            trace.root = root
            inFlight.append(trace)
        }
        let handling = root.open(link, animated: held.animated)
        inFlight.removeAll { $0.isFinished }
        return .handled(handling)
    }

    /// A newer link supersedes the held link, and the links a subscriber took from the navigator and has not
    /// finished with (claimed and not reported, or delayed by its handler).
    private func supersedeHeldLink() {
        for trace in claimed where trace.isWaitingInApp {
            trace.record(.superseded)
        }
        claimed.removeAll { $0.isFinished }
        guard let link = held?.link else { return }
        held = nil
        link.trace?.record(.superseded)
    }

    /// Delivers the held link if nothing stops it any more (it keeps its `animated` flag); otherwise reports it
    /// as held again if what it waits for has changed.
    func reconsiderHeldLink() {
        releaseClaimedHeldLink()
        guard let waiting = held else { return }
        publish(waiting.link)  // its gates opened, but there is no root: the streams may take it
        if let reason = holdReason(for: waiting.link) {
            guard reason != waiting.reason else { return }
            held?.reason = reason
            if let held { noteGates(of: held) }
            waiting.link.trace?.record(.held(reason))
            return
        }
        held = nil
        waiting.link.trace?.waitsForGates = false
        waiting.link.trace?.record(.replayed)
        _ = deliverOrHold(waiting)
    }

    /// Marks whether the held link waits for a gate: no handler may take it then, and a link the streams had is
    /// published again once its gates open (a subscriber that read it while a gate was closed could not take it).
    private func noteGates(of held: Held) {
        guard let trace = held.link.trace else { return }
        guard case .waitingForGates = held.reason else {
            trace.waitsForGates = false
            return
        }
        trace.waitsForGates = true
        trace.isPublished = false
    }

    /// Ends the links the app can no longer complete: their handler or claim was released, or (when the root
    /// changed, or was released) they wait in a chain that is not the root's any more.
    ///
    /// Called at every entry point, so a release is reported at the latest at the navigator's next call; the
    /// released state reports it earlier by itself (see `DeepLinkStep`, `DeepLinkClaim`). Whichever comes first
    /// wins.
    func sweep() {
        releaseClaimedHeldLink()
        for trace in claimed {
            if trace.isDelayed && trace.delayingHandlerIsGone {
                trace.record(.dropped(.handlerReleased))
            } else if trace.claimIsGone {
                trace.record(.dropped(.claimReleased))
            }
        }
        claimed.removeAll { $0.isFinished }
        for trace in inFlight where trace.isDelayed {
            if trace.delayingHandlerIsGone {
                trace.record(.dropped(.handlerReleased))
            } else if trace.root == nil || trace.root !== root {
                trace.record(.dropped(.rootReplaced))
            }
        }
        inFlight.removeAll { $0.isFinished }
    }

    /// Lets go of the held link if a subscriber of `links(where:)` handled it meanwhile: it is not the root's any more.
    ///
    /// While the subscriber has it (claimed, or delayed by its handler), it stays in `claimed`.
    func releaseClaimedHeldLink() {
        guard let trace = held?.link.trace, trace.isClaimed else { return }
        held = nil
        if !trace.isFinished { claimed.append(trace) }
    }
}
