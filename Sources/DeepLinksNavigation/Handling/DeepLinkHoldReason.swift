import DeepLinks

/// Why the navigator holds a link instead of delivering it.
///
/// The navigator reports the reason with ``DeepLinkEvent/Kind/held(_:)``, and again whenever it changes (the user
/// signed in but the root handler is gone, say).
///
/// ```swift
/// if case .held(_, let reason) = navigator.open(.url(url), animated: true) {
///     logger.info("held: \(reason)")   // held: waiting for authorization, onboarded
/// }
/// ```
public enum DeepLinkHoldReason: Sendable, Hashable, CustomStringConvertible {
    /// Gates of the link's route are closed (`Requires`, `Authorized`): these, by name. Delivered once the app
    /// opens all of them (``DeepLinkNavigator/gateDidChange(_:isOpen:)``).
    case waitingForGates([DeepLinkGate])
    /// No root handler is set yet (cold start) and no subscriber of ``DeepLinkNavigator/links(where:)`` took the
    /// link: delivered when a root is set, or given to the next subscriber whose filter takes it.
    case waitingForRoot
    /// Subscribers of ``DeepLinkNavigator/links(where:)`` received the link and none has claimed it yet (an app
    /// without a root handler, whose coordinators listen): it ends when one claims it, a root opens it, or a newer
    /// link supersedes it.
    case waitingForClaim
    /// A root handler was set, but nothing else kept it and it was released: ``DeepLinkNavigator/root`` is weak,
    /// so the app must keep a strong reference to its root. Delivered when a root is set again.
    case rootReleased

    /// The link waits for the user to sign in, and for no other gate: `.waitingForGates([.authorization])`.
    ///
    /// ```swift
    /// navigator.heldLink?.reason == .waitingForAuthorization
    /// ```
    public static var waitingForAuthorization: DeepLinkHoldReason { .waitingForGates([.authorization]) }

    /// One phrase for logs: `waiting for authorization, onboarded`, `waiting for the root handler or a subscriber`,
    /// `waiting for a subscriber to claim it`, or the advice to keep a strong reference to the root.
    ///
    /// ```swift
    /// DeepLinkHoldReason.waitingForAuthorization.description   // "waiting for authorization"
    /// ```
    public var description: String {
        switch self {
        case .waitingForGates(let gates): "waiting for \(gates.phrase)"
        case .waitingForRoot: "waiting for the root handler or a subscriber"
        case .waitingForClaim: "waiting for a subscriber to claim it"
        case .rootReleased:
            "the root handler set on the navigator was released; keep a strong reference to it"
        }
    }
}
