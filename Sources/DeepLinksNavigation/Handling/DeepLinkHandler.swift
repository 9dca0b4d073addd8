import DeepLinks

/// A screen (or coordinator) that can take a deep link: it decides, the library keeps its state and follows
/// the chain.
///
/// Implement ``handle(_:animated:)`` as a decision: it returns a ``DeepLinkHandling`` whose closure carries the
/// navigation, and moves nothing itself. The library calls `handle`, stores the outcome in ``deepLinkHandling``,
/// reports the step, runs the closure, and follows ``DeepLinkHandling/passedThrough(_:to:)`` down the chain.
/// Tests call `handle` and assert on what it returns, without running any UI.
///
/// ```swift
/// @MainActor final class HomeTabs: DeepLinkHandler {
///     var deepLinkHandling: DeepLinkHandling<Intent>?
///     let myMenu = MyMenuScreen()
///
///     func handle(_ link: DeepLink<Intent>, animated: Bool) -> DeepLinkHandling<Intent> {
///         switch link.intent {
///         case .myMenu, .editMenu:
///             .passedThrough(link) { animated in
///                 self.selectTab(.myMenu, animated: animated)
///                 return self.myMenu
///             }
///         default:
///             .rejected(link, reason: "unknown tab")
///         }
///     }
/// }
/// ```
///
/// The protocol uses no UIKit or SwiftUI type, so handlers run (and are tested) on any platform.
@MainActor
public protocol DeepLinkHandler<Intent>: AnyObject {
    /// The app's intent type, as the router produces it.
    associatedtype Intent

    /// The handler's current state, kept by the library: its last step of the chain, without closures.
    ///
    /// Declare it as a stored property and leave it to the library; read it to see where a link stands.
    ///
    /// ```swift
    /// var deepLinkHandling: DeepLinkHandling<Intent>?
    /// ```
    var deepLinkHandling: DeepLinkHandling<Intent>? { get set }

    /// Decides what to do with a link; called by the library.
    ///
    /// Keep it free of side effects: put the navigation in the outcome's closure, which the library runs when it
    /// runs the chain.
    ///
    /// ```swift
    /// func handle(_ link: DeepLink<Intent>, animated: Bool) -> DeepLinkHandling<Intent> {
    ///     guard let subscriptions else {
    ///         return .delayed(link, animated: animated) { _ in self.loadSubscriptions() }
    ///     }
    ///     return .opened(link) { animated in self.show(subscriptions, animated: animated) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - deepLink: The link.
    ///   - animated: Whether navigation should animate (false on cold start, typically).
    /// - Returns: The outcome, with the navigation it implies.
    func handle(_ deepLink: DeepLink<Intent>, animated: Bool) -> DeepLinkHandling<Intent>
}

extension DeepLinkHandler {
    /// Gives this handler a link: calls ``handle(_:animated:)``, stores the outcome, reports it, runs its closure,
    /// and follows `.passedThrough` down the chain.
    ///
    /// A new link first supersedes the link this handler (or one below it in the chain) still has delayed: that
    /// link is reported as superseded and will not be completed.
    ///
    /// A chain longer than 64 handlers (a cycle in the screen graph, say) stops there: the handler that would go
    /// on rejects the link, with a reason that says so, instead of recursing until the stack overflows.
    ///
    /// A link from a ``DeepLinkNavigator`` is opened by one chain at most. A link that has already been handled
    /// (it ended, say superseded by a newer link or opened by the root, or another handler has it delayed or
    /// claimed) is refused: ``handle(_:animated:)`` is not called, ``deepLinkHandling`` and earlier delayed links
    /// are left as they are, no event is reported, and the result is `.rejected` with
    /// ``DeepLinkRejection/alreadyHandled``. So a subscriber of ``DeepLinkNavigator/links(where:)`` that reads a
    /// link late never shows a stale one. A link the navigator holds for a closed gate (the user signed out since it
    /// was published) is refused the same way, with ``DeepLinkRejection/waitingForGates``; the navigator gives it
    /// out again once its gates open. A link the navigator did not deliver (from
    /// `DeepLinkRouter.match(_:)`, say) has no such history and is always handled.
    ///
    /// ```swift
    /// let final = root.open(link, animated: true)   // the outcome at the end of the chain
    /// ```
    ///
    /// - Parameters:
    ///   - deepLink: The link.
    ///   - animated: Whether navigation should animate.
    /// - Returns: The outcome at the end of the chain.
    @discardableResult
    public func open(_ deepLink: DeepLink<Intent>, animated: Bool) -> DeepLinkHandling<Intent> {
        if let trace = deepLink.trace, trace.isClaimed {
            return DeepLinkHandling.rejected(deepLink, error: DeepLinkRejection.alreadyHandled).withoutEffects
        }
        if let trace = deepLink.trace, trace.waitsForGates {
            return DeepLinkHandling.rejected(deepLink, error: DeepLinkRejection.waitingForGates).withoutEffects
        }
        supersedeDelayedLinks()
        return run(deepLink, animated: animated, resuming: false, depth: 1).published
    }

