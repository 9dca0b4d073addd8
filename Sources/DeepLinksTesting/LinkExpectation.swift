import DeepLinks

/// A link and the intent it should open, or `nil` when no route should open it.
///
/// The link is text, read as the app receives it: a path of the app's own when it starts with `/`
/// (`DeepLinkRouter.match(.path())`), otherwise a URL: a custom-scheme link (`bestrecipes://recipe/42`) or a universal
/// link (`https://bestrecipes.com/recipe/42`), with the router's scheme and host filters.
///
/// Most tests write a table literal instead, which becomes expectations in order:
///
/// ```swift
/// let mismatches = router.mismatches(for: [
///     "bestrecipes://recipe/42": .recipe(id: "42"),
///     "/recipes?country=FR": .recipes(country: "FR", limit: nil),
///     "bestrecipes://nope": nil,
/// ])
/// ```
///
/// Build an array of them when the table is computed:
///
/// ```swift
/// let expectations = ids.map { LinkExpectation("bestrecipes://recipe/\($0)", opens: RecipeIntent.recipe(id: $0)) }
/// #expect(router.mismatches(for: expectations).isEmpty)
/// ```
public struct LinkExpectation<Intent: Equatable> {
    /// The link: a path starting with `/`, or a URL.
    public let link: String
    /// The intent the link should open; `nil` when no route should open it.
    public let intent: Intent?

    /// Expects `link` to open `intent`, or, when `intent` is `nil`, to open nothing.
    ///
    /// ```swift
    /// LinkExpectation("bestrecipes://recipe/42", opens: RecipeIntent.recipe(id: "42"))
    /// LinkExpectation<RecipeIntent>("bestrecipes://nope", opens: nil)
    /// ```
    ///
    /// - Parameters:
    ///   - link: A path starting with `/`, or a URL.
    ///   - intent: The intent it should open, or `nil` for none.
    public init(_ link: String, opens intent: Intent?) {
        self.link = link
        self.intent = intent
    }
}

extension LinkExpectation: Equatable {}
extension LinkExpectation: Hashable where Intent: Hashable {}
extension LinkExpectation: Sendable where Intent: Sendable {}

extension LinkExpectation: CustomStringConvertible {
    /// One line: `bestrecipes://recipe/42 opens recipe(id: "42")`, or `bestrecipes://nope opens nothing`.
    public var description: String {
        "\(link) opens " + (intent.map { String(describing: $0) } ?? "nothing")
    }
}
