// What DeepLinksTools.md's snippets assume of the app and do not declare: its route table, behind `AppRoutes`.
import DeepLinksSwiftUI
import SnippetPrelude

enum Param: String, DeepLinkPathComponent {
    case recipeId
}

enum Intent: Equatable, Sendable {
    case showRecipe(String)
}

enum AppRoutes {
    static func router() throws -> DeepLinkRouter<Param, Intent> { stub() }
}
