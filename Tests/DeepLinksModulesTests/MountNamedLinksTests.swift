import DeepLinksNavigation
import Foundation
import Testing

/// Links by name into mounted modules: push payloads' `type`, shortcut items, `resolve(routeNamed:values:)` and
/// `path(for:values:)`, with the route names the mounts' `names:` give.
@Suite struct MountNamedLinksTests {
    @Test func aPushPayloadNamesAMountedRoute() throws {
        let router = try AppRoutes.router()
        let payload: [AnyHashable: Any] = ["type": "shop.product", "productId": "12"]
        let link = try router.resolve(.pushPayload(payload)).get()
        #expect(link.intent == .catalog(.product(12)))
        #expect(link.pattern == "/shop/product/:productId")
        #expect(link.path == "/shop/product/12")
        #expect(link.source == .pushNotification)
    }

    @Test func aPayloadNumberIsReadAsText() throws {
        let router = try AppRoutes.router()
        let payload: [AnyHashable: Any] = ["type": "store.product", "storeId": "paris-3", "productId": 7]
        let link = try router.resolve(.pushPayload(payload)).get()
        #expect(link.intent == .store("paris-3", .product(7)))
        #expect(link.path == "/stores/paris-3/product/7")
    }

    @Test func aValueOfTheWrongKindIsRefusedWithTheModulesParameter() throws {
        let router = try AppRoutes.router()
        let payload: [AnyHashable: Any] = ["type": "shop.product", "productId": "twelve"]
        let error = try #require(router.resolve(.pushPayload(payload)).failure)
        let expected: String =
            "Invalid parameter 'productId' for route 'shop.product' (/shop/product/:productId) from a push "
            + "notification: expects an Int."
        #expect(error.kind == .invalidParameter)
        #expect("\(error)" == expected)
    }

    @Test func aMissingValueNamesTheModulesParameter() throws {
        let router = try AppRoutes.router()
        let error = try #require(router.resolve(.pushPayload(["type": "store.product", "productId": "7"])).failure)
        #expect(error.kind == .missingParameter)
        #expect("\(error)".contains("'storeId'"))
    }

    @Test func aShortcutItemReachesANestedModule() throws {
        let router = try AppRoutes.router()
        let link = try router.resolve(.shortcutItem(type: "faq.topic", userInfo: ["topic": "refunds"])).get()
        #expect(link.intent == .support(.faq(.topic("refunds"))))
        #expect(link.path == "/help/faq/topic/refunds")
        #expect(link.source == .shortcutItem)
    }

    @Test func aRemainderByName() throws {
        let router = try AppRoutes.router()
        let link = try router.resolve(.route("docs", values: ["path": "a/b c"])).get()
        #expect(link.intent == .support(.docs("a/b c")))
        #expect(link.path == "/help/docs/a/b%20c")
    }

    @Test func theModulesDoorsAndSignInHold() throws {
        let router = try AppRoutes.router()
        let refused = try #require(router.resolve(.pushPayload(["type": "verify", "token": "t1"])).failure)
        #expect(refused.kind == .noRoute)
        #expect("\(refused)".contains("accepts universal links and user activities only"))
        let verify = try router.resolve(.route("verify", values: ["token": "t1"], from: .universalLink)).get()
        #expect(verify.intent == .account(.verify("t1")))
        let orders = try router.resolve(.route("orders", values: [:])).get()
        #expect(orders.intent == .account(.orders))
        #expect(orders.requiresAuthorization)
    }

    @Test func unknownNamesListTheMountedRoutes() throws {
        let router = try AppRoutes.router()
        let error = try #require(router.resolve(.route("shop.nothing", values: [:])).failure)
        #expect(error.kind == .unknownRouteName)
        let expected: String =
            "No route is named 'shop.nothing' (given by the app); named routes: docs, faq.topic, orders, "
            + "shop.product, store.product, verify."
        #expect("\(error)" == expected)
        #expect(router.routeIndex(named: "shop.product") != nil)
    }

