import Foundation
import Testing

@testable import DeepLinks

@Suite struct RoutePatternTests {
    struct DSLCase: CustomTestStringConvertible, Sendable {
        var pattern: RoutePattern<Param>
        var text: String
        var testDescription: String { text }
    }

    static let dsl: [DSLCase] = [
        DSLCase(pattern: "home", text: "/home"),
        DSLCase(pattern: "", text: "/"),
        DSLCase(pattern: "/", text: "/"),
        DSLCase(pattern: "account/recipe", text: "/account/recipe"),
        DSLCase(pattern: "/account//recipe/", text: "/account/recipe"),
        DSLCase(pattern: "recipe" / .recipeId, text: "/recipe/:recipeId"),
        DSLCase(pattern: .recipeId / "details", text: "/:recipeId/details"),
        DSLCase(pattern: "a" / .subscriptionId / .weekId, text: "/a/:subscriptionId/:weekId"),
        DSLCase(pattern: .subscriptionId / .weekId, text: "/:subscriptionId/:weekId"),
        DSLCase(
            pattern: "subscription" / .subscriptionId / .weekId / "edit",
            text: "/subscription/:subscriptionId/:weekId/edit"),
        DSLCase(pattern: "account/recipe" / .recipeId, text: "/account/recipe/:recipeId"),
        DSLCase(pattern: "a" / "b" / "c", text: "/a/b/c"),
        DSLCase(pattern: RoutePattern(.slug), text: "/:slug"),
        DSLCase(pattern: ("a" / .slug) / ("b" / .recipeId), text: "/a/:slug/b/:recipeId"),
        // The two disfavored overloads, a parameter on the left, where each is the only fit.
        DSLCase(pattern: .slug / ("b" / .recipeId), text: "/:slug/b/:recipeId"),
        DSLCase(pattern: "a" / (.slug / .recipeId) / "c", text: "/a/:slug/:recipeId/c"),
        DSLCase(pattern: .slug / .recipeId / "c" / .weekId, text: "/:slug/:recipeId/c/:weekId"),
        DSLCase(pattern: "a/:id", text: "/a/:id"),
    ]

    @Test(arguments: dsl)
    func dslPrintsTheColonForm(_ row: DSLCase) {
        #expect(row.pattern.description == row.text)
    }

