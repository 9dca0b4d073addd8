import DeepLinksTestSupport
import Foundation
import Testing

@testable import DeepLinks
@testable import DeepLinksNavigation

/// The navigator's streams: who gets which link, when a link is published, the held link a late subscriber
/// receives, the subscribers' life, and the claims that end every link a subscriber takes.
@MainActor
@Suite struct DeepLinkNavigatorLinksTests {
    typealias Link = DeepLink<MenuIntent>

    let app = SimulatedApp()
    let navigator: DeepLinkNavigator<MenuParam, MenuIntent>
    let log = EventLog()

    init() throws {
        navigator = DeepLinkNavigator(
            router: try makeMenuRouter(), openGates: [.authorization], now: { Date(timeIntervalSince1970: 1_000) })
        log.attach(to: navigator)
    }

    func subscribe(where isIncluded: @escaping @MainActor (Link) -> Bool = { _ in true }) -> StreamReader<Link> {
        StreamReader(navigator.links(where: isIncluded))
    }

    /// The paths a reader has received once it has `count` links (or enough yields that more will not come).
    func paths(_ reader: StreamReader<Link>, _ count: Int) async -> [String] {
        await reader.waitFor(count).map(\.path)
    }

    static func isRecipe(_ link: Link) -> Bool {
        if case .recipe = link.intent { true } else { false }
    }

    // MARK: Who gets which link

    @Test func everySubscriberGetsThePublishedLinksItsFilterTakesBeforeTheRoot() async {
        navigator.root = app.root
        let recipes = subscribe(where: Self.isRecipe)
        let all = subscribe()
        navigator.open(.path("/recipe/1"), animated: true)
        navigator.open(.path("/home"), animated: true)
        navigator.open(.path("/recipe/2"), animated: true)
        let expectedRecipes: [String] = ["/recipe/1", "/recipe/2"]
        #expect(await paths(recipes, 2) == expectedRecipes)
        let expectedAll: [String] = ["/recipe/1", "/home", "/recipe/2"]
        #expect(await paths(all, 3) == expectedAll)
        let expectedLines: [String] = [
            "#1 received /recipe/1 (path)", "#1 matched /recipe/1 as /recipe/:recipeId",
            "#1 published /recipe/1 to 2 subscribers",
            "#1 passed /recipe/1 from AppRoot to HomeTabBar [AppRoot]",
            "#1 opened /recipe/1 by HomeTabBar [AppRoot → HomeTabBar]",
        ]
        let shown: [String] = Array(log.lines.prefix(5))
        #expect(shown == expectedLines)
        #expect(log.lines.contains("#2 published /home to 1 subscriber"))
        #expect(app.root.tabs.handleCount == 3)  // the root gets them all the same
        #expect(log.linksNotEndedOnce() == [:])
    }

    nonisolated static let seeds: [UInt64] = [1, 2, 3, 0x5EED_CAFE]

