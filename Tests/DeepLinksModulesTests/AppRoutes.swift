import DeepLinks

// The composition root: the app's own routes, and the three modules mounted.

enum AppParam: String, DeepLinkPathComponent {
    case storeId
}

enum AppIntent: Equatable, Sendable {
    case home
    case featured
    case catalog(CatalogIntent)
    case store(String, CatalogIntent)
    case account(AccountIntent)
    case support(SupportIntent)
}

enum AppRoutes {
    @RoutesBuilder<AppParam, AppIntent>
    static var routes: [Route<AppParam, AppIntent>] {
        Route("") { _ in .home }
        Route("shop/product/featured") { _ in .featured }
        Mount("shop", CatalogLinks.routes, names: "shop") { .catalog($0) }
        Mount("stores" / .storeId, CatalogLinks.routes, names: "store") { params, catalog in
            .store(try params.value(.storeId), catalog)
        }
        Mount("account", AccountLinks.routes) { .account($0) }
        RouteGroup("help") {
            Mount("", SupportLinks.routes) { .support($0) }
        }
    }

    static func router() throws -> DeepLinkRouter<AppParam, AppIntent> {
        try DeepLinkRouter(schemes: ["myapp"], hosts: ["example.com"], routes: routes)
    }
}
