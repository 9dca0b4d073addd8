import AppSiteAssociationReader
import DeepLinks
import DeepLinksTestSupport
import Foundation
import Testing

@testable import DeepLinksTools
@testable import Playground

/// `RouteTable.appleAppSiteAssociation(appIDs:)` and `appLinksComponents()`: Apple's format, and universal links
/// that open the app exactly when the router opens them from the web.
@Suite struct RouteTableAppleAppSiteAssociationTests {
    static let appID = "ABCDE12345.com.bestrecipes.app"

    /// Every example of every route whose coverage by the file differs from what the router does with it as a
    /// universal link: a link the router opens from the web must open the app, and a link no route takes from the
    /// web must not.
    static func coverageMismatches<Component, Intent>(
        of router: DeepLinkRouter<Component, Intent>
    ) throws -> [String] {
        let table = router.routeTable
        let file = try AppSiteAssociation(json: table.appleAppSiteAssociation(appIDs: [appID]))
        var mismatches: [String] = []
        for entry in table.entries {
            for example in entry.examples {
                let opens = try opensFromTheWeb(example.path, router: router, host: table.exampleHost)
                let covered = file.opensApp(path: example.path)
                if opens != covered {
                    mismatches.append(
                        "route \(entry.index) \(entry.patterns[example.patternIndex]): the router "
                            + (opens ? "opens" : "refuses") + " \(example.path) from the web, the file "
                            + (covered ? "opens the app" : "does not open the app"))
                }
            }
        }
        return mismatches
    }

    /// Whether the router opens the path as a universal link or as a user activity's web page URL.
    static func opensFromTheWeb<Component, Intent>(
        _ path: String, router: DeepLinkRouter<Component, Intent>, host: String?
    ) throws -> Bool {
        let url = try #require(URL(string: "https://\(host ?? "example.com")\(path)"))
        let universalLink = (try? router.resolve(.url(url, from: .universalLink)).get()) != nil
        return universalLink || (try? router.resolve(.url(url, from: .userActivity)).get()) != nil
    }

    @Test func theDoorRoutesGiveThisFile() throws {
        let json = try makeDoorRouter().routeTable.appleAppSiteAssociation(appIDs: [Self.appID])
        let expected = """
            {
              "applinks": {
                "details": [
                  {
                    "appIDs": [
                      "ABCDE12345.com.bestrecipes.app"
                    ],
                    "components": [
                      {
                        "/": "/recipes",
                        "comment": "recipes: /recipes"
                      },
                      {
                        "/": "/search",
                        "?": {
                          "term": "?*"
                        },
                        "comment": "search: /search"
                      },
                      {
                        "/": "/docs/?*",
                        "comment": "docs: /docs/*rest"
                      },
                      {
                        "/": "/?*/?*/?*",
                        "exclude": true,
                        "comment": "more than 2 segments: ?* below also matches /"
                      },
                      {
                        "/": "/$(segment1)/?*",
                        "comment": "recipe: /recipe/:id; order: /order/:number; invite: /invite/:code"
                      },
                      {
                        "/": "/account",
                        "comment": "account: /account"
                      }
                    ]
                  }
                ],
                "substitutionVariables": {
                  "segment1": [
                    "recipe",
                    "order",
                    "invite"
                  ]
                }
              }
            }

            """
        #expect(json == expected)
        let file = try AppSiteAssociation(json: json)
        #expect(file.appIDs == [Self.appID])
        #expect(file.components.count == 8)
    }

