import DeepLinksNavigation
import Foundation
import Testing

// A coordinator that listens to the navigator's stream, written as the README and the DocC article "Entry Points"
// teach, from outside the module: it claims each link before it shows it, then reports what it did.

@MainActor @Suite struct StreamCoordinatorTests {
    /// Reads `count` links from `stream`, claims each for "RecipeCoordinator", and returns the intents it showed.
    static func coordinate(
        _ stream: AsyncStream<DeepLink<RecipeIntent>>, count: Int,
        navigator: DeepLinkNavigator<RecipeParam, RecipeIntent>
    ) async -> [RecipeIntent] {
        var shown: [RecipeIntent] = []
        var links = stream.makeAsyncIterator()
        for _ in 0..<count {
            guard let link = await links.next() else { break }
            guard let claim = navigator.claim(link, by: "RecipeCoordinator") else { continue }  // handled meanwhile
            shown.append(link.intent)
            claim.opened()
        }
        return shown
    }

    @Test func aCoordinatorDoesNotShowALinkANewerOneSuperseded() async throws {
        let navigator = DeepLinkNavigator(router: try makeRecipeRouter(), openGates: [.authorization])
        var endings: [String] = []
        navigator.onEvent = { event in
            if event.kind.isTerminal { endings.append(event.description) }
        }
        let stream = navigator.links()
        navigator.open(.path("/recipe/1"), animated: false)  // no root yet: held, and published
        navigator.open(.path("/recipe/2"), animated: false)  // the user's latest link wins
        let shown = await Self.coordinate(stream, count: 2, navigator: navigator)
        let expected: [RecipeIntent] = [.recipe(id: "2")]
        #expect(shown == expected)
        let expectedEndings: [String] = [
            "#1 superseded /recipe/1", "#2 opened /recipe/2 by RecipeCoordinator [RecipeCoordinator]",
        ]
        #expect(endings == expectedEndings)
    }

    @Test func twoCoordinatorsShowALinkOnce() async throws {
        let navigator = DeepLinkNavigator(router: try makeRecipeRouter(), openGates: [.authorization])
        let first = navigator.links()
        let second = navigator.links()
        navigator.open(.path("/recipe/42"), animated: false)
        let shownByFirst = await Self.coordinate(first, count: 1, navigator: navigator)
        let shownBySecond = await Self.coordinate(second, count: 1, navigator: navigator)
        let expectedFirst: [RecipeIntent] = [.recipe(id: "42")]
        let expectedSecond: [RecipeIntent] = []
        #expect(shownByFirst == expectedFirst)
        #expect(shownBySecond == expectedSecond)
    }
}