    /// Sixteen subscribers, each with its own filter, read in tasks of their own.
    ///
    /// They subscribe between publications, and a few are cancelled on the way. Each gets exactly the links
    /// published after it subscribed that its filter takes, in order, once; a cancelled one gets a beginning of
    /// that.
    @Test(arguments: seeds)
    func manyConcurrentSubscribersLoseNothingAndGetNothingTwice(seed: UInt64) async throws {
        struct Plan {
            var start: Int
            var modulus: Int
            var residue: Int
            var cancelAt: Int?
        }
        var random = SplitMix(seed: seed)
        let linkCount = 120
        let plans: [Plan] = (0..<16).map { index in
            let modulus = 1 + random.below(4)
            let start = index < 4 ? 0 : random.below(linkCount)
            let cancelAt = index % 5 == 4 ? start + random.below(linkCount - start + 1) : nil
            return Plan(start: start, modulus: modulus, residue: random.below(modulus), cancelAt: cancelAt)
        }
        var navigator: DeepLinkNavigator<MenuParam, MenuIntent>? = DeepLinkNavigator(
            router: try makeMenuRouter(), openGates: [.authorization])
        navigator?.root = app.root  // the root opens every link: none waits in the buffer
        var consumers: [Int: Task<[Int], Never>] = [:]
        for number in 0...linkCount {
            for (index, plan) in plans.enumerated() {
                if plan.start == number, let navigator {
                    let stream = navigator.links { link in
                        guard case .recipe(let id) = link.intent, let number = Int(id) else { return false }
                        return number % plan.modulus == plan.residue
                    }
                    consumers[index] = Task.detached {
                        var numbers: [Int] = []
                        for await link in stream {
                            guard case .recipe(let id) = link.intent else { continue }
                            numbers.append(Int(id) ?? -1)
                        }
                        return numbers
                    }
                }
                if plan.cancelAt == number { consumers[index]?.cancel() }
            }
            guard number < linkCount else { break }
            navigator?.open(.path("/recipe/\(number)"), animated: false)
            if random.chance(0.25) { await Task.yield() }
        }

        var received: [Int: [Int]] = [:]
        for (index, plan) in plans.enumerated() where plan.cancelAt != nil {
            received[index] = await consumers[index]?.value
        }
        let active = plans.filter { $0.cancelAt == nil }.count
        for _ in 0..<100_000 where navigator?.linkBroadcaster.subscriberCount != active { await Task.yield() }
        #expect(navigator?.linkBroadcaster.subscriberCount == active, "seed \(seed)")
        navigator = nil  // its streams finish: the other loops end
        for index in plans.indices where plans[index].cancelAt == nil {
            received[index] = await consumers[index]?.value
        }

        for (index, plan) in plans.enumerated() {
            let expected: [Int] = (plan.start..<linkCount).filter { $0 % plan.modulus == plan.residue }
            let got: [Int] = received[index] ?? []
            if plan.cancelAt == nil {
                #expect(got == expected, "seed \(seed), subscriber \(index)")
            } else {
                let prefix: [Int] = Array(expected.prefix(got.count))
                #expect(got == prefix, "seed \(seed), cancelled subscriber \(index)")
            }
        }
    }

    // MARK: Cold start: the held link

    @Test func aColdStartLinkGoesToALateSubscriberAndWaitsForAClaim() async {
        navigator.open(.path("/recipe/42"), animated: false)
        let reader = subscribe()
        let expected: [String] = ["/recipe/42"]
        #expect(await paths(reader, 1) == expected)
        #expect(navigator.heldLink?.reason == .waitingForClaim)
        navigator.root = app.root  // nobody claimed it: the root still gets it, and it is not published again
        let expectedLines: [String] = [
            "#1 received /recipe/42 (path)", "#1 matched /recipe/42 as /recipe/:recipeId",
            "#1 held /recipe/42: waiting for the root handler or a subscriber",
            "#1 published /recipe/42 to 1 subscriber", "#1 held /recipe/42: waiting for a subscriber to claim it",
            "#1 replayed /recipe/42", "#1 passed /recipe/42 from AppRoot to HomeTabBar [AppRoot]",
            "#1 opened /recipe/42 by HomeTabBar [AppRoot → HomeTabBar]",
        ]
        #expect(log.lines == expectedLines)
        #expect(reader.received.count == 1)
    }

    /// Ten links arrive before anyone listens: the documented buffer is the held link, the latest.
    ///
    /// Each late subscriber whose filter takes it receives it, once; the nine older links ended superseded, and none of them
    /// reaches anyone.
    @Test func tenLaunchLinksReachLateSubscribersAsTheLatestOneOnly() async throws {
        for number in 1...10 { navigator.open(.path("/recipe/\(number)"), animated: false) }
        let watcher = subscribe()
        let homes = subscribe { $0.intent == .home }
        let recipes = subscribe(where: Self.isRecipe)
        let expected: [String] = ["/recipe/10"]
        #expect(await paths(watcher, 2) == expected)
        #expect(await paths(recipes, 2) == expected)
        #expect(await paths(homes, 1).isEmpty)
        let superseded: [String] = log.lines.filter { $0.contains("superseded") }
        let expectedSuperseded: [String] = (1...9).map { "#\($0) superseded /recipe/\($0)" }
        #expect(superseded == expectedSuperseded)
        let published: [String] = log.lines.filter { $0.contains("published") }
        let expectedPublished: [String] = Array(repeating: "#10 published /recipe/10 to 1 subscriber", count: 2)
        #expect(published == expectedPublished)
        let latest = try #require(recipes.received.first)
        let claim = try #require(navigator.claim(latest, by: "RecipeCoordinator"))
        claim.opened()
        let late = subscribe()  // claimed: a later subscriber does not get it
        navigator.open(.path("/home"), animated: false)
        let expectedLate: [String] = ["/home"]
        #expect(await paths(late, 2) == expectedLate)
        #expect(log.linksNotEndedOnce(unfinished: [11]) == [:])
    }

