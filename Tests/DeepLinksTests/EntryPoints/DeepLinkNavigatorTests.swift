import DeepLinks
import Foundation
import Testing

/// The simulated app through the navigator: every start and every outcome, with the exact event sequence.
@MainActor
@Suite struct DeepLinkNavigatorTests {
    /// Collects the navigator's events as log lines.
    final class EventLog {
        var lines: [String] = []
        var events: [DeepLinkEvent] = []
    }

    let app: SimulatedApp
    let navigator: DeepLinkNavigator<MenuParam, MenuIntent>
    let log = EventLog()

    init() throws {
        app = SimulatedApp()
        navigator = DeepLinkNavigator(router: try makeMenuRouter(), now: { Date(timeIntervalSince1970: 1_000) })
        let log = self.log
        navigator.onEvent = { event in
            log.lines.append(event.description)
            log.events.append(event)
        }
    }

    func url(_ text: String) throws -> URL { try #require(URL(string: text)) }

    @Test func warmStartDeliversAtOnce() throws {
        navigator.root = app.root
        let outcome = navigator.open(try url("menuapp://recipe/42"), animated: true)
        guard case .handled(.opened(let link)) = outcome else {
            Issue.record("expected opened, got \(outcome)")
            return
        }
        #expect(link.intent == .recipe("42"))
        #expect(
            log.lines == [
                "#1 received menuapp://recipe/42 (custom scheme)",
                "#1 matched /recipe/42 as /recipe/:recipeId",
                "#1 passed /recipe/42 from AppRoot to HomeTabBar [AppRoot]",
                "#1 opened /recipe/42 by HomeTabBar [AppRoot → HomeTabBar]",
            ])
        #expect(app.log == [#"tabs: present recipe("42") animated"#])
        #expect(log.events.allSatisfy { $0.linkID == 1 && $0.date == Date(timeIntervalSince1970: 1_000) })
    }

