import DeepLinks
import DeepLinksTesting
import Foundation
import Testing

/// Captures of the app's own types in the matcher: precedence beside literals, `Int` and `String`, the reasons of a
/// value its type does not read, and the same checks at every door.
@Suite struct TypedCaptureTests {
    static let id = "3f2504e0-4f89-11d3-9a0c-0305e82c3301"
    static let uuid = UUID(
        uuid: (0x3F, 0x25, 0x04, 0xE0, 0x4F, 0x89, 0x11, 0xD3, 0x9A, 0x0C, 0x03, 0x05, 0xE8, 0x2C, 0x33, 0x01))

    @Test func aLiteralThenIntThenTypedThenStringTakeOneSegment() throws {
        let router = try makeCatalogRouter()
        let cases: [(String, CatalogIntent)] = [
            ("/users/me", .me),
            ("/users/42", .userPage(42)),
            ("/users/" + Self.id, .user(Self.uuid)),
            ("/users/" + Self.id.uppercased(), .user(Self.uuid)),
            ("/users/bob", .userNamed("bob")),
            ("/users/" + Self.id + "x", .userNamed(Self.id + "x")),
        ]
        for (path, intent) in cases {
            #expect(try router.resolve(.path(path)).get().intent == intent, "\(path)")
        }
    }

    @Test func twoTypedKindsAtOnePositionAreTriedInDeclarationOrder() throws {
        let router = try makeCatalogRouter()
        #expect(router.match(.path("/food/gluten%20free"))?.intent == .diet(.glutenFree))
        #expect(router.match(.path("/food/1"))?.intent == .premium(true))
        #expect(router.match(.path("/food/false"))?.intent == .premium(false))
        #expect(router.match(.path("/rated/-0.25"))?.intent == .rating(-0.25))
    }

    @Test func aValueItsTypeDoesNotReadIsAMissNamingTheParameterAndTheType() throws {
        let router = try makeCatalogRouter()
        let cases = [
            (
                "/food/paleo",
                "Invalid parameter 'diet' in '/food/paleo': /food/:diet expects a value of type Diet, got 'paleo'."
            ),
            ("/rated/nan", "Invalid parameter 'rating' in '/rated/nan': /rated/:rating expects a Double, got 'nan'."),
            (
                "/compare/" + Self.id + "/nope",
                "Invalid parameter 'otherUserId' in '/compare/\(Self.id)/nope': /compare/:userId/:otherUserId expects "
                    + "a UUID, got 'nope'."
            ),
        ]
        for (path, message) in cases {
            guard case .failure(let error) = router.resolve(.path(path)) else {
                Issue.record("\(path) matched")
                continue
            }
            #expect(error.unredactedDescription == message)
        }
    }

