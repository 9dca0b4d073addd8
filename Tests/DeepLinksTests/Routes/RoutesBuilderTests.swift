import Testing

@testable import DeepLinks

@Suite struct RoutesBuilderTests {
    enum Market: CaseIterable { case de, fr }

    static func table(flag: Bool, market: Market) throws -> DeepLinkRouter<Param, String> {
        try DeepLinkRouter<Param, String> {
            Route("home") { _ in "home" }
            if flag {
                Route("beta") { _ in "beta" }
            }
            if flag {
                Route("on") { _ in "on" }
            } else {
                Route("off") { _ in "off" }
            }
            switch market {
            case .de: Route("angebote") { _ in "offers-de" }
            case .fr: Route("offres") { _ in "offers-fr" }
            }
            for name in ["a", "b"] {
                Route(RoutePattern(stringLiteral: name)) { _ in name }
            }
            RouteGroup("account") {
                Route("orders") { _ in "orders" }
                Authorized {
                    Route("billing") { _ in "billing" }
                    RouteGroup("recipe" / .recipeId) {
                        Route("reviews") { p in "reviews \(try p.value(.recipeId))" }
                    }
                }
            }
        }
    }

    @Test func controlFlow() throws {
        let on = try Self.table(flag: true, market: .de)
        let off = try Self.table(flag: false, market: .fr)
        #expect(on.match(.path("/beta"))?.intent == "beta")
        #expect(off.match(.path("/beta")) == nil)
        #expect(on.match(.path("/on"))?.intent == "on")
        #expect(on.match(.path("/off")) == nil)
        #expect(off.match(.path("/off"))?.intent == "off")
        #expect(on.match(.path("/angebote"))?.intent == "offers-de")
        #expect(on.match(.path("/offres")) == nil)
        #expect(off.match(.path("/offres"))?.intent == "offers-fr")
        #expect(on.match(.path("/a"))?.intent == "a")
        #expect(on.match(.path("/b"))?.intent == "b")
    }

    @Test func groupsAndAuthorizationNest() throws {
        let router = try Self.table(flag: true, market: .de)
        let orders = try #require(router.match(.path("/account/orders")))
        #expect(!orders.requiresAuthorization)
        let billing = try #require(router.match(.path("/account/billing")))
        #expect(billing.requiresAuthorization)
        let reviews = try #require(router.match(.path("/account/recipe/9/reviews")))
        #expect(reviews.intent == "reviews 9")
        #expect(reviews.requiresAuthorization)
        #expect(reviews.pattern == "/account/recipe/:recipeId/reviews")
        #expect(router.match(.path("/orders")) == nil)
        #expect(router.match(.path("/billing")) == nil)
    }

    @Test func routesKeepDeclarationOrderAndFlags() throws {
        let router = try Self.table(flag: false, market: .fr)
        #expect(
            router.routes.map { $0.patterns[0].description } == [
                "/home", "/off", "/offres", "/a", "/b", "/account/orders", "/account/billing",
                "/account/recipe/:recipeId/reviews",
            ])
        #expect(router.routes.map(\.requiresAuthorization) == [false, false, false, false, false, false, true, true])
    }

    @Test func arraysOfRoutesAreAccepted() throws {
        let extra = ["x", "y"].map { name in Route<Param, String>(RoutePattern(stringLiteral: name)) { _ in name } }
        let router = try DeepLinkRouter<Param, String> {
            extra
            Route("z") { _ in "z" }
        }
        #expect(router.match(.path("/y"))?.intent == "y")
        #expect(router.routes.count == 3)
    }

    @Test func singleComponentRoute() throws {
        let router = try DeepLinkRouter<Param, String> {
            Route(RoutePattern(.slug)) { p in p[.slug] }
            Route("home") { _ in "home" }
        }
        #expect(router.match(.path("/anything"))?.intent == "anything")
        #expect(router.match(.path("/home"))?.intent == "home")
    }
}
