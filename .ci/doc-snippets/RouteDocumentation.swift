// What RouteDocumentation.md's snippets assume of the app and do not declare: its parameters, intents and router.
import DeepLinksSwiftUI
import SnippetPrelude

enum Param: String, DeepLinkPathComponent {
    case recipeId
}

enum Intent: Equatable, Sendable {
    case showRecipe(String)
}

let router: DeepLinkRouter<Param, Intent> = stub()
