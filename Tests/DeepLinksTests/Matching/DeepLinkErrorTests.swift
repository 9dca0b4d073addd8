import DeepLinksTestSupport
import Foundation
import Testing

@testable import DeepLinks

/// The reasons for a miss, with their exact messages.
@Suite struct DeepLinkErrorTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var path: String
        var message: String
        var closest: String?
        var testDescription: String { path }
    }

    static let closest: [Row] = [
        Row(
            path: "/subscription/abc/abc/edit",
            message:
                "No route matches '/subscription/abc/abc/edit'; closest: /subscription/:subscriptionId/:weekId/edit"
                + " — weekId expects an Int, got 'abc'.",
            closest: "/subscription/:subscriptionId/:weekId/edit"),
        Row(
            path: "/subscription/abc/3/edot",
            message: "No route matches '/subscription/abc/3/edot'; closest: /subscription/:subscriptionId/:weekId/edit"
                + " — expects 'edit', got 'edot'.",
            closest: "/subscription/:subscriptionId/:weekId/edit"),
        Row(
            path: "/subscription/abc/3",
            message: "No route matches '/subscription/abc/3'; closest: /subscription/:subscriptionId/:weekId/edit"
                + " — the link ends before 'edit'.",
            closest: "/subscription/:subscriptionId/:weekId/edit"),
        Row(
            path: "/subscription/abc/swop/m",
            message: "No route matches '/subscription/abc/swop/m'; closest: /subscription/:subscriptionId/swap/:menuId"
                + " — expects 'swap', got 'swop'.",
            closest: "/subscription/:subscriptionId/swap/:menuId"),
        Row(
            path: "/subscription/abc/swap",
            message: "No route matches '/subscription/abc/swap'; closest: /subscription/:subscriptionId/swap/:menuId"
                + " — the link ends before ':menuId'.",
            closest: "/subscription/:subscriptionId/swap/:menuId"),
        Row(
            path: "/home/extra",
            message: "No route matches '/home/extra'; closest: /home — the link goes on with 'extra'.",
            closest: "/home"),
        Row(path: "/nope", message: "No route matches '/nope'.", closest: nil),
        Row(path: "/", message: "No route matches '/'.", closest: nil),
    ]

    @Test(arguments: closest)
    func noRouteNamesTheClosestRoute(_ row: Row) throws {
        let router = try makeRecipeRouter()
        guard case .failure(let error) = router.resolve(.path(row.path)) else {
            Issue.record("expected a miss")
            return
        }
        #expect(error.kind == .noRoute)
        #expect(error.description == row.message)
        #expect(error.closestPattern == row.closest)
        #expect(error.parameter == nil)
    }

    @Test func aHitDoesNotDependOnReasons() throws {
        let router = try makeRecipeRouter()
        #expect(router.match(.path("/subscription/abc/abc/edit")) == nil)
        #expect(router.match(.path("/subscription/abc/3/edit")) != nil)
    }
}

@Suite struct MatchingOptionsTests {
    @Test func caseInsensitiveLiteralsKeepCapturesCase() throws {
        let router = try DeepLinkRouter<Param, String>(options: .caseInsensitiveLiterals) {
            Route("Recipe" / .recipeId) { p in p[.recipeId] }
            Route("recipe/new") { _ in "new" }
        }
        #expect(router.match(.path("/RECIPE/Ab12"))?.intent == "Ab12")
        #expect(router.match(.path("/recipe/Ab12"))?.pattern == "/Recipe/:recipeId")
        #expect(router.match(.path("/ReCiPe/NEW"))?.intent == "new")
        #expect(router.options == .caseInsensitiveLiterals)
        #expect(router.trie._checkInvariants() == [])
    }

    @Test func literalsThatDifferInCaseConflictWhenCaseIsIgnored() throws {
        #expect(throws: DeepLinkRouterError.self) {
            try DeepLinkRouter<Param, String>(options: .caseInsensitiveLiterals) {
                Route("recipe") { _ in "a" }
                Route("Recipe") { _ in "b" }
            }
        }
        let sensitive = try DeepLinkRouter<Param, String> {
            Route("recipe") { _ in "a" }
            Route("Recipe") { _ in "b" }
        }
        #expect(sensitive.match(.path("/Recipe"))?.intent == "b")
        #expect(sensitive.match(.path("/RECIPE")) == nil)
    }

    @Test func closestRouteFoldsCaseToo() throws {
        let router = try DeepLinkRouter<Param, String>(options: .caseInsensitiveLiterals) {
            Route("recipe" / .recipeId / "edit") { _ in "edit" }
        }
        #expect(
            router.resolve(.path("/RECIPE/1/x")).failureDescription?.contains("closest: /recipe/:recipeId/edit") == true
        )
    }
}

/// The Kickstarter table (from kickstarter/ios-oss): its overlaps, and every request to its own route.
@Suite struct KickstarterTests {
    enum KParam: String, DeepLinkPathComponent {
        case userParam = "user_param", categoryId = "category_id", parentCategoryId = "parent_category_id"
    }

    @Test func staticBesideParameter() throws {
        let router = try DeepLinkRouter<KParam, String> {
            Route("profile" / .userParam) { p in "profile \(try p.value(.userParam))" }
            Route("profile/verify_email") { _ in "verify" }
        }
        #expect(router.match(.path("/profile/verify_email"))?.intent == "verify")
        #expect(router.match(.path("/profile/me"))?.intent == "profile me")
    }

    @Test func differentNamesAtOnePosition() throws {
        let router = try DeepLinkRouter<KParam, [String: String]> {
            Route("discover/categories" / .categoryId) { p in p.mapKeys() }
            Route("discover/categories" / .parentCategoryId / .categoryId) { p in p.mapKeys() }
        }
        #expect(router.match(.path("/discover/categories/games"))?.intent == ["category_id": "games"])
        #expect(
            router.match(.path("/discover/categories/games/tabletop-games"))?.intent
                == ["parent_category_id": "games", "category_id": "tabletop-games"])
    }

    @Test func everyRequestResolvesToItsOwnRoute() throws {
        let routes = try CorpusFiles.lines(of: "kickstarter.routes")
        let requests = try CorpusFiles.lines(of: "kickstarter.requests")
        let router = try DeepLinkRouter<AnyParam, Int>(
            routes: routes.enumerated().map { index, text in
                Route(patterns: [try RoutePattern(parsing: text)]) { _ in index }
            })
        #expect(routes.count == 40)
        for (index, request) in requests.enumerated() {
            #expect(router.match(.path(request))?.intent == index, "\(request)")
            let url = try #require(URL(string: "https://www.kickstarter.com" + request))
            #expect(router.match(.url(url))?.intent == index, "\(url)")
        }
    }
}

extension Dictionary where Key: DeepLinkPathComponent {
    func mapKeys() -> [String: Value] { Dictionary<String, Value>(uniqueKeysWithValues: map { ($0.rawValue, $1) }) }
}
