import DeepLinks

/// The parameters of a recipe app's links.
enum RecipeParam: String, DeepLinkPathComponent {
    case recipeId, query, subscriptionId, weekId, menuId, weekOrMenuId, country, limit, topic

    var capture: CaptureKind {
        switch self {
        case .weekId, .limit: .int
        case .weekOrMenuId: .either
        case .topic: .remainder
        default: .string
        }
    }
}

/// Where a recipe app's links lead.
enum RecipeIntent: Equatable, Sendable {
    case home
    case newRecipe
    case showRecipe(recipeId: String)
    case search(query: String)
    case menu(Either<Int, String>)
    case editWeek(subscriptionId: String, week: Int)
    case swapMenu(subscriptionId: String, menuId: String)
    case recipes(country: String?, limit: Int?)
    case help(topic: String)
    case resetOnboarding
}

/// What the tour's handlers return: the app's intent and the captures the route received, to show both.
struct Traced: Sendable {
    var intent: RecipeIntent
    var captures: [RecipeParam: String]
}

/// Wraps an intent-making closure so that the tour can print the captures too.
func traced(
    _ make: @escaping @Sendable ([RecipeParam: String]) throws -> RecipeIntent?
) -> @Sendable ([RecipeParam: String]) throws -> Traced? {
    { params in try make(params).map { Traced(intent: $0, captures: params) } }
}

/// The recipe app's route table.
func makeRecipeAppRouter() throws -> DeepLinkRouter<RecipeParam, Traced> {
    try DeepLinkRouter<RecipeParam, Traced>(schemes: ["myapp"], hosts: ["bestrecipes.com", "*.bestrecipes.com"]) {
        Route("", "home", handler: traced { _ in .home })
        Route(
            "recipe" / .recipeId, "account/recipe" / .recipeId,
            handler: traced { p in .showRecipe(recipeId: try p.value(.recipeId)) })
        Route("recipe/new", handler: traced { _ in .newRecipe })
        Route("search" / .query, handler: traced { p in .search(query: try p.value(.query)) })
        // A required query item: /search?query=… comes here, /search/… to the route above.
        Route("search", query: .query, handler: traced { p in .search(query: try p.value(.query)) })
        Route("menu" / .weekOrMenuId, handler: traced { p in .menu(try p.either(.weekOrMenuId)) })
        // Optional query items: only declared items reach the handler; an invalid one is dropped.
        Route(
            "recipes", optional: .country, .limit,
            handler: traced { p in .recipes(country: p[.country], limit: try? p.int(.limit)) })
        Route("help" / .topic, handler: traced { p in .help(topic: try p.value(.topic)) })
        OpenedFrom(.customScheme) {
            Route("debug/reset-onboarding", handler: traced { _ in .resetOnboarding })
        }
        Authorized {
            RouteGroup("subscription" / .subscriptionId) {
                // Weeks run from 1 to 53; the handler declines any other number.
                Route(
                    .weekId / "edit",
                    handler: traced { p in
                        let week = try p.int(.weekId)
                        guard (1...53).contains(week) else { return nil }
                        return .editWeek(subscriptionId: try p.value(.subscriptionId), week: week)
                    })
                Route(
                    "swap" / .menuId,
                    handler: traced { p in
                        .swapMenu(subscriptionId: try p.value(.subscriptionId), menuId: try p.value(.menuId))
                    })
            }
        }
    }
}
