import DeepLinksNavigation
import Foundation

/// The parameters of a recipe-subscription app without UIKit.
///
/// Its screens: launch screen → home tab bar → "my menu" list (loads subscriptions first) → subscription screen
/// (switches weeks first) → edit menu. Screens record the navigation they perform.
enum MenuParam: String, DeepLinkPathComponent {
    case subscriptionId, weekId, recipeId
    var capture: CaptureKind { self == .weekId ? .int : .string }
}

enum MenuIntent: Equatable, Sendable {
    case home
    case recipe(String)
    case myMenu
    case subscription(String)
    case editMenu(subscription: String, week: Int)
}

func makeMenuRouter() throws -> DeepLinkRouter<MenuParam, MenuIntent> {
    try DeepLinkRouter<MenuParam, MenuIntent>(schemes: ["menuapp"], hosts: ["menus.example"]) {
        Route("home") { _ in .home }
        Route("recipe" / .recipeId) { p in .recipe(try p.value(.recipeId)) }
        Authorized {
            Route("my-menu") { _ in .myMenu }
            RouteGroup("subscription" / .subscriptionId) {
                Route("") { p in .subscription(try p.value(.subscriptionId)) }
                Route(.weekId / "edit") { p in
                    .editMenu(subscription: try p.value(.subscriptionId), week: try p.int(.weekId))
                }
            }
        }
    }
}

/// The app's state and the navigation its screens performed, in order.
@MainActor
final class SimulatedApp {
    var log: [String] = []
    var subscriptions: [String]? = nil
    /// Subscriptions the app finds at once when it loads them: the "my menu" list completes its link from inside
    /// its own effect.
    var cachedSubscriptions: [String]? = nil
    let root: AppRoot

    init(launched: Bool = true) {
        root = AppRoot(launched: launched)
        root.app = self
        root.tabs.app = self
        root.tabs.myMenu.app = self
    }

    /// The subscriptions arrive; the "my menu" list completes a link it delayed.
    @discardableResult
    func subscriptionsDidLoad(_ ids: [String]) -> DeepLinkHandling<MenuIntent>? {
        subscriptions = ids
        return root.tabs.myMenu.completeDeepLinkHandling()
    }
}

/// The launch screen: delays links until launch has finished, then passes them to the tab bar.
@MainActor
final class AppRoot: DeepLinkHandler {
    var deepLinkHandling: DeepLinkHandling<MenuIntent>?
    var launched: Bool
    let tabs = HomeTabBar()
    weak var app: SimulatedApp?

    init(launched: Bool) { self.launched = launched }

    func handle(_ link: DeepLink<MenuIntent>, animated: Bool) -> DeepLinkHandling<MenuIntent> {
        launched ? .passedThrough(link) { _ in self.tabs } : .delayed(link, animated: animated)
    }

    func finishLaunch() {
        launched = true
        app?.log.append("root: show tabs")
        completeDeepLinkHandling()
    }
}

@MainActor
final class HomeTabBar: DeepLinkHandler {
    var deepLinkHandling: DeepLinkHandling<MenuIntent>?
    let myMenu = MyMenuList()
    weak var app: SimulatedApp?
    private(set) var handleCount = 0

    func handle(_ link: DeepLink<MenuIntent>, animated: Bool) -> DeepLinkHandling<MenuIntent> {
        handleCount += 1
        switch link.intent {
        case .home:
            return .opened(link) { _ in self.app?.log.append("tabs: select home") }
        case .recipe(let id):
            return .opened(link) { animated in
                self.app?.log.append(#"tabs: present recipe("\#(id)")\#(animated ? " animated" : "")"#)
            }
        case .myMenu, .subscription, .editMenu:
            return .passedThrough(link) { _ in
                self.app?.log.append("tabs: select my menu")
                return self.myMenu
            }
        }
    }
}

@MainActor
final class MyMenuList: DeepLinkHandler {
    var deepLinkHandling: DeepLinkHandling<MenuIntent>?
    weak var app: SimulatedApp?
    private(set) var pushed: SubscriptionScreen?

    func handle(_ link: DeepLink<MenuIntent>, animated: Bool) -> DeepLinkHandling<MenuIntent> {
        guard let subscriptions = app?.subscriptions else {
            return .delayed(link, animated: animated) { _ in self.loadSubscriptions() }
        }
        switch link.intent {
        case .myMenu:
            return .opened(link)
        case .subscription(let id), .editMenu(let id, _):
            guard subscriptions.contains(id) else { return .rejected(link, reason: "no such subscription") }
            return .passedThrough(link) { _ in self.push(id) }
        default:
            return .rejected(link)
        }
    }

    /// Starts loading; a cache answers at once, and the list completes the link there and then.
    private func loadSubscriptions() {
        app?.log.append("my menu: load subscriptions")
        guard let cached = app?.cachedSubscriptions else { return }
        app?.subscriptions = cached
        completeDeepLinkHandling()
    }

    /// Pushes the subscription screen for `id`, keeping the one already pushed for it.
    private func push(_ id: String) -> SubscriptionScreen {
        app?.log.append("my menu: push \(id)")
        if let pushed, pushed.id == id { return pushed }
        let screen = SubscriptionScreen(id: id)
        screen.app = app
        pushed = screen
        return screen
    }

    /// The user goes back: the pushed subscription screen closes, and nothing keeps it.
    func popSubscription() {
        pushed = nil
    }
}

@MainActor
final class SubscriptionScreen: DeepLinkHandler {
    var deepLinkHandling: DeepLinkHandling<MenuIntent>?
    let id: String
    var week = 1
    weak var app: SimulatedApp?
    let editMenu = EditMenuScreen()

    init(id: String) { self.id = id }

    func handle(_ link: DeepLink<MenuIntent>, animated: Bool) -> DeepLinkHandling<MenuIntent> {
        switch link.intent {
        case .editMenu(_, let week) where week != self.week:
            return .delayed(link, animated: animated) { _ in
                self.app?.log.append("subscription \(self.id): switch to week \(week)")
            }
        case .editMenu:
            return .passedThrough(link) { _ in self.editMenu }
        default:
            return .opened(link)
        }
    }

    /// The week the screen switched to has loaded.
    @discardableResult
    func weekDidLoad(_ week: Int) -> DeepLinkHandling<MenuIntent>? {
        self.week = week
        return completeDeepLinkHandling()
    }
}

@MainActor
final class EditMenuScreen: DeepLinkHandler {
    var deepLinkHandling: DeepLinkHandling<MenuIntent>?

    func handle(_ link: DeepLink<MenuIntent>, animated: Bool) -> DeepLinkHandling<MenuIntent> {
        .opened(link)
    }
}
