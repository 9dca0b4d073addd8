import Foundation
import Testing

@testable import DeepLinks

@Suite struct DeepLinkRouterTests {
    // MARK: The issue's example

    @Test func recipeExample() throws {
        let router = try makeRecipeRouter()

        let edit = try #require(router.match(.path("/subscription/abc/3/edit")))
        #expect(edit.intent == .editMenu(subscriptionId: "abc", weekOrMenuId: .left(3)))
        #expect(edit.requiresAuthorization)
        #expect(edit.pattern == "/subscription/:subscriptionId/:weekId/edit")
        #expect(edit.url == nil)
        #expect(edit.path == "/subscription/abc/3/edit")

        let swap = try #require(router.match(.path("/subscription/abc/swap/m9")))
        #expect(swap.intent == .editMenu(subscriptionId: "abc", weekOrMenuId: .right("m9")))

        let url = try #require(URL(string: "myapp://recipe/42"))
        let recipe = try #require(router.match(.url(url)))
        #expect(recipe.intent == .showRecipe(recipeId: "42"))
        #expect(!recipe.requiresAuthorization)
        #expect(recipe.url == url)
        #expect(recipe.path == "/recipe/42")
        #expect(recipe.pattern == "/recipe/:recipeId")

        #expect(router.match(.path("/account/recipe/7"))?.intent == .showRecipe(recipeId: "7"))
        #expect(router.match(.path("/account/recipe/7"))?.pattern == "/account/recipe/:recipeId")
        #expect(router.match(.path("/home"))?.intent == .home)

        let miss = router.resolve(.url(try #require(URL(string: "myapp://nope"))))
        #expect(throws: DeepLinkError.self) { try miss.get() }
        guard case .failure(let error) = miss else { return }
        #expect(error.kind == .noRoute)
        #expect(error.path == "/nope")
        #expect(error.description == "No route matches '/nope'.")
    }

    @Test func editWithNonIntegerWeekIsAMiss() throws {
        let router = try makeRecipeRouter()
        #expect(router.match(.path("/subscription/abc/three/edit")) == nil)
    }

    /// Found with the `path` fuzz target's reference check: the link's path was reported as "//\u{301}" when it had a
    /// query, because "/\u{301}" is one Character and not "/".
    @Test func aPathStartingWithACombiningMarkKeepsItsSlash() throws {
        let router = try DeepLinkRouter<Param, String> {
            Route(RoutePattern(.slug)) { $0[.slug] }
        }
        let link = try #require(router.match(.path("/\u{301}?ref=mail")))
        #expect(Array(link.path.utf8) == Array("/\u{301}".utf8))
        #expect(link.intent.unicodeScalars.elementsEqual(["\u{301}"]))
        let miss = try #require(router.resolve(.path("/\u{301}/x#top")).failure)
        #expect(Array(miss.path.utf8) == Array("/\u{301}/x".utf8))
    }

    // MARK: Link sources

    struct URLCase: CustomTestStringConvertible, Sendable {
        var url: String
        var expected: Intent?
        var path: String?
        var testDescription: String { url }
    }

    static let urlCases: [URLCase] = [
        URLCase(url: "myapp://recipe/42", expected: .showRecipe(recipeId: "42"), path: "/recipe/42"),
        URLCase(url: "myapp:///recipe/42", expected: .showRecipe(recipeId: "42"), path: "/recipe/42"),
        URLCase(url: "MYAPP://Recipe/42", expected: .showRecipe(recipeId: "42"), path: "/Recipe/42"),
        URLCase(url: "myapp://RECIPE/Ab", expected: .showRecipe(recipeId: "Ab"), path: "/RECIPE/Ab"),
        URLCase(url: "myapp://home", expected: .home, path: "/home"),
        URLCase(url: "myapp://home/", expected: .home, path: "/home/"),
        URLCase(url: "myapp://recipe/42?source=push#x", expected: .showRecipe(recipeId: "42"), path: "/recipe/42"),
        URLCase(url: "myapp://user@recipe:8080/42", expected: .showRecipe(recipeId: "42"), path: "/recipe/42"),
        URLCase(url: "myapp:recipe/42", expected: .showRecipe(recipeId: "42"), path: "/recipe/42"),
        URLCase(url: "myapp://account/Recipe/42", expected: nil, path: nil),
        URLCase(url: "https://bestrecipes.com/recipe/42", expected: .showRecipe(recipeId: "42"), path: "/recipe/42"),
        URLCase(url: "HTTPS://BestRecipes.com/recipe/42", expected: .showRecipe(recipeId: "42"), path: "/recipe/42"),
        URLCase(url: "http://bestrecipes.com/account/recipe/1", expected: .showRecipe(recipeId: "1"), path: nil),
        URLCase(url: "https://recipe/42", expected: nil, path: nil),
        URLCase(url: "https://bestrecipes.com", expected: nil, path: nil),
        // A URL without a scheme is never read as a path: text from outside must not pass for the app's own.
        URLCase(url: "/recipe/42", expected: nil, path: nil),
        URLCase(url: "recipe/42", expected: nil, path: nil),
        URLCase(url: "//evil.com/recipe/42", expected: nil, path: nil),
        URLCase(url: "myapp://recipe/4%2F2", expected: .showRecipe(recipeId: "4/2"), path: "/recipe/4%2F2"),
        URLCase(url: "myapp://re%63ipe/42", expected: .showRecipe(recipeId: "42"), path: "/re%63ipe/42"),
    ]

    @Test(arguments: urlCases)
    func linkSources(_ row: URLCase) throws {
        let router = try makeRecipeRouter()
        let url = try #require(URL(string: row.url))
        let link = router.match(.url(url))
        #expect(link?.intent == row.expected)
        if let path = row.path { #expect(link?.path == path) }
    }

    @Test func hostPrefersTheExactLiteralThenTheFirstDeclared() throws {
        let router = try makeEchoRouter(["/Recipe/:recipeId", "/recipe/:slug"])
        #expect(router.match(.url(try #require(URL(string: "myapp://recipe/1"))))?.pattern == "/recipe/:slug")
        #expect(router.match(.url(try #require(URL(string: "myapp://Recipe/1"))))?.pattern == "/Recipe/:recipeId")
        #expect(router.match(.url(try #require(URL(string: "myapp://RECIPE/1"))))?.pattern == "/Recipe/:recipeId")
        // Only the host folds case: later segments keep the path's rule.
        #expect(router.match(.path("/RECIPE/1")) == nil)
    }

    @Test func hostCaptureKeepsItsCase() throws {
        let router = try makeEchoRouter(["/:slug/x"])
        #expect(router.match(.url(try #require(URL(string: "myapp://MiXeD/x"))))?.intent.params == ["slug": "MiXeD"])
    }

    // MARK: Reasons

    struct ReasonCase: CustomTestStringConvertible, Sendable {
        var input: String
        var kind: DeepLinkError.Kind
        var message: String
        var testDescription: String { input }
    }

    static let reasons: [ReasonCase] = [
        ReasonCase(input: "/nope", kind: .noRoute, message: "No route matches '/nope'."),
        ReasonCase(
            input: "/recipe/%ZZ", kind: .malformedPercentEncoding,
            message: "Malformed percent-encoding in '/recipe/%ZZ': '%ZZ' is not '%' followed by two hex digits."),
        ReasonCase(
            input: "/recipe/ab%4", kind: .malformedPercentEncoding,
            message: "Malformed percent-encoding in '/recipe/ab%4': '%4' is not '%' followed by two hex digits."),
        ReasonCase(
            input: "/a/b/c/d/e/f/%", kind: .malformedPercentEncoding,
            message: "Malformed percent-encoding in '/a/b/c/d/e/f/%': '%' is not '%' followed by two hex digits."),
        ReasonCase(
            input: "/recipe/%C3%28", kind: .malformedPercentEncoding,
            message: "Malformed percent-encoding in '/recipe/%C3%28': segment '%C3%28' does not decode to UTF-8."),
        ReasonCase(
            input: "/declines/1", kind: .declined,
            message: "Every matching route declined '/declines/1': /declines/:weekId, /declines/:slug."),
    ]

    @Test(arguments: reasons)
    func missReasons(_ row: ReasonCase) throws {
        let router = try DeepLinkRouter<Param, Intent> {
            Route("recipe" / .recipeId) { p in .showRecipe(recipeId: try p.value(.recipeId)) }
            Route("declines" / .weekId) { _ in nil }
            Route("declines" / .slug) { _ in nil }
        }
        guard case .failure(let error) = router.resolve(.path(row.input)) else {
            Issue.record("expected a miss for \(row.input)")
            return
        }
        #expect(error.kind == row.kind)
        #expect(error.description == row.message)
        #expect(router.match(.path(row.input)) == nil)
    }

    @Test func missReasonForURLUsesTheHostPath() throws {
        let router = try makeRecipeRouter()
        // NB: URL(string:) may repair "%ZZ" into "%25ZZ" (swift-foundation does), so use an escape that is well
        // formed but decodes to invalid UTF-8: URL keeps it as written.
        let url = try #require(URL(string: "myapp://recipe/%FF?q=1"))
        guard case .failure(let error) = router.resolve(.url(url)) else {
            Issue.record("expected a miss")
            return
        }
        #expect(
            error.description == "Malformed percent-encoding in '/recipe/%FF': segment '%FF' does not decode to UTF-8.")
    }

    // MARK: Hostile input

    @Test func hostileInputsNeverCrash() throws {
        let router = try makeRecipeRouter()
        let long = String(repeating: "a/", count: 100_000)
        let inputs = [
            long, "/" + String(repeating: "%", count: 10_000), String(repeating: "/", count: 50_000), "/recipe/\u{0}",
            "/recipe/%00", "%", "%%", "/%2", "?", "#", "/recipe/42%", "/\u{1F600}/\u{1F600}", "/recipe/" + long,
        ]
        for input in inputs {
            #expect(router.match(.path(input)) == nil || input.hasPrefix("/recipe/"))
            _ = router.resolve(.path(input))
        }
        #expect(router.resolve(.path("/recipe/%00")).failure?.kind == .controlCharacter)
        #expect(router.match(.path("/recipe/\u{1F600}"))?.intent == .showRecipe(recipeId: "\u{1F600}"))
    }

    @Test func routerIsSendableAndSharedAcrossTasks() async throws {
        let router = try makeRecipeRouter()
        let recipes: [String] = await withTaskGroup(of: String?.self) { group in
            for index in 0..<64 {
                group.addTask {
                    guard case .showRecipe(let id)? = router.match(.path("/recipe/\(index)"))?.intent else {
                        return nil
                    }
                    return id
                }
            }
            var all: [String] = []
            for await case let id? in group { all.append(id) }
            return all
        }
        let expected = (0..<64).map(String.init)
        #expect(recipes.sorted() == expected.sorted())
    }
}