    @Test func twoRoutesTypingTheSameSegmentAlikeConflict() {
        #expect {
            _ = try DeepLinkRouter<CatalogParam, CatalogIntent> {
                Route("users" / .userId) { p in .user(try p.value(.userId, as: UUID.self)) }
                Route("users" / .otherUserId) { p in .user(try p.value(.otherUserId, as: UUID.self)) }
            }
        } throws: { error in
            "\(error)".contains("/users/:userId") && "\(error)".contains("/users/:otherUserId")
        }
    }

    @Test func aQueryItemOfATypedKindIsCheckedToo() throws {
        let router = try makeCatalogRouter()
        #expect(router.match(.path("/recipes?premium=1"))?.intent == .recipes(premium: true))
        // An optional item its type does not read is left out, as an Int's is.
        #expect(router.match(.path("/recipes?premium=maybe"))?.intent == .recipes(premium: nil))
    }

    @Test func linksByNameAndPushesAreCheckedLikeURLs() throws {
        let router = try makeCatalogRouter()
        #expect(router.match(.route("user", values: ["userId": Self.id.uppercased()]))?.intent == .user(Self.uuid))
        guard case .failure(let error) = router.resolve(.route("user", values: ["userId": "nope"])) else {
            Issue.record("a bad UUID by name matched")
            return
        }
        #expect(error.unredactedDescription.contains("expects a UUID, got 'nope'"))
        guard case .failure(let push) = router.resolve(.pushPayload(["type": "diet", "diet": "paleo"])) else {
            Issue.record("a bad diet in a push matched")
            return
        }
        #expect(push.unredactedDescription.contains("expects a value of type Diet, got 'paleo'"))
    }

    /// A Double capture follows one rule (issue #37): the decimals Swift's `Double(_:)` reads, finite, no `+`, hex,
    /// `nan` or `inf`; and a value it reads reverses to a link that reads back equal.
    @Test(arguments: [
        ("/rated/.5", 0.5, "/rated/0.5"), ("/rated/5.", 5, "/rated/5.0"), ("/rated/-0.5", -0.5, "/rated/-0.5"),
        ("/rated/1e3", 1000, "/rated/1000.0"),
    ])
    func aDoubleCaptureReadsSwiftsDecimalsAndReversesToThem(path: String, value: Double, reversed: String) throws {
        let router = try makeCatalogRouter()
        #expect(try router.resolve(.path(path)).get().intent == .rating(value))
        #expect(try router.path(for: .intent(.rating(value))) == reversed)
        #expect(try router.resolve(.path(reversed)).get().intent == .rating(value))
    }

    @Test(arguments: ["nan", "inf", "0x1p3", "+1", "1e999"])
    func aDoubleCaptureRefusesWhatItsRuleRefuses(text: String) throws {
        let router = try makeCatalogRouter()
        guard case .failure(let error) = router.resolve(.path("/rated/" + text)) else {
            Issue.record("/rated/\(text) matched")
            return
        }
        #expect(
            error.unredactedDescription
                == "Invalid parameter 'rating' in '/rated/\(text)': /rated/:rating expects a Double, got '\(text)'.")
        // Reverse routing refuses it by name too: no link of the route carries it.
        #expect(throws: DeepLinkURLError.self) { try router.path(for: .route("rating", parameters: [.rating: text])) }
    }

    @Test func reverseRoutingWritesTheValueAndRefusesOneItsTypeDoesNotRead() throws {
        let router = try makeCatalogRouter()
        #expect(try router.path(for: .intent(.user(Self.uuid))) == "/users/" + Self.id)
        #expect(try router.path(for: .intent(.diet(.glutenFree))) == "/food/gluten%20free")
        #expect(throws: DeepLinkURLError.self) { try router.path(for: .route("diet", parameters: [.diet: "paleo"])) }
        do {
            _ = try router.path(for: .route("premium", parameters: [.premium: "yes"]))
            Issue.record("a bad Bool made a link")
        } catch {
            #expect(error.description.contains("a Bool, got 'yes'"))
        }
    }

    @Test func aHandlerReadingTheWrongTypeRefusesTheLinkWithAReason() throws {
        let router = try DeepLinkRouter<CatalogParam, CatalogIntent> {
            Route("users" / .name) { p in .user(try p.value(.name, as: UUID.self)) }
        }
        guard case .failure(let error) = router.resolve(.path("/users/bob")) else {
            Issue.record("matched")
            return
        }
        #expect(error.description.contains("parameter 'name' does not read as UUID"))
        #expect(error.description == "Route /users/:name refused '/users/bob': parameter 'name' does not read as UUID.")
        #expect(error.unredactedDescription.contains("parameter 'name' does not read as UUID: 'bob'"))
    }

    @Test func rulesCheckTheirValuesAgainstTheType() throws {
        let router = try makeCatalogRouter()
        let applied = try router.applying([
            DeepLinkRule(pattern: "/vegan-week", route: "diet", values: ["diet": "vegan"])
        ])
        #expect(applied.match(.path("/vegan-week"))?.intent == .diet(.vegan))
        #expect {
            _ = try router.applying([DeepLinkRule(pattern: "/paleo-week", route: "diet", values: ["diet": "paleo"])])
        } throws: { error in
            "\(error)".contains("diet")
        }
    }
}

extension TypedCaptureTests {
    /// As MatchingRules says: a typed capture shares the String rank, so a literal at a later position decides first.
    @Test func aLiteralLaterDecidesBeforeTheType() throws {
        enum Param: String, DeepLinkPathComponent {
            case userId, tab, name
            var capture: CaptureKind { self == .userId ? .uuid : .string }
        }
        let router = try DeepLinkRouter<Param, String> {
            Route("a" / .userId / .tab) { _ in "typed" }
            Route("a" / .name / "edit") { _ in "edit" }
        }
        #expect(router.match(.path("/a/\(Self.id)/edit"))?.intent == "edit")
        #expect(router.match(.path("/a/\(Self.id)/photos"))?.intent == "typed")
        #expect(router.match(.path("/a/bob/photos")) == nil)
    }
}