    @Test func theFileFollowsApplesFormat() throws {
        let router = try DeepLinkRouter<DoorParam, DoorIntent>(options: .caseInsensitiveLiterals) {
            OpenedFrom(.web) {
                Route(RoutePattern(.id)) { p in .recipe(try p.value(.id)) }
            }
            OpenedFrom(.customScheme) {
                Route("debug/reset", query: .term) { _ in .debug }
            }
        }
        let appIDs = ["ABCDE12345.com.bestrecipes.app", "ABCDE12345.com.bestrecipes.app.beta"]
        let json = try router.routeTable.appleAppSiteAssociation(appIDs: appIDs)
        let file = try AppSiteAssociation(json: json)
        #expect(file.appIDs == appIDs)
        let paths: [String?] = file.components.map(\.path)
        let expectedPaths: [String?] = ["/debug/reset", "/?*/?*", "/?*"]
        #expect(paths == expectedPaths)
        #expect(file.components.map(\.exclude) == [true, true, false])
        #expect(file.components.map(\.caseSensitive) == [false, false, false])
        #expect(file.components[0].queryItems == ["term": "?*"])
        #expect(file.components[0].comment == "/debug/reset accepts custom-scheme links only")
        #expect(!file.opensApp(path: "/Debug/Reset?term=x"))
        // Two segments: no web route takes it (`/:id` takes one), and the exclusion of longer paths says so.
        #expect(!file.opensApp(path: "/debug/reset"))
        #expect(file.opensApp(path: "/anything"))
        #expect(!file.opensApp(path: "/any/thing"))
        // The reader is strict: a file out of Apple's format is refused.
        let broken = json.replacingOccurrences(of: "\"exclude\": true", with: "\"exclude\": 1")
        #expect(throws: AppSiteAssociation.FormatError.self) { try AppSiteAssociation(json: broken) }
        let unknown = json.replacingOccurrences(of: "\"comment\"", with: "\"note\"")
        #expect(throws: AppSiteAssociation.FormatError.self) { try AppSiteAssociation(json: unknown) }
    }

    @Test func theDoorRoutesOpenTheAppExactlyWhenTheRouterOpensThemFromTheWeb() throws {
        let router = try makeDoorRouter()
        #expect(try Self.coverageMismatches(of: router) == [])
        let file = try AppSiteAssociation(json: router.routeTable.appleAppSiteAssociation(appIDs: [Self.appID]))
        let links = [
            "/recipe/42", "/recipe", "/recipe/", "/debug/reset", "/search", "/search?term=", "/search?term=a",
            "/recipes", "/recipes/",
        ]
        let opened: [Bool] = links.map(file.opensApp)
        // The system drops a trailing slash (issue #39, recorded swcutil verdicts): `/recipes` opens /recipes/, which
        // the router takes too (it ignores empty segments). Before, the reader wrongly left it in the browser.
        let expected: [Bool] = [true, false, false, false, false, false, true, true, true]
        #expect(opened == expected)
        let routerOpens = try links.map { try Self.opensFromTheWeb($0, router: router, host: "bestrecipes.com") }
        #expect(routerOpens == expected)
    }

    @Test func theRecipeAppOpensTheAppExactlyWhenTheRouterOpensItsLinksFromTheWeb() throws {
        let router = try makeRecipeAppRouter()
        #expect(try Self.coverageMismatches(of: router) == [])
        let table = router.routeTable
        let debug = try #require(table.entries.first { $0.name == "resetOnboarding" }?.examples.first)
        let file = try AppSiteAssociation(json: table.appleAppSiteAssociation(appIDs: [Self.appID]))
        #expect(!file.opensApp(path: debug.path))
        #expect(file.opensApp(path: "/"))
        #expect(file.opensApp(path: "/subscription/abc/3/edit"))
    }

    @Test(arguments: Corpora.names)
    func everyCorpusLinkOpensTheApp(_ corpus: String) throws {
        let router = try Corpora.router(for: corpus)
        #expect(try Self.coverageMismatches(of: router) == [])
        let components = try router.routeTable.appLinksComponents()
        // A component whose path an earlier one covers is left out: the checker finds none unreachable.
        // Exclusions are only of longer paths (issue #39): no corpus route is kept from the web.
        #expect(components.filter { !$0.isExcluded }.count <= router.routes.count)
        #expect(components.filter(\.isExcluded).allSatisfy { $0.comment.hasPrefix("more than ") })
        let json = try router.routeTable.appleAppSiteAssociation(appIDs: [Self.appID])
        #expect(router.routeTable.checkAppleAppSiteAssociation(Data(json.utf8)).findings == [])
    }

