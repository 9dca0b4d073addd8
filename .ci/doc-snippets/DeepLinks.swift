// What the landing page's (DeepLinks.md) snippet assumes of the app and does not declare: its intents.
import DeepLinks

enum Intent: Equatable, Sendable {
    case home
    case showRecipe(String)
    case editWeek(String, Int)
}
