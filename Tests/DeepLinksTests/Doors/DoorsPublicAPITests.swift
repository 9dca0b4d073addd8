import DeepLinksNavigation
import Foundation
import Testing

/// The README's "Every door" section, written as an app would, with only `import DeepLinks`.
@MainActor
@Suite struct DoorsPublicAPITests {
    enum Param: String, DeepLinkPathComponent {
        case recipeId, country, limit
        var capture: CaptureKind { self == .limit ? .int : .string }
    }

    enum Intent: Equatable, Sendable {
        case home
        case showRecipe(recipeId: String)
        case recipes(country: String?, limit: Int?)
    }

    /// The app's root screen: records what it opened.
    final class AppRoot: DeepLinkHandler {
        var deepLinkHandling: DeepLinkHandling<Intent>?
        var shown: [Intent] = []

        func handle(_ link: DeepLink<Intent>, animated: Bool) -> DeepLinkHandling<Intent> {
            .opened(link) { _ in self.shown.append(link.intent) }
        }
    }

    static func makeRouter() throws -> DeepLinkRouter<Param, Intent> {
        try DeepLinkRouter<Param, Intent>(schemes: ["myapp"], hosts: ["bestrecipes.com"]) {
            Route("home", name: "home") { _ in .home }
            Route("recipe" / .recipeId, name: "recipe") { p in
                .showRecipe(recipeId: try p.value(.recipeId))
            } reverse: { intent in
                guard case .showRecipe(let id) = intent else { return nil }
                return [.recipeId: id]
            }
            Route("recipes", name: "recipes", optional: .country, .limit) { p in
                .recipes(country: p[.country], limit: try? p.int(.limit))
            }
        }
    }

    @Test func everyDoorOpensTheSameScreen() throws {
        let navigator = DeepLinkNavigator(router: try Self.makeRouter(), openGates: [.authorization])
        navigator.shortcutItemFormat = ShortcutItemFormat(typePrefix: "com.bestrecipes.app.")
        navigator.duplicateWindow = 0  // one link through every door in turn, on purpose
        var doors: [LinkSource] = []
        navigator.onEvent = { event in
            if case .opened = event.kind { doors.append(event.source) }
        }
        let root = AppRoot()
        navigator.root = root
        let url = try #require(URL(string: "myapp://recipe/1234"))
        let webpageURL = try #require(URL(string: "https://bestrecipes.com/recipe/1234"))
        navigator.open(.url(url), animated: true)
        navigator.open(.pushPayload(["aps": ["alert": "New"], "type": "recipe", "recipeId": "1234"]), animated: true)
        navigator.open(.pushPayload(["url": "https://bestrecipes.com/recipe/1234"]), animated: true)
        navigator.open(.shortcutItem(type: "com.bestrecipes.app.recipe", userInfo: ["recipeId": 1234]), animated: true)
        navigator.open(.url(webpageURL, from: .userActivity), animated: true)
        navigator.open(.intent(.showRecipe(recipeId: "1234")), animated: true)
        let expected = [Intent](repeating: .showRecipe(recipeId: "1234"), count: 6)
        #expect(root.shown == expected)
        let expectedDoors: [LinkSource] = [
            .customScheme, .pushNotification, .pushNotification, .shortcutItem, .userActivity, .intent,
        ]
        #expect(doors == expectedDoors)
    }

    @Test func aShareLinkFromAnIntentMatchesBack() throws {
        let router = try Self.makeRouter()
        let share = try router.url(for: .intent(.showRecipe(recipeId: "a/b c")), host: "bestrecipes.com")
        #expect(share.absoluteString == "https://bestrecipes.com/recipe/a%2Fb%20c")
        #expect(router.match(.url(share))?.intent == .showRecipe(recipeId: "a/b c"))
        let open = try router.url(for: .route("recipes", parameters: [.country: "FR", .limit: "7"]), scheme: "myapp")
        #expect(open.absoluteString == "myapp://recipes?country=FR&limit=7")
        #expect(router.match(.url(open))?.intent == .recipes(country: "FR", limit: 7))
    }

    @Test func aPayloadThatLeadsNowhereIsAReasonNotACrash() throws {
        let navigator = DeepLinkNavigator(router: try Self.makeRouter(), openGates: [.authorization])
        let root = AppRoot()
        navigator.root = root
        let payloads: [[AnyHashable: Any]] = [
            [:], ["type": "recipe"], ["type": "recipe", "recipeId": NSNull()], ["url": 7], ["type": "nope"],
            ["data": "not a dictionary"], ["type": "recipe", "recipeId": Double.nan],
        ]
        var kinds: [DeepLinkError.Kind] = []
        for payload in payloads {
            if case .unmatched(let error) = navigator.open(.pushPayload(payload), animated: true) {
                kinds.append(error.kind)
            }
        }
        let expected: [DeepLinkError.Kind] = [
            .invalidPayload, .missingParameter, .invalidPayload, .invalidPayload, .unknownRouteName, .invalidPayload,
            .invalidPayload,
        ]
        #expect(kinds == expected)
        #expect(root.shown == [])
        // An optional item that is not a finite number is dropped, as a URL's optional item of the wrong kind is.
        let dropped = navigator.open(.pushPayload(["type": "recipes", "limit": Double.nan]), animated: true)
        guard case .handled = dropped else {
            Issue.record("expected the link to be handled, got \(dropped)")
            return
        }
        #expect(root.shown == [.recipes(country: nil, limit: nil)])
    }
}
