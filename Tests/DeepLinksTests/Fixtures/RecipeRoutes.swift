import DeepLinks

/// The parameter enum of the recipe example.
enum Param: String, DeepLinkPathComponent {
    case recipeId, subscriptionId, menuId, weekId, weekOrMenuId, slug, rest
    var capture: CaptureKind {
        switch self {
        case .weekId: .int
        case .weekOrMenuId: .either
        default: .string
        }
    }
}

enum Intent: Equatable, Sendable {
    case home
    case showRecipe(recipeId: String)
    case editMenu(subscriptionId: String, weekOrMenuId: Either<Int, String>)
}

/// The router of the example, verbatim.
func makeRecipeRouter() throws -> DeepLinkRouter<Param, Intent> {
    try DeepLinkRouter<Param, Intent> {
        Route("home") { _ in .home }
        Route("recipe" / .recipeId, "account/recipe" / .recipeId) { params in
            params[.recipeId].map { .showRecipe(recipeId: $0) }
        }
        Authorized {
            Route("subscription" / .subscriptionId / "swap" / .menuId) { p in
                .editMenu(subscriptionId: try p.value(.subscriptionId), weekOrMenuId: .right(try p.value(.menuId)))
            }
            Route("subscription" / .subscriptionId / .weekId / "edit") { p in
                .editMenu(subscriptionId: try p.value(.subscriptionId), weekOrMenuId: .left(try p.int(.weekId)))
            }
        }
    }
}

/// A route table of literal-and-capture patterns whose intent is the matched pattern's text and its captures.
struct Echo: Equatable, Sendable, CustomStringConvertible {
    var pattern: String
    var params: [String: String]
    var description: String { "\(pattern) \(params.sorted { $0.key < $1.key })" }
}

/// Builds a router whose handlers echo their pattern and captures, from patterns in the `:name` form.
func makeEchoRouter(_ patterns: [String], declining: Set<String> = []) throws -> DeepLinkRouter<Param, Echo> {
    let routes = try patterns.map { text in
        let pattern = try RoutePattern<Param>(parsing: text)
        let declines = declining.contains(text)
        return Route<Param, Echo>(patterns: [pattern]) { params in
            declines
                ? nil : Echo(pattern: text, params: Dictionary(uniqueKeysWithValues: params.map { ($0.rawValue, $1) }))
        }
    }
    return try DeepLinkRouter(routes: routes)
}
