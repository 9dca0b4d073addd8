import DeepLinksNavigation
import DeepLinksTestSupport
import Foundation
import Testing

/// No public field of an error or an event holds a link's query, fragment or user-info (issue #35).
///
/// Descriptions redact them; fields (``DeepLinkError/path``, ``DeepLinkEvent/path``, ``DeepLinkError/routeName``)
/// go to logs and analytics as they are, so they hold none: a link refused for its scheme or host is given without
/// them. `unredactedDescription` alone keeps the whole text.
///
/// The randomized test names its seed on failure; replay one with
/// `DEEPLINKS_SEED=<seed> swift test --filter RedactedFieldsTests`.
@MainActor
@Suite struct RedactedFieldsTests {
    enum Param: String, DeepLinkPathComponent {
        case token, id
        var capture: CaptureKind { .string }
    }

    enum Intent: Equatable, Sendable {
        case login(String)
        case recipe(String)
    }

    /// Opens every link it is given, so that `matched` and `opened` events are reported too.
    final class Root: DeepLinkHandler {
        var deepLinkHandling: DeepLinkHandling<Intent>?

        func handle(_ link: DeepLink<Intent>, animated: Bool) -> DeepLinkHandling<Intent> { .opened(link) }
    }

    static func router() throws -> DeepLinkRouter<Param, Intent> {
        try DeepLinkRouter<Param, Intent>(schemes: ["myapp"], hosts: ["bestrecipes.com"], maxLinkLength: 200) {
            Route("login", name: "login", query: .token) { p in .login(try p.value(.token)) }
            Route("recipe" / .id, name: "recipe") { p in .recipe(try p.value(.id)) }
        }
    }

    nonisolated static let seeds: [UInt64] =
        DifferentialTests.overrideSeedText.flatMap(DifferentialTests.parseSeed).map { [$0] } ?? [1, 2, 0x35_0002]

    // MARK: Regressions

