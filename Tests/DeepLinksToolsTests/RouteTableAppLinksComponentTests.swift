import DeepLinks
import DeepLinksTestSupport
import DeepLinksTools
import Testing

/// The order of `applinks` components, on route tables whose graph of "must come before" the other tests' tables do
/// not make.
@Suite struct RouteTableAppLinksComponentTests {
    @Test func onACycleComponentsGoFirstAndEveryNodeIsPlacedOnce() throws {
        // Each exclusion must come before one component and after the other, in a cycle: /b/?* before /?*/?* (of
        // /:number/*rest) before /?*/a before /?*/?* (of /:id/:number) before /b/?*. The first component breaks it:
        // it goes first, and every route is placed once; then what it covers is left out, as it would never
        // decide: /?*/a, /?*/?* of /:id/:number, and /b/?* (`?*` matches `/` too).
        let router = try DeepLinkRouter<DoorParam, DoorIntent>(hosts: ["bestrecipes.com"]) {
            OpenedFrom(.customScheme) {
                Route("b" / .rest) { _ in .debug }
            }
            OpenedFrom(.web) {
                Route(.number / .rest) { p in .order(try p.int(.number)) }
            }
            OpenedFrom(.customScheme) {
                Route(.id / "a") { _ in .debug }
            }
            OpenedFrom(.web) {
                Route(.id / .number) { p in .order(try p.int(.number)) }
            }
        }
        let components = try router.routeTable.appLinksComponents()
        let order: [String] = components.map { ($0.isExcluded ? "exclude " : "include ") + $0.path }
        #expect(order == ["include /?*/?*"])
        #expect(components.map(\.routeIndex) == [1])

        // Without a cycle, the lowest available goes first: here both components, which the exclusion would cover;
        // the exclusion, last, decides nothing and is left out.
        let acyclic = try DeepLinkRouter<DoorParam, DoorIntent>(hosts: ["bestrecipes.com"]) {
            OpenedFrom(.customScheme) {
                Route(RoutePattern(.id)) { _ in .debug }
            }
            OpenedFrom(.web) {
                Route("a") { _ in .account }
                Route("b") { _ in .account }
            }
        }
        let acyclicOrder: [Int] = try acyclic.routeTable.appLinksComponents().map(\.routeIndex)
        #expect(acyclicOrder == [1, 2])
    }
}
