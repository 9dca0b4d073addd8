import DeepLinks
import Testing

/// Backtracking, refusals and build checks across a mount, on the test modules.
@Suite struct MountRulesTests {
    @Test func aDecliningMappingPassesTheLinkToTheNextRoute() throws {
        let router = try DeepLinkRouter<AppParam, AppIntent> {
            Mount("shop", CatalogLinks.routes) { _, catalog in catalog == .product(13) ? nil : .catalog(catalog) }
            Route("shop/product" / .storeId) { p in .store(try p.value(.storeId), .home) }
        }
        #expect(router.match(.path("/shop/product/12"))?.intent == .catalog(.product(12)))
        #expect(router.match(.path("/shop/product/13"))?.intent == .store("13", .home))
    }

    @Test func aThrowingMappingRefusesTheLinkAndSaysWhy() throws {
        let router = try DeepLinkRouter<AppParam, AppIntent> {
            Mount("shop", CatalogLinks.routes) { params, catalog in .store(try params.value(.storeId), catalog) }
        }
        let error = try #require(router.resolve(.path("/shop/product/12")).failure)
        #expect(error.kind == .handlerFailed)
        #expect("\(error)".contains("/shop/product/:productId"))
        #expect("\(error)".contains("the route gives productId"))
    }

    @Test func aParameterOfThePrefixUsedAgainByTheModuleIsRefusedAtBuild() {
        do {
            _ = try DeepLinkRouter<SupportParam, SupportIntent> {
                Mount("tickets" / .ticketId, SupportLinks.routes) { $0 }
            }
            Issue.record("expected a duplicate parameter")
        } catch {
            #expect("\(error)".contains("'ticketId'"))
            #expect("\(error)".contains("/tickets/:ticketId/tickets/:ticketId"))
        }
    }

    @Test func aRouteGroupWithAParameterAroundAMountReachesTheMapping() throws {
        let router = try DeepLinkRouter<AppParam, AppIntent> {
            RouteGroup("stores" / .storeId) {
                Mount("", CatalogLinks.routes) { params, catalog in
                    .store(try params.value(.storeId), catalog)
                } reverse: { intent in
                    // The group's parameter is the app's: the mount's reverse gives it back.
                    guard case .store(let id, let catalog) = intent else { return nil }
                    return ([.storeId: id], catalog)
                }
            }
        }
        #expect(router.match(.path("/stores/s1/product/4"))?.intent == .store("s1", .product(4)))
        #expect(router.match(.path("/stores/s1"))?.intent == .store("s1", .home))
        #expect(try router.path(for: .intent(.store("s 1", .product(4)))) == "/stores/s%201/product/4")
        #expect(try router.path(for: .intent(.store("s1", .home))) == "/stores/s1")
    }
}
