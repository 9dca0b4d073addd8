#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The single door for every link: it matches the link, holds it while the app cannot take it (cold start,
/// signed out), delivers it to the root handler, and reports every step.
///
/// ```swift
/// @MainActor final class AppDelegate {
///     let navigator = DeepLinkNavigator(router: appRouter, isAuthorized: session.isSignedIn)
///
///     func applicationDidLaunch() {
///         navigator.onEvent = { logger.info("\($0)") }
///     }
///     func rootDidAppear(_ root: AppRoot) {
///         navigator.root = root                  // delivers a link that arrived during launch
///     }
///     func open(_ url: URL) {
///         navigator.open(url, animated: true)    // warm start: delivered at once
///     }
///     func sessionDidChange(signedIn: Bool) {
///         navigator.authorizationDidChange(signedIn)   // replays a link held for sign-in
///     }
/// }
/// ```
///
/// Policy for held links: the navigator holds at most one link. A newer link, held or delivered, supersedes
/// it (reported as ``DeepLinkEvent/Kind/superseded``): the user's latest link wins. A link whose route is
/// ``Authorized`` is held while ``isAuthorized`` is `false` and delivered when it becomes `true`; signing out
/// keeps it held.
@MainActor
public final class DeepLinkNavigator<Component: DeepLinkPathComponent, Intent> {
    /// What happened to a link given to the navigator.
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

    /// The handler at the top of the screen graph; setting it delivers a link held for it.
    public weak var root: (any DeepLinkHandler<Intent>)? {
        didSet {
            if root != nil, oldValue !== root { deliverHeld(because: .waitingForRoot) }
        }
    }

    /// Whether the user is signed in; links to ``Authorized`` routes are held while it is `false`.
    public private(set) var isAuthorized: Bool

    /// Receives every step of every link; see ``DeepLinkEvent``.
    public var onEvent: (@MainActor (DeepLinkEvent) -> Void)?

    /// The link the navigator holds, and why.
    public var heldLink: (link: DeepLink<Intent>, reason: DeepLinkHoldReason)? {
        held.map { ($0.link, $0.reason) }
    }

    private var held: (link: DeepLink<Intent>, reason: DeepLinkHoldReason, animated: Bool)?

    private var nextLinkID = 1
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

    /// Opens a URL: a custom-scheme link or a universal link.
    ///
    /// ```swift
    /// navigator.open(URL(string: "myapp://recipe/42")!, animated: true)   // .handled(.opened(…))
    /// ```
    ///
    /// - Parameters:
    ///   - url: The link.
    ///   - animated: Whether navigation should animate (pass `false` on cold start).
    /// - Returns: What happened.
    @discardableResult
    public func open(_ url: URL, animated: Bool) -> Outcome {
        let trace = makeTrace()
        trace.record(.received(url: url.absoluteString, source: LinkSource(of: url)))
        return deliver(router.resolve(url), trace: trace, animated: animated)
    }

    /// Opens a path the app made itself (a notification's route, a shortcut item's path).
    ///
    /// ```swift
    /// navigator.open(path: "/recipe/42", animated: false)
    /// ```
    ///
    /// - Parameters:
    ///   - path: The path.
    ///   - animated: Whether navigation should animate.
    /// - Returns: What happened.
    @discardableResult
    public func open(path: String, animated: Bool) -> Outcome {
        let trace = makeTrace()
        trace.record(.received(url: path, source: .path))
        return deliver(router.resolve(path: path), trace: trace, animated: animated)
    }

    /// Tells the navigator the root handler is ready (when ``root`` was set before it could take links).
    ///
    /// ```swift
    /// navigator.rootDidBecomeReady()
    /// ```
    public func rootDidBecomeReady() {
        deliverHeld(because: .waitingForRoot)
    }

    /// Tells the navigator the user signed in or out; signing in delivers a link held for authorization.
    ///
    /// ```swift
    /// navigator.authorizationDidChange(true)   // replays the held link
    /// ```
    ///
    /// - Parameter isAuthorized: Whether the user is signed in now.
    public func authorizationDidChange(_ isAuthorized: Bool) {
        self.isAuthorized = isAuthorized
        if isAuthorized { deliverHeld(because: .waitingForAuthorization) }
    }

    private func makeTrace() -> DeepLinkTrace {
        defer { nextLinkID += 1 }
        return DeepLinkTrace(linkID: nextLinkID, now: now) { [weak self] event in self?.onEvent?(event) }
    }

    private func deliver(
        _ result: Result<DeepLink<Intent>, DeepLinkError>, trace: DeepLinkTrace, animated: Bool
    ) -> Outcome {
        var link: DeepLink<Intent>
        switch result {
        case .failure(let error):
            trace.path = error.kind == .invalidURL ? nil : error.path
            trace.record(.unmatched(error))
            return .unmatched(error)
        case .success(let matched):
            link = matched
        }
        link.trace = trace
        trace.path = link.path
        trace.pattern = link.pattern
        trace.record(.matched(pattern: link.pattern, requiresAuthorization: link.requiresAuthorization))
        supersedeHeldLink()
        return deliverOrHold(link, animated: animated)
    }

    private func deliverOrHold(_ link: DeepLink<Intent>, animated: Bool) -> Outcome {
        let reason: DeepLinkHoldReason
        if let root {
            guard link.requiresAuthorization, !isAuthorized else {
                return .handled(root.open(link, animated: animated))
            }
            reason = .waitingForAuthorization
        } else {
            reason = .waitingForRoot
        }
        held = (link, reason, animated)
        link.trace?.record(.held(reason))
        return .held(link, reason)
    }

    private func supersedeHeldLink() {
        guard let link = held?.link else { return }
        held = nil
        link.trace?.record(.superseded)
    }

    /// Delivers the held link if it waits for `reason` and that wait is over; it keeps its `animated` flag.
    private func deliverHeld(because reason: DeepLinkHoldReason) {
        guard let waiting = held, waiting.reason == reason, root != nil else { return }
        held = nil
        waiting.link.trace?.record(.replayed)
        _ = deliverOrHold(waiting.link, animated: waiting.animated)
    }
}
