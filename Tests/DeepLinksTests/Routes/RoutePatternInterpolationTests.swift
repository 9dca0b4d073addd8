import Testing

@testable import DeepLinks

@Suite struct RoutePatternInterpolationTests {
    @Test func anInterpolatedNumberIsPartOfTheLiteral() {
        let i = 2
        let pattern: RoutePattern<Param> = "section\(i)" / .recipeId
        #expect(pattern.segments == [.literal("section2"), .parameter(.recipeId)])
        #expect(pattern.description == "/section2/:recipeId")
    }

    @Test func anInterpolatedLiteralSplitsOnSlashes() {
        let market = "de"
        let pattern: RoutePattern<Param> = "\(market)/offers"
        #expect(pattern.segments == [.literal("de"), .literal("offers")])
        let nested = "de/fr"
        let split: RoutePattern<Param> = "\(nested)//offers/" / .slug
        #expect(split.segments == [.literal("de"), .literal("fr"), .literal("offers"), .parameter(.slug)])
    }

    @Test func anEmptyInterpolationIsTheRoot() {
        let empty = ""
        let pattern: RoutePattern<Param> = "\(empty)"
        #expect(pattern.segments.isEmpty)
        #expect(pattern.description == "/")
    }

    @Test func interpolatedRoutesMatchInALoop() throws {
        let router = try DeepLinkRouter<Param, String> {
            for i in 1...3 {
                Route("section\(i)" / .recipeId) { p in "\(i):\(try p.value(.recipeId))" }
            }
        }
        #expect(router.match(.path("/section2/pancakes"))?.intent == "2:pancakes")
        #expect(router.match(.path("/section3/x"))?.intent == "3:x")
        #expect(router.match(.path("/section4/x")) == nil)
    }
}