    @Test func segments() {
        let pattern: RoutePattern<Param> = "account/recipe" / .recipeId
        #expect(pattern.segments == [.literal("account"), .literal("recipe"), .parameter(.recipeId)])
        #expect(pattern.parameters == [.recipeId])
        #expect(
            RoutePattern<Param>(segments: [.literal("a/b"), .literal(""), .parameter(.slug)]).segments == [
                .literal("a"), .literal("b"), .parameter(.slug),
            ])
    }

    @Test func aLiteralColonIsALiteralInTheDSL() {
        let pattern: RoutePattern<Param> = "a/:slug"
        #expect(pattern.segments == [.literal("a"), .literal(":slug")])
        #expect(pattern != "a" / .slug)
    }

    @Test(arguments: dsl.filter { !$0.text.contains(":id") })
    func parsingRoundTrips(_ row: DSLCase) throws {
        #expect(try RoutePattern<Param>(parsing: row.text) == row.pattern)
        #expect(try RoutePattern<Param>(parsing: row.pattern.description) == row.pattern)
    }

    @Test func parsingErrorsArePinned() {
        #expect {
            try RoutePattern<Param>(parsing: "/recipe/:recipe")
        } throws: { error in
            (error as? RoutePatternError)?.description
                == "Unknown parameter ':recipe' in pattern '/recipe/:recipe': Param has no case with raw value 'recipe'."
        }
        #expect {
            try RoutePattern<Param>(parsing: "/recipe/:")
        } throws: { error in
            (error as? RoutePatternError)?.description
                == "Empty parameter name in pattern '/recipe/:': write ':name' with a name after the colon."
        }
    }

    /// Found by the `pattern` fuzz target: a combining mark right after the sigil forms one Character with it, and
    /// was dropped with it, so `:\u{301}slug` read as the parameter `slug`.
    @Test func parameterNameIsEveryByteAfterTheSigil() throws {
        #expect(throws: RoutePatternError.unknownParameter("\u{301}slug", in: "/a/:\u{301}slug", type: Param.self)) {
            try RoutePattern<Param>(parsing: "/a/:\u{301}slug")
        }
        #expect(throws: RoutePatternError.unknownParameter("\u{301}", in: "*\u{301}", type: Param.self)) {
            try RoutePattern<Param>(parsing: "*\u{301}")
        }
        #expect(try RoutePattern<Param>(parsing: "/a/:slug") == "a" / .slug)
    }

    /// Found by the `pattern` fuzz target: string literals were split at Characters, and "/\u{301}" is one Character,
    /// not "/", so "a/\u{301}b" was one literal that only an escaped slash (`/a%2F%CC%81b`) matched.
    @Test func stringLiteralsSplitAtEverySlashByte() throws {
        let pattern: RoutePattern<Param> = "a/\u{301}b"
        let literals = pattern.segments.map { segment -> [UInt8] in
            if case .literal(let text) = segment { return Array(text.utf8) }
            return []
        }
        #expect(literals == [Array("a".utf8), Array("\u{301}b".utf8)])
        let router = try DeepLinkRouter<Param, String> { Route(pattern) { _ in "matched" } }
        #expect(router.match(.path("/a/\u{301}b"))?.intent == "matched")
        #expect(router.match(.path("/a%2F%CC%81b")) == nil)
    }

    @Test func patternsAreHashableValues() {
        let set: Set<RoutePattern<Param>> = ["a" / .slug, "a" / .slug, "a" / .recipeId]
        #expect(set.count == 2)
    }
}

@Suite struct CaptureTests {
    @Test(arguments: [
        ("0", 0), ("42", 42), ("-7", -7), ("007", 7), ("-0", 0), ("9223372036854775807", Int.max),
        ("-9223372036854775808", Int.min),
    ])
    func intAccepts(_ text: String, _ value: Int) {
        #expect(CaptureKind.parseInt(text) == value)
    }

    @Test(arguments: [
        "", "-", "+5", " 5", "5 ", "4.0", "1e3", "0x10", "9223372036854775808", "-9223372036854775809", "--1", "١",
    ])
    func intRejects(_ text: String) {
        #expect(CaptureKind.parseInt(text) == nil)
    }

    @Test func captureDescriptions() {
        #expect(CaptureKind.string.description == "String")
        #expect(CaptureKind.int.description == "Int")
        #expect(CaptureKind.either.description == "Either<Int, String>")
        #expect(Param.recipeId.capture == .string)
    }
}

@Suite struct EitherTests {
    @Test func accessorsAndDescription() {
        let left = Either<Int, String>.left(3)
        let right = Either<Int, String>.right("abc")
        #expect(left.left == 3 && left.right == nil)
        #expect(right.right == "abc" && right.left == nil)
        #expect(left.description == "3")
        #expect(right.description == "abc")
        #expect(left.debugDescription == ".left(3)")
        #expect(right.debugDescription == #".right("abc")"#)
        #expect(
            "\(Intent.editMenu(subscriptionId: "a", weekOrMenuId: .right("3")))"
                == #"editMenu(subscriptionId: "a", weekOrMenuId: .right("3"))"#)
        #expect(left != right)
        let distinct: Set<Either<Int, String>> = [left, left, right]
        #expect(distinct.count == 2)
    }

    @Test func codableAsTheWrappedValue() throws {
        let values: [Either<Int, String>] = [.left(3), .right("a"), .right("3")]
        let data = try JSONEncoder().encode(values)
        #expect(String(decoding: data, as: UTF8.self) == #"[3,"a","3"]"#)
        #expect(try JSONDecoder().decode([Either<Int, String>].self, from: data) == values)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([Either<Int, String>].self, from: Data("[true]".utf8))
        }
    }
}
