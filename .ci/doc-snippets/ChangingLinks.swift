// What ChangingLinks.md's snippets assume of the app and do not declare: its parameters and intents, its router and
// navigator, the short links it has resolved, and its analytics.
import DeepLinksSwiftUI
import Foundation
import SnippetPrelude

enum Param: String, DeepLinkPathComponent {
    case recipeId
}

enum Intent: Equatable, Sendable {
    case showRecipe(String)
}

let router: DeepLinkRouter<Param, Intent> = stub()
@MainActor let navigator: DeepLinkNavigator<Param, Intent> = stub()

/// The short links the app has resolved ahead of time.
let resolvedShortLinks: [URL: URL] = [:]

/// The app's analytics.
@MainActor final class Analytics {
    func track(_ event: String, _ properties: [String: String]) {}
}

@MainActor let analytics = Analytics()

/// The rules the app downloaded.
let downloaded = Data()
