// NB: a plain `import DeepLinks`, no `@testable`: this file proves the public API is enough to listen to the
// navigator's links the way the README teaches, from a coordinator that is not a screen, and to report what
// became of each link.
import DeepLinksNavigation
import Foundation
import Testing

/// Shows recipes: it listens to the recipe links, opens the ones it knows and rejects the others, and says so.
@MainActor
private final class RecipeCoordinator {
    let navigator: DeepLinkNavigator<MenuParam, MenuIntent>
    let recipes: Set<String>
    private(set) var shown: [String] = []
    private(set) var handled = 0
    private var listening: Task<Void, Never>?

    init(navigator: DeepLinkNavigator<MenuParam, MenuIntent>, recipes: Set<String>) {
        self.navigator = navigator
        self.recipes = recipes
    }

    func start() {
        let links = navigator.links(where: { link in
            if case .recipe = link.intent { true } else { false }
        })
        listening = Task { [weak self] in
            for await link in links {
                self?.show(link)
            }
        }
    }

    func stop() async {
        listening?.cancel()
        await listening?.value
    }

    private func show(_ link: DeepLink<MenuIntent>) {
        handled += 1
        guard let claim = navigator.claim(link, by: "RecipeCoordinator") else { return }  // handled already
        guard case .recipe(let id) = link.intent, recipes.contains(id) else {
            claim.rejected(reason: "no such recipe")
            return
        }
        shown.append(id)
        claim.opened()
    }
}

@MainActor
@Suite struct LinksPublicAPITests {
    @Test func aCoordinatorListensToItsLinksAndReportsEachOutcome() async throws {
        let navigator = DeepLinkNavigator(router: try makeMenuRouter(), openGates: [.authorization])
        var lines: [String] = []
        navigator.onEvent = { lines.append("\($0)") }
        let coordinator = RecipeCoordinator(navigator: navigator, recipes: ["42", "7"])

        func waitUntilHandled(_ count: Int) async {
            for _ in 0..<1_000 where coordinator.handled < count { await Task.yield() }
        }

        // Cold start: the link arrives before anyone listens; the navigator holds it for the coordinator.
        navigator.open(.url(try #require(URL(string: "menuapp://recipe/42"))), animated: false)
        coordinator.start()
        await waitUntilHandled(1)
        navigator.open(.path("/recipe/0"), animated: true)
        await waitUntilHandled(2)
        navigator.open(.path("/home"), animated: true)  // not the coordinator's: it waits for a root
        await coordinator.stop()
        navigator.open(.path("/recipe/7"), animated: true)  // nobody listens any more

        let expectedShown: [String] = ["42"]
        #expect(coordinator.shown == expectedShown)
        let expected: [String] = [
            "#1 received menuapp://recipe/42 (custom scheme)",
            "#1 matched /recipe/42 as /recipe/:recipeId",
            "#1 held /recipe/42: waiting for the root handler or a subscriber",
            "#1 published /recipe/42 to 1 subscriber",
            "#1 held /recipe/42: waiting for a subscriber to claim it",
            "#1 opened /recipe/42 by RecipeCoordinator [RecipeCoordinator]",
            "#2 received /recipe/0 (path)",
            "#2 matched /recipe/0 as /recipe/:recipeId",
            "#2 published /recipe/0 to 1 subscriber",
            "#2 held /recipe/0: waiting for a subscriber to claim it",
            "#2 rejected /recipe/0 by RecipeCoordinator for reason: no such recipe [RecipeCoordinator]",
            "#3 received /home (path)",
            "#3 matched /home as /home",
            "#3 held /home: waiting for the root handler or a subscriber",
            "#4 received /recipe/7 (path)",
            "#4 matched /recipe/7 as /recipe/:recipeId",
            "#3 superseded /home",
            "#4 held /recipe/7: waiting for the root handler or a subscriber",
        ]
        #expect(lines == expected)
        #expect(navigator.heldLink?.link.path == "/recipe/7")
    }
}
