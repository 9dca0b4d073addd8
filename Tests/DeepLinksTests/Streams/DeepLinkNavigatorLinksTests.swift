import Foundation
import Testing

@testable import DeepLinks

/// The navigator's streams: who gets which link, when a link is published, the buffer for subscribers still to
/// come, the subscribers' life, and the outcome a subscriber reports.
@MainActor
@Suite struct DeepLinkNavigatorLinksTests {
    typealias Link = DeepLink<MenuIntent>

    let app = SimulatedApp()
    let navigator: DeepLinkNavigator<MenuParam, MenuIntent>
    let log = EventLog()

    init() throws {
        navigator = DeepLinkNavigator(router: try makeMenuRouter(), now: { Date(timeIntervalSince1970: 1_000) })
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
        var navigator: DeepLinkNavigator<MenuParam, MenuIntent>? = DeepLinkNavigator(router: try makeMenuRouter())
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

    // MARK: Cold start: the buffer

    @Test func aColdStartLinkGoesToTheFirstSubscriberAndIsPublishedOnce() async {
        navigator.open(.path("/recipe/42"), animated: false)
        let reader = subscribe()
        let expected: [String] = ["/recipe/42"]
        #expect(await paths(reader, 1) == expected)
        #expect(navigator.linkBroadcaster.buffer.isEmpty)
        navigator.root = app.root  // nobody reported it: the root still gets it, and it is not published again
        let expectedLines: [String] = [
            "#1 received /recipe/42 (path)", "#1 matched /recipe/42 as /recipe/:recipeId",
            "#1 held /recipe/42: waiting for the root handler", "#1 published /recipe/42 to 1 subscriber",
            "#1 replayed /recipe/42", "#1 passed /recipe/42 from AppRoot to HomeTabBar [AppRoot]",
            "#1 opened /recipe/42 by HomeTabBar [AppRoot → HomeTabBar]",
        ]
        #expect(log.lines == expectedLines)
        #expect(reader.received.count == 1)
    }

    @Test func theBufferHoldsEightLinks() {
        #expect(DeepLinkNavigator<MenuParam, MenuIntent>.bufferedLinkCapacity == 8)
        #expect(navigator.linkBroadcaster.capacity == 8)
    }

    @Test func aLinkTheRootOpenedIsNotDeliveredFromTheBuffer() async {
        navigator.root = app.root
        navigator.open(.path("/recipe/1"), animated: true)
        let reader = subscribe()
        navigator.open(.path("/recipe/2"), animated: true)
        let expected: [String] = ["/recipe/2"]
        #expect(await paths(reader, 2) == expected)
    }

    @Test func aLinkTheRootDelayedIsNotDeliveredFromTheBuffer() async {
        let launching = SimulatedApp(launched: false)
        navigator.root = launching.root
        navigator.open(.path("/recipe/1"), animated: true)
        #expect(launching.root.deepLinkHandling?.kind == .delayed)
        let reader = subscribe()
        navigator.open(.path("/home"), animated: true)
        let expected: [String] = ["/home"]
        #expect(await paths(reader, 2) == expected)
    }

    @Test func aSupersededLinkIsNotDeliveredFromTheBuffer() async {
        navigator.open(.path("/recipe/1"), animated: false)
        navigator.open(.path("/recipe/2"), animated: false)  // supersedes the first: the user's latest link wins
        let reader = subscribe()
        navigator.open(.path("/home"), animated: false)
        let expected: [String] = ["/recipe/2", "/home"]
        #expect(await paths(reader, 3) == expected)
    }

    @Test func aBufferedLinkTakenByOneSubscriberIsNotGivenToTheNext() async {
        navigator.open(.path("/recipe/1"), animated: false)
        let first = subscribe()
        let second = subscribe()
        navigator.open(.path("/home"), animated: false)
        let expectedFirst: [String] = ["/recipe/1", "/home"]
        #expect(await paths(first, 2) == expectedFirst)
        let expectedSecond: [String] = ["/home"]
        #expect(await paths(second, 2) == expectedSecond)
    }

    @Test func aBufferedLinkWaitsForASubscriberWhoseFilterTakesIt() async {
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
        // Nobody took it: it waits in the buffer, with no event.
        #expect(!log.lines.contains { $0.contains("published") })
        #expect(navigator.linkBroadcaster.buffer.count == 1)
    }

    @Test func streamsFinishWhenTheNavigatorGoes() async throws {
        var navigator: DeepLinkNavigator<MenuParam, MenuIntent>? = DeepLinkNavigator(router: try makeMenuRouter())
        let reader = StreamReader(try #require(navigator).links())
        navigator?.open(.path("/home"), animated: false)
        navigator = nil
        #expect(await reader.waitUntilFinished())
        let expected: [String] = ["/home"]
        #expect(reader.received.map(\.path) == expected)
    }

    // MARK: Authorization

    @Test func anAuthorizedLinkIsPublishedOnlyOnceTheUserSignsIn() async throws {
        let navigator = DeepLinkNavigator(router: try makeMenuRouter(), isAuthorized: false)
        log.attach(to: navigator)
        let reader = StreamReader(navigator.links())
        navigator.open(.path("/my-menu"), animated: true)  // no root either: a stream-only app
        #expect(await reader.waitFor(1).isEmpty)
        #expect(navigator.linkBroadcaster.buffer.isEmpty)
        navigator.authorizationDidChange(true)
        let expected: [String] = ["/my-menu"]
        #expect(await reader.waitFor(1).map(\.path) == expected)
        let expectedLines: [String] = [
            "#1 received /my-menu (path)", "#1 matched /my-menu as /my-menu (requires authorization)",
            "#1 held /my-menu: waiting for the root handler", "#1 published /my-menu to 1 subscriber",
        ]
        #expect(log.lines == expectedLines)
    }

    @Test func anAuthorizedLinkHeldForSignInIsPublishedWhenItIsReplayed() async throws {
        let navigator = DeepLinkNavigator(router: try makeMenuRouter(), isAuthorized: false)
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
            "#3 held /my-menu: waiting for authorization", "#3 replayed /my-menu",
            "#3 published /my-menu to 1 subscriber", "#3 passed /my-menu from AppRoot to HomeTabBar [AppRoot]",
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
        navigator.reportOpened(link, by: "RecipeCoordinator")
        navigator.reportRejected(link, by: "RecipeCoordinator", reason: "too late")  // ignored: it has ended
        #expect(navigator.heldLink == nil)
        navigator.root = app.root
        #expect(app.root.tabs.handleCount == 0)
        let expected: [String] = [
            "#1 held /recipe/42: waiting for the root handler", "#1 published /recipe/42 to 1 subscriber",
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
        navigator.reportRejected(link, by: "RecipeCoordinator", reason: "no such recipe")  // ignored: it ended
        #expect(log.lines.last == "#1 opened /recipe/42 by HomeTabBar [AppRoot → HomeTabBar]")

        navigator.root = nil
        navigator.open(.path("/recipe/7"), animated: true)
        let held = try #require(await reader.waitFor(2).last)
        navigator.reportRejected(held, by: "RecipeCoordinator", reason: "no such recipe")
        navigator.reportOpened(held, by: "RecipeCoordinator")  // ignored
        let expected: [String] = [
            "#2 published /recipe/7 to 1 subscriber", "#2 held /recipe/7: waiting for the root handler",
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
        navigator.reportRejected(link, by: "RecipeCoordinator", reason: nil)  // ignored
        #expect(navigator.heldLink == nil)
        navigator.root = app.root
        #expect(app.root.tabs.handleCount == 0)
        let expected: [String] = [
            "#1 published /recipe/42 to 1 subscriber", "#1 held /recipe/42: waiting for the root handler",
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
            "#1 published /my-menu to 1 subscriber", "#1 held /my-menu: waiting for the root handler",
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
        #expect(navigator.claim(link, by: "RecipeCoordinator") == false)
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
        #expect(navigator.claim(mine, by: "RecipeCoordinator"))
        #expect(navigator.claim(theirs, by: "SearchCoordinator") == false)
        #expect(navigator.claim(mine, by: "RecipeCoordinator") == false)  // a claim is taken once
        let screen = HomeTabBar()
        #expect(screen.open(theirs, animated: false).error as? DeepLinkRejection == .alreadyHandled)
        #expect(screen.handleCount == 0)
        #expect(navigator.heldLink == nil)  // claimed: the navigator holds it no more
        navigator.root = app.root
        #expect(app.root.tabs.handleCount == 0)  // and the root does not get it
        navigator.reportOpened(mine, by: "RecipeCoordinator")
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
        let claims: [Bool] = links.map { navigator.claim($0, by: "RecipeCoordinator") }
        let expected: [Bool] = [false, true]  // #1 was superseded by #2
        #expect(claims == expected)
        let untracked = try #require(makeMenuRouter().match(.path("/recipe/3")))
        #expect(navigator.claim(untracked, by: "RecipeCoordinator"))
        #expect(navigator.claim(untracked, by: "RecipeCoordinator"))
        #expect(log.linksNotEndedOnce(unfinished: [2]) == [:])
    }

    /// A held link the app claimed (from ``heldLink``) leaves the buffer and the navigator's hold: a later
    /// subscriber and the root do not get it, and a newer link does not supersede it; the claimer's report ends it.
    @Test func aClaimedHeldLinkIsNotDeliveredFromTheBufferNorSuperseded() async throws {
        navigator.open(.path("/recipe/1"), animated: false)  // no subscriber, no root: held and buffered
        let held = try #require(navigator.heldLink?.link)
        #expect(navigator.claim(held, by: "LaunchScreen"))
        #expect(navigator.heldLink == nil)
        let later = subscribe()
        navigator.open(.path("/home"), animated: false)
        let received: [String] = await paths(later, 1)
        let expected: [String] = ["/home"]
        #expect(received == expected)
        navigator.root = app.root
        #expect(app.root.tabs.handleCount == 1)  // /home only
        #expect(!log.lines.contains("#1 superseded /recipe/1 [LaunchScreen]"))
        navigator.reportOpened(held, by: "LaunchScreen")
        #expect(log.lines.last == "#1 opened /recipe/1 by LaunchScreen [LaunchScreen]")
        #expect(log.linksNotEndedOnce() == [:])
    }
}
