import DeepLinks

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The entry-points part of the tour: one screen reached through every door, and share links built from intents.
@MainActor
enum DoorsTour {
    /// The intents the tour builds share links for, the last one refused on purpose.
    static let sharedIntents: [RecipeIntent] = [
        .showRecipe(recipeId: "42"),
        .search(query: "café au lait/2"),
        .recipes(country: "FR", limit: 7),
        .editWeek(subscriptionId: "abc", week: 3),
        .resetOnboarding,
    ]

    static func render() -> [String] {
        var out = ["Every door, one route table: the same screen from a URL, a push, a shortcut and an intent", ""]
        guard let router = try? makeRecipeAppRouter() else { return out + ["  (the router did not build)"] }
        let navigator = DeepLinkNavigator(router: router, isAuthorized: true)
        navigator.shortcutItemFormat = ShortcutItemFormat(typePrefix: "com.bestrecipes.app.")
        let log = TourLog()
        navigator.onEvent = { log.lines.append("  \($0)") }
        let root = TourRoot(log: log)  // the app keeps its root: the navigator holds it weakly
        navigator.root = root

        func step(_ title: String, _ action: () -> Void) { log.step(title, into: &out, action) }
        step("A custom-scheme link:") {
            if let url = URL(string: "myapp://recipe/42") { navigator.open(url, animated: true) }
        }
        step(#"A push payload that names the route: {"aps": {…}, "type": "recipe", "recipeId": 42}"#) {
            let payload: [AnyHashable: Any] = ["aps": ["alert": "A new recipe"], "type": "recipe", "recipeId": 42]
            navigator.open(pushPayload: payload, animated: true)
        }
        step(#"A push payload that carries a link: {"data": {"deeplink": "https://bestrecipes.com/recipe/42"}}"#) {
            navigator.open(pushPayload: ["data": ["deeplink": "https://bestrecipes.com/recipe/42"]], animated: true)
        }
        step(#"A home-screen shortcut item: type "com.bestrecipes.app.recipe", userInfo ["recipeId": "42"]"#) {
            navigator.open(shortcutItemType: "com.bestrecipes.app.recipe", userInfo: ["recipeId": "42"], animated: true)
        }
        step("An intent the app opens itself (its route's reverse gives it a path):") {
            navigator.open(intent: Traced(.showRecipe(recipeId: "42")), animated: true)
        }
        step(#"A payload's values reach the handler untouched: {"type": "search", "query": "salt+pepper 100%"}"#) {
            navigator.open(pushPayload: ["type": "search", "query": "salt+pepper 100%"], animated: true)
        }
        step(#"A payload that leads nowhere: {"type": "recipe", "recipeId": true}"#) {
            navigator.open(pushPayload: ["type": "recipe", "recipeId": true], animated: true)
        }
        step(#"The debug route is the custom scheme's only: {"url": "myapp://debug/reset-onboarding"}"#) {
            navigator.open(pushPayload: ["url": "myapp://debug/reset-onboarding"], animated: true)
        }

        out.append("Share links built from intents (each route declares its reverse)")
        for intent in sharedIntents {
            out.append("")
            out.append("  \(intent)")
            for form in ["universal link", "custom scheme"] {
                do {
                    let url =
                        form == "universal link"
                        ? try router.url(for: Traced(intent), host: "bestrecipes.com")
                        : try router.url(for: Traced(intent), scheme: "myapp")
                    let back = router.match(url).map { "\($0.intent.intent)" } ?? "no match"
                    out.append("    \(url.absoluteString)  → \(back)")
                } catch {
                    out.append("    \(form): \(error)")
                }
            }
        }
        return out
    }
}
