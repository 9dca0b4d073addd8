import DeepLinks
import DeepLinksTestSupport
import Foundation
import Testing

/// No control character reaches a handler.
///
/// No value a link hands to a handler holds a C0 control character or DEL, whatever the door: a `%00` in a path or
/// a query, a raw NUL in a payload's value or in a link's text. Values go on to file paths, C APIs, web views and logs.
///
/// The randomized test names its seed on failure; replay one with
/// `DEEPLINKS_SEED=<seed> swift test --filter ControlCharactersTests`.
@Suite struct ControlCharactersTests {
    static let seeds: [UInt64] =
        DifferentialTests.overrideSeedText.flatMap(DifferentialTests.parseSeed).map { [$0] } ?? [1, 2, 0x35_0035]

    /// Every C0 control and DEL, raw.
    static let controls = (Array(0x00...0x1F) + [0x7F]).map { Character(Unicode.Scalar(UInt8($0))) }

    /// Every C0 control and DEL, as the escapes a URL carries them in.
    static let escapes = (Array(0x00...0x1F) + [0x7F]).map { byte in
        "%" + String(byte, radix: 16, uppercase: true).paddedToTwo
    }

    @Test(arguments: escapes)
    func aControlCharacterInAPathCaptureIsRefused(_ escape: String) throws {
        let router = try makeDoorRouter()
        for link in ["myapp://recipe/a\(escape)b", "https://bestrecipes.com/recipe/a\(escape)b"] {
            let result = router.resolve(.url(link))
            #expect(result.failure?.kind == .controlCharacter, "\(link): \(result)")
        }
        #expect(router.resolve(.path("/recipe/\(escape)")).failure?.kind == .controlCharacter)
        #expect(router.resolve(.path("/docs/a/b\(escape)")).failure?.kind == .controlCharacter)
        #expect(router.match(.path("/recipe/a\(escape)b")) == nil)
    }

