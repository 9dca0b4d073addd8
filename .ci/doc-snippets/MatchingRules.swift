// What MatchingRules.md's snippets assume of the app and do not declare: its parameters and intents, and its
// navigator.
import DeepLinksSwiftUI
import SnippetPrelude

enum Param: String, DeepLinkPathComponent {
    case id, recipeId, slug, weekId, country, limit
    var capture: CaptureKind { self == .weekId || self == .limit ? .int : .string }
}

enum Intent: Equatable, Sendable {
    case showRecipe(String)
    case week(Int)
    case weekNamed(String)
    case resetOnboarding
    case recipe(String)
    case recipeList
    case recipes(country: String?, limit: Int?)
}

/// The app's navigator, for the snippets about trust and snapshots.
@MainActor let navigator: DeepLinkNavigator<Param, Intent> = stub()
