import DeepLinksNavigation
import DeepLinksTesting
import Foundation
import Testing

/// `RecordingNavigator`: the real navigator on the recipe app's routes, through cold start, sign-in, sign-out and
/// delayed links, read from what it recorded.
@MainActor
@Suite struct RecordingNavigatorTests {
    let router: DeepLinkRouter<RecipeParam, RecipeIntent>

    init() throws {
        router = try makeRecipeRouter()
    }

    @Test func aWarmStartOpensAtOnce() throws {
        let app = RecordingNavigator(router: router)
        let outcome = try app.open("bestrecipes://recipe/42")
        guard case .handled(let handling) = outcome else {
            Issue.record("expected the root to take the link, got \(outcome)")
            return
        }
        #expect(handling.kind == .opened)
        #expect(app.openedIntents == [.recipe(id: "42")])
        #expect(app.handledIntents == [.recipe(id: "42")])
        let log: [String] = app.eventLog
        let expected: [String] = [
            "#1 received bestrecipes://recipe/42 (custom scheme)",
            "#1 matched /recipe/42 as /recipe/:recipeId",
            "#1 opened /recipe/42 by RecordingRoot<RecipeIntent> [RecordingRoot<RecipeIntent>]",
        ]
        #expect(log == expected)
        #expect(app.events.allSatisfy { $0.date == Date(timeIntervalSince1970: 0) })
        #expect(app.pendingLinkIDs == [])
    }

    @Test func aLinkAtLaunchWaitsForTheRoot() throws {
        let app = RecordingNavigator(router: router, rootPresented: false)
        let outcome = try app.open("https://bestrecipes.com/recipe/42")
        guard case .held(_, .waitingForRoot) = outcome else {
            Issue.record("expected the link to be held for the root, got \(outcome)")
            return
        }
        #expect(app.heldLink?.reason == .waitingForRoot)
        #expect(app.openedIntents == [])
        #expect(app.pendingLinkIDs == [1])
        app.presentRoot()
        #expect(app.heldLink == nil)
        #expect(app.openedIntents == [.recipe(id: "42")])
        let log: [String] = app.eventLog
        let expected: [String] = [
            "#1 received https://bestrecipes.com/recipe/42 (universal link)",
            "#1 matched /recipe/42 as /recipe/:recipeId",
            "#1 held /recipe/42: waiting for the root handler or a subscriber",
            "#1 replayed /recipe/42",
            "#1 opened /recipe/42 by RecordingRoot<RecipeIntent> [RecordingRoot<RecipeIntent>]",
        ]
        #expect(log == expected)
        #expect(app.endings == [1: .opened(by: "RecordingRoot<RecipeIntent>")])
        #expect(app.pendingLinkIDs == [])
    }

    @Test func presentingTheRootAgainDeliversNothingTwice() throws {
        let app = RecordingNavigator(router: router)
        try app.open("/home")
        app.presentRoot()
        #expect(app.openedIntents == [.home])
        #expect(app.eventLog.count == 3)
    }

    @Test func aSignedOutLinkToAnAuthorizedRouteWaitsForSignIn() throws {
        let app = RecordingNavigator(router: router, signedIn: false)
        try app.open("https://bestrecipes.com/subscription/sub-1/12/edit")
        #expect(app.heldLink?.reason == .waitingForAuthorization)
        try app.open("/home")  // needs no sign-in: opens, and supersedes the held link
        #expect(app.openedIntents == [.home])
        try app.open("/orders")
        #expect(app.heldLink?.link.intent == .orders)
        app.signIn()
        #expect(app.openedIntents == [.home, .orders])
        let expectedEndings: [Int: DeepLinkEvent.Kind] = [
            1: .superseded, 2: .opened(by: "RecordingRoot<RecipeIntent>"),
            3: .opened(by: "RecordingRoot<RecipeIntent>"),
        ]
        #expect(app.endings == expectedEndings)
        let third: [String] = app.events(ofLink: 3).map(\.description)
        let expected: [String] = [
            "#3 received /orders (path)",
            "#3 matched /orders as /orders (requires authorization)",
            "#3 held /orders: waiting for authorization",
            "#3 replayed /orders",
            "#3 opened /orders by RecordingRoot<RecipeIntent> [RecordingRoot<RecipeIntent>]",
        ]
        #expect(third == expected)
        #expect(app.navigator.openGates.contains(.authorization))
    }

    @Test func signingOutDropsADelayedAuthorizedLink() throws {
        let app = RecordingNavigator(router: router) { _ in .delay }
        try app.open("/orders")
        #expect(app.root.deepLinkHandling?.kind == .delayed)
        #expect(app.pendingLinkIDs == [1])
        app.signOut()
        #expect(app.endings == [1: .dropped(.signedOut)])
        #expect(app.completeDelayedLink() == nil)
        #expect(app.openedIntents == [])
        let last: String? = app.eventLog.last
        #expect(last == "#1 dropped /orders: the user signed out [RecordingRoot<RecipeIntent>]")
    }

    @Test func aDelayedLinkCompletesAsTold() throws {
        let app = RecordingNavigator(router: router)
        app.root.decide = { intent in intent == .orders ? .delay : .open }
        try app.open("/orders")
        #expect(app.openedIntents == [])
        let handling = app.completeDelayedLink()
        #expect(handling?.kind == .opened)
        #expect(app.openedIntents == [.orders])
        #expect(app.handledIntents == [.orders, .orders])  // asked again on completion
        #expect(app.completeDelayedLink(with: .reject(reason: "gone")) == nil)  // nothing is pending any more
        let log: [String] = Array(app.eventLog.suffix(2))
        let expected: [String] = [
            "#1 delayed /orders by RecordingRoot<RecipeIntent> [RecordingRoot<RecipeIntent>]",
            "#1 opened /orders by RecordingRoot<RecipeIntent> [RecordingRoot<RecipeIntent>]",
        ]
        #expect(log == expected)
    }