    @Test func aLinkTheRootOpenedIsNotGivenToALateSubscriber() async {
        navigator.root = app.root
        navigator.open(.path("/recipe/1"), animated: true)
        let reader = subscribe()
        navigator.open(.path("/recipe/2"), animated: true)
        let expected: [String] = ["/recipe/2"]
        #expect(await paths(reader, 2) == expected)
    }

    @Test func aLinkTheRootDelayedIsNotGivenToALateSubscriber() async {
        let launching = SimulatedApp(launched: false)
        navigator.root = launching.root
        navigator.open(.path("/recipe/1"), animated: true)
        #expect(launching.root.deepLinkHandling?.kind == .delayed)
        let reader = subscribe()
        navigator.open(.path("/home"), animated: true)
        let expected: [String] = ["/home"]
        #expect(await paths(reader, 2) == expected)
    }

    @Test func aSupersededLinkIsNotGivenToALateSubscriber() async {
        navigator.open(.path("/recipe/1"), animated: false)
        navigator.open(.path("/recipe/2"), animated: false)  // supersedes the first: the user's latest link wins
        let reader = subscribe()
        navigator.open(.path("/home"), animated: false)
        let expected: [String] = ["/recipe/2", "/home"]
        #expect(await paths(reader, 3) == expected)
    }

    /// The issue's app: no root, a watcher subscribes first and reads the cold-start link; the coordinator that
    /// subscribes after it still receives the link, and its claim ends it.
    @Test func aHeldLinkReachesEverySubscriberUntilOneClaimsIt() async throws {
        navigator.open(.path("/recipe/1"), animated: false)
        let watcher = subscribe()
        let coordinator = subscribe(where: Self.isRecipe)
        let expected: [String] = ["/recipe/1"]
        #expect(await paths(watcher, 1) == expected)
        let link = try #require(await coordinator.waitFor(1).first)
        let claim = try #require(navigator.claim(link, by: "RecipeCoordinator"))
        let third = subscribe()
        navigator.open(.path("/home"), animated: false)
        #expect(await paths(third, 2) == ["/home"])
        #expect(!claim.isActive)  // the newer link superseded it before it was reported
        claim.opened()  // ignored
        #expect(log.lines.contains("#1 superseded /recipe/1 [RecipeCoordinator]"))
        #expect(log.linksNotEndedOnce(unfinished: [2]) == [:])
    }

    @Test func aHeldLinkWaitsForASubscriberWhoseFilterTakesIt() async {
        navigator.open(.path("/recipe/1"), animated: false)
        let home = subscribe { $0.intent == .home }
        let recipes = subscribe(where: Self.isRecipe)
        let expected: [String] = ["/recipe/1"]
        #expect(await paths(recipes, 1) == expected)
        #expect(home.received.isEmpty)
    }

    // MARK: Cancellation

    @Test func cancellingSubscribersEndsTheirStreamsAndFreesThem() async {
        let readers = (0..<3).map { _ in subscribe() }
        #expect(navigator.linkBroadcaster.subscriberCount == 3)
        for reader in readers { reader.cancel() }
        for reader in readers {
            #expect(await reader.waitUntilFinished())  // the `for await` loop exited
        }
        for _ in 0..<1_000 where navigator.linkBroadcaster.subscriberCount > 0 { await Task.yield() }
        #expect(navigator.linkBroadcaster.subscriberCount == 0)
        navigator.open(.path("/home"), animated: false)
        // Nobody took it: it is held for a root or a subscriber, with no `published` event.
        #expect(!log.lines.contains { $0.contains("published") })
        #expect(navigator.heldLink?.reason == .waitingForRoot)
    }

