import DeepLinks

/// A link that did not open what its ``LinkExpectation`` said: what was expected and what happened instead.
///
/// ```swift
/// for mismatch in router.mismatches(for: ["bestrecipes://recipe/42": .recipe(id: "43")]) {
///     print(mismatch)
///     // bestrecipes://recipe/42: expected recipe(id: "43"), opened recipe(id: "42") through /recipe/:recipeId
/// }
/// ```
public struct LinkMismatch<Intent: Equatable> {
    /// What the router did with the link.
    public enum Outcome {
        /// A route opened it: the link the router matched, with its intent and pattern.
        case opened(DeepLink<Intent>)
        /// No route opened it, for this reason (no route, declined by every handler, refused by one, …).
        case missed(DeepLinkError)
        /// The text is neither a path nor a URL, so it never reached the router.
        case unreadable(LinkTextError)
    }

    /// The expectation that was not met.
    public let expectation: LinkExpectation<Intent>
    /// What happened instead.
    public let outcome: Outcome

    /// Creates a mismatch; `router.mismatches(for:)` makes them.
    ///
    /// ```swift
    /// let mismatch = LinkMismatch(expectation: LinkExpectation("/home", opens: RecipeIntent.home), outcome: .missed(error))
    /// ```
    ///
    /// - Parameters:
    ///   - expectation: The expectation that was not met.
    ///   - outcome: What happened instead.
    public init(expectation: LinkExpectation<Intent>, outcome: Outcome) {
        self.expectation = expectation
        self.outcome = outcome
    }

    /// The link, as the expectation gave it.
    public var link: String { expectation.link }

    /// The intent the link opened, if any.
    public var openedIntent: Intent? {
        if case .opened(let link) = outcome { link.intent } else { nil }
    }
}

extension LinkMismatch.Outcome: Equatable {}
extension LinkMismatch.Outcome: Sendable where Intent: Sendable {}
extension LinkMismatch: Equatable {}
extension LinkMismatch: Sendable where Intent: Sendable {}

extension LinkMismatch: CustomStringConvertible {
    /// One line: the link, what was expected, and what happened, with the router's reason for a miss.
    ///
    /// ```
    /// bestrecipes://recipe/42: expected recipe(id: "43"), opened recipe(id: "42") through /recipe/:recipeId
    /// bestrecipes://recipes: expected recipes(country: nil, limit: nil), opened nothing: No route matches '/recipes'.
    /// /recipe/new: expected nothing, opened newRecipe through /recipe/new
    /// ```
    public var description: String {
        let expected = expectation.intent.map { String(describing: $0) } ?? "nothing"
        let happened: String
        switch outcome {
        case .opened(let link):
            happened = "opened \(link.intent) through \(link.pattern)"
        case .missed(let error):
            // A test's own links: the values help, and nothing here reaches an app's logs.
            happened = "opened nothing: \(error.unredactedDescription)"
        case .unreadable(let error):
            happened = "opened nothing: \(error)"
        }
        return "\(expectation.link): expected \(expected), \(happened)"
    }
}