    @Test func coldStartHoldsUntilTheRootIsSetAndTheLaunchScreenDelays() throws {
        let launching = SimulatedApp(launched: false)
        let outcome = navigator.open(try url("menuapp://recipe/42"), animated: false)
        guard case .held(_, .waitingForRoot) = outcome else {
            Issue.record("expected held, got \(outcome)")
            return
        }
        #expect(navigator.heldLink?.reason == .waitingForRoot)
        navigator.root = launching.root
        #expect(navigator.heldLink == nil)
        launching.root.finishLaunch()
        #expect(
            log.lines == [
                "#1 received menuapp://recipe/42 (custom scheme)",
                "#1 matched /recipe/42 as /recipe/:recipeId",
                "#1 held /recipe/42: waiting for the root handler",
                "#1 replayed /recipe/42",
                "#1 delayed /recipe/42 by AppRoot [AppRoot]",
                "#1 passed /recipe/42 from AppRoot to HomeTabBar [AppRoot]",
                "#1 opened /recipe/42 by HomeTabBar [AppRoot → HomeTabBar]",
            ])
        #expect(launching.log == ["root: show tabs", #"tabs: present recipe("42")"#])
    }

    @Test func rootDidBecomeReadyDeliversWhatWasHeld() throws {
        navigator.open(path: "/home", animated: false)
        navigator.rootDidBecomeReady()  // no root yet: nothing happens
        #expect(log.lines.count == 3)
        navigator.root = app.root
        #expect(
            log.lines.suffix(3) == [
                "#1 replayed /home", "#1 passed /home from AppRoot to HomeTabBar [AppRoot]",
                "#1 opened /home by HomeTabBar [AppRoot → HomeTabBar]",
            ])
        #expect(app.log == ["tabs: select home"])
    }

    @Test func linkWhileSignedOutIsHeldThenReplayedAtSignIn() throws {
        let navigator = DeepLinkNavigator(router: try makeMenuRouter(), isAuthorized: false)
        let log = self.log
        navigator.onEvent = { log.lines.append($0.description) }
        navigator.root = app.root
        app.subscriptions = ["abc"]
        let outcome = navigator.open(try url("menuapp://my-menu"), animated: true)
        guard case .held(_, .waitingForAuthorization) = outcome else {
            Issue.record("expected held, got \(outcome)")
            return
        }
        #expect(app.root.tabs.handleCount == 0)
        navigator.authorizationDidChange(false)  // still signed out: stays held, nothing reported
        #expect(navigator.heldLink?.reason == .waitingForAuthorization)
        #expect(log.lines.count == 3)
        navigator.authorizationDidChange(true)
        #expect(navigator.isAuthorized)
        #expect(
            log.lines == [
                "#1 received menuapp://my-menu (custom scheme)",
                "#1 matched /my-menu as /my-menu (requires authorization)",
                "#1 held /my-menu: waiting for authorization",
                "#1 replayed /my-menu",
                "#1 passed /my-menu from AppRoot to HomeTabBar [AppRoot]",
                "#1 passed /my-menu from HomeTabBar to MyMenuList [AppRoot → HomeTabBar]",
                "#1 opened /my-menu by MyMenuList [AppRoot → HomeTabBar → MyMenuList]",
            ])
    }

    @Test func signingOutHoldsAuthorizedLinksAgain() throws {
        navigator.root = app.root
        app.subscriptions = ["abc"]
        #expect(navigator.isAuthorized)
        navigator.open(path: "/my-menu", animated: true)
        navigator.authorizationDidChange(false)
        let outcome = navigator.open(path: "/subscription/abc", animated: true)
        guard case .held(let link, .waitingForAuthorization) = outcome else {
            Issue.record("expected held, got \(outcome)")
            return
        }
        #expect(link.intent == .subscription("abc"))
        // Links that need no sign-in still open.
        guard case .handled(.opened) = navigator.open(path: "/home", animated: true) else {
            Issue.record("expected /home to open")
            return
        }
        #expect(navigator.heldLink == nil)  // the newer link superseded the held one
        #expect(log.lines.contains("#2 superseded /subscription/abc"))
    }

    @Test func rejectedLinkCarriesItsReason() throws {
        navigator.root = app.root
        app.subscriptions = ["abc"]
        let outcome = navigator.open(try url("menuapp://subscription/zzz"), animated: true)
        guard case .handled(let handling) = outcome, case .rejected(_, let reason) = handling else {
            Issue.record("expected rejected, got \(outcome)")
            return
        }
        #expect(reason == "no such subscription")
        #expect(handling.description == "Rejected deep link /subscription/zzz for reason: no such subscription")
        let expected: [String] = [
            "#1 passed /subscription/zzz from AppRoot to HomeTabBar [AppRoot]",
            "#1 passed /subscription/zzz from HomeTabBar to MyMenuList [AppRoot → HomeTabBar]",
            "#1 rejected /subscription/zzz by MyMenuList for reason: no such subscription "
                + "[AppRoot → HomeTabBar → MyMenuList]",
        ]
        #expect(Array(log.lines.suffix(3)) == expected)
        #expect(log.events.last?.kind == .rejected(by: "MyMenuList", reason: "no such subscription"))
    }

    @Test func delayedLinksCompleteDownTheWholeChain() throws {
        navigator.root = app.root
        let outcome = navigator.open(try url("https://menus.example/subscription/abc/3/edit"), animated: true)
        guard case .handled(.delayed(_, animated: true)) = outcome else {
            Issue.record("expected delayed, got \(outcome)")
            return
        }
        app.subscriptionsDidLoad(["abc"])
        let screen = try #require(app.root.tabs.myMenu.pushed)
        guard case .delayed? = screen.deepLinkHandling else {
            Issue.record("expected the subscription screen to delay")
            return
        }
        screen.weekDidLoad(3)
        let path = "/subscription/abc/3/edit"
        let expected: [String] = [
            "#1 received https://menus.example\(path) (universal link)",
            "#1 matched \(path) as /subscription/:subscriptionId/:weekId/edit (requires authorization)",
            "#1 passed \(path) from AppRoot to HomeTabBar [AppRoot]",
            "#1 passed \(path) from HomeTabBar to MyMenuList [AppRoot → HomeTabBar]",
            "#1 delayed \(path) by MyMenuList [AppRoot → HomeTabBar → MyMenuList]",
            "#1 passed \(path) from MyMenuList to SubscriptionScreen [AppRoot → HomeTabBar → MyMenuList]",
            "#1 delayed \(path) by SubscriptionScreen [AppRoot → HomeTabBar → MyMenuList → SubscriptionScreen]",
            "#1 passed \(path) from SubscriptionScreen to EditMenuScreen [AppRoot → HomeTabBar → MyMenuList → "
                + "SubscriptionScreen]",
            "#1 opened \(path) by EditMenuScreen [AppRoot → HomeTabBar → MyMenuList → SubscriptionScreen → "
                + "EditMenuScreen]",
        ]
        #expect(log.lines == expected)
        #expect(
            app.log == [
                "tabs: select my menu", "my menu: load subscriptions", "my menu: push abc",
                "subscription abc: switch to week 3",
            ])
        guard case .opened(let link)? = screen.editMenu.deepLinkHandling else {
            Issue.record("expected the edit screen to open the link")
            return
        }
        #expect(link.intent == .editMenu(subscription: "abc", week: 3))
        #expect(link.source == .universalLink)
        #expect(app.root.completeDeepLinkHandling() == nil)  // nothing delayed at the root: state left alone
    }

    @Test func newLinkSupersedesADelayedOne() throws {
        navigator.root = app.root
        app.subscriptions = ["abc"]
        navigator.open(path: "/subscription/abc/3/edit", animated: true)
        let screen = try #require(app.root.tabs.myMenu.pushed)
        navigator.open(path: "/recipe/42", animated: true)
        #expect(
            log.lines.suffix(5) == [
                "#2 received /recipe/42 (path)",
                "#2 matched /recipe/42 as /recipe/:recipeId",
                "#1 superseded /subscription/abc/3/edit [AppRoot → HomeTabBar → MyMenuList → SubscriptionScreen]",
                "#2 passed /recipe/42 from AppRoot to HomeTabBar [AppRoot]",
                "#2 opened /recipe/42 by HomeTabBar [AppRoot → HomeTabBar]",
            ])
        let count = log.lines.count
        screen.weekDidLoad(3)  // the superseded link is gone: nothing opens
        #expect(log.lines.count == count)
        #expect(screen.deepLinkHandling == nil)
    }

    @Test func newerHeldLinkSupersedesTheOlder() throws {
        navigator.open(path: "/recipe/1", animated: false)
        navigator.open(path: "/recipe/2", animated: false)
        navigator.root = app.root
        #expect(
            log.lines == [
                "#1 received /recipe/1 (path)", "#1 matched /recipe/1 as /recipe/:recipeId",
                "#1 held /recipe/1: waiting for the root handler",
                "#2 received /recipe/2 (path)", "#2 matched /recipe/2 as /recipe/:recipeId",
                "#1 superseded /recipe/1", "#2 held /recipe/2: waiting for the root handler",
                "#2 replayed /recipe/2", "#2 passed /recipe/2 from AppRoot to HomeTabBar [AppRoot]",
                "#2 opened /recipe/2 by HomeTabBar [AppRoot → HomeTabBar]",
            ])
        #expect(app.log == [#"tabs: present recipe("2")"#])
    }

    @Test func unmatchedLinksNeverReachTheRoot() throws {
        navigator.root = app.root
        let outcome = navigator.open(try url("menuapp://nope"), animated: true)
        guard case .unmatched(let error) = outcome else {
            Issue.record("expected unmatched, got \(outcome)")
            return
        }
        #expect(error.kind == .noRoute)
        navigator.open(try url("https://evil.example/recipe/1"), animated: true)
        #expect(app.root.tabs.handleCount == 0)
        #expect(
            log.lines == [
                "#1 received menuapp://nope (custom scheme)",
                "#1 unmatched: No route matches '/nope'.",
                "#2 received https://evil.example/recipe/1 (universal link)",
                "#2 unmatched: Unsupported host 'evil.example' in 'https://evil.example/recipe/1'; accepted: menus.example.",
            ])
    }

    @Test func theRootIsHeldWeakly() throws {
        do {
            let shortLived = SimulatedApp()
            navigator.root = shortLived.root
            #expect(navigator.root != nil)
        }
        #expect(navigator.root == nil)
        guard case .held(_, .waitingForRoot) = navigator.open(path: "/home", animated: true) else {
            Issue.record("expected the link to be held")
            return
        }
    }
}

