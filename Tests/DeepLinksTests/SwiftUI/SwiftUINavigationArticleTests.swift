import DeepLinksSwiftUI
import Foundation
import Testing

// The DocC article "SwiftUI navigation" (SwiftUINavigation.md) and README's "Tabs and back stacks for SwiftUI",
// run: every value their comments show. Keep them in step.

enum ArticleParam: String, DeepLinkPathComponent {
    case recipeId, id, topic
    var capture: CaptureKind { self == .topic ? .remainder : .string }
}

enum ArticleCatalogParam: String, DeepLinkPathComponent {
    case productId
    var capture: CaptureKind { .int }
}

enum ArticleCatalogScreen: Hashable, Codable, Sendable {
    case storefront
    case product(Int)
}

enum ArticleScreen: Hashable, Codable, Sendable {
    case recipes, recipe(String), reviews(String)
    case shop, product(String), catalog(ArticleCatalogScreen)
    case profile, settings
    case help(String)
}

enum ArticleCatalogLinks {
    @RoutesBuilder<ArticleCatalogParam, ArticleCatalogScreen>
    static var routes: [Route<ArticleCatalogParam, ArticleCatalogScreen>] {
        Route("", name: "storefront") { _ in .storefront }
        Route("product" / .productId, name: "product") { p in .product(try p.int(.productId)) }
            .parent("storefront")
    }
}

/// The article's route table.
func makeArticleRouter() throws -> DeepLinkRouter<ArticleParam, ArticleScreen> {
    try DeepLinkRouter<ArticleParam, ArticleScreen>(schemes: ["bestrecipes"], hosts: ["bestrecipes.com"]) {
        RouteSection(.recipes) {
            Route("recipes", name: "recipes") { _ in .recipes }.sectionRoot()
            Route("recipes" / .recipeId, name: "recipe") { p in .recipe(try p.value(.recipeId)) }
                .parent("recipes")
            Route("recipes" / .recipeId / "reviews", name: "reviews") { p in .reviews(try p.value(.recipeId)) }
                .parent("recipe")
                .reversed { screen in
                    guard case .reviews(let id) = screen else { return nil }
                    return [.recipeId: id]
                }
        }
        RouteSection(.shop) {
            Route("products", name: "products") { _ in .shop }.sectionRoot()
            Route("products", name: "product", query: .id) { p in .product(try p.value(.id)) }.parent("products")
        }
        RouteSection(.profile) {
            Route("profile", name: "profile") { _ in .profile }.sectionRoot()
        }
        Route("profile/settings", name: "settings") { _ in .settings }.parent("profile")
        Route("help" / .topic, name: "help") { p in .help(try p.value(.topic)) }
    }
}

@Suite("The SwiftUI navigation article, run")
struct SwiftUINavigationArticleTests {
    let router: DeepLinkRouter<ArticleParam, ArticleScreen>

    init() throws {
        router = try makeArticleRouter()
    }

    private func stack(_ link: IncomingLink<ArticleParam, ArticleScreen>) throws -> DeepLinkStack<ArticleScreen> {
        try router.stack(for: try router.resolve(link).get())
    }

    @Test func theStackOfALink() throws {
        let stack = try stack(.url("https://bestrecipes.com/recipes/42/reviews"))
        #expect(stack.section == .recipes)
        #expect(stack.screens == [.recipes, .recipe("42"), .reviews("42")])
        #expect(stack.startsAtSectionRoot)
        #expect(stack.path == [.recipe("42"), .reviews("42")])
        // Every door the article names gives the same stack.
        for door: IncomingLink<ArticleParam, ArticleScreen> in [
            .url("bestrecipes://recipes/42/reviews"), .pushPayload(["type": "reviews", "recipeId": "42"]),
            .shortcutItem(type: "reviews", userInfo: ["recipeId": "42"]),
            .route("reviews", values: ["recipeId": "42"]), .intent(.reviews("42")),
        ] {
            #expect(try self.stack(door) == stack, "\(door)")
        }
        #expect(try self.stack(.path("/profile/settings")).section == .profile)
        #expect(try self.stack(.path("/help/faq")).section == nil)
    }

