import DeepLinks
import DeepLinksTestSupport
import DeepLinksTools
import Foundation
import Testing

/// `router.routeTable`: what each entry says of its route, and example links that open it.
@Suite struct RouteTableTests {
    @Test func entriesDescribeTheDoorRoutes() throws {
        let table = try makeDoorRouter().routeTable
        let names: [String?] = table.entries.map(\.name)
        let expectedNames: [String?] = ["recipe", "recipes", "order", "search", "docs", "debug", "invite", "account"]
        #expect(names == expectedNames)
        #expect(table.schemes == ["myapp"])
        #expect(table.hosts == ["bestrecipes.com"])
        #expect(table.exampleScheme == "myapp")
        #expect(table.exampleHost == "bestrecipes.com")
        #expect(table.entries.map(\.index) == Array(0..<8))

        let recipe = table.entries[0]
        #expect(recipe.patterns.map(\.text) == ["/recipe/:id"])
        #expect(recipe.patterns[0].segments == [.literal("recipe"), .parameter("id", .string)])
        #expect(recipe.isReversible)
        #expect(recipe.gates.isEmpty)
        #expect(recipe.sources == .all)
        #expect(recipe.fileID.hasSuffix("DoorRoutes.swift"))
        #expect(recipe.declaredAt == "\(recipe.fileID):\(recipe.line)")

        let account = table.entries[7]
        #expect(account.gates == [.authorization])
        #expect(table.entries[5].sources == .customScheme)
        #expect(table.entries[6].sources == .web)
    }

