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
    @Test func everyMountedRouteRoundTripsByNameAndIntent() throws {
        let router = try AppRoutes.router()
        let report = router.roundTripReport()
        #expect(report.problems.isEmpty, "\(report)")
    }

    @Test func aMountedReverseThatForgetsItsParameterIsReported() throws {
        // The mount's reverse forgets the topic: the link by name (`path(for:values:)`) opens the route, the link
        // from the intent cannot be built.
        let router = try DeepLinkRouter<AppParam, AppIntent>(
            routes: [
                Mount("faq", FaqLinks.routes, names: "faq") {
                    .support(.faq($0))
                } reverse: { _ in
                    .topic("")
                }
            ].flatMap(\.routes))
        let report = router.roundTripReport()
        let expected: String =
            "- route 'faq.topic' (/faq/topic/:topic, DeepLinksModulesTests/Support.swift:16): router.path(for: "
            + ".intent(support(DeepLinksModulesTests.SupportIntent.faq(DeepLinksModulesTests.FaqIntent.topic(\"example\"))))) "
            + "failed: Invalid parameter 'topic' for route 'faq.topic' (/faq/topic/:topic, "
            + "DeepLinksModulesTests/Support.swift:16, mounted at DeepLinksModulesTests/MountReportTests.swift:26): "
            + "expects a non-empty String, got ''."
        let lines = report.description.split(separator: "\n").map(String.init)
        #expect(lines == ["1 problem in 1 route:", expected], "\(report)")
    }
}
