import DeepLinks
import Foundation
import Testing

@testable import Playground

/// Every route of the playground's recipe app builds its links from intents, and each link opens the same intent.
@Suite struct RecipeAppReverseTests {
    struct Sample: Sendable, CustomTestStringConvertible {
        var intent: RecipeIntent
        var path: String
        var testDescription: String { "\(intent)" }
    }

    static let samples: [Sample] = [
        Sample(intent: .home, path: "/"),
        Sample(intent: .showRecipe(recipeId: "42"), path: "/recipe/42"),
        Sample(intent: .showRecipe(recipeId: "rock/roll & é"), path: "/recipe/rock%2Froll%20%26%20%C3%A9"),
        Sample(intent: .newRecipe, path: "/recipe/new"),
        Sample(intent: .search(query: "café au lait"), path: "/search/caf%C3%A9%20au%20lait"),
        Sample(intent: .menu(.left(12)), path: "/menu/12"),
        Sample(intent: .menu(.left(Int.min)), path: "/menu/-9223372036854775808"),
        Sample(intent: .menu(.right("summer-specials")), path: "/menu/summer-specials"),
        Sample(intent: .recipes(country: "FR", limit: 7), path: "/recipes?country=FR&limit=7"),
        Sample(intent: .recipes(country: nil, limit: nil), path: "/recipes"),
        Sample(intent: .recipes(country: "Côte d'Ivoire", limit: nil), path: "/recipes?country=C%C3%B4te%20d%27Ivoire"),
        Sample(intent: .help(topic: "getting-started/first-recipe"), path: "/help/getting-started/first-recipe"),
        Sample(intent: .resetOnboarding, path: "/debug/reset-onboarding"),
        Sample(intent: .editWeek(subscriptionId: "abc", week: 3), path: "/subscription/abc/3/edit"),
        Sample(intent: .swapMenu(subscriptionId: "abc", menuId: "m9"), path: "/subscription/abc/swap/m9"),
    ]

    @Test(arguments: samples)
    func intentGoesToItsLinkAndBack(_ sample: Sample) throws {
        let router = try makeRecipeAppRouter()
        let path = try router.path(for: .intent(Traced(sample.intent)))
        #expect(path == sample.path)
        #expect(router.match(.path(path))?.intent.intent == sample.intent)
        let custom = try router.url(for: .intent(Traced(sample.intent)), scheme: "myapp")
        #expect(router.match(.url(custom))?.intent.intent == sample.intent)
        guard sample.intent != .resetOnboarding else { return }
        let universal = try router.url(for: .intent(Traced(sample.intent)), host: "www.bestrecipes.com")
        #expect(universal.absoluteString == "https://www.bestrecipes.com" + sample.path)
        #expect(router.match(.url(universal))?.intent.intent == sample.intent)
    }

    @Test func customSchemeLinksReadAsTheTourShowsThem() throws {
        let router = try makeRecipeAppRouter()
        let links = try [RecipeIntent.home, .showRecipe(recipeId: "42"), .editWeek(subscriptionId: "abc", week: 3)]
            .map { try router.url(for: .intent(Traced($0)), scheme: "myapp").absoluteString }
        let expected: [String] = ["myapp://", "myapp://recipe/42", "myapp://subscription/abc/3/edit"]
        #expect(links == expected)
    }

    /// Every route is named and reversible, and its name leads to it; a redirect's legacy patterns are no route of
    /// their own to link to.
    @Test func everyRouteIsReachedByName() throws {
        let router = try makeRecipeAppRouter()
        let parameters: [RecipeParam: String] = [
            .recipeId: "42", .query: "q", .weekOrMenuId: "x", .topic: "a/b", .subscriptionId: "s", .weekId: "3",
            .menuId: "m",
        ]
        for (index, route) in router.routes.enumerated() where !route.isRedirect {
            let name = try #require(route.name, "route \(index) has no name")
            #expect(route.isReversible, "\(name)")
            let path = try router.path(for: .route(name, parameters: parameters))
            #expect(router.route(forPath: path)?.routeIndex == index, "\(name): \(path)")
        }
        let searchQuery = try router.path(for: .route("searchQuery", parameters: [.query: "café au lait"]))
        #expect(searchQuery == "/search?query=caf%C3%A9%20au%20lait")
        #expect(router.match(.path(searchQuery))?.intent.intent == .search(query: "café au lait"))
    }

    @Test func intentsWithoutALinkSayWhy() throws {
        let router = try makeRecipeAppRouter()
        let intents: [RecipeIntent] = [
            .menu(.right("12")), .editWeek(subscriptionId: "abc", week: 99), .showRecipe(recipeId: "new"),
        ]
        let messages = intents.map { (intent: RecipeIntent) -> String in
            do {
                return try router.path(for: .intent(Traced(intent)))
            } catch {
                return "\(error)"
            }
        }
        let expected: [String] = [
            "No route reverses menu(.right(\"12\")); declare `reverse:` on its route.",
            "No route reverses editWeek(subscriptionId: \"abc\", week: 99); declare `reverse:` on its route.",
            "The link '/recipe/new' would open route 'newRecipe' (/recipe/new, Playground/RecipeApp.swift:103), not "
                + "route 'recipe' (/recipe/:recipeId, Playground/RecipeApp.swift:95): a more specific route takes it. "
                + "Pass other parameters, or link to that route.",
        ]
        #expect(messages == expected)
    }

    @Test func theDebugRouteHasNoUniversalLink() throws {
        let router = try makeRecipeAppRouter()
        #expect(throws: DeepLinkURLError.self) {
            try router.url(for: .intent(Traced(.resetOnboarding)), host: "bestrecipes.com")
        }
    }
}
