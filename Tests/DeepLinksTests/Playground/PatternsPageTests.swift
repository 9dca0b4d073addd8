import Testing

@testable import Playground

/// The patterns page: the DSL and its text form, the recipe app's routes, and links that match or miss.
@MainActor
@Suite struct PatternsPageTests {
    static let page = PageText(PatternsPage.self)

    @Test func startsWithItsTitle() {
        #expect(Self.page.lines.first == "Patterns: a recipe app's route table")
    }

    @Test func showsPatternsInTheDSLAndTheTextForm() {
        let lines = Self.page.lines
        #expect(lines.contains(#"  "recipe" / .recipeId                                /recipe/:recipeId"#))
        #expect(lines.contains(#"  "help" / .topic                                     /help/*topic"#))
        #expect(
            lines.contains(
                #"  RoutePattern<RecipeParam>(parsing: "/subscription/:subscriptionId/:weekId/edit") == edit: true"#))
    }

    @Test func listsTheRoutes() {
        let routes: String = [
            "Routes",
            "  /, /home",
            "  /recipe/:recipeId, /account/recipe/:recipeId",
            "  /r/:recipeId",
            "  /recipe/new",
            "  /search/:query",
            "  /search",
            "  /menu/:weekOrMenuId",
            "  /recipes",
            "  /help/*topic",
            "  /debug/reset-onboarding  [custom-scheme links only]",
            "  /subscription/:subscriptionId/:weekId/edit  [authorized]",
            "  /subscription/:subscriptionId/swap/:menuId  [authorized]\n",
        ].joined(separator: "\n")
        #expect(Self.page.text.contains(routes))
    }

    /// Every link of the page prints its route and captures, or its reason; pinned line by line.
    @Test(arguments: [
        ("myapp://", "    matched  /\n    captures none\n    intent   home"),
        (
            "myapp://recipe/42",
            "    matched  /recipe/:recipeId\n    captures recipeId=42\n    intent   showRecipe(recipeId: \"42\")"
        ),
        (
            "https://bestrecipes.com/account/recipe/42",
            "    matched  /account/recipe/:recipeId\n    captures recipeId=42\n    intent   showRecipe(recipeId: \"42\")"
        ),
        (
            "myapp://recipe/42/reviews",
            "    missed   No route matches '/recipe/42/reviews'; closest: /recipe/:recipeId — the link goes on with "
                + "'reviews'."
        ),
        ("https://bestrecipes.com/unknown", "    missed   No route matches '/unknown'."),
    ])
    func showsEachLink(_ url: String, _ expected: String) throws {
        let block = try #require(Self.page.block(of: url))
        #expect(block.hasSuffix(expected))
    }

    @Test func everyLinkIsShown() {
        for link in PatternsPage.links.links {
            #expect(Self.page.block(of: link.url) != nil, "\(link.url)")
        }
    }
}