    @Test func aRouteKeptFromTheWebIsExcludedBeforeTheWildcardThatWouldCoverIt() throws {
        let router = try DeepLinkRouter<DoorParam, DoorIntent>(hosts: ["bestrecipes.com"]) {
            OpenedFrom(.customScheme) {
                Route("debug/reset", name: "debug") { _ in .debug }
            }
            OpenedFrom(.web) {
                Route(RoutePattern(.id), name: "page") { p in .recipe(try p.value(.id)) }
            }
        }
        let components = try router.routeTable.appLinksComponents()
        let expected: [RouteTable.AppLinksComponent] = [
            .init(
                path: "/debug/reset", query: [:], isExcluded: true, isCaseSensitive: true,
                comment: "debug: /debug/reset accepts custom-scheme links only", routeIndex: 0, patternIndex: 0),
            .init(
                path: "/?*/?*", query: [:], isExcluded: true, isCaseSensitive: true,
                comment: "more than 1 segment: ?* below also matches /", routeIndex: 1, patternIndex: 0),
            .init(
                path: "/?*", query: [:], isExcluded: false, isCaseSensitive: true, comment: "page: /:id",
                routeIndex: 1, patternIndex: 0),
        ]
        #expect(components == expected)
        #expect(try Self.coverageMismatches(of: router) == [])
    }

    @Test func noExclusionWhereAWebRouteTakesEveryLinkOfTheOther() throws {
        // From the web, /debug/reset skips the custom-scheme route and opens /:id/:code: the app must get it.
        let router = try DeepLinkRouter<DoorParam, DoorIntent>(hosts: ["bestrecipes.com"]) {
            OpenedFrom(.customScheme) {
                Route("debug/reset") { _ in .debug }
                Route("recipe" / .number) { p in .order(try p.int(.number)) }
            }
            Route(.id / .code) { p in .invite(try p.value(.code)) }
        }
        let components = try router.routeTable.appLinksComponents()
        #expect(components.map(\.path) == ["/?*/?*/?*", "/?*/?*"])
        #expect(try Self.coverageMismatches(of: router) == [])
        #expect(try Self.opensFromTheWeb("/debug/reset", router: router, host: "bestrecipes.com"))
    }

    @Test func aComponentWhoseLinksAnExclusionWouldRefuseComesFirst() throws {
        // `/?*/?*/?*` would refuse /docs/a/b, which /docs/*rest takes: the docs component goes first, and the
        // exclusion, which no later component could open a link of, is left out.
        let router = try DeepLinkRouter<DoorParam, DoorIntent>(hosts: ["bestrecipes.com"]) {
            OpenedFrom(.customScheme) {
                Route(.id / .code / .country) { _ in .debug }
            }
            Route("docs" / .rest) { p in .docs(try p.value(.rest)) }
        }
        let components = try router.routeTable.appLinksComponents()
        #expect(components.map(\.path) == ["/docs/?*"])
        #expect(components.map(\.isExcluded) == [false])
        #expect(try Self.coverageMismatches(of: router) == [])
    }

    @Test func anExclusionBehindTheSamePathIsDroppedAndIntCapturesCoverAnySegment() throws {
        // An Int capture is `?*` too: /order/abc opens the app although no route takes it from the web (documented).
        let router = try DeepLinkRouter<DoorParam, DoorIntent>(hosts: ["bestrecipes.com"]) {
            Route("order" / .number) { p in .order(try p.int(.number)) }
            OpenedFrom(.customScheme) {
                Route("order" / .id) { p in .recipe(try p.value(.id)) }
            }
        }
        let components = try router.routeTable.appLinksComponents()
        #expect(components.map(\.path) == ["/?*/?*/?*", "/order/?*"])
        #expect(components.map(\.isExcluded) == [true, false])
        let file = try AppSiteAssociation(json: router.routeTable.appleAppSiteAssociation(appIDs: [Self.appID]))
        #expect(file.opensApp(path: "/order/42"))
        #expect(file.opensApp(path: "/order/abc"))
        #expect(try !Self.opensFromTheWeb("/order/abc", router: router, host: "bestrecipes.com"))
    }

