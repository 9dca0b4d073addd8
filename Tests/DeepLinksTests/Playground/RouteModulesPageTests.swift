import Testing

@testable import Playground

/// The route-modules page: the shop and cookbook modules alone and mounted, links and reverse routing through the
/// mounts, a conflict across modules, and the route table's rows of mounted routes.
///
/// The sites are pinned: `RecipeModules.swift:27`, `:32` and `:70` are the shop's storefront and product routes and
/// the cookbook's contents; `RouteModulesPage.swift:49` and `:55` the app's mounts, `:142` and `:145` the mounts of
/// the conflicting table.
@MainActor
@Suite struct RouteModulesPageTests {
    static let page = PageText(RouteModulesPage.self)

    @Test func startsWithItsTitle() {
        #expect(Self.page.lines.first == "Route modules: feature modules declare their routes, the app mounts them")
    }

    /// It comes after the pages whose topics it composes; the pages added after it keep the numbers before it.
    @Test func isPageNineAfterThePagesItComposes() {
        #expect(PlaygroundPages.all.prefix(9).last == RouteModulesPage.self)
        #expect(PlaygroundCommand.run(["page", "9"]) == PlaygroundCommand.run(["page", "route-modules"]))
    }

    @Test func eachModuleIsARouteTableOfItsOwn() {
        let expected: String = [
            "  ShopLinks.routes      /  /product/:productId  /aisle/:aisle",
            "  CookbookLinks.routes  /  /chapter/:chapter  /chapter/:chapter/:page",
        ].joined(separator: "\n")
        #expect(Self.page.text.contains(expected))
    }

    @Test func theMountedRoutesJoinTheAppsTrie() {
        let expected: String = [
            "The modules' routes join the app's one trie, beside its own (a line per mount):",
            "  /recipe/:recipeId",
            "  /cookbook  /cookbook/chapter/:chapter  /cookbook/chapter/:chapter/:page",
            "  /stores/:storeId  /stores/:storeId/product/:productId  /stores/:storeId/aisle/:aisle",
        ].joined(separator: "\n")
        #expect(Self.page.text.contains(expected))
    }

    @Test func linksThroughTheMountsOpenTheAppsIntents() throws {
        let cookbook = try #require(Self.page.block(of: "myapp://cookbook/chapter/desserts"))
        #expect(
            cookbook.hasSuffix("    matched  /cookbook/chapter/:chapter\n    intent   cookbook(.chapter(\"desserts\"))")
        )
        let store = try #require(Self.page.block(of: "https://bestrecipes.com/stores/lyon-2/product/7"))
        let storeMatch: String =
            "    matched  /stores/:storeId/product/:productId\n"
            + "    intent   store(storeId: \"lyon-2\", .product(id: 7))"
        #expect(store.hasSuffix(storeMatch))
        let miss = try #require(Self.page.block(of: "myapp://stores/lyon-2/product/seven"))
        let reason: String =
            "    missed   No route matches '/stores/lyon-2/product/seven'; closest: "
            + "/stores/:storeId/product/:productId — productId expects an Int, got 'seven'."
        #expect(miss.hasSuffix(reason))
        let own = try #require(Self.page.block(of: "myapp://recipe/42"))
        #expect(own.hasSuffix("    matched  /recipe/:recipeId\n    intent   showRecipe(recipeId: \"42\")"))
    }

    @Test func linksFromIntentsGoThroughTheMountsReverse() {
        let lines = Self.page.lines
        let url: String =
            "    https://bestrecipes.com/stores/lyon-2/product/7  → store(storeId: \"lyon-2\", .product(id: 7))"
        #expect(lines.contains(url))
        let path: String = "    /cookbook/chapter/soups/3  → cookbook(.page(chapter: \"soups\", page: 3))"
        #expect(lines.contains(path))
        #expect(!Self.page.text.contains("refused"))
    }

    @Test func aConflictAcrossModulesNamesBothRoutesAndBothMounts() {
        let expected: String =
            "  Conflicting routes: '/stores/:storeId' (Playground/RecipeModules.swift:27, mounted at "
            + "Playground/RouteModulesPage.swift:148) and '/stores/:storeId' (Playground/RecipeModules.swift:70, "
            + "mounted at Playground/RouteModulesPage.swift:151) accept exactly the same links at the same "
            + "precedence. Make one more specific (a literal, or an Int capture), or remove one."
        #expect(Self.page.lines.contains(expected))
        #expect(!Self.page.text.contains("unexpected"))
    }

    @Test func theRouteTableSaysWhereEachMountedRouteWasMounted() {
        let product: String = [
            "  store.product  /stores/:storeId/product/:productId",
            "    declared at  Playground/RecipeModules.swift:32, mounted at Playground/RouteModulesPage.swift:56",
            "    example      https://bestrecipes.com/stores/example/product/42",
        ].joined(separator: "\n")
        #expect(Self.page.text.contains(product))
        let contents: String = [
            "  contents  /cookbook",
            "    declared at  Playground/RecipeModules.swift:70, mounted at Playground/RouteModulesPage.swift:50",
            "    example      https://bestrecipes.com/cookbook",
        ].joined(separator: "\n")
        #expect(Self.page.text.contains(contents))
        let sites: [String] = Self.page.lines.filter { $0.hasPrefix("    declared at  ") }
        #expect(sites.count == 6)
        #expect(sites.allSatisfy { $0.contains(", mounted at Playground/RouteModulesPage.swift:") })
    }

    @Test func linksByNameReachAMountedRoute() {
        let lines: [String] = [
            #"  router.resolve(.pushPayload(["type": "store.product", "storeId": "lyon-2", "productId": 7]))"#,
            #"    /stores/lyon-2/product/7  → store(storeId: "lyon-2", .product(id: 7))"#,
            #"  router.path(for: .route("store.product", values: ["storeId": "lyon-2", "productId": "7"]))"#,
            "    /stores/lyon-2/product/7",
        ]
        #expect(Array(Self.page.lines.suffix(4)) == lines)
    }
}
