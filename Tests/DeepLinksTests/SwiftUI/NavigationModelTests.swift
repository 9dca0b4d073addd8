import DeepLinksSwiftUI
import DeepLinksTesting
import Foundation
import Observation
import Testing

/// Counts the model's change notifications, as SwiftUI would see them: one tracking at a time, renewed after each.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
final class ChangeCounter {
    private(set) var count = 0
    private let model: DeepLinkNavigationModel<ScreenParam, Screen>

    init(_ model: DeepLinkNavigationModel<ScreenParam, Screen>) {
        self.model = model
        track()
    }

    private func track() {
        withObservationTracking {
            _ = model.state
        } onChange: { [weak self] in
            // Called once per tracking, in the change's `willSet`, on the main actor that writes: renewed at once, so
            // that a second write of the same link is counted too.
            MainActor.assumeIsolated {
                self?.count += 1
                self?.track()
            }
        }
    }

    /// Lets tasks the change started run (none should change the state).
    func settle() async {
        for _ in 0..<20 { await Task.yield() }
    }
}

// NB: Swift Testing refuses `@available` on a suite or a test: each test checks it (always true on Linux).
@MainActor
@Suite("Navigation model: observable state, one change a link")
struct NavigationModelTests {
    let router: DeepLinkRouter<ScreenParam, Screen>
    let clock = ManualClock()

    init() throws {
        router = try makeScreenRouter()
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    private func makeModel(openGates: Set<DeepLinkGate> = []) -> DeepLinkNavigationModel<ScreenParam, Screen> {
        let clock = self.clock
        return DeepLinkNavigationModel(
            navigator: DeepLinkNavigator(router: router, openGates: openGates, now: { clock.now }))
    }

    @Test func theModelIsTheNavigatorsRootAndShowsEachLinksStack() {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) else { return }
        let model = makeModel()
        #expect(model.navigator.root === model)
        model.navigator.open(.url("deeplinkapp://recipes/42/reviews"))
        #expect(model.state.section == .recipes)
        #expect(model.state.path == [.recipe("42"), .reviews("42")])
        #expect(model.deepLinkHandling?.kind == .opened)
    }

    @Test func aLinkThatArrivedBeforeTheModelOpensWhenItIsMade() {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) else { return }
        let navigator = DeepLinkNavigator(router: router)
        navigator.open(.path("/products?id=42"), animated: false)
        #expect(navigator.heldLink?.reason == .waitingForRoot)
        let model = DeepLinkNavigationModel(navigator: navigator)
        #expect(model.state == DeepLinkNavigationState(section: .shop, paths: [.shop: [.product("42")]]))
        #expect(navigator.heldLink == nil)
    }

    @Test func eachLinkChangesTheStateOnceWhateverItsSteps() async {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) else { return }
        let model = makeModel()
        let counter = ChangeCounter(model)
        let links = ["/recipes/1", "/recipes/1/reviews/photos/2", "/products/reviews?id=3", "/help/x", "/profile"]
        for (number, path) in links.enumerated() {
            model.navigator.open(.path(path))
            await counter.settle()
            #expect(counter.count == number + 1, "after \(path)")
        }
        #expect(model.state.section == .profile)
    }

    @Test func linksThatDoNotOpenLeaveTheStateUntouched() async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) else { return }
        let gated = try DeepLinkRouter<ScreenParam, Screen> {
            RouteSection(.recipes) {
                Route("recipes" / .recipeId, name: "recipe") { p in
                    let id = try p.value(.recipeId)
                    return id == "draft" ? nil : .recipe(id)
                }
                Route("recipes" / .recipeId / "reviews") { p in .reviews(try p.value(.recipeId)) }.parent("recipe")
            }
            Authorized { Route("profile") { _ in .profile } }
        }
        let model = DeepLinkNavigationModel(navigator: DeepLinkNavigator(router: gated))
        var terminal: [Int: Int] = [:]
        model.navigator.onEvent = { event in
            if event.kind.isTerminal { terminal[event.linkID, default: 0] += 1 }
        }
        let counter = ChangeCounter(model)
        model.navigator.open(.path("/nowhere"))  // unmatched
        model.navigator.open(.path("/recipes/draft/reviews"))  // its parent declines: rejected
        model.navigator.open(.path("/profile"))  // held for sign-in
        await counter.settle()
        #expect(counter.count == 0)
        #expect(model.state == DeepLinkNavigationState())
        #expect(model.deepLinkHandling?.kind == .rejected)
        #expect(model.deepLinkHandling?.error.map { "\($0)" }?.contains("its parent 'recipe' did not open") == true)
        model.navigator.authorizationDidChange(true)
        await counter.settle()
        #expect(counter.count == 1)
        #expect(model.state.path == [.profile])
        #expect(terminal == [1: 1, 2: 1, 3: 1])
    }

    @Test func heldSupersededAndDuplicateLinksEndOnceAndChangeTheStateOnce() async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) else { return }
        let gated = try DeepLinkRouter<ScreenParam, Screen>(schemes: ["deeplinkapp"]) {
            Authorized {
                RouteSection(.shop) {
                    Route("products", name: "products") { _ in .shop }.sectionRoot()
                    Route("products", name: "product", query: .id) { p in .product(try p.value(.id)) }
                        .parent("products")
                }
            }
        }
        let clock = self.clock
        let navigator = DeepLinkNavigator(router: gated, now: { clock.now })
        var terminal: [Int: [String]] = [:]
        navigator.onEvent = { event in
            if event.kind.isTerminal { terminal[event.linkID, default: []].append("\(event.kind)") }
        }
        let model = DeepLinkNavigationModel(navigator: navigator)
        let counter = ChangeCounter(model)
        navigator.open(.url("deeplinkapp://products?id=1"))  // held for sign-in
        navigator.open(.url("deeplinkapp://products?id=2"))  // supersedes it
        navigator.open(.url("deeplinkapp://products?id=2"))  // a duplicate of the second
        navigator.authorizationDidChange(true)
        await counter.settle()
        #expect(counter.count == 1)
        #expect(model.state[path: .shop] == [.product("2")])
        #expect(terminal.count == 3)
        #expect(terminal.values.allSatisfy { $0.count == 1 })
        #expect(terminal[1]?.first?.hasPrefix("superseded") == true)
        #expect(terminal[3]?.first?.hasPrefix("duplicate") == true)
        #expect(terminal[2]?.first?.hasPrefix("opened") == true)
    }

    @Test func theAppWritesTheStateTooAndTheNextLinkStartsFromIt() {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) else { return }
        let model = makeModel()
        model.navigator.open(.path("/recipes/42/reviews"))
        model.state.path.removeLast()  // the back gesture
        model.state.section = .shop  // a tab tapped
        model.navigator.open(.path("/help/faq"))
        #expect(model.state.section == .shop)
        #expect(model.state[path: .shop] == [.help("faq")])
        #expect(model.state[path: .recipes] == [.recipe("42")])
    }

    @Test func theCounterSeesEveryWriteSoOneALinkIsAMeasure() async {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) else { return }
        let model = makeModel()
        let counter = ChangeCounter(model)
        model.state.section = .shop
        model.state.path = [.product("1")]
        await counter.settle()
        #expect(counter.count == 2)
    }

    @Test func theLibrarysStepsAreNotObserved() async {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) else { return }
        let model = makeModel()
        let counter = ChangeCounter(model)
        model.deepLinkHandling = nil
        model.navigator.open(.path("/nowhere"))
        await counter.settle()
        #expect(counter.count == 0)
    }
}