    @Test func aDelayedLinkCanCompleteAsARejection() throws {
        let app = RecordingNavigator(router: router) { _ in .delay }
        try app.open("/recipe/42")
        let handling = app.completeDelayedLink(with: .reject(reason: "recipe withdrawn"))
        #expect(handling?.kind == .rejected)
        #expect(handling?.reason == "recipe withdrawn")
        #expect(app.endings == [1: .rejected(by: "RecordingRoot<RecipeIntent>", reason: "recipe withdrawn")])
        #expect(app.openedIntents == [])
    }

    @Test func aRejectedLinkEndsWithTheRootsReason() throws {
        let app = RecordingNavigator(router: router) { _ in .reject(reason: nil) }
        try app.open("bestrecipes://recipe/42")
        #expect(app.endings == [1: .rejected(by: "RecordingRoot<RecipeIntent>", reason: nil)])
        #expect(app.handledIntents == [.recipe(id: "42")])
        #expect(app.openedIntents == [])
    }

    @Test func dismissingTheRootDropsItsDelayedLinkAndHoldsTheNext() throws {
        let app = RecordingNavigator(router: router) { _ in .delay }
        try app.open("/recipe/42")
        app.dismissRoot()
        #expect(app.endings == [1: .dropped(.rootReplaced)])
        app.root.decide = { _ in .open }
        try app.open("/home")
        #expect(app.heldLink?.reason == .waitingForRoot)
        app.presentRoot()
        #expect(app.openedIntents == [.home])
        #expect(app.pendingLinkIDs == [])
    }

    @Test func aLinkThatMatchesNothingEndsUnmatched() throws {
        let app = RecordingNavigator(router: router)
        let outcome = try app.open("https://bestrecipes.com/debug/reset-onboarding")
        guard case .unmatched(let error) = outcome else {
            Issue.record("expected no match, got \(outcome)")
            return
        }
        #expect(app.endings == [1: .unmatched(error)])
        #expect(app.handledIntents == [])
    }

    @Test func textThatIsNotALinkNeverReachesTheNavigator() {
        let app = RecordingNavigator(router: router)
        #expect(throws: LinkTextError(text: "https://bestrecipes.com:port/recipe/42")) {
            try app.open("https://bestrecipes.com:port/recipe/42")
        }
        #expect(app.events == [])
        #expect(app.events(ofLink: 1) == [])
    }

    @Test func otherDoorsGoThroughTheRealNavigator() {
        let app = RecordingNavigator(router: router, signedIn: false)
        app.navigator.open(.intent(.editWeek(subscriptionId: "sub-1", week: 12)), animated: true)
        #expect(app.heldLink?.reason == .waitingForAuthorization)
        app.navigator.open(.pushPayload(["type": "recipe", "recipeId": "42"]), animated: false)
        #expect(app.openedIntents == [.recipe(id: "42")])
        let firstSource: LinkSource? = app.events(ofLink: 1).first?.source
        let secondSource: LinkSource? = app.events(ofLink: 2).first?.source
        #expect(firstSource == .intent)
        #expect(secondSource == .pushNotification)
        #expect(app.endings[1] == .superseded)
    }

    @Test func theRootIsKeptAliveByTheRecorder() throws {
        let app = RecordingNavigator(router: router)
        #expect(app.navigator.root === app.root)
        try app.open("/home")
        #expect(app.heldLink == nil)
        #expect(app.openedIntents == [.home])
    }

    @Test func theRootDecidesWithoutOpeningUntilTheLibraryRunsTheStep() throws {
        let root = RecordingRoot<RecipeIntent> { intent in intent == .orders ? .reject(reason: "closed") : .open }
        let link = try #require(router.match(.path("/recipe/42")))
        let handling = root.handle(link, animated: false)
        #expect(handling.kind == .opened)
        #expect(root.handledLinks == [link])
        #expect(root.openedLinks == [])  // the effect did not run
        let orders = try #require(router.match(.path("/orders")))
        #expect(root.handle(orders, animated: false).reason == "closed")
        root.open(link, animated: false)  // the library runs the step, then its effect
        #expect(root.openedLinks == [link])
    }

    @Test func eventsCarryTheGivenClocksDates() throws {
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        let app = RecordingNavigator(router: router, now: { date })
        try app.open("/home")
        let dates: [Date] = app.events.map(\.date)
        let expected: [Date] = [date, date, date]
        #expect(dates == expected)
    }

    /// The kit's clock stands still: the same URL twice is iOS delivering it twice, until the test lets time pass.
    @Test func theSameURLTwiceIsADuplicateUntilTheClockMoves() throws {
        let app = RecordingNavigator(router: router)
        try app.open("bestrecipes://recipe/42")
        guard case .duplicate(let first) = try app.open("bestrecipes://recipe/42") else {
            Issue.record("not a duplicate: \(app.eventLog)")
            return
        }
        #expect(first == 1)
        app.clock.advance(by: 2)
        try app.open("bestrecipes://recipe/42")
        #expect(app.openedIntents == [.recipe(id: "42"), .recipe(id: "42")])
        #expect(app.endings[2] == .duplicate(of: 1))
    }

    @Test func otherGatesOpenAtFirstBesideSignIn() throws {
        let signedOut = RecordingNavigator(router: router, signedIn: false, openGates: ["onboarded"])
        #expect(signedOut.navigator.openGates == ["onboarded"])
        let signedIn = RecordingNavigator(router: router, openGates: ["onboarded"])
        #expect(signedIn.navigator.openGates == [.authorization, "onboarded"])
    }
}
