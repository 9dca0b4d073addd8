import Foundation
import Testing

@testable import Playground

@Suite struct PlaygroundTourTests {
    static let tour = PlaygroundTour.render()

    @Test func listsTheRoutes() {
        #expect(Self.tour.contains("  /recipe/:recipeId, /account/recipe/:recipeId\n"))
        #expect(Self.tour.contains("  /subscription/:subscriptionId/:weekId/edit  [authorized]\n"))
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
        ("myapp://subscription/abc/three/edit", "    missed   No route matches '/subscription/abc/three/edit'."),
        (
            "myapp://subscription/abc/99/edit",
            "    missed   Every matching route declined '/subscription/abc/99/edit': /subscription/:subscriptionId/:weekId/edit."
        ),
        (
            "myapp://recipe/%FF",
            "    missed   Malformed percent-encoding in '/recipe/%FF': segment '%FF' does not decode to UTF-8."
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

    @Test func showsAConflict() {
        #expect(
            Self.tour.contains(
                "Conflicting routes: '/recipe/:recipeId' (RecipeApp/Routes.swift:12) and '/recipe/:query'"))
    }
}
