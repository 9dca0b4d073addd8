import DeepLinks
import Testing

// Swift Testing wrappers: each runs its check and records one issue that lists everything it found, so one run
// shows every broken link and route. Each returns what it found, for further checks.

/// Expects every link of a table to open the intent beside it, recording one issue that lists every mismatch.
///
/// Links are read as `router.mismatches(for:)` reads them: a path when it starts with `/`, otherwise a URL; `nil`
/// means the link must open nothing. The issue's comment names each link, what was expected and what happened
/// instead, with the router's reason for a link that opened nothing.
///
/// ```swift
/// @Test func linksOpenTheirScreens() throws {
///     expectLinks(try makeRouter(), open: [
///         "bestrecipes://recipe/42": .recipe(id: "42"),
///         "https://bestrecipes.com/recipes?country=FR": .recipes(country: "FR", limit: nil),
///         "/orders": .orders,
///         "bestrecipes://nope": nil,
///     ])
/// }
/// // 1 of 4 links did not open what was expected:
/// // - /orders: expected orders, opened nothing: No route matches '/orders'.
/// ```
///
/// - Parameters:
///   - router: The app's router.
///   - table: Links and the intents they should open, in order; `nil` for a link that should open nothing.
///   - sourceLocation: Where the issue is reported; leave the default.
/// - Returns: The mismatches, in the table's order; empty when every link opened what it should.
@discardableResult
public func expectLinks<Component: DeepLinkPathComponent, Intent: Equatable>(
    _ router: DeepLinkRouter<Component, Intent>, open table: KeyValuePairs<String, Intent?>,
    sourceLocation: SourceLocation = #_sourceLocation
) -> [LinkMismatch<Intent>] {
    expectLinks(router, open: table.map { LinkExpectation($0.key, opens: $0.value) }, sourceLocation: sourceLocation)
}

/// Expects every link to open the intent its expectation gives, recording one issue that lists every mismatch.
///
/// ```swift
/// let expectations = ["42", "pancakes"].map { LinkExpectation("/recipe/\($0)", opens: RecipeIntent.recipe(id: $0)) }
/// expectLinks(router, open: expectations)
/// ```
///
/// - Parameters:
///   - router: The app's router.
///   - expectations: The links and what each should open.
///   - sourceLocation: Where the issue is reported; leave the default.
/// - Returns: The mismatches, in order; empty when every link opened what it should.
@discardableResult
public func expectLinks<Component: DeepLinkPathComponent, Intent: Equatable>(
    _ router: DeepLinkRouter<Component, Intent>, open expectations: [LinkExpectation<Intent>],
    sourceLocation: SourceLocation = #_sourceLocation
) -> [LinkMismatch<Intent>] {
    let mismatches = router.mismatches(for: expectations)
    if !mismatches.isEmpty {
        let count = expectations.count
        let lines =
            ["\(mismatches.count) of \(count) link\(count == 1 ? "" : "s") did not open what was expected:"]
            + mismatches.map { "- \($0)" }
        Issue.record(Comment(rawValue: lines.joined(separator: "\n")), sourceLocation: sourceLocation)
    }
    return mismatches
}
