import DeepLinksNavigation
import Foundation
import Testing

extension DeepLinkNavigator.Outcome {
    /// The outcome at the end of the chain, when the root took the link.
    var handling: DeepLinkHandling<Intent>? {
        if case .handled(let handling) = self { handling } else { nil }
    }

    /// Why the navigator holds the link, when it does.
    var holdReason: DeepLinkHoldReason? {
        if case .held(_, let reason) = self { reason } else { nil }
    }
}

/// The simulated app through the navigator: every start and every outcome, with the exact event sequence.
@MainActor
@Suite struct DeepLinkNavigatorTests {
    let app: SimulatedApp
    let navigator: DeepLinkNavigator<MenuParam, MenuIntent>
    let log = EventLog()

    init() throws {
        app = SimulatedApp()
        navigator = DeepLinkNavigator(
            router: try makeMenuRouter(), openGates: [.authorization], now: { Date(timeIntervalSince1970: 1_000) })
        log.attach(to: navigator)
    }

    func url(_ text: String) throws -> URL { try #require(URL(string: text)) }

    @Test func warmStartDeliversAtOnce() throws {
        navigator.root = app.root
        let handling = try #require(navigator.open(.url(try url("menuapp://recipe/42")), animated: true).handling)
        #expect(handling.kind == .opened)
        #expect(handling.deepLink.intent == .recipe("42"))
        #expect(
            log.lines == [
                "#1 received menuapp://recipe/42 (custom scheme)",
                "#1 matched /recipe/42 as /recipe/:recipeId",
                "#1 passed /recipe/42 from AppRoot to HomeTabBar [AppRoot]",
                "#1 opened /recipe/42 by HomeTabBar [AppRoot → HomeTabBar]",
            ])
        #expect(app.log == [#"tabs: present recipe("42") animated"#])
        #expect(log.events.allSatisfy { $0.linkID == 1 && $0.date == Date(timeIntervalSince1970: 1_000) })
        #expect(log.linksNotEndedOnce() == [:])
    }

