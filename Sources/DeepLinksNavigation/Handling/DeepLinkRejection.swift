import DeepLinks

/// Why a handler rejected a link, in plain words: the error behind ``DeepLinkHandling/rejected(_:reason:effect:)``.
///
/// Handlers that have a typed error pass it with ``DeepLinkHandling/rejected(_:error:effect:)``; handlers that only
/// have a sentence pass the sentence, and the library wraps it in a `DeepLinkRejection`. The library rejects with
/// one too, when the handler chain is too long, the next handler is not available, or the link was already
/// handled (``alreadyHandled``). Its description is the text.
///
/// ```swift
/// let handling = DeepLinkHandling.rejected(link, reason: "no such subscription")
/// handling.error as? DeepLinkRejection   // DeepLinkRejection("no such subscription")
/// handling.reason                        // "no such subscription"
/// ```
public struct DeepLinkRejection: Error, Sendable, Equatable, CustomStringConvertible {
    /// The reason, as the handler wrote it.
    ///
    /// ```swift
    /// DeepLinkRejection("no such subscription").description   // "no such subscription"
    /// ```
    public let description: String

    /// Creates a rejection from a sentence.
    ///
    /// ```swift
    /// throw DeepLinkRejection("this link needs a newer version of the app")
    /// ```
    ///
    /// - Parameter reason: The reason, for logs and events.
    public init(_ reason: String) {
        self.description = reason
    }

    /// The chain went on past ``deepLinkChainLimit`` handlers: there is a cycle in the screen graph, most likely.
    static let chainTooLong = DeepLinkRejection(
        "the handler chain is longer than \(deepLinkChainLimit) handlers; is there a cycle?")

    /// The link was already handled when ``DeepLinkHandler/open(_:animated:)`` got it.
    ///
    /// It ended (opened, rejected, superseded, unmatched or dropped), or another handler has it (delayed, or taken
    /// with ``DeepLinkNavigator/claim(_:by:)``). The handler does not see such a link, and no event is reported.
    ///
    /// ```swift
    /// for await link in navigator.links() {
    ///     let handling = recipeScreen.open(link, animated: true)
    ///     if handling.error as? DeepLinkRejection == .alreadyHandled { continue }   // the root opened it first
    /// }
    /// ```
    public static let alreadyHandled = DeepLinkRejection(
        "the link was already handled: it has ended, or another handler has it")

    /// The link waits for a gate of its route to open when ``DeepLinkHandler/open(_:animated:)`` gets it.
    ///
    /// A subscriber read it after the user signed out, say. The handler does not see it, and no event is reported;
    /// the navigator delivers or publishes it again once its gates open.
    ///
    /// ```swift
    /// if screen.open(link, animated: true).error as? DeepLinkRejection == .waitingForGates { return }
    /// ```
    public static let waitingForGates = DeepLinkRejection(
        "the link waits for a gate of its route to open; the navigator gives it out again then")

    /// A `.passedThrough` closure returned `nil`: the screen that should take the link is gone.
    static let nextHandlerUnavailable = DeepLinkRejection("the next handler is not available")
}
