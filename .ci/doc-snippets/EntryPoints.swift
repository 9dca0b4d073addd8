// What EntryPoints.md's snippets assume of the app and do not declare: its parameters and intents, the scene
// delegate that keeps the navigator (the UIKit glue is written as its methods), and what the watcher and the recipe
// coordinator use: analytics, the recipes they load, the recipe screen.
import DeepLinksSwiftUI
import Foundation
import SnippetPrelude

enum Param: String, DeepLinkPathComponent {
    case recipeId, country, limit, term
    var capture: CaptureKind { self == .limit ? .int : .string }
}

enum Intent: Equatable, Sendable {
    case showRecipe(String)
    case recipes(country: String?, limit: Int?)
    case search(String)

    var isRecipe: Bool {
        if case .showRecipe = self { true } else { false }
    }
}

@MainActor let navigator: DeepLinkNavigator<Param, Intent> = stub()

/// The app's `UIWindowSceneDelegate`.
@MainActor final class SceneDelegate {
    let navigator: DeepLinkNavigator<Param, Intent> = stub()
}

/// Shows a recipe's screen.
@MainActor func showRecipe(_ intent: Intent) {}

/// The app's analytics, which the watcher feeds.
@MainActor final class Analytics {
    func track(_ event: String, _ properties: [String: String]) {}
}

@MainActor let analytics = Analytics()

/// The recipes the coordinator loads before it shows one.
@MainActor final class RecipeStore {
    /// Whether they loaded.
    func load() async -> Bool { true }
}

@MainActor let recipes = RecipeStore()

/// The short links the app has resolved ahead of time.
let resolvedShortLinks: [URL: URL] = [:]
