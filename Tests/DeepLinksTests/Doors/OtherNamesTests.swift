import DeepLinksNavigation
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

/// A parameter's value under another key in links by name: `{"type": "recipe", "id": "1234"}` for `recipeId`.
@Suite struct OtherKeysTests {
    enum Param: String, DeepLinkPathComponent {
        case recipeId, id, page, type
    }

    static func makeRouter() throws -> DeepLinkRouter<Param, String> {
        try DeepLinkRouter<Param, String>(schemes: ["myapp"]) {
            Route("recipe" / .recipeId, name: "recipe", optional: .page) { p in
                "recipe \(try p.value(.recipeId)) page \(p[.page] ?? "-")"
            }
            .acceptingKey("id", for: .recipeId)
            .acceptingKey("p", for: .page)
        }
    }

    @Test func aLinkByNameGivesTheValueUnderTheOtherKey() throws {
        let router = try Self.makeRouter()
        #expect(
            try router.resolve(.pushPayload(["type": "recipe", "id": "1234"])).get().intent == "recipe 1234 page -")
        #expect(
            try router.resolve(.shortcutItem(type: "recipe", userInfo: ["id": "7", "p": "2"])).get().intent
                == "recipe 7 page 2")
        #expect(
            try router.resolve(.route("recipe", values: ["recipeId": "8", "id": "9"])).get().intent == "recipe 8 page -"
        )
        #expect(router.routes[0].otherKeys == ["recipeId": "id", "page": "p"])
        // URLs are not affected.
        #expect(try router.resolve(.url("myapp://recipe/5?p=3")).get().intent == "recipe 5 page -")
    }

    @MainActor
    @Test func aHeldLinkByNameIsSavedWithItsValueUnderTheParametersOwnName() throws {
        let navigator = DeepLinkNavigator(router: try Self.makeRouter())
        navigator.open(.pushPayload(["type": "recipe", "id": "1234"]))
        #expect(navigator.heldLinkSnapshot?.link == .route(name: "recipe", values: ["recipeId": "1234"]))
    }

    @Test func anOtherKeyCollidingWithAParameterAnotherKeyOrThePayloadsOwnIsABuildError() {
        let line = #line + 3
        let parameter = buildErrorMessage {
            try DeepLinkRouter<Param, String> {
                Route("recipe" / .recipeId, optional: .id) { _ in "" }.acceptingKey("id", for: .recipeId)
            }
        }
        #expect(
            parameter
                == "The route declared at DeepLinksTests/OtherNamesTests.swift:\(line) accepts 'recipeId' under the key "
                + "'id', but the route has a parameter named 'id': a link by name could not say which value it gives.")
        let twice = buildErrorMessage {
            try DeepLinkRouter<Param, String> {
                Route("recipe" / .recipeId, optional: .page) { _ in "" }
                    .acceptingKey("x", for: .recipeId).acceptingKey("x", for: .page)
            }
        }
        #expect(twice?.contains("accepts 'recipeId' under the key 'x', but 'page' takes that key already") == true)
        let notTaken = buildErrorMessage {
            try DeepLinkRouter<Param, String> { Route("recipe") { _ in "" }.acceptingKey("x", for: .page) }
        }
        #expect(notTaken?.hasSuffix("accepts 'page' under the key 'x', but the route takes no 'page'.") == true)
        let typeKey = buildErrorMessage {
            try DeepLinkRouter<Param, String> {
                Route("recipe" / .recipeId, name: "recipe") { _ in "" }.acceptingKey("type", for: .recipeId)
            }
        }
        #expect(
            typeKey?.hasSuffix(
                "but it is the key ('type') a push payload names its route with: a push could never give it.") == true)
    }
}
