// NB: a plain `import DeepLinks`, no `@testable`: this file uses the router the way the README teaches, from
// outside the module, as an app would. Swift applies `@testable` per file, so an internal symbol used here would
// not compile.
import DeepLinks
import Foundation
import Testing

private enum AppParam: String, DeepLinkPathComponent {
    case recipeId, subscriptionId, menuId, weekId, country, limit
    var capture: CaptureKind { self == .weekId || self == .limit ? .int : .string }
}

private enum AppIntent: Equatable, Sendable {
    case home
    case showRecipe(recipeId: String)
    case recipes(country: String?, limit: Int?)
    case editMenu(subscriptionId: String, weekOrMenuId: Either<Int, String>)
}

/// The README's route table, verbatim.
private func readmeRouter() throws -> DeepLinkRouter<AppParam, AppIntent> {
    try DeepLinkRouter<AppParam, AppIntent>(schemes: ["myapp"], hosts: ["bestrecipes.com"]) {
        Route("home") { _ in .home }
        Route("recipe" / .recipeId, "account/recipe" / .recipeId) { params in
            .showRecipe(recipeId: try params.value(.recipeId))  // throws, never traps, on a typo in the component
        }
        Route("recipes", optional: .country, .limit) { params in  // only declared query items reach the handler
            .recipes(country: params[.country], limit: try? params.int(.limit))
        }
        Authorized {
            Route("subscription" / .subscriptionId / "swap" / .menuId) { p in
                .editMenu(subscriptionId: try p.value(.subscriptionId), weekOrMenuId: .right(try p.value(.menuId)))
            }
            Route("subscription" / .subscriptionId / .weekId / "edit") { p in
                .editMenu(subscriptionId: try p.value(.subscriptionId), weekOrMenuId: .left(try p.int(.weekId)))
            }
        }
    }
}

@Suite struct MatchingPublicAPITests {
    @Test func theReadmeExampleDoesWhatTheReadmeSays() throws {
        let router = try readmeRouter()
        let edit = try #require(router.match(.path("/subscription/abc/3/edit")))
        #expect(edit.intent == .editMenu(subscriptionId: "abc", weekOrMenuId: .left(3)))
        #expect(edit.requiresAuthorization)
        #expect(
            router.match(.url(try #require(URL(string: "myapp://recipe/42"))))?.intent == .showRecipe(recipeId: "42"))
        #expect(router.match(.path("/recipes?country=FR&utm=mail"))?.intent == .recipes(country: "FR", limit: nil))
        #expect(router.match(.path("/recipes?limit=lots"))?.intent == .recipes(country: nil, limit: nil))
        let nope = router.resolve(.url(try #require(URL(string: "myapp://nope"))))
        #expect((try? nope.get()) == nil)
        if case .failure(let error) = nope { #expect(error.description == "No route matches '/nope'.") }
        if case .failure(let error) = router.resolve(.url("//evil.com/recipe/1")) {
            #expect(error.kind == .invalidURL)
        } else {
            Issue.record("text without a scheme matched")
        }
    }

    /// A push payload's `url` string goes through `resolve(urlString:)`; its reason feeds the app's log.
    @Test func aPushPayloadsURLIsResolvedWithAReason() throws {
        let router = try readmeRouter()
        let payloads: [[AnyHashable: Any]] = [
            ["aps": ["alert": "New recipe"], "url": "myapp://recipe/77"],
            ["url": "https://bestrecipes.com/recipes?country=DE&limit=5"],
            ["url": "recipe/77"],
            ["url": 42],
        ]
        var outcomes: [String] = []
        for payload in payloads {
            switch router.resolve(.url(payload["url"] as? String ?? "")) {
            case .success(let link): outcomes.append("\(link.intent)")
            case .failure(let error):
                switch error.kind {
                case .invalidURL: outcomes.append("invalid")
                default: outcomes.append("other: \(error)")
                }
            }
        }
        #expect(
            outcomes == [
                "showRecipe(recipeId: \"77\")", "recipes(country: Optional(\"DE\"), limit: Optional(5))", "invalid",
                "invalid",
            ])
    }

    /// A typo in a handler is a reason in the log, not a crash, and no other route takes the link.
    @Test func aTypoInAHandlerIsAReasonNotACrash() throws {
        let router = try DeepLinkRouter<AppParam, AppIntent> {
            Route("recipe" / .recipeId) { p in .showRecipe(recipeId: try p.value(.menuId)) }
            Route(.country / .recipeId) { p in .recipes(country: try p.value(.country), limit: nil) }  // less specific
        }
        #expect(router.match(.path("/recipe/42")) == nil)
        guard case .failure(let error) = router.resolve(.path("/recipe/42")) else {
            Issue.record("matched")
            return
        }
        #expect(error.kind == .handlerFailed)
        #expect(error.parameter == "menuId")
        #expect(
            error.description
                == "Route /recipe/:recipeId refused '/recipe/42': parameter 'menuId' is missing; the route gives recipeId."
        )
    }

    /// Kickstarter's overlapping routes, written in the text form, resolve to their own routes from outside.
    @Test func kickstarterStyleRoutesFromText() throws {
        let patterns = ["/projects/:recipeId", "/projects/:recipeId/comments", "/projects/:recipeId/updates/:menuId"]
        let routes = try patterns.map { text in
            Route<AppParam, String>(patterns: [try RoutePattern(parsing: text)]) { _ in text }
        }
        let router = try DeepLinkRouter(routes: routes)
        #expect(router.match(.path("/projects/abc/comments"))?.intent == "/projects/:recipeId/comments")
        #expect(
            router.match(.path("/projects/abc/updates/7?ref=push"))?.intent == "/projects/:recipeId/updates/:menuId")
        #expect(router.route(forPath: "/projects/abc")?.pattern == "/projects/:recipeId")
    }
}
