// What README.md's snippets assume of the app and do not declare: the handling snippet's screens, the modules of
// "Route modules", and the recipe app of "Testing your links" (declared in full in Testing.md).
import DeepLinksSwiftUI
import SnippetPrelude

// Handling links: the tab bar's tabs and navigation, the "my menu" screen, the app's root.

enum Tab {
    case home, myMenu
}

extension HomeTabBar {
    func show(_ intent: Intent, animated: Bool) {}

    func selectTab(_ tab: Tab, animated: Bool) {}
}

@MainActor final class MyMenuList: DeepLinkHandler {
    var deepLinkHandling: DeepLinkHandling<Intent>?

    func handle(_ link: DeepLink<Intent>, animated: Bool) -> DeepLinkHandling<Intent> { .opened(link) }
}

@MainActor let appRoot = HomeTabBar()

// Route modules: the Account module, and the app that mounts it and the Catalog module.

enum AccountParam: String, DeepLinkPathComponent {
    case orderId
}

enum AccountIntent: Equatable, Sendable {
    case orders
    case order(String)
}

enum AccountLinks {
    @RoutesBuilder<AccountParam, AccountIntent>
    static var routes: [Route<AccountParam, AccountIntent>] {
        Route("orders") { _ in .orders }
        Route("orders" / .orderId) { p in .order(try p.value(.orderId)) }
    }
}

enum AppParam: String, DeepLinkPathComponent {
    case storeId
}

enum AppIntent: Equatable, Sendable {
    case catalog(CatalogIntent)
    case store(String, CatalogIntent)
    case account(AccountIntent)
}

// Testing your links: the recipe app of Testing.md.

enum RecipeParam: String, DeepLinkPathComponent {
    case recipeId, query, subscriptionId, weekId, country, limit
    var capture: CaptureKind { self == .weekId || self == .limit ? .int : .string }
}

enum RecipeIntent: Equatable, Sendable {
    case home, newRecipe, orders, resetOnboarding
    case recipe(id: String)
    case search(query: String)
    case recipes(country: String?, limit: Int?)
    case editWeek(subscriptionId: String, week: Int)
}

func makeRecipeRouter() throws -> DeepLinkRouter<RecipeParam, RecipeIntent> { stub() }
