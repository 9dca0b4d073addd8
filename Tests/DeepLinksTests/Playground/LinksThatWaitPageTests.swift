import Testing

@testable import Playground

/// The page on links that wait: two gates, a gate closing, a duplicate, a delay that fails, a watcher and a
/// coordinator with no root, a forgotten claim, and a snapshot restored and refused.
@MainActor
@Suite struct LinksThatWaitPageTests {
    static let text = PageText(LinksThatWaitPage.self).text

    @Test func startsWithItsTitle() {
        #expect(Self.text.hasPrefix("Links that wait: gates, duplicates, delays, claims and snapshots\n\n"))
    }

    @Test func holdsALinkForOnboardingThenSignInAndAGateThatClosesKeepsItHeld() {
        let link = "/subscription/abc/3/edit"
        let held: String = [
            "  #1 matched \(link) as /subscription/:subscriptionId/:weekId/edit (requires authorization, onboarded)",
            "  #1 held \(link): waiting for authorization, onboarded\n",
            "The root screen appears and the user finishes onboarding; the link still waits for sign-in:",
            "  #1 held \(link): waiting for authorization\n",
            "The app resets onboarding (a gate closes) while the link waits; it waits for both again:",
            "  #1 held \(link): waiting for authorization, onboarded\n",
        ].joined(separator: "\n")
        #expect(Self.text.contains(held))
        #expect(Self.text.contains("  #1 held \(link): waiting for onboarded\n  #1 replayed \(link)\n"))
    }

    @Test func aDelayWithAReasonFailsWithOneRejectionAndNoSecondDecision() {
        let path = "/subscription/abc/3/edit"
        let trace = "[TourRoot → TourSubscriptions]"
        let failed: String = [
            "  #1 delayed \(path) by TourSubscriptions for reason: loading the subscriptions \(trace)",
            "  → load the subscriptions\n",
            "The load fails: the screen ends the link with the error, without deciding again:",
            "  #1 rejected \(path) by TourSubscriptions for reason: the subscriptions did not load: the network is "
                + "offline \(trace)",
            "  → show an alert: the subscriptions did not load: the network is offline",
            "  (TourSubscriptions.handle(_:animated:) ran 1 time)\n",
        ].joined(separator: "\n")
        #expect(Self.text.contains(failed))
        let firstApp = Self.text.components(separatedBy: "An app with no root screen")[0]
        #expect(firstApp.components(separatedBy: " delayed ").count == 2)
        #expect(firstApp.components(separatedBy: " rejected ").count == 2)
    }

    @Test func theSameUniversalLinkTwiceEndsAsADuplicate() {
        let twice: String = [
            "  #2 received https://bestrecipes.com/recipe/42 (user activity)",
            "  #2 matched /recipe/42 as /recipe/:recipeId", "  #2 opened /recipe/42 by TourRoot [TourRoot]",
            "  → navigate to showRecipe(recipeId: \"42\")",
            "  #3 received https://bestrecipes.com/recipe/42 (universal link)",
            "  #3 matched /recipe/42 as /recipe/:recipeId", "  #3 duplicate of #2: /recipe/42 not opened again\n",
        ].joined(separator: "\n")
        #expect(Self.text.contains(twice))
    }

    @Test func aWatcherAndACoordinatorGetTheHeldLinkAndTheCoordinatorClaimsIt() {
        let listened: String = [
            "  #1 held /recipe/42: waiting for the root handler or a subscriber\n",
            "A watcher (analytics) subscribes: it reads the link, and leaves it for the others:",
            "  #1 published /recipe/42 to 1 subscriber", "  #1 held /recipe/42: waiting for a subscriber to claim it",
            "  watcher reads /recipe/42\n",
            "The recipe coordinator subscribes, reads the same link, claims it and shows it:",
            "  #1 published /recipe/42 to 1 subscriber", "  → RecipeCoordinator shows showRecipe(recipeId: \"42\")",
            "  #1 opened /recipe/42 by RecipeCoordinator [RecipeCoordinator]\n",
        ].joined(separator: "\n")
        #expect(Self.text.contains(listened))
    }

    @Test func aForgottenClaimDropsItsLink() {
        #expect(
            Self.text.contains(
                "(here, a new link):\n  #2 dropped /recipe/7: the subscriber that claimed it let go of the claim "
                    + "without reporting [RecipeCoordinator]\n  #3 received myapp://recipe/8 (custom scheme)\n"))
    }

    @Test func aSnapshotIsSavedAsJSONRestoredAndRefusedWhenStale() {
        #expect(
            Self.text.contains(
                #"  saved: {"link":{"text":"https://bestrecipes.com/subscription/abc/3/edit"},"#
                    + #""received":"2026-11-26T08:00:00Z","source":"universalLink"}"#))
        let restored: String = [
            "  #1 received https://bestrecipes.com/subscription/abc/3/edit (universal link)",
            "  #1 restored link, received 300 s ago",
        ].joined(separator: "\n")
        #expect(Self.text.contains(restored))
        #expect(
            Self.text.contains(
                "  #1 opened /subscription/abc/3/edit by TourSubscriptions [TourRoot → TourSubscriptions]\n"
                    + "  → navigate to editWeek(subscriptionId: \"abc\", week: 3)\n"))
        #expect(
            Self.text.hasSuffix(
                "  #1 restored link, received 7200 s ago\n"
                    + "  #1 dropped link: restored 7200 s after it was received; the limit is 3600 s"))
    }
}
