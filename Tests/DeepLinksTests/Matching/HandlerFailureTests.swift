import Testing

@testable import DeepLinks

/// A handler that throws refuses the link with a reason naming the route and the parameter; it never traps, and
/// no less specific route takes the link in its place.
@Suite struct HandlerFailureTests {
    struct Unavailable: Error, CustomStringConvertible {
        var description: String { "recipes are unavailable offline" }
    }

    static func router() throws -> DeepLinkRouter<ShopParam, String> {
        try DeepLinkRouter<ShopParam, String> {
            Route("recipe" / .id) { p in "recipe \(try p.value(.q))" }  // a typo: .q for .id
            Route("recipe" / .q / "reviews", optional: .limit, .page) { p in "reviews \(try p.int(.q))" }
            Route("offline" / .id) { _ in throw Unavailable() }
            Route("tags", query: .tag) { p in "tag \(try p.value(.country))" }
            Route(.q / .id) { p in "anything \(try p.value(.q))" }  // would take /recipe/42 if the walk went on
            Route("offline") { _ in "plain offline" }
        }
    }

    @Test(arguments: [
        (
            "/recipe/42",
            "Route /recipe/:id refused '/recipe/42': parameter 'q' is missing; the route gives id."
        ),
        (
            "/recipe/abc/reviews",
            "Route /recipe/:q/reviews refused '/recipe/abc/reviews': parameter 'q' is not an Int."
        ),
        (
            "/offline/1",
            "Route /offline/:id refused '/offline/1': recipes are unavailable offline."
        ),
        (
            "/tags?tag=new",
            "Route /tags refused '/tags': parameter 'country' is missing; the route gives tag."
        ),
    ])
    func throwingHandlersRefuseWithAReason(_ path: String, _ message: String) throws {
        let router = try Self.router()
        #expect(router.match(.path(path)) == nil)
        guard case .failure(let error) = router.resolve(.path(path)) else {
            Issue.record("\(path) matched")
            return
        }
        #expect(error.kind == .handlerFailed)
        #expect(error.description == message)
    }

    @Test func optionalParametersAreListedWhenAParameterIsMissing() throws {
        let router = try DeepLinkRouter<ShopParam, String> {
            Route("reviews", optional: .limit, .page) { p in "\(try p.value(.q))" }
            Route("empty") { p in "\(try p.value(.q))" }
        }
        #expect(
            router.resolve(.path("/reviews")).failureDescription
                == "Route /reviews refused '/reviews': parameter 'q' is missing; the route gives no parameter, and "
                + "limit, page when the link carries them.")
        #expect(
            router.resolve(.path("/empty")).failureDescription
                == "Route /empty refused '/empty': parameter 'q' is missing; the route gives no parameter.")
    }

    @Test func theParameterIsNamed() throws {
        let router = try Self.router()
        guard case .failure(let missing) = router.resolve(.path("/recipe/42")),
            case .failure(let own) = router.resolve(.path("/offline/1"))
        else {
            Issue.record("expected misses")
            return
        }
        #expect(missing.parameter == "q")
        #expect(own.parameter == nil)
    }

    /// A declining handler passes the link on; a throwing one stops the walk.
    @Test func decliningPassesOnThrowingStops() throws {
        let router = try DeepLinkRouter<ShopParam, String> {
            Route("a" / .id) { _ in nil }
            Route("a" / .rest) { _ in "rest" }
            Route("b" / .id) { _ in throw Unavailable() }
            Route("b" / .rest) { _ in "rest" }
        }
        #expect(router.match(.path("/a/1"))?.intent == "rest")
        #expect(router.match(.path("/b/1")) == nil)
    }
}
