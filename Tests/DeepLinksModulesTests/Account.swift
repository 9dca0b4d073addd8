import DeepLinks

// The account feature module: its own components and intents; some of its routes need a signed-in user.

enum AccountParam: String, DeepLinkPathComponent {
    case orderId, section, token
}

enum AccountIntent: Equatable, Sendable {
    case orders
    case order(String)
    case settings(String)
    case verify(String)
}

enum AccountLinks {
    @RoutesBuilder<AccountParam, AccountIntent>
    static var routes: [Route<AccountParam, AccountIntent>] {
        Authorized {
            Route("orders", name: "orders") { _ in
                .orders
            } reverse: {
                $0 == .orders ? [:] : nil
            }
            Route("orders" / .orderId) { p in
                .order(try p.value(.orderId))
            } reverse: { intent in
                guard case .order(let id) = intent else { return nil }
                return [.orderId: id]
            }
            Route("settings" / .section) { p in
                .settings(try p.value(.section))
            } reverse: { intent in
                guard case .settings(let section) = intent else { return nil }
                return [.section: section]
            }
        }
        OpenedFrom(.web) {
            Route("verify", name: "verify", query: .token) { p in
                .verify(try p.value(.token))
            } reverse: { intent in
                guard case .verify(let token) = intent else { return nil }
                return [.token: token]
            }
        }
    }
}
