import DeepLinks
import DeepLinksTesting
import Testing

/// `router.reachabilityReport()` and `expectEveryRouteReachable(_:)`: routes no link reaches, and examples their
/// routes do not open.
@Suite struct ReachabilityTests {
    /// Where a route of `router` was declared, as messages name it.
    func site<C, I>(_ router: DeepLinkRouter<C, I>, _ index: Int) -> String {
        "DeepLinksTestingTests/ReachabilityTests.swift:\(router.routes[index].line)"
    }

    @Test func theRecipeAppHasNoProblem() throws {
        let report = try makeRecipeRouter().reachabilityReport()
        #expect(report == RouteReport(routeCount: 8, problems: [], notes: []))
        #expect(report.passed)
        #expect(report.description == "No problem in 8 routes.")
    }

    /// Literal routes for the archive's highlights take every sample year: `/archive/:year` has no link at all,
    /// `/year/:year` still has one through its first pattern.
    func makeShadowedRouter() throws -> DeepLinkRouter<RecipeParam, RecipeIntent> {
        try DeepLinkRouter<RecipeParam, RecipeIntent> {
            Route("archive/42", "archive/7", "archive/2024", "y/42", "y/7", "y/2024") { _ in .highlights }
            Route("archive" / .year) { p in .archive(year: try p.int(.year)) }
            Route("year" / .year, "y" / .year) { p in .archive(year: try p.int(.year)) }
        }
    }

    @Test func aRouteTheLiteralRoutesShadowIsUnreachable() throws {
        let router = try makeShadowedRouter()
        let report = router.reachabilityReport()
        let kinds: [RouteProblem.Kind] = report.problems.map(\.kind)
        let expectedKinds: [RouteProblem.Kind] = [.unreachable, .shadowedPattern]
        #expect(kinds == expectedKinds)
        let routes: [Int] = report.problems.map(\.routeIndex)
        let expectedRoutes: [Int] = [1, 2]
        #expect(routes == expectedRoutes)
        let links: [String?] = report.problems.map(\.link)
        let noLinks: [String?] = [nil, nil]
        #expect(links == noLinks)
        let lines: [String] = report.problems.map(\.description)
        let expected: [String] = [
            "route /archive/:year (\(site(router, 1))): no link opens it: The link '/archive/2024' would open route "
                + "/archive/2024 (\(site(router, 0))), not route /archive/:year (\(site(router, 1))): a more specific "
                + "route takes it. Pass other parameters, or link to that route.",
            "route /year/:year (\(site(router, 2))): no link opens its pattern /y/:year: The link '/y/2024' would "
                + "open route /y/2024 (\(site(router, 0))), not route /y/:year (\(site(router, 2))): a more specific "
                + "route takes it. Pass other parameters, or link to that route.",
        ]
        #expect(lines == expected)
        #expect(report.notes == [])
        #expect(!report.passed)
    }

    @Test func aDeclaredExampleThatAnotherRouteTakesIsInvalid() throws {
        let router = try DeepLinkRouter<RecipeParam, RecipeIntent> {
            Route("recipe" / .recipeId, name: "recipe") { p in .recipe(id: try p.value(.recipeId)) }
                .example([.recipeId: "pancakes"])
                .example([.recipeId: "new"])
            Route("recipe/new", name: "newRecipe") { _ in .newRecipe }
        }
        let problems = router.reachabilityReport().problems
        let lines: [String] = problems.map(\.description)
        let expected: [String] = [
            "route 'recipe' (/recipe/:recipeId, \(site(router, 0))): invalid example: The link '/recipe/new' would "
                + "open route 'newRecipe' (/recipe/new, \(site(router, 1))), not route 'recipe' (/recipe/:recipeId, "
                + "\(site(router, 0))): a more specific route takes it. Pass other parameters, or link to that route."
        ]
        #expect(lines == expected)
        let kinds: [RouteProblem.Kind] = problems.map(\.kind)
        let expectedKinds: [RouteProblem.Kind] = [.invalidExample]
        #expect(kinds == expectedKinds)
    }

