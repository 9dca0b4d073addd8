import DeepLinksNavigation
import Foundation
import Testing

/// The navigator owns every link's life: each ends in exactly one terminal event, and none navigates screens the
/// app has left behind (a signed-out session, a replaced root, a closed screen).
@MainActor
@Suite struct DeepLinkNavigatorLifecycleTests {
    let app = SimulatedApp()
    let navigator: DeepLinkNavigator<MenuParam, MenuIntent>
    let log = EventLog()

    init() throws {
        navigator = DeepLinkNavigator(router: try makeMenuRouter(), openGates: [.authorization])
        log.attach(to: navigator)
    }

    // MARK: Signing out

    @Test func signingOutDropsAnAuthorizedLinkDelayedInTheChain() throws {
        navigator.root = app.root
        #expect(navigator.open(.path("/subscription/abc"), animated: true).handling?.kind == .delayed)
        navigator.authorizationDidChange(false)
        #expect(
            log.lines.last
                == "#1 dropped /subscription/abc: the user signed out [AppRoot → HomeTabBar → MyMenuList]")
        #expect(app.root.tabs.myMenu.deepLinkHandling == nil)
        // The subscriptions of the signed-out user arrive: nothing opens for whoever signs in next.
        #expect(app.subscriptionsDidLoad(["abc"]) == nil)
        navigator.authorizationDidChange(true)
        #expect(app.log == ["tabs: select my menu", "my menu: load subscriptions"])
        #expect(log.lines.count == 6)
        #expect(log.linksNotEndedOnce() == [:])
    }

    @Test func signingOutKeepsADelayedLinkThatNeedsNoSignIn() throws {
        let launching = SimulatedApp(launched: false)
        navigator.root = launching.root
        navigator.open(.path("/recipe/42"), animated: false)
        navigator.authorizationDidChange(false)
        #expect(log.lines.last == "#1 delayed /recipe/42 by AppRoot [AppRoot]")
        launching.root.launched = true
        #expect(launching.root.completeDeepLinkHandling()?.kind == .opened)
        #expect(launching.log == [#"tabs: present recipe("42")"#])
        #expect(log.linksNotEndedOnce() == [:])
    }

    // MARK: A held link and the root

    @Test func aLinkHeldForSignInWaitsForTheNextRootWhenTheRootIsRemoved() throws {
        let navigator = DeepLinkNavigator(router: try makeMenuRouter())
        log.attach(to: navigator)
        navigator.root = app.root
        #expect(navigator.open(.path("/my-menu"), animated: true).holdReason == .waitingForAuthorization)
        navigator.root = nil
        navigator.authorizationDidChange(true)
        #expect(navigator.heldLink?.reason == .waitingForRoot)
        let next = SimulatedApp()
        next.subscriptions = ["abc"]
        navigator.root = next.root
        #expect(
            log.lines == [
                "#1 received /my-menu (path)",
                "#1 matched /my-menu as /my-menu (requires authorization)",
                "#1 held /my-menu: waiting for authorization",
                "#1 held /my-menu: waiting for the root handler or a subscriber",
                "#1 replayed /my-menu",
                "#1 passed /my-menu from AppRoot to HomeTabBar [AppRoot]",
                "#1 passed /my-menu from HomeTabBar to MyMenuList [AppRoot → HomeTabBar]",
                "#1 opened /my-menu by MyMenuList [AppRoot → HomeTabBar → MyMenuList]",
            ])
        #expect(navigator.heldLink == nil)
        #expect(app.root.tabs.handleCount == 0)
        #expect(next.root.tabs.myMenu.deepLinkHandling?.kind == .opened)
        #expect(log.linksNotEndedOnce() == [:])
    }

    @Test func aLinkHeldForSignInWaitsForTheNextRootWhenTheRootIsReleased() throws {
        let navigator = DeepLinkNavigator(router: try makeMenuRouter())
        log.attach(to: navigator)
        do {
            let shortLived = SimulatedApp()
            navigator.root = shortLived.root
            navigator.open(.path("/my-menu"), animated: true)
        }
        navigator.authorizationDidChange(true)
        #expect(navigator.heldLink?.reason == .rootReleased)
        app.subscriptions = []
        navigator.root = app.root
        #expect(
            log.lines == [
                "#1 received /my-menu (path)",
                "#1 matched /my-menu as /my-menu (requires authorization)",
                "#1 held /my-menu: waiting for authorization",
                "#1 held /my-menu: the root handler set on the navigator was released; keep a strong reference to it",
                "#1 replayed /my-menu",
                "#1 passed /my-menu from AppRoot to HomeTabBar [AppRoot]",
                "#1 passed /my-menu from HomeTabBar to MyMenuList [AppRoot → HomeTabBar]",
                "#1 opened /my-menu by MyMenuList [AppRoot → HomeTabBar → MyMenuList]",
            ])
        #expect(log.linksNotEndedOnce() == [:])
    }

    @Test func aRootNobodyKeepsIsReleasedAndSaysSo() throws {
        navigator.root = AppRoot(launched: true)
        #expect(navigator.root == nil)
        #expect(navigator.open(.path("/home"), animated: true).holdReason == .rootReleased)
        #expect(
            log.lines.last
                == "#1 held /home: the root handler set on the navigator was released; keep a strong reference to it")
        navigator.root = nil  // the app says it has no root now: the link waits for one
        #expect(log.lines.last == "#1 held /home: waiting for the root handler or a subscriber")
        #expect(log.linksNotEndedOnce(unfinished: [1]) == [:])
    }

    // MARK: Replacing the root

    @Test(arguments: [false, true])
    func replacingTheRootDropsTheLinksDelayedInItsChain(toNil: Bool) throws {
        navigator.root = app.root
        navigator.open(.path("/subscription/abc"), animated: true)
        let next = SimulatedApp()
        navigator.root = toNil ? nil : next.root
        #expect(
            log.lines.last
                == "#1 dropped /subscription/abc: the root handler was replaced [AppRoot → HomeTabBar → MyMenuList]")
        // The old screens get their data: the dropped link navigates nothing.
        #expect(app.subscriptionsDidLoad(["abc"]) == nil)
        #expect(app.root.tabs.myMenu.pushed == nil)
        #expect(app.log == ["tabs: select my menu", "my menu: load subscriptions"])
        #expect(log.lines.count == 6)
        #expect(log.linksNotEndedOnce() == [:])
    }

    @Test func aLinkDelayedUnderAReleasedRootIsDropped() throws {
        var old: SimulatedApp? = SimulatedApp()
        let myMenu = try #require(old?.root.tabs.myMenu)  // a screen someone else still keeps
        navigator.root = old?.root
        navigator.open(.path("/my-menu"), animated: true)
        old = nil
        navigator.open(.path("/home"), animated: true)
        #expect(
            log.lines[5] == "#1 dropped /my-menu: the root handler was replaced [AppRoot → HomeTabBar → MyMenuList]")
        #expect(log.lines[6] == "#2 received /home (path)")
        #expect(myMenu.completeDeepLinkHandling() == nil)
        #expect(log.linksNotEndedOnce(unfinished: [2]) == [:])
    }

    // MARK: A released handler

    /// The screen that delayed the link closes; the navigator's next call reports it before anything else.
    @Test func aLinkWhoseDelayingHandlerIsReleasedIsDroppedAtTheNextCall() async throws {
        navigator.root = app.root
        app.subscriptions = ["abc"]
        navigator.open(.path("/subscription/abc/3/edit"), animated: true)
        app.root.tabs.myMenu.popSubscription()
        navigator.open(.path("/home"), animated: true)
        let dropped =
            "#1 dropped /subscription/abc/3/edit: the handler that delayed it was released "
            + "[AppRoot → HomeTabBar → MyMenuList → SubscriptionScreen]"
        #expect(log.lines[6] == dropped)
        #expect(log.lines[7] == "#2 received /home (path)")
        // The released state's own report comes later, and is not a second one.
        for _ in 0..<20 { await Task.yield() }
        #expect(log.lines.filter { $0 == dropped }.count == 1)
        #expect(log.linksNotEndedOnce() == [:])
    }

    /// The screen that delayed the link closes and nothing else happens: the link is reported all the same.
    @Test func aLinkWhoseDelayingHandlerIsReleasedIsDroppedWithoutFurtherCalls() async throws {
        navigator.root = app.root
        app.subscriptions = ["abc"]
        navigator.open(.path("/subscription/abc/3/edit"), animated: true)
        let count = log.lines.count
        app.root.tabs.myMenu.popSubscription()
        for _ in 0..<100 where log.lines.count == count { await Task.yield() }
        let dropped =
            "#1 dropped /subscription/abc/3/edit: the handler that delayed it was released "
            + "[AppRoot → HomeTabBar → MyMenuList → SubscriptionScreen]"
        let shown: [String] = Array(log.lines.dropFirst(count))
        #expect(shown == [dropped])
        navigator.open(.path("/home"), animated: true)  // the sweep finds nothing more to report
        #expect(log.lines.count == count + 5)
        #expect(log.linksNotEndedOnce() == [:])
    }

    // MARK: One terminal event per link

    @Test func everyLinkOfALongScenarioEndsExactlyOnce() async throws {
        let navigator = DeepLinkNavigator(router: try makeMenuRouter())
        log.attach(to: navigator)
        navigator.open(.path("/recipe/1"), animated: false)  // held for the root, then superseded
        navigator.open(.path("/my-menu"), animated: false)  // held for the root, then for sign-in
        navigator.root = app.root
        navigator.authorizationDidChange(true)  // delivered, delayed: no subscriptions yet
        navigator.open(.path("/nope"), animated: true)  // unmatched; the delayed one stays
        navigator.authorizationDidChange(false)  // the delayed one is dropped
        navigator.authorizationDidChange(true)
        app.subscriptions = ["abc"]
        navigator.open(.path("/subscription/abc/3/edit"), animated: true)  // delayed by the subscription screen
        navigator.open(.path("/subscription/zzz"), animated: true)  // supersedes it; rejected
        navigator.open(.path("/subscription/abc/2/edit"), animated: true)  // delayed by the new screen
        app.root.tabs.myMenu.popSubscription()  // released
        for _ in 0..<20 { await Task.yield() }
        navigator.root = SimulatedApp().root  // released at once
        navigator.open(.path("/home"), animated: true)  // held: the root was released
        #expect(log.linksNotEndedOnce(unfinished: [7]) == [:])
        let rejected: String = "#5 rejected /subscription/zzz by MyMenuList for reason: no such subscription "
        let released: String = "#6 dropped /subscription/abc/2/edit: the handler that delayed it was released "
        let expected: [String] = [
            "#1 superseded /recipe/1",
            "#3 unmatched: No route matches '/nope'.",
            "#2 dropped /my-menu: the user signed out [AppRoot → HomeTabBar → MyMenuList]",
            "#4 superseded /subscription/abc/3/edit [AppRoot → HomeTabBar → MyMenuList → SubscriptionScreen]",
            rejected + "[AppRoot → HomeTabBar → MyMenuList]",
            released + "[AppRoot → HomeTabBar → MyMenuList → SubscriptionScreen]",
        ]
        let terminal: [String] = log.events.filter(\.kind.isTerminal).map(\.description)
        #expect(terminal == expected)
    }
}
