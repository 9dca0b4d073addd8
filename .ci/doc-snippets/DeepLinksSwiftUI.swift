// What the SwiftUI layer's landing page (DeepLinksSwiftUI.md) assumes of the app and does not declare.
import DeepLinksSwiftUI

enum Param: String, DeepLinkPathComponent {
    case recipeId
}

enum Screen: Hashable, Sendable {
    case recipe(String)
}
