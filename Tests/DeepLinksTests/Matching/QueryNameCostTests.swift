import DeepLinks
import Testing

/// A link's cost does not depend on the app's component type: query item names are looked up by name in a table
/// the router made when it was built, never through `Component(rawValue:)`, which for a `String` enum compares the
/// cases one by one (a 64 KiB query of unknown names cost 492 ms with 10,000 cases).
@Suite struct QueryNameCostTests {
    /// Counts its `init(rawValue:)` calls.
    struct CountingParam: DeepLinkPathComponent {
        nonisolated(unsafe) static var initCount = 0

        let rawValue: String
        var capture: CaptureKind { .string }

        init?(rawValue: String) {
            Self.initCount += 1
            self.rawValue = rawValue
        }

        private init(named name: String) {
            rawValue = name
        }

        static let id = CountingParam(named: "id")
        static let country = CountingParam(named: "country")
        static let limit = CountingParam(named: "limit")
    }

    @Test func queryNamesNeverGoThroughTheComponentsInitializer() throws {
        let router = try DeepLinkRouter<CountingParam, String>(schemes: ["myapp"]) {
            Route("recipe" / .id, optional: .country, .limit) { p in try p.value(.id) + (p[.country] ?? "") }
        }
        // 64 KiB of query items no route declares, and the two it does.
        var query = ""
        var index = 0
        while query.utf8.count < 65_000 {
            query += "n\(index)=v&"
            index += 1
        }
        let before = CountingParam.initCount
        let link = "myapp://recipe/42?" + query + "country=FR&limit=3"
        #expect(link.utf8.count <= DeepLinkRouter<CountingParam, String>.defaultMaxLinkLength)
        #expect(router.match(.url(link))?.intent == "42FR")
        #expect(router.match(.path("/recipe/7?" + query))?.intent == "7")
        #expect(CountingParam.initCount == before, "init(rawValue:) ran \(CountingParam.initCount - before) times")
    }
}
