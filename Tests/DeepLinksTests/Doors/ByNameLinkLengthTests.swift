import DeepLinks
import DeepLinksTestSupport
import Testing

/// A link by name (a push's `type`, a shortcut item, `.route(_:values:)`) has no text of its own: its route name and
/// the values the route reads stand for it, and together they are held to `maxLinkLength` as a URL's text is.
@Suite struct ByNameLinkLengthTests {
    static func router(limit: Int = 64) throws -> DeepLinkRouter<DoorParam, DoorIntent> {
        try DeepLinkRouter(maxLinkLength: limit, routes: makeDoorRouter().routes)
    }

    @Test func valuesOverTheLimitAreRefusedThroughEveryDoorByName() throws {
        let router = try Self.router()
        let long = String(repeating: "a", count: 60)  // "recipe" (6 bytes) + 60 = 66 > 64
        let message =
            "Link too long: the name and values of route 'recipe' given by %@ are 66 bytes, over the router's limit "
            + "of 64 (maxLinkLength)."
        let push = router.resolve(.pushPayload(["type": "recipe", "id": long]))
        #expect(push.failure?.kind == .linkTooLong)
        #expect(push.failure?.description == message.replacingOccurrences("%@", "a push notification"))
        let shortcut = router.resolve(.shortcutItem(type: "recipe", userInfo: ["id": long]))
        #expect(shortcut.failure?.description == message.replacingOccurrences("%@", "a shortcut item"))
        let named = router.resolve(.route("recipe", values: ["id": long], from: .pushNotification))
        #expect(named.failure?.description == message.replacingOccurrences("%@", "a push notification"))
        let typed = router.resolve(.route("recipe", parameters: [.id: long]))
        #expect(typed.failure?.kind == .linkTooLong)
    }

    @Test func optionalAndQueryValuesCountToo() throws {
        let router = try Self.router()
        // "recipes" (7) + "FR" (2) + 56 bytes of an optional item of the wrong kind, still read: 65 > 64.
        let result = router.resolve(
            .pushPayload(["type": "recipes", "country": "FR", "limit": String(repeating: "9", count: 56)]))
        #expect(result.failure?.kind == .linkTooLong)
        let within = router.resolve(.pushPayload(["type": "recipes", "country": "FR", "limit": "7"]))
        #expect(within.success?.intent == .recipes(country: "FR", limit: 7))
    }

    @Test func theLimitIsInclusiveAndUnreadKeysDoNotCount() throws {
        let router = try Self.router()
        let atLimit = String(repeating: "a", count: 58)  // 6 + 58 = 64
        let result = router.resolve(
            .pushPayload(["type": "recipe", "id": atLimit, "x": String(repeating: "z", count: 10_000)]))
        #expect(result.success?.intent == .recipe(atLimit))
    }

    /// A name over the limit is refused before it is looked up, and the message does not repeat it.
    @Test func aNameOverTheLimitIsNotQuoted() throws {
        let router = try Self.router()
        let name = String(repeating: "n", count: 65)
        let result = router.resolve(.pushPayload(["type": name]))
        #expect(
            result.failure?.description
                == "Link too long: the route name given by a push notification is 65 bytes, over the router's limit "
                + "of 64 (maxLinkLength).")
        #expect(result.failure?.routeName == nil)
    }

    /// The default limit, 64 KiB, holds a megabyte value back: the handler never sees it.
    @Test func aMegabyteValueNeverReachesAHandler() throws {
        let router = try makeDoorRouter()
        let megabyte = String(repeating: "x", count: 1 << 20)
        #expect(router.resolve(.pushPayload(["type": "recipe", "id": megabyte])).failure?.kind == .linkTooLong)
        #expect(router.resolve(.shortcutItem(type: "recipe", userInfo: ["id": megabyte])).failure?.kind == .linkTooLong)
        #expect(router.resolve(.route("recipe", values: ["id": megabyte])).failure?.kind == .linkTooLong)
    }
}

extension String {
    fileprivate func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        var result = ""
        var rest = self[...]
        while let range = rest.range(of: target) {
            result += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