/// Handlers decide without side effects: `handle` can be tested alone.
@MainActor
@Suite struct DeepLinkHandlerTests {
    func link(_ path: String) throws -> DeepLink<MenuIntent> {
        try #require(try makeMenuRouter().match(path: path))
    }

    @Test func handleIsAPureDecision() throws {
        let app = SimulatedApp()
        let handling = app.root.tabs.handle(try link("/my-menu"), animated: true)
        guard case .passedThrough(let next, _) = handling else {
            Issue.record("expected passedThrough")
            return
        }
        #expect(next === app.root.tabs.myMenu)
        #expect(app.log.isEmpty)
        #expect(app.root.tabs.deepLinkHandling == nil)
    }

    @Test func openStoresPerformsAndFollowsTheChain() throws {
        let app = SimulatedApp()
        app.subscriptions = ["abc"]
        let final = app.root.open(try link("/subscription/abc"), animated: false)
        guard case .opened(let link) = final else {
            Issue.record("expected opened, got \(final)")
            return
        }
        #expect(link.intent == .subscription("abc"))
        #expect(app.log == ["tabs: select my menu", "my menu: push abc"])
        guard case .passedThrough? = app.root.deepLinkHandling, case .passedThrough? = app.root.tabs.deepLinkHandling
        else {
            Issue.record("expected each handler to keep its own state")
            return
        }
    }

