import DeepLinks

// Two modules whose routes accept the same links once mounted: the line numbers are pinned by MountTests.
enum ConflictingRoutes {
    @discardableResult
    static func router() throws -> DeepLinkRouter<AppParam, AppIntent> {
        try DeepLinkRouter<AppParam, AppIntent> {
            // Account's /orders under /x, and Catalog's root under /x/orders.
            Mount("x", AccountLinks.routes) { .account($0) }
            Mount("x", SupportLinks.routes) { .support($0) }
            Mount("x/orders", CatalogLinks.routes) { .catalog($0) }
        }
    }
}