    @Test func theTableOfTheRule() throws {
        func opened(
            _ path: String, from state: DeepLinkNavigationState<ArticleScreen>
        ) throws
            -> DeepLinkNavigationState<ArticleScreen>
        {
            var state = state
            state.open(try stack(.path(path)))
            return state
        }
        let shop = DeepLinkNavigationState<ArticleScreen>(section: .shop, paths: [.shop: [.product("7")]])
        #expect(
            try opened("/recipes/42", from: shop)
                == DeepLinkNavigationState(
                    section: .recipes, paths: [.recipes: [.recipe("42")], .shop: [.product("7")]]))
        let recipe = DeepLinkNavigationState<ArticleScreen>(section: .recipes, paths: [.recipes: [.recipe("42")]])
        #expect(try opened("/recipes/42/reviews", from: recipe).path == [.recipe("42"), .reviews("42")])
        let reviews = try opened("/recipes/42/reviews", from: recipe)
        #expect(try opened("/recipes/7", from: reviews).path == [.recipe("7")])
        #expect(try opened("/recipes", from: reviews) == DeepLinkNavigationState(section: .recipes))
        let product = DeepLinkNavigationState<ArticleScreen>(section: .shop, paths: [.shop: [.product("1")]])
        #expect(
            try opened("/help/faq", from: product)
                == DeepLinkNavigationState(section: .shop, paths: [.shop: [.help("faq")]]))
    }

    @Test func theRuleStepByStepAndTheBackGesture() throws {
        var state = DeepLinkNavigationState<ArticleScreen>(section: .shop, paths: [.shop: [.product("7")]])
        state.open(try router.stack(for: try router.resolve(.path("/recipes/42")).get()))
        #expect(state.section == .recipes)
        #expect(state[path: .recipes] == [.recipe("42")])
        #expect(state[path: .shop] == [.product("7")])
        state.open(try router.stack(for: try router.resolve(.path("/recipes/42/reviews")).get()))
        #expect(state.path == [.recipe("42"), .reviews("42")])
        state.path.removeLast()
        #expect(state.path == [.recipe("42")])
        state.open(try router.stack(for: try router.resolve(.path("/recipes/42/reviews")).get()))
        #expect(state.path == [.recipe("42"), .reviews("42")])
    }

    @MainActor @Test func theModelInATest() {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) else { return }
        let navigation = DeepLinkNavigationModel(navigator: DeepLinkNavigator(router: router))
        navigation.navigator.open(.url("https://bestrecipes.com/recipes/42/reviews"))
        #expect(navigation.state.section == .recipes)
        #expect(navigation.state.path == [.recipe("42"), .reviews("42")])
    }

    @Test func aModulesParentsThroughTheMount() throws {
        let shop = try DeepLinkRouter<ArticleParam, ArticleScreen> {
            RouteSection(.shop) {
                Route("products", name: "products") { _ in .shop }.sectionRoot()
                Mount("catalog", ArticleCatalogLinks.routes, names: "catalog", parent: "products") { .catalog($0) }
            }
        }
        let stack = try shop.stack(for: try shop.resolve(.path("/catalog/product/7")).get())
        #expect(stack.screens == [.shop, .catalog(.storefront), .catalog(.product(7))])
        #expect(stack.section == .shop)
        #expect(stack.path == [.catalog(.storefront), .catalog(.product(7))])
        let product = try #require(shop.routeIndex(named: "catalog.product"))
        #expect(shop.routes[product].parent == "catalog.storefront")
        let storefront = try #require(shop.routeIndex(named: "catalog.storefront"))
        #expect(shop.routes[storefront].parent == "products")
    }

    @Test func theScreenBackToALink() throws {
        let shown = DeepLinkNavigationState<ArticleScreen>(
            section: .recipes, paths: [.recipes: [.recipe("42"), .reviews("42")]])
        let share = try router.url(for: .screen(of: shown), host: "bestrecipes.com")
        #expect(share.absoluteString == "https://bestrecipes.com/recipes/42/reviews")
        let tab = try router.url(for: .screen(of: DeepLinkNavigationState(section: .shop)), scheme: "bestrecipes")
        #expect(tab.absoluteString == "bestrecipes://products")
        // The link opens the same stack again.
        var reopened = DeepLinkNavigationState<ArticleScreen>(section: .profile)
        reopened.open(try stack(.url(share)))
        #expect(reopened == shown)
        // A top screen whose route has no reverse, and an empty section without a root, have no link.
        let recipe = DeepLinkNavigationState<ArticleScreen>(section: .recipes, paths: [.recipes: [.recipe("42")]])
        #expect(throws: DeepLinkURLError.self) { try router.url(for: .screen(of: recipe), host: "bestrecipes.com") }
        do {
            _ = try router.path(for: .screen(of: DeepLinkNavigationState(section: "elsewhere")))
            Issue.record("an empty section without a root gave a link")
        } catch {
            #expect(error.kind == .noSectionRoot)
        }
    }

    @Test func theStateIsSavedAndRestored() throws {
        let state = DeepLinkNavigationState<ArticleScreen>(
            section: .recipes, paths: [.recipes: [.recipe("42")], .shop: [.product("7")]])
        let saved = try JSONEncoder().encode(state)
        #expect(String(decoding: saved, as: UTF8.self).contains(#""section":"recipes""#))
        #expect(try JSONDecoder().decode(DeepLinkNavigationState<ArticleScreen>.self, from: saved) == state)
    }
}

/// README's "Tabs and back stacks for SwiftUI", run.
@Suite("README's tabs and back stacks, run")
struct ReadmeTabsTests {
    enum Param: String, DeepLinkPathComponent {
        case recipeId, weekId
        var capture: CaptureKind { self == .weekId ? .int : .string }
    }

    enum Screen: Hashable, Sendable {
        case recipes, recipe(String), reviews(String), week(Int)
    }

    @Test func theStackOfALink() throws {
        let tabs = try DeepLinkRouter<Param, Screen>(schemes: ["myapp"]) {
            RouteSection(.recipes) {
                Route("recipes", name: "recipes") { _ in .recipes }.sectionRoot()
                Route("recipe" / .recipeId, name: "recipe") { p in .recipe(try p.value(.recipeId)) }.parent("recipes")
                Route("recipe" / .recipeId / "reviews") { p in .reviews(try p.value(.recipeId)) }.parent("recipe")
            }
            RouteSection("menu") {
                Route("menu" / .weekId) { p in .week(try p.int(.weekId)) }
            }
        }
        let stack = try tabs.stack(for: try tabs.resolve(.url("myapp://recipe/42/reviews")).get())
        #expect(stack.section == .recipes)
        #expect(stack.screens == [.recipes, .recipe("42"), .reviews("42")])
        #expect(stack.path == [.recipe("42"), .reviews("42")])
        #expect(try tabs.stack(for: try tabs.resolve(.url("myapp://menu/3")).get()).section == "menu")
    }
}
