import Testing

@testable import DeepLinks

/// The order of `applinks` components, on graphs the route tables of the other tests do not make.
@Suite struct RouteTableAppLinksComponentTests {
    @Test func onACycleComponentsGoFirstAndEveryNodeIsPlacedOnce() {
        // 0 → 2 → 1 → 3 → 0: a cycle; 2 and 3 are preferred (components).
        let order = AppLinksCandidate.topologicalOrder(
            count: 5, edges: [(0, 2), (2, 1), (1, 3), (3, 0)], preferred: 2..<4)
        #expect(order == [4, 2, 1, 3, 0])
        let acyclic = AppLinksCandidate.topologicalOrder(count: 3, edges: [(2, 0), (1, 0)], preferred: 1..<3)
        #expect(acyclic == [1, 2, 0])
    }
}
