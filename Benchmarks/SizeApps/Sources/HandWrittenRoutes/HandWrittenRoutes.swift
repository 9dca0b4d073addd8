// The 10 routes of SizeAppRoutes (the DeepLinks apps' table), hand-written: the path split on "/" and a `switch` on
// its segments, as an app without a router would write it. No percent-decoding, precedence rules, conflict checks or
// miss reasons: what a router adds on top is what the code-size benchmark measures.

/// What a link asks the app to show.
///
/// `Hashable` as SizeAppRoutes' is (the SwiftUI model needs it), so that the apps differ only in how they route.
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

/// The intent of a path (`/recipe/42?utm=mail`), or `nil` when no route takes it.
///
/// - Parameter path: The path, with an optional query and fragment, which are ignored.
/// - Returns: The intent of the first route that takes the path.
public func intent(forPath path: String) -> Intent? {
    let route = path.prefix { $0 != "?" && $0 != "#" }
    let parts = route.split(separator: "/").map(String.init)
    guard let first = parts.first else { return nil }
    switch (first, parts.count) {
    case ("home", 1): return .home
    case ("recipe", 2): return .recipe(id: parts[1])
    case ("search", 2): return .search(query: parts[1])
    case ("subscription", 4) where parts[2] == "swap":
        return .swapMenu(subscription: parts[1], menu: parts[3])
    case ("subscription", 4) where parts[3] == "edit":
        return Int(parts[2]).map { .editWeek(subscription: parts[1], week: $0) }
    case ("account", 1): return .account
    case ("account", 2) where parts[1] == "orders": return .orders
    case ("account", 3) where parts[1] == "orders": return Int(parts[2]).map { .order(id: $0) }
    case ("cookbook", 4) where parts[2] == "recipe":
        return .cookbookRecipe(cookbook: parts[1], recipe: parts[3])
    case ("help", 2...): return .help(topic: parts.dropFirst().joined(separator: "/"))
    default: return nil
    }
}
