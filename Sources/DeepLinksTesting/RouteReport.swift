/// What a check of every route found: problems, which fail the check, and notes, which do not.
///
/// `router.reachabilityReport()` and `router.roundTripReport()` make one; `expectEveryRouteReachable(_:)` and
/// `expectRoundTrips(_:)` record its problems as a test issue.
///
/// Notes are what the check could not hold against the route: a sample value (`example`, `42`) that the route's
/// handler declined or refused. A handler may rightly refuse made-up values, so that is not a failure; declare a
/// real example with `Route.example(_:)` and the check holds the route to it.
///
/// ```swift
/// let report = router.reachabilityReport()
/// #expect(report.problems.isEmpty, "\(report)")
/// print(report)
/// // 1 problem in 9 routes:
/// // - route /year/:weekId (RecipeApp/Routes.swift:40): no link opens it: …
/// ```
public struct RouteReport: Hashable, Sendable, CustomStringConvertible {
    /// How many routes were checked.
    public let routeCount: Int
    /// What fails the check, in route order.
    public let problems: [RouteProblem]
    /// What does not: sample links a handler declined or refused, whose checks were skipped.
    public let notes: [RouteProblem]

    /// Creates a report; `router.reachabilityReport()` and `router.roundTripReport()` make them.
    ///
    /// ```swift
    /// let report = RouteReport(routeCount: 9, problems: [], notes: [])
    /// report.description   // "No problem in 9 routes."
    /// ```
    ///
    /// - Parameters:
    ///   - routeCount: How many routes were checked.
    ///   - problems: What fails the check.
    ///   - notes: What does not.
    public init(routeCount: Int, problems: [RouteProblem], notes: [RouteProblem]) {
        self.routeCount = routeCount
        self.problems = problems
        self.notes = notes
    }

    /// Whether the check passed: there is no problem (there may be notes).
    public var passed: Bool { problems.isEmpty }

    /// The report for people: a summary line, one line per problem, then the notes.
    ///
    /// ```
    /// 2 problems in 9 routes:
    /// - route /year/:weekId (App/Routes.swift:40): no link opens it: …
    /// - route 'editWeek' (/subscription/:subscriptionId/:weekId/edit, App/Routes.swift:31): its handler declined …
    /// Notes (not failures):
    /// - route 'recipe' (/recipe/:recipeId, App/Routes.swift:12): its handler declined the sample link …
    /// ```
    public var description: String {
        let routes = "\(routeCount) route\(routeCount == 1 ? "" : "s")"
        var lines: [String]
        if problems.isEmpty {
            lines = ["No problem in \(routes)."]
        } else {
            lines = ["\(problems.count) problem\(problems.count == 1 ? "" : "s") in \(routes):"]
            lines += problems.map { "- \($0)" }
        }
        if !notes.isEmpty {
            lines.append("Notes (not failures):")
            lines += notes.map { "- \($0)" }
        }
        return lines.joined(separator: "\n")
    }
}
