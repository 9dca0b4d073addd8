import DeepLinksNavigation
import Foundation
import Testing

enum TrustParam: String, DeepLinkPathComponent {
    case id, user
}

enum TrustIntent: Hashable, Sendable {
    case magic, debug, plain, home, admin(String), notes(String), recipe(String), favourites, mostRecent, settings
    case privacy, orders
}

/// A recipe app's table with a route for each kind of trust: the web only, the custom scheme only, the app's own
/// links only (with a public child whose parent it cannot be), a gated home the app opens by intent.
func makeTrustRouter() throws -> DeepLinkRouter<TrustParam, TrustIntent> {
    try DeepLinkRouter(schemes: ["myapp", "linky"], hosts: ["bestrecipes.com"]) {
        OpenedFrom(.web) { Route("magic") { _ in .magic } }
        OpenedFrom(.customScheme) {
            Route("debug") { _ in .debug }
            Route("settings", name: "settings") { _ in .settings }
            Route("settings/privacy") { _ in .privacy }.parent("settings")
                .reversed { $0 == .privacy ? [:] : nil }
        }
        Route("plain") { _ in .plain }.reversed { $0 == .home ? [:] : nil }
        OpenedFrom(.inApp) { Route("admin") { _ in .admin("") } }
        Route("recipe" / .id, name: "recipe") { p in .recipe(try p.value(.id)) }
        Route("favourites") { _ in .favourites }
        Route("mostrecent") { _ in .mostRecent }
        Authorized { Route("orders") { _ in .orders } }
    }
}

/// The eight ways a link's trust was decided again, and wrongly, before issue #35, each with the issue's own inputs
/// (MatchingRules, "Trust"): through the public API, as an app and as a hostile sender use it.
@MainActor
@Suite struct LinkTrustTests {
    let log = EventLog()

    func navigator(openGates: Set<DeepLinkGate> = []) throws -> DeepLinkNavigator<TrustParam, TrustIntent> {
        let navigator = DeepLinkNavigator(router: try makeTrustRouter(), openGates: openGates)
        log.attach(to: navigator)
        return navigator
    }

    func url(_ text: String) throws -> URL {
        try #require(URL(string: text))
    }

