import DeepLinksNavigation
import DeepLinksTesting
import Foundation
import Testing

// A recipe app with onboarding and sign-in, written from outside the module with the test kit, as the README
// teaches: its links wait for both gates, survive the user killing the app, and open once.

extension DeepLinkGate {
    static let onboarded: DeepLinkGate = "onboarded"
}

enum OnboardingParam: String, DeepLinkPathComponent {
    case recipeId
}

enum OnboardingIntent: Equatable, Sendable {
    case recipe(String)
    case orders
}

func makeOnboardingRouter() throws -> DeepLinkRouter<OnboardingParam, OnboardingIntent> {
    try DeepLinkRouter<OnboardingParam, OnboardingIntent>(schemes: ["bestrecipes"], hosts: ["bestrecipes.com"]) {
        Requires(.onboarded) {
            Route("recipe" / .recipeId, name: "recipe") { p in .recipe(try p.value(.recipeId)) }
            Authorized {
                Route("orders", name: "orders") { _ in .orders }
            }
        }
    }
}

@MainActor
@Suite struct OnboardingAppTests {
    @Test func aLinkWaitsForOnboardingAndSignInThenOpensOnce() throws {
        let app = RecordingNavigator(router: try makeOnboardingRouter(), signedIn: false)
        try app.open("https://bestrecipes.com/orders")
        #expect(app.heldLink?.reason == .waitingForGates([.authorization, .onboarded]))
        app.signIn()
        #expect(app.openedIntents.isEmpty)
        app.navigator.gateDidChange(.onboarded, isOpen: true)
        #expect(app.openedIntents == [.orders])
        try app.open("https://bestrecipes.com/orders")  // iOS delivers it again through the scene
        #expect(app.openedIntents == [.orders])
        #expect(app.endings[2] == .duplicate(of: 1))
    }

    /// The user kills the app to find their password: the held link is saved, and the next launch opens it.
    @Test func aHeldLinkSurvivesTheUserKillingTheApp() throws {
        let before = RecordingNavigator(router: try makeOnboardingRouter(), signedIn: false)
        try before.open("bestrecipes://recipe/42")
        let saved = try JSONEncoder().encode(try #require(before.navigator.heldLinkSnapshot))

        let after = RecordingNavigator(router: try makeOnboardingRouter(), signedIn: false)
        after.clock.advance(by: 600)
        let snapshot = try JSONDecoder().decode(DeepLinkSnapshot.self, from: saved)
        after.navigator.restore(snapshot, maxAge: 3600)
        #expect(after.heldLink?.reason == .waitingForGates([.onboarded]))
        after.navigator.gateDidChange(.onboarded, isOpen: true)
        #expect(after.openedIntents == [.recipe("42")])
        #expect(after.eventLog.contains("#1 restored link, received 600 s ago"))
    }
}
