#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The single door for every link: it matches the link, holds it while the app cannot take it (cold start,
/// signed out), delivers it to the root handler, follows it to its end, and reports every step.
///
/// ```swift
/// @MainActor final class AppDelegate {
///     let navigator = DeepLinkNavigator(router: appRouter, isAuthorized: session.isSignedIn)
///     var appRoot: AppRoot?                     // keep a strong reference: the navigator's root is weak
///
///     func applicationDidLaunch() {
///         navigator.onEvent = { logger.info("\($0)") }
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
/// unmatched or dropped. Its policy:
/// - **One held link.** The navigator holds at most one link. A newer link, held or delivered, supersedes it
///   (reported as ``DeepLinkEvent/Kind/superseded``): the user's latest link wins. A delivered link also
///   supersedes the links handlers still have delayed.
/// - **When a held link goes.** It is delivered as soon as there is a root and its route needs no sign-in or the
///   user is signed in, whichever comes last, whatever it was first held for. When what it waits for changes (the
///   user signed in but the root was released), it is reported as held again, with the new reason.
/// - **Signing out** keeps a link held for authorization held, and **drops** a link to an ``Authorized`` route that
///   a handler has delayed (``DeepLinkDropReason/signedOut``): the next user to sign in may be someone else, so
///   the link is not completed for them.
/// - **A link a stream took**: a held link that a subscriber of ``links(where:)`` handled is not held any more;
///   while the subscriber's handler has it delayed, a newer link supersedes it and signing out drops it, as above.
/// - **Replacing the root** (or setting it to `nil`) drops the links delayed in the old root's chain
///   (``DeepLinkDropReason/rootReplaced``); completing them later does nothing.
/// - **A released handler**: a link delayed by a handler that is then released (its screen closed) is dropped
///   (``DeepLinkDropReason/handlerReleased``), reported soon after the release, or at the latest at the navigator's
///   next call.
@MainActor
public final class DeepLinkNavigator<Component: DeepLinkPathComponent, Intent> {
    /// What happened to a link given to the navigator.
    ///
    /// ```swift
    /// switch navigator.open(.url(url), animated: true) {
    /// case .handled(let handling): logger.info("\(handling)")
    /// case .held(_, let reason): logger.info("held: \(reason)")
    /// case .unmatched(let error): logger.notice("\(error)")
    /// }
    /// ```
    public enum Outcome {
        /// The root handler took it; the outcome at the end of the handler chain.
        case handled(DeepLinkHandling<Intent>)
        /// The navigator holds it until the root is ready or the user signs in.
        case held(DeepLink<Intent>, DeepLinkHoldReason)
        /// The router did not match it, for this reason; it never reaches the root.
        case unmatched(DeepLinkError)
    }

    /// The router that matches every link.
    public let router: DeepLinkRouter<Component, Intent>

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

    /// Whether the user is signed in; links to ``Authorized`` routes are held while it is `false`.
    public private(set) var isAuthorized: Bool

    /// Receives every step of every link; see ``DeepLinkEvent``.
    ///
    /// ```swift
    /// navigator.onEvent = { event in logger.info("\(event)") }
    /// ```
    public var onEvent: (@MainActor (DeepLinkEvent) -> Void)?

    /// The link the navigator holds, and why.
    ///
    /// ```swift
    /// navigator.heldLink?.reason   // .waitingForAuthorization
    /// ```
    public var heldLink: (link: DeepLink<Intent>, reason: DeepLinkHoldReason)? {
        guard let held, !(held.link.trace?.isClaimed ?? false) else { return nil }
        return (held.link, held.reason)
    }

    private var held: (link: DeepLink<Intent>, reason: DeepLinkHoldReason, animated: Bool)?
    /// The links delivered to a root and not yet over: the ones handlers have delayed, mostly.
    private var inFlight: [DeepLinkTrace] = []
    /// The links a subscriber of `links(where:)` took while the navigator held them, and whose handler has not
    /// finished with them (it delayed them): no root's chain has them, but they are still the navigator's to end.
    private var claimed: [DeepLinkTrace] = []
    /// Whether the app set a root and did not set it back to `nil`: a `nil` root then means it was released.
    private var rootWasSet = false

    /// How ``open(_:animated:)`` reads a shortcut item's type.
    ///
    /// ```swift
    /// navigator.shortcutItemFormat = ShortcutItemFormat(typePrefix: "com.bestrecipes.app.")
    /// ```
    public var shortcutItemFormat = ShortcutItemFormat()

