import DeepLinksNavigation

/// A root handler for tests: it records every link the navigator gives it and opens, rejects or delays each as
/// told.
///
/// ``RecordingNavigator`` sets one as the navigator's root; tell it what to do with ``decide``, and complete a link
/// it delayed with ``RecordingNavigator/completeDelayedLink(with:)``.
///
/// ```swift
/// let app = RecordingNavigator(router: router)
/// app.root.decide = { intent in intent == .orders ? .delay : .open }
/// try app.open("bestrecipes://orders")
/// app.root.handledLinks.map(\.path)   // ["/orders"]
/// app.root.deepLinkHandling?.kind     // .delayed
/// ```
@MainActor
public final class RecordingRoot<Intent>: DeepLinkHandler {
    /// What the root does with a link.
    public enum Decision: Hashable, Sendable {
        /// Open it: the link ends as opened by `RecordingRoot`.
        case open
        /// Reject it, with this reason (or none).
        case reject(reason: String?)
        /// Delay it, until `completeDelayedLink(with:)`.
        case delay
    }

    /// The root's state, kept by the library (see `DeepLinkHandler.deepLinkHandling`).
    public var deepLinkHandling: DeepLinkHandling<Intent>?

    /// What the root does with each link, from its intent; opens every link unless told otherwise.
    ///
    /// ```swift
    /// root.decide = { intent in intent == .orders ? .reject(reason: "closed today") : .open }
    /// ```
    public var decide: @MainActor (Intent) -> Decision

    /// Every link the navigator gave the root, in order, a completed delayed link again.
    ///
    /// ```swift
    /// root.handledLinks.map(\.path)   // ["/orders", "/orders"]: delayed, then completed
    /// ```
    public private(set) var handledLinks: [DeepLink<Intent>] = []

    /// The links the root opened, in order: each when the library ran the opening step.
    ///
    /// ```swift
    /// root.openedLinks.map(\.pattern)   // ["/recipe/:recipeId"]
    /// ```
    public private(set) var openedLinks: [DeepLink<Intent>] = []

    /// The decision for the next link only, set by a completion.
    private var nextDecision: Decision?

    /// Creates a root that decides with `decide`.
    ///
    /// ```swift
    /// let root = RecordingRoot<RecipeIntent> { intent in intent == .orders ? .reject(reason: "closed") : .open }
    /// ```
    ///
    /// - Parameter decide: What to do with each link, from its intent; by default, open it.
    public init(decide: @escaping @MainActor (Intent) -> Decision = { _ in .open }) {
        self.decide = decide
    }

    /// Records the link and answers as ``decide`` says (or as the completion in progress says).
    ///
    /// ```swift
    /// let handling = root.handle(link, animated: false)   // .opened, unless `decide` says otherwise
    /// ```
    ///
    /// - Parameters:
    ///   - deepLink: The link.
    ///   - animated: Whether navigation should animate.
    /// - Returns: The decision, as a handling outcome; opening records the link in ``openedLinks`` when the library
    ///   runs the step.
    public func handle(_ deepLink: DeepLink<Intent>, animated: Bool) -> DeepLinkHandling<Intent> {
        handledLinks.append(deepLink)
        let decision = nextDecision ?? decide(deepLink.intent)
        nextDecision = nil
        switch decision {
        case .open:
            return .opened(deepLink) { _ in self.openedLinks.append(deepLink) }
        case .reject(let reason):
            return .rejected(deepLink, reason: reason)
        case .delay:
            return .delayed(deepLink, animated: animated)
        }
    }

    /// Runs the delayed link again, deciding it with `decision` this time.
    ///
    /// - Parameter decision: What to do with the link now.
    /// - Returns: The outcome, or `nil` when no link is pending here.
    func complete(with decision: Decision) -> DeepLinkHandling<Intent>? {
        nextDecision = decision
        defer { nextDecision = nil }
        return completeDeepLinkHandling()
    }
}
