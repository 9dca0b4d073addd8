import DeepLinksNavigation

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The tour's page on handling: a navigator on the recipe app's router, driven through a cold start, a sign-in, a
/// sign-out and a delayed link, printing every event and the navigation it caused.
enum HandlingChainPage: PlaygroundPage {
    static let name = "handling-chain"
    static let title = "Handling: one door for every link, every step reported"
    static let summary = "the navigator through cold start, sign-in, sign-out, a delayed screen and a rejection"

    @MainActor
    static func render() -> [String] {
        var out = [title, ""]
        guard let router = try? makeRecipeAppRouter() else { return out + ["  (the router did not build)"] }
        let navigator = DeepLinkNavigator(router: router)
        let log = TourLog()
        navigator.onEvent = { log.lines.append("  \($0)") }
        let root = TourRoot(log: log)  // the app keeps its root: the navigator holds it weakly

        func step(_ title: String, _ action: () -> Void) { log.step(title, into: &out, action) }
        func open(_ text: String) {
            if let url = URL(string: text) { navigator.open(.url(url), animated: true) }
        }
        step("A link arrives during launch, before there is a root screen:") {
            if let url = URL(string: "myapp://recipe/42") { navigator.open(.url(url), animated: false) }
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

// After the page, so that the line numbers its text shows of the declarations above stay put.
extension HandlingChainPage {
    static let products = ["DeepLinksNavigation"]
}
