import Foundation
import Testing

@testable import DeepLinks
@testable import DeepLinksNavigation

/// Handlers decide without side effects: `handle` can be tested alone, and the chain runner runs the effects.
@MainActor
@Suite struct DeepLinkHandlerTests {
    func link(_ path: String) throws -> DeepLink<MenuIntent> {
        try #require(try makeMenuRouter().match(.path(path)))
    }

    @Test func handleIsAPureDecision() throws {
        let app = SimulatedApp()
        let handling = app.root.tabs.handle(try link("/my-menu"), animated: true)
        #expect(handling.kind == .passedThrough)
        #expect(handling.deepLink.intent == .myMenu)
        #expect(handling.reason == nil)
        #expect(handling.description == "Passed deep link /my-menu on to the next handler")
        #expect(app.log.isEmpty)
        #expect(app.root.tabs.deepLinkHandling == nil)
    }

    @Test func handleReturnsTheDelayWithoutStartingIt() throws {
        let app = SimulatedApp()
        let handling = app.root.tabs.myMenu.handle(try link("/subscription/abc"), animated: true)
        #expect(handling.kind == .delayed)
        #expect(handling.animated)
        #expect(app.log.isEmpty)  // "load subscriptions" is the effect: not run by `handle`
        app.subscriptions = ["abc"]
        let rejected = app.root.tabs.myMenu.handle(try link("/subscription/zzz"), animated: true)
        #expect(rejected.kind == .rejected)
        #expect(rejected.reason == "no such subscription")
        #expect(app.root.tabs.myMenu.pushed == nil)
    }