    /// 1. The real link a wrapped one stands for comes through the wrapper's door, not the door of its own scheme.
    @Test func anUnwrappedLinkKeepsItsDoor() throws {
        let navigator = try navigator()
        navigator.linkUnwrappers = [.queryItem("upn", onHosts: ["click.bestrecipes.com"])]
        // Any installed app can send this: a custom-scheme link wrapping a web link.
        let custom = try url("myapp://click.bestrecipes.com/c?upn=https%3A%2F%2Fbestrecipes.com%2Fmagic%3Ftoken%3Dx")
        guard case .unmatched(let refused) = navigator.open(.url(custom)) else {
            Issue.record("a custom-scheme link opened the web-only route")
            return
        }
        #expect(
            refused.description
                == "No route matches '/magic'; closest: /magic — it accepts universal links and user activities only, "
                + "and this is a custom scheme.")
        // Any web page can send this: a web link wrapping a custom-scheme link.
        let web = try url("https://click.bestrecipes.com/c?upn=myapp%3A%2F%2Fdebug")
        guard case .unmatched = navigator.open(.url(web)) else {
            Issue.record("a web link opened the custom-scheme-only route")
            return
        }
        // Every event of a link names the door it came through.
        #expect(log.events.filter { $0.linkID == 1 }.allSatisfy { $0.source == .customScheme })
        #expect(log.events.filter { $0.linkID == 2 }.allSatisfy { $0.source == .universalLink })
        // The same doors still open what they may: a web link wrapping a web link.
        let allowed = try url("https://click.bestrecipes.com/c?upn=https%3A%2F%2Fbestrecipes.com%2Fmagic")
        guard case .held(let link, _) = navigator.open(.url(allowed)) else {
            Issue.record("a web link wrapping a web link was refused")
            return
        }
        #expect(link.intent == .magic)
        #expect(link.source == .universalLink)
        #expect(!link.isFromApp)
    }

    /// 2. A parent the child's doors may not open is a build error: its screen, made from the sender's values, would
    /// be one Back tap away.
    @Test func aParentMoreRestrictedByDoorsThanItsChildIsABuildError() throws {
        let inApp = #expect(throws: DeepLinkRouterError.self) {
            try DeepLinkRouter<TrustParam, TrustIntent> {
                OpenedFrom(.inApp) {
                    Route("admin/user" / .user, name: "adminUser") { p in .admin(try p.value(.user)) }
                }
                Route("admin/user" / .user / "notes", fileID: "App/Routes.swift", line: 9) { p in
                    .notes(try p.value(.user))
                }
                .parent("adminUser")
            }
        }
        #expect(
            inApp?.description.hasSuffix(
                "of route '/admin/user/:user/notes' (App/Routes.swift:9) takes the app's own links only, and the "
                    + "child takes all links: a link the child takes would put the parent's screen, made from the "
                    + "sender's values, in its back stack. Limit the child to the parent's doors (OpenedFrom), open "
                    + "the parent to the child's, or name another parent.") == true)
        #expect(inApp?.description.hasPrefix("The parent 'adminUser' (/admin/user/:user, ") == true)
        // A custom-scheme-only parent of a route the web opens.
        #expect(throws: DeepLinkRouterError.self) {
            try DeepLinkRouter<TrustParam, TrustIntent> {
                OpenedFrom(.customScheme) { Route("settings", name: "settings") { _ in .settings } }
                OpenedFrom(.web) { Route("settings/privacy") { _ in .privacy }.parent("settings") }
            }
        }
        // Through a module mounted under an in-app parent.
        let module: [Route<TrustParam, TrustIntent>] = [Route("notes") { _ in .notes("") }]
        #expect(throws: DeepLinkRouterError.self) {
            try DeepLinkRouter<TrustParam, TrustIntent> {
                OpenedFrom(.inApp) { Route("admin", name: "admin") { _ in .admin("") } }
                Mount("admin", module, parent: "admin", intent: { $0 })
            }
        }
        // The same table with the child limited to its parent's doors builds.
        let limited = try DeepLinkRouter<TrustParam, TrustIntent> {
            OpenedFrom(.inApp) {
                Route("admin/user" / .user, name: "adminUser") { p in .admin(try p.value(.user)) }
                Route("admin/user" / .user / "notes") { p in .notes(try p.value(.user)) }.parent("adminUser")
            }
        }
        #expect(limited.match(.url("myapp://admin/user/attacker-7/notes")) == nil)
        let own = try #require(limited.match(.path("/admin/user/7/notes")))
        #expect(try limited.stack(for: own).screens == [.admin("7"), .notes("7")])
    }

    /// 2, when the router did not make the link: its parents are made under its own trust, and one its door may not
    /// open fails the stack, naming the door.
    @Test func aLinkMadeByHandGetsNoParentItsDoorMayNotOpen() throws {
        let router = try makeTrustRouter()
        let fromTheWeb = DeepLink(
            url: nil, path: "/settings/privacy", intent: TrustIntent.privacy, pattern: "/x", source: .universalLink)
        #expect(throws: DeepLinkError.self) { try router.stack(for: fromTheWeb) }
        do {
            _ = try router.stack(for: fromTheWeb)
        } catch {
            #expect(error.kind == .parentFailed)
            #expect(
                error.description
                    == "No back stack for '/settings/privacy': its parent 'settings' did not open — Route 'settings' "
                    + "(/settings) does not take links from a universal link: it accepts custom-scheme links only.")
        }
        let fromTheScheme = DeepLink(
            url: nil, path: "/settings/privacy", intent: TrustIntent.privacy, pattern: "/x", source: .customScheme)
        #expect(try router.stack(for: fromTheScheme).screens == [.settings, .privacy])
    }

    /// 3. A held intent's gates are saved with it, and the restored link waits for them again.
    @Test func aGateGivenToAnIntentSurvivesARelaunch() throws {
        let first = try navigator()
        #expect(first.open(.intent(.home, gates: [.authorization])).holdReason == .waitingForAuthorization)
        let snapshot = try #require(first.heldLinkSnapshot)
        #expect(snapshot.gates == [.authorization])
        let json = String(decoding: try JSONEncoder().encode(snapshot), as: UTF8.self)
        #expect(json.contains(#""gates":["authorization"]"#))
        let saved = try JSONDecoder().decode(DeepLinkSnapshot.self, from: Data(json.utf8))
        // Relaunched, still signed out: the link waits for sign-in, as it did before.
        let relaunched = try navigator()
        let root = TrustRoot()
        relaunched.root = root
        guard case .held(let link, .waitingForAuthorization) = relaunched.restore(saved, maxAge: 3600) else {
            Issue.record("a link held for sign-in opened after a relaunch, signed out")
            return
        }
        #expect(link.gates == [.authorization])
        #expect(root.opened == [])
        relaunched.authorizationDidChange(true)
        #expect(root.opened == [.plain])
    }

    static func snapshot(_ json: String) throws -> DeepLinkSnapshot {
        try JSONDecoder().decode(DeepLinkSnapshot.self, from: Data(json.utf8))
    }

    /// 4. A snapshot's door is checked against its text, and one that claims the app's own door is the app's own only
    /// when the app trusts where it kept it.
    @Test func aSnapshotsDoorIsNotBelieved() throws {
        let received = Date().timeIntervalSinceReferenceDate
        let admin = try Self.snapshot(#"{"link":{"text":"/admin"},"source":"path","received":\#(received)}"#)
        guard case .unmatched(let refused) = try navigator().restore(admin, maxAge: 3600) else {
            Issue.record("a snapshot from an untrusted store opened an in-app route")
            return
        }
        #expect(
            refused.description
                == "No route matches '/admin'; closest: /admin — it accepts the app's own links only, and this is a "
                + "path the app does not vouch for.")
        // The app's own store: the same snapshot is the app's own link.
        guard case .held(let own, _) = try navigator().restore(admin, maxAge: 3600, fromTrustedStore: true) else {
            Issue.record("a snapshot from the app's trusted store was refused")
            return
        }
        #expect(own.intent == .admin(""))
        #expect(own.isFromApp)
        // A web link saved as a custom-scheme one.
        let debug = try Self.snapshot(
            #"{"link":{"text":"https://bestrecipes.com/debug"},"source":"customScheme","received":\#(received)}"#)
        for trusted in [false, true] {
            let outcome = try navigator().restore(debug, maxAge: 3600, fromTrustedStore: trusted)
            guard case .dropped(let reason) = outcome else {
                Issue.record("a web link restored as a custom-scheme link was not refused: \(outcome)")
                return
            }
            #expect(reason == .doorContradicted(claimed: .customScheme, text: .universalLink))
            #expect(
                reason.description
                    == "its snapshot names the custom scheme door, which an http(s) URL cannot come through")
        }
        // An untrusted snapshot of the app's own door opens a route every door may open, as a link from outside.
        let recipe = try Self.snapshot(#"{"link":{"text":"/recipe/42"},"source":"intent","received":\#(received)}"#)
        guard case .held(let opened, _) = try navigator().restore(recipe, maxAge: 3600) else {
            Issue.record("an untrusted snapshot of a public route was refused")
            return
        }
        #expect(opened.intent == .recipe("42"))
        #expect(opened.source == .intent)
        #expect(!opened.isFromApp)
    }

    /// 3 and 4 together: a wrapped link held for sign-in is saved as it arrived, so that its door fits its text, and
    /// is unwrapped again when it is restored (found by the property test: it was saved unwrapped, with the wrapper's
    /// door, and dropped as contradicted after a relaunch).
    @Test func aWrappedLinkHeldForSignInSurvivesARelaunch() throws {
        let wrapped = "https://click.bestrecipes.com/c?upn=myapp%3A%2F%2Forders"
        let first = try navigator()
        first.linkUnwrappers = [.queryItem("upn", onHosts: ["click.bestrecipes.com"])]
        guard case .held(let held, .waitingForAuthorization) = first.open(.url(wrapped)) else {
            Issue.record("the wrapped link was not held for sign-in")
            return
        }
        #expect(held.source == .universalLink)
        let snapshot = try #require(first.heldLinkSnapshot)
        #expect(snapshot.link == .text(wrapped))
        #expect(snapshot.source == .universalLink)
        let relaunched = try navigator()
        relaunched.linkUnwrappers = [.queryItem("upn", onHosts: ["click.bestrecipes.com"])]
        let root = TrustRoot()
        relaunched.root = root
        guard case .held(let restored, .waitingForAuthorization) = relaunched.restore(snapshot, maxAge: 3600) else {
            Issue.record("the restored wrapped link was not held for sign-in")
            return
        }
        #expect(restored.source == .universalLink)
        #expect(!restored.isFromApp)
        relaunched.authorizationDidChange(true)
        #expect(root.opened == [.orders])
        #expect(log.events.contains { $0.kind == .unwrapped(to: "myapp://orders") })
        // A snapshot refused for its age asks no unwrapper: one may answer once only.
        let late = try navigator()
        late.linkUnwrappers = [
            LinkUnwrapper { _ in
                Issue.record("a stale snapshot was offered to an unwrapper")
                return nil
            }
        ]
        let stale = DeepLinkSnapshot(
            link: snapshot.link, source: snapshot.source, received: Date(timeIntervalSinceNow: -7200))
        guard case .dropped(.stale) = late.restore(stale, maxAge: 3600) else {
            Issue.record("a stale snapshot was not dropped")
            return
        }
    }

    /// 7. A link nothing here can take does not cancel the one a coordinator was given and is about to open.
    @Test func aLinkNobodyTakesDoesNotCancelOneSomebodyIsTaking() async throws {
        let navigator = try navigator()
        let favourites = navigator.links(where: { $0.intent == .favourites })
        navigator.open(.url("linky://favourites/"))
        // Before the coordinator's loop runs, a link no coordinator's filter takes arrives.
        guard case .dropped(.noTaker(waiting: 1)) = navigator.open(.url("linky://mostrecent")) else {
            Issue.record("the link nobody takes was not ended")
            return
        }
        var opened: [TrustIntent] = []
        for await link in favourites {
            let claim = try #require(navigator.claim(link, by: "FavouritesCoordinator"))
            opened.append(link.intent)
            claim.opened()
            break
        }
        #expect(opened == [.favourites])
        #expect(log.linksNotEndedOnce().isEmpty)
        #expect(
            log.lines.last(where: { $0.hasPrefix("#2 dropped") })
                == "#2 dropped /mostrecent: no root and no subscriber takes it, while link #1 waits for the "
                + "subscriber it was given to")
        // A link a subscriber does take still supersedes: the user's latest link wins.
        let navigator2 = try self.navigator()
        let all = navigator2.links()
        navigator2.open(.url("linky://favourites/"))
        guard case .held = navigator2.open(.url("linky://mostrecent")) else {
            Issue.record("a link a subscriber takes did not supersede")
            return
        }
        for await link in all where link.intent == .favourites {
            #expect(navigator2.claim(link, by: "Watcher") == nil)
            break
        }
    }

    /// Text given as a URL is a link from outside, even without a scheme: a short-link table that maps a relative
    /// link to a real one does not make it the app's own.
    @Test func aURLWithoutASchemeIsNeverTheAppsOwn() throws {
        let navigator = try navigator()
        navigator.linkUnwrappers = [
            LinkUnwrapper { url in url.relativeString == "/s/abc" ? URL(string: "https://bestrecipes.com/admin") : nil }
        ]
        guard case .unmatched(let refused) = navigator.open(.url("/s/abc")) else {
            Issue.record("a URL without a scheme, unwrapped, opened an in-app route")
            return
        }
        // Its door is the URL open's, never the app's own path (issue #37).
        #expect(
            refused.description
                == "No route matches '/admin'; closest: /admin — it accepts the app's own links only, and this is a "
                + "custom scheme.")
        // Unwrapped to a route every door may open, it opens, as a link from outside.
        navigator.linkUnwrappers = [
            LinkUnwrapper { url in url.relativeString == "/s/abc" ? URL(string: "myapp://recipe/7") : nil }
        ]
        guard case .held(let link, _) = navigator.open(.url("/s/abc")) else {
            Issue.record("a short link to a public route did not open")
            return
        }
        #expect(link.intent == .recipe("7"))
        #expect(!link.isFromApp)
    }

    /// 8. Each unwrapper is asked once for each URL: one that reads a one-shot value answers `nil` the second time.
    @Test func anUnwrapperRunsOncePerLink() throws {
        let navigator = try navigator()
        let asked = AskedURLs()
        navigator.linkUnwrappers = [
            LinkUnwrapper { url in
                // A one-shot value: the real link the first time, nothing after.
                asked.note(url) == 1 && url.host == "short.bestrecipes.com" ? URL(string: "myapp://recipe/42") : nil
            }
        ]
        guard case .held(let link, _) = navigator.open(.url("myapp://short.bestrecipes.com/x")) else {
            Issue.record("the short link did not open")
            return
        }
        #expect(link.intent == .recipe("42"))
        #expect(asked.counts == ["myapp://short.bestrecipes.com/x": 1, "myapp://recipe/42": 1])
    }
}

/// Counts how many times each URL was offered to an unwrapper.
final class AskedURLs: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var counts: [String: Int] = [:]

    /// Notes `url`, and returns how many times it has been offered, this time included.
    func note(_ url: URL) -> Int {
        lock.lock()
        defer { lock.unlock() }
        counts[url.absoluteString, default: 0] += 1
        return counts[url.absoluteString, default: 0]
    }
}

/// A root that records the intents it opens.
@MainActor
final class TrustRoot: DeepLinkHandler {
    var deepLinkHandling: DeepLinkHandling<TrustIntent>?
    var opened: [TrustIntent] = []

    func handle(_ link: DeepLink<TrustIntent>, animated: Bool) -> DeepLinkHandling<TrustIntent> {
        .opened(link) { _ in self.opened.append(link.intent) }
    }
}
