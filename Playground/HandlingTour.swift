import DeepLinks

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What the tour prints, in order: the navigator's events and the navigation the handlers' effects perform.
@MainActor
final class TourLog {
    var lines: [String] = []

    /// Runs `action`, then appends `title` and the lines `action` logged to `out`, and a blank line.
    func step(_ title: String, into out: inout [String], _ action: () -> Void) {
        action()
        out.append(title)
        out += lines
        out.append("")
        lines.removeAll()
    }
}

/// The app's root screen in the tour: opens recipes and searches itself, passes subscription links on.
@MainActor
final class TourRoot: DeepLinkHandler {
    var deepLinkHandling: DeepLinkHandling<Traced>?
    let subscriptions: TourSubscriptions
    let log: TourLog

    init(log: TourLog) {
        self.log = log
        subscriptions = TourSubscriptions(log: log)
    }

    func handle(_ link: DeepLink<Traced>, animated: Bool) -> DeepLinkHandling<Traced> {
        switch link.intent.intent {
        case .editWeek, .swapMenu:
            .passedThrough(link) { _ in
                self.log.lines.append("  → show the subscriptions tab")
                return self.subscriptions
            }
        case .resetOnboarding:
            .rejected(link, reason: "not in a release build")
        case let intent:
            .opened(link) { _ in self.log.lines.append("  → navigate to \(intent)") }
        }
    }
}

/// The subscriptions screen in the tour: it must load the subscriptions before it can open a link.
@MainActor
final class TourSubscriptions: DeepLinkHandler {
    var deepLinkHandling: DeepLinkHandling<Traced>?
    var loaded = false
    let log: TourLog

    init(log: TourLog) { self.log = log }

    func handle(_ link: DeepLink<Traced>, animated: Bool) -> DeepLinkHandling<Traced> {
        guard loaded else {
            return .delayed(link, animated: animated) { _ in self.log.lines.append("  → load the subscriptions") }
        }
        let intent = link.intent.intent
        return .opened(link) { _ in self.log.lines.append("  → navigate to \(intent)") }
    }

    func didLoad() {
        loaded = true
        completeDeepLinkHandling()
    }
}

/// The handling part of the tour: a navigator on the recipe app's router, driven through a cold start, a
/// sign-in, a sign-out and a delayed link, printing every event and the navigation it caused.
@MainActor
enum HandlingTour {
    static func render() -> [String] {
        var out = ["Handling: one door for every link, every step reported", ""]
        guard let router = try? makeRecipeAppRouter() else { return out + ["  (the router did not build)"] }
        let navigator = DeepLinkNavigator(router: router, isAuthorized: false)
        let log = TourLog()
        navigator.onEvent = { log.lines.append("  \($0)") }
        let root = TourRoot(log: log)  // the app keeps its root: the navigator holds it weakly

        func step(_ title: String, _ action: () -> Void) { log.step(title, into: &out, action) }
        func open(_ text: String) {
            if let url = URL(string: text) { navigator.open(url, animated: true) }
        }
        step("A link arrives during launch, before there is a root screen:") {
            if let url = URL(string: "myapp://recipe/42") { navigator.open(url, animated: false) }
        }
        step("The root screen appears:") { navigator.root = root }
        step("A link to an authorized route while signed out:") { open("myapp://subscription/abc/3/edit") }
        step("The user signs in; the subscriptions screen must load first:") {
            navigator.authorizationDidChange(true)
        }
        step("The user signs out before they load; the link is not kept for whoever signs in next:") {
            navigator.authorizationDidChange(false)
        }
        step("Signed in again, the user taps the link once more:") {
            navigator.authorizationDidChange(true)
            open("myapp://subscription/abc/3/edit")
        }
        step("The subscriptions have loaded:") { root.subscriptions.didLoad() }
        step("A link the root rejects, and one that matches no route:") {
            open("myapp://debug/reset-onboarding")
            open("myapp://nope")
        }
        return out
    }
}
