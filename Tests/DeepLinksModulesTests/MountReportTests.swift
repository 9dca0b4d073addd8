import DeepLinks
import DeepLinksTesting
import Testing

/// The test kit's reports on an app that mounts modules.
@Suite struct MountReportTests {
    @Test func everyMountedRouteIsReachable() throws {
        let router = try AppRoutes.router()
        let report = router.reachabilityReport()
        #expect(report.passed, "\(report)")
        #expect(report.routeCount == 20)
    }

    /// Links by name do not reach mounted routes yet: the round-trip report names each named mounted route.
    @Test func roundTripsByNameReportTheNamedMountedRoutes() throws {
        let router = try AppRoutes.router()
        let report = router.roundTripReport()
        #expect(report.problems.count == 3)
        let first =
            "route 'shop.product' (/shop/product/:productId, DeepLinksModulesTests/Catalog.swift:29): "
            + "router.path(for: \"shop.product\", parameters: [productId: \"42\"]) failed: No route is named "
            + "'shop.product'; the router has no named routes."
        let lines = report.description.split(separator: "\n").map(String.init)
        #expect(lines.contains("- " + first), "\(report)")
    }
}
