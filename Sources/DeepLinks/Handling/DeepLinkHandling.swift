/// What a handler did with a link: the outcome ``DeepLinkHandler/handle(_:animated:)`` returns.
///
/// ```swift
/// func handle(_ link: DeepLink<Intent>, animated: Bool) -> DeepLinkHandling<Intent> {
///     switch link.intent {
///     case .showRecipe: .opened(link)
///     case .editMenu where subscriptions == nil: .delayed(link, animated: animated)   // load first
///     case .editMenu: .passedThrough(to: myMenuScreen, link)
///     default: .rejected(link, reason: "not on this screen")
///     }
/// }
/// ```
public enum DeepLinkHandling<Intent> {
    /// The handler showed what the link asks for.
    case opened(DeepLink<Intent>)
    /// The handler cannot show it; the reason feeds logs and tracking.
    case rejected(DeepLink<Intent>, reason: String?)
    /// The handler needs more data or a view first; ``DeepLinkHandler/completeDeepLinkHandling()`` runs it again.
    case delayed(DeepLink<Intent>, animated: Bool)
    /// The next handler down the screen graph takes it; the chain calls its ``DeepLinkHandler/open(_:animated:)``.
    case passedThrough(to: any DeepLinkHandler<Intent>, DeepLink<Intent>)

    /// The link this outcome is about.
    ///
    /// ```swift
    /// handling.deepLink.path  // "/recipe/42"
    /// ```
    public var deepLink: DeepLink<Intent> {
        switch self {
        case .opened(let link), .rejected(let link, _), .delayed(let link, _), .passedThrough(_, let link): link
        }
    }
}

extension DeepLinkHandling: CustomStringConvertible {
    /// One line for logs: `Opened deep link /recipe/42 → showRecipe(recipeId: "42")`,
    /// `Rejected deep link /subscription/x for reason: no such subscription`.
    public var description: String {
        switch self {
        case .opened(let link):
            "Opened deep link \(link.path) → \(link.intent)"
        case .rejected(let link, let reason):
            "Rejected deep link \(link.path)" + (reason.map { " for reason: \($0)" } ?? "")
        case .delayed(let link, let animated):
            "Delayed deep link \(link.path)\(animated ? " (animated)" : "")"
        case .passedThrough(let handler, let link):
            "Passed deep link \(link.path) through to \(type(of: handler))"
        }
    }
}
