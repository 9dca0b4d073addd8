import Testing

@testable import Playground

/// The reverse-routing page: links by name and from intents, matched back, and the links the router refuses.
@MainActor
@Suite struct ReverseRoutingPageTests {
    static let page = PageText(ReverseRoutingPage.self)

    @Test func startsWithItsTitle() {
        #expect(Self.page.lines.first == "Reverse routing: links built from route names and intents")
    }

    @Test func buildsLinksByName() {
        let text = Self.page.text
        #expect(
            text.contains(
                #"  router.path(for: .route("recipe", parameters: [.recipeId: "42"]))"# + "\n    /recipe/42\n"))
        #expect(text.contains("\n    myapp://search?query=caf%C3%A9%20au%20lait\n"))
        #expect(text.contains("\n    https://bestrecipes.com/help/a/b\n"))
        #expect(
            text.contains(
                "    refused: Invalid parameter 'weekId' for route 'editWeek' (/subscription/:subscriptionId/:weekId/edit, "
                    + "Playground/RecipeApp.swift:168): expects an Int, got 'three'."))
    }

    @Test func shareLinksMatchBackToTheirIntent() {
        let lines = Self.page.lines
        #expect(lines.contains(#"    https://bestrecipes.com/recipe/42  → showRecipe(recipeId: "42")"#))
        #expect(lines.contains(#"    myapp://search/caf%C3%A9%20au%20lait%2F2  → search(query: "café au lait/2")"#))
        #expect(lines.contains("    myapp://subscription/abc/3/edit  → editWeek(subscriptionId: \"abc\", week: 3)"))
        let refused = lines.filter { $0.hasPrefix("    universal link: Route 'resetOnboarding'") }
        #expect(refused.count == 1)
    }

    @Test func refusesALinkThatAnotherRouteWouldTake() {
        let message =
            "The link '/recipe/new' would open route 'newRecipe' (/recipe/new, Playground/RecipeApp.swift:103), not "
            + "route 'recipe' (/recipe/:recipeId, Playground/RecipeApp.swift:95): a more specific route takes it. "
            + "Pass other parameters, or link to that route."
        let lines = Self.page.lines
        #expect(lines.contains("    refused: " + message))
        #expect(lines.last == "    opensAnotherRoute: " + message)
    }
}
