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

/// Expects every route to be reachable and to open its declared examples, recording one issue that lists every
/// problem.
///
/// The check is `router.reachabilityReport()`'s: a route that no link reaches (more specific routes take every
/// sample link), a pattern shadowed so, a declared example that does not select its route, or whose handler
/// declines or refuses it. Notes (sample links a handler refused) are not recorded: read them from the returned
/// report.
///
/// ```swift
/// @Test func everyRouteIsReachable() throws {
///     expectEveryRouteReachable(try makeRouter())
/// }
/// ```
///
/// - Parameters:
///   - router: The app's router.
///   - sourceLocation: Where the issue is reported; leave the default.
/// - Returns: The report, notes included.
@discardableResult
public func expectEveryRouteReachable<Component: DeepLinkPathComponent, Intent>(
    _ router: DeepLinkRouter<Component, Intent>, sourceLocation: SourceLocation = #_sourceLocation
) -> RouteReport {
    record(router.reachabilityReport(), sourceLocation: sourceLocation)
}

/// Expects every named route's links and every reversible route's intents to make the round trip, recording one
/// issue that lists every problem.
///
/// The check is `router.roundTripReport()`'s: links built from a route's name open it, and an intent turned back
/// into a link opens again. This form, for intents that are not `Equatable`, cannot check that the intent is the
/// same.
///
/// ```swift
/// expectRoundTrips(try makeRouter())
/// ```
///
/// - Parameters:
///   - router: The app's router.
///   - sourceLocation: Where the issue is reported; leave the default.
/// - Returns: The report, notes included.
@discardableResult
public func expectRoundTrips<Component: DeepLinkPathComponent, Intent>(
    _ router: DeepLinkRouter<Component, Intent>, sourceLocation: SourceLocation = #_sourceLocation
) -> RouteReport {
    record(router.roundTripReport(), sourceLocation: sourceLocation)
}

/// Expects every named route's links and every reversible route's intents to make the round trip, to the same
/// intent, recording one issue that lists every problem.
///
/// The check is `router.roundTripReport()`'s: links built from a route's name open it, and an intent turned back
/// into a link opens an equal intent.
///
/// ```swift
/// @Test func linksRoundTrip() throws {
///     expectRoundTrips(try makeRouter())
/// }
/// ```
///
/// - Parameters:
///   - router: The app's router.
///   - sourceLocation: Where the issue is reported; leave the default.
/// - Returns: The report, notes included.
@discardableResult
public func expectRoundTrips<Component: DeepLinkPathComponent, Intent: Equatable>(
    _ router: DeepLinkRouter<Component, Intent>, sourceLocation: SourceLocation = #_sourceLocation
) -> RouteReport {
    record(router.roundTripReport(), sourceLocation: sourceLocation)
}

/// Records the report's problems as one issue, when it has any.
private func record(_ report: RouteReport, sourceLocation: SourceLocation) -> RouteReport {
    if !report.passed {
        Issue.record(Comment(rawValue: report.description), sourceLocation: sourceLocation)
    }
    return report
}