    /// Weeks run from 1 to 53, and the example says 60; a web fallback route takes what the handlers decline.
    @Test func aHandlerThatDeclinesItsExampleIsAProblem() throws {
        let router = try DeepLinkRouter<RecipeParam, RecipeIntent> {
            Route("subscription" / .subscriptionId / .weekId / "edit", name: "editWeek") { p in
                let week = try p.int(.weekId)
                guard (1...53).contains(week) else { return nil }
                return .editWeek(subscriptionId: try p.value(.subscriptionId), week: week)
            }
            .example([.subscriptionId: "sub-1", .weekId: "60"])
            Route("recipe" / .recipeId) { _ in nil }
                .example([.recipeId: "42"])
            RouteGroup("web") {
                Route(RoutePattern(.page)) { p in .web(page: try p.value(.page)) }
            }
            Route("recipe" / .page) { p in .web(page: try p.value(.page)) }
        }
        let problems = router.reachabilityReport().problems
        let lines: [String] = problems.map(\.description)
        let expected: [String] = [
            "route 'editWeek' (/subscription/:subscriptionId/:weekId/edit, \(site(router, 0))): its handler declined "
                + "its example /subscription/sub-1/60/edit: Every matching route declined "
                + "'/subscription/sub-1/60/edit': /subscription/:subscriptionId/:weekId/edit.",
            "route /recipe/:recipeId (\(site(router, 1))): its handler declined its example /recipe/42, which opened "
                + #"web(page: "42") through /recipe/*page"#,
        ]
        #expect(lines == expected)
        let kinds: [RouteProblem.Kind] = problems.map(\.kind)
        let expectedKinds: [RouteProblem.Kind] = [.declinedExample, .declinedExample]
        #expect(kinds == expectedKinds)
        let links: [String?] = problems.map(\.link)
        let expectedLinks: [String?] = ["/subscription/sub-1/60/edit", "/recipe/42"]
        #expect(links == expectedLinks)
    }

    /// The handler reads an optional query item with `try`, so a link without it is refused.
    @Test func aHandlerThatThrowsOnItsExampleIsAProblem() throws {
        let router = try DeepLinkRouter<RecipeParam, RecipeIntent> {
            Route("recipes", optional: .country, .limit) { p in
                .recipes(country: p[.country], limit: try p.int(.limit))
            }
            .example([.country: "FR", .limit: "7"])
            .example([.country: "FR"])
        }
        let problems = router.reachabilityReport().problems
        let lines: [String] = problems.map(\.description)
        let expected: [String] = [
            "route /recipes (\(site(router, 0))): its example /recipes?country=FR was refused: Route /recipes "
                + "refused '/recipes': parameter 'limit' is missing; the route gives no parameter, and country, limit "
                + "when the link carries them."
        ]
        #expect(lines == expected)
        let kinds: [RouteProblem.Kind] = problems.map(\.kind)
        let expectedKinds: [RouteProblem.Kind] = [.refusedExample]
        #expect(kinds == expectedKinds)
    }

    /// Made-up values may rightly be refused: an app that only knows numeric collection ids declines `example`,
    /// and one that reads its invite codes as numbers throws on it.
    @Test func sampleLinksAHandlerRefusesAreNotesNotProblems() throws {
        let router = try DeepLinkRouter<RecipeParam, RecipeIntent> {
            Route("collection" / .recipeId) { p in
                let id = try p.value(.recipeId)
                return id.allSatisfy(\.isNumber) ? .recipe(id: id) : nil
            }
            Route("invite" / .code) { p in .invite(code: String(try p.int(.code))) }
        }
        let report = router.reachabilityReport()
        #expect(report.problems == [])
        #expect(report.passed)
        let lines: [String] = report.notes.map(\.description)
        let expected: [String] = [
            "route /collection/:recipeId (\(site(router, 0))): its handler declined the sample link "
                + "/collection/example: Every matching route declined '/collection/example': /collection/:recipeId.",
            "route /invite/:code (\(site(router, 1))): the sample link /invite/example was refused: Route "
                + "/invite/:code refused '/invite/example': parameter 'code' is not an Int: 'example'.",
        ]
        #expect(lines == expected)
        let kinds: [RouteProblem.Kind] = report.notes.map(\.kind)
        let expectedKinds: [RouteProblem.Kind] = [.declinedExample, .refusedExample]
        #expect(kinds == expectedKinds)
        let description: [String] = report.description.split(separator: "\n").map(String.init)
        let expectedDescription: [String] =
            ["No problem in 2 routes.", "Notes (not failures):"] + expected.map { "- \($0)" }
        #expect(description == expectedDescription)
    }

    @Test func expectEveryRouteReachableRecordsNothingForTheRecipeApp() throws {
        let report = expectEveryRouteReachable(try makeRecipeRouter())
        #expect(report.passed)
    }

    @Test func expectEveryRouteReachableRecordsOneIssueListingEveryProblem() throws {
        let router = try makeShadowedRouter()
        var report: RouteReport?
        let issues = recordedIssues {
            report = expectEveryRouteReachable(router, sourceLocation: callSite)
        }
        let comments: [String] = issues.flatMap(\.commentText)
        let expected: [String] = [router.reachabilityReport().description]
        #expect(comments == expected)
        let first: String = comments.first ?? ""
        #expect(first.hasPrefix("2 problems in 3 routes:\n- route /archive/:year ("))
        #expect(issues.first?.sourceLocation == callSite)
        let count: Int? = report?.problems.count
        #expect(count == 2)
    }
}
