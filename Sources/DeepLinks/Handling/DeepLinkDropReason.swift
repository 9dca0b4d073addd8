/// Why the navigator gave up on a link that a handler had delayed: ``DeepLinkEvent/Kind/dropped(_:)``.
///
/// A dropped link is over: completing it later does nothing, so no screen the app has left behind navigates.
///
/// ```swift
/// navigator.onEvent = { event in
///     if case .dropped(let reason) = event.kind { logger.notice("\(event.path ?? "") dropped: \(reason)") }
/// }
/// ```
public enum DeepLinkDropReason: Sendable, Equatable, CustomStringConvertible {
    /// The user signed out while a link to an ``Authorized`` route waited: the next user may be someone else.
    case signedOut
    /// ``DeepLinkNavigator/root`` was replaced, set to `nil` or released while the link waited in its chain.
    case rootReplaced
    /// The handler that delayed the link was released (its screen closed), or no longer keeps the link.
    case handlerReleased

    /// One phrase for logs: `the user signed out`, `the root handler was replaced`,
    /// `the handler that delayed it was released`.
    ///
    /// ```swift
    /// DeepLinkDropReason.signedOut.description   // "the user signed out"
    /// ```
    public var description: String {
        switch self {
        case .signedOut: "the user signed out"
        case .rootReplaced: "the root handler was replaced"
        case .handlerReleased: "the handler that delayed it was released"
        }
    }
}
