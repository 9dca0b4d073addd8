/// A screen (or coordinator) that can take a deep link: it decides, the library keeps its state and follows
/// the chain.
///
/// Implement ``handle(_:animated:)`` as a decision without side effects, and ``perform(_:animated:)`` for the
/// navigation it implies (push a screen, switch a tab). The library calls `handle`, stores the result in
/// ``deepLinkHandling``, calls `perform`, reports the step, and follows ``DeepLinkHandling/passedThrough(to:_:)``
/// down the chain. Tests call `handle` and assert on what it returns, without running any UI.
///
/// ```swift
/// @MainActor final class HomeTabs: DeepLinkHandler {
///     var deepLinkHandling: DeepLinkHandling<Intent>?
///     let myMenu = MyMenuScreen()
///
///     func handle(_ link: DeepLink<Intent>, animated: Bool) -> DeepLinkHandling<Intent> {
///         switch link.intent {
///         case .myMenu, .editMenu: .passedThrough(to: myMenu, link)
///         default: .rejected(link, reason: "unknown tab")
///         }
///     }
///
///     func perform(_ handling: DeepLinkHandling<Intent>, animated: Bool) {
///         if case .passedThrough = handling { selectTab(.myMenu, animated: animated) }
///     }
/// }
/// ```
///
/// The protocol uses no UIKit or SwiftUI type, so handlers run (and are tested) on any platform.
@MainActor
public protocol DeepLinkHandler<Intent>: AnyObject {
    /// The app's intent type, as the router produces it.
    associatedtype Intent

    /// The handler's current state, kept by the library: the last outcome of ``open(_:animated:)``.
    var deepLinkHandling: DeepLinkHandling<Intent>? { get set }

    /// Decides what to do with a link; called by the library.
    ///
    /// Keep it free of side effects: put navigation in ``perform(_:animated:)``.
    ///
    /// - Parameters:
    ///   - deepLink: The link.
    ///   - animated: Whether navigation should animate (false on cold start, typically).
    /// - Returns: The outcome.
    func handle(_ deepLink: DeepLink<Intent>, animated: Bool) -> DeepLinkHandling<Intent>

    /// Runs the navigation an outcome implies; called by the library right after ``handle(_:animated:)``.
    ///
    /// The default does nothing.
    ///
    /// - Parameters:
    ///   - handling: What `handle` returned.
    ///   - animated: Whether navigation should animate.
    func perform(_ handling: DeepLinkHandling<Intent>, animated: Bool)
}

extension DeepLinkHandler {
    /// Does nothing: handlers whose `handle` needs no navigation need not implement `perform`.
    ///
    /// - Parameters:
    ///   - handling: What `handle` returned.
    ///   - animated: Whether navigation should animate.
    public func perform(_ handling: DeepLinkHandling<Intent>, animated: Bool) {}

    /// Gives this handler a link: calls ``handle(_:animated:)``, stores the outcome, runs ``perform(_:animated:)``,
    /// reports it, and follows `.passedThrough` down the chain.
    ///
    /// A new link first supersedes the link this handler (or one below it in the chain) still has delayed: that
    /// link is reported as superseded and will not be completed.
    ///
    /// A chain longer than 64 handlers (a cycle in the screen graph, say) stops there: the handler that would go
    /// on rejects the link, with a reason that says so, instead of recursing until the stack overflows.
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
        supersedeDelayedLinks()
        return run(deepLink, animated: animated, resuming: false, depth: 1)
    }

    /// Runs again the link this handler delayed (its data has loaded, its tab is showing); does nothing when no
    /// link is delayed here.
    ///
    /// ```swift
    /// func subscriptionsDidLoad() {
    ///     completeDeepLinkHandling()
    /// }
    /// ```
    ///
    /// - Returns: The outcome at the end of the chain, or `nil` when nothing was delayed.
    @discardableResult
    public func completeDeepLinkHandling() -> DeepLinkHandling<Intent>? {
        guard case .delayed(let link, let animated) = deepLinkHandling else { return nil }
        return run(link, animated: animated, resuming: true, depth: 1)
    }

    /// Handles, stores, performs, reports and follows the chain; a resumed link is already in the trace here.
    fileprivate func run(
        _ deepLink: DeepLink<Intent>, animated: Bool, resuming: Bool, depth: Int
    ) -> DeepLinkHandling<Intent> {
        let name = String(describing: type(of: self))
        if !resuming { deepLink.trace?.enter(name) }
        var handling = handle(deepLink, animated: animated)
        if case .passedThrough(_, let link) = handling, depth >= deepLinkChainLimit {
            handling = .rejected(
                link, reason: "the handler chain is longer than \(deepLinkChainLimit) handlers; is there a cycle?")
        }
        deepLinkHandling = handling
        perform(handling, animated: animated)
        switch handling {
        case .opened(let link):
            link.trace?.record(.opened(by: name))
        case .rejected(let link, let reason):
            link.trace?.record(.rejected(by: name, reason: reason))
        case .delayed(let link, _):
            link.trace?.record(.delayed(by: name))
        case .passedThrough(let next, let link):
            link.trace?.record(.passedThrough(from: name, to: String(describing: type(of: next))))
            next.supersedeDelayedLinks()
            return next.run(link, animated: animated, resuming: false, depth: depth + 1)
        }
        return handling
    }

    /// Clears the delayed links left in this handler's part of the previous chain, reporting each as superseded.
    ///
    /// Follows at most `deepLinkChainLimit` handlers, so a cycle of `.passedThrough` states cannot recurse forever.
    fileprivate func supersedeDelayedLinks(depth: Int = 1) {
        guard depth <= deepLinkChainLimit else { return }
        switch deepLinkHandling {
        case .delayed(let link, _)?:
            deepLinkHandling = nil
            link.trace?.record(.superseded)
        case .passedThrough(let next, _)?:
            next.supersedeDelayedLinks(depth: depth + 1)
        default:
            break
        }
    }
}

/// How many handlers a link may pass through: a longer chain (a cycle in the screen graph, say) is stopped and
/// the link rejected, instead of recursing until the stack overflows.
let deepLinkChainLimit = 64
