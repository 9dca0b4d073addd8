import DeepLinks
import Foundation
import Testing

@Suite("Back stacks from the route table")
struct StackTests {
    let router: DeepLinkRouter<ScreenParam, Screen>

    init() throws {
        router = try makeScreenRouter()
    }

    private func stack(_ link: IncomingLink<ScreenParam, Screen>) throws -> DeepLinkStack<Screen> {
        let matched = try router.resolve(link).get()
        return try router.stack(for: matched)
    }

    @Test func aLinkGivesEveryScreenUnderItBottomFirst() throws {
        let stack = try stack(.path("/recipes/42/reviews"))
        #expect(stack.section == .recipes)
        #expect(stack.screens == [.recipes, .recipe("42"), .reviews("42")])
        #expect(stack.startsAtSectionRoot)
        #expect(stack.path == [.recipe("42"), .reviews("42")])
        let deeper = try self.stack(.path("/recipes/42/reviews/photos/3"))
        #expect(deeper.screens == [.recipes, .recipe("42"), .reviews("42"), .photo("42", 3)])
    }

    @Test func theSectionRootIsTheBottomScreenAndNeverInThePath() throws {
        let root = try stack(.url("deeplinkapp://products"))
        #expect(root.section == .shop)
        #expect(root.screens == [.shop])
        #expect(root.path.isEmpty)
    }

    @Test func parentsAreFilledFromQueryItemsAsFromPathCaptures() throws {
        // The SwiftUI article's link: the products tab, product 42.
        let product = try stack(.url("deeplinkapp://products?id=42"))
        #expect(product.section == .shop)
        #expect(product.path == [.product("42")])
        for link: IncomingLink<ScreenParam, Screen> in [
            .path("/products/reviews?id=42"), .url("https://bestrecipes.com/products/reviews?id=42&utm=x"),
        ] {
            let stack = try stack(link)
            #expect(stack.screens == [.shop, .product("42"), .productReviews("42")])
        }
    }

    @Test func valuesAreDecodedAsTheHandlerReceivesThem() throws {
        let stack = try stack(.path("/recipes/caf%C3%A9/reviews"))
        #expect(stack.screens == [.recipes, .recipe("café"), .reviews("café")])
        let file = try self.stack(.path("/file/docs/a%20b.txt"))
        #expect(file.screens == [.folder("docs/a b.txt"), .file("docs/a b.txt")])
    }

    @Test func everyDoorGivesTheSameStack() throws {
        let expected: [Screen] = [.recipes, .recipe("42"), .reviews("42")]
        let doors: [IncomingLink<ScreenParam, Screen>] = [
            .path("/recipes/42/reviews"),
            .url("deeplinkapp://recipes/42/reviews"),
            .url("https://bestrecipes.com/recipes/42/reviews"),
            .pushPayload(["type": "reviews", "recipeId": "42"]),
            .pushPayload(["url": "deeplinkapp://recipes/42/reviews"]),
            .shortcutItem(type: "reviews", userInfo: ["recipeId": "42"]),
            .route("reviews", values: ["recipeId": "42"]),
            .intent(.reviews("42")),
        ]
        for door in doors {
            #expect(try stack(door).screens == expected, "\(door)")
        }
        let product = try stack(.pushPayload(["type": "productReviews", "id": "7"]))
        #expect(product.screens == [.shop, .product("7"), .productReviews("7")])
    }

    @Test func aRouteWithoutParentGivesOneScreenInItsSectionOrNone() throws {
        let help = try stack(.path("/help/getting/started"))
        #expect(help.section == nil)
        #expect(help.screens == [.help("getting/started")])
        #expect(!help.startsAtSectionRoot)
        // A route in no section of its own takes its parent's.
        let settings = try stack(.path("/profile/settings"))
        #expect(settings.section == .profile)
        #expect(settings.path == [.settings])
    }

    @Test func aLinkMadeByHandUsesTheRouteThatReversesItsIntent() throws {
        let link = DeepLink(url: nil, path: "/anything", intent: Screen.reviews("9"), pattern: "/anything")
        #expect(try router.stack(for: link).screens == [.recipes, .recipe("9"), .reviews("9")])
        let unknown = DeepLink(url: nil, path: "/x", intent: Screen.shop, pattern: "/x")
        #expect(try router.stack(for: unknown).screens == [.shop])
    }

    @Test func aLinkFromAnotherRouterIsReadByItsIntentNotItsIndices() throws {
        let other = try DeepLinkRouter<ScreenParam, Screen> {
            Route("a") { _ in .settings }
            Route("b" / .recipeId / "c" / .photo) { p in .photo(try p.value(.recipeId), try p.int(.photo)) }
        }
        let foreign = try #require(other.match(.path("/b/5/c/1")))
        #expect(try router.stack(for: foreign).screens == [.recipes, .recipe("5"), .reviews("5"), .photo("5", 1)])
        let lonely = try #require(other.match(.path("/a")))
        #expect(try router.stack(for: lonely).screens == [.profile, .settings])
    }

