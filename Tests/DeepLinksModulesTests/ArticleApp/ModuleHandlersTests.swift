import DeepLinksNavigation
import DeepLinksTesting
import ProductsFeature
import ProfileFeature
import Testing

/// The article's app with a handler chain instead of the state model.
///
/// Its tabs hand each module's links to the module's own coordinator, which takes its own intent type. One `case` per
/// module, no adapter.
@MainActor
final class ArticleTabs: DeepLinkHandler {
    var deepLinkHandling: DeepLinkHandling<ArticleIntent>?
    var selected: DeepLinkSection = .home
    var products: ProductsCoordinator? = ProductsCoordinator()
    let profile = ProfileCoordinator()

    func handle(_ link: DeepLink<ArticleIntent>, animated: Bool) -> DeepLinkHandling<ArticleIntent> {
        switch link.intent {
        case .home:
            .opened(link) { _ in self.selected = .home }
        case .products(let intent):
            .passedThrough(link, as: intent) { _ in
                self.selected = .products
                return self.products
            }
        case .profile(let intent):
            .passedThrough(link, as: intent) { _ in
                self.selected = .profile
                return self.profile
            }
        }
    }
}

@MainActor
@Suite("Modules handle their own intents in the app's chain")
struct ModuleHandlersTests {
    let router: DeepLinkRouter<ArticleParam, ArticleIntent>

    init() throws {
        router = try ArticleLinks.makeRouter()
    }

    /// A navigator whose root is the tabs, and the events of each link.
    private func makeApp() -> (DeepLinkNavigator<ArticleParam, ArticleIntent>, ArticleTabs, EventRecorder) {
        let navigator = DeepLinkNavigator(router: router)
        let tabs = ArticleTabs()
        let events = EventRecorder()
        navigator.onEvent = { events.events.append($0) }
        navigator.root = tabs
        return (navigator, tabs, events)
    }

    @Test func aModulesCoordinatorReceivesTheLinkWithItsOwnIntent() throws {
        let (navigator, tabs, events) = makeApp()
        let outcome = navigator.open(.url("deeplinkapp://products?id=42"))
        #expect(tabs.selected == .products)
        #expect(tabs.products?.shown == [.product("42")])
        #expect(tabs.products?.deepLinkHandling?.deepLink.intent == .product("42"))
        #expect(tabs.products?.deepLinkHandling?.deepLink.path == "/products")
        guard case .handled(let handling) = outcome else {
            Issue.record("not handled: \(outcome)")
            return
        }
        #expect(handling.kind == .opened)
        #expect(handling.deepLink.intent == .products(.product("42")))
        #expect(tabs.deepLinkHandling?.description == "Passed deep link /products through to ProductsCoordinator")
        #expect(
            events.kinds(of: 1).dropFirst(2) == [
                .passedThrough(from: "ArticleTabs", to: "ProductsCoordinator"), .opened(by: "ProductsCoordinator"),
            ])
    }

    @Test func aModulesCoordinatorReadsTheCampaignFieldsOfTheAppsLink() throws {
        let (navigator, tabs, _) = makeApp()
        navigator.open(.path("/products/42/reviews?utm_source=mail&gclid=g"))
        tabs.products?.productDidLoad("42")
        let handed = try #require(tabs.products?.deepLinkHandling?.deepLink)
        // The module's link is the app's with the module's intent: its path, door and campaign fields.
        #expect(handed.intent == .reviews("42") && handed.path == "/products/42/reviews")
        #expect(handed.source == .path && handed.isFromApp)
        #expect(handed.campaign() == ["utm_source": "mail", "gclid": "g"])
    }

    @Test func aLinkAModuleDelaysCompletesThroughTheModule() throws {
        let (navigator, tabs, events) = makeApp()
        let outcome = navigator.open(.path("/products/42/reviews"))
        guard case .handled(let handling) = outcome else {
            Issue.record("not handled: \(outcome)")
            return
        }
        #expect(handling.kind == .delayed)
        #expect(handling.reason == "loading product 42")
        #expect(tabs.products?.shown == [])
        tabs.products?.productDidLoad("42")
        #expect(tabs.products?.shown == [.product("42"), .reviews("42")])
        #expect(events.terminalKinds(of: 1) == [.opened(by: "ProductsCoordinator")])
    }

    @Test func aNewerLinkSupersedesTheLinkAModuleHasDelayed() throws {
        let (navigator, tabs, events) = makeApp()
        navigator.open(.path("/products/1/reviews"))
        navigator.open(.path("/profile/settings"))
        #expect(events.terminalKinds(of: 1) == [.superseded])
        #expect(tabs.profile.shown == .settings)
        tabs.products?.productDidLoad("1")  // too late: nothing moves
        #expect(tabs.products?.shown == [])
        #expect(events.terminalKinds(of: 2) == [.opened(by: "ProfileCoordinator")])
    }

    @Test func aNewerLinkToTheSameModuleSupersedesTheOneItDelayed() throws {
        let (navigator, tabs, events) = makeApp()
        navigator.open(.path("/products/1/reviews"))
        navigator.open(.path("/products/2/reviews/photos"))
        #expect(events.terminalKinds(of: 1) == [.superseded])
        tabs.products?.productDidLoad("2")
        #expect(tabs.products?.shown == [.product("2"), .photos("2")])
        #expect(events.terminalKinds(of: 2) == [.opened(by: "ProductsCoordinator")])
    }

    @Test func aModuleWhoseCoordinatorIsGoneRejectsTheLink() throws {
        let (navigator, tabs, events) = makeApp()
        tabs.products = nil
        navigator.open(.path("/products?id=3"))
        #expect(
            events.terminalKinds(of: 1) == [.rejected(by: "ArticleTabs", reason: "the next handler is not available")])
    }

    @Test func aCoordinatorReleasedWhileItDelaysALinkDropsIt() throws {
        let (navigator, tabs, events) = makeApp()
        navigator.open(.path("/products/5/reviews"))
        tabs.products = nil
        navigator.rootDidBecomeReady()  // any call of the navigator's sweeps
        #expect(events.terminalKinds(of: 1) == [.dropped(.handlerReleased)])
    }
}

/// The events of a navigator, by link.
@MainActor
final class EventRecorder {
    var events: [DeepLinkEvent] = []

    /// What happened to link `id`, in order.
    func kinds(of id: Int) -> [DeepLinkEvent.Kind] {
        events.filter { $0.linkID == id }.map(\.kind)
    }

    /// The terminal events of link `id`: one, whatever happened.
    func terminalKinds(of id: Int) -> [DeepLinkEvent.Kind] {
        events.filter { $0.linkID == id && $0.kind.isTerminal }.map(\.kind)
    }
}