    @Test func requiredQueryItemsTakePartInComponentsAndExclusions() throws {
        let router = try DeepLinkRouter<DoorParam, DoorIntent>(hosts: ["bestrecipes.com"]) {
            Route("search", query: .term) { p in .search(try p.value(.term)) }
            OpenedFrom(.customScheme) {
                Route("search") { _ in .debug }
            }
        }
        let components = try router.routeTable.appLinksComponents()
        // The exclusion would come last: with no component after it, it decides nothing and is left out.
        #expect(components.map(\.path) == ["/search"])
        #expect(components.map(\.query) == [["term": "?*"]])
        #expect(components.map(\.isExcluded) == [false])
        #expect(try Self.coverageMismatches(of: router) == [])
    }

    @Test func aSegmentWildcardCoversMoreSegmentsAndExclusionsKeepOtherRoutesOut() throws {
        // `?*` cannot stop at a `/`: /recipe/?* alone would also cover /recipe/a/b, which no route takes; the
        // exclusion of longer paths keeps it out (issue #39), and a custom-scheme route there is excluded first.
        let router = try DeepLinkRouter<DoorParam, DoorIntent>(hosts: ["bestrecipes.com"]) {
            Route("recipe" / .id) { p in .recipe(try p.value(.id)) }
            OpenedFrom(.customScheme) {
                Route("recipe" / .id / "debug") { _ in .debug }
            }
        }
        let file = try AppSiteAssociation(json: router.routeTable.appleAppSiteAssociation(appIDs: [Self.appID]))
        #expect(file.components.map(\.path) == ["/recipe/?*/debug", "/?*/?*/?*", "/recipe/?*"])
        #expect(!file.opensApp(path: "/recipe/a/b"))
        #expect(file.opensApp(path: "/recipe/a"))
        #expect(!file.opensApp(path: "/recipe/a/debug"))
        #expect(try Self.coverageMismatches(of: router) == [])
    }

    /// Apple's patterns match the whole path, but the system drops a trailing run of slashes on both sides (issue
    /// #39, recorded swcutil verdicts): `/buy` opens `/buy/` (before, this test pinned the opposite), and a path that
    /// stops before a remainder's `/?*` still does not open the app.
    @Test func componentsMatchTheWholePathWithoutItsTrailingSlashes() throws {
        let router = try DeepLinkRouter<DoorParam, DoorIntent>(hosts: ["bestrecipes.com"]) {
            Route("buy") { _ in .account }
            Route("docs" / .rest) { p in .docs(try p.value(.rest)) }
        }
        let file = try AppSiteAssociation(json: router.routeTable.appleAppSiteAssociation(appIDs: [Self.appID]))
        #expect(file.components.map(\.path) == ["/buy", "/docs/?*"])
        #expect(file.opensApp(path: "/buy"))
        #expect(file.opensApp(path: "/buy/"))
        #expect(file.opensApp(path: "/buy//"))
        #expect(!file.opensApp(path: "/buy/x"))
        #expect(try Self.opensFromTheWeb("/buy/", router: router, host: "bestrecipes.com"))
        #expect(file.opensApp(path: "/docs/a"))
        #expect(file.opensApp(path: "/docs/a/"))
        #expect(!file.opensApp(path: "/docs/"))
        #expect(!file.opensApp(path: "/docs"))
        // The library's checker matches by the same rules: the reader agrees with it on each of these.
        let json = try router.routeTable.appleAppSiteAssociation(appIDs: [Self.appID])
        let checked = AppSiteAssociationFile(data: Data(json.utf8))
        for path in ["/buy", "/buy/", "/buy//", "/buy/x", "/docs/a", "/docs/a/", "/docs/", "/docs"] {
            #expect(checked.opensApp(path, appID: Self.appID) == file.opensApp(path: path), "\(path)")
        }
    }

