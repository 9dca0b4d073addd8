import DeepLinks
import DeepLinksTesting
import Foundation
import Testing

/// `router.roundTripReport()` and `expectRoundTrips(_:)`: links built from names and from intents open what they
/// should.
@Suite struct RoundTripTests {
    /// Where a route of `router` was declared, as messages name it.
    func site<C, I>(_ router: DeepLinkRouter<C, I>, _ index: Int) -> String {
        "DeepLinksTestingTests/RoundTripTests.swift:\(router.routes[index].line)"
    }

    @Test func theRecipeAppRoundTrips() throws {
        let report = try makeRecipeRouter().roundTripReport()
        #expect(report == RouteReport(routeCount: 8, problems: [], notes: []))
    }

    /// A featured recipe's short link `/r/example` is a literal route: the recipe named `example` gets its links
    /// from the second pattern only, but links by name and from intents use the first.
    @Test func aLinkByNameThatAnotherRouteTakesFails() throws {
        let router = try DeepLinkRouter<RecipeParam, RecipeIntent>(schemes: ["bestrecipes"]) {
            Route("r" / .recipeId, "recipe" / .recipeId, name: "recipe") { p in
                .recipe(id: try p.value(.recipeId))
            } reverse: { intent in
                guard case .recipe(let id) = intent else { return nil }
                return [.recipeId: id]
            }
            Route("r/example", name: "featured") { _ in .highlights }
        }
        let problems = router.roundTripReport().problems
        let taken =
            "The link '/r/example' would open route 'featured' (/r/example, \(site(router, 1))), not route 'recipe' "
            + "(/r/:recipeId, \(site(router, 0))): a more specific route takes it. Pass other parameters, or link to "
            + "that route."
        let lines: [String] = problems.map(\.description)
        let expected: [String] = [
            #"route 'recipe' (/r/:recipeId, \#(site(router, 0))): router.path(for: .route("recipe", parameters: "#
                + #"[recipeId: "example"])) failed: \#(taken)"#,
            #"route 'recipe' (/r/:recipeId, \#(site(router, 0))): router.path(for: .intent(recipe(id: "example"))) failed: "#
                + taken,
        ]
        #expect(lines == expected)
        let kinds: [RouteProblem.Kind] = problems.map(\.kind)
        let expectedKinds: [RouteProblem.Kind] = [.linkByNameFailed, .intentNotReversed]
        #expect(kinds == expectedKinds)
        let links: [String?] = problems.map(\.link)
        let expectedLinks: [String?] = ["/recipe/example", "/recipe/example"]
        #expect(links == expectedLinks)
    }

    /// Copy and paste: the search route's reverse looks for a recipe; the recipes route's forgets the limit.
    @Test func aReverseThatMissesOrChangesItsIntentFails() throws {
        let router = try DeepLinkRouter<RecipeParam, RecipeIntent>(schemes: ["bestrecipes"], hosts: ["bestrecipes.com"])
        {
            Route("search", name: "search", query: .query) { p in
                .search(query: try p.value(.query))
            } reverse: { intent in
                guard case .recipe(let query) = intent else { return nil }
                return [.query: query]
            }
            Route("recipes", name: "recipes", optional: .country, .limit) { p in
                .recipes(country: p[.country], limit: try? p.int(.limit))
            } reverse: { intent in
                guard case .recipes(let country, _) = intent else { return nil }
                var parameters: [RecipeParam: String] = [:]
                parameters[.country] = country
                return parameters
            }
            .example([.country: "FR", .limit: "7"])
        }
        let problems = router.roundTripReport().problems
        let lines: [String] = problems.map(\.description)
        let expected: [String] = [
            #"route 'search' (/search, \#(site(router, 0))): router.path(for: .intent(search(query: "example"))) failed: "#
                + #"No route reverses search(query: "example"); declare `reverse:` on its route."#,
            #"route 'recipes' (/recipes, \#(site(router, 1))): router.path(for: .intent(recipes(country: Optional("FR"), "#
                + #"limit: Optional(7)))) gave /recipes?country=FR, which opened recipes(country: Optional("FR"), "#
                + "limit: nil) through /recipes",
        ]
        #expect(lines == expected)
        let kinds: [RouteProblem.Kind] = problems.map(\.kind)
        let expectedKinds: [RouteProblem.Kind] = [.intentNotReversed, .intentChanged]
        #expect(kinds == expectedKinds)
        let links: [String?] = problems.map(\.link)
        let expectedLinks: [String?] = ["/search?query=example", "/recipes?country=FR"]
        #expect(links == expectedLinks)
    }