    @Test func coldStartHoldsUntilTheRootIsSetAndTheLaunchScreenDelays() throws {
        let launching = SimulatedApp(launched: false)
        let outcome = navigator.open(.url(try url("menuapp://recipe/42")), animated: false)
        #expect(outcome.holdReason == .waitingForRoot)
        #expect(navigator.heldLink?.reason == .waitingForRoot)
        navigator.root = launching.root
        #expect(navigator.heldLink == nil)
        #expect(launching.root.deepLinkHandling?.kind == .delayed)
        launching.root.finishLaunch()
        #expect(
            log.lines == [
                "#1 received menuapp://recipe/42 (custom scheme)",
                "#1 matched /recipe/42 as /recipe/:recipeId",
                "#1 held /recipe/42: waiting for the root handler or a subscriber",
                "#1 replayed /recipe/42",
                "#1 delayed /recipe/42 by AppRoot [AppRoot]",
                "#1 passed /recipe/42 from AppRoot to HomeTabBar [AppRoot]",
                "#1 opened /recipe/42 by HomeTabBar [AppRoot → HomeTabBar]",
            ])
        #expect(launching.log == ["root: show tabs", #"tabs: present recipe("42")"#])
        #expect(log.linksNotEndedOnce() == [:])
    }

    @Test func rootDidBecomeReadyDeliversWhatWasHeld() throws {
        navigator.open(.path("/home"), animated: false)
        navigator.rootDidBecomeReady()  // no root yet: nothing happens
        #expect(log.lines.count == 3)
        navigator.root = app.root
        let expected: [String] = [
            "#1 replayed /home", "#1 passed /home from AppRoot to HomeTabBar [AppRoot]",
            "#1 opened /home by HomeTabBar [AppRoot → HomeTabBar]",
        ]
        let shown: [String] = Array(log.lines.suffix(3))
        #expect(shown == expected)
        #expect(app.log == ["tabs: select home"])
        #expect(log.linksNotEndedOnce() == [:])
    }

    @Test func linkWhileSignedOutIsHeldThenReplayedAtSignIn() throws {
        let navigator = DeepLinkNavigator(router: try makeMenuRouter())
        log.attach(to: navigator)
        navigator.root = app.root
        app.subscriptions = ["abc"]
        let outcome = navigator.open(.url(try url("menuapp://my-menu")), animated: true)
        #expect(outcome.holdReason == .waitingForAuthorization)
        #expect(app.root.tabs.handleCount == 0)
        navigator.authorizationDidChange(false)  // still signed out: stays held, nothing reported
        #expect(navigator.heldLink?.reason == .waitingForAuthorization)
        #expect(log.lines.count == 3)
        navigator.authorizationDidChange(true)
        #expect(navigator.openGates.contains(.authorization))
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
        #expect(log.linksNotEndedOnce() == [:])
    }

    @Test func signingOutHoldsAuthorizedLinksAgain() throws {
        navigator.root = app.root
        app.subscriptions = ["abc"]
        #expect(navigator.openGates.contains(.authorization))
        navigator.open(.path("/my-menu"), animated: true)
        navigator.authorizationDidChange(false)
        let outcome = navigator.open(.path("/subscription/abc"), animated: true)
        guard case .held(let link, .waitingForAuthorization) = outcome else {
            Issue.record("expected held, got \(outcome)")
            return
        }
        #expect(link.intent == .subscription("abc"))
        // Links that need no sign-in still open.
        #expect(navigator.open(.path("/home"), animated: true).handling?.kind == .opened)
        #expect(navigator.heldLink == nil)  // the newer link superseded the held one
        #expect(log.lines.contains("#2 superseded /subscription/abc"))
        #expect(log.linksNotEndedOnce() == [:])
    }

    @Test func rejectedLinkCarriesItsReason() throws {
        navigator.root = app.root
        app.subscriptions = ["abc"]
        let handling = try #require(
            navigator.open(.url(try url("menuapp://subscription/zzz")), animated: true).handling)
        #expect(handling.kind == .rejected)
        #expect(handling.reason == "no such subscription")
        #expect(handling.error as? DeepLinkRejection == DeepLinkRejection("no such subscription"))
        #expect(handling.description == "Rejected deep link /subscription/zzz for reason: no such subscription")
        let expected: [String] = [
            "#1 passed /subscription/zzz from AppRoot to HomeTabBar [AppRoot]",
            "#1 passed /subscription/zzz from HomeTabBar to MyMenuList [AppRoot → HomeTabBar]",
            "#1 rejected /subscription/zzz by MyMenuList for reason: no such subscription "
                + "[AppRoot → HomeTabBar → MyMenuList]",
        ]
        let shown: [String] = Array(log.lines.suffix(3))
        #expect(shown == expected)
        #expect(log.events.last?.kind == .rejected(by: "MyMenuList", reason: "no such subscription"))
        #expect(app.log == ["tabs: select my menu"])
        #expect(log.linksNotEndedOnce() == [:])
    }

    @Test func delayedLinksCompleteDownTheWholeChain() throws {
        navigator.root = app.root
        let outcome = navigator.open(.url(try url("https://menus.example/subscription/abc/3/edit")), animated: true)
        let delayed = try #require(outcome.handling)
        #expect(delayed.kind == .delayed)
        #expect(delayed.animated)
        #expect(app.subscriptionsDidLoad(["abc"])?.kind == .delayed)
        let screen = try #require(app.root.tabs.myMenu.pushed)
        #expect(screen.deepLinkHandling?.kind == .delayed)
        let final = try #require(screen.weekDidLoad(3))
        #expect(final.kind == .opened)
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
        let state = try #require(screen.editMenu.deepLinkHandling)
        #expect(state.kind == .opened)
        #expect(state.deepLink.intent == .editMenu(subscription: "abc", week: 3))
        #expect(state.deepLink.source == .universalLink)
        #expect(screen.deepLinkHandling?.description == "Passed deep link \(path) through to EditMenuScreen")
        #expect(app.root.completeDeepLinkHandling() == nil)  // nothing delayed at the root: state left alone
        #expect(screen.completeDeepLinkHandling() == nil)  // completed once: not again
        #expect(log.lines.count == expected.count)
        #expect(log.linksNotEndedOnce() == [:])
    }

    @Test func newLinkSupersedesADelayedOne() throws {
        navigator.root = app.root
        app.subscriptions = ["abc"]
        navigator.open(.path("/subscription/abc/3/edit"), animated: true)
        let screen = try #require(app.root.tabs.myMenu.pushed)
        navigator.open(.path("/recipe/42"), animated: true)
        let expected: [String] = [
            "#2 received /recipe/42 (path)",
            "#2 matched /recipe/42 as /recipe/:recipeId",
            "#1 superseded /subscription/abc/3/edit [AppRoot → HomeTabBar → MyMenuList → SubscriptionScreen]",
            "#2 passed /recipe/42 from AppRoot to HomeTabBar [AppRoot]",
            "#2 opened /recipe/42 by HomeTabBar [AppRoot → HomeTabBar]",
        ]
        let shown: [String] = Array(log.lines.suffix(5))
        #expect(shown == expected)
        let count = log.lines.count
        #expect(screen.weekDidLoad(3) == nil)  // the superseded link is gone: nothing opens
        #expect(log.lines.count == count)
        #expect(screen.deepLinkHandling == nil)
        #expect(screen.editMenu.deepLinkHandling == nil)
        #expect(log.linksNotEndedOnce() == [:])
    }

    @Test func newerHeldLinkSupersedesTheOlder() throws {
        navigator.open(.path("/recipe/1"), animated: false)
        navigator.open(.path("/recipe/2"), animated: false)
        navigator.root = app.root
        #expect(
            log.lines == [
                "#1 received /recipe/1 (path)", "#1 matched /recipe/1 as /recipe/:recipeId",
                "#1 held /recipe/1: waiting for the root handler or a subscriber",
                "#2 received /recipe/2 (path)", "#2 matched /recipe/2 as /recipe/:recipeId",
                "#1 superseded /recipe/1", "#2 held /recipe/2: waiting for the root handler or a subscriber",
                "#2 replayed /recipe/2", "#2 passed /recipe/2 from AppRoot to HomeTabBar [AppRoot]",
                "#2 opened /recipe/2 by HomeTabBar [AppRoot → HomeTabBar]",
            ])
        #expect(app.log == [#"tabs: present recipe("2")"#])
        #expect(log.linksNotEndedOnce() == [:])
    }

    @Test func unmatchedLinksNeverReachTheRoot() throws {
        navigator.root = app.root
        let outcome = navigator.open(.url(try url("menuapp://nope")), animated: true)
        guard case .unmatched(let error) = outcome else {
            Issue.record("expected unmatched, got \(outcome)")
            return
        }
        #expect(error.kind == .noRoute)
        navigator.open(.url(try url("https://evil.example/recipe/1")), animated: true)
        #expect(app.root.tabs.handleCount == 0)
        #expect(
            log.lines == [
                "#1 received menuapp://nope (custom scheme)",
                "#1 unmatched: No route matches '/nope'.",
                "#2 received https://evil.example/recipe/1 (universal link)",
                "#2 unmatched: Unsupported host 'evil.example' in 'https://evil.example/recipe/1'; accepted: menus.example.",
            ])
        #expect(log.linksNotEndedOnce() == [:])
    }

    @Test func theRootIsHeldWeakly() throws {
        do {
            let shortLived = SimulatedApp()
            navigator.root = shortLived.root
            #expect(navigator.root != nil)
        }
        #expect(navigator.root == nil)
        #expect(navigator.open(.path("/home"), animated: true).holdReason == .rootReleased)
    }

    /// A handler's effect finds the data in a cache and completes the link at once: the outcome, the state and
    /// the events all show the end of the chain, in order.
    @Test func aDelayCompletedFromItsOwnEffectEndsWhereTheChainEnds() throws {
        navigator.root = app.root
        app.cachedSubscriptions = ["abc"]
        let handling = try #require(navigator.open(.path("/subscription/abc"), animated: true).handling)
        #expect(handling.kind == .opened)
        #expect(handling.deepLink.intent == .subscription("abc"))
        #expect(
            log.lines == [
                "#1 received /subscription/abc (path)",
                "#1 matched /subscription/abc as /subscription/:subscriptionId (requires authorization)",
                "#1 passed /subscription/abc from AppRoot to HomeTabBar [AppRoot]",
                "#1 passed /subscription/abc from HomeTabBar to MyMenuList [AppRoot → HomeTabBar]",
                "#1 delayed /subscription/abc by MyMenuList [AppRoot → HomeTabBar → MyMenuList]",
                "#1 passed /subscription/abc from MyMenuList to SubscriptionScreen [AppRoot → HomeTabBar → MyMenuList]",
                "#1 opened /subscription/abc by SubscriptionScreen [AppRoot → HomeTabBar → MyMenuList → "
                    + "SubscriptionScreen]",
            ])
        #expect(app.log == ["tabs: select my menu", "my menu: load subscriptions", "my menu: push abc"])
        #expect(app.root.tabs.myMenu.deepLinkHandling?.kind == .passedThrough)  // its latest step
        #expect(app.root.tabs.myMenu.pushed?.deepLinkHandling?.kind == .opened)
        #expect(app.root.tabs.myMenu.completeDeepLinkHandling() == nil)
        #expect(log.linksNotEndedOnce() == [:])
    }
}