    @Test func aTableWithoutParentsOrSectionsGivesOneScreenStacks() throws {
        let flat = try DeepLinkRouter<ScreenParam, Screen> {
            Route("recipes" / .recipeId) { p in .recipe(try p.value(.recipeId)) }
        }
        let stack = try flat.stack(for: try #require(flat.match(.path("/recipes/1"))))
        #expect(stack == DeepLinkStack(section: nil, screens: [.recipe("1")]))
    }

    @Test func aParentThatDeclinesTheLinksValuesFailsTheStackWithAReason() throws {
        let router = try DeepLinkRouter<ScreenParam, Screen> {
            Route("recipes" / .recipeId, name: "recipe") { p in
                let id = try p.value(.recipeId)
                return id == "draft" ? nil : .recipe(id)
            }
            Route("recipes" / .recipeId / "reviews") { p in .reviews(try p.value(.recipeId)) }.parent("recipe")
        }
        let link = try #require(router.match(.path("/recipes/draft/reviews")))
        let kept = try #require(router.match(.path("/recipes/1/reviews")))
        #expect(try router.stack(for: kept).screens == [.recipe("1"), .reviews("1")])
        do {
            _ = try router.stack(for: link)
            Issue.record("a declined parent gave a stack")
        } catch {
            #expect(error.kind == .parentFailed)
            #expect(error.path == "/recipes/draft/reviews")
            #expect(
                error.description
                    == "No back stack for '/recipes/draft/reviews': its parent 'recipe' did not open — Every matching "
                    + "route declined '/recipes/draft': /recipes/:recipeId.")
        }
    }

    @Test func aParentWhoseCaptureKindRefusesTheValueFailsTheStack() throws {
        // A module's `id` is an Int; the app's `id`, which fills it, is any text.
        let router = try DeepLinkRouter<ScreenParam, Screen> {
            Mount("m", NumberedModule.routes, names: "m") { .product(String($0)) }
            Route("m" / "item" / .id / "notes") { p in .productReviews(try p.value(.id)) }.parent("m.item")
        }
        #expect(
            try router.stack(for: #require(router.match(.path("/m/item/5/notes")))).screens == [
                .product("5"), .productReviews("5"),
            ])
        let link = try #require(router.match(.path("/m/item/abc/notes")))
        do {
            _ = try router.stack(for: link)
            Issue.record("a parent that refuses the value gave a stack")
        } catch {
            #expect(error.kind == .parentFailed)
            #expect(
                error.description
                    == "No back stack for '/m/item/abc/notes': its parent 'm.item' did not open — Invalid parameter "
                    + "'id' for route 'm.item' (/m/item/:id) from the app: expects an Int.")
        }
    }
}

/// A module with a stack of its own (orders, then an order), mounted under an app's route.
enum OrdersModule {
    enum Param: String, DeepLinkPathComponent {
        case id
    }

    @RoutesBuilder<Param, String>
    static var routes: [Route<Param, String>] {
        Route("orders", name: "orders") { _ in "orders" }
        Route("orders" / .id, name: "order") { p in "order " + (try p.value(.id)) }.parent("orders")
        Route("help", name: "help") { _ in "help" }
    }
}

extension StackTests {
    @Test func aMountPlacesTheModulesStacksUnderTheAppsRouteAndNamespacesTheirParents() throws {
        let router = try DeepLinkRouter<ScreenParam, Screen> {
            RouteSection(.profile) {
                Route("profile", name: "profile") { _ in .profile }.sectionRoot()
                Mount("profile", OrdersModule.routes, names: "shop", parent: "profile") { .help($0) }
            }
        }
        #expect(router.routes.map(\.parent) == [nil, "profile", "shop.orders", "profile"])
        let order = try router.stack(for: #require(router.match(.path("/profile/orders/7"))))
        #expect(order.section == .profile)
        #expect(order.screens == [.profile, .help("orders"), .help("order 7")])
        #expect(order.path == [.help("orders"), .help("order 7")])
        let help = try router.stack(for: #require(router.match(.path("/profile/help"))))
        #expect(help.screens == [.profile, .help("help")])
    }

    @Test func aMountWithoutANamespaceKeepsTheModulesParentNames() throws {
        let router = try DeepLinkRouter<ScreenParam, Screen> {
            Mount("shop", OrdersModule.routes) { .help($0) }
        }
        #expect(router.routes.map(\.parent) == [nil, "orders", nil])
        let order = try router.stack(for: #require(router.match(.path("/shop/orders/7"))))
        #expect(order.screens == [.help("orders"), .help("order 7")])
        #expect(order.section == nil)
    }
}

/// A module whose `id` is an Int, for a parent that refuses an app's value.
enum NumberedModule {
    enum Param: String, DeepLinkPathComponent {
        case id
        var capture: CaptureKind { .int }
    }

    @RoutesBuilder<Param, Int>
    static var routes: [Route<Param, Int>] {
        Route("item" / .id, name: "item") { p in try p.int(.id) }
    }
}
