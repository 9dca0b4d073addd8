import Testing

@testable import DeepLinks

@Suite struct RouteSelectionTests {
    @Test func selectsTheFirstRouteInPrecedenceOrderWithoutCallingHandlers() throws {
        let router = try DeepLinkRouter<Param, String> {
            Route("w" / .slug) { _ in "slug" }
            Route("w" / .weekId) { _ in nil }  // declines, but is selected: handlers are not called
            Route("recipe", "account/recipe" / .recipeId, query: .menuId) { _ in "recipe" }
        }
        #expect(router.route(forPath: "/w/4") == RouteSelection(routeIndex: 1, patternIndex: 0, pattern: "/w/:weekId"))
        #expect(router.route(forPath: "/w/four")?.pattern == "/w/:slug")
        #expect(router.match(.path("/w/4"))?.intent == "slug")
        // Required query items are checked, as match checks them.
        #expect(router.route(forPath: "/account/recipe/9") == nil)
        #expect(router.match(.path("/account/recipe/9")) == nil)
        #expect(router.route(forPath: "/account/recipe/9?menuId=m1")?.patternIndex == 1)
        #expect(router.route(forPath: "/account/recipe/9?menuId=m1")?.routeIndex == 2)
        #expect(router.route(forPath: "/account/recipe/9?menu%49d=m%31")?.routeIndex == 2)
        #expect(router.route(forPath: "/account/recipe/9?menuId=") == nil)
        #expect(router.match(.path("/account/recipe/9?menuId=m1"))?.intent == "recipe")
        #expect(router.route(forPath: "/nope") == nil)
        #expect(router.route(forPath: "/w/%ZZ") == nil)
    }

    /// Routes of one shape that differ in their required items: the first asked reads the query for its one item, the
    /// later ones share one parse of it (the more-items route is asked first, so it parses at once); selection agrees
    /// with match either way.
    @Test(arguments: [
        ("/find?q=a&tag=b", 0), ("/find?tag=b", 2), ("/find?q=a", 1), ("/find?q=a&tag=", 1), ("/find", -1),
        ("/find?tag=b&tag=c&q=%41", 0), ("/find?q=%ZZ&tag=b", 2),
    ])
    func routesOfOneShapeShareOneReadOfTheQuery(_ link: String, _ expected: Int) throws {
        let router = try DeepLinkRouter<ShopParam, Int> {
            Route("find", query: .q, .tag) { _ in 0 }
            Route("find", query: .q) { _ in 1 }
            Route("find", query: .tag) { _ in 2 }
        }
        let selected: Int = router.route(forPath: link)?.routeIndex ?? -1
        let matched: Int = router.match(.path(link))?.intent ?? -1
        #expect(selected == expected)
        #expect(matched == expected)
        // One item each: the first route asked reads the query for its item, the second parses it.
        let single = try DeepLinkRouter<ShopParam, Int> {
            Route("find", query: .q) { _ in 1 }
            Route("find", query: .tag) { _ in 2 }
        }
        let singleSelected: Int = single.route(forPath: link)?.routeIndex ?? -1
        let singleMatched: Int = single.match(.path(link)).map { $0.intent - 1 } ?? -1
        #expect(singleSelected == singleMatched)
    }
}