    private var nextLinkID = 1
    /// The streams of `links(where:)`, and the published links no subscriber took yet (see `publish(_:)`).
    let linkBroadcaster = DeepLinkBroadcaster<DeepLink<Intent>>(
        capacity: DeepLinkNavigator.bufferedLinkCapacity, isOpen: { !($0.trace?.isClaimed ?? false) },
        deliveredFromBuffer: { $0.trace?.record(.published(subscribers: 1)) })
    /// The streams of `events()`: every event to each, in order; none kept for a later subscriber.
    let eventBroadcaster = DeepLinkBroadcaster<DeepLinkEvent>(capacity: 0, isOpen: { _ in false })
    private let now: @Sendable () -> Date

    /// Creates a navigator.
    ///
    /// ```swift
    /// let navigator = DeepLinkNavigator(router: router, isAuthorized: false)
    /// ```
    ///
    /// - Parameters:
    ///   - router: The router that matches every link.
    ///   - isAuthorized: Whether the user is signed in now.
    ///   - now: The clock for event timestamps; tests pass a fixed one.
    public init(
        router: DeepLinkRouter<Component, Intent>, isAuthorized: Bool = true,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.router = router
        self.isAuthorized = isAuthorized
        self.now = now
    }

    /// Opens a link, whatever door it came through: it is resolved by the router, then held until there is a root
    /// handler and, for ``Authorized`` routes, a signed-in user, then given to the handler chain; every step is
    /// reported in ``onEvent`` and the link ends in exactly one terminal event.
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
    /// A push payload is read with the router's ``DeepLinkRouter/pushPayloadFormat``, and a shortcut item with
    /// ``shortcutItemFormat`` unless the link names its own format.
    ///
    /// - Parameters:
    ///   - link: The link as it arrived (``IncomingLink``).
    ///   - animated: Whether navigation should animate (pass `false` on cold start).
    /// - Returns: What happened; ``Outcome/unmatched(_:)`` with the reason for a link that leads nowhere.
    @discardableResult
    public func open(_ link: IncomingLink<Component, Intent>, animated: Bool = true) -> Outcome {
        switch link.kind {
        case .url(let url, _):
            return receive(url.absoluteString, from: link.door, animated: animated) { router.resolve(link) }
        case .urlText(let text, _):
            return receive(text, from: link.door, animated: animated) { router.resolve(link) }
        case .path(let path):
            return receive(path, from: .path, animated: animated) { router.resolve(link) }
        case .pushPayload(let payload):
            let content = router.content(ofPayload: payload)
            return receive(content.summary, from: .pushNotification, animated: animated) {
                router.resolve(content)
            }
        case .shortcutItem(let type, let userInfo, let format):
            let format = format ?? shortcutItemFormat
            return receive(type, from: .shortcutItem, animated: animated) {
                router.resolve(.shortcutItem(type: type, userInfo: userInfo, format: format))
            }
        case .route(let name, _, _):
            return receive("route '\(name)'", from: link.door, animated: animated) { router.resolve(link) }
        case .intent(let intent, _):
            return receive("\(intent)", shown: LogText.intent(intent), from: .intent, animated: animated) {
                router.resolve(link)
            }
        }
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

    /// Tells the navigator the user signed in or out.
    ///
    /// Signing in delivers a link held for authorization (once there is a root). Signing out keeps such a link
    /// held, and drops the links to ``Authorized`` routes that handlers have delayed, reported as
    /// ``DeepLinkDropReason/signedOut``: they are not completed for whoever signs in next.
    ///
    /// ```swift
    /// navigator.authorizationDidChange(true)   // replays the held link
    /// ```
    ///
    /// - Parameter isAuthorized: Whether the user is signed in now.
    public func authorizationDidChange(_ isAuthorized: Bool) {
        self.isAuthorized = isAuthorized
        sweep()
        if !isAuthorized {
            for trace in inFlight + claimed where trace.isDelayed && trace.requiresAuthorization {
                trace.record(.dropped(.signedOut))
            }
            inFlight.removeAll { $0.isFinished }
            claimed.removeAll { $0.isFinished }
        }
        reconsiderHeldLink()
    }

    /// The one way in for every door: ends what the app can no longer complete, numbers the link, reports it
    /// received, then resolves it and delivers (or holds) it.
    ///
    /// Its `received` event shows `shown`, the link as logs may show it (`LogText`), and keeps `text` for the
    /// event's unredacted description.
    private func receive(
        _ text: String, shown: String? = nil, from source: LinkSource, animated: Bool,
        resolve: () -> Result<DeepLink<Intent>, DeepLinkError>
    ) -> Outcome {
        sweep()
        let trace = makeTrace(source: source)
        trace.unredactedReceived = text
        trace.record(.received(url: shown ?? LogText.link(text), source: source))
        return deliver(resolve(), trace: trace, animated: animated)
    }

    private func makeTrace(source: LinkSource) -> DeepLinkTrace {
        defer { nextLinkID += 1 }
        return DeepLinkTrace(linkID: nextLinkID, source: source, now: now) { [weak self] event in
            self?.onEvent?(event)
            if let events = self?.eventBroadcaster, events.subscriberCount > 0 { events.publish(event) }
        }
    }

    private func deliver(
        _ result: Result<DeepLink<Intent>, DeepLinkError>, trace: DeepLinkTrace, animated: Bool
    ) -> Outcome {
        var link: DeepLink<Intent>
        switch result {
        case .failure(let error):
            trace.path = error.kind == .invalidURL || error.path.isEmpty ? nil : error.path
            trace.record(.unmatched(error))
            return .unmatched(error)
        case .success(let matched):
            link = matched
        }
        link.trace = trace
        trace.path = link.path.isEmpty ? nil : link.path
        trace.pattern = link.pattern
        trace.requiresAuthorization = link.requiresAuthorization
        trace.record(.matched(pattern: link.pattern, requiresAuthorization: link.requiresAuthorization))
        supersedeHeldLink()
        return deliverOrHold(link, animated: animated)
    }

    /// Why `link` cannot be delivered now, or `nil` when it can.
    ///
    /// The root comes first: without one, nothing can be delivered, whoever is signed in.
    private func holdReason(for link: DeepLink<Intent>) -> DeepLinkHoldReason? {
        guard root != nil else { return rootWasSet ? .rootReleased : .waitingForRoot }
        return waitsForSignIn(link) ? .waitingForAuthorization : nil
    }

    /// Whether `link` waits for the user to sign in: its route is ``Authorized`` and nobody is signed in.
    ///
    /// The one sign-in check, for holding a link and for publishing it to the streams.
    func waitsForSignIn(_ link: DeepLink<Intent>) -> Bool {
        link.requiresAuthorization && !isAuthorized
    }

    private func deliverOrHold(_ link: DeepLink<Intent>, animated: Bool) -> Outcome {
        publish(link)
        let reason = holdReason(for: link)
        guard reason == nil, let root else {
            // `holdReason` is nil only when there is a root, so `reason` is set here.
            let reason = reason ?? .waitingForRoot
            held = (link, reason, animated)
            link.trace?.record(.held(reason))
            return .held(link, reason)
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
        let handling = root.open(link, animated: animated)
        inFlight.removeAll { $0.isFinished }
        return .handled(handling)
    }

    /// A newer link supersedes the held link, and the links a subscriber's handler took from the navigator and
    /// still has delayed.
    private func supersedeHeldLink() {
        for trace in claimed where trace.isDelayed {
            trace.record(.superseded)
        }
        claimed.removeAll { $0.isFinished }
        guard let link = held?.link else { return }
        held = nil
        link.trace?.record(.superseded)
    }

    /// Delivers the held link if nothing stops it any more (it keeps its `animated` flag); otherwise reports it
    /// as held again if what it waits for has changed.
    private func reconsiderHeldLink() {
        releaseClaimedHeldLink()
        guard let waiting = held else { return }
        if let reason = holdReason(for: waiting.link) {
            publish(waiting.link)  // signed in, but still no root: the streams may take it
            guard reason != waiting.reason else { return }
            held?.reason = reason
            waiting.link.trace?.record(.held(reason))
            return
        }
        held = nil
        waiting.link.trace?.record(.replayed)
        _ = deliverOrHold(waiting.link, animated: waiting.animated)
    }

    /// Ends the delayed links the app can no longer complete: their handler was released, or (when the root
    /// changed, or was released) they wait in a chain that is not the root's any more.
    ///
    /// Called at every entry point, so a release is reported at the latest at the navigator's next call; the
    /// released state reports it earlier by itself (see `DeepLinkStep`). Whichever comes first wins.
    private func sweep() {
        releaseClaimedHeldLink()
        for trace in claimed where trace.isDelayed && trace.delayingHandlerIsGone {
            trace.record(.dropped(.handlerReleased))
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
    /// While the subscriber's handler has it delayed, it stays in `claimed`.
    private func releaseClaimedHeldLink() {
        guard let trace = held?.link.trace, trace.isClaimed else { return }
        held = nil
        if !trace.isFinished { claimed.append(trace) }
    }
}
