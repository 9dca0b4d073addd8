import Testing

@testable import DeepLinks

/// The trie's size limits (2³¹ − 1 patterns and nodes, 4 GiB − 1 of literal text) are thrown errors, reached here
/// with small limits passed to the router's internal initializer.
@Suite struct TableLimitsTests {
    static func build(
        _ patterns: [String], limits: RouteTrie.Limits
    ) -> String? {
        buildErrorMessage {
            try DeepLinkRouter<Param, Intent>(
                schemes: nil, hosts: nil, options: [], maxLinkLength: 1_000,
                routes: try patterns.enumerated().map { index, text in
                    Route(
                        patterns: [try RoutePattern(parsing: text)], fileID: "App/Routes.swift", line: UInt(index + 1)
                    ) { _ in .home }
                }, limits: limits)
        }
    }

    @Test func theStandardLimitsAreThoseOf32BitIds() {
        let limits = RouteTrie.Limits.standard
        #expect(limits.patterns == 2_147_483_647)
        #expect(limits.nodes == 2_147_483_647)
        #expect(limits.literalBytes == 4_294_967_295)
    }

    @Test func tooManyPatterns() {
        let limits = RouteTrie.Limits(patterns: 3, nodes: 100, literalBytes: 1_000)
        #expect(Self.build(["/a", "/b", "/c"], limits: limits) == nil)
        #expect(
            Self.build(["/a", "/b", "/c", "/d"], limits: limits)
                == "Route table too large: pattern '/d' (App/Routes.swift:4) would be pattern 4, and a router holds at "
                + "most 3 patterns. Split the table across several routers.")
    }

    /// Four nodes (the root, `a`, `a/:recipeId` and `a/:weekId`) fill the trie: any fifth fails, whatever its kind.
    @Test(arguments: ["/b", "/a/:recipeId/c", "/a/:weekId/:slug", "/:slug"])
    func tooManyNodes(_ fifth: String) {
        let limits = RouteTrie.Limits(patterns: 100, nodes: 4, literalBytes: 1_000)
        let four = ["/a", "/a/:recipeId", "/a/:weekId"]
        #expect(Self.build(four, limits: limits) == nil)
        #expect(
            Self.build(four + [fifth], limits: limits)
                == "Route table too large: pattern '\(fifth)' (App/Routes.swift:4) takes the trie past 4 nodes, the "
                + "most a router holds. Split the table across several routers.")
    }

    /// Literals that differ only in letter case share a hash: 16 of them under one place are kept, a 17th is refused
    /// with its reason, and under another place the same words are kept again.
    @Test func literalsSharingAHash() {
        let variants = (0..<17).map { index in
            String(
                decoding: Array("abcde".utf8).enumerated().map { bit, byte in index >> bit & 1 == 1 ? byte - 32 : byte
                }, as: UTF8.self)
        }
        #expect(RouteTrie.maxLiteralsSharingAHash == 16)
        #expect(Self.build(variants.prefix(16).map { "/" + $0 }, limits: .standard) == nil)
        #expect(
            Self.build(variants.map { "/" + $0 }, limits: .standard)
                == "Pattern '/abcdE' (App/Routes.swift:17) has a literal that shares its place and its hash with 16 "
                + "others, the most a router holds (literals that differ only in letter case share one): a link's "
                + "look-up compares each of them. Spell the routes apart, or use a parameter.")
        let placed = variants.prefix(16).map { "/a/" + $0 } + variants.prefix(16).map { "/b/" + $0 }
        #expect(Self.build(placed, limits: .standard) == nil)
    }

    /// Each literal takes 4 bytes of length and its bytes: `abc` 7, `d` 5, `de` 6.
    @Test func tooManyLiteralBytes() {
        let limits = RouteTrie.Limits(patterns: 100, nodes: 100, literalBytes: 12)
        #expect(Self.build(["/abc", "/d"], limits: limits) == nil)
        #expect(
            Self.build(["/abc", "/de"], limits: limits)
                == "Route table too large: the literals of pattern '/de' (App/Routes.swift:2) take the table past 12 "
                + "bytes of literal text, the most a router holds. Split the table across several routers.")
        // A literal already in the table costs nothing more.
        #expect(Self.build(["/abc", "/d", "/abc/:slug", "/d/:recipeId"], limits: limits) == nil)
    }
}
