import DeepLinksSwiftUI
import Testing

@testable import Playground

/// The playground's recipe app, with its tabs and parents: every route's link gives a state that turns back into a
/// link that gives the same state, through a path, a custom-scheme URL and a universal link.
@Suite struct RecipeAppStackTests {
    /// A link to every route of the app (the second pattern of `recipe`, its legacy form, and the query form of
    /// search, too).
    static let links = [
        "/", "/home", "/recipe/42", "/account/recipe/42", "/r/42", "/recipe/new", "/search/pancakes",
        "/search?query=soup", "/menu/3", "/menu/veggie", "/recipes?country=FR&limit=7", "/recipes",
        "/help/getting-started/first", "/debug/reset-onboarding", "/subscription/abc/3/edit",
        "/subscription/abc/swap/m1",
    ]

    @Test func everyRouteComesBackToTheSameState() throws {
        let router = try makeRecipeAppRouter()
        let reached = Set(Self.links.compactMap { router.route(forPath: $0)?.routeIndex })
        #expect(reached.count == router.routes.count)
        for path in Self.links {
            var state = DeepLinkNavigationState<Traced>(section: RecipeTab.search)
            state.open(try router.stack(for: router.resolve(.path(path)).get()))
            let target = LinkTarget<RecipeParam, Traced>.screen(of: state)
            // The debug route opens from the custom scheme only; the other links go through every form.
            var links: [IncomingLink<RecipeParam, Traced>] = [
                .path(try router.path(for: target)), .url(try router.url(for: target, scheme: "myapp")),
            ]
            if path != "/debug/reset-onboarding" {
                links.append(.url(try router.url(for: target, host: "bestrecipes.com")))
            }
            for link in links {
                var again = DeepLinkNavigationState<Traced>(section: RecipeTab.search)
                again.open(try router.stack(for: router.resolve(link).get()))
                #expect(again == state, "\(path) → \(link)")
            }
        }
    }

    @Test func aRecipeOpensAboveTheRecipeListInTheHomeTab() throws {
        let router = try makeRecipeAppRouter()
        let stack = try router.stack(for: router.resolve(.url("myapp://account/recipe/42")).get())
        #expect(stack.section == RecipeTab.home)
        #expect(
            stack.screens.map(\.intent) == [.home, .recipes(country: nil, limit: nil), .showRecipe(recipeId: "42")])
        #expect(stack.path.map(\.intent) == [.recipes(country: nil, limit: nil), .showRecipe(recipeId: "42")])
    }
}
