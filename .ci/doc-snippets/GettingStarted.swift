// What GettingStarted.md's snippets assume of the app and do not declare: the modules of "Route modules".
import DeepLinksSwiftUI

// The Catalog module's parameters and intents (its `CatalogLinks` is in the article).

/// The Catalog module's parameters.
public enum CatalogParam: String, DeepLinkPathComponent {
    case productId, sectionId

    /// A product id is an `Int`.
    public var capture: CaptureKind { self == .productId ? .int : .string }
}

/// The Catalog module's intents.
public enum CatalogIntent: Equatable, Sendable {
    case product(Int)
    case section(Int, String)
}

// The Account module.

enum AccountParam: String, DeepLinkPathComponent {
    case orderId
}

enum AccountIntent: Equatable, Sendable {
    case orders
    case order(String)
}

enum AccountLinks {
    @RoutesBuilder<AccountParam, AccountIntent>
    static var routes: [Route<AccountParam, AccountIntent>] {
        Route("orders") { _ in .orders }
        Route("orders" / .orderId) { p in .order(try p.value(.orderId)) }
    }
}

// The app that mounts them.

enum AppParam: String, DeepLinkPathComponent {
    case storeId
}

enum AppIntent: Equatable, Sendable {
    case featured
    case catalog(CatalogIntent)
    case store(String, CatalogIntent)
    case account(AccountIntent)
}
