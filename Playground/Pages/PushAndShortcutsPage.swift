import DeepLinksNavigation

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The tour's page on the doors links come through: one screen reached from a URL, push payloads, a shortcut item
/// and an intent, and payloads that lead nowhere.
enum PushAndShortcutsPage: PlaygroundPage {
    static let name = "push-and-shortcuts"
    static let title = "Every door, one route table: the same screen from a URL, a push, a shortcut and an intent"
    static let summary = "push payloads, shortcut items and intents through the same routes, and payloads that fail"

    @MainActor
    static func render() -> [String] {
        var out = [title, ""]
        guard let router = try? makeRecipeAppRouter() else { return out + ["  (the router did not build)"] }
        let navigator = DeepLinkNavigator(router: router, openGates: [.authorization])
        navigator.shortcutItemFormat = ShortcutItemFormat(typePrefix: "com.bestrecipes.app.")
        navigator.duplicateWindow = 0  // this page opens one link through every door in turn, on purpose
        let log = TourLog()
        navigator.onEvent = { log.lines.append("  \($0)") }
        let root = TourRoot(log: log)  // the app keeps its root: the navigator holds it weakly
        navigator.root = root

        func step(_ title: String, _ action: () -> Void) { log.step(title, into: &out, action) }
        step("A custom-scheme link:") {
            if let url = URL(string: "myapp://recipe/42") { navigator.open(.url(url), animated: true) }
        }
        step("A link that carries a secret: the event line shows the query's names, never its values:") {
            if let url = URL(string: "myapp://recipe/42?token=s3cr3t-t0ken#access_token=abc") {
                navigator.open(.url(url), animated: true)
            }
        }
        step(#"A push payload that names the route: {"aps": {…}, "type": "recipe", "recipeId": 42}"#) {
            let payload: [AnyHashable: Any] = ["aps": ["alert": "A new recipe"], "type": "recipe", "recipeId": 42]
            navigator.open(.pushPayload(payload), animated: true)
        }
        step(#"A push payload that carries a link: {"data": {"deeplink": "https://bestrecipes.com/recipe/42"}}"#) {
            navigator.open(.pushPayload(["data": ["deeplink": "https://bestrecipes.com/recipe/42"]]), animated: true)
        }
        step(#"A home-screen shortcut item: type "com.bestrecipes.app.recipe", userInfo ["recipeId": "42"]"#) {
            navigator.open(
                .shortcutItem(type: "com.bestrecipes.app.recipe", userInfo: ["recipeId": "42"]), animated: true)
        }
        step("An intent the app opens itself (its route's reverse gives it a path):") {
            navigator.open(.intent(Traced(.showRecipe(recipeId: "42"))), animated: true)
        }
        step(#"A payload's values reach the handler untouched: {"type": "search", "query": "salt+pepper 100%"}"#) {
            navigator.open(.pushPayload(["type": "search", "query": "salt+pepper 100%"]), animated: true)
        }
        step(#"A payload that leads nowhere: {"type": "recipe", "recipeId": true}"#) {
            navigator.open(.pushPayload(["type": "recipe", "recipeId": true]), animated: true)
        }
        step(#"The debug route is the custom scheme's only: {"url": "myapp://debug/reset-onboarding"}"#) {
            navigator.open(.pushPayload(["url": "myapp://debug/reset-onboarding"]), animated: true)
        }

        out.append("A named route whose parameter is called like a key of the push format could only ever get the")
        out.append("wrong value (here the route's own name), so the router refuses it when it is built:")
        out.append(#"  Route("filter", name: "filter", query: .type) { p in .filter(try p.value(.type)) }"#)
        out.append("  → " + collisionError())
        out.append("")
        out.append("OpenedFrom(.customScheme) keeps the debug route from pushes, shortcuts and the web; the app's own")
        out.append("paths and intents are never limited. A link through another door:")
        out.append("  swift run playground match myapp://debug/reset-onboarding --from push-notification")
        return out
    }

    /// A parameter the push format's `type` key would fill with the route's name.
    enum FilterParam: String, DeepLinkPathComponent {
        case type
    }

    /// The error a router built with a `type` parameter on a named route throws.
    static func collisionError() -> String {
        do {
            _ = try DeepLinkRouter<FilterParam, String> {
                Route("filter", name: "filter", query: .type) { p in try p.value(.type) }
            }
            return "(built: expected an error)"
        } catch {
            return error.description
        }
    }
}

// After the page, so that the line numbers its text shows of the declarations above stay put.
extension PushAndShortcutsPage {
    static let products = ["DeepLinksNavigation"]
}
