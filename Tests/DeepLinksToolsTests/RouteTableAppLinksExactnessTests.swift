import AppSiteAssociationReader
import DeepLinks
import DeepLinksTestSupport
import Foundation
import Testing

@testable import DeepLinksTools

/// Issue #39: the generated `apple-app-site-association` opens the app for exactly the links the router opens from
/// the web, where Apple's patterns can say so, and lists what they cannot say (`RouteTable.appLinksLimits()`).
@Suite struct RouteTableAppLinksExactnessTests {
    static let appID = "ABCDE12345.com.bestrecipes.app"

    /// Whether the file opens the app for a link, as Apple matches it: a trailing run of slashes is dropped from the
    /// path (none of the generator's patterns ends with a `/` but the root's, `/`, which matches `/` as before).
    static func fileOpens(_ file: AppSiteAssociation, _ link: String) -> Bool {
        let (path, query) = split(link)
        return file.opensApp(path: path + (query.map { "?" + $0 } ?? ""))
    }

    /// Whether the library's checker (`checkAppleAppSiteAssociation`'s reading of the file) opens the app for the
    /// link, its trailing slashes dropped as above.
    static func checkerOpens(_ file: AppSiteAssociationFile, _ link: String) -> Bool {
        let (path, query) = split(link)
        let first = file.details.first?.components.first { $0.matches(path: path, query: query ?? "") }
        return first.map { !$0.isExcluded } ?? false
    }

    /// The link's path without its trailing run of slashes (but `/`), and its query.
    static func split(_ link: String) -> (path: String, query: String?) {
        let parts = link.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        var path = Substring(parts[0])
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        return (String(path), parts.count > 1 ? String(parts[1]) : nil)
    }

