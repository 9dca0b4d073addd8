import Foundation
import Testing

@testable import Playground

/// The doors page: a URL, two push payloads, a shortcut item and an intent reach the same screen.
@MainActor
@Suite struct PushAndShortcutsPageTests {
    static let lines = PushAndShortcutsPage.render()

    @Test func startsWithItsTitle() {
        let expected = "Every door, one route table: the same screen from a URL, a push, a shortcut and an intent"
        #expect(Self.lines.first == expected)
    }

    @Test func everyDoorReachesTheSameScreen() {
        let navigations = Self.lines.filter { $0 == #"  → navigate to showRecipe(recipeId: "42")"# }
        #expect(navigations.count == 6)
        let doors: [String] = Self.lines.filter { $0.contains(" received ") }.map { line in
            String(line[line.index(after: line.lastIndex(of: "(") ?? line.startIndex)...].dropLast())
        }
        let expected: [String] = [
            "custom scheme", "custom scheme", "push notification", "push notification", "shortcut item", "intent",
            "push notification", "push notification", "push notification",
        ]
        #expect(doors == expected)
        let opened = Self.lines.filter { $0.hasPrefix("  #") && $0.contains(" opened /recipe/42 by TourRoot") }
        #expect(opened.count == 6)
    }

    @Test func payloadValuesAreUntouchedAndBadPayloadsSayWhy() {
        #expect(Self.lines.contains(#"  → navigate to search(query: "salt+pepper 100%")"#))
        #expect(
            Self.lines.contains(
                "  #8 unmatched: Invalid push notification: 'recipeId' is a Boolean; parameters are strings or numbers."
            ))
        #expect(Self.lines.contains { $0.hasPrefix("  #9 unmatched: No route matches '/debug/reset-onboarding'") })
    }

    @Test func showsACollisionWithThePushFormatRefusedAtBuild() {
        let expected: String =
            "  → Route 'filter' (Playground/PushAndShortcutsPage.swift:81) has a parameter named 'type', the key "
            + "('type') a push payload names its route with: a push could never give it a value. Rename the "
            + "parameter, give the router a PushPayloadFormat with another typeKey, or keep the route from "
            + "pushes with OpenedFrom."
        #expect(Self.lines.contains(expected))
    }

    /// A link's secrets stay out of the event line: the query's names show, its values and the fragment do not.
    @Test func aLinkThatCarriesASecretIsRedactedInItsEvent() {
        #expect(Self.lines.contains("  #2 received myapp://recipe/42?token=<redacted>#<redacted> (custom scheme)"))
        #expect(!Self.lines.contains { $0.contains("s3cr3t") || $0.contains("access_token=abc") })
    }

    @Test func pointsAtTheMatchCommandForOtherDoors() {
        let last = Self.lines.last ?? ""
        #expect(last == "  swift run playground match myapp://debug/reset-onboarding --from push-notification")
    }
}