    /// Invite codes that work `uses` times: a handler with a side effect opens the example, then refuses the links
    /// built from the route's name once the code is used up.
    final class Invites: @unchecked Sendable {
        private let lock = NSLock()
        private var left: Int

        init(uses: Int) { left = uses }

        func redeem() -> Bool {
            lock.lock()
            defer { lock.unlock() }
            left -= 1
            return left >= 0
        }
    }

    func makeInviteRouter(uses: Int) throws -> DeepLinkRouter<RecipeParam, RecipeIntent> {
        let invites = Invites(uses: uses)
        return try DeepLinkRouter<RecipeParam, RecipeIntent>(schemes: ["bestrecipes"], hosts: ["bestrecipes.com"]) {
            Route("invite" / .code, name: "invite") { p in invites.redeem() ? .invite(code: try p.value(.code)) : nil }
        }
    }

    @Test func aLinkByNameTheRouteDoesNotOpenIsAProblem() throws {
        let router = try makeInviteRouter(uses: 1)
        let problems = router.roundTripReport().problems
        let lines: [String] = problems.map(\.description)
        let expected: [String] = [
            "route 'invite' (/invite/:code, \(site(router, 0))): router.path(for: .route(\"invite\", parameters: "
                + #"[code: "example"])) gave /invite/example, which opened nothing: Every matching route declined "#
                + "'/invite/example': /invite/:code."
        ]
        #expect(lines == expected)
        let kinds: [RouteProblem.Kind] = problems.map(\.kind)
        let expectedKinds: [RouteProblem.Kind] = [.linkByNameMissed]
        #expect(kinds == expectedKinds)
        let links: [String?] = problems.map(\.link)
        let expectedLinks: [String?] = ["/invite/example"]
        #expect(links == expectedLinks)
    }

    /// The path by name passes (the second use), so the custom-scheme link and the universal link are checked too.
    @Test func theURLFormsAreCheckedOnceThePathPasses() throws {
        let router = try makeInviteRouter(uses: 2)
        let lines: [String] = router.roundTripReport().problems.map(\.description)
        let route = "route 'invite' (/invite/:code, \(site(router, 0)))"
        let expected: [String] = [
            #"\#(route): router.url(for: .route("invite", parameters: [code: "example"]), scheme: "bestrecipes") gave "#
                + "bestrecipes://invite/example, which opened nothing: Every matching route declined "
                + "'/invite/example': /invite/:code.",
            #"\#(route): router.url(for: .route("invite", parameters: [code: "example"]), host: "bestrecipes.com") gave "#
                + "https://bestrecipes.com/invite/example, which opened nothing: Every matching route declined "
                + "'/invite/example': /invite/:code.",
        ]
        #expect(lines == expected)
    }

