import DeepLinks

// A 10-route app that matches the one link it is given with DeepLinks and prints the intent: the DeepLinks side of
// the code-size benchmark (Benchmarks/README.md, "Code size"). SizeAppSwitch is the same app with a hand-written
// `switch`, and prints the same line for every link. Only the most basic API is used: a component enum, the DSL,
// `match(.path(_:))` and the handler's dictionary.

enum Param: String, DeepLinkPathComponent {
    case recipeId, query, subscriptionId, weekId, menuId, orderId, cookbookId, topic
    var capture: CaptureKind {
        switch self {
        case .weekId, .orderId: .int
        case .topic: .remainder
        default: .string
        }
    }
}

enum Intent: Sendable {
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

let link = CommandLine.arguments.dropFirst().first ?? "/home"
do {
    let router = try DeepLinkRouter<Param, Intent> {
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
    if let intent = router.match(.path(link))?.intent {
        print(intent)
    } else {
        print("no route")
    }
} catch {
    print("routes not built: \(error)")
}
