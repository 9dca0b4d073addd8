import DeepLinks

/// Components of the door tests (DeepLinksTests) and of the renderings' pinned outputs (DeepLinksToolsTests): push
/// payloads and shortcut items name them by raw value.
package enum DoorParam: String, DeepLinkPathComponent {
    case id, number, country, limit, term, rest, code
    package var capture: CaptureKind {
        switch self {
        case .number, .limit: .int
        case .rest: .remainder
        default: .string
        }
    }
}

package enum DoorIntent: Equatable, Sendable {
    case recipe(String)
    case recipes(country: String?, limit: Int?)
    case order(Int)
    case search(String)
    case docs(String)
    case debug
    case invite(String)
    case account
}

/// A router with a named route for every door test, a debug route for the custom scheme only, and an invite
/// route for the web only.
package func makeDoorRouter() throws -> DeepLinkRouter<DoorParam, DoorIntent> {
    try DeepLinkRouter<DoorParam, DoorIntent>(schemes: ["myapp"], hosts: ["bestrecipes.com"]) {
        Route("recipe" / .id, name: "recipe") { p in
            .recipe(try p.value(.id))
        } reverse: { intent in
            guard case .recipe(let id) = intent else { return nil }
            return [.id: id]
        }
        Route("recipes", name: "recipes", optional: .country, .limit) { p in
            .recipes(country: p[.country], limit: try? p.int(.limit))
        }
        Route("order" / .number, name: "order") { p in .order(try p.int(.number)) }
        Route("search", name: "search", query: .term) { p in .search(try p.value(.term)) }
        Route("docs" / .rest, name: "docs") { p in .docs(try p.value(.rest)) }
        OpenedFrom(.customScheme) {
            Route("debug/reset", name: "debug") { _ in .debug }
        }
        OpenedFrom(.web) {
            Route("invite" / .code, name: "invite") { p in .invite(try p.value(.code)) }
        }
        Authorized {
            Route("account", name: "account") { _ in
                .account
            } reverse: { intent in
                intent == .account ? [:] : nil
            }
        }
    }
}
