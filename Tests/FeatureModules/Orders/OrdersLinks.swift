import DeepLinks

// A feature module in a module of its own, as an app's feature package would ship it: everything the app mounts is
// `public`, nothing of the app is imported. `DeepLinksModulesTests/CrossModuleMountTests.swift` mounts it.

/// The orders feature's route parameters.
public enum OrdersParam: String, DeepLinkPathComponent {
    case orderId, tab

    /// `orderId` is an `Int`; `tab` any text.
    public var capture: CaptureKind { self == .orderId ? .int : .string }
}

/// What the orders feature's links open.
public enum OrdersIntent: Equatable, Sendable {
    case list
    case order(Int, tab: String?)
}

/// The orders feature's routes.
public enum OrdersLinks {
    /// The routes, for the app to mount: `Mount("orders", OrdersLinks.routes) { .orders($0) }`.
    @RoutesBuilder<OrdersParam, OrdersIntent>
    public static var routes: [Route<OrdersParam, OrdersIntent>] {
        Route("", name: "list") { _ in
            .list
        } reverse: {
            $0 == .list ? [:] : nil
        }
        Route(RoutePattern(.orderId), name: "order", optional: .tab) { p in
            .order(try p.int(.orderId), tab: p[.tab])
        } reverse: { intent in
            guard case .order(let id, let tab) = intent else { return nil }
            var parameters: [OrdersParam: String] = [.orderId: String(id)]
            parameters[.tab] = tab
            return parameters
        }
        .example([.orderId: "7", .tab: "tracking"])
    }
}
