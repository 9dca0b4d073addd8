/// Why the navigator holds a link instead of delivering it.
///
/// The navigator reports the reason with ``DeepLinkEvent/Kind/held(_:)``, and again whenever it changes (the user
/// signed in but the root handler is gone, say).
///
/// ```swift
/// if case .held(_, let reason) = navigator.open(.url(url), animated: true) {
///     logger.info("waiting: \(reason)")   // waiting: waiting for authorization
/// }
/// ```
public enum DeepLinkHoldReason: Sendable, Equatable, CustomStringConvertible {
    /// No root handler is set yet (cold start): delivered when it is.
    case waitingForRoot
    /// The route is ``Authorized`` and the user is not signed in: delivered after sign-in.
    case waitingForAuthorization
    /// A root handler was set, but nothing else kept it and it was released: ``DeepLinkNavigator/root`` is weak,
    /// so the app must keep a strong reference to its root. Delivered when a root is set again.
    case rootReleased

    /// One phrase for logs: `waiting for the root handler`, `waiting for authorization`, or the advice to keep a
    /// strong reference to the root.
    ///
    /// ```swift
    /// DeepLinkHoldReason.waitingForAuthorization.description   // "waiting for authorization"
    /// ```
    public var description: String {
        switch self {
        case .waitingForRoot: "waiting for the root handler"
        case .waitingForAuthorization: "waiting for authorization"
        case .rootReleased:
            "the root handler set on the navigator was released; keep a strong reference to it"
        }
    }
}
