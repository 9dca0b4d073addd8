import DeepLinks
import Testing

/// Parents and sections are checked when the router is built; each message names both routes and where they are.
@Suite("Back stacks: build errors")
struct StackBuildErrorTests {
    typealias Router = DeepLinkRouter<ScreenParam, Screen>

    @Test func anUnknownParentNamesTheRouteAndTheNamesThereAre() {
        let line = #line + 3
        let message = buildErrorMessage {
            try Router {
                Route("recipes" / .recipeId, name: "recipe") { p in .recipe(try p.value(.recipeId)) }.parent("recipez")
                Route("recipes", name: "recipes") { _ in .recipes }
            }
        }
        let expected: String =
            "Route 'recipe' (/recipes/:recipeId, DeepLinksTests/StackBuildErrorTests.swift:\(line)) names the "
            + "parent 'recipez', which no route is named; named routes: recipe, recipes."
        #expect(message == expected)
    }

    @Test func aCycleOfParentsNamesItsRoutesInOrder() {
        let line = #line + 3
        let message = buildErrorMessage {
            try Router {
                Route("a", name: "a") { _ in .recipes }.parent("c")
                Route("b", name: "b") { _ in .shop }.parent("a")
                Route("c", name: "c") { _ in .profile }.parent("b")
                Route("d", name: "d") { _ in .settings }.parent("a")
            }
        }
        let expected: String =
            "The parents of route 'a' (/a, DeepLinksTests/StackBuildErrorTests.swift:\(line)) form a cycle: 'a' → "
            + "'c' → 'b' → 'a'. A back stack ends at a route without a parent."
        #expect(message == expected)
        let selfParent = buildErrorMessage {
            try Router { Route("a", name: "a") { _ in .recipes }.parent("a") }
        }
        #expect(
            selfParent?.hasSuffix("form a cycle: 'a' → 'a'. A back stack ends at a route without a parent.") == true)
    }

    @Test func aParentWhoseParametersTheChildDoesNotCarryNamesBothRoutes() {
        let line = #line + 3
        let message = buildErrorMessage {
            try Router {
                Route("recipes" / .recipeId, name: "recipe") { p in .recipe(try p.value(.recipeId)) }
                Route("reviews" / .id, name: "reviews") { p in .reviews(try p.value(.id)) }.parent("recipe")
            }
        }
        let expected: String =
            "The parent 'recipe' (/recipes/:recipeId, DeepLinksTests/StackBuildErrorTests.swift:\(line)) of route "
            + "'reviews' (/reviews/:id, DeepLinksTests/StackBuildErrorTests.swift:\(line + 1)) needs 'recipeId', "
            + "which a link to the child does not carry: give the child that parameter, or name a parent it can "
            + "fill."
        #expect(message == expected)
    }

    @Test func everyPatternOfTheChildMustCarryTheParentsParameters() {
        // The second pattern has no recipe id: a link through it could not fill the parent.
        let message = buildErrorMessage {
            try Router {
                Route("recipes" / .recipeId, name: "recipe") { p in .recipe(try p.value(.recipeId)) }
                Route("recipes" / .recipeId / "reviews", "reviews", name: "reviews") { p in
                    .reviews(p[.recipeId] ?? "")
                }
                .parent("recipe")
            }
        }
        #expect(message?.contains("needs 'recipeId', which a link to the child does not carry") == true)
    }

    @Test func aGrandparentIsFilledFromTheChildsValuesToo() {
        let message = buildErrorMessage {
            try Router {
                Route("shop" / .tab, name: "shop") { p in .product(try p.value(.tab)) }
                Route("recipes" / .recipeId, name: "recipe") { p in .recipe(try p.value(.recipeId)) }.parent("shop")
                Route("recipes" / .recipeId / "reviews", name: "reviews") { p in .reviews(try p.value(.recipeId)) }
                    .parent("recipe")
            }
        }
        // The first complaint is the middle route's own: it cannot fill 'shop'.
        #expect(message?.contains("of route 'recipe' (/recipes/:recipeId") == true)
        #expect(message?.contains("needs 'tab'") == true)
    }

    @Test func aRequiredQueryItemOfTheParentMustBeCarried() {
        let message = buildErrorMessage {
            try Router {
                Route("products", name: "product", query: .id) { p in .product(try p.value(.id)) }
                Route("products" / "reviews", name: "reviews", optional: .id) { p in .productReviews(p[.id] ?? "") }
                    .parent("product")
            }
        }
        #expect(message?.contains("needs 'id', which a link to the child does not carry") == true)
        // A required item of the child fills it.
        #expect(
            buildErrorMessage {
                try Router {
                    Route("products", name: "product", query: .id) { p in .product(try p.value(.id)) }
                    Route("products" / "reviews", name: "reviews", query: .id) { p in .productReviews(p[.id] ?? "") }
                        .parent("product")
                }
            } == nil)
    }

    @Test func aParentBehindAGateTheChildIsNotBehindIsAnError() {
        let line = #line + 4
        let message = buildErrorMessage {
            try Router {
                Authorized {
                    Route("profile", name: "profile") { _ in .profile }
                }
                Route("profile" / "settings") { _ in .settings }.parent("profile")
            }
        }
        let expected: String =
            "The parent 'profile' (/profile, DeepLinksTests/StackBuildErrorTests.swift:\(line)) of route "
            + "'/profile/settings' (DeepLinksTests/StackBuildErrorTests.swift:\(line + 2)) waits for the gate "
            + "'authorization', which the child does not: a link to the child would show the parent's screen before "
            + "the gate opens. Declare the child behind the gate too, or name another parent."
        #expect(message == expected)
        // Behind the same gate, or more, it builds.
        #expect(
            buildErrorMessage {
                try Router {
                    Authorized {
                        Route("profile", name: "profile") { _ in .profile }
                        Requires(.onboarded) {
                            Route("profile" / "settings") { _ in .settings }.parent("profile")
                        }
                    }
                }
            } == nil)
    }

    @Test func aRouteInAnotherSectionThanItsParentIsAnError() {
        let line = #line + 4
        let message = buildErrorMessage {
            try Router {
                RouteSection(.recipes) {
                    Route("recipes", name: "recipes") { _ in .recipes }
                }
                RouteSection(.shop) {
                    Route("recipes" / .recipeId, name: "recipe") { p in .recipe(try p.value(.recipeId)) }
                        .parent("recipes")
                }
            }
        }
        let expected: String =
            "Route 'recipe' (/recipes/:recipeId, DeepLinksTests/StackBuildErrorTests.swift:\(line + 3)) is in "
            + "section 'shop', but its parent 'recipes' (/recipes, DeepLinksTests/StackBuildErrorTests.swift:"
            + "\(line)) is in section 'recipes': a back stack is in one section, so move one of them, or name "
            + "another parent."
        #expect(message == expected)
    }

    @Test func theInnermostSectionWins() throws {
        let router = try Router {
            RouteSection(.recipes) {
                RouteSection(.shop) { Route("a") { _ in .shop } }
                Route("b") { _ in .recipes }
            }
        }
        #expect(router.routes.map(\.section) == [.shop, .recipes])
    }

    @Test func sectionRootsAreInASectionWithoutParentAndOneASection() {
        let line = #line + 2
        let outside = buildErrorMessage {
            try Router { Route("recipes") { _ in .recipes }.sectionRoot() }
        }
        #expect(
            outside
                == "Route '/recipes' (DeepLinksTests/StackBuildErrorTests.swift:\(line)) is declared its section's root "
                + "(sectionRoot()) but is in no section: declare it inside RouteSection.")
        let withParent = buildErrorMessage {
            try Router {
                RouteSection(.recipes) {
                    Route("home", name: "home") { _ in .profile }
                    Route("recipes") { _ in .recipes }.sectionRoot().parent("home")
                }
            }
        }
        #expect(
            withParent?.hasSuffix(
                "is its section's root (sectionRoot()) and names the parent 'home': a section's root is the bottom of "
                    + "its back stacks, so remove one of the two.") == true)
        let twoLine = #line + 4
        let two = buildErrorMessage {
            try Router {
                RouteSection(.recipes) {
                    Route("recipes") { _ in .recipes }.sectionRoot()
                    Route("all-recipes") { _ in .recipes }.sectionRoot()
                }
            }
        }
        #expect(
            two
                == "Section 'recipes' has two roots, routes '/recipes' (DeepLinksTests/StackBuildErrorTests.swift:"
                + "\(twoLine)) and '/all-recipes' (DeepLinksTests/StackBuildErrorTests.swift:\(twoLine + 1)): a "
                + "section has one root screen.")
    }

    @Test func aSectionRootTakesNoParameter() {
        let line = #line + 4
        let message = buildErrorMessage {
            try Router {
                RouteSection(.recipes) {
                    Route("recipes", optional: .tab) { p in .help(p[.tab] ?? "") }.sectionRoot()
                }
            }
        }
        let expected: String =
            "Route '/recipes' (DeepLinksTests/StackBuildErrorTests.swift:\(line)) is its section's root "
            + "(sectionRoot()) and reads 'tab': a section's root is the tab's own screen, which a path of screens "
            + "gives no values to. Remove sectionRoot() (its screens are then pushed), or the parameter."
        #expect(message == expected)
        let path = buildErrorMessage {
            try Router {
                RouteSection(.recipes) { Route("recipes" / .recipeId) { _ in .recipes }.sectionRoot() }
            }
        }
        #expect(path?.contains("and reads 'recipeId'") == true)
    }

    @Test func aRouteDeclaresItsParentSectionAndRootWhereverItIsRead() throws {
        let router = try makeScreenRouter()
        let reviews = try #require(router.routeIndex(named: "reviews"))
        #expect(router.routes[reviews].parent == "recipe")
        #expect(router.routes[reviews].section == .recipes)
        #expect(!router.routes[reviews].isSectionRoot)
        let recipes = try #require(router.routeIndex(named: "recipes"))
        #expect(router.routes[recipes].isSectionRoot)
        #expect(router.routes[recipes].parent == nil)
        // The declared section only: settings takes its parent's when a link is stacked.
        let settings = try #require(router.routeIndex(named: "settings"))
        #expect(router.routes[settings].section == nil)
    }
}
