import DeepLinks
import DeepLinksTestSupport
import Foundation
import Testing

@Suite struct ShortcutItemTests {
    static let format = ShortcutItemFormat(typePrefix: "com.bestrecipes.app.")

    @Test func theTypeNamesTheRouteAndUserInfoGivesItsParameters() throws {
        let router = try makeDoorRouter()
        let link = try router.resolve(
            .shortcutItem(type: "com.bestrecipes.app.recipe", userInfo: ["id": "42" as NSString], format: Self.format)
        ).get()
        #expect(link.intent == .recipe("42"))
        #expect(link.source == .shortcutItem)
        #expect(link.path == "/recipe/42")
    }

    @Test func aTypeWithoutThePrefixIsReadAsItIs() throws {
        let router = try makeDoorRouter()
        let result = router.resolve(.shortcutItem(type: "recipes", userInfo: nil, format: Self.format))
        #expect(result.success?.intent == .recipes(country: nil, limit: nil))
    }

    @Test func numbersAndOptionalItems() throws {
        let router = try makeDoorRouter()
        let userInfo: [String: Any] = ["country": "FR", "limit": NSNumber(value: 3)]
        let result = router.resolve(
            .shortcutItem(type: "com.bestrecipes.app.recipes", userInfo: userInfo, format: Self.format))
        #expect(result.success?.intent == .recipes(country: "FR", limit: 3))
        // Every integer type, and a whole Float, as a push payload reads them; an optional item that is no value
        // is dropped.
        let int64 = router.resolve(.shortcutItem(type: "order", userInfo: ["number": Int64(12)]))
        #expect(int64.success?.intent == .order(12))
        let uint8 = router.resolve(.shortcutItem(type: "order", userInfo: ["number": UInt8(12)]))
        #expect(uint8.success?.intent == .order(12))
        let float = router.resolve(.shortcutItem(type: "recipes", userInfo: ["limit": Float(3)]))
        #expect(float.success?.intent == .recipes(country: nil, limit: 3))
        let boolean = router.resolve(.shortcutItem(type: "recipes", userInfo: ["limit": true]))
        #expect(boolean.success?.intent == .recipes(country: nil, limit: nil))
    }

    @Test func errors() throws {
        let router = try makeDoorRouter()
        let unknown = router.resolve(.shortcutItem(type: "com.bestrecipes.app.favourites", format: Self.format))
        let unknownMessage =
            "No route is named 'favourites' (given by a shortcut item); named routes: account, debug, docs, invite, "
            + "order, recipe, recipes, search."
        #expect(unknown.failure?.description == unknownMessage)
        let missing = router.resolve(.shortcutItem(type: "order", userInfo: [:]))
        #expect(
            missing.failure?.description
                == "Missing parameter 'number' for route 'order' (/order/:number) from a shortcut item.")
        let closed = router.resolve(.shortcutItem(type: "debug"))
        #expect(
            closed.failure?.description
                == "Route 'debug' (/debug/reset) does not take links from a shortcut item: it accepts custom-scheme links only."
        )
        let boolean = router.resolve(.shortcutItem(type: "recipe", userInfo: ["id": true]))
        #expect(
            boolean.failure?.description
                == "Invalid shortcut item: 'id' is a Boolean; parameters are strings or numbers.")
    }

    @Test func thePrefixIsOnlyRemovedFromTheStart() {
        let format = ShortcutItemFormat(typePrefix: "app.")
        let names: [String] = ["app.recipe", "recipe", "my.app.recipe", "app."].map(format.routeName(forType:))
        let expected: [String] = ["recipe", "recipe", "my.app.recipe", ""]
        #expect(names == expected)
    }

    /// Found with the `payload` fuzz target's reference check: `hasPrefix` compares Characters, and "." followed by a
    /// combining mark is one Character, so the prefix was kept.
    @Test func thePrefixIsComparedAsBytes() {
        let format = ShortcutItemFormat(typePrefix: "app.")
        #expect(
            Array(format.routeName(forType: "app.\u{301}recipe").unicodeScalars) == [
                "\u{301}", "r", "e", "c", "i", "p", "e",
            ])
    }
}
