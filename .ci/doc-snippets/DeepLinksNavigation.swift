// What the navigator's landing page (DeepLinksNavigation.md) assumes of the app and does not declare.
import DeepLinksNavigation

enum Param: String, DeepLinkPathComponent {
    case recipeId
}

enum Intent: Equatable, Sendable {
    case showRecipe(String)
}
