import DeepLinks
import DeepLinksTestSupport
import Foundation
import Testing

@testable import DeepLinksTools
@testable import Playground

/// `RouteTable.checkAppleAppSiteAssociation(_:appID:)`: each kind of finding with its exact message, the generated
/// files found clean, and the matching recorded `swcutil` verdicts establish (issue #39, RouteDocumentation).
@Suite struct RouteTableAppSiteAssociationCheckTests {
    static let appID = "ABCDE12345.com.bestrecipes.app"

    static func router() throws -> DeepLinkRouter<DoorParam, DoorIntent> {
        try DeepLinkRouter<DoorParam, DoorIntent>(hosts: ["bestrecipes.com"]) {
            Route("recipe" / .id, name: "recipe") { p in .recipe(try p.value(.id)) }
            Route("order" / .number, name: "order") { p in .order(try p.int(.number)) }
            Route("docs" / .rest) { p in .docs(try p.value(.rest)) }
            OpenedFrom(.customScheme) {
                Route("debug/reset", name: "debug") { _ in .debug }
            }
        }
    }

    static func check(_ json: String, appID: String? = appID) throws -> RouteTable.AppSiteAssociationCheck {
        try router().routeTable.checkAppleAppSiteAssociation(Data(json.utf8), appID: appID)
    }

    static func file(_ components: String) -> String {
        #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.bestrecipes.app"], "components": ["#
            + components + "]}]}}"
    }

    @Test func theGeneratedFilesAreClean() throws {
        let router = try Self.router()
        let json = try router.routeTable.appleAppSiteAssociation(appIDs: [Self.appID])
        let check = router.routeTable.checkAppleAppSiteAssociation(Data(json.utf8), appID: Self.appID)
        #expect(check.findings == [])
        #expect(check.isClean)
        #expect(check.appID == Self.appID)
        #expect(check.description == "No problems: the file opens every route's example link.\n")
        let recipeApp = try makeRecipeAppRouter().routeTable
        let recipeJSON = try recipeApp.appleAppSiteAssociation(appIDs: [Self.appID])
        #expect(recipeApp.checkAppleAppSiteAssociation(Data(recipeJSON.utf8)).findings.map(\.message) == [])
    }