    @Test func literalsArePercentEncodedSoNoCharacterOfThemIsAWildcard() throws {
        let router = try DeepLinkRouter<DoorParam, DoorIntent> {
            Route(RoutePattern(segments: [.literal("a*b?c"), .literal("$(lang)"), .literal("café"), .literal(".")])) {
                _ in .account
            }
        }
        let components = try router.routeTable.appLinksComponents()
        #expect(components.map(\.path) == ["/a%2Ab%3Fc/%24%28lang%29/caf%C3%A9/%2E"])
        let file = try AppSiteAssociation(json: router.routeTable.appleAppSiteAssociation(appIDs: [Self.appID]))
        #expect(!file.opensApp(path: "/aXbYc/%24%28lang%29/caf%C3%A9/%2E"))
        #expect(try Self.coverageMismatches(of: router) == [])
    }

    @Test func commentsAndStringsAreEscapedForJSON() throws {
        let router = try DeepLinkRouter<DoorParam, DoorIntent> {
            // A literal cannot hold a line break (a build error): the name carries it.
            Route(RoutePattern(segments: [.literal("say \"hi\"\\")]), name: "quote\"d\n") { _ in .account }
        }
        let json = try router.routeTable.appleAppSiteAssociation(appIDs: [Self.appID])
        #expect(json.contains(#""comment": "quote\"d\n: /say \"hi\"\\""#), "\(json)")
        let file = try AppSiteAssociation(json: json)
        #expect(file.components.map(\.comment) == ["quote\"d\n: /say \"hi\"\\"])
    }

    @Test func errorsSayWhatToWrite() throws {
        let table = try makeDoorRouter().routeTable
        let message = { (appIDs: [String]) -> String? in
            do throws(RouteTableError) {
                _ = try table.appleAppSiteAssociation(appIDs: appIDs)
                return nil
            } catch {
                return "\(error.kind): \(error)"
            }
        }
        let invalid =
            "': write the 10-character team ID (letters A-Z and digits), a dot and the bundle identifier (letters, "
            + "digits, '-' and '.'), such as ABCDE12345.com.example.app."
        let cases: [(appIDs: [String], message: String?)] = [
            ([], "noAppIDs: No app ID: pass at least one, as TEAMID.bundle.identifier (ABCDE12345.com.example.app)."),
            (["abcde12345.com.example.app"], "invalidAppID: Invalid app ID 'abcde12345.com.example.app" + invalid),
            (["ABCDE1234.com.example.app"], "invalidAppID: Invalid app ID 'ABCDE1234.com.example.app" + invalid),
            (["ABCDE12345"], "invalidAppID: Invalid app ID 'ABCDE12345" + invalid),
            (["ABCDE12345."], "invalidAppID: Invalid app ID 'ABCDE12345." + invalid),
            (["ABCDE12345.com..app"], "invalidAppID: Invalid app ID 'ABCDE12345.com..app" + invalid),
            (["ABCDE12345.com.app.", Self.appID], "invalidAppID: Invalid app ID 'ABCDE12345.com.app." + invalid),
            (["ABCDE12345.com.my app"], "invalidAppID: Invalid app ID 'ABCDE12345.com.my app" + invalid),
            (["ABCDE12345.com.my_app"], "invalidAppID: Invalid app ID 'ABCDE12345.com.my_app" + invalid),
            (["ABCDE12345.com.my-app2", "Z9Z9Z9Z9Z9.a"], nil),
        ]
        for (appIDs, expected) in cases {
            let actual: String? = message(appIDs)
            #expect(actual == expected, "\(appIDs)")
        }
    }

    @Test func aTableWithoutWebLinksIsRefused() throws {
        let customOnly = try DeepLinkRouter<DoorParam, DoorIntent> {
            OpenedFrom(.customScheme) {
                Route("debug/reset") { _ in .debug }
            }
        }
        let noHosts = try DeepLinkRouter<DoorParam, DoorIntent>(hosts: []) {
            Route("account") { _ in .account }
        }
        var messages: [String] = []
        for table in [customOnly.routeTable, noHosts.routeTable] {
            do {
                _ = try table.appleAppSiteAssociation(appIDs: [Self.appID])
            } catch {
                #expect(error.kind == .noWebLinks)
                messages.append(error.description)
            }
        }
        let expected: [String] = [
            "No route accepts links from the web (universal links or user activities): apple-app-site-association "
                + "would open no link in the app.",
            "The router accepts no universal-link host (hosts: []): apple-app-site-association would send the app "
                + "links it refuses.",
        ]
        #expect(messages == expected)
    }

