import Foundation
import Testing

@testable import Playground

/// The doors part of the tour: a URL, two push payloads, a shortcut item and an intent reach the same screen, and
/// share links built from intents match back.
@MainActor
@Suite struct DoorsTourTests {
    static let lines = DoorsTour.render()

    @Test func everyDoorReachesTheSameScreen() {
        let navigations = Self.lines.filter { $0 == #"  → navigate to showRecipe(recipeId: "42")"# }
        #expect(navigations.count == 5)
        let doors: [String] = Self.lines.filter { $0.contains(" received ") }.map { line in
            String(line[line.index(after: line.lastIndex(of: "(") ?? line.startIndex)...].dropLast())
        }
        let expected: [String] = [
            "custom scheme", "push notification", "push notification", "shortcut item", "intent",
            "push notification", "push notification", "push notification",
        ]
        #expect(doors == expected)
        let opened = Self.lines.filter { $0.hasPrefix("  #") && $0.contains(" opened /recipe/42 by TourRoot") }
        #expect(opened.count == 5)
    }

    @Test func payloadValuesAreUntouchedAndBadPayloadsSayWhy() {
        #expect(Self.lines.contains(#"  → navigate to search(query: "salt+pepper 100%")"#))
        #expect(
            Self.lines.contains(
                "  #7 unmatched: Invalid push notification: 'recipeId' is a Boolean; parameters are strings or numbers."
            ))
        #expect(Self.lines.contains { $0.hasPrefix("  #8 unmatched: No route matches '/debug/reset-onboarding'") })
    }

    @Test func shareLinksMatchBackToTheirIntent() {
        #expect(Self.lines.contains(#"    https://bestrecipes.com/recipe/42  → showRecipe(recipeId: "42")"#))
        #expect(
            Self.lines.contains(
                #"    myapp://search/caf%C3%A9%20au%20lait%2F2  → search(query: "café au lait/2")"#))
        #expect(
            Self.lines.contains("    myapp://subscription/abc/3/edit  → editWeek(subscriptionId: \"abc\", week: 3)"))
        let refused = Self.lines.filter { $0.hasPrefix("    universal link: Route 'resetOnboarding'") }
        #expect(refused.count == 1)
    }

    @Test func theTourIncludesTheDoors() {
        #expect(PlaygroundTour.render().contains("Every door, one route table"))
    }
}
