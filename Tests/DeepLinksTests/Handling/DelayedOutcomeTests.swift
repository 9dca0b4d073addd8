import DeepLinksNavigation
import DeepLinksTestSupport
import Foundation
import Testing

/// A screen that delays every link to load its data, then opens it, or fails it when the load fails: the recipe
/// app's pattern, with no flag to reject on a second `handle`.
@MainActor
final class LoadingScreen: DeepLinkHandler {
    enum LoadError: Error, CustomStringConvertible {
        case offline
        var description: String { "the recipes could not load: offline" }
    }

    var deepLinkHandling: DeepLinkHandling<DoorIntent>?
    private(set) var handleCount = 0
    private(set) var shown: [DoorIntent] = []
    private(set) var loads = 0

    func handle(_ link: DeepLink<DoorIntent>, animated: Bool) -> DeepLinkHandling<DoorIntent> {
        handleCount += 1
        guard handleCount > 1 else {
            return .delayed(link, animated: animated, reason: "loading recipes") { _ in self.loads += 1 }
        }
        return .opened(link) { _ in self.shown.append(link.intent) }
    }

    func loadDidFail(_ error: LoadError) {
        completeDeepLinkHandling { link in .rejected(link, error: error) }
    }
}

/// Delays carry their reason, and a handler ends its delayed link with any outcome without deciding again.
@MainActor
@Suite struct DelayedOutcomeTests {
    let navigator: DeepLinkNavigator<DoorParam, DoorIntent>
    let screen = LoadingScreen()
    let log = EventLog()

    init() throws {
        navigator = DeepLinkNavigator(router: try makeDoorRouter())
        log.attach(to: navigator)
        navigator.root = screen
    }

    @Test func aDelayCarriesItsReasonIntoItsEventAndItsOutcome() {
        let outcome = navigator.open(.path("/recipe/1"), animated: true)
        guard case .handled(let handling) = outcome else {
            Issue.record("not handled: \(outcome)")
            return
        }
        #expect(handling.kind == .delayed)
        #expect(handling.reason == "loading recipes")
        #expect(handling.error == nil)
        #expect("\(handling)" == "Delayed deep link /recipe/1 (animated) for reason: loading recipes")
        #expect(log.events.last?.kind == .delayed(by: "LoadingScreen", reason: "loading recipes"))
        #expect(log.lines.last == "#1 delayed /recipe/1 by LoadingScreen for reason: loading recipes [LoadingScreen]")
    }

    /// The load fails: one `rejected` event with the error's reason, and `handle` is not called again.
    @Test func aDelayedLinkFailsAfterALoadErrorWithoutASecondHandle() throws {
        navigator.open(.path("/recipe/1"), animated: true)
        screen.loadDidFail(.offline)
        #expect(screen.handleCount == 1)
        #expect(screen.shown.isEmpty)
        #expect(screen.deepLinkHandling?.kind == .rejected)
        #expect(screen.deepLinkHandling?.error is LoadingScreen.LoadError)
        let rejected: [String] = log.lines.filter { $0.contains("rejected") }
        let expected: [String] = [
            "#1 rejected /recipe/1 by LoadingScreen for reason: the recipes could not load: offline [LoadingScreen]"
        ]
        #expect(rejected == expected)
        #expect(screen.completeDeepLinkHandling() == nil)  // nothing pending any more
        #expect(log.linksNotEndedOnce() == [:])
    }

    /// The outcome the handler gives goes through the chain as `handle`'s would: its effect runs once, after its
    /// event.
    @Test func aDelayedLinkEndsOpenedWithTheEffectTheHandlerGives() throws {
        navigator.open(.path("/recipe/1"), animated: true)
        var effects = 0
        let final = screen.completeDeepLinkHandling { link in .opened(link) { _ in effects += 1 } }
        #expect(final?.kind == .opened)
        #expect(effects == 1)
        #expect(screen.handleCount == 1)
        #expect(log.lines.last == "#1 opened /recipe/1 by LoadingScreen [LoadingScreen]")
        #expect(log.linksNotEndedOnce() == [:])
    }

    /// Nothing pending (never delayed, or ended meanwhile): the closure is not called.
    @Test func nothingPendingMeansTheClosureIsNotCalled() {
        var calls = 0
        #expect(
            screen.completeDeepLinkHandling { link in
                calls += 1
                return .rejected(link)
            } == nil)
        navigator.open(.path("/recipe/1"), animated: true)
        navigator.open(.path("/recipe/2"), animated: true)  // supersedes #1 while it is delayed
        navigator.root = nil  // drops #2, delayed in the old root's chain
        #expect(
            screen.completeDeepLinkHandling { link in
                calls += 1
                return .rejected(link)
            } == nil)
        #expect(calls == 0)
        #expect(log.linksNotEndedOnce() == [:])
    }
}
