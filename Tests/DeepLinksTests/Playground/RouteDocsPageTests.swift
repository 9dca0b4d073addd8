import Testing

@testable import Playground

/// The route-docs page: the recipe app's `router.routeTable`, one block per route, and the table command.
@MainActor
@Suite struct RouteDocsPageTests {
    static let page = PageText(RouteDocsPage.self)

    @Test func startsWithItsTitle() {
        #expect(
            Self.page.lines.first == "Route docs: the route table as data, with example links that open their route")
    }

    @Test func showsEachRoutesNamePatternsDoorsGatesAndExamples() {
        let recipe: String = [
            "  recipe  (Playground/RecipeApp.swift:95)",
            "    patterns  /recipe/:recipeId, /account/recipe/:recipeId",
            "    params    recipeId (String)",
            "    doors     all links",
            "    gates     none",
            "    parent    recipes",
            "    section   home",
            "    example   https://bestrecipes.com/recipe/example",
            "    example   https://bestrecipes.com/account/recipe/example\n",
        ].joined(separator: "\n")
        #expect(Self.page.text.contains(recipe))
        let debug: String = [
            "  resetOnboarding  (Playground/RecipeApp.swift:160)",
            "    patterns  /debug/reset-onboarding",
            "    doors     custom-scheme links only",
            "    gates     none",
            "    example   myapp://debug/reset-onboarding\n",
        ].joined(separator: "\n")
        #expect(Self.page.text.contains(debug))
        #expect(
            Self.page.lines.contains(
                "    params    country (String, optional query item), limit (Int, optional query item)"))
        #expect(Self.page.lines.contains("    gates     authorization"))
        #expect(Self.page.text.contains("    gates     none\n    parent    home\n    section   home (from parent)\n"))
        // Declared examples replace sample values and say so.
        #expect(
            Self.page.lines.contains("    example   https://bestrecipes.com/recipes?country=FR&limit=7  (declared)"))
        #expect(
            Self.page.lines.contains(
                "    example   https://bestrecipes.com/help/getting-started/first-recipe  (declared)"))
        #expect(!Self.page.text.contains("    problem"))
    }

    @Test func everyRouteHasABlock() throws {
        let router = try makeRecipeAppRouter()
        let names = Self.page.lines.filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") && $0.hasSuffix(")") }
        #expect(names.count == router.routes.count)
    }

    @Test func pointsAtTheTableCommand() {
        let lines = Self.page.lines
        #expect(lines.contains("  swift run playground table --markdown    a Markdown table for the docs"))
        #expect(
            lines.contains("  swift run playground table --html        an HTML page of test links to tap on a device"))
        #expect(
            lines.contains(
                "  swift run playground table --aasa APPID  the apple-app-site-association file for the web server"))
    }
}
