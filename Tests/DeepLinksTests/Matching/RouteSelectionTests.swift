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
        #expect(router.match(path: "/w/4")?.intent == "slug")
        // Required query items are checked, as match checks them.
        #expect(router.route(forPath: "/account/recipe/9") == nil)
        #expect(router.match(path: "/account/recipe/9") == nil)
        #expect(router.route(forPath: "/account/recipe/9?menuId=m1")?.patternIndex == 1)
        #expect(router.route(forPath: "/account/recipe/9?menuId=m1")?.routeIndex == 2)
        #expect(router.route(forPath: "/account/recipe/9?menu%49d=m%31")?.routeIndex == 2)
        #expect(router.route(forPath: "/account/recipe/9?menuId=") == nil)
        #expect(router.match(path: "/account/recipe/9?menuId=m1")?.intent == "recipe")
        #expect(router.route(forPath: "/nope") == nil)
        #expect(router.route(forPath: "/w/%ZZ") == nil)
    }
}