    @Test func parametersSayWhereAndWhetherRequired() throws {
        let table = try makeDoorRouter().routeTable
        let recipes = table.entries[1].parameters
        #expect(
            recipes == [
                .init(name: "country", capture: .string, location: .query, isRequired: false),
                .init(name: "limit", capture: .int, location: .query, isRequired: false),
            ])
        let search = table.entries[3]
        #expect(search.parameters == [.init(name: "term", capture: .string, location: .query, isRequired: true)])
        #expect(search.requiredQuery.map(\.name) == ["term"])
        #expect(
            table.entries[4].parameters == [.init(name: "rest", capture: .remainder, location: .path, isRequired: true)]
        )
    }

    @Test func namesAndLiteralsReadAsLinksSpellThem() throws {
        let query = RouteTable.Parameter(name: "q[]", capture: .int, location: .query, isRequired: false)
        #expect(query.summary == "Int, query, optional")
        #expect(query.percentEncodedName == "q%5B%5D")
        let plain = RouteTable.Parameter(name: "page-2.a_b~", capture: .string, location: .query, isRequired: true)
        #expect(plain.percentEncodedName == "page-2.a_b~")
        let segments: [RouteTable.Pattern.Segment] = [
            .literal("a*b?c"), .literal("café"), .literal("."), .literal(".."), .literal("..."), .parameter("id", .int),
        ]
        let expected: [String?] = ["a%2Ab%3Fc", "caf%C3%A9", "%2E", "%2E%2E", "...", nil]
        #expect(segments.map(\.percentEncodedLiteral) == expected)
        // What the router writes in a link, literal for literal.
        let router = try DeepLinkRouter<DoorParam, DoorIntent> {
            Route(RoutePattern(segments: [.literal("a*b?c"), .literal("café"), .literal(".")])) { _ in .account }
        }
        let pattern = router.routeTable.entries[0].patterns[0]
        let path = "/" + pattern.segments.compactMap(\.percentEncodedLiteral).joined(separator: "/")
        #expect(router.routeTable.entries[0].examples.map(\.path) == [path])
    }

    @Test func parametersReadAsTheTableShowsThem() {
        let parameters: [RouteTable.Parameter] = [
            .init(name: "recipeId", capture: .string, location: .path, isRequired: true),
            .init(name: "limit", capture: .int, location: .query, isRequired: false),
            .init(name: "menu", capture: .either, location: .path, isRequired: false),
        ]
        let expected: [String] = [
            "recipeId: String, path, required", "limit: Int, query, optional",
            "menu: Either<Int, String>, path, optional",
        ]
        #expect(parameters.map(\.description) == expected)
    }

    @Test func anExampleShowsALinkPerDoorOrItsPath() throws {
        let table = try makeDoorRouter().routeTable
        let links: [[String]] = [0, 5, 6].compactMap { table.entries[$0].examples.first?.links }
        let expected: [[String]] = [
            ["https://bestrecipes.com/recipe/example", "myapp://recipe/example"], ["myapp://debug/reset"],
            ["https://bestrecipes.com/invite/example"],
        ]
        #expect(links == expected)
        let paths = try makeDoorRouter().routeTable(scheme: nil, host: nil)
        #expect(paths.entries[0].examples.first?.links == ["/recipe/example"])
    }

    @Test func aParameterInSomePatternsOnlyIsNotRequired() throws {
        let router = try DeepLinkRouter<DoorParam, DoorIntent> {
            Route("recipe" / .id, "recipe/latest") { p in .recipe(p[.id] ?? "latest") }
        }
        let entry = router.routeTable.entries[0]
        #expect(entry.parameters == [.init(name: "id", capture: .string, location: .path, isRequired: false)])
        #expect(entry.examples.map(\.path) == ["/recipe/example", "/recipe/latest"])
        #expect(entry.examples.map(\.patternIndex) == [0, 1])
    }

    @Test func examplesUseEveryDoorTheRouteAccepts() throws {
        let table = try makeDoorRouter().routeTable
        let links: [String] = table.entries.map { $0.examples.first?.link ?? "none" }
        let expected: [String] = [
            "https://bestrecipes.com/recipe/example",
            "https://bestrecipes.com/recipes",
            "https://bestrecipes.com/order/42",
            "https://bestrecipes.com/search?term=example",
            "https://bestrecipes.com/docs/a/b",
            "myapp://debug/reset",
            "https://bestrecipes.com/invite/example",
            "https://bestrecipes.com/account",
        ]
        #expect(links == expected)
        let debug = try #require(table.entries[5].examples.first)
        #expect(debug.universalLink == nil)
        let invite = try #require(table.entries[6].examples.first)
        #expect(invite.customSchemeURL == nil)
        let recipe = try #require(table.entries[0].examples.first)
        #expect(recipe.customSchemeURL?.absoluteString == "myapp://recipe/example")
        #expect(recipe.parameters == [.init(name: "id", value: "example")])
        #expect(table.entries.allSatisfy { $0.exampleProblems.isEmpty })
    }

    @Test func everyExampleOpensItsOwnRouteThroughEveryDoor() throws {
        let router = try makeDoorRouter()
        for entry in router.routeTable.entries {
            for example in entry.examples {
                #expect(router.route(forPath: example.path)?.routeIndex == entry.index, "\(example.path)")
                if let url = example.customSchemeURL {
                    let link = try router.resolve(.url(url)).get()
                    #expect(link.pattern == entry.patterns[example.patternIndex].text, "\(url)")
                }
                if let url = example.universalLink {
                    let source: LinkSource = entry.sources.contains(.universalLink) ? .universalLink : .userActivity
                    let link = try router.resolve(.url(url, from: source)).get()
                    #expect(link.pattern == entry.patterns[example.patternIndex].text, "\(url)")
                }
            }
        }
    }

    @Test func aSampleTakenByALiteralRouteIsReplacedByTheNextSample() throws {
        let router = try DeepLinkRouter<DoorParam, DoorIntent> {
            Route("recipe" / .id) { p in .recipe(try p.value(.id)) }
            Route("recipe/example") { _ in .recipe("the example") }
            Route("order" / .number) { p in .order(try p.int(.number)) }
            Route("order/42") { _ in .order(0) }
            Route("order/7") { _ in .order(0) }
        }
        let paths: [String] = router.routeTable.entries.compactMap { $0.examples.first?.path }
        let expected: [String] = ["/recipe/sample", "/recipe/example", "/order/2024", "/order/42", "/order/7"]
        #expect(paths == expected)
    }

    @Test func aPatternEveryRoundOfSamplesMissesReportsWhy() throws {
        let router = try DeepLinkRouter<DoorParam, DoorIntent> {
            Route("order" / .number) { p in .order(try p.int(.number)) }
            Route("order/42") { _ in .order(0) }
            Route("order/7") { _ in .order(0) }
            Route("order/2024") { _ in .order(0) }
        }
        let entry = router.routeTable.entries[0]
        #expect(entry.examples.isEmpty)
        #expect(
            entry.exampleProblems == [
                "The link '/order/2024' would open route /order/2024 (DeepLinksToolsTests/RouteTableTests.swift:"
                    + "\(entry.line + 3)), not route /order/:number (DeepLinksToolsTests/RouteTableTests.swift:\(entry.line)):"
                    + " a more specific route takes it. Pass other parameters, or link to that route."
            ])
    }

    @Test func declaredExamplesReplaceSamplesAndBadOnesAreReported() throws {
        let router = try DeepLinkRouter<DoorParam, DoorIntent>(schemes: ["myapp"]) {
            Route("recipe" / .id, "r" / .id, optional: .limit) { p in .recipe(try p.value(.id)) }
                .example([.id: "pancakes-42", .limit: "3"])
                .example([.id: "new"])
                .example([.limit: "three"])
            Route("recipe/new") { _ in .recipe("new") }
        }
        let entry = router.routeTable.entries[0]
        #expect(entry.hasDeclaredExamples)
        #expect(entry.examples.map(\.link) == ["myapp://recipe/pancakes-42?limit=3"])
        #expect(
            entry.examples.first?.parameters == [
                .init(name: "id", value: "pancakes-42"), .init(name: "limit", value: "3"),
            ])
        let problems: [String] = entry.exampleProblems
        let site = "DeepLinksToolsTests/RouteTableTests.swift:\(entry.line)"
        let expected: [String] = [
            "The link '/recipe/new' would open route /recipe/new (DeepLinksToolsTests/RouteTableTests.swift:"
                + "\(entry.line + 4)), not route /recipe/:id (\(site)): a more specific route takes it. Pass other"
                + " parameters, or link to that route.",
            "Missing parameter 'id' for route /recipe/:id (\(site)).",
        ]
        #expect(problems == expected)
    }

    @Test func aChosenSchemeAndHostAreCheckedAndUsed() throws {
        let router = try makeDoorRouter()
        let table = try router.routeTable(scheme: nil, host: "bestrecipes.com")
        #expect(table.entries[0].examples.first?.customSchemeURL == nil)
        #expect(table.entries[5].examples.first?.link == "/debug/reset")
        #expect(throws: DeepLinkURLError.self) { try router.routeTable(scheme: "other", host: nil) }
        #expect(throws: DeepLinkURLError.self) { try router.routeTable(scheme: "https", host: nil) }
        #expect(throws: DeepLinkURLError.self) { try router.routeTable(scheme: nil, host: "evil.com") }
    }

    @Test func aRouterWithoutSchemesOrHostsGivesPaths() throws {
        let router = try DeepLinkRouter<DoorParam, DoorIntent> {
            Route("") { _ in .account }
        }
        let table = router.routeTable
        #expect(table.schemes == nil)
        #expect(table.exampleScheme == nil)
        #expect(table.entries[0].examples.first?.link == "/")
        #expect(table.entries[0].patterns[0].text == "/")
    }

    @Test func aWildcardHostGivesAWwwExampleHost() throws {
        let router = try DeepLinkRouter<DoorParam, DoorIntent>(hosts: ["*.bestrecipes.com"]) {
            Route("account") { _ in .account }
        }
        #expect(router.routeTable.exampleHost == "www.bestrecipes.com")
        #expect(router.routeTable.entries[0].examples.first?.link == "https://www.bestrecipes.com/account")
    }

    @Test(arguments: Corpora.names)
    func everyCorpusRouteHasAnExampleThatOpensIt(_ corpus: String) throws {
        let router = try Corpora.router(for: corpus)
        let table = router.routeTable
        #expect(table.entries.count == router.routes.count)
        for entry in table.entries {
            #expect(entry.exampleProblems == [], "\(corpus) \(entry.patterns[0])")
            let example = try #require(entry.examples.first, "\(corpus) \(entry.patterns[0])")
            #expect(router.route(forPath: example.path)?.routeIndex == entry.index, "\(example.path)")
        }
    }

    /// A route only the app opens is listed, with its path as its example, and kept out of the association file.
    @Test func anInAppRouteIsListedWithItsPathAndKeptOffTheWeb() throws {
        let router = try DeepLinkRouter<DoorParam, DoorIntent>(schemes: ["myapp"], hosts: ["bestrecipes.com"]) {
            Route("recipe" / .id) { p in .recipe(try p.value(.id)) }
            OpenedFrom(.inApp) {
                Route("debug/reset") { _ in .debug }
            }
        }
        let table = router.routeTable
        let debug = table.entries[1]
        #expect(debug.sources.description == "the app's own links only")
        #expect(debug.examples.map(\.link) == ["/debug/reset"])
        #expect(table.markdown().contains("| the app's own links only |"))
        let json = try table.appleAppSiteAssociation(appIDs: ["ABCDE12345.com.bestrecipes.app"])
        #expect(json.contains(#""/": "/recipe/?*""#))
        #expect(!json.contains("debug"))
    }
}
