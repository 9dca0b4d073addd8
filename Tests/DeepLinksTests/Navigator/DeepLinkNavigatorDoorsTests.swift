import DeepLinksNavigation
import DeepLinksTestSupport
import Foundation
import Testing

/// A root that opens every link and records the intents it opened.
@MainActor
final class RecordingRoot: DeepLinkHandler {
    var deepLinkHandling: DeepLinkHandling<DoorIntent>?
    var opened: [DoorIntent] = []

    func handle(_ link: DeepLink<DoorIntent>, animated: Bool) -> DeepLinkHandling<DoorIntent> {
        .opened(link) { _ in self.opened.append(link.intent) }
    }
}

/// Every door through the navigator: the same holding, chain and tracking as a URL, and the door on every event.
@MainActor
@Suite struct DeepLinkNavigatorDoorsTests {
    let navigator: DeepLinkNavigator<DoorParam, DoorIntent>
    let root = RecordingRoot()
    let log = EventLog()

    init() throws {
        navigator = DeepLinkNavigator(router: try makeDoorRouter())
        log.attach(to: navigator)
    }

    @Test func aPushPayloadByName() {
        navigator.root = root
        navigator.open(.pushPayload(["aps": ["alert": "New recipe"], "type": "recipe", "id": "1234"]), animated: true)
        let expected: [String] = [
            "#1 received type 'recipe' (push notification)",
            "#1 matched /recipe/1234 as /recipe/:id",
            "#1 opened /recipe/1234 by RecordingRoot [RecordingRoot]",
        ]
        #expect(log.lines == expected)
        #expect(root.opened == [.recipe("1234")])
        #expect(log.events.allSatisfy { $0.source == .pushNotification })
    }

    @Test func aPushPayloadWithALinkShowsTheLink() {
        navigator.root = root
        navigator.open(.pushPayload(["data": ["deeplink": "myapp://recipe/9"]]), animated: true)
        #expect(log.lines.first == "#1 received myapp://recipe/9 (push notification)")
        #expect(root.opened == [.recipe("9")])
    }

    @Test func aPayloadThatLeadsNowhereIsUnmatchedWithItsReason() {
        navigator.root = root
        let outcome = navigator.open(.pushPayload(["type": "recipe", "id": true]), animated: true)
        guard case .unmatched(let error) = outcome else {
            Issue.record("expected unmatched, got \(outcome)")
            return
        }
        #expect(error.kind == .invalidPayload)
        let expected: [String] = [
            "#1 received type 'recipe' (push notification)",
            "#1 unmatched: Invalid push notification: 'id' is a Boolean; parameters are strings or numbers.",
        ]
        #expect(log.lines == expected)
        #expect(log.events.last?.path == nil)
        #expect(log.linksNotEndedOnce() == [:])
    }

    @Test func aPushOnColdStartIsHeldUntilTheRoot() {
        let outcome = navigator.open(.pushPayload(["type": "order", "number": 7]), animated: false)
        #expect(outcome.holdReason == .waitingForRoot)
        navigator.root = root
        #expect(root.opened == [.order(7)])
        #expect(log.linksNotEndedOnce() == [:])
    }

    @Test func aShortcutItem() {
        navigator.root = root
        navigator.shortcutItemFormat = ShortcutItemFormat(typePrefix: "com.bestrecipes.app.")
        navigator.open(.shortcutItem(type: "com.bestrecipes.app.recipe", userInfo: ["id": "42"]), animated: true)
        #expect(root.opened == [.recipe("42")])
        #expect(log.lines.first == "#1 received com.bestrecipes.app.recipe (shortcut item)")
        #expect(log.events.allSatisfy { $0.source == .shortcutItem })
    }

    @Test func aUserActivity() throws {
        navigator.root = root
        let url = try #require(URL(string: "https://bestrecipes.com/invite/abc"))
        navigator.open(.url(url, from: .userActivity), animated: true)
        #expect(root.opened == [.invite("abc")])
        #expect(log.events.allSatisfy { $0.source == .userActivity })
    }

    @Test func anIntentWithAReverseHasItsRoutesPath() {
        navigator.root = root
        navigator.open(.intent(.recipe("42")), animated: true)
        let expected: [String] = [
            "#1 received recipe(…) (intent)",
            "#1 matched /recipe/42 as /recipe/:id",
            "#1 opened /recipe/42 by RecordingRoot [RecordingRoot]",
        ]
        #expect(log.lines == expected)
        #expect(root.opened == [.recipe("42")])
    }

    @Test func anIntentOfAnAuthorizedRouteWaitsForSignIn() {
        navigator.root = root
        let outcome = navigator.open(.intent(.account), animated: true)
        #expect(outcome.holdReason == .waitingForAuthorization)
        #expect(root.opened == [])
        navigator.authorizationDidChange(true)
        #expect(root.opened == [.account])
    }

    @Test func anIntentsGatesAddToItsRoutesAndNeverLiftThem() {
        navigator.root = root
        #expect(navigator.open(.intent(.order(3)), animated: true).handling?.kind == .opened)
        #expect(
            navigator.open(.intent(.order(4), gates: [.authorization]), animated: true).holdReason
                == .waitingForAuthorization)
        // No gates given is not "no gates": the route's own still hold the link.
        #expect(
            navigator.open(.intent(.account, gates: []), animated: true).holdReason == .waitingForAuthorization)
        #expect(root.opened == [.order(3)])
        let expected: [String] = [
            "#1 received order(…) (intent)",
            "#1 matched an intent no route reverses",
            "#1 opened link by RecordingRoot [RecordingRoot]",
        ]
        let shown: [String] = Array(log.lines.prefix(3))
        #expect(shown == expected)
    }

    @Test func aRouteByName() {
        navigator.root = root
        navigator.open(.route("order", parameters: [.number: "12"]), animated: true)
        #expect(root.opened == [.order(12)])
        #expect(log.lines.first == "#1 received route 'order' (path)")
    }
}