    @Test func aDecliningOrThrowingMappingByName() throws {
        let router = try DeepLinkRouter<AppParam, AppIntent> {
            Mount("shop", CatalogLinks.routes) { params, catalog in
                switch catalog {
                case .product(13): nil
                case .product(14): .store(try params.value(.storeId), catalog)
                default: .catalog(catalog)
                }
            }
        }
        #expect(
            router.resolve(.route("product", values: ["productId": "12"])).success?.intent == .catalog(.product(12))
        )
        #expect(router.resolve(.route("product", values: ["productId": "13"])).failure?.kind == .declined)
        #expect(router.resolve(.route("product", values: ["productId": "14"])).failure?.kind == .handlerFailed)
    }

    @Test func pathsAndURLsByName() throws {
        let router = try AppRoutes.router()
        #expect(try router.path(for: .route("shop.product", values: ["productId": "12"])) == "/shop/product/12")
        #expect(
            try router.path(for: .route("store.product", values: ["storeId": "p 3", "productId": "7"]))
                == "/stores/p%203/product/7")
        #expect(try router.path(for: .route("verify", values: ["token": "a+b"])) == "/account/verify?token=a%2Bb")
        let custom = try router.url(for: .route("shop.product", values: ["productId": "12"]), scheme: "myapp")
        #expect(custom.absoluteString == "myapp://shop/product/12")
        let web = try router.url(for: .route("faq.topic", values: ["topic": "refunds"]), host: "example.com")
        #expect(web.absoluteString == "https://example.com/help/faq/topic/refunds")
        // The app's own routes by name, too.
        #expect(try router.path(for: .route("shop.product", values: ["productId": "-1"])) == "/shop/product/-1")
        #expect(throws: DeepLinkURLError.self) {
            try router.path(for: .route("shop.product", values: ["productId": "x"]))
        }
        // The typed form cannot name a module's parameter: it says which one is missing.
        #expect(throws: DeepLinkURLError.self) {
            try router.path(for: .route("shop.product", parameters: [:]))
        }
    }

    @MainActor @Test func aNavigatorOpensAMountedRouteByName() throws {
        let navigator = DeepLinkNavigator(router: try AppRoutes.router(), openGates: [.authorization])
        // No root handler yet: the link is held, with the mounted route's intent and path.
        guard
            case .held(let link, _) = navigator.open(.route("faq.topic", values: ["topic": "refunds"]), animated: false)
        else {
            Issue.record("expected the link to be held")
            return
        }
        #expect(link.intent == .support(.faq(.topic("refunds"))))
        #expect(link.path == "/help/faq/topic/refunds")
        guard case .unmatched(let error) = navigator.open(.route("faq.topic", values: [:]), animated: false) else {
            Issue.record("expected a miss")
            return
        }
        #expect(error.kind == .missingParameter)
    }

    /// An intent opened by the app is shown by its route's path, never its query (a token is a secret), for a
    /// mounted route as for the app's own: the mounted route used to give `/account/verify?token=t1`.
    @MainActor @Test func anIntentOfAMountedRouteIsShownWithoutItsQuery() throws {
        let router = try AppRoutes.router()
        let navigator = DeepLinkNavigator(router: router, openGates: [.authorization])
        guard case .held(let link, _) = navigator.open(.intent(.account(.verify("t1"))), animated: false) else {
            Issue.record("expected the link to be held")
            return
        }
        #expect(link.path == "/account/verify")
        #expect(link.pattern == "/account/verify")
        #expect(!link.path.contains("t1"))
        // The share link still carries it: that is what the link is for.
        #expect(try router.path(for: .intent(.account(.verify("t1")))) == "/account/verify?token=t1")
        let own = try DeepLinkRouter<AccountParam, AccountIntent>(routes: AccountLinks.routes)
        guard
            case .held(let ownLink, _) = DeepLinkNavigator(router: own, openGates: [.authorization]).open(
                .intent(.verify("t1")), animated: false)
        else {
            Issue.record("expected the link to be held")
            return
        }
        #expect(ownLink.path == "/verify")
    }

    @Test func theAppsOwnRoutesByValues() throws {
        let router = try DeepLinkRouter<AppParam, AppIntent> {
            Route("stores" / .storeId, name: "store") { p in .store(try p.value(.storeId), .home) }
        }
        #expect(try router.path(for: .route("store", values: ["storeId": "s1", "other": "x"])) == "/stores/s1")
        let link = try router.resolve(.route("store", values: ["storeId": "s1"])).get()
        #expect(link.intent == .store("s1", .home))
    }
}

extension Result {
    var success: Success? {
        guard case .success(let value) = self else { return nil }
        return value
    }
}