    @Test func openStoresRunsTheEffectsAndFollowsTheChain() throws {
        let app = SimulatedApp()
        app.subscriptions = ["abc"]
        let final = app.root.open(try link("/subscription/abc"), animated: false)
        #expect(final.kind == .opened)
        #expect(final.deepLink.intent == .subscription("abc"))
        #expect(app.log == ["tabs: select my menu", "my menu: push abc"])
        #expect(app.root.deepLinkHandling?.kind == .passedThrough)
        #expect(
            app.root.tabs.deepLinkHandling?.description == "Passed deep link /subscription/abc through to MyMenuList")
        #expect(app.root.tabs.myMenu.pushed?.deepLinkHandling?.kind == .opened)
    }

    @Test func theOutcomesAndWhatTheyCarry() throws {
        let recipe = try link("/recipe/42")
        let opened = DeepLinkHandling.opened(recipe)
        #expect(opened.kind == .opened)
        #expect(opened.deepLink == recipe)
        #expect(opened.error == nil)
        #expect(opened.reason == nil)
        #expect(!opened.animated)
        #expect(opened.description == "Opened deep link /recipe/42 → recipe(…)")

        let bare = DeepLinkHandling.rejected(recipe)
        #expect(bare.kind == .rejected)
        #expect(bare.error == nil)
        #expect(bare.description == "Rejected deep link /recipe/42")

        let worded = DeepLinkHandling.rejected(recipe, reason: "sold out")
        #expect(worded.error as? DeepLinkRejection == DeepLinkRejection("sold out"))
        #expect(worded.reason == "sold out")
        #expect(worded.description == "Rejected deep link /recipe/42 for reason: sold out")

        enum RecipeError: Error { case retired }
        let typed = DeepLinkHandling.rejected(recipe, error: RecipeError.retired)
        #expect(typed.error as? RecipeError == .retired)
        #expect(typed.reason == "retired")

        let delayed = DeepLinkHandling.delayed(recipe, animated: true)
        #expect(delayed.kind == .delayed)
        #expect(delayed.animated)
        #expect(delayed.description == "Delayed deep link /recipe/42 (animated)")
        #expect(DeepLinkHandling.delayed(recipe, animated: false).description == "Delayed deep link /recipe/42")
    }

    /// A handler whose effects note what the state and the events said when they ran.
    @MainActor
    final class Witness: DeepLinkHandler {
        var deepLinkHandling: DeepLinkHandling<MenuIntent>?
        var seen: [String] = []
        var events: () -> [String] = { [] }

        func handle(_ link: DeepLink<MenuIntent>, animated: Bool) -> DeepLinkHandling<MenuIntent> {
            .opened(link) { animated in
                self.seen.append("state \(self.deepLinkHandling?.kind == .opened), animated \(animated)")
                self.seen.append("last event: \(self.events().last ?? "none")")
            }
        }
    }

    @Test func anEffectRunsOnceAfterTheStepIsStoredAndReported() throws {
        let witness = Witness()
        let navigator = DeepLinkNavigator(router: try makeMenuRouter(), openGates: [.authorization])
        let log = EventLog()
        log.attach(to: navigator)
        witness.events = { log.lines }
        navigator.root = witness
        navigator.open(.path("/home"), animated: true)
        #expect(witness.seen == ["state true, animated true", "last event: #1 opened /home by Witness [Witness]"])
        #expect(witness.deepLinkHandling?.effect == nil)  // not kept: it ran once
    }

    /// A handler whose next screen may be gone by the time the chain runs.
    @MainActor
    final class Menu: DeepLinkHandler {
        var deepLinkHandling: DeepLinkHandling<MenuIntent>?
        weak var detail: EditMenuScreen?

        func handle(_ link: DeepLink<MenuIntent>, animated: Bool) -> DeepLinkHandling<MenuIntent> {
            .passedThrough(link) { [weak self] _ in self?.detail }
        }
    }

    @Test func aNextHandlerThatIsGoneTurnsTheStepIntoARejection() throws {
        let menu = Menu()
        let navigator = DeepLinkNavigator(router: try makeMenuRouter(), openGates: [.authorization])
        let log = EventLog()
        log.attach(to: navigator)
        navigator.root = menu
        let detail = EditMenuScreen()
        menu.detail = detail
        #expect(navigator.open(.path("/home"), animated: true).handling?.kind == .opened)
        menu.detail = nil
        let handling = try #require(navigator.open(.path("/home"), animated: true).handling)
        #expect(handling.kind == .rejected)
        #expect(handling.reason == "the next handler is not available")
        #expect(menu.deepLinkHandling?.kind == .rejected)
        #expect(log.lines.last == "#2 rejected /home by Menu for reason: the next handler is not available [Menu]")
        #expect(log.linksNotEndedOnce() == [:])
    }

    /// Always delays, and its effect always completes at once: a loop the chain limit must stop.
    @MainActor
    final class Impatient: DeepLinkHandler {
        var deepLinkHandling: DeepLinkHandling<MenuIntent>?
        func handle(_ link: DeepLink<MenuIntent>, animated: Bool) -> DeepLinkHandling<MenuIntent> {
            .delayed(link, animated: animated) { _ in self.completeDeepLinkHandling() }
        }
    }

    @Test func aDelayThatCompletesItselfForeverMeetsTheChainLimit() throws {
        let handler = Impatient()
        let navigator = DeepLinkNavigator(router: try makeMenuRouter(), openGates: [.authorization])
        let log = EventLog()
        log.attach(to: navigator)
        navigator.root = handler
        let handling = try #require(navigator.open(.path("/home"), animated: false).handling)
        #expect(handling.kind == .rejected)
        #expect(handling.reason == "the handler chain is longer than 64 handlers; is there a cycle?")
        #expect(log.events.filter { $0.kind == .delayed(by: "Impatient") }.count == deepLinkChainLimit)
        #expect(handler.deepLinkHandling?.kind == .rejected)
        #expect(log.linksNotEndedOnce() == [:])
    }

    @Test func aLinkOpenedWithoutTheNavigatorCompletesToo() throws {
        let app = SimulatedApp()
        #expect(app.root.open(try link("/my-menu"), animated: true).kind == .delayed)
        #expect(app.subscriptionsDidLoad([])?.kind == .opened)
        #expect(app.subscriptionsDidLoad([]) == nil)
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
            return .passedThrough(link) { _ in other }
        }
    }

    @Test func aCycleIsRejectedAfterSixtyFourHandlers() throws {
        let first = Ping()
        let second = Ping()
        first.other = second
        second.other = first
        let navigator = DeepLinkNavigator(router: try makeMenuRouter(), openGates: [.authorization])
        var events: [DeepLinkEvent] = []
        navigator.onEvent = { events.append($0) }
        navigator.root = first
        let handling = try #require(navigator.open(.path("/home"), animated: false).handling)
        #expect(handling.kind == .rejected)
        #expect(handling.reason == "the handler chain is longer than 64 handlers; is there a cycle?")
        #expect(events.filter { if case .passedThrough = $0.kind { true } else { false } }.count == 63)
        #expect(events.last?.trace.count == 64)
        // A second link walks the states the cycle left behind without recursing forever.
        #expect(navigator.open(.path("/home"), animated: false).handling?.kind == .rejected)
    }
}
