import DeepLinks
import Foundation

enum Param: String, DeepLinkPathComponent {
    case recipeId, subscriptionId, menuId, weekId, weekOrMenuId
    var capture: Capture {
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

let router = try DeepLinkRouter<Param, Intent> {
    Route("home") { _ in .home }
    Route("recipe" / .recipeId, "account/recipe" / .recipeId) { params in
        params[.recipeId].map { .showRecipe(recipeId: $0) }
    }
    Authorized {
        Route("subscription" / .subscriptionId / "swap" / .menuId) { p in
            .editMenu(subscriptionId: p[.subscriptionId]!, weekOrMenuId: .right(p[.menuId]!))
        }
        Route("subscription" / .subscriptionId / .weekId / "edit") { p in
            .editMenu(subscriptionId: p[.subscriptionId]!, weekOrMenuId: .left(p.int(.weekId)!))
        }
    }
}
print(router.match(path: "/subscription/abc/3/edit") as Any)
print(router.match(URL(string: "myapp://recipe/42")!) as Any)
print(router.match(URL(string: "MYAPP://Recipe/4%2F2")!) as Any)
print(router.resolve(URL(string: "myapp://nope")!))
print(router.resolve(path: "/recipe/%ZZ"))
print(router.resolve(path: "/recipe/%FF"))
print(router.match(path: "//recipe//42/") as Any)
print(router.match(URL(string: "https://bestrecipes.com/account/recipe/7?x=1#y")!) as Any)
