import Testing

@testable import DeepLinks

@Suite struct RouteTrieTests {
    /// Literals of every length around the 8-byte word boundaries of the hash and compare.
    static let lengths = Array(1...33)

    @Test(arguments: lengths)
    func literalsOfEveryLengthMatchOnlyThemselves(_ length: Int) throws {
        let letters: [UInt8] = (0..<length).map { (index: Int) -> UInt8 in UInt8(97 + index % 26) }
        let literal = String(decoding: letters, as: UTF8.self)
        var nearMisses = [literal + "x", String(literal.dropLast())]
        for position in [0, length / 2, length - 1] {
            var bytes = Array(literal.utf8)
            bytes[position] = UInt8(ascii: "Z")
            nearMisses.append(String(decoding: bytes, as: UTF8.self))
        }
        let router = try makeEchoRouter(["/" + literal, "/" + literal + "/:slug"])
        #expect(router.match(.path("/" + literal))?.pattern == "/" + literal)
        #expect(router.match(.path("/" + literal + "/v"))?.intent.params == ["slug": "v"])
        for miss in nearMisses where !miss.isEmpty {
            #expect(router.match(.path("/" + miss)) == nil, "\(miss)")
        }
        #expect(router.trie._checkInvariants() == [])
    }

    @Test func wideFanOutResolvesEveryChild() throws {
        let names = (0..<3_000).map { "item\($0)" }
        let router = try makeEchoRouter(names.map { "/" + $0 } + ["/:slug"])
        #expect(router.trie._checkInvariants() == [])
        for name in names {
            #expect(router.match(.path("/" + name))?.pattern == "/" + name)
        }
        #expect(router.match(.path("/item3000"))?.pattern == "/:slug")
    }

    @Test func samePrefixesAcrossParentsDoNotMix() throws {
        // The same literal under different parents lives in one table; the parent is part of the key.
        let router = try makeEchoRouter(["/a/x", "/b/y", "/x/a"])
        #expect(router.match(.path("/a/y")) == nil)
        #expect(router.match(.path("/b/x")) == nil)
        #expect(router.match(.path("/x/a"))?.pattern == "/x/a")
        #expect(router.trie._checkInvariants() == [])
    }

    @Test func pathsDeeperThanEveryRouteStopEarly() throws {
        let router = try makeEchoRouter(["/a/:slug"])
        #expect(router.trie.maxDepth == 2)
        #expect(router.match(.path("/a/b/c")) == nil)
        #expect(router.match(.path("/a/b"))?.pattern == "/a/:slug")
    }

    @Test func sharedPrefixesShareNodes() throws {
        let router = try makeEchoRouter(["/a/b/c", "/a/b/d", "/a/:slug/c", "/a/:weekId/c"])
        // root, a, a/b, a/b/c, a/b/d, a/:any, a/:any/c, a/:int, a/:int/c
        #expect(router.trie.nodes.count == 9)
        #expect(router.trie._checkInvariants() == [])
    }

    @Test func invariantsCatchACorruptTrie() throws {
        let router = try makeEchoRouter(["/a/b", "/a/:slug"])
        let trie = router.trie
        let saved = trie.nodes[0]
        trie.nodes[0].literalCount += 1
        defer { trie.nodes[0] = saved }
        #expect(trie._checkInvariants() == ["node 0: literalCount 2, but 1 slots"])
    }
}

