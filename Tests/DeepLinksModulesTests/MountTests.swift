import DeepLinks
import DeepLinksTools
import Foundation
import Testing

@Suite struct MountTests {
    struct Reach: CustomTestStringConvertible, Sendable {
        var path: String
        var intent: AppIntent
        var pattern: String
        var requiresAuthorization = false
        var testDescription: String { path }
    }

    /// Every route of every module, reached through the app's router.
    static let reachable: [Reach] = [
        Reach(path: "/", intent: .home, pattern: "/"),
        Reach(path: "/shop", intent: .catalog(.home), pattern: "/shop"),
        Reach(path: "/shop/product/42", intent: .catalog(.product(42)), pattern: "/shop/product/:productId"),
        Reach(path: "/shop/product/featured", intent: .featured, pattern: "/shop/product/featured"),
        Reach(
            path: "/shop/category/tools?sort=price", intent: .catalog(.category("tools", sort: "price")),
            pattern: "/shop/category/:categoryId"),
        Reach(
            path: "/shop/category/tools", intent: .catalog(.category("tools", sort: nil)),
            pattern: "/shop/category/:categoryId"),
        Reach(path: "/shop/section1/a", intent: .catalog(.section(1, "a")), pattern: "/shop/section1/:sectionId"),
        Reach(path: "/shop/section2/b", intent: .catalog(.section(2, "b")), pattern: "/shop/section2/:sectionId"),
        Reach(path: "/stores/paris-3", intent: .store("paris-3", .home), pattern: "/stores/:storeId"),
        Reach(
            path: "/stores/paris-3/product/7", intent: .store("paris-3", .product(7)),
            pattern: "/stores/:storeId/product/:productId"),
        Reach(
            path: "/stores/p/section2/shoes", intent: .store("p", .section(2, "shoes")),
            pattern: "/stores/:storeId/section2/:sectionId"),
        Reach(
            path: "/account/orders", intent: .account(.orders), pattern: "/account/orders",
            requiresAuthorization: true),
        Reach(
            path: "/account/orders/A-17", intent: .account(.order("A-17")), pattern: "/account/orders/:orderId",
            requiresAuthorization: true),
        Reach(
            path: "/account/settings/privacy", intent: .account(.settings("privacy")),
            pattern: "/account/settings/:section", requiresAuthorization: true),
        Reach(path: "/help/tickets/new", intent: .support(.newTicket), pattern: "/help/tickets/new"),
        Reach(path: "/help/tickets/T-9", intent: .support(.ticket("T-9")), pattern: "/help/tickets/:ticketId"),
        Reach(path: "/help/docs/a/b%20c", intent: .support(.docs("a/b c")), pattern: "/help/docs/*path"),
        Reach(
            path: "/help/faq/topic/refunds", intent: .support(.faq(.topic("refunds"))),
            pattern: "/help/faq/topic/:topic"),
    ]

    @Test(arguments: reachable)
    func everyModuleRouteIsReachable(_ row: Reach) throws {
        let router = try AppRoutes.router()
        let link = try router.resolve(.path(row.path)).get()
        #expect(link.intent == row.intent)
        #expect(link.pattern == row.pattern)
        #expect(link.requiresAuthorization == row.requiresAuthorization)
    }

    @Test(arguments: reachable)
    func everyModuleRouteRoundTripsThroughReverseRouting(_ row: Reach) throws {
        let router = try AppRoutes.router()
        let path = try router.path(for: .intent(row.intent))
        #expect(path == row.path)
        #expect(router.match(.path(path))?.intent == row.intent)
    }

