import DeepLinks

/// The parameters of a recipe app's links.
enum RecipeParam: String, DeepLinkPathComponent, CaseIterable {
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
enum RecipeIntent: Hashable, Sendable {
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
///
/// Two are the same screen when their intents are equal, whatever the captures (a navigation state compares them).
struct Traced: Hashable, Sendable {
    var intent: RecipeIntent
    var captures: [RecipeParam: String]

    static func == (lhs: Traced, rhs: Traced) -> Bool {
        lhs.intent == rhs.intent
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(intent)
    }
}

/// Wraps an intent-making closure so that the tour can print the captures too.
func traced(
    _ make: @escaping @Sendable ([RecipeParam: String]) throws -> RecipeIntent?
) -> @Sendable ([RecipeParam: String]) throws -> Traced? {
    { params in try make(params).map { Traced(intent: $0, captures: params) } }
}

/// Wraps a route's reverse, written for the app's intents, for the tour's traced intents.
func untraced(
    _ reverse: @escaping @Sendable (RecipeIntent) -> [RecipeParam: String]?
) -> @Sendable (Traced) -> [RecipeParam: String]? {
    { traced in reverse(traced.intent) }
}

extension Traced {
    /// An intent to build a link from: reverses read only the intent.
    init(_ intent: RecipeIntent) {
        self.init(intent: intent, captures: [:])
    }
}

/// The recipe app's tabs: each a section with a back stack of its own (RouteSection).
///
/// NB: members of an enum, not `extension DeepLinkSection { static let home }`, which would clash with the tests'
/// own sections in every module that imports the playground.
enum RecipeTab {
    /// Home: the home screen, the recipe lists and the recipes.
    static let home: DeepLinkSection = "home"
    /// Search.
    static let search: DeepLinkSection = "search"
    /// My menu: the weekly menus and the subscriptions.
    static let menu: DeepLinkSection = "menu"
    /// The tabs, in the tab bar's order.
    static let all = [home, search, menu]
}

/// The recipe app's route table.
///
/// Its screens stack up in three tabs: Home (the home screen, the recipe lists above it, a recipe above a list),
/// Search and My menu. The recipe lists are in no section of their own: they take their parent's, Home. Help and
/// the debug route are in none: they open in the tab the user is in.
func makeRecipeAppRouter() throws -> DeepLinkRouter<RecipeParam, Traced> {
    try DeepLinkRouter<RecipeParam, Traced>(schemes: ["myapp"], hosts: ["bestrecipes.com", "*.bestrecipes.com"]) {
        RouteSection(RecipeTab.home) {
            Route(
                "", "home", name: "home", handler: traced { _ in .home },
                reverse: untraced { intent in intent == .home ? [:] : nil }
            ).sectionRoot()  // the tab's own screen: never pushed
            Route(
                "recipe" / .recipeId, "account/recipe" / .recipeId, name: "recipe",
                handler: traced { p in .showRecipe(recipeId: try p.value(.recipeId)) },
                reverse: untraced { intent in
                    guard case .showRecipe(let recipeId) = intent else { return nil }
                    return [.recipeId: recipeId]
                }
            ).parent("recipes").redirecting(from: "r" / .recipeId)  // Back goes to the list; /r/42: an old link
            Route(
                "recipe/new", name: "newRecipe", handler: traced { _ in .newRecipe },
                reverse: untraced { intent in intent == .newRecipe ? [:] : nil }
            ).parent("recipes")
        }
        RouteSection(RecipeTab.search) {
            Route(
                "search" / .query, name: "search", handler: traced { p in .search(query: try p.value(.query)) },
                reverse: untraced { intent in
                    guard case .search(let query) = intent else { return nil }
                    return [.query: query]
                })
            // A required query item: /search?query=… comes here, /search/… to the route above. Both reverse a search;
            // links from intents use the route declared first, links by name this one.
            Route(
                "search", name: "searchQuery", query: .query,
                handler: traced { p in .search(query: try p.value(.query)) },
                reverse: untraced { intent in
                    guard case .search(let query) = intent else { return nil }
                    return [.query: query]
                })
        }
        RouteSection(RecipeTab.menu) {
            Route(
                "menu" / .weekOrMenuId, name: "menu", handler: traced { p in .menu(try p.either(.weekOrMenuId)) },
                reverse: untraced { intent in
                    guard case .menu(let menu) = intent else { return nil }
                    switch menu {
                    case .left(let week): return [.weekOrMenuId: String(week)]
                    // A menu id that reads as a number would come back as a week: no link says `.right("12")`.
                    case .right(let menuId): return Int(menuId) == nil ? [.weekOrMenuId: menuId] : nil
                    }
                })
        }
        // Optional query items: only declared items reach the handler; an invalid one is dropped. In no section of
        // its own: in its parent's, Home.
        Route(
            "recipes", name: "recipes", optional: .country, .limit,
            handler: traced { p in .recipes(country: p[.country], limit: try? p.int(.limit)) },
            reverse: untraced { intent in
                guard case .recipes(let country, let limit) = intent else { return nil }
                var parameters: [RecipeParam: String] = [:]
                parameters[.country] = country
                parameters[.limit] = limit.map(String.init)
                return parameters
            }
        )
        .example([.country: "FR", .limit: "7"])  // the table shows this link instead of sample values
        .parent("home")
        Route(
            "help" / .topic, name: "help", handler: traced { p in .help(topic: try p.value(.topic)) },
            reverse: untraced { intent in
                guard case .help(let topic) = intent else { return nil }
                return [.topic: topic]
            }
        ).example([.topic: "getting-started/first-recipe"])
        OpenedFrom(.customScheme) {
            Route(
                "debug/reset-onboarding", name: "resetOnboarding", handler: traced { _ in .resetOnboarding },
                reverse: untraced { intent in intent == .resetOnboarding ? [:] : nil })
        }
        Authorized {
            RouteSection(RecipeTab.menu) {
                RouteGroup("subscription" / .subscriptionId) {
                    // Weeks run from 1 to 53; the handler declines any other number, and the reverse gives no link.
                    Route(
                        .weekId / "edit", name: "editWeek",
                        handler: traced { p in
                            let week = try p.int(.weekId)
                            guard (1...53).contains(week) else { return nil }
                            return .editWeek(subscriptionId: try p.value(.subscriptionId), week: week)
                        },
                        reverse: untraced { intent in
                            guard case .editWeek(let subscriptionId, let week) = intent, (1...53).contains(week) else {
                                return nil
                            }
                            return [.subscriptionId: subscriptionId, .weekId: String(week)]
                        })
                    Route(
                        "swap" / .menuId, name: "swapMenu",
                        handler: traced { p in
                            .swapMenu(subscriptionId: try p.value(.subscriptionId), menuId: try p.value(.menuId))
                        },
                        reverse: untraced { intent in
                            guard case .swapMenu(let subscriptionId, let menuId) = intent else { return nil }
                            return [.subscriptionId: subscriptionId, .menuId: menuId]
                        })
                }
            }
        }
    }
}

extension Traced: CustomStringConvertible {
    /// The intent, as logs show it: a link's `received` event prints it for an intent the app opens.
    var description: String { "\(intent)" }
}