    @Test func anExampleTheRouteDoesNotOpenIsReportedOnce() throws {
        let router = try DeepLinkRouter<RecipeParam, RecipeIntent> {
            Route("subscription" / .subscriptionId / .weekId / "edit", name: "editWeek") { p in
                let week = try p.int(.weekId)
                guard (1...53).contains(week) else { return nil }
                return .editWeek(subscriptionId: try p.value(.subscriptionId), week: week)
            } reverse: { intent in
                guard case .editWeek(let subscriptionId, let week) = intent else { return nil }
                return [.subscriptionId: subscriptionId, .weekId: String(week)]
            }
            .example([.subscriptionId: "sub-1", .weekId: "60"])
            Route("collection" / .recipeId, name: "collection") { p in
                let id = try p.value(.recipeId)
                return id.allSatisfy(\.isNumber) ? .recipe(id: id) : nil
            } reverse: { intent in
                guard case .recipe(let id) = intent else { return nil }
                return [.recipeId: id]
            }
        }
        let report = router.roundTripReport()
        let problems: [String] = report.problems.map(\.description)
        let expectedProblems: [String] = [
            "route 'editWeek' (/subscription/:subscriptionId/:weekId/edit, \(site(router, 0))): its handler declined "
                + "its example /subscription/sub-1/60/edit: Every matching route declined "
                + "'/subscription/sub-1/60/edit': /subscription/:subscriptionId/:weekId/edit."
        ]
        #expect(problems == expectedProblems)
        let notes: [String] = report.notes.map(\.description)
        let expectedNotes: [String] = [
            "route 'collection' (/collection/:recipeId, \(site(router, 1))): its handler declined the sample link "
                + "/collection/example: Every matching route declined '/collection/example': /collection/:recipeId."
        ]
        #expect(notes == expectedNotes)
    }

    /// An intent that is not `Equatable`: the round trip checks that links from intents open something.
    struct Screen: Sendable {
        var name: String
        var week: Int
    }

    @Test func intentsThatAreNotEquatableAreCheckedToOpenSomething() throws {
        let router = try DeepLinkRouter<RecipeParam, Screen> {
            Route("week" / .weekId, name: "week") { p in
                let week = try p.int(.weekId)
                return (1...53).contains(week) ? Screen(name: "week", week: week) : nil
            } reverse: { screen in
                [.weekId: String(screen.week + 20)]
            }
            .example([.weekId: "12"])
            .example([.weekId: "40"])
        }
        let lines: [String] = router.roundTripReport().problems.map(\.description)
        let expected: [String] = [
            #"route 'week' (/week/:weekId, \#(site(router, 0))): router.path(for: .intent(Screen(name: "week", week: 40))) "#
                + "gave /week/60, which opened nothing: Every matching route declined '/week/60': /week/:weekId."
        ]
        #expect(lines == expected)
    }

    @Test func expectRoundTripsRecordsNothingForTheRecipeApp() throws {
        let report = expectRoundTrips(try makeRecipeRouter())
        #expect(report.passed)
    }

    @Test func expectRoundTripsRecordsOneIssueListingEveryProblem() throws {
        let router = try makeInviteRouter(uses: 2)
        let issues = recordedIssues {
            expectRoundTrips(router, sourceLocation: callSite)
        }
        let comments: [String] = issues.flatMap(\.commentText)
        let expected: [String] = [try makeInviteRouter(uses: 2).roundTripReport().description]
        #expect(comments == expected)
        let first: String = comments.first ?? ""
        #expect(first.hasPrefix("2 problems in 1 route:\n- route 'invite' (/invite/:code, "))
        #expect(issues.first?.sourceLocation == callSite)
    }

    @Test func expectRoundTripsChecksIntentsThatAreNotEquatable() throws {
        let router = try DeepLinkRouter<RecipeParam, Screen> {
            Route("week" / .weekId, name: "week") { p in
                Screen(name: "week", week: try p.int(.weekId))
            } reverse: {
                screen in
                screen.week > 50 ? nil : [.weekId: String(screen.week)]
            }
            .example([.weekId: "52"])
        }
        let issues = recordedIssues {
            expectRoundTrips(router, sourceLocation: callSite)
        }
        let comments: [String] = issues.flatMap(\.commentText)
        let expected: [String] = [
            "1 problem in 1 route:\n- route 'week' (/week/:weekId, \(site(router, 0))): router.path(for: "
                + #".intent(Screen(name: "week", week: 52))) failed: No route reverses Screen(name: "week", week: 52); "#
                + "declare `reverse:` on its route."
        ]
        #expect(comments == expected)
    }
}
