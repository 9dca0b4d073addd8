import DeepLinks
import DeepLinksTesting
import DeepLinksTools
import Foundation
import OrdersFeature
import Testing

/// A feature module compiled as a module of its own (`Tests/FeatureModules/Orders`), mounted by the app: what the
/// app sees of it is its public API only, and `Mount` is specialized for its types in the app.
@Suite struct CrossModuleMountTests {
    enum ShopParam: String, DeepLinkPathComponent {
        case storeId
    }

    enum ShopIntent: Equatable, Sendable {
        case orders(OrdersIntent)
        case storeOrders(String, OrdersIntent)
    }

    static func router() throws -> DeepLinkRouter<ShopParam, ShopIntent> {
        try DeepLinkRouter<ShopParam, ShopIntent>(schemes: ["shop"]) {
            Mount("orders", OrdersLinks.routes) {
                .orders($0)
            } reverse: { intent in
                guard case .orders(let orders) = intent else { return nil }
                return orders
            }
            Mount("stores" / .storeId / "orders", OrdersLinks.routes, names: "store") { params, orders in
                .storeOrders(try params.value(.storeId), orders)
            } reverse: { intent in
                guard case .storeOrders(let id, let orders) = intent else { return nil }
                return ([.storeId: id], orders)
            }
        }
    }

    @Test func linksThroughTheMountsOpenTheAppsIntents() throws {
        let router = try Self.router()
        #expect(router.match(.path("/orders"))?.intent == .orders(.list))
        #expect(router.match(.path("/orders/7?tab=tracking"))?.intent == .orders(.order(7, tab: "tracking")))
        #expect(router.match(.path("/stores/s1/orders/8"))?.intent == .storeOrders("s1", .order(8, tab: nil)))
        #expect(router.match(.path("/orders/seven")) == nil)
    }

    @Test func reverseRoutingAndLinksByName() throws {
        let router = try Self.router()
        #expect(
            try router.url(for: .intent(.orders(.order(7, tab: "tracking"))), scheme: "shop").absoluteString
                == "shop://orders/7?tab=tracking")
        #expect(try router.path(for: .intent(.storeOrders("s1", .list))) == "/stores/s1/orders")
        #expect(
            try router.path(for: .route("store.order", values: ["storeId": "s1", "orderId": "9"]))
                == "/stores/s1/orders/9")
        let payload: [AnyHashable: Any] = ["type": "order", "orderId": 3, "tab": "items"]
        #expect(try router.resolve(.pushPayload(payload)).get().intent == .orders(.order(3, tab: "items")))
    }

    @Test func theModulesExampleAndTheTestKit() throws {
        let router = try Self.router()
        let order = try #require(router.routeTable.entries.first { $0.name == "order" })
        #expect(order.examples.map(\.path) == ["/orders/7?tab=tracking"])
        #expect(router.reachabilityReport().passed)
        let roundTrips = router.roundTripReport()
        #expect(roundTrips.problems.isEmpty, "\(roundTrips)")
    }
}
