import DeepLinks

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The app's root screen in the tour: opens recipes and searches itself, passes subscription links on.
@MainActor
final class TourRoot: DeepLinkHandler {
    var deepLinkHandling: DeepLinkHandling<Traced>?
    let subscriptions = TourSubscriptions()

    func handle(_ link: DeepLink<Traced>, animated: Bool) -> DeepLinkHandling<Traced> {
        switch link.intent.intent {
        case .editWeek, .swapMenu: .passedThrough(to: subscriptions, link)
        case .resetOnboarding: .rejected(link, reason: "not in a release build")
        default: .opened(link)
        }
    }
}

/// The subscriptions screen in the tour: it must load the subscriptions before it can open a link.
@MainActor
final class TourSubscriptions: DeepLinkHandler {
    var deepLinkHandling: DeepLinkHandling<Traced>?
    var loaded = false

    func handle(_ link: DeepLink<Traced>, animated: Bool) -> DeepLinkHandling<Traced> {
        loaded ? .opened(link) : .delayed(link, animated: animated)
    }

    func didLoad() {
        loaded = true
        completeDeepLinkHandling()
    }
}

/// The handling part of the tour: a navigator on the recipe app's router, driven through a cold start, a
/// sign-in and a delayed link, printing every event.
@MainActor
enum HandlingTour {
    static func render() -> [String] {
        var out = ["Handling: one door for every link, every step reported", ""]
        guard let router = try? makeRecipeAppRouter() else { return out + ["  (the router did not build)"] }
        let navigator = DeepLinkNavigator(router: router, isAuthorized: false)
        var events: [String] = []
        navigator.onEvent = { events.append("  \($0)") }
        let root = TourRoot()

        func step(_ title: String, _ action: () -> Void) {
            action()
            out.append(title)
            out += events
            out.append("")
            events.removeAll()
        }
        step("A link arrives during launch, before there is a root screen:") {
            if let url = URL(string: "myapp://recipe/42") { navigator.open(url, animated: false) }
        }
        step("The root screen appears:") { navigator.root = root }
        step("A link to an authorized route while signed out:") {
            if let url = URL(string: "myapp://subscription/abc/3/edit") { navigator.open(url, animated: true) }
        }
        step("The user signs in; the subscriptions screen must load first:") {
            navigator.authorizationDidChange(true)
        }
        step("The subscriptions have loaded:") { root.subscriptions.didLoad() }
        step("A link the root rejects, and one that matches no route:") {
            if let url = URL(string: "myapp://debug/reset-onboarding") { navigator.open(url, animated: true) }
            if let url = URL(string: "myapp://nope") { navigator.open(url, animated: true) }
        }
        return out
    }
}
