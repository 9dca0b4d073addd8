import Testing

@testable import Playground

/// The handling page: a navigator through cold start, sign-in, sign-out, a delayed link and a rejection.
@MainActor
@Suite struct HandlingChainPageTests {
    static let text = PageText(HandlingChainPage.self).text

    @Test func startsWithItsTitle() {
        #expect(Self.text.hasPrefix("Handling: one door for every link, every step reported\n\n"))
    }

    @Test func holdsTheLinkUntilTheRootAppears() {
        #expect(
            Self.text.contains(
                "The root screen appears:\n  #1 replayed /recipe/42\n  #1 opened /recipe/42 by TourRoot [TourRoot]\n"
                    + "  → navigate to showRecipe(recipeId: \"42\")\n"))
        #expect(Self.text.contains("  #2 held /subscription/abc/3/edit: waiting for authorization\n"))
    }

    @Test func passesDelaysDropsAndOpens() {
        let passedAndDelayed: String = [
            "  → show the subscriptions tab",
            "  #2 passed /subscription/abc/3/edit from TourRoot to TourSubscriptions [TourRoot]",
            "  #2 delayed /subscription/abc/3/edit by TourSubscriptions [TourRoot → TourSubscriptions]",
            "  → load the subscriptions\n",
        ].joined(separator: "\n")
        #expect(Self.text.contains(passedAndDelayed))
        #expect(
            Self.text.contains(
                "the link is not kept for whoever signs in next:\n"
                    + "  #2 dropped /subscription/abc/3/edit: the user signed out [TourRoot → TourSubscriptions]\n\n"))
        #expect(
            Self.text.contains(
                "The subscriptions have loaded:\n  #3 opened /subscription/abc/3/edit by TourSubscriptions "
                    + "[TourRoot → TourSubscriptions]\n  → navigate to editWeek(subscriptionId: \"abc\", week: 3)\n"))
    }

    @Test func rejectsAndMisses() {
        #expect(
            Self.text.contains(
                "  #4 rejected /debug/reset-onboarding by TourRoot for reason: not in a release build [TourRoot]\n"))
        #expect(Self.text.hasSuffix("  #5 unmatched: No route matches '/nope'."))
    }
}
