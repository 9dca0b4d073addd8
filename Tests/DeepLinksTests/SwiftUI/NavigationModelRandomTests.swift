import DeepLinksSwiftUI
import DeepLinksTestSupport
import DeepLinksTesting
import Foundation
import Observation
import Testing

/// The navigation model under a seeded random run of links through several doors, sign-in and sign-out, duplicates,
/// links whose parent declines, back pops and tab taps by the app, and a moving clock.
///
/// After every step the model's state is the one the documented rule gives (each opened link's stack, opened on the
/// state the app left), the state changed exactly once per opened link and once per write of the app, and at the
/// end every link ended exactly once. Every failure names its seed; replay one with
/// `DEEPLINKS_SEED=<seed> swift test --filter NavigationModelRandom`.
@MainActor
@Suite struct NavigationModelRandomTests {
    static func makeRouter() throws -> DeepLinkRouter<ScreenParam, Screen> {
        try DeepLinkRouter<ScreenParam, Screen>(schemes: ["deeplinkapp"], hosts: ["bestrecipes.com"]) {
            RouteSection(.recipes) {
                Route("recipes", name: "recipes") { _ in .recipes }.sectionRoot()
                Route("recipes" / .recipeId, name: "recipe") { p in
                    let id = try p.value(.recipeId)
                    return id == "draft" ? nil : .recipe(id)
                }
                .parent("recipes")
                Route("recipes" / .recipeId / "reviews", name: "reviews") { p in .reviews(try p.value(.recipeId)) }
                    .parent("recipe")
            }
            Authorized {
                RouteSection(.profile) {
                    Route("profile", name: "profile") { _ in .profile }.sectionRoot()
                    Route("profile" / "settings", name: "settings") { _ in .settings }.parent("profile")
                }
            }
            Route("help" / .rest, name: "help") { p in .help(try p.value(.rest)) }
        }
    }

    static let paths = [
        "/recipes", "/recipes/1", "/recipes/2/reviews", "/recipes/draft/reviews", "/profile", "/profile/settings",
        "/help/a", "/help/b/c", "/nope",
    ]

    @Test(arguments: DifferentialTests.seeds)
    func everyLinkEndsOnceAndTheStateFollowsTheRule(seed: UInt64) throws {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) else { return }
        var random = SplitMix(seed: seed)
        let router = try Self.makeRouter()
        let clock = ManualClock()
        let navigator = DeepLinkNavigator(router: router, now: { clock.now })
        var terminal: [Int: Int] = [:]
        var opened: [Int] = []
        navigator.onEvent = { event in
            guard event.kind.isTerminal else { return }
            terminal[event.linkID, default: 0] += 1
            if case .opened = event.kind { opened.append(event.linkID) }
        }
        let model = DeepLinkNavigationModel(navigator: navigator)
        let counter = ChangeCounter(model)
        var expected = DeepLinkNavigationState<Screen>()
        var expectedChanges = 0
        var received = 0
        for step in 0..<300 {
            let context = "seed \(seed), step \(step)"
            switch random.below(10) {
            case 0..<6:
                let path = random.pick(Self.paths)
                let link: IncomingLink<ScreenParam, Screen> =
                    switch random.below(4) {
                    case 0: .path(path)
                    case 1: .url("deeplinkapp:/" + path)
                    case 2: .url("https://bestrecipes.com" + path)
                    default: .pushPayload(["url": "deeplinkapp:/" + path])
                    }
                received += 1
                let before = opened.count
                navigator.open(link)
                // The links this call opened (a held one, or this one), in order, each on the state before it.
                for _ in before..<opened.count {
                    guard let handled = model.deepLinkHandling?.deepLink else { continue }
                    expected.open(try router.stack(for: handled))
                    expectedChanges += 1
                }
            case 6:
                let signedIn = random.chance(0.6)
                let before = opened.count
                navigator.authorizationDidChange(signedIn)
                if opened.count > before, let handled = model.deepLinkHandling?.deepLink {
                    expected.open(try router.stack(for: handled))
                    expectedChanges += 1
                }
            case 7:
                guard !model.state.path.isEmpty else { continue }
                model.state.path.removeLast()  // the back gesture
                expected.path.removeLast()
                expectedChanges += 1
            case 8:
                let section = random.pick([DeepLinkSection.recipes, .profile, .main])
                model.state.section = section  // a tab tapped
                expected.section = section
                expectedChanges += 1
            default:
                clock.advance(by: random.pick([0.5, 1, 3]))
            }
            #expect(model.state == expected, "\(context)")
            #expect(counter.count == expectedChanges, "\(context)")
            if model.state != expected || counter.count != expectedChanges { return }
        }
        navigator.authorizationDidChange(true)
        #expect(terminal.count == received, "seed \(seed)")
        #expect(terminal.values.allSatisfy { $0 == 1 }, "seed \(seed)")
        #expect(!opened.isEmpty, "seed \(seed)")
    }
}
