import DeepLinks
import Testing

/// A route that takes every query item named like a component: Kickstarter's discovery forwards every filter.
@Suite struct ForwardingQueryTests {
    enum Param: String, DeepLinkPathComponent {
        case category, sort, seed, term, tab
        var capture: CaptureKind { self == .category || self == .seed ? .int : .string }
    }

    static func makeRouter() throws -> DeepLinkRouter<Param, [Param: String]> {
        try DeepLinkRouter<Param, [Param: String]> {
            Route("discover", forwardingQuery: true) { p in p }
            Route("discover", query: .term) { p in p }  // more specific: it requires an item
            Route("discover" / .tab, optional: .sort, forwardingQuery: true) { p in p }
        }
    }

    @Test func everyItemNamedLikeAComponentReachesTheHandler() throws {
        let router = try Self.makeRouter()
        let link = try router.resolve(.path("/discover?seed=123&sort=magic&category=12&unknown=1&category=13")).get()
        #expect(link.intent == [.seed: "123", .sort: "magic", .category: "12"])
        // Of the component's kind, or dropped.
        #expect(try router.resolve(.path("/discover?seed=abc&sort=new")).get().intent == [.sort: "new"])
        #expect(try router.resolve(.url("myapp://discover?category=3")).get().intent == [.category: "3"])
    }

    @Test func forwardedItemsTakeNoPartInMatchingNorInAnotherRoutesParameters() throws {
        let router = try Self.makeRouter()
        // The route that requires `term` wins, and gets only what it declares.
        #expect(try router.resolve(.path("/discover?term=soup&seed=1")).get().intent == [.term: "soup"])
        #expect(try router.resolve(.path("/discover")).get().intent == [:])
    }

    @Test func aPathCaptureAndADeclaredItemWinOverAForwardedOne() throws {
        let router = try Self.makeRouter()
        let link = try router.resolve(.path("/discover/top?tab=other&sort=new&seed=9")).get()
        #expect(link.intent == [.tab: "top", .sort: "new", .seed: "9"])
    }
}
