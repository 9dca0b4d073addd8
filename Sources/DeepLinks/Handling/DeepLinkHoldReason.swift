/// Why the navigator holds a link instead of delivering it.
///
/// The navigator reports the reason with ``DeepLinkEvent/Kind/held(_:)``.
///
/// ```swift
/// if case .held(_, let reason) = navigator.open(url, animated: true) {
///     logger.info("waiting: \(reason)")   // waiting: waiting for authorization
/// }
/// ```
public enum DeepLinkHoldReason: Sendable, Equatable, CustomStringConvertible {
    /// No root handler is set yet (cold start): delivered when it is.
    case waitingForRoot
    /// The route is ``Authorized`` and the user is not signed in: delivered after sign-in.
    case waitingForAuthorization

    /// One phrase for logs: `waiting for the root handler` or `waiting for authorization`.
    ///
    /// ```swift
    /// DeepLinkHoldReason.waitingForAuthorization.description   // "waiting for authorization"
    /// ```
    public var description: String {
        switch self {
        case .waitingForRoot: "waiting for the root handler"
        case .waitingForAuthorization: "waiting for authorization"
        }
    }
}