    @Test func aQueryItemNameWithOtherCharactersIsRefused() throws {
        let router = try DeepLinkRouter<TextParam, Int> {
            Route("search", name: "search", query: TextParam(name: "q[]", capture: .string)) { _ in 1 }
        }
        let entry = router.routeTable.entries[0]
        #expect(throws: RouteTableError.self) { try router.routeTable.appLinksComponents() }
        do {
            _ = try router.routeTable.appLinksComponents()
        } catch {
            #expect(error.kind == .unsupportedQueryItemName)
            let expected =
                "Route 'search' (/search, \(entry.declaredAt)) requires the query item 'q[]', which an "
                + "apple-app-site-association component cannot match exactly: a name with other characters than "
                + "letters, digits, '-', '.', '_' and '~' has several spellings in a link. Rename the query item."
            #expect(error.description == expected)
        }
    }

    /// Random tables of overlapping routes from every door: every example link the router opens from the web opens
    /// the app. (The converse has documented limits: `?*` also covers `/`, and an `Int` capture any text.)
    @Test(arguments: [1, 2, 3] as [UInt64])
    func randomTablesOpenTheAppForEveryLinkTheRouterOpensFromTheWeb(seed: UInt64) throws {
        var rng = SplitMix(seed: seed)
        var exclusions = 0
        var checked = 0
        for tableNumber in 0..<400 {
            let routes = (0..<(2 + rng.below(4))).map { _ in Self.randomRoute(&rng) }
            let options: MatchingOptions = rng.chance(0.2) ? .caseInsensitiveLiterals : []
            guard
                let router = try? DeepLinkRouter<DoorParam, DoorIntent>(
                    hosts: ["bestrecipes.com"], options: options, routes: routes)
            else { continue }
            let table = router.routeTable
            guard table.entries.contains(where: { !$0.sources.isDisjoint(with: .web) }) else { continue }
            let json = try table.appleAppSiteAssociation(appIDs: [Self.appID])
            let file = try AppSiteAssociation(json: json)
            exclusions += file.components.filter(\.exclude).count
            let findings = table.checkAppleAppSiteAssociation(Data(json.utf8)).findings.map(\.message)
            #expect(findings == [], "seed \(seed), table \(tableNumber): the check of \(json)")
            for entry in table.entries {
                for example in entry.examples
                where try Self.opensFromTheWeb(example.path, router: router, host: "bestrecipes.com") {
                    checked += 1
                    let patterns = table.entries.map { "\($0.patterns[0]) (\($0.sources))" }
                    #expect(
                        file.opensApp(path: example.path),
                        "seed \(seed), table \(tableNumber): \(example.path) of \(patterns) in \(json)")
                }
            }
        }
        #expect(exclusions > 50, "seed \(seed): too few exclusions to exercise their order")
        #expect(checked > 500, "seed \(seed)")
    }

    /// A route of one to three segments (literals `a`, `b`, `42`, `String` and `Int` captures, a remainder last),
    /// sometimes with a required query item, from one door or more.
    static func randomRoute(_ rng: inout SplitMix) -> Route<DoorParam, DoorIntent> {
        var segments: [RoutePattern<DoorParam>.Segment] = []
        var unused: [DoorParam] = [.id, .code, .country, .number]
        let length = 1 + rng.below(3)
        for position in 0..<length {
            if position == length - 1, rng.chance(0.15) {
                segments.append(.parameter(.rest))
            } else if rng.chance(0.5) {
                let parameter = unused.remove(at: rng.below(unused.count))
                segments.append(.parameter(parameter))
            } else {
                segments.append(.literal(rng.pick(["a", "b", "42", "B"])))
            }
        }
        let query: [DoorParam] = rng.chance(0.2) ? [.term] : []
        let route = Route<DoorParam, DoorIntent>(patterns: [RoutePattern(segments: segments)], query: query) { _ in
            .account
        }
        let sources: LinkSources = rng.pick([.web, .universalLink, .customScheme, .all, .pushNotification])
        return OpenedFrom(sources) { route }.routes[0]
    }
}
