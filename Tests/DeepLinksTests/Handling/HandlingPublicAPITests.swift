// NB: a plain `import DeepLinks`, no `@testable`: this file proves the public API is enough to write handlers the
// way the README teaches, drive the navigator and read its events. Swift applies `@testable` per file, so an
// internal symbol used here would not compile.
import DeepLinksNavigation
import Foundation
import Testing

@MainActor
private final class ReadmeTabBar: DeepLinkHandler {
    var deepLinkHandling: DeepLinkHandling<MenuIntent>?  // kept by the library
    let myMenu = ReadmeMyMenu()
    var shown: [String] = []

    func handle(_ link: DeepLink<MenuIntent>, animated: Bool) -> DeepLinkHandling<MenuIntent> {
        switch link.intent {
        case .home, .recipe:
            .opened(link) { animated in self.shown.append("\(link.intent)\(animated ? " animated" : "")") }
        case .myMenu, .subscription, .editMenu:
            .passedThrough(link) { _ in  // reveal the next handler and return it
                self.shown.append("my menu tab")
                return self.myMenu
            }
        }
    }
}

@MainActor
private final class ReadmeMyMenu: DeepLinkHandler {
    var deepLinkHandling: DeepLinkHandling<MenuIntent>?
    var subscriptions: [String]?
    var loads = 0

    func handle(_ link: DeepLink<MenuIntent>, animated: Bool) -> DeepLinkHandling<MenuIntent> {
        guard let subscriptions else {
            return .delayed(link, animated: animated) { _ in self.loads += 1 }  // start loading
        }
        switch link.intent {
        case .subscription(let id) where !subscriptions.contains(id):
            return .rejected(link, reason: "no such subscription")
        default:
            return .opened(link)
        }
    }

    func subscriptionsDidLoad(_ ids: [String]) {
        subscriptions = ids
        completeDeepLinkHandling()
    }
}

@MainActor
@Suite struct HandlingPublicAPITests {
    @Test func theReadmeWalkThrough() throws {
        let navigator = DeepLinkNavigator(router: try makeMenuRouter())
        var lines: [String] = []
        navigator.onEvent = { lines.append("\($0)") }
        let appRoot = ReadmeTabBar()  // the app keeps its root: the navigator's is weak

        navigator.root = appRoot
        let url = try #require(URL(string: "menuapp://my-menu"))
        guard case .held(_, .waitingForAuthorization) = navigator.open(.url(url), animated: true) else {
            Issue.record("expected the link to wait for sign-in")
            return
        }
        navigator.authorizationDidChange(true)
        appRoot.myMenu.subscriptionsDidLoad(["abc"])
        #expect(
            lines == [
                "#1 received menuapp://my-menu (custom scheme)",
                "#1 matched /my-menu as /my-menu (requires authorization)",
                "#1 held /my-menu: waiting for authorization",
                "#1 replayed /my-menu",
                "#1 passed /my-menu from ReadmeTabBar to ReadmeMyMenu [ReadmeTabBar]",
                "#1 delayed /my-menu by ReadmeMyMenu [ReadmeTabBar → ReadmeMyMenu]",
                "#1 opened /my-menu by ReadmeMyMenu [ReadmeTabBar → ReadmeMyMenu]",
            ])
        #expect(appRoot.shown == ["my menu tab"])
        #expect(appRoot.myMenu.loads == 1)
        #expect(appRoot.myMenu.deepLinkHandling?.kind == .opened)
    }

    @Test func handleIsTestedAlone() throws {
        let myMenu = ReadmeMyMenu()
        myMenu.subscriptions = ["abc"]
        let link = try #require(try makeMenuRouter().match(.path("/subscription/zzz")))
        let handling = myMenu.handle(link, animated: true)
        #expect(handling.kind == .rejected)
        #expect(handling.reason == "no such subscription")
        #expect(handling.deepLink.path == "/subscription/zzz")
        #expect(myMenu.deepLinkHandling == nil)
        #expect(myMenu.loads == 0)
    }
}