    @Test func aParameterDoesNotOpenLongerPathsAndEachRouteComesBeforeTheExclusionThatWouldHideIt() throws {
        let router = try DeepLinkRouter<DoorParam, DoorIntent>(hosts: ["bestrecipes.com"]) {
            Route("recipe" / .id) { p in .recipe(try p.value(.id)) }
            Route("recipe" / .id / "reviews") { p in .recipe(try p.value(.id)) }
        }
        let components = try router.routeTable.appLinksComponents()
        #expect(components.map(\.path) == ["/?*/?*/?*/?*", "/recipe/?*/reviews", "/?*/?*/?*", "/recipe/?*"])
        #expect(components.map(\.isExcluded) == [true, false, true, false])
        #expect(components.dropFirst(2).first?.comment == "more than 2 segments: ?* below also matches /")
        let file = try AppSiteAssociation(json: router.routeTable.appleAppSiteAssociation(appIDs: [Self.appID]))
        let links = [
            "/recipe/42", "/recipe/42/", "/recipe/42/extra", "/recipe/42/reviews", "/recipe/42/reviews/x",
            "/recipe/a/b/reviews", "/recipe",
        ]
        let expected = [true, true, false, true, false, false, false]
        #expect(links.map { Self.fileOpens(file, $0) } == expected)
        let opened = try links.map {
            try RouteTableAppleAppSiteAssociationTests.opensFromTheWeb($0, router: router, host: "bestrecipes.com")
        }
        #expect(opened == expected)
        #expect(
            router.routeTable.checkAppleAppSiteAssociation(
                Data(
                    try router.routeTable.appleAppSiteAssociation(
                        appIDs: [Self.appID]).utf8)
            ).findings == [])
    }

    @Test func aRemainderTakesLongerPathsSoTheirExclusionGoesAfterIt() throws {
        let router = try DeepLinkRouter<DoorParam, DoorIntent>(hosts: ["bestrecipes.com"]) {
            Route("docs" / .id) { p in .docs(try p.value(.id)) }
            Route("docs" / .rest) { p in .docs(try p.value(.rest)) }
        }
        let file = try AppSiteAssociation(json: router.routeTable.appleAppSiteAssociation(appIDs: [Self.appID]))
        #expect(file.components.map(\.path) == ["/docs/?*"])
        #expect(Self.fileOpens(file, "/docs/a/b/c"))
    }

    /// Nine routes under `/p/:id/:code`, which `/p/?*/?*` alone covered: excluding the paths of more than three
    /// segments would keep all nine, more than twice the file without it (and more than 8 components), so that
    /// exclusion is left out and the limits say so.
    @Test func anExclusionThatWouldMoreThanDoubleTheFileIsLeftOutAndListed() throws {
        let router = try DeepLinkRouter<DoorParam, DoorIntent>(hosts: ["bestrecipes.com"]) {
            Route("p" / .id / .code) { _ in .account }
            for number in 1...9 {
                Route("p" / .id / .code / "c\(number)") { _ in .account }
            }
        }
        let table = router.routeTable
        let components = try table.appLinksComponents()
        #expect(components.map(\.path) == ["/?*/?*/?*/?*/?*", "/p/?*/?*"])
        #expect(components.map(\.isExcluded) == [true, false])
        let limits = try table.appLinksLimits()
        #expect(
            limits.contains(
                "Longer paths: 1 component opens paths of more than 3 segments that no route takes, left unexcluded "
                    + "to keep the file within twice the size it has without such exclusions."))
        let file = try AppSiteAssociation(json: table.appleAppSiteAssociation(appIDs: [Self.appID]))
        #expect(Self.fileOpens(file, "/p/a/b/c1"))
        #expect(Self.fileOpens(file, "/p/a/b/zz"))
        #expect(
            try !RouteTableAppleAppSiteAssociationTests.opensFromTheWeb(
                "/p/a/b/zz", router: router, host: "bestrecipes.com"))
        #expect(!Self.fileOpens(file, "/p/a/b/c1/d"))
    }

    @Test func theLimitsListWhatTheFormatCannotSay() throws {
        let router = try DeepLinkRouter<DoorParam, DoorIntent>(hosts: ["bestrecipes.com"]) {
            Route("order" / .number) { p in .order(try p.int(.number)) }
            Route("recipe" / .id) { p in .recipe(try p.value(.id)) }
            Route("about") { _ in .account }
        }
        let limits = try router.routeTable.appLinksLimits()
        #expect(
            limits == [
                "Typed captures: 1 component opens links whose segment is not of the capture's type "
                    + "(/order/?*: /order/abc).",
                "Malformed escapes: 2 components open links with a malformed or non-UTF-8 escape "
                    + "(/order/?*: /order/%E9).",
                "Handlers: 3 components open links a handler may decline or fail on.",
            ])
        let literals = try DeepLinkRouter<DoorParam, DoorIntent>(hosts: ["bestrecipes.com"]) {
            Route("about") { _ in .account }
        }
        #expect(
            try literals.routeTable.appLinksLimits() == [
                "Handlers: 1 component opens links a handler may decline or fail on."
            ])
    }

    /// Each corpus table's component count before issue #39 (without exclusions of longer paths) and after: within
    /// twice the count before.
    static let componentCounts: [String: (before: Int, after: Int)] = [
        "github-api": (84, 148), "github-api+commented": (84, 157), "parse-api": (13, 16), "gplus-api": (7, 12),
        "static": (157, 157), "kickstarter": (17, 25),
    ]

    @Test(arguments: Corpora.names)
    func corpusFilesStayWithinTwiceTheirComponentCount(_ corpus: String) throws {
        let router = try Corpora.router(for: corpus)
        let count = try router.routeTable.appLinksComponents().count
        let expected = try #require(Self.componentCounts[corpus])
        #expect(count == expected.after)
        #expect(count <= 2 * expected.before)
        let json = try router.routeTable.appleAppSiteAssociation(appIDs: [Self.appID])
        #expect(router.routeTable.checkAppleAppSiteAssociation(Data(json.utf8)).findings == [])
    }

    /// Random tables of `String` captures, literals and remainders from every door, some with a required query
    /// item: over random links (with trailing slashes, repeated and empty query items), the file opens the app
    /// exactly when the router opens the link from the web, unless the limits say the file keeps longer paths.
    @Test(arguments: [11, 12, 13] as [UInt64])
    func theFileOpensExactlyTheLinksTheRouterOpensFromTheWeb(seed: UInt64) throws {
        var rng = SplitMix(seed: seed)
        var exactTables = 0
        var links = 0
        var longer = 0
        for tableNumber in 0..<150 {
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
            let checked = AppSiteAssociationFile(data: Data(json.utf8))
            let keepsLonger = try table.appLinksLimits().contains { $0.hasPrefix("Longer paths") }
            if keepsLonger { longer += 1 } else { exactTables += 1 }
            for _ in 0..<40 {
                let link = Self.randomLink(&rng)
                let opens = try RouteTableAppleAppSiteAssociationTests.opensFromTheWeb(
                    link, router: router, host: "bestrecipes.com")
                let claims = Self.fileOpens(file, link)
                #expect(Self.checkerOpens(checked, link) == claims, "seed \(seed), table \(tableNumber): \(link)")
                links += 1
                let patterns = table.entries.map { "\($0.patterns[0]) (\($0.sources))" }
                let context = "seed \(seed), table \(tableNumber): \(link) of \(patterns) in \(json)"
                if keepsLonger {
                    #expect(!opens || claims, "\(context): the router opens it, the file does not")
                } else {
                    #expect(opens == claims, "\(context): the router \(opens ? "opens" : "refuses") it")
                }
            }
        }
        #expect(exactTables > 80, "seed \(seed): \(longer) tables keep longer paths")
        #expect(links > 4000, "seed \(seed)")
    }

    /// A route of one to three segments (literals `a`, `b`, `B`, `String` captures, a remainder last after
    /// literals only: a parameter before it may span segments, which `appLinksLimits()` lists), sometimes with a
    /// required query item, from one door or more.
    static func randomRoute(_ rng: inout SplitMix) -> Route<DoorParam, DoorIntent> {
        var segments: [RoutePattern<DoorParam>.Segment] = []
        var unused: [DoorParam] = [.id, .code, .country]
        let length = 1 + rng.below(3)
        for position in 0..<length {
            if position == length - 1, unused.count == 3, rng.chance(0.3) {
                segments.append(.parameter(.rest))
            } else if rng.chance(0.5) {
                segments.append(.parameter(unused.remove(at: rng.below(unused.count))))
            } else {
                segments.append(.literal(rng.pick(["a", "b", "B"])))
            }
        }
        let query: [DoorParam] = rng.chance(0.25) ? [.term] : []
        let route = Route<DoorParam, DoorIntent>(patterns: [RoutePattern(segments: segments)], query: query) { _ in
            .account
        }
        let sources: LinkSources = rng.pick([.web, .universalLink, .customScheme, .all, .pushNotification])
        return OpenedFrom(sources) { route }.routes[0]
    }

    /// A path of one to five segments of `a`, `b`, `B`, `x`, `42`, sometimes with a trailing slash, and sometimes a
    /// `term` query item: present, empty, repeated, repeated with an empty second.
    static func randomLink(_ rng: inout SplitMix) -> String {
        var link = ""
        for _ in 0..<(1 + rng.below(5)) { link += "/" + rng.pick(["a", "b", "B", "x", "42"]) }
        if rng.chance(0.15) { link += "/" }
        link += rng.pick(["", "", "?term=x", "?term=", "?term=x&term=", "?term=x&term=y", "?other=1"])
        return link
    }
}
