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
        Route("") { _ in
            .home
        } reverse: {
            $0 == .home ? [:] : nil
        }
        Route("shop/product/featured") { _ in
            .featured
        } reverse: {
            $0 == .featured ? [:] : nil
        }
        Mount("shop", CatalogLinks.routes, names: "shop") {
            .catalog($0)
        } reverse: { intent in
            guard case .catalog(let catalog) = intent else { return nil }
            return catalog
        }
        Mount("stores" / .storeId, CatalogLinks.routes, names: "store") { params, catalog in
            .store(try params.value(.storeId), catalog)
        } reverse: { intent in
            guard case .store(let id, let catalog) = intent else { return nil }
            return ([.storeId: id], catalog)
        }
        Mount("account", AccountLinks.routes) {
            .account($0)
        } reverse: { intent in
            guard case .account(let account) = intent else { return nil }
            return account
        }
        RouteGroup("help") {
            Mount("", SupportLinks.routes) {
                .support($0)
            } reverse: { intent in
                guard case .support(let support) = intent else { return nil }
                return support
            }
        }
    }

    static func router() throws -> DeepLinkRouter<AppParam, AppIntent> {
        try DeepLinkRouter(schemes: ["myapp"], hosts: ["example.com"], routes: routes)
    }
}