    @Test func descriptions() throws {
        let app = SimulatedApp()
        let recipe = try link("/recipe/42")
        #expect(DeepLinkHandling.opened(recipe).description == #"Opened deep link /recipe/42 → recipe("42")"#)
        #expect(DeepLinkHandling.rejected(recipe, reason: nil).description == "Rejected deep link /recipe/42")
        #expect(
            DeepLinkHandling.delayed(recipe, animated: true).description == "Delayed deep link /recipe/42 (animated)")
        #expect(
            DeepLinkHandling.passedThrough(to: app.root.tabs, recipe).description
                == "Passed deep link /recipe/42 through to HomeTabBar")
        #expect(DeepLinkHandling.opened(recipe).deepLink == recipe)
    }
}

/// A screen graph with a cycle: the chain stops with a rejection instead of overflowing the stack.
@MainActor
@Suite struct HandlerCycleTests {
    @MainActor
    final class Ping: DeepLinkHandler {
        var deepLinkHandling: DeepLinkHandling<MenuIntent>?
        weak var other: Ping?
        func handle(_ link: DeepLink<MenuIntent>, animated: Bool) -> DeepLinkHandling<MenuIntent> {
            guard let other else { return .opened(link) }
            return .passedThrough(to: other, link)
        }
    }

    @Test func aCycleIsRejectedAfterSixtyFourHandlers() throws {
        let first = Ping()
        let second = Ping()
        first.other = second
        second.other = first
        let navigator = DeepLinkNavigator(router: try makeMenuRouter())
        var events: [DeepLinkEvent] = []
        navigator.onEvent = { events.append($0) }
        navigator.root = first
        let outcome = navigator.open(path: "/home", animated: false)
        guard case .handled(.rejected(_, let reason)) = outcome else {
            Issue.record("expected a rejection, got \(outcome)")
            return
        }
        #expect(reason == "the handler chain is longer than 64 handlers; is there a cycle?")
        #expect(events.filter { if case .passedThrough = $0.kind { true } else { false } }.count == 63)
        #expect(events.last?.trace.count == 64)
        // A second link walks the states the cycle left behind without recursing forever.
        guard case .handled(.rejected) = navigator.open(path: "/home", animated: false) else {
            Issue.record("expected a rejection")
            return
        }
    }
}
