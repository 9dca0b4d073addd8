import DeepLinks

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Why the navigator gave up on a link: ``DeepLinkEvent/Kind/dropped(_:)``.
///
/// A dropped link is over: completing it later does nothing, so no screen the app has left behind navigates.
///
/// ```swift
/// navigator.onEvent = { event in
///     if case .dropped(let reason) = event.kind { logger.notice("\(event.path ?? "") dropped: \(reason)") }
/// }
/// ```
public enum DeepLinkDropReason: Sendable, Hashable, CustomStringConvertible {
    /// The gate closed (the user signed out) while a handler had a link to a route behind it delayed, or a
    /// subscriber had it claimed: whoever opens the gate next may be someone else.
    case gateClosed(DeepLinkGate)
    /// ``DeepLinkNavigator/root`` was replaced, set to `nil` or released while the link waited in its chain.
    case rootReplaced
    /// The handler that delayed the link was released (its screen closed), or no longer keeps the link.
    case handlerReleased
    /// The subscriber that claimed the link let go of its ``DeepLinkClaim`` without saying what it did.
    case claimReleased
    /// A restored link (``DeepLinkNavigator/restore(_:maxAge:animated:fromTrustedStore:)``) was received `age`
    /// seconds ago, more than the `limit` the app set (or, with a negative age, in the future).
    case stale(age: TimeInterval, limit: TimeInterval)
    /// A restored snapshot names a door its text cannot have come through: `claimed` is its saved door, `text` the
    /// door its text implies (a `myapp://` link saved as a universal link, an `https` link saved as a custom-scheme
    /// link, a path saved as a URL door). Someone other than the navigator wrote it; it is not opened.
    case doorContradicted(claimed: LinkSource, text: LinkSource)
    /// Nothing here could take the link (no root, and no subscriber's filter took it) while link number
    /// `waiting` waits for the subscriber it was given to: the link someone can open wins, and this one ends.
    case noTaker(waiting: Int)

    /// The user signed out: `.gateClosed(.authorization)`.
    ///
    /// ```swift
    /// if case .dropped(.signedOut) = event.kind { showSignedOutBanner() }
    /// ```
    public static var signedOut: DeepLinkDropReason { .gateClosed(.authorization) }

    /// One phrase for logs: `the user signed out`, `the gate onboarded closed`, `the root handler was replaced`,
    /// `the handler that delayed it was released`, `the subscriber that claimed it let go of the claim`,
    /// `restored 7200 s after it was received; the limit is 3600 s`.
    ///
    /// ```swift
    /// DeepLinkDropReason.signedOut.description   // "the user signed out"
    /// ```
    public var description: String {
        switch self {
        case .gateClosed(.authorization): "the user signed out"
        case .gateClosed(let gate): "the gate \(LogText.escaped(gate.name)) closed"
        case .rootReplaced: "the root handler was replaced"
        case .handlerReleased: "the handler that delayed it was released"
        case .claimReleased: "the subscriber that claimed it let go of the claim without reporting"
        case .stale(let age, let limit) where age < 0:
            "restored with a date \(LogText.seconds(-age)) s in the future; the limit is \(LogText.seconds(limit)) s"
        case .stale(let age, let limit):
            "restored \(LogText.seconds(age)) s after it was received; the limit is \(LogText.seconds(limit)) s"
        case .doorContradicted(let claimed, let text):
            "its snapshot names the \(claimed) door, which "
                + (text == .customScheme ? "a custom-scheme URL" : text == .universalLink ? "an http(s) URL" : "a path")
                + " cannot come through"
        case .noTaker(let waiting):
            "no root and no subscriber takes it, while link #\(waiting) waits for the subscriber it was given to"
        }
    }
}
