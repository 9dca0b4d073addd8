import DeepLinks

/// The parameters of a recipe app's links.
enum RecipeParam: String, DeepLinkPathComponent {
    case recipeId, query, subscriptionId, weekId, country, limit, year, code, page

    var capture: CaptureKind {
        switch self {
        case .weekId, .limit, .year: .int
        case .page: .remainder
        default: .string
        }
    }
}

/// Where a recipe app's links lead.
enum RecipeIntent: Equatable, Sendable {
    case home
    case recipe(id: String)
    case newRecipe
    case search(query: String)
    case recipes(country: String?, limit: Int?)
    case orders
    case editWeek(subscriptionId: String, week: Int)
    case resetOnboarding
    case archive(year: Int)
    case highlights
    case invite(code: String)
    case web(page: String)
}

/// The recipe app's routes, as an app would write them: names, reverses, examples, `Authorized`, `OpenedFrom`.
///
/// Every check of the test kit passes on it.
func makeRecipeRouter() throws -> DeepLinkRouter<RecipeParam, RecipeIntent> {
    try DeepLinkRouter<RecipeParam, RecipeIntent>(schemes: ["bestrecipes"], hosts: ["bestrecipes.com"]) {
        Route("", "home", name: "home") { _ in
            .home
        } reverse: { intent in
            intent == .home ? [:] : nil
        }
        Route("recipe" / .recipeId, "r" / .recipeId, name: "recipe") { p in
            .recipe(id: try p.value(.recipeId))
        } reverse: { intent in
            guard case .recipe(let id) = intent else { return nil }
            return [.recipeId: id]
        }
        Route("recipe/new", name: "newRecipe") { _ in .newRecipe }
        Route("search", name: "search", query: .query) { p in
            .search(query: try p.value(.query))
        } reverse: { intent in
            guard case .search(let query) = intent else { return nil }
            return [.query: query]
        }
        Route("recipes", name: "recipes", optional: .country, .limit) { p in
            .recipes(country: p[.country], limit: try? p.int(.limit))
        } reverse: { intent in
            guard case .recipes(let country, let limit) = intent else { return nil }
            var parameters: [RecipeParam: String] = [:]
            parameters[.country] = country
            parameters[.limit] = limit.map(String.init)
            return parameters
        }
        .example([.country: "FR", .limit: "7"])
        OpenedFrom(.customScheme) {
            Route("debug/reset-onboarding") { _ in .resetOnboarding }
        }
        Authorized {
            Route("orders", name: "orders") { _ in
                .orders
            } reverse: { intent in
                intent == .orders ? [:] : nil
            }
            Route("subscription" / .subscriptionId / .weekId / "edit", name: "editWeek") { p in
                let week = try p.int(.weekId)
                guard (1...53).contains(week) else { return nil }  // weeks run from 1 to 53
                return .editWeek(subscriptionId: try p.value(.subscriptionId), week: week)
            } reverse: { intent in
                guard case .editWeek(let subscriptionId, let week) = intent else { return nil }
                return [.subscriptionId: subscriptionId, .weekId: String(week)]
            }
            .example([.subscriptionId: "sub-1", .weekId: "12"])
        }
    }
}
