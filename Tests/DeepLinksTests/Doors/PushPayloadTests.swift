import DeepLinksNavigation
import DeepLinksTestSupport
import Foundation
import Testing

@Suite struct PushPayloadTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let payload: @Sendable () -> [AnyHashable: Any]
        let expected: Expected
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "type and string id", payload: { ["type": "recipe", "id": "1234"] },
            expected: .intent(.recipe("1234"))),
        Case(
            name: "aps is ignored, a number id", payload: { ["aps": ["alert": "New"], "type": "recipe", "id": 1234] },
            expected: .intent(.recipe("1234"))),
        Case(
            name: "optional items, a number", payload: { ["type": "recipes", "country": "FR", "limit": 7] },
            expected: .intent(.recipes(country: "FR", limit: 7))),
        Case(
            name: "an optional item of the wrong kind is dropped",
            payload: { ["type": "recipes", "limit": "seven"] }, expected: .intent(.recipes(country: nil, limit: nil))),
        Case(name: "Int.min", payload: { ["type": "order", "number": Int.min] }, expected: .intent(.order(Int.min))),
        Case(
            name: "plus and percent are not re-encoded", payload: { ["type": "recipe", "id": "a+b%20c/d é"] },
            expected: .intent(.recipe("a+b%20c/d é"))),
        Case(
            name: "a query item is not form-decoded", payload: { ["type": "search", "term": "salt+pepper"] },
            expected: .intent(.search("salt+pepper"))),
        Case(name: "a remainder", payload: { ["type": "docs", "rest": "a/b"] }, expected: .intent(.docs("a/b"))),
        Case(
            name: "nested data with a type", payload: { ["data": ["type": "recipe", "id": "9"]] },
            expected: .intent(.recipe("9"))),
        Case(name: "deeplink key", payload: { ["deeplink": "myapp://recipe/42"] }, expected: .intent(.recipe("42"))),
        Case(
            name: "url under data", payload: { ["data": ["url": "https://bestrecipes.com/recipe/42"]] },
            expected: .intent(.recipe("42"))),
        Case(name: "an app path", payload: { ["link": "/recipe/42"] }, expected: .intent(.recipe("42"))),
        Case(
            name: "a link wins over a type", payload: { ["url": "myapp://recipe/1", "type": "recipe", "id": "2"] },
            expected: .intent(.recipe("1"))),
        Case(
            name: "a web-only route from a push link",
            payload: { ["url": "https://bestrecipes.com/invite/abc"] },
            expected: .error(
                "No route matches '/invite/abc'; closest: /invite/:code — it accepts universal links and user "
                    + "activities only, and this is a push notification.")),
        Case(
            name: "not an Int", payload: { ["type": "order", "number": "abc"] },
            expected: .error(
                "Invalid parameter 'number' for route 'order' (/order/:number) from a push notification: expects an "
                    + "Int.")),
        Case(
            name: "a fraction for an Int", payload: { ["type": "order", "number": 1.5] },
            expected: .error(
                "Invalid parameter 'number' for route 'order' (/order/:number) from a push notification: expects an "
                    + "Int.")),
        Case(
            name: "a Boolean", payload: { ["type": "recipe", "id": true] },
            expected: .error("Invalid push notification: 'id' is a Boolean; parameters are strings or numbers.")),
        Case(
            name: "an array", payload: { ["type": "recipe", "id": ["1"]] },
            expected: .error("Invalid push notification: 'id' is an array; parameters are strings or numbers.")),
        Case(
            name: "a dictionary", payload: { ["type": "recipe", "id": ["a": "1"]] },
            expected: .error("Invalid push notification: 'id' is a dictionary; parameters are strings or numbers.")
        ),
        Case(
            name: "a missing parameter", payload: { ["type": "recipe"] },
            expected: .error("Missing parameter 'id' for route 'recipe' (/recipe/:id) from a push notification.")),
        Case(
            name: "a missing required query item", payload: { ["type": "search"] },
            expected: .error("Missing parameter 'term' for route 'search' (/search) from a push notification.")),
        Case(
            name: "an unknown name", payload: { ["type": "recipez", "id": "1"] },
            expected: .error(
                "No route is named 'recipez' (given by a push notification); named routes: account, debug, docs, "
                    + "invite, order, recipe, recipes, search.")),
        Case(
            name: "a route closed to pushes", payload: { ["type": "debug"] },
            expected: .error(
                "Route 'debug' (/debug/reset) does not take links from a push notification: it accepts custom-scheme "
                    + "links only.")),
        Case(
            name: "a type that is not a string", payload: { ["type": 3] },
            expected: .error("Invalid push notification: 'type' is an Int; a route name is a string.")),
        Case(
            name: "a link that is not a string", payload: { ["url": 42] },
            expected: .error("Invalid push notification: 'url' is an Int; a link is a string.")),
        Case(
            name: "an empty link", payload: { ["url": ""] },
            expected: .error("Invalid URL '': it is not a URL.")),
        Case(
            name: "a relative link", payload: { ["url": "recipe/42"] },
            expected: .error(
                "Invalid URL 'recipe/42': it has no scheme; give the app's own paths as .path(_:)."
            )),
        Case(
            name: "neither convention", payload: { ["aps": ["alert": "Hi"], "id": "1"] },
            expected: .error(
                "Invalid push notification: it carries no link under 'deeplink', 'url', 'link' (at its top level or "
                    + "under 'data') and no route name under 'type'.")),
    ]

    @Test(arguments: cases)
    func payload(_ testCase: Case) throws {
        let router = try makeDoorRouter()
        let result = router.resolve(.pushPayload(testCase.payload()))
        switch (result, testCase.expected) {
        case (.success(let link), .intent(let intent)):
            #expect(link.intent == intent)
            #expect(link.source == .pushNotification)
        case (.failure(let error), .error(let message)):
            #expect(error.description == message)
        case (.success(let link), .error(let message)):
            Issue.record("expected '\(message)', got \(link)")
        case (.failure(let error), .intent(let intent)):
            Issue.record("expected \(intent), got '\(error)'")
        }
    }

    @Test func aLinkByNameHasAPathAndPatternAndNoURL() throws {
        let router = try makeDoorRouter()
        let link = try router.resolve(.pushPayload(["type": "recipe", "id": "1234"])).get()
        #expect(link.path == "/recipe/1234")
        #expect(link.pattern == "/recipe/:id")
        #expect(link.url == nil)
        #expect(link.source == .pushNotification)
    }

    @Test func aCarriedLinkKeepsItsURL() throws {
        let router = try makeDoorRouter()
        let link = try router.resolve(.pushPayload(["deeplink": "myapp://recipe/7"])).get()
        #expect(link.url?.absoluteString == "myapp://recipe/7")
        #expect(link.source == .pushNotification)
    }

    @Test func errorsNameTheRouteAndParameter() throws {
        let router = try makeDoorRouter()
        let missing = router.resolve(.pushPayload(["type": "order"]))
        #expect(missing.failure?.kind == .missingParameter)
        #expect(missing.failure?.routeName == "order")
        #expect(missing.failure?.parameter == "number")
        #expect(missing.failure?.path == "")
        let unknown = router.resolve(.pushPayload(["type": "nope"]))
        #expect(unknown.failure?.kind == .unknownRouteName)
        #expect(unknown.failure?.routeName == "nope")
        let closed = router.resolve(.pushPayload(["type": "debug"]))
        #expect(closed.failure?.kind == .noRoute)
        #expect(closed.failure?.closestPattern == "/debug/reset")
        let boolean = router.resolve(.pushPayload(["type": "recipe", "id": false]))
        #expect(boolean.failure?.kind == .invalidPayload)
        #expect(boolean.failure?.parameter == "id")
    }

    /// Payloads as the system gives them: parsed from JSON, with Foundation's numbers, booleans and null.
    @Test func jsonPayloads() throws {
        let router = try makeDoorRouter()
        func resolve(_ json: String) throws -> Result<DeepLink<DoorIntent>, DeepLinkError> {
            let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
            let payload = try #require(object as? [AnyHashable: Any])
            return router.resolve(.pushPayload(payload))
        }
        let recipes = try resolve(#"{"aps": {"alert": "x"}, "type": "recipes", "country": "FR", "limit": 7}"#)
        #expect(recipes.success?.intent == .recipes(country: "FR", limit: 7))
        let zero = try resolve(#"{"type": "order", "number": 0}"#)
        #expect(zero.success?.intent == .order(0))
        let one = try resolve(#"{"type": "order", "number": 1}"#)
        #expect(one.success?.intent == .order(1))
        let big = try resolve(#"{"type": "order", "number": -9223372036854775808}"#)
        #expect(big.success?.intent == .order(Int.min))
        let boolean = try resolve(#"{"type": "order", "number": true}"#)
        #expect(
            boolean.failure?.description
                == "Invalid push notification: 'number' is a Boolean; parameters are strings or numbers.")
        let null = try resolve(#"{"type": "recipe", "id": null}"#)
        #expect(
            null.failure?.description == "Invalid push notification: 'id' is null; parameters are strings or numbers.")
        let nested = try resolve(#"{"data": {"deeplink": "myapp://recipe/5"}}"#)
        #expect(nested.success?.intent == .recipe("5"))
    }

    /// Every standard integer type is read as its decimal text, whatever type the app or a decoder gave it.
    @Test(arguments: [
        ("Int", 7 as any Sendable), ("Int8", Int8(7)), ("Int16", Int16(7)), ("Int32", Int32(7)), ("Int64", Int64(7)),
        ("UInt", UInt(7)), ("UInt8", UInt8(7)), ("UInt16", UInt16(7)), ("UInt32", UInt32(7)), ("UInt64", UInt64(7)),
        ("Double 7.0", 7.0), ("Float 7.0", Float(7)), ("Double -0.0", -0.0 as Double),
    ])
    func everyNumericTypeIsRead(_ type: String, _ number: any Sendable) throws {
        let router = try makeDoorRouter()
        let expected = type.hasSuffix("-0.0") ? 0 : 7
        let order = router.resolve(.pushPayload(["type": "order", "number": number]))
        #expect(order.success?.intent == .order(expected), "\(type): \(order)")
        let limit = router.resolve(.pushPayload(["type": "recipes", "limit": number]))
        #expect(limit.success?.intent == .recipes(country: nil, limit: expected), "\(type): \(limit)")
    }

    @Test func extremeIntegersAndFractionsKeepTheirText() throws {
        let router = try makeDoorRouter()
        let max = router.resolve(.pushPayload(["type": "recipe", "id": UInt64.max]))
        #expect(max.success?.intent == .recipe("18446744073709551615"))
        let min = router.resolve(.pushPayload(["type": "recipe", "id": Int64.min]))
        #expect(min.success?.intent == .recipe("-9223372036854775808"))
        // A fraction prints in its own type: a Float 0.1 is "0.1", not the Double nearest to it.
        let float = router.resolve(.pushPayload(["type": "recipe", "id": Float(0.1)]))
        #expect(float.success?.intent == .recipe("0.1"))
        let double = router.resolve(.pushPayload(["type": "recipe", "id": 2.5]))
        #expect(double.success?.intent == .recipe("2.5"))
        // Too large for an Int, whole or not: Swift's shortest text.
        let huge = router.resolve(.pushPayload(["type": "recipe", "id": 1e20]))
        #expect(huge.success?.intent == .recipe("1e+20"))
        let infinity = router.resolve(.pushPayload(["type": "recipe", "id": Float.infinity]))
        #expect(
            infinity.failure?.description
                == "Invalid push notification: 'id' is inf; parameters are strings or finite numbers.")
        let nan = router.resolve(.pushPayload(["type": "order", "number": Double.nan]))
        #expect(
            nan.failure?.description
                == "Invalid push notification: 'number' is nan; parameters are strings or finite numbers.")
    }

    /// JSON's `7.0` and a Swift `Double` 7.0 follow one rule: both are the whole number 7.
    @Test func aWholeFractionReadsAsItsInteger() throws {
        let router = try makeDoorRouter()
        let object = try JSONSerialization.jsonObject(with: Data(#"{"type": "order", "number": 7.0}"#.utf8))
        let json = try #require(object as? [AnyHashable: Any])
        #expect(router.resolve(.pushPayload(json)).success?.intent == .order(7))
        #expect(router.resolve(.pushPayload(["type": "order", "number": 7.0])).success?.intent == .order(7))
        #expect(router.resolve(.pushPayload(["type": "recipe", "id": 7.0])).success?.intent == .recipe("7"))
    }

    /// An optional item of the wrong kind is dropped, whatever it is.
    ///
    /// Whether its text does not fit (`"lots"`) or it is no text at all (`true`, `null`, an array): the rule of a
    /// URL's optional query items. A path parameter or a required item of either kind refuses the link.
    @Test func anOptionalItemOfTheWrongKindIsDroppedWhateverItIs() throws {
        let router = try makeDoorRouter()
        let values: [(String, any Sendable)] = [
            ("a word", "lots"), ("a Boolean", true), ("an array", [7]), ("a dictionary", ["a": 7]),
            ("a fraction", 7.5), ("infinity", Double.infinity),
        ]
        for (name, value) in values {
            let result = router.resolve(.pushPayload(["type": "recipes", "country": "FR", "limit": value]))
            #expect(result.success?.intent == .recipes(country: "FR", limit: nil), "\(name): \(result)")
        }
        let object = try JSONSerialization.jsonObject(with: Data(#"{"type": "recipes", "limit": null}"#.utf8))
        let json = try #require(object as? [AnyHashable: Any])
        #expect(router.resolve(.pushPayload(json)).success?.intent == .recipes(country: nil, limit: nil))
        let required = router.resolve(.pushPayload(["type": "order", "number": true]))
        #expect(
            required.failure?.description
                == "Invalid push notification: 'number' is a Boolean; parameters are strings or numbers.")
    }

    @MainActor @Test func aCustomFormat() throws {
        let format = PushPayloadFormat(linkKeys: ["target"], nestedKeys: ["payload"], typeKey: "screen")
        let router = try DeepLinkRouter<DoorParam, DoorIntent>(
            pushPayloadFormat: format, routes: makeDoorRouter().routes)
        #expect(router.pushPayloadFormat == format)
        let byLink = router.resolve(.pushPayload(["payload": ["target": "myapp://recipe/3"]]))
        #expect(byLink.success?.intent == .recipe("3"))
        let byName = router.resolve(.pushPayload(["screen": "recipe", "id": "4"]))
        #expect(byName.success?.intent == .recipe("4"))
        // The standard keys mean nothing to this format.
        let standard = router.resolve(.pushPayload(["url": "myapp://recipe/3"]))
        #expect(standard.failure?.kind == .invalidPayload)
        // A navigator reads payloads with its router's format.
        let navigator = DeepLinkNavigator(router: router, openGates: [.authorization])
        guard case .held(let held, _) = navigator.open(.pushPayload(["screen": "recipe", "id": "5"])) else {
            Issue.record("expected the link to be held for the root")
            return
        }
        #expect(held.intent == .recipe("5"))
    }

    @Test func nonStringKeysAreIgnored() throws {
        let router = try makeDoorRouter()
        let result = router.resolve(.pushPayload([1: "myapp://recipe/1", "type": "recipe", "id": "2"]))
        #expect(result.success?.intent == .recipe("2"))
    }
}
