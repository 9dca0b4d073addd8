import DeepLinksTestSupport
import Testing

@testable import DeepLinks

/// The literals every path of a table starts with (issue #38): a path that starts with them is read with one
/// comparison, and selects and matches exactly what reading them segment by segment did; any other spelling is read
/// as before.
@Suite struct RouteTrieLiteralPrefixTests {
    /// A segment capture and a remainder, as the static paths' tests name them.
    typealias Name = RouteTrieStaticPathsTests.Name

    typealias Router = DeepLinkRouter<Name, String>

    static func router(_ patterns: [RoutePattern<Name>], options: MatchingOptions = []) throws -> Router {
        let routes = patterns.map { pattern in
            Route(pattern) { p in "\(pattern) \(p[.id] ?? "-") \(p[.rest] ?? "-")" }
        }
        return try DeepLinkRouter(schemes: nil, hosts: nil, options: options, maxLinkLength: 8_192, routes: routes)
    }

    /// The chain's text, as the trie holds it.
    static func text(_ trie: RouteTrie) -> String {
        String(decoding: UnsafeBufferPointer(trie.prefix.text), as: UTF8.self)
    }

    @Test func theChainStopsAtABranchACaptureATerminalOrARemainder() throws {
        let api: [RoutePattern<Name>] = ["1" / "users", "1" / "users" / .id, "1" / "classes" / .id]
        #expect(Self.text(try Self.router(api).trie) == "/1")
        #expect(try Self.router(api).trie.prefix.depth == 1)
        #expect(Self.text(try Self.router(["api" / "v2" / "a", "api" / "v2" / "b" / .id]).trie) == "/api/v2")
        // Two literals under the root, a capture at the root, a terminal on the way, a remainder route on the way.
        #expect(try Self.router(["a" / "x", "b" / "x"]).trie.prefix.depth == 0)
        #expect(try Self.router(["a" / "x", RoutePattern(Name.id)]).trie.prefix.depth == 0)
        // The chain ends at a node with a route: a path goes on past it only after a `/`.
        #expect(Self.text(try Self.router(["a", "a" / "b" / "c"]).trie) == "/a")
        #expect(Self.text(try Self.router(["a" / "b", "a" / "b" / "c"]).trie) == "/a/b")
        #expect(Self.text(try Self.router(["a" / .rest, "a" / "b" / "c"]).trie) == "")
        #expect(Self.text(try Self.router(["a" / "b" / .rest, "a" / "b" / "c" / "d"]).trie) == "/a")
        // A case-blind table has none.
        #expect(try Self.router(api, options: .caseInsensitiveLiterals).trie.prefix.depth == 0)
    }

    /// Every spelling of a path, whether the chain reads it or not, selects and matches what the same table without a
    /// chain (one more route under the root) does.
    @Test func everySpellingSelectsAndMatchesWhatATableWithoutTheChainDoes() throws {
        let patterns: [RoutePattern<Name>] = [
            "1" / "users", "1" / "users" / .id, "1" / "classes" / .id / "x", "1" / "classes" / .id,
            "1" / "files" / .rest,
        ]
        let router = try Self.router(patterns)
        let unchained = try Self.router(patterns + ["zz"])
        #expect(router.trie.prefix.depth == 1)
        #expect(unchained.trie.prefix.depth == 0)
        let paths = [
            "/1/users", "/1/users/42", "/1/users/42/", "/1/users/42?q=1", "/1/users/42#f", "//1/users/42", "1/users/42",
            "/1//users/42", "/1", "/1/", "/1?x", "/1#x", "/2/users", "/1x/users", "/1/classes/a/x", "/1/classes/a",
            "/1/classes", "/1/files/a/b/c", "/1/files", "/1/users/%41", "/1/users/\u{e9}", "/1/nope/42", "",
            "/%31/users/42", "/1/users/42/x", "/1/classes/a/x/", "/1/files/",
        ]
        for path in paths {
            let matched = router.match(.path(path))
            #expect(matched?.intent == unchained.match(.path(path))?.intent, "\(path)")
            #expect(matched?.path == unchained.match(.path(path))?.path, "\(path)")
            #expect((try? router.resolve(.path(path)).get())?.intent == matched?.intent, "\(path)")
            #expect(router.route(forPath: path)?.pattern == unchained.route(forPath: path)?.pattern, "\(path)")
        }
        #expect(router.match(.path("/1/users/42"))?.intent == "/1/users/:id 42 -")
        #expect(router.match(.path("/1/classes/a/x"))?.intent == "/1/classes/:id/x a -")
        #expect(router.match(.path("/1/files/a/b"))?.intent == "/1/files/*rest - a/b")
        #expect(router.match(.path("/1")) == nil)
    }
}