    /// Runs again the link this handler delayed (its data has loaded, its tab is showing): calls
    /// ``handle(_:animated:)`` again and follows the chain; does nothing when no link is pending here.
    ///
    /// It may be called from the delayed step's own effect (the data was cached): the chain goes on at once, and
    /// the ``open(_:animated:)`` that is still running returns where the chain ended.
    ///
    /// A link the navigator ended meanwhile (superseded by a newer link, dropped when a gate closed, or its root
    /// replaced) is not pending: this returns `nil` and nothing navigates.
    ///
    /// ```swift
    /// func subscriptionsDidLoad() {
    ///     completeDeepLinkHandling()
    /// }
    /// ```
    ///
    /// - Returns: The outcome at the end of the chain, or `nil` when nothing was pending.
    @discardableResult
    public func completeDeepLinkHandling() -> DeepLinkHandling<Intent>? {
        complete(with: nil)
    }

    /// Ends the link this handler delayed with the outcome `decide` gives, without calling
    /// ``handle(_:animated:)`` again: rejected when its data failed to load, opened, or passed on.
    ///
    /// The outcome goes through the chain as if ``handle(_:animated:)`` had returned it (its event, its effect, the
    /// next handler of a `.passedThrough`); `decide` is not called, and `nil` is returned, when no link is pending
    /// here (the navigator ended it meanwhile).
    ///
    /// ```swift
    /// func subscriptionsDidFail(_ error: LoadError) {
    ///     completeDeepLinkHandling { link in .rejected(link, error: error) }   // one `rejected` event, no second handle
    /// }
    /// ```
    ///
    /// - Parameter decide: Makes the outcome for the delayed link, which it receives.
    /// - Returns: The outcome at the end of the chain, or `nil` when nothing was pending.
    @discardableResult
    public func completeDeepLinkHandling(
        _ decide: (DeepLink<Intent>) -> DeepLinkHandling<Intent>
    ) -> DeepLinkHandling<Intent>? {
        withoutActuallyEscaping(decide) { complete(with: $0) }
    }

    /// Completes the pending delayed link: `decide` makes its outcome, or `handle` does when it is `nil`.
    private func complete(
        with decide: ((DeepLink<Intent>) -> DeepLinkHandling<Intent>)?
    ) -> DeepLinkHandling<Intent>? {
        guard let state = deepLinkHandling, state.kind == .delayed else { return nil }
        var depth = 1
        if let step = state.step {
            guard step.isPending else { return nil }
            step.isSettled = true
            step.trace?.resumeDelay()
            // A completion from inside the step's own effect nests one level deeper, so a handler that delays and
            // completes in a loop meets the chain limit instead of overflowing the stack.
            depth = step.depth + (step.isRunningEffect ? 1 : 0)
        }
        let result = run(state.deepLink, animated: state.animated, resuming: true, depth: depth, decide: decide)
        state.step?.completion = result
        return result.published
    }
}
