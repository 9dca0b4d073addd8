import DeepLinks
import DeepLinksTools

extension DeepLinkRouter where Intent: Equatable {
    /// Opens every link of a table and returns each that did not open the intent given beside it.
    ///
    /// Each link is read as the app receives it: a path when it starts with `/`, otherwise a URL (custom scheme or
    /// universal link, through the router's scheme and host filters). A link whose intent is `nil` must open
    /// nothing. Every link is checked, so one run shows every mismatch, each with what happened instead: the intent
    /// it opened and through which pattern, or the router's reason for opening nothing. Text that is neither a path
    /// nor a URL is always a mismatch (``LinkMismatch/Outcome/unreadable(_:)``), even when it should open nothing: it
    /// never reached the router, so the line tests nothing.
    ///
    /// It records nothing: use it with XCTest (`XCTAssertEqual(mismatches, [])`), or see
    /// `expectLinks(_:open:sourceLocation:)` for Swift Testing.
    ///
    /// ```swift
    /// let mismatches = router.mismatches(for: [
    ///     "bestrecipes://recipe/42": .recipe(id: "42"),
    ///     "https://bestrecipes.com/recipes?limit=7": .recipes(country: nil, limit: 7),
    ///     "/orders": .orders,
    ///     "bestrecipes://nope": nil,
    /// ])
    /// #expect(mismatches.map(\.description) == [])
    /// ```
    ///
    /// - Parameter table: Links and the intents they should open, in order; `nil` for a link that should open
    ///   nothing. A link may appear more than once.
    /// - Returns: The mismatches, in the table's order; empty when every link opened what it should.
    public func mismatches(for table: KeyValuePairs<String, Intent?>) -> [LinkMismatch<Intent>] {
        mismatches(for: table.map { LinkExpectation($0.key, opens: $0.value) })
    }

    /// Opens every expectation's link and returns each that did not open the expected intent.
    ///
    /// The same check as the table form, for expectations built in code.
    ///
    /// ```swift
    /// let expectations = ["42", "pancakes"].map { LinkExpectation("/recipe/\($0)", opens: RecipeIntent.recipe(id: $0)) }
    /// #expect(router.mismatches(for: expectations).isEmpty)
    /// ```
    ///
    /// - Parameter expectations: The links and what each should open.
    /// - Returns: The mismatches, in order; empty when every link opened what it should.
    public func mismatches(for expectations: [LinkExpectation<Intent>]) -> [LinkMismatch<Intent>] {
        expectations.compactMap { expectation -> LinkMismatch<Intent>? in
            guard let text = LinkText(expectation.link) else {
                return LinkMismatch(
                    expectation: expectation, outcome: .unreadable(LinkTextError(text: expectation.link)))
            }
            let outcome: LinkMismatch<Intent>.Outcome
            let result =
                switch text {
                case .path(let path): resolve(.path(path))
                case .url(let url): resolve(.url(url))
                }
            switch result {
            case .success(let link):
                guard link.intent != expectation.intent else { return nil }
                outcome = .opened(link)
            case .failure(let error):
                guard expectation.intent != nil else { return nil }
                outcome = .missed(error)
            }
            return LinkMismatch(expectation: expectation, outcome: outcome)
        }
    }
}