    @Test func streamsFinishWhenTheNavigatorGoes() async throws {
        var navigator: DeepLinkNavigator<MenuParam, MenuIntent>? = DeepLinkNavigator(
            router: try makeMenuRouter(), openGates: [.authorization])
        let reader = StreamReader(try #require(navigator).links())
        navigator?.open(.path("/home"), animated: false)
        navigator = nil
        #expect(await reader.waitUntilFinished())
        let expected: [String] = ["/home"]
        #expect(reader.received.map(\.path) == expected)
    }

    // MARK: Authorization

    @Test func anAuthorizedLinkIsPublishedOnlyOnceTheUserSignsIn() async throws {
        let navigator = DeepLinkNavigator(router: try makeMenuRouter())
        log.attach(to: navigator)
        let reader = StreamReader(navigator.links())
        navigator.open(.path("/my-menu"), animated: true)  // no root either: a stream-only app
        #expect(await reader.waitFor(1).isEmpty)
        let late = StreamReader(navigator.links())  // a link waiting for a gate is given to no subscriber
        #expect(await late.waitFor(1).isEmpty)
        late.cancel()
        #expect(await late.waitUntilFinished())
        for _ in 0..<1_000 where navigator.linkBroadcaster.subscriberCount > 1 { await Task.yield() }
        navigator.authorizationDidChange(true)
        let expected: [String] = ["/my-menu"]
        #expect(await reader.waitFor(1).map(\.path) == expected)
        let expectedLines: [String] = [
            "#1 received /my-menu (path)", "#1 matched /my-menu as /my-menu (requires authorization)",
            "#1 held /my-menu: waiting for authorization", "#1 published /my-menu to 1 subscriber",
            "#1 held /my-menu: waiting for a subscriber to claim it",
        ]
        #expect(log.lines == expectedLines)
    }

    @Test func anAuthorizedLinkHeldForSignInIsPublishedWhenItIsReplayed() async throws {
        let navigator = DeepLinkNavigator(router: try makeMenuRouter())
        log.attach(to: navigator)
        navigator.root = app.root
        app.subscriptions = ["abc"]
        let reader = StreamReader(navigator.links())
        navigator.open(.path("/subscription/abc"), animated: true)
        navigator.open(.path("/home"), animated: true)  // not authorized: published at once
        let expectedHome: [String] = ["/home"]
        #expect(await reader.waitFor(1).map(\.path) == expectedHome)
        navigator.open(.path("/my-menu"), animated: true)
        navigator.authorizationDidChange(true)
        let expected: [String] = ["/home", "/my-menu"]
        #expect(await reader.waitFor(2).map(\.path) == expected)
        let expectedLines: [String] = [
            "#3 held /my-menu: waiting for authorization", "#3 published /my-menu to 1 subscriber",
            "#3 replayed /my-menu", "#3 passed /my-menu from AppRoot to HomeTabBar [AppRoot]",
        ]
        let shown: [String] = Array(log.lines.suffix(6).prefix(4))
        #expect(shown == expectedLines)
        #expect(log.lines.filter { $0.hasPrefix("#1 published") }.isEmpty)  // superseded while it waited
    }

    // MARK: Reporting the outcome

    /// A coordinator that is not a handler takes a cold-start link and reports it opened: the navigator does not
    /// hold it any more, and the root that appears later does not get it.
    @Test func aReportedLinkEndsThereAndIsNotDeliveredToTheRootLater() async throws {
        navigator.open(.path("/recipe/42"), animated: false)
        let reader = subscribe()
        let link = try #require(await reader.waitFor(1).first)
        #expect(navigator.heldLink?.link.path == "/recipe/42")
        let claim = try #require(navigator.claim(link, by: "RecipeCoordinator"))
        #expect(claim.isActive)
        claim.opened()
        claim.rejected(reason: "too late")  // ignored: it has ended
        #expect(!claim.isActive)
        #expect(navigator.heldLink == nil)
        navigator.root = app.root
        #expect(app.root.tabs.handleCount == 0)
        let expected: [String] = [
            "#1 held /recipe/42: waiting for the root handler or a subscriber",
            "#1 published /recipe/42 to 1 subscriber", "#1 held /recipe/42: waiting for a subscriber to claim it",
            "#1 opened /recipe/42 by RecipeCoordinator [RecipeCoordinator]",
        ]
        let shown: [String] = Array(log.lines.dropFirst(2))
        #expect(shown == expected)
        #expect(log.events.last?.kind == .opened(by: "RecipeCoordinator"))
        #expect(log.linksNotEndedOnce() == [:])
    }

    @Test func aCoordinatorReportsALinkRejectedWithItsReason() async throws {
        navigator.root = app.root
        let reader = subscribe()
        navigator.open(.path("/recipe/42"), animated: true)  // the root opens it
        let link = try #require(await reader.waitFor(1).first)
        #expect(navigator.claim(link, by: "RecipeCoordinator") == nil)  // it ended: the root opened it
        #expect(log.lines.last == "#1 opened /recipe/42 by HomeTabBar [AppRoot → HomeTabBar]")

        navigator.root = nil
        navigator.open(.path("/recipe/7"), animated: true)
        let held = try #require(await reader.waitFor(2).last)
        let claim = try #require(navigator.claim(held, by: "RecipeCoordinator"))
        claim.rejected(reason: "no such recipe")
        claim.opened()  // ignored
        let expected: [String] = [
            "#2 published /recipe/7 to 1 subscriber", "#2 held /recipe/7: waiting for a subscriber to claim it",
            "#2 rejected /recipe/7 by RecipeCoordinator for reason: no such recipe [RecipeCoordinator]",
        ]
        let shown: [String] = Array(log.lines.suffix(3))
        #expect(shown == expected)
        #expect(log.events.last?.kind == .rejected(by: "RecipeCoordinator", reason: "no such recipe"))
        #expect(log.linksNotEndedOnce() == [:])
    }

    @Test func aHandlerOpensALinkFromAStreamAndTheRootDoesNotGetIt() async throws {
        let screen = HomeTabBar()
        let reader = subscribe()
        navigator.open(.path("/recipe/42"), animated: false)
        let link = try #require(await reader.waitFor(1).first)
        #expect(screen.open(link, animated: true).kind == .opened)
        #expect(navigator.claim(link, by: "RecipeCoordinator") == nil)  // the handler has ended it
        #expect(navigator.heldLink == nil)
        navigator.root = app.root
        #expect(app.root.tabs.handleCount == 0)
        let expected: [String] = [
            "#1 published /recipe/42 to 1 subscriber", "#1 held /recipe/42: waiting for a subscriber to claim it",
            "#1 opened /recipe/42 by HomeTabBar [HomeTabBar]",
        ]
        let shown: [String] = Array(log.lines.dropFirst(2))
        #expect(shown == expected)
        #expect(log.linksNotEndedOnce() == [:])
    }

    /// A stream's handler delays a held link: the navigator does not hold it any more, the root does not get it,
    /// and the handler completes it later.
    @Test func aHeldLinkAStreamHandlerDelayedIsCompletedThereNotByTheRoot() async throws {
        let screen = MyMenuList()  // no subscriptions yet: it delays
        let reader = subscribe()
        navigator.open(.path("/my-menu"), animated: false)
        let link = try #require(await reader.waitFor(1).first)
        #expect(screen.open(link, animated: false).kind == .delayed)
        #expect(navigator.heldLink == nil)
        app.subscriptions = ["abc"]
        navigator.root = app.root
        #expect(app.root.tabs.handleCount == 0)
        screen.app = app
        #expect(screen.completeDeepLinkHandling()?.kind == .opened)
        let expected: [String] = [
            "#1 published /my-menu to 1 subscriber", "#1 held /my-menu: waiting for a subscriber to claim it",
            "#1 delayed /my-menu by MyMenuList [MyMenuList]", "#1 opened /my-menu by MyMenuList [MyMenuList]",
        ]
        let shown: [String] = Array(log.lines.dropFirst(2))
        #expect(shown == expected)
        #expect(log.linksNotEndedOnce() == [:])
    }

    /// The user's latest link wins over a held link a stream's handler still has delayed, as over any other.
    @Test func aNewerLinkSupersedesAHeldLinkAStreamHandlerDelayed() async throws {
        let screen = MyMenuList()
        let reader = subscribe()
        navigator.open(.path("/my-menu"), animated: false)
        let link = try #require(await reader.waitFor(1).first)
        #expect(screen.open(link, animated: false).kind == .delayed)
        navigator.open(.path("/home"), animated: false)
        #expect(log.lines.contains("#1 superseded /my-menu [MyMenuList]"))
        screen.app = app
        app.subscriptions = ["abc"]
        #expect(screen.completeDeepLinkHandling() == nil)  // the superseded link does not open
        #expect(navigator.heldLink?.link.path == "/home")
        #expect(log.linksNotEndedOnce(unfinished: [2]) == [:])
    }

    /// The root appears after a stream's handler delayed the held link: the navigator holds it no more, but the link
    /// is still its to end, and the user's latest link wins over it as over any other.
    @Test func aNewerLinkSupersedesALinkAStreamHandlerDelayedAfterTheRootAppeared() async throws {
        let screen = MyMenuList()
        let reader = subscribe()
        navigator.open(.path("/my-menu"), animated: false)
        let link = try #require(await reader.waitFor(1).first)
        #expect(screen.open(link, animated: false).kind == .delayed)
        app.subscriptions = ["abc"]
        navigator.root = app.root  // nothing to replay: the stream's handler has the link
        #expect(app.root.tabs.handleCount == 0)
        navigator.open(.path("/home"), animated: false)
        #expect(log.lines.contains("#1 superseded /my-menu [MyMenuList]"))
        screen.app = app
        #expect(screen.completeDeepLinkHandling() == nil)  // the superseded link does not open after /home
        #expect(log.linksNotEndedOnce() == [:])
    }

    /// Signing out drops an authorized link a stream's handler delayed, as it drops one the root's chain delayed:
    /// it is not completed for whoever signs in next.
    @Test(arguments: [false, true])
    func signingOutDropsAnAuthorizedLinkAStreamHandlerDelayed(rootAppearedFirst: Bool) async throws {
        let screen = MyMenuList()
        let reader = subscribe()
        navigator.open(.path("/subscription/abc"), animated: false)  // signed in, no root: held, and published
        let link = try #require(await reader.waitFor(1).first)
        #expect(screen.open(link, animated: false).kind == .delayed)
        if rootAppearedFirst { navigator.root = app.root }
        navigator.authorizationDidChange(false)
        #expect(log.lines.last == "#1 dropped /subscription/abc: the user signed out [MyMenuList]")
        navigator.authorizationDidChange(true)
        screen.app = app
        app.subscriptions = ["abc"]
        #expect(screen.completeDeepLinkHandling() == nil)
        #expect(log.linksNotEndedOnce() == [:])
    }

    // MARK: Links read late

    /// A handler does not see a link superseded before the subscriber read it.
    ///
    /// A subscriber reads its links after they were published; a newer link superseded the first meanwhile. Only
    /// the latest link is shown.
    @Test func aHandlerRefusesALinkSupersededBeforeTheSubscriberReadIt() async throws {
        let reader = subscribe()
        navigator.open(.path("/recipe/1"), animated: false)
        navigator.open(.path("/recipe/2"), animated: false)  // the user's latest link wins over the first
        let screen = HomeTabBar()
        screen.app = app
        var kinds: [DeepLinkHandling<MenuIntent>.Kind] = []
        var errors: [DeepLinkRejection?] = []
        for link in await reader.waitFor(2) {
            let handling = screen.open(link, animated: false)  // what the docs teach: give the link to a handler
            kinds.append(handling.kind)
            errors.append(handling.error as? DeepLinkRejection)
        }
        let expectedKinds: [DeepLinkHandling<MenuIntent>.Kind] = [.rejected, .opened]
        #expect(kinds == expectedKinds)
        let expectedErrors: [DeepLinkRejection?] = [.alreadyHandled, nil]
        #expect(errors == expectedErrors)
        #expect(screen.handleCount == 1)  // the handler never saw the superseded link
        let shown: [String] = app.log
        let expected: [String] = [#"tabs: present recipe("2")"#]
        #expect(shown == expected)
        #expect(log.lines.contains("#1 superseded /recipe/1"))
        #expect(!log.lines.contains { $0.hasPrefix("#1 rejected") })  // a refusal reports nothing
        #expect(log.linksNotEndedOnce() == [:])
    }

    /// The root opened the link before the subscriber read it: the subscriber's handler refuses it, so the link is
    /// not shown twice, and the handler's state and earlier delayed link are left alone.
    @Test func aHandlerRefusesALinkTheRootOpenedFirst() async throws {
        navigator.root = app.root
        let reader = subscribe()
        let other = MyMenuList()  // a screen of the subscriber's, with a link of its own delayed
        let pending = try #require(makeMenuRouter().match(.path("/my-menu")))
        #expect(other.open(pending, animated: false).kind == .delayed)
        navigator.open(.path("/home"), animated: false)
        let link = try #require(await reader.waitFor(1).first)
        let handling = other.open(link, animated: true)
        #expect(handling.kind == .rejected)
        #expect(handling.error as? DeepLinkRejection == .alreadyHandled)
        #expect(handling.reason == "the link was already handled: it has ended, or another handler has it")
        #expect(other.deepLinkHandling?.kind == .delayed)  // its own delayed link is not superseded
        #expect(other.deepLinkHandling?.deepLink.path == "/my-menu")
        let events: [String] = log.lines.filter { $0.hasPrefix("#1 opened") }
        let expected: [String] = ["#1 opened /home by HomeTabBar [AppRoot → HomeTabBar]"]
        #expect(events == expected)
        #expect(log.linksNotEndedOnce() == [:])
    }

    /// A link the root's chain has delayed is that chain's: a subscriber's handler refuses it, and it can still be
    /// completed where it waits.
    @Test func aHandlerRefusesALinkTheRootsChainHasDelayed() async throws {
        navigator.root = app.root  // no subscriptions yet: MyMenuList delays
        let reader = subscribe()
        navigator.open(.path("/my-menu"), animated: false)
        let link = try #require(await reader.waitFor(1).first)
        let screen = MyMenuList()
        #expect(screen.open(link, animated: false).error as? DeepLinkRejection == .alreadyHandled)
        #expect(navigator.claim(link, by: "RecipeCoordinator") == nil)
        app.subscriptions = ["abc"]
        #expect(app.root.tabs.myMenu.completeDeepLinkHandling()?.kind == .opened)
        #expect(log.lines.last == "#1 opened /my-menu by MyMenuList [AppRoot → HomeTabBar → MyMenuList]")
        #expect(log.linksNotEndedOnce() == [:])
    }

    /// Two subscribers take the same link: the first to claim it shows it.
    ///
    /// The other's claim, and any handler, refuse it. The claimer's report ends it, with the claimer in its trace
    /// once.
    @Test func oneSubscriberClaimsALinkAndTheOthersCannot() async throws {
        let first = subscribe()
        let second = subscribe()
        navigator.open(.path("/recipe/42"), animated: false)  // no root: held, and published to both
        let mine = try #require(await first.waitFor(1).first)
        let theirs = try #require(await second.waitFor(1).first)
        let claim = try #require(navigator.claim(mine, by: "RecipeCoordinator"))
        #expect(navigator.claim(theirs, by: "SearchCoordinator") == nil)
        #expect(navigator.claim(mine, by: "RecipeCoordinator") == nil)  // a claim is taken once
        let screen = HomeTabBar()
        #expect(screen.open(theirs, animated: false).error as? DeepLinkRejection == .alreadyHandled)
        #expect(screen.handleCount == 0)
        #expect(navigator.heldLink == nil)  // claimed: the navigator holds it no more
        navigator.root = app.root
        #expect(app.root.tabs.handleCount == 0)  // and the root does not get it
        claim.opened()
        #expect(log.lines.last == "#1 opened /recipe/42 by RecipeCoordinator [RecipeCoordinator]")
        #expect(log.linksNotEndedOnce() == [:])
    }

    /// A claim fails for a link that ended before the subscriber read it, and holds for a link the navigator did
    /// not deliver (it has no history to check).
    @Test func aClaimFailsForAnEndedLinkAndHoldsForAnUntrackedOne() async throws {
        let reader = subscribe()
        navigator.open(.path("/recipe/1"), animated: false)
        navigator.open(.path("/recipe/2"), animated: false)
        let links: [Link] = await reader.waitFor(2)
        let claims: [DeepLinkClaim<MenuIntent>?] = links.map { navigator.claim($0, by: "RecipeCoordinator") }
        #expect(claims.map { $0 != nil } == [false, true])  // #1 was superseded by #2
        claims.last??.opened()
        let untracked = try #require(makeMenuRouter().match(.path("/recipe/3")))
        let first = try #require(navigator.claim(untracked, by: "RecipeCoordinator"))
        #expect(navigator.claim(untracked, by: "RecipeCoordinator") != nil)
        #expect(first.isActive)
        first.opened()
        #expect(!first.isActive)
        #expect(log.linksNotEndedOnce() == [:])
    }

    /// A held link the app claimed (from ``heldLink``) leaves the navigator's hold.
    ///
    /// A later subscriber and the root do not get it. Until the claimer reports, a newer link supersedes it, and the claim says so.
    @Test func aClaimedHeldLinkIsNotGivenToAnyoneElseAndANewerLinkSupersedesIt() async throws {
        navigator.open(.path("/recipe/1"), animated: false)  // no subscriber, no root: held
        let held = try #require(navigator.heldLink?.link)
        let claim = try #require(navigator.claim(held, by: "LaunchScreen"))
        #expect(navigator.heldLink == nil)
        let later = subscribe()
        navigator.open(.path("/home"), animated: false)
        let received: [String] = await paths(later, 2)
        let expected: [String] = ["/home"]
        #expect(received == expected)
        #expect(log.lines.contains("#1 superseded /recipe/1 [LaunchScreen]"))
        #expect(!claim.isActive)
        claim.opened()  // ignored: the link has ended
        navigator.root = app.root
        #expect(app.root.tabs.handleCount == 1)  // /home only
        #expect(log.linksNotEndedOnce() == [:])
    }

    /// A claim that is let go of without a report ends its link: dropped, soon after the release (or at the
    /// navigator's next call, whichever comes first).
    @Test(arguments: [false, true])
    func aForgottenClaimEndsItsLink(callsTheNavigator: Bool) async throws {
        navigator.open(.path("/recipe/1"), animated: false)
        let held = try #require(navigator.heldLink?.link)
        var claim = navigator.claim(held, by: "Coordinator")
        #expect(claim != nil)
        claim = nil
        if callsTheNavigator {
            navigator.rootDidBecomeReady()
        } else {
            // The release reports from a main-actor task; the sanitizers make it slow to come.
            let deadline = Date().addingTimeInterval(10)
            while log.events.last?.kind.isTerminal != true, Date() < deadline {
                try? await Task.sleep(nanoseconds: 1_000_000)
            }
        }
        let expected =
            "#1 dropped /recipe/1: the subscriber that claimed it let go of the claim without reporting [Coordinator]"
        #expect(log.lines.last == expected)
        for _ in 0..<100 { await Task.yield() }  // the release's own report comes too: ignored
        #expect(log.linksNotEndedOnce() == [:])
    }

    /// A claim on a link behind a closed gate is refused, and closing the gate drops a claimed link.
    @Test func gatesHoldClaimsToo() async throws {
        let navigator = DeepLinkNavigator(router: try makeMenuRouter())
        log.attach(to: navigator)
        navigator.open(.path("/my-menu"), animated: false)
        let held = try #require(navigator.heldLink?.link)
        #expect(navigator.claim(held, by: "Coordinator") == nil)
        navigator.authorizationDidChange(true)
        let claim = try #require(navigator.claim(held, by: "Coordinator"))
        navigator.authorizationDidChange(false)
        #expect(!claim.isActive)
        #expect(log.lines.last == "#1 dropped /my-menu: the user signed out [Coordinator]")
        #expect(log.linksNotEndedOnce() == [:])
    }
}
