import DeepLinks
import DeepLinksTesting
import DeepLinksTools
import Testing

// A module that declares its example links: the route table renders them through the mount, the prefix's parameters
// filled with sample values.

enum GuideParam: String, DeepLinkPathComponent {
    case guideId, page

    var capture: CaptureKind { self == .page ? .int : .string }
}

enum GuideIntent: Equatable, Sendable {
    case guide(String, page: Int?)
}

enum GuideLinks {
    @RoutesBuilder<GuideParam, GuideIntent>
    static var routes: [Route<GuideParam, GuideIntent>] {
        Route("guides" / .guideId, "guides" / .guideId / .page, name: "guide") { p in
            .guide(try p.value(.guideId), page: try p[.page].map { _ in try p.int(.page) })
        }
        .example([.guideId: "knives"])
        .example([.guideId: "knives", .page: "3"])
    }
}

@Suite struct MountExamplesTests {
    static func router() throws -> DeepLinkRouter<AppParam, String> {
        try DeepLinkRouter<AppParam, String>(schemes: ["myapp"]) {
            Mount("stores" / .storeId, GuideLinks.routes, names: "store") { params, guide in
                "\(try params.value(.storeId)) \(guide)"
            }
        }
    }

    @Test func theModulesDeclaredExamplesAreRenderedThroughTheMount() throws {
        let table = try Self.router().routeTable
        let entry = try #require(table.entries.first)
        #expect(entry.hasDeclaredExamples)
        #expect(entry.exampleProblems.isEmpty)
        #expect(entry.examples.map(\.path) == ["/stores/example/guides/knives", "/stores/example/guides/knives/3"])
        #expect(entry.examples.map(\.patternIndex) == [0, 1])
    }

    @Test func theTestKitOpensEachDeclaredExample() throws {
        let router = try Self.router()
        let reachability = router.reachabilityReport()
        #expect(reachability.passed, "\(reachability)")
        let roundTrips = router.roundTripReport()
        #expect(roundTrips.problems.isEmpty, "\(roundTrips)")
    }

    @Test func aDeclaredExampleThatDoesNotOpenItsRouteIsAProblem() throws {
        let routes = GuideLinks.routes.map { $0.example([.guideId: "knives", .page: "three"]) }
        let router = try DeepLinkRouter<AppParam, String> {
            Mount("stores" / .storeId, routes) { params, guide in "\(try params.value(.storeId)) \(guide)" }
        }
        let entry = try #require(router.routeTable.entries.first)
        #expect(entry.examples.count == 2)
        #expect(entry.exampleProblems.count == 1)
        #expect(entry.exampleProblems.first?.contains("'three'") == true)
    }
}
