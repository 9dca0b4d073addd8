import DeepLinks
import Testing

/// README's first example, as written there (core only: `import DeepLinks`), with the results its comments claim.
@Suite struct ReadmeFirstExampleTests {
    enum LinkParam: String, DeepLinkPathComponent {
        case recipeId
    }

    enum Destination: Equatable, Sendable {
        case home
        case recipe(id: String)
    }

    @Test func matchesAsTheCommentsSay() throws {
        let router = try DeepLinkRouter<LinkParam, Destination> {
            Route("home") { _ in .home }
            Route("recipe" / .recipeId) { p in .recipe(id: try p.value(.recipeId)) }
        }
        #expect(router.match(.url("myapp://recipe/42"))?.intent == .recipe(id: "42"))
        #expect(router.match(.path("/nope")) == nil)
        guard case .failure(let error) = router.resolve(.path("/nope")) else {
            Issue.record("resolve should say why /nope does not match")
            return
        }
        #expect(error.description.hasPrefix("No route matches '/nope'"))
    }
}