    @Test func theReasonNamesTheSegmentAndTheEscape() throws {
        let router = try makeDoorRouter()
        let result = router.resolve(.url("myapp://recipe/a%00b"))
        #expect(
            result.failure?.description
                == "Control character in '/recipe/a%00b': segment 'a%00b' holds '%00'; values from links may not "
                + "hold control characters.")
    }

    @Test(arguments: escapes)
    func aControlCharacterInAQueryItemIsRefusedOrDropped(_ escape: String) throws {
        let router = try makeDoorRouter()
        // A required item: the route refuses the link.
        let required = router.resolve(.url("myapp://search?term=salt\(escape)"))
        #expect(required.failure?.kind == .controlCharacter, "\(required)")
        // An optional item: dropped, as an optional item of the wrong kind is.
        let optional = router.resolve(.url("myapp://recipes?country=F\(escape)R&limit=3"))
        #expect(optional.success?.intent == .recipes(country: nil, limit: 3))
    }

    @Test func theQueryReasonRedactsTheValue() throws {
        let router = try makeDoorRouter()
        let error = try #require(router.resolve(.url("myapp://search?term=salt%0A")).failure)
        #expect(
            error.description
                == "Control character in '/search': query item 'term=<redacted>' holds one; values from links may not "
                + "hold control characters.")
        #expect(error.unredactedDescription.contains("query item 'term=salt%0A' holds '%0A'"))
    }

    /// Payloads, shortcut items and links by name give their values as text: a control character in one is no
    /// value, refused for a path parameter or a required item and dropped for an optional one.
    @Test(arguments: Array(0x00...0x1F) + [0x7F])
    func aControlCharacterInAValueByNameIsRefusedOrDropped(_ byte: Int) throws {
        let router = try makeDoorRouter()
        let scalar = Character(Unicode.Scalar(UInt8(byte)))
        let value = "a\(scalar)b"
        let code = "U+" + String(byte, radix: 16, uppercase: true).paddedToFour
        let push = router.resolve(.pushPayload(["type": "recipe", "id": value]))
        #expect(
            push.failure?.description
                == "Invalid push notification: 'id' holds a control character (\(code)); values may not.")
        #expect(push.failure?.parameter == "id")
        let shortcut = router.resolve(.shortcutItem(type: "search", userInfo: ["term": value]))
        #expect(shortcut.failure?.kind == .invalidPayload)
        let named = router.resolve(.route("recipe", values: ["id": value], from: .pushNotification))
        #expect(named.failure?.kind == .invalidPayload)
        let optional = router.resolve(.pushPayload(["type": "recipes", "country": value]))
        #expect(optional.success?.intent == .recipes(country: nil, limit: nil))
    }

    /// Reverse routing refuses what the router would refuse: a link it makes always opens its route.
    @Test func reverseRoutingRefusesAControlCharacter() throws {
        let router = try makeDoorRouter()
        #expect {
            try router.path(for: .route("recipe", values: ["id": "a\nb"]))
        } throws: { error in
            (error as? DeepLinkURLError)?.description
                == "Invalid parameter 'id' for route 'recipe' (/recipe/:id, DeepLinksTestSupport/DoorRoutes.swift:31): it "
                + "holds a control character (U+0000 to U+001F, or U+007F), which the router refuses in every link."
        }
        #expect {
            try router.path(for: .route("search", values: ["term": "a\u{7F}"]))
        } throws: { error in
            (error as? DeepLinkURLError)?.description.hasPrefix("Invalid query parameter 'term' for route 'search'")
                ?? false
        }
        #expect(throws: DeepLinkURLError.self) { try router.path(for: .intent(.recipe("a\u{0}"))) }
    }

    /// A literal that holds a control character could never match: building the router says so.
    @Test func aLiteralWithAControlCharacterIsABuildError() {
        let pattern = RoutePattern<DoorParam>(segments: [.literal("line\nbreak"), .parameter(.id)])
        let line: UInt = #line + 1
        #expect {
            _ = try DeepLinkRouter<DoorParam, DoorIntent> {
                Route(pattern) { _ in .account }
            }
        } throws: { error in
            (error as? DeepLinkRouterError)?.description
                == "Pattern '/line\\nbreak/:id' (DeepLinksTests/ControlCharactersTests.swift:\(line)) has the literal "
                + "'line\\nbreak', which holds a control character: no link can carry one (the router refuses them), "
                + "so the route could never match."
        }
    }

    /// A line or paragraph separator is no C0 control, so it reaches a handler, but a miss reason that quotes the
    /// segment escapes it.
    @Test func aMissReasonEscapesTheSegmentItQuotes() throws {
        let router = try makeDoorRouter()
        let error = try #require(router.resolve(.url("myapp://order/a%E2%80%A8b")).failure)
        #expect(error.description.contains(#"number expects an Int, got 'a\u{2028}b'"#))
        #expect(!error.description.unicodeScalars.contains("\u{2028}"))
    }

    /// A link carried in a payload is a link: its escapes follow the URL's rule.
    @Test func aPayloadsLinkFollowsTheURLRule() throws {
        let router = try makeDoorRouter()
        let result = router.resolve(.pushPayload(["url": "myapp://recipe/a%0Ab"]))
        #expect(result.failure?.kind == .controlCharacter)
    }

    /// Issue #35: a payload's link given as a path reached the handler with its raw control character
    /// (`recipe("a\0b")`), under every link key; it is refused as an escaped one is, and the message escapes it.
    @Test(arguments: [
        ("\u{0}", #"\u{0}"#), ("\u{1}", #"\u{1}"#), ("\u{1B}", #"\u{1B}"#), ("\u{7F}", #"\u{7F}"#),
    ])
    func aRawControlCharacterInAPayloadsLinkIsRefused(_ control: String, _ logged: String) throws {
        let router = try makeDoorRouter()
        let link = "/recipe/a\(control)b"
        let payloads: [[AnyHashable: Any]] = [["deeplink": link], ["url": link], ["data": ["link": link]]]
        for payload in payloads {
            let result = router.resolve(.pushPayload(payload))
            #expect(
                result.failure?.description
                    == "Control character in '/recipe/a\(logged)b': segment 'a\(logged)b' holds '\(logged)'; values "
                    + "from links may not hold control characters.", "\(payload.keys.map(String.init(describing:)))")
            #expect(result.failure?.kind == .controlCharacter)
            #expect(result.failure?.path == link)
            #expect(router.match(.pushPayload(payload)) == nil)
        }
    }

    /// The app's own paths follow the same rule: `.path(_:)` refuses a raw control character in any segment.
    @Test func aRawControlCharacterInAPathIsRefused() throws {
        let router = try makeDoorRouter()
        let result = router.resolve(.path("/recipe/a\u{1B}b"))
        #expect(
            result.failure?.description
                == #"Control character in '/recipe/a\u{1B}b': segment 'a\u{1B}b' holds '\u{1B}'; values from links "#
                + "may not hold control characters.")
        #expect(router.match(.path("/recipe/a\u{1B}b")) == nil)
        // In a literal's place, in a remainder (past the table's depth too), in the first segment.
        for path in ["/reci\u{0}pe/1", "/docs/a/b\u{7F}", "/docs/a/b/c/d/e/f/g/h/\u{1}", "/\u{9}recipe/1"] {
            #expect(router.resolve(.path(path)).failure?.kind == .controlCharacter, "\(path)")
        }
    }

    /// A URL's text from outside: Foundation escapes a raw control character (or refuses the text), and the escape is
    /// refused; no door hands the raw character on, whether it is in the custom scheme's host or in its path.
    @Test(arguments: ["myapp://recipe/a\u{1B}b", "myapp://reci\u{0}pe/1", "https://bestrecipes.com/recipe/a\u{7F}b"])
    func aRawControlCharacterInURLTextIsRefused(_ text: String) throws {
        let router = try makeDoorRouter()
        for result in [router.resolve(.url(text)), router.resolve(.pushPayload(["url": text]))] {
            let kind = try #require(result.failure?.kind, "\(result)")
            #expect([.controlCharacter, .invalidURL].contains(kind), "\(result)")
        }
    }

    /// A query value is decoded by the same rule: a raw control character refuses a required item and drops an
    /// optional one, and the message redacts the value.
    @Test func aRawControlCharacterInAQueryItemIsRefusedOrDropped() throws {
        let router = try makeDoorRouter()
        let error = try #require(router.resolve(.path("/search?term=salt\u{1}")).failure)
        #expect(
            error.description
                == "Control character in '/search': query item 'term=<redacted>' holds one; values from links may not "
                + "hold control characters.")
        #expect(error.unredactedDescription.contains(#"query item 'term=salt\u{1}' holds '\u{1}'"#))
        #expect(error.kind == .controlCharacter)
        #expect(router.resolve(.pushPayload(["deeplink": "/search?term=a\u{0}"])).failure?.kind == .controlCharacter)
        let optional = router.resolve(.path("/recipes?country=F\u{7F}R&limit=3"))
        #expect(optional.success?.intent == .recipes(country: nil, limit: 3))
        // `+` is still a space, and a space is no control character.
        #expect(router.match(.path("/search?term=a+b%20c"))?.intent == .search("a b c"))
    }

    /// Every control character, at every position of segments of several lengths (so that it falls at each place of
    /// the segmenter's eight-byte words), after a random number of leading segments.
    @Test(arguments: seeds) func aRawControlCharacterAnywhereInASegmentIsRefused(seed: UInt64) throws {
        let router = try makeDoorRouter()
        var rng = SplitMix(seed: seed)
        let alphabet = Array("abcXYZ019-._~é ")
        for control in Self.controls {
            for length in [0, 1, 7, 8, 9, 16] {
                for position in 0...length {
                    var segment = (0..<length).map { _ in rng.pick(alphabet) }
                    segment.insert(control, at: position)
                    let depth = rng.below(12)
                    let leading = (0..<depth).map { _ in String((0..<rng.below(10)).map { _ in rng.pick(alphabet) }) }
                    let path = "/docs/" + (leading + [String(segment)]).joined(separator: "/")
                    let result = router.resolve(.path(path))
                    let scalar = String(control.unicodeScalars.first!.value, radix: 16)
                    #expect(
                        result.failure?.kind == .controlCharacter,
                        "seed \(seed): U+\(scalar) at \(position) of \(length) after \(depth) segments: \(result)")
                    #expect(router.match(.path(path)) == nil, "seed \(seed): \(path.debugDescription)")
                    let recipe = router.resolve(.path("/recipe/" + String(segment)))
                    #expect(recipe.failure?.kind == .controlCharacter, "seed \(seed): \(recipe)")
                }
            }
        }
    }

    /// Other characters stay: a space, a `+`, Unicode, an escaped `/` or `%`.
    @Test func otherCharactersStillReachTheHandler() throws {
        let router = try makeDoorRouter()
        #expect(router.match(.url("myapp://recipe/a%20b%2Fc%25d%C3%A9"))?.intent == .recipe("a b/c%dé"))
        #expect(router.match(.url("myapp://search?term=a+b"))?.intent == .search("a b"))
        // The bytes below `%` that are no control character, raw, as the app's own paths may give them.
        #expect(router.match(.path("/recipe/a b!\"$c"))?.intent == .recipe("a b!\"$c"))
        #expect(
            router.resolve(.pushPayload(["type": "recipe", "id": "a b é\u{85}"])).success?.intent
                == .recipe("a b é\u{85}"))
    }
}

extension String {
    fileprivate var paddedToTwo: String { count < 2 ? "0" + self : self }
    fileprivate var paddedToFour: String { String(repeating: "0", count: max(0, 4 - count)) + self }
}