@Suite struct PercentDecodingTests {
    static func decode(_ text: String) -> String? {
        let raw = Array(text.utf8)
        return raw.withUnsafeBufferPointer { raw in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(raw.count, 1)) { out in
                PercentDecoding.decode(raw, into: out.baseAddress!).map {
                    String(decoding: UnsafeBufferPointer(rebasing: out[..<$0]), as: UTF8.self)
                }
            }
        }
    }

    static func failure(_ text: String) -> PercentDecoding.Failure? {
        Array(text.utf8).withUnsafeBufferPointer { PercentDecoding.failure(in: $0) }
    }

    @Test(arguments: [
        ("abc", "abc"), ("a%20b", "a b"), ("%2F", "/"), ("%2f", "/"), ("%25", "%"), ("caf%C3%A9", "café"),
        ("%F0%9F%98%80", "😀"), ("a+b", "a+b"), ("%20%7E%C2%85", " ~\u{85}"),
    ])
    func decodes(_ raw: String, _ decoded: String) {
        #expect(Self.decode(raw) == decoded)
        #expect(Self.failure(raw) == nil)
    }

    /// An escaped C0 control or DEL never decodes, and the failure names the escape.
    @Test(arguments: (Array(0x00...0x1F) + [0x7F]).map { String(format: "%%%02X", $0) })
    func anEscapedControlCharacterDoesNotDecode(_ escape: String) {
        #expect(Self.decode("a" + escape) == nil)
        #expect(Self.failure("a" + escape + "b") == .controlCharacter(escape))
        // A bad escape before it is the reason.
        #expect(Self.failure("%ZZ" + escape) == .badEscape("%ZZ"))
    }

    /// A raw C0 control or DEL never decodes either, in a path or a query value (`+` as a space), and the failure
    /// names the character; a bad escape before it is still the reason.
    @Test(arguments: Array(0x00...0x1F) + [0x7F])
    func aRawControlCharacterDoesNotDecode(_ byte: Int) {
        let control = String(Character(Unicode.Scalar(UInt8(byte))))
        #expect(Self.decode("a" + control + "b") == nil)
        #expect(Self.failure("a" + control + "b") == .controlCharacter(control))
        #expect(Self.failure("%ZZ" + control) == .badEscape("%ZZ"))
        let raw = Array(("a+" + control).utf8)
        let decoded = raw.withUnsafeBufferPointer { raw in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: raw.count) { out in
                out.baseAddress.flatMap { PercentDecoding.decode(raw, into: $0, plusAsSpace: true) }
            }
        }
        #expect(decoded == nil)
    }

    @Test func anEmptySegmentDecodes() {
        #expect(Self.failure("") == nil)
        #expect(Self.decode("") == "")
    }

    @Test(arguments: [
        ("%", PercentDecoding.Failure.badEscape("%")), ("%4", .badEscape("%4")), ("a%zz", .badEscape("%zz")),
        ("%G0", .badEscape("%G0")), ("%FF", .invalidUTF8), ("%C3%28", .invalidUTF8), ("%C0%AF", .invalidUTF8),
        ("%ED%A0%80", .invalidUTF8), ("%F4%90%80%80", .invalidUTF8), ("%E2%82", .invalidUTF8),
    ])
    func rejects(_ raw: String, _ failure: PercentDecoding.Failure) {
        #expect(Self.decode(raw) == nil)
        #expect(Self.failure(raw) == failure)
    }
}

@Suite struct URLAnatomyTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var text: String
        var scheme: String?
        var host: String?
        var path: String
        var testDescription: String { text }
    }

    static let rows: [Row] = [
        Row(text: "myapp://recipe/42", scheme: "myapp", host: "recipe", path: "/42"),
        Row(text: "myapp:///recipe/42", scheme: "myapp", host: "", path: "/recipe/42"),
        Row(text: "myapp:recipe/42", scheme: "myapp", host: nil, path: "recipe/42"),
        Row(text: "https://user:pw@example.com:8443/a?b#c", scheme: "https", host: "example.com", path: "/a?b#c"),
        Row(text: "https://[::1]:80/a", scheme: "https", host: "[::1]", path: "/a"),
        Row(text: "/recipe/42", scheme: nil, host: nil, path: "/recipe/42"),
        Row(text: "recipe/42:x", scheme: nil, host: nil, path: "recipe/42:x"),
        Row(text: "1app://x", scheme: nil, host: nil, path: "1app://x"),
        Row(text: "a+b.c-d://h", scheme: "a+b.c-d", host: "h", path: ""),
        Row(text: "myapp://h?q", scheme: "myapp", host: "h", path: "?q"),
        Row(text: "", scheme: nil, host: nil, path: ""),
    ]

    @Test(arguments: rows)
    func parses(_ row: Row) {
        Array(row.text.utf8).withUnsafeBufferPointer { bytes in
            let anatomy = URLAnatomy.parse(bytes)
            let text = { (range: Range<Int>) in
                String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
            }
            #expect(anatomy.scheme.map(text) == row.scheme)
            #expect(anatomy.host.map(text) == row.host)
            #expect(text(anatomy.pathStart..<bytes.count) == row.path)
        }
    }
}
