import DeepLinks
import Testing

/// One route under several names, each fixing some values: Kickstarter's shortcut types `projects_we_love` and
/// `recommended_for_you` both open discovery, with different filters.
@Suite struct OtherNamesTests {
    enum Param: String, DeepLinkPathComponent {
        case staffPicks = "staff_picks"
        case recommended, sort, category
        var capture: CaptureKind { self == .category ? .int : .string }
    }

    struct Discovery: Equatable, Sendable {
        var staffPicks = false
        var recommended = false
        var sort: String?
        var category: Int?
    }

    static func makeRouter() throws -> DeepLinkRouter<Param, Discovery> {
        try DeepLinkRouter<Param, Discovery>(schemes: ["ksr"]) {
            Route("discover", name: "discover", optional: .staffPicks, .recommended, .sort, .category) { p in
                Discovery(
                    staffPicks: p[.staffPicks] == "true", recommended: p[.recommended] == "true", sort: p[.sort],
                    category: try? p.int(.category))
            }
            .alsoNamed("projects_we_love", values: [.staffPicks: "true", .sort: "magic"])
            .alsoNamed("recommended_for_you", values: [.recommended: "true"])
        }
    }

    @Test func everyNameOpensTheRouteWithTheValuesItFixes() throws {
        let router = try Self.makeRouter()
        let loved = try router.resolve(.shortcutItem(type: "projects_we_love", userInfo: [:])).get()
        #expect(loved.intent == Discovery(staffPicks: true, sort: "magic"))
        let recommended = try router.resolve(.pushPayload(["type": "recommended_for_you", "category": 12])).get()
        #expect(recommended.intent == Discovery(recommended: true, category: 12))
        // The link's other values come through; the fixed ones win over the link's.
        let overridden = try router.resolve(.route("projects_we_love", values: ["sort": "newest", "category": "3"]))
            .get()
        #expect(overridden.intent == Discovery(staffPicks: true, sort: "magic", category: 3))
        // The route's own name fixes nothing.
        #expect(try router.resolve(.route("discover", values: [:])).get().intent == Discovery())
        #expect(router.routeIndex(named: "projects_we_love") == router.routeIndex(named: "discover"))
        #expect(router.routes[0].otherNames["recommended_for_you"] == ["recommended": "true"])
    }

    @Test func aLinkByAnotherNameIsBuiltWithItsFixedValues() throws {
        let router = try Self.makeRouter()
        #expect(
            try router.path(for: .route("projects_we_love", values: ["category": "3"]))
                == "/discover?staff_picks=true&sort=magic&category=3")
        #expect(
            try router.url(for: .route("recommended_for_you", values: [:]), scheme: "ksr").absoluteString
                == "ksr://discover?recommended=true")
    }

    @Test func anotherNameIsUniqueAndFixesOnlyTheRoutesParametersWithValuesOfTheirKind() {
        let line = #line + 3
        let taken = buildErrorMessage {
            try DeepLinkRouter<Param, Discovery> {
                Route("discover", name: "discover") { _ in Discovery() }
                Route("home") { _ in Discovery() }.alsoNamed("discover")
            }
        }
        #expect(
            taken
                == "Routes declared at DeepLinksTests/OtherNamesTests.swift:\(line) and "
                + "DeepLinksTests/OtherNamesTests.swift:\(line + 1) are both named 'discover'; a name leads to one route, "
                + "so rename one of them.")
        let unknownLine = #line + 3
        let unknown = buildErrorMessage {
            try DeepLinkRouter<Param, Discovery> {
                Route("discover", optional: .sort) { _ in Discovery() }.alsoNamed("x", values: [.category: "1"])
            }
        }
        #expect(
            unknown
                == "The name 'x' of the route declared at DeepLinksTests/OtherNamesTests.swift:\(unknownLine) fixes "
                + "'category', which the route does not take; its parameters: sort.")
        let invalidLine = #line + 3
        let invalid = buildErrorMessage {
            try DeepLinkRouter<Param, Discovery> {
                Route("discover", optional: .category) { _ in Discovery() }.alsoNamed("x", values: [.category: "new"])
            }
        }
        #expect(
            invalid
                == "The name 'x' of the route declared at DeepLinksTests/OtherNamesTests.swift:\(invalidLine) fixes "
                + "'category' to 'new', which is not an Int: no link could carry it.")
        let empty = buildErrorMessage {
            try DeepLinkRouter<Param, Discovery> { Route("discover") { _ in Discovery() }.alsoNamed("") }
        }
        #expect(empty?.hasSuffix("has an empty name; give it a name, or none.") == true)
    }

    @Test func aMountedModulesOtherNamesAreNamespaced() throws {
        let router = try DeepLinkRouter<Param, Discovery> {
            Mount("shop", Self.moduleRoutes, names: "shop") { $0 }
        }
        let loved = try router.resolve(.route("shop.loved", values: [:])).get()
        #expect(loved.intent == Discovery(staffPicks: true))
        #expect(router.routeIndex(named: "loved") == nil)
    }

    @RoutesBuilder<Param, Discovery>
    static var moduleRoutes: [Route<Param, Discovery>] {
        Route("discover", optional: .staffPicks) { p in Discovery(staffPicks: p[.staffPicks] == "true") }
            .alsoNamed("loved", values: [.staffPicks: "true"])
    }
}