    /// Issue #35: `path` was the whole text of a link refused for its host, token, user-info and fragment included,
    /// and the navigator's event copied it.
    @Test(arguments: [
        ("https://evil.com/login?token=secret", "https://evil.com/login?token=<redacted>"),
        ("https://me:pw@evil.com/login?token=secret", "https://<redacted>@evil.com/login?token=<redacted>"),
        ("https://evil.com/login?token=secret#frag", "https://evil.com/login?token=<redacted>#<redacted>"),
        (
            "https://me:pw@evil.com/login?token=secret#frag",
            "https://<redacted>@evil.com/login?token=<redacted>#<redacted>"
        ),
    ])
    func aLinkRefusedForItsHostHoldsNoSecretInItsPath(_ text: String, _ logged: String) throws {
        let router = try Self.router()
        let url = try #require(URL(string: text))
        for result in [
            router.resolve(.url(text)), router.resolve(.url(url)), router.resolve(.pushPayload(["url": text])),
        ] {
            let error = try #require(result.failure)
            #expect(error.kind == .unsupportedHost)
            #expect(error.path == "https://evil.com/login")
            #expect(error.description == "Unsupported host 'evil.com' in '\(logged)'; accepted: bestrecipes.com.")
            #expect(error.unredactedDescription.contains(text))
        }
        let navigator = DeepLinkNavigator(router: router)
        navigator.root = Root()
        var events: [DeepLinkEvent] = []
        navigator.onEvent = { events.append($0) }
        navigator.open(.url(text), animated: false)
        #expect(events.map(\.path) == [nil, "https://evil.com/login"])
        #expect(
            events.last?.description
                == "#1 unmatched: Unsupported host 'evil.com' in '\(logged)'; accepted: bestrecipes.com.")
        #expect(events.last?.unredactedDescription.contains(text) == true)
    }

    /// The same for a link refused for its scheme: its host stays, as the first segment of the path it would have.
    @Test func aLinkRefusedForItsSchemeHoldsNoSecretInItsPath() throws {
        let router = try Self.router()
        let error = try #require(router.resolve(.url("evil://me:pw@recipe/1?token=secret#frag")).failure)
        #expect(error.kind == .unsupportedScheme)
        #expect(error.path == "evil://recipe/1")
        #expect(
            error.description
                == "Unsupported scheme 'evil' in 'evil://<redacted>@recipe/1?token=<redacted>#<redacted>'; accepted: "
                + "myapp.")
        #expect(error.unredactedDescription.contains("evil://me:pw@recipe/1?token=secret#frag"))
    }

    /// A text that is not a URL, has no scheme or no host is refused as an invalid URL, its path given the same way.
    @Test(arguments: [
        ("//me:pw@evil.com/login?token=secret#frag", "//evil.com/login"),
        ("https:///login?token=secret", "https:///login"),
    ])
    func anInvalidURLHoldsNoSecretInItsPath(_ text: String, _ path: String) throws {
        let router = try Self.router()
        let error = try #require(router.resolve(.pushPayload(["url": text])).failure)
        #expect(error.kind == .invalidURL)
        #expect(error.path == path)
        #expect(!error.description.contains("secret") && !error.description.contains("pw"))
        #expect(error.unredactedDescription.contains("token=secret"))
    }

    /// A route name from outside that names no route is text like a link: `routeName` leaves out what would be its
    /// query and fragment, the description redacts them.
    @Test func anUnknownRouteNameHoldsNoSecret() throws {
        let router = try Self.router()
        let error = try #require(router.resolve(.pushPayload(["type": "login?token=secret#frag"])).failure)
        #expect(error.kind == .unknownRouteName)
        #expect(error.routeName == "login")
        #expect(
            error.description
                == "No route is named 'login?token=<redacted>#<redacted>' (given by a push notification); named "
                + "routes: login, recipe.")
        #expect(error.unredactedDescription.contains("login?token=secret#frag"))
    }

    /// A link too long to read is quoted by its start; when the start ends inside the authority, an `@` may follow,
    /// so the authority is redacted whole.
    @Test func aLongLinksStartHoldsNoPartOfItsUserInfo() throws {
        let router = try Self.router()
        let text = "https://me:" + String(repeating: "s", count: 200) + "secret@bestrecipes.com/login?token=secret"
        let error = try #require(router.resolve(.url(text)).failure)
        #expect(
            error.description
                == "Link too long: \(text.utf8.count) bytes, over the router's limit of 200 (maxLinkLength); it starts "
                + "'https://<redacted>'.")
        #expect(error.path == "")
        #expect(error.unredactedDescription.contains("it starts 'https://me:sss"))
        // An authority that ends in the start is read as usual.
        let long = "https://bestrecipes.com/login?token=" + String(repeating: "s", count: 200)
        #expect(
            router.resolve(.url(long)).failure?.description
                == "Link too long: \(long.utf8.count) bytes, over the router's limit of 200 (maxLinkLength); it "
                + "starts 'https://bestrecipes.com/login?token=<redacted>'.")
    }

    /// A path from outside can read like `//me:secret@host` (text that is no URL, from a push): no field or line
    /// holds what would be its user-info, whether the link opens (a remainder takes it) or is refused (found by the
    /// payload fuzz target, issue #37's CI).
    @Test func aPathThatReadsLikeUserInfoHoldsNoSecret() throws {
        enum Part: String, DeepLinkPathComponent {
            case rest
            var capture: CaptureKind { .remainder }
        }
        let router = try DeepLinkRouter<Part, String> {
            Route("files" / .rest, name: "files") { p in try p.value(.rest) }
        }
        let navigator = DeepLinkNavigator(router: router)
        var events: [DeepLinkEvent] = []
        navigator.onEvent = { events.append($0) }
        let opened = navigator.open(.pushPayload(["link": "/files/a//me:SECRET1X@h/b"]), animated: false)
        let refused = navigator.open(.pushPayload(["link": "/x//me:SECRET2X@h/\t"]), animated: false)
        guard case .unmatched(let error) = refused else {
            Issue.record("not refused: \(refused)")
            return
        }
        #expect(error.path == "/x//h/\t")
        var logged = events.flatMap(Self.fields(of:)) + Self.fields(of: error) + ["\(opened)", "\(refused)"]
        logged += events.map { "\($0.kind)" }
        #expect(events.contains { $0.path == "/files/a//h/b" }, "\(events)")
        for marker in ["SECRET1X", "SECRET2X"] {
            #expect(!logged.contains { $0.contains(marker) }, "\(marker): \(logged)")
            #expect(events.contains { $0.unredactedDescription.contains(marker) }, "\(marker): \(events)")
        }
    }

    /// The reason of a miss quotes the segment where the closest route stops taking the link: a segment that reads
    /// like user-info shows none of it.
    @Test func theClosestRoutesReasonQuotesNoUserInfo() throws {
        let router = try DeepLinkRouter<Param, Intent> {
            Route("a" / "b") { _ in .login("") }
        }
        for link in ["/a//me:SECRET3X@h", "/a//me%3ASECRET3X@h"] {
            let error = try #require(router.resolve(.path(link)).failure)
            #expect(error.description.hasSuffix("closest: /a/b — expects 'b', got '<redacted>@h'."), "\(error)")
            #expect(!error.description.contains("SECRET3X"))
            #expect(error.unredactedDescription.contains("SECRET3X"))
        }
    }

    /// A campaign field's name from outside is read as a path is: the event's line hides what would be user-info in
    /// it, and the unredacted line keeps it, as it keeps the path.
    @Test func aCampaignNameHidesUserInfoInTheLineAlone() {
        let event = DeepLinkEvent(
            linkID: 1, kind: .matched(pattern: "/a", gates: []), date: Date(), source: .customScheme, path: "/a",
            pattern: "/a", trace: [], campaign: ["utm_://me:SECRET4X@h": "x"])
        #expect(event.description.contains("campaign: utm_://<redacted>@h"), "\(event)")
        #expect(event.unredactedDescription.contains("utm_://me:SECRET4X@h=x"), "\(event.unredactedDescription)")
    }

    // MARK: Randomized

    /// Random links with a marker in their user-info, query values and fragment, sometimes behind a combining mark
    /// (`?\u{301}`), through `resolve` and a navigator: the marker is in no public field of an error or an event, and
    /// it is in the unredacted forms that quote the link.
    @Test(arguments: seeds) func noPublicFieldHoldsALinksSecret(seed: UInt64) throws {
        let router = try Self.router()
        let navigator = DeepLinkNavigator(router: router)
        navigator.root = Root()
        var events: [DeepLinkEvent] = []
        navigator.onEvent = { events.append($0) }
        var rng = SplitMix(seed: seed)
        var quoted = 0
        for number in 0..<300 {
            let marker = "SECRET\(number)X"
            let text = Self.randomLink(marker: marker, &rng)
            let context = "seed \(seed), link \(number): \(text.debugDescription)"
            var results = [router.resolve(.url(text)), router.resolve(.pushPayload(["url": text]))]
            if let url = URL(string: text) { results.append(router.resolve(.url(url))) }
            for case .failure(let error) in results {
                let leaks = Self.fields(of: error).filter { $0.contains(marker) }
                #expect(leaks.isEmpty, "\(context): \(leaks)")
                if [.unsupportedHost, .unsupportedScheme, .invalidURL].contains(error.kind), text.utf8.count <= 200 {
                    #expect(error.unredactedDescription.contains(marker), "\(context): \(error.unredactedDescription)")
                    quoted += 1
                }
            }
            events = []
            navigator.open(.url(text), animated: false)
            let leaks = events.flatMap(Self.fields(of:)).filter { $0.contains(marker) }
            #expect(leaks.isEmpty, "\(context): \(leaks)")
            #expect(events.contains { $0.unredactedDescription.contains(marker) }, "\(context): \(events)")
        }
        // Enough links were refused for their scheme or host, or as invalid, to test the fields that quote them.
        #expect(quoted > 100, "seed \(seed): \(quoted)")
    }

    /// A link with `marker` in its user-info, a query value or its fragment (at least one of them).
    static func randomLink(marker: String, _ rng: inout SplitMix) -> String {
        // A combining mark after a separator makes one `Character` of it: a search by `Character` misses it.
        func mark() -> String { rng.chance(0.2) ? "\u{301}" : "" }
        // A scheme and its authority, or an authority alone (`//host`): user-info is the authority's.
        var text = rng.pick(["myapp://", "https://", "http://", "evil://", "HTTPS://", "//"])
        var placed = false
        if rng.chance(0.4) {
            text += rng.pick(["me:\(marker)", marker, "\(marker):pw", "a@\(marker)"]) + "@" + mark()
            placed = true
        }
        text += rng.pick(["bestrecipes.com", "evil.com", "", "login", "recipe", "BestRecipes.com:8443"])
        text += rng.pick(["", "/", "/login", "/recipe/1", "/recipe/%ZZ", "/nowhere", "/recipe/a%00"])
        let query = rng.chance(0.6)
        let fragment = rng.chance(0.4) || !(placed || query)
        if query {
            text += "?" + mark()
            let items = (0..<(1 + rng.below(3))).map { _ in
                rng.pick(["token", "next", "id", ""]) + "=" + mark() + (rng.chance(0.7) ? marker : "x")
            }
            text += items.joined(separator: "&" + mark())
            if !items.contains(where: { $0.contains(marker) }) { text += "&token=" + marker }
        }
        if fragment { text += "#" + mark() + rng.pick(["", "access_token="]) + marker }
        return text
    }

    /// An error's public fields, as the app reads them.
    static func fields(of error: DeepLinkError) -> [String] {
        [error.path, error.description, error.routeName ?? "", error.closestPattern ?? "", error.parameter ?? ""]
            + ["\(error.kind)"]
    }

    /// An event's public fields, its kind's associated values among them, and an unmatched error's.
    static func fields(of event: DeepLinkEvent) -> [String] {
        var fields = [event.description, event.path ?? "", event.pattern ?? "", "\(event.kind)"] + event.trace
        fields += event.campaign.flatMap { [$0.key, $0.value] }
        switch event.kind {
        case .received(let url, _): fields.append(url)
        case .unwrapped(let link): fields.append(link)
        case .redirected(let from, let to): fields += [from, to ?? ""]
        case .unmatched(let error): fields += Self.fields(of: error)
        case .rejected(_, let reason?), .delayed(_, let reason?): fields.append(reason)
        default: break
        }
        return fields
    }
}
