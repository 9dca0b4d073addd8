import DeepLinks

// The 10 routes of the DeepLinks size apps, shared by the three: SizeAppDeepLinks (the core alone), SizeAppNavigator
// (the navigator) and SizeAppSwiftUIModel (the SwiftUI model). SizeAppSwitch is the same table hand-written
// (HandWrittenRoutes). Only the most basic API is used: a component enum, the DSL and the handler's dictionary.

/// The path parameters of the 10 routes.
public enum Param: String, DeepLinkPathComponent {
    case recipeId, query, subscriptionId, weekId, menuId, orderId, cookbookId, topic

    /// How each parameter is captured.
    public var capture: CaptureKind {
        switch self {
        case .weekId, .orderId: .int
        case .topic: .remainder
        default: .string
        }
    }
}

/// What a link asks the app to show.
///
/// `Hashable` because the SwiftUI model's paths are arrays of intents. The core and navigator apps do not need it, and
/// carry it all the same: HandWrittenRoutes' `Intent` is `Hashable` too, so that the switch app, which every app is
/// compared with, has the same conformance and the same module boundary (its table is a module of its own).
public enum Intent: Hashable, Sendable {
    case home
    case recipe(id: String)
    case search(query: String)
    case editWeek(subscription: String, week: Int)
    case swapMenu(subscription: String, menu: String)
    case account
    case orders
    case order(id: Int)
    case cookbookRecipe(cookbook: String, recipe: String)
    case help(topic: String)
}

/// The router of the 10 routes.
///
/// - Returns: The router.
/// - Throws: `DeepLinkRouterError` when the table is wrong (it is not).
public func makeRouter() throws -> DeepLinkRouter<Param, Intent> {
    try DeepLinkRouter<Param, Intent> {
        Route("home") { _ in .home }
        Route("recipe" / .recipeId) { p in p[.recipeId].map { .recipe(id: $0) } }
        Route("search" / .query) { p in p[.query].map { .search(query: $0) } }
        Route("subscription" / .subscriptionId / .weekId / "edit") { p in
            guard let subscription = p[.subscriptionId], let week = p[.weekId].flatMap({ Int($0) }) else { return nil }
            return .editWeek(subscription: subscription, week: week)
        }
        Route("subscription" / .subscriptionId / "swap" / .menuId) { p in
            guard let subscription = p[.subscriptionId], let menu = p[.menuId] else { return nil }
            return .swapMenu(subscription: subscription, menu: menu)
        }
        Route("account") { _ in .account }
        Route("account" / "orders") { _ in .orders }
        Route("account" / "orders" / .orderId) { p in p[.orderId].flatMap { Int($0) }.map { .order(id: $0) } }
        Route("cookbook" / .cookbookId / "recipe" / .recipeId) { p in
            guard let cookbook = p[.cookbookId], let recipe = p[.recipeId] else { return nil }
            return .cookbookRecipe(cookbook: cookbook, recipe: recipe)
        }
        Route("help" / .topic) { p in p[.topic].map { .help(topic: $0) } }
    }
}
