import Foundation
import Testing

@testable import Playground

@MainActor
@Suite struct PlaygroundTourTests {
    static let tour = PlaygroundTour.render()

    @Test func listsTheRoutes() {
        #expect(Self.tour.contains("  /recipe/:recipeId, /account/recipe/:recipeId\n"))
        #expect(Self.tour.contains("  /subscription/:subscriptionId/:weekId/edit  [authorized]\n"))
        #expect(Self.tour.contains("  /debug/reset-onboarding  [custom-scheme links only]\n"))
        #expect(Self.tour.contains("  /help/*topic\n"))
    }

    /// Every link of the tour prints its route and captures, or its reason; pinned line by line.
    @Test(arguments: [
        (
            "myapp://recipe/42",
            "    matched  /recipe/:recipeId\n    captures recipeId=42\n    intent   showRecipe(recipeId: \"42\")"
        ),
        ("myapp://", "    matched  /\n    captures none\n    intent   home"),
        ("myapp://recipe/new", "    matched  /recipe/new\n    captures none\n    intent   newRecipe"),
        ("myapp://search/rock%2Froll", "    matched  /search/:query\n    captures query=rock/roll"),
        ("myapp://menu/12", "    intent   menu(.left(12))"),
        ("myapp://menu/summer-specials", "    intent   menu(.right(\"summer-specials\"))"),
        (
            "myapp://subscription/abc/3/edit",
            "    matched  /subscription/:subscriptionId/:weekId/edit  [authorized]\n    captures subscriptionId=abc, weekId=3"
        ),
        (
            "myapp://subscription/abc/three/edit",
            "    missed   No route matches '/subscription/abc/three/edit'; closest: "
                + "/subscription/:subscriptionId/:weekId/edit — weekId expects an Int, got 'three'."
        ),
        (
            "myapp://subscription/abc/99/edit",
            "    missed   Every matching route declined '/subscription/abc/99/edit': /subscription/:subscriptionId/:weekId/edit."
        ),
        (
            "myapp://recipe/%FF",
            "    missed   Malformed percent-encoding in '/recipe/%FF': segment '%FF' does not decode to UTF-8."
        ),
        (
            "https://www.bestrecipes.com/recipes?country=FR&limit=7&utm_source=mail",
            "    captures country=FR, limit=7\n    intent   recipes(country: Optional(\"FR\"), limit: Optional(7))"
        ),
        (
            "https://bestrecipes.com/recipes?limit=lots",
            "    captures none\n    intent   recipes(country: nil, limit: nil)"
        ),
        (
            "myapp://search?query=caf%C3%A9+au+lait",
            "    matched  /search\n    captures query=café au lait\n    intent   search(query: \"café au lait\")"
        ),
        ("myapp://help/getting-started/first-recipe", "    captures topic=getting-started/first-recipe"),
        ("myapp://debug/reset-onboarding", "    intent   resetOnboarding"),
        (
            "https://bestrecipes.com/debug/reset-onboarding",
            "closest: /debug/reset-onboarding — it accepts custom-scheme links only, and this is a universal link."
        ),
        ("https://bestrecipes.evil.example/recipe/42", "    missed   Unsupported host 'bestrecipes.evil.example'"),
        (
            "otherapp://recipe/42",
            "    missed   Unsupported scheme 'otherapp' in 'otherapp://recipe/42'; accepted: myapp."
        ),
    ])
    func showsEachLink(_ url: String, _ expected: String) throws {
        let block = try #require(Self.tour.components(separatedBy: "\n\n").first { $0.hasPrefix("  \(url)    (") })
        #expect(block.contains(expected))
    }

    @Test func everyLinkIsShown() {
        for (url, _) in PlaygroundTour.links {
            #expect(Self.tour.contains("\n  \(url)    ("), "\(url)")
        }
        #expect(!Self.tour.contains("not a URL"))
        #expect(!Self.tour.contains("did not build"))
    }

    @Test func showsTheHandlingSection() {
        let handling = Self.tour.components(separatedBy: "Handling: one door for every link").last ?? ""
        #expect(
            handling.contains(
                "The root screen appears:\n  #1 replayed /recipe/42\n  #1 opened /recipe/42 by TourRoot [TourRoot]\n"
                    + "  → navigate to showRecipe(recipeId: \"42\")\n"))
        #expect(handling.contains("  #2 held /subscription/abc/3/edit: waiting for authorization\n"))
        let passedAndDelayed: String = [
            "  → show the subscriptions tab",
            "  #2 passed /subscription/abc/3/edit from TourRoot to TourSubscriptions [TourRoot]",
            "  #2 delayed /subscription/abc/3/edit by TourSubscriptions [TourRoot → TourSubscriptions]",
            "  → load the subscriptions\n",
        ].joined(separator: "\n")
        #expect(handling.contains(passedAndDelayed))
        #expect(
            handling.contains(
                "the link is not kept for whoever signs in next:\n"
                    + "  #2 dropped /subscription/abc/3/edit: the user signed out [TourRoot → TourSubscriptions]\n\n"))
        #expect(
            handling.contains(
                "The subscriptions have loaded:\n  #3 opened /subscription/abc/3/edit by TourSubscriptions "
                    + "[TourRoot → TourSubscriptions]\n  → navigate to editWeek(subscriptionId: \"abc\", week: 3)\n"))
        #expect(
            handling.contains(
                "  #4 rejected /debug/reset-onboarding by TourRoot for reason: not in a release build [TourRoot]\n"))
        #expect(handling.contains("  #5 unmatched: No route matches '/nope'.\n"))
    }

    @Test func showsAConflict() {
        #expect(
            Self.tour.contains(
                "Conflicting routes: '/recipe/:recipeId' (RecipeApp/Routes.swift:12) and '/recipe/:query'"))
    }
}
