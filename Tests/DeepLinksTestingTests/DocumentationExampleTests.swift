import DeepLinks
import DeepLinksTesting
import Testing

// The example test of the DocC article "Testing Your Deep Links" and of the README, as an app would write it
// (there, with `@testable import BestRecipes` for the app's router). Keep the three in step.

@Suite struct DeepLinkTests {
    @Test func linksOpenTheirScreens() throws {
        expectLinks(
            try makeRecipeRouter(),
            open: [
                "bestrecipes://recipe/42": .recipe(id: "42"),
                "https://bestrecipes.com/r/pancakes": .recipe(id: "pancakes"),
                "/recipes?country=FR&limit=7": .recipes(country: "FR", limit: 7),
                "bestrecipes://subscription/sub-1/12/edit": .editWeek(subscriptionId: "sub-1", week: 12),
                "bestrecipes://debug/reset-onboarding": .resetOnboarding,
                "https://bestrecipes.com/debug/reset-onboarding": nil,  // custom-scheme links only
                "/subscription/sub-1/60/edit": nil,  // no week 60
                "bestrecipes://nope": nil,
            ])
    }

    @Test func everyRouteIsReachable() throws {
        expectEveryRouteReachable(try makeRecipeRouter())
    }

    @Test func namedRoutesAndReversesRoundTrip() throws {
        expectRoundTrips(try makeRecipeRouter())
    }

    @MainActor @Test func aLinkAtLaunchOpensOnceTheFirstScreenIsShown() throws {
        let app = RecordingNavigator(router: try makeRecipeRouter(), rootPresented: false)
        try app.open("bestrecipes://recipe/42")
        #expect(app.heldLink?.reason == .waitingForRoot)
        app.presentRoot()
        #expect(app.openedIntents == [.recipe(id: "42")])
    }

    @MainActor @Test func aSignedOutLinkOpensAfterSignIn() throws {
        let app = RecordingNavigator(router: try makeRecipeRouter(), signedIn: false)
        try app.open("https://bestrecipes.com/orders")
        #expect(app.heldLink?.reason == .waitingForAuthorization)
        app.signIn()
        #expect(app.openedIntents == [.orders])
    }

    @MainActor @Test func signingOutDropsALinkStillLoading() throws {
        let app = RecordingNavigator(router: try makeRecipeRouter()) { _ in .delay }
        try app.open("/orders")
        app.signOut()
        #expect(app.endings == [1: .dropped(.signedOut)])
        #expect(app.openedIntents == [])
    }
}

/// The failure the article shows for a table with three wrong lines.
@Suite struct DocumentationOutputTests {
    @Test func theArticlesTableFailureReadsAsShown() throws {
        let router = try makeRecipeRouter()
        let issues = recordedIssues {
            expectLinks(
                router,
                open: [
                    "bestrecipes://recipe/42": .recipe(id: "43"),
                    "https://bestrecipes.com/r/pancakes": .recipe(id: "pancakes"),
                    "/recipes?country=FR&limit=7": .recipes(country: "FR", limit: 7),
                    "bestrecipes://subscription/sub-1/12/edit": .editWeek(subscriptionId: "sub-1", week: 12),
                    "bestrecipes://debug/reset-onboarding": .resetOnboarding,
                    "https://bestrecipes.com/debug/reset-onboarding": nil,
                    "/subscription/sub-1/60/edit": .editWeek(subscriptionId: "sub-1", week: 60),
                    "/recipe/new": nil,
                ])
        }
        let comments: [String] = issues.flatMap(\.commentText)
        let expected: [String] = [
            """
            3 of 8 links did not open what was expected:
            - bestrecipes://recipe/42: expected recipe(id: "43"), opened recipe(id: "42") through /recipe/:recipeId
            - /subscription/sub-1/60/edit: expected editWeek(subscriptionId: "sub-1", week: 60), opened nothing: \
            Every matching route declined '/subscription/sub-1/60/edit': /subscription/:subscriptionId/:weekId/edit.
            - /recipe/new: expected nothing, opened newRecipe through /recipe/new
            """
        ]
        #expect(comments == expected)
    }
}