    @Test func urlsThroughTheMountHonourTheModulesDoors() throws {
        let router = try AppRoutes.router()
        #expect(
            try router.url(for: .intent(.store("paris 3", .product(7))), scheme: "myapp").absoluteString
                == "myapp://stores/paris%203/product/7")
        #expect(
            try router.url(for: .intent(.account(.verify("t1"))), host: "example.com").absoluteString
                == "https://example.com/account/verify?token=t1")
        #expect(throws: DeepLinkURLError.self) {
            try router.url(for: .intent(.account(.verify("t1"))), scheme: "myapp")
        }
        #expect(
            try router.url(for: .intent(.support(.faq(.topic("refunds")))), scheme: "myapp").absoluteString
                == "myapp://help/faq/topic/refunds")
    }

    @Test func theRouteTableListsMountedRoutesWithFullPatterns() throws {
        let router = try AppRoutes.router()
        let table = router.routeTable
        let patterns = table.entries.flatMap { $0.patterns.map(\.description) }
        #expect(patterns.count == 20)
        #expect(patterns.contains("/stores/:storeId/product/:productId"))
        #expect(patterns.contains("/help/faq/topic/:topic"))
        #expect(patterns.contains("/help/docs/*path"))
        for entry in table.entries {
            #expect(entry.exampleProblems.isEmpty, "\(entry.patterns)")
            #expect(entry.examples.count == entry.patterns.count)
        }
        let verify = try #require(table.entries.first { $0.patterns.map(\.description) == ["/account/verify"] })
        #expect(verify.fileID == "DeepLinksModulesTests/Account.swift")
        #expect(verify.examples.first?.path == "/account/verify?token=example")
        #expect(verify.examples.first?.customSchemeURL == nil)
        #expect(
            verify.examples.first?.universalLink?.absoluteString == "https://example.com/account/verify?token=example")
        let store = try #require(table.entries.first { $0.name == "store.product" })
        #expect(store.examples.first?.path == "/stores/example/product/42")
        #expect(store.parameters.map(\.name) == ["storeId", "productId"])
    }

    @Test func routeSelectionChecksAMountedRoutesRequiredQuery() throws {
        let router = try AppRoutes.router()
        #expect(router.route(forPath: "/account/verify") == nil)
        #expect(router.route(forPath: "/account/verify?token=t")?.pattern == "/account/verify")
        #expect(router.route(forPath: "/shop/product/3")?.pattern == "/shop/product/:productId")
    }

    @Test func aMountedRouteShowsItsPatternsAndMount() throws {
        let router = try AppRoutes.router()
        let home = try #require(router.routes.first)
        #expect(home.patterns == ["/"])
        #expect(home.mountSite == nil)
        let product = try #require(router.routeIndex(named: "store.product").map { router.routes[$0] })
        #expect(product.patterns == ["/stores/:storeId/product/:productId"])
        #expect(product.mountSite == "DeepLinksModulesTests/AppRoutes.swift:37")
        let topic = try #require(router.routeIndex(named: "faq.topic").map { router.routes[$0] })
        #expect(topic.patterns == ["/help/faq/topic/:topic"])
        #expect(
            topic.mountSite == "DeepLinksModulesTests/Support.swift:58, in DeepLinksModulesTests/AppRoutes.swift:50")
    }

    @Test func theMountsDoorsAreTheModules() throws {
        let router = try AppRoutes.router()
        let web = try #require(URL(string: "https://example.com/account/verify?token=t1"))
        #expect(router.match(.url(web))?.intent == .account(.verify("t1")))
        let custom = try #require(URL(string: "myapp://account/verify?token=t1"))
        #expect(router.match(.url(custom)) == nil)
    }

    @Test func aLiteralOfTheAppBeatsAModuleParameter() throws {
        let router = try AppRoutes.router()
        #expect(router.match(.path("/shop/product/featured"))?.intent == .featured)
        #expect(router.match(.path("/shop/product/-3"))?.intent == .catalog(.product(-3)))
    }

    @Test func missesNameTheClosestRouteAcrossModules() throws {
        let router = try AppRoutes.router()
        let error = try #require(router.resolve(.path("/stores/paris-3/category")).failure)
        #expect(
            error.description
                == "No route matches '/stores/paris-3/category'; closest: /stores/:storeId/category/:categoryId — "
                + "the link ends before ':categoryId'.")
        let verify = try #require(URL(string: "https://example.com/account/verify"))
        let missing = try #require(router.resolve(.url(verify)).failure)
        #expect(
            missing.description == "Missing query parameter 'token' in '/account/verify': /account/verify requires it.")
        let refusal = try #require(router.resolve(.path("/shop/product/x")).failure)
        #expect(
            refusal.description
                == "No route matches '/shop/product/x'; closest: /shop/product/featured — expects 'featured', got 'x'.")
    }

    @Test func aConflictAcrossModulesNamesBothSites() {
        let expected: String =
            "Conflicting routes: '/x/orders' (DeepLinksModulesTests/Account.swift:20, mounted at "
            + "DeepLinksModulesTests/ConflictingRoutes.swift:9) and '/x/orders' (DeepLinksModulesTests/Catalog.swift:24, "
            + "mounted at DeepLinksModulesTests/ConflictingRoutes.swift:11) accept exactly the same links at the same "
            + "precedence. Make one more specific (a literal, or an Int capture), or remove one."
        #expect(throws: DeepLinkRouterError.self) { try ConflictingRoutes.router() }
        do {
            try ConflictingRoutes.router()
        } catch {
            let message = "\(error)"
            #expect(message == expected)
        }
    }

    @Test func aModuleNameTwiceIsADuplicateWithoutANamespace() {
        do {
            _ = try DeepLinkRouter<AppParam, AppIntent> {
                Mount("a", CatalogLinks.routes) { .catalog($0) }
                Mount("b", CatalogLinks.routes) { .catalog($0) }
            }
            Issue.record("expected a duplicate name")
        } catch {
            #expect("\(error)".contains("are both named 'product'"))
            #expect("\(error)".contains("DeepLinksModulesTests/Catalog.swift:29, mounted at"))
        }
    }

    @Test func theMappingReadsTheMountsParameter() throws {
        let router = try AppRoutes.router()
        #expect(router.match(.path("/stores/s%201/product/9"))?.intent == .store("s 1", .product(9)))
    }

    @Test func authorizedAroundAMount() throws {
        let router = try DeepLinkRouter<AppParam, AppIntent> {
            Authorized { Mount("help", SupportLinks.routes, names: "help") { .support($0) } }
            Mount("open", SupportLinks.routes, names: "open") { .support($0) }
        }
        #expect(router.match(.path("/help/tickets/1"))?.requiresAuthorization == true)
        #expect(router.match(.path("/help/faq/topic/x"))?.requiresAuthorization == true)
        #expect(router.match(.path("/open/tickets/1"))?.requiresAuthorization == false)
    }

    @Test func openedFromAroundAMount() throws {
        let router = try DeepLinkRouter<AppParam, AppIntent>(schemes: ["myapp"], hosts: ["example.com"]) {
            OpenedFrom(.customScheme) { Mount("help", SupportLinks.routes) { .support($0) } }
        }
        #expect(
            router.match(.url(try #require(URL(string: "myapp://help/tickets/1"))))?.intent == .support(.ticket("1")))
        #expect(router.match(.url(try #require(URL(string: "https://example.com/help/tickets/1")))) == nil)
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