    @Test func eachKindOfProblemHasItsMessage() throws {
        let check = try Self.check(
            Self.file(
                #"""
                {"/": "/recipe/*"}, {"/": "/recipe/new", "comment": "covered"}, {"/": "/old/*"},
                {"/": "/order/*", "exclude": true}, {"/": 42}, {"/": "/x", "colour": "red"}
                """#))
        let expected: [(RouteTable.AppSiteAssociationCheck.Finding.Kind, String)] = [
            (.malformed, "details[0].components[4]: '/' must be a string."),
            (.malformed, "details[0].components[5]: unknown key 'colour'."),
            (
                .unreachableComponent,
                "details[0].components[1] (/recipe/new) is unreachable: details[0].components[0] (/recipe/*) comes "
                    + "first and matches every link it matches."
            ),
            (
                .opensLinksNoRouteTakes,
                "details[0].components[2] (/old/*) opens links no route takes: its '/' pattern matches no path of a "
                    + "route that accepts links from the web."
            ),
            (
                .routeNotOpened,
                "Route 'order' (/order/:number, DeepLinksToolsTests/RouteTableAppSiteAssociationCheckTests.swift:17): "
                    + "/order/42 does not open the app: details[0].components[3] (/order/*) excludes it."
            ),
            (
                .routeNotOpened,
                "Route /docs/*rest (DeepLinksToolsTests/RouteTableAppSiteAssociationCheckTests.swift:18): "
                    + "/docs/a/b does not open the app: no component matches it."
            ),
        ]
        #expect(check.findings.map(\.kind) == expected.map(\.0))
        #expect(check.findings.map(\.message) == expected.map(\.1))
        #expect(check.description == expected.map { $0.1 + "\n" }.joined())
        #expect(!check.isClean)
    }

    @Test(
        arguments: [
            ("not json", appID, ["The file is not valid JSON."]),
            ("[1, 2]", appID, ["The file is not a JSON object."]),
            (#"{"webcredentials": {}}"#, appID, ["The file has no 'applinks' object."]),
            (#"{"applinks": {"details": {}}}"#, appID, ["'applinks' has no 'details' array."]),
            (
                #"{"applinks": {"details": [3, {"appIDs": ["bad"], "components": "x"}]}}"#, appID,
                [
                    "details[0] is not an object.", "details[1]: 'bad' is not an app ID (TEAMID.bundle.id).",
                    "details[1] has no 'components' array.",
                ]
            ),
            (#"{"applinks": {"details": [{"components": []}]}}"#, nil, ["details[0] has no 'appIDs' array."]),
            (#"{"applinks": {"details": []}}"#, nil, ["The file lists no app ID."]),
        ] as [(String, String?, [String])])
    func aMalformedFileIsReportedNeverTrapped(json: String, appID: String?, messages: [String]) throws {
        let check = try Self.check(json, appID: appID)
        #expect(check.findings.map(\.message) == messages)
        #expect(check.findings.allSatisfy { $0.kind == .malformed })
    }

    /// A file over 128 KB, which the system does not read, is refused unread with the reason (issue #37); one of
    /// 128 KB is read.
    @Test func aFileOverTheSystemsLimitIsRefusedUnread() throws {
        let component = #"{"/": "/recipe/*"}"#
        let head = #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.bestrecipes.app"], "components": ["#
        let tail = "]}]}}"
        let padding = 128 * 1024 - head.utf8.count - component.utf8.count - tail.utf8.count
        let fits = head + component + String(repeating: " ", count: padding) + tail
        #expect(fits.utf8.count == 131_072)
        #expect(try Self.check(fits).findings.allSatisfy { $0.kind != .malformed })
        let over = fits + " "
        let check = try Self.check(over)
        #expect(check.findings.map(\.kind) == [.malformed])
        #expect(
            check.findings.map(\.message) == [
                "The file is 131073 bytes: the system reads no file over 131072 bytes (128 KB), so it opens none of "
                    + "the app's links."
            ])
    }

    /// A well-formed file written for other apps is not malformed: it names them and this app (issue #37).
    @Test(
        arguments: [
            (
                #"{"applinks": {"details": [{"appIDs": ["ZZZZZ99999.com.other.app"], "components": []}]}}"#,
                "The file is written for another app ID: ZZZZZ99999.com.other.app (this app: "
                    + "ABCDE12345.com.bestrecipes.app); it opens none of this app's links."
            ),
            (
                #"{"applinks": {"details": [{"appIDs": ["ZZZZZ99999.a", "YYYYY88888.b"], "components": [{"/": "*"}]}, "#
                    + #"{"appID": "ZZZZZ99999.a", "paths": ["*"]}]}}"#,
                "The file is written for other app IDs: ZZZZZ99999.a, YYYYY88888.b (this app: "
                    + "ABCDE12345.com.bestrecipes.app); it opens none of this app's links."
            ),
        ])
    func aFileWrittenForAnotherAppSaysForWhichApp(json: String, message: String) throws {
        let check = try Self.check(json)
        #expect(check.findings.map(\.kind) == [.writtenForAnotherApp])
        #expect(check.findings.map(\.message) == [message])
        typealias Kind = RouteTable.AppSiteAssociationCheck.Finding.Kind
        #expect(Kind.writtenForAnotherApp.description == "writtenForAnotherApp")
        #expect(Kind.legacyFormat.description == "legacyFormat")
    }

    /// The legacy form (`appID` and `paths`) is read for its app ID and said to be legacy, not malformed; its paths
    /// are not checked, so no route is reported as not opened.
    @Test func aLegacyPathsFileIsSaidToBeLegacy() throws {
        let json = #"""
            {"applinks": {"apps": [], "details": [{"appID": "ABCDE12345.com.bestrecipes.app",
              "paths": ["/recipe/*", "NOT /order/*"]}]}}
            """#
        let check = try Self.check(json)
        #expect(check.appID == Self.appID)
        #expect(check.findings.map(\.kind) == [.legacyFormat])
        #expect(
            check.findings.map(\.message) == [
                "details[0] is in the legacy 'paths' form, which Apple documents for iOS 12 and earlier; iOS 13 and "
                    + "later read 'components' (routeTable.appleAppSiteAssociation(appIDs:) writes them). The check "
                    + "reads only 'components': this detail's links were not checked."
            ])
        // Without an app ID, the legacy detail's is the one checked.
        #expect(try Self.check(json, appID: nil).findings.map(\.kind) == [.legacyFormat])
        // A detail with components too is read by its components.
        let both =
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.bestrecipes.app"], "paths": ["*"], "#
            + #""components": [{"/": "*"}]}]}}"#
        #expect(try Self.check(both).findings.allSatisfy { $0.kind != .legacyFormat && $0.kind != .malformed })
    }

    /// A file that opens none of the app's links says so, though it is well formed: no details, or the app's detail
    /// with no component that opens the app; a table with no route from the web takes no link, and is not told.
    @Test(
        arguments: [
            (
                #"{"applinks": {"details": []}}"#, RouteTable.AppSiteAssociationCheck.Finding.Kind.malformed,
                "No detail lists the app ID ABCDE12345.com.bestrecipes.app: the file opens none of its links."
            ),
            (
                file(""), .routeNotOpened,
                "details[0] has no component that opens the app: the file opens none of its links."
            ),
            (
                file(#"{"/": "*", "exclude": true}"#), .routeNotOpened,
                "details[0] has no component that opens the app: the file opens none of its links."
            ),
        ] as [(String, RouteTable.AppSiteAssociationCheck.Finding.Kind, String)])
    func aFileThatOpensNoLinkIsReported(
        json: String, kind: RouteTable.AppSiteAssociationCheck.Finding.Kind, message: String
    ) throws {
        let check = try Self.check(json)
        let first = try #require(check.findings.first)
        #expect(first.kind == kind)
        #expect(first.message == message)
        // Then each route's example link, as before.
        #expect(
            check.findings.dropFirst().map(\.message).allSatisfy { $0.contains("does not open the app") })
        #expect(!check.isClean)
        let inAppOnly = try DeepLinkRouter<DoorParam, DoorIntent>(hosts: ["bestrecipes.com"]) {
            OpenedFrom(.customScheme) {
                Route("debug/reset", name: "debug") { _ in .debug }
            }
        }
        #expect(inAppOnly.routeTable.checkAppleAppSiteAssociation(Data(json.utf8), appID: Self.appID).isClean)
    }

    @Test func wrongTypesInAComponentAreMalformed() throws {
        let check = try Self.check(
            Self.file(
                #"""
                {"/": "*"}, "text", {"exclude": 1}, {"caseSensitive": "no"}, {"?": 3}, {"?": {"a": 1}}, {"#": false}
                """#))
        #expect(
            check.findings.map(\.message) == [
                "details[0].components[1] is not an object.",
                "details[0].components[2]: 'exclude' must be true or false.",
                "details[0].components[3]: 'caseSensitive' must be true or false.",
                "details[0].components[4]: '?' must be a string or an object of strings.",
                "details[0].components[5]: '?' must be a string or an object of strings.",
                "details[0].components[6]: '#' must be a string.",
            ])
    }

    @Test func defaultsApplyToTheComponentsThatDoNotSetThem() throws {
        let components = #"{"/": "/RECIPE/*"}, {"/": "/Order/*"}, {"/": "/docs/*"}"#
        let insensitive =
            #"{"applinks": {"defaults": {"caseSensitive": false}, "details": [{"appIDs": ["#
            + #""ABCDE12345.com.bestrecipes.app"], "components": ["# + components + "]}]}}"
        #expect(try Self.check(insensitive).findings == [])
        let sensitive = try Self.check(Self.file(components))
        #expect(
            sensitive.findings.map(\.kind) == [
                .opensLinksNoRouteTakes, .opensLinksNoRouteTakes, .routeNotOpened, .routeNotOpened,
            ])
    }

    @Test func theAppIDChoosesTheDetail() throws {
        let json = #"""
            {"applinks": {"details": [
              {"appIDs": ["ZZZZZ99999.com.other.app"], "components": [{"/": "*", "exclude": true}]},
              {"appIDs": ["ABCDE12345.com.bestrecipes.app"], "components": [{"/": "*"}]}
            ]}}
            """#
        #expect(try Self.check(json).findings == [])
        let other = try Self.check(json, appID: nil)
        #expect(other.appID == "ZZZZZ99999.com.other.app")
        #expect(other.findings.map(\.kind) == [.routeNotOpened, .routeNotOpened, .routeNotOpened, .routeNotOpened])
        #expect(
            other.findings.first?.message
                == "details[0] has no component that opens the app: the file opens none of its links.")
    }

    @Test func queryItemsOfARouteMustBeMatched() throws {
        let router = try DeepLinkRouter<DoorParam, DoorIntent>(hosts: ["bestrecipes.com"]) {
            Route("search", query: .term) { p in .search(try p.value(.term)) }
        }
        let json = Self.file(#"{"/": "/search", "?": {"q": "?*"}}"#)
        let check = router.routeTable.checkAppleAppSiteAssociation(Data(json.utf8))
        #expect(check.findings.map(\.kind) == [.routeNotOpened])
        let right = Self.file(#"{"/": "/search", "?": {"term": "?*"}}"#)
        #expect(router.routeTable.checkAppleAppSiteAssociation(Data(right.utf8)).findings == [])
    }

    /// WWDC19 session 717: "absent query items are treated … as if they have a value equal to the empty string".
    @Test func anAbsentQueryItemIsMatchedAsTheEmptyValue() {
        var component = AppSiteAssociationFile.Component(location: "details[0].components[0]")
        component.query = .items(["term": "*"])
        #expect(component.matches(path: "/search", query: ""))
        #expect(component.matches(path: "/search", query: "page=2"))
        component.query = .items(["term": "?*"])
        #expect(!component.matches(path: "/search", query: "page=2"))
        #expect(component.matches(path: "/search", query: "term=soup"))
        #expect(!component.matches(path: "/search", query: "term=soup&term="))
    }

    @Test func substitutionVariablesTheFileDefinesAreExpanded() throws {
        let json = #"""
            {"applinks": {"substitutionVariables": {"section": ["recipe", "order", "old"]}, "details": [{"appIDs": [
              "ABCDE12345.com.bestrecipes.app"], "components": [{"/": "/$(section)/?*"}, {"/": "/docs/*"}]}]}}
            """#
        let check = try Self.check(json)
        // Each value is a component of its own at the variable's place: `/old/?*` opens links no route takes.
        #expect(
            check.findings.map(\.message) == [
                "details[0].components[0] (/old/?*) opens links no route takes: its '/' pattern matches no path of a "
                    + "route that accepts links from the web."
            ])
        let defaults = #"""
            {"applinks": {"substitutionVariables": {"section": ["RECIPE", "ORDER"]}, "details": [{"appIDs": [
              "ABCDE12345.com.bestrecipes.app"], "defaults": {"caseSensitive": false}, "components": [
              {"/": "/$(section)/?*"}, {"/": "/docs/*"}]}]}}
            """#
        #expect(try Self.check(defaults).findings == [])
    }

    @Test func substitutionVariablesTheFileDoesNotDefineAreNotExpanded() throws {
        let json = #"""
            {"applinks": {"substitutionVariables": {"lang": ["en", "fr"]}, "details": [{"appIDs": [
              "ABCDE12345.com.bestrecipes.app"], "components": [{"/": "/$(region)/$(lang)/*"}, {"/": "*"}]}]}}
            """#
        let check = try Self.check(json)
        // `/$(region)/$(lang)/*` read as written matches no route's path: the warning says such verdicts may be wrong.
        #expect(check.findings.map(\.kind) == [.notChecked, .opensLinksNoRouteTakes])
        #expect(
            check.findings.first?.message
                == "The file uses substitution variables it does not define ($(region)), which the check does not "
                + "expand: the verdicts on the components that use them may be wrong.")
        let malformed = #"{"applinks": {"substitutionVariables": {"a": "x", "b": [1]}, "details": []}}"#
        #expect(
            try Self.check(malformed).findings.map(\.message) == [
                "applinks.substitutionVariables: 'a' must be an array of strings.",
                "applinks.substitutionVariables: 'b' must be an array of strings.",
            ])
    }

    /// A glob matches the whole text.
    ///
    /// `/buy` does not match `/buy/`, and `/buy/*` does not match `/buy`: a component compares its path with it
    /// once trailing slashes are dropped (below).
    @Test(arguments: [
        ("/buy", "/buy", true), ("/buy", "/buy/", false), ("/buy/*", "/buy", false), ("/buy/*", "/buy/", true),
        ("/buy/*", "/buy/a/b", true), ("/buy/?*", "/buy/", false), ("/b?y", "/buy", true), ("*", "", true),
        ("/a*c", "/abbc", true), ("/a*c", "/abcd", false),
    ])
    func globsMatchTheWholeText(pattern: String, text: String, matches: Bool) {
        #expect(AppSiteAssociationFile.Glob(pattern).matches(text) == matches)
    }

    /// A component drops trailing slashes on both sides, and a pattern ending in `/*` also matches without it.
    ///
    /// Recorded `swcutil` verdicts (issue #39). Before, the checker compared the bare glob (`/buy` refused `/buy/`,
    /// `/buy/*` refused `/buy`), unlike the system.
    @Test(
        arguments: [
            ("/buy", "/buy", true), ("/buy", "/buy/", true), ("/buy", "/buy//", true), ("/buy/", "/buy", true),
            ("/buy/*", "/buy", true), ("/buy/*", "/buy/", true), ("/buy/*", "/buy/a/b", true), ("/buy/*", "/bu", false),
            ("/buy/?*", "/buy/", false), ("/buy/?*", "/buy", false), ("/buy/?*", "/buy/a/", true), ("/", "/", true),
            ("/", "//", true), ("/", "/a", false), ("/?*", "/", false), ("/*", "/", true), ("/b*", "/buy/", true),
            ("/BUY/*", "/buy", false),
        ] as [(String, String, Bool)])
    func aComponentDropsTrailingSlashesAndASlashStarAlsoMatchesWithoutIt(pattern: String, text: String, matches: Bool) {
        var component = AppSiteAssociationFile.Component(location: "details[0].components[0]")
        component.path = pattern
        component.globs = .init(path: pattern, fragment: nil)
        #expect(component.matches(path: text, query: "") == matches)
        component.isCaseSensitive = false
        #expect(component.matches(path: text.uppercased(), query: "") == (matches || pattern == "/BUY/*"))
    }

    /// The check matches example links as the system does.
    ///
    /// A route `/buy` is opened by `/buy/` and by `/buy/*`, and neither opens links no route takes. Before, both
    /// were reported as not opening `/buy`.
    @Test(arguments: [#"{"/": "/buy/"}"#, #"{"/": "/buy/*"}"#, #"{"/": "/buy//"}"#])
    func aTrailingSlashOrASlashStarOpensTheRouteWithoutIt(component: String) throws {
        let router = try DeepLinkRouter<DoorParam, DoorIntent>(hosts: ["bestrecipes.com"]) {
            Route("buy", name: "buy") { _ in .account }
        }
        let check = router.routeTable.checkAppleAppSiteAssociation(Data(Self.file(component).utf8))
        #expect(check.findings == [])
        let file = AppSiteAssociationFile(data: Data(Self.file(component).utf8))
        #expect(file.opensApp("/buy", appID: Self.appID))
        #expect(file.opensApp("/buy/?ref=home#top", appID: Self.appID))
        #expect(!file.opensApp("/bu", appID: Self.appID))
    }

    @Test(arguments: [
        ("/recipe/*", "/recipe/new", true), ("/recipe/?*", "/recipe/new", true), ("/recipe/new", "/recipe/*", false),
        ("*", "/a/?*", true), ("/recipe/?*", "/recipe/*", false), ("/a*c", "/a?c", true), ("/a?c", "/a*c", false),
        ("/a/*", "/a/*/b", true), ("/*/b", "/a/*", false),
    ])
    func aGlobCoversAnotherWhenItMatchesEveryTextTheOtherMatches(mine: String, theirs: String, covers: Bool) {
        typealias Glob = AppSiteAssociationFile.Glob
        #expect(Glob(mine).covers(Glob(theirs)) == covers)
    }
}
