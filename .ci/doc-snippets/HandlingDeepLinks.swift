// What HandlingDeepLinks.md's snippets assume of the app and do not declare: its parameters and intents, the
// screens around `MyMenuList`, the values the test and the app delegate use, and where the app saves a held link.
import DeepLinksSwiftUI
import Foundation
import SnippetPrelude

enum MenuParam: String, DeepLinkPathComponent {
    case recipeId, subscriptionId, weekId
    var capture: CaptureKind { self == .weekId ? .int : .string }
}

enum MenuIntent: Equatable, Sendable {
    case home
    case recipe(String)
    case myMenu
    case subscription(String)
    case editMenu(subscription: String, week: Int)
}

extension MyMenuList {
    func loadSubscriptions() {}

    func push(_ subscriptionId: String, animated: Bool) -> SubscriptionScreen { SubscriptionScreen() }
}

@MainActor final class SubscriptionScreen: DeepLinkHandler {
    var deepLinkHandling: DeepLinkHandling<MenuIntent>?

    func handle(_ link: DeepLink<MenuIntent>, animated: Bool) -> DeepLinkHandling<MenuIntent> { .opened(link) }
}

@MainActor final class AppRoot: DeepLinkHandler {
    var deepLinkHandling: DeepLinkHandling<MenuIntent>?

    func handle(_ link: DeepLink<MenuIntent>, animated: Bool) -> DeepLinkHandling<MenuIntent> { .opened(link) }
}

/// The subscriptions the app has loaded before.
@MainActor final class SubscriptionCache {
    var subscriptions: [String]?
}

@MainActor let cache = SubscriptionCache()
@MainActor let myMenu = MyMenuList()
@MainActor let link: DeepLink<MenuIntent> = stub()
/// The app delegate's strong reference to the root handler.
@MainActor var appRoot: AppRoot?

/// Where the app keeps what must survive a relaunch (user defaults, a file: the app's choice).
@MainActor final class LinkStore {
    /// The held link, as the app encoded its snapshot.
    var heldLink: Data?
}

@MainActor let store = LinkStore()
