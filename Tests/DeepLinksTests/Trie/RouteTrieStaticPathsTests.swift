import DeepLinksTestSupport
import Testing

@testable import DeepLinks

/// The static paths (issue #38): a path of literals only selects its route by one look-up, always the route the walk
/// offers first; what the table leaves out (paths it cannot read as they are, long ones, ones built to collide) the
/// walk still selects, and a look-up stays bounded.
@Suite struct RouteTrieStaticPathsTests {
    enum Name: String, DeepLinkPathComponent {
        case id, rest
        var capture: CaptureKind { self == .rest ? .remainder : .string }
    }

    /// The table's entries: each path's text and its terminal.
    static func entries(_ trie: RouteTrie) -> [String: Int32] {
        var entries: [String: Int32] = [:]
        for entry in trie.staticPaths where entry.terminal != RouteTrie.noTerminal {
            let bytes = UnsafeBufferPointer(start: trie.staticBytes + Int(entry.start), count: Int(entry.length))
            entries[String(decoding: bytes, as: UTF8.self)] = entry.terminal
        }
        return entries
    }

    /// The terminal the walk offers first for `path`, without the static table.
    static func walked(_ trie: RouteTrie, _ path: String) -> Int32 {
        RouteTrieByteWalkTests.firstTerminal(trie, path).closure
    }

    typealias Router = DeepLinkRouter<Name, String>

    static func router(_ patterns: [RoutePattern<Name>], options: MatchingOptions = []) throws -> Router {
        let routes = patterns.map { pattern in Route(pattern) { _ in pattern.description } }
        return try DeepLinkRouter(schemes: nil, hosts: nil, options: options, maxLinkLength: 8_192, routes: routes)
    }

    /// Every corpus: each static path is one of the table's patterns of literals only, nearly all of them are, and each
    /// selects the route the walk offers first.
    @Test(arguments: CorpusTests.corpora)
    func everyStaticPathSelectsWhatTheWalkOffersFirst(_ corpus: String) throws {
        let router = try CorpusTests.router(for: corpus)
        let entries = Self.entries(router.trie)
        let literalOnly = try CorpusTests.lines(corpus, ".routes").filter { !$0.contains(":") && !$0.contains("*") }
        // A path placed further than `maxStaticProbes` from its slot is left to the walk: a few at most.
        #expect(Set(entries.keys).isSubset(of: Set(literalOnly)), "\(corpus)")
        let held = "\(corpus): \(entries.count) of \(literalOnly.count)"
        #expect(entries.count * 100 >= Set(literalOnly).count * 95, "\(held)")
        for path in literalOnly {
            #expect(router.route(forPath: path)?.pattern == path, "\(corpus): \(path)")
        }
        for (path, terminal) in entries {
            #expect(Self.walked(router.trie, path) == terminal, "\(corpus): \(path)")
            #expect(router.route(forPath: path)?.pattern == path, "\(corpus): \(path)")
        }
    }

    /// A literal path beats a capture at its place, and the spellings the table does not hold (doubled or trailing
    /// slashes, no leading one, a query, another case on a case-blind table) select the same route through the walk.
    @Test func literalsWinAndOtherSpellingsAreWalked() throws {
        let patterns: [RoutePattern<Name>] = [
            RoutePattern(segments: [.literal("a"), .parameter(.id)]),
            RoutePattern(segments: [.literal("a"), .literal("b")]),
            RoutePattern(segments: [.literal("a"), .parameter(.rest)]),
            RoutePattern(segments: []),
        ]
        for options in [MatchingOptions(), [.caseInsensitiveLiterals]] {
            let router = try Self.router(patterns, options: options)
            #expect(Set(Self.entries(router.trie).keys) == ["/a/b", "/"])
            for path in ["/a/b", "//a/b", "/a/b/", "a/b", "/a/b?x=1", "/a/b#top"] {
                #expect(router.route(forPath: path)?.pattern == "/a/b", "\(path)")
            }
            #expect(router.route(forPath: "/a/B")?.pattern == (options.isEmpty ? "/a/:id" : "/a/b"))
            #expect(router.route(forPath: "/a/c")?.pattern == "/a/:id")
            #expect(router.route(forPath: "/a/b/c")?.pattern == "/a/*rest")
            #expect(router.route(forPath: "/")?.pattern == "/")
            #expect(router.route(forPath: "")?.pattern == "/")
        }
    }

    /// A link equal to a static path is looked up before a byte of it is read (no pass finds its segments); with a
    /// query or a fragment, the descent reads the path before it once, a node per segment, literals first.
    @Test func aStaticPathIsLookedUpBeforeItIsRead() throws {
        let patterns: [RoutePattern<Name>] = [
            RoutePattern(segments: [.literal("settings"), .literal("profile")]),
            RoutePattern(segments: [.literal("settings"), .parameter(.id)]),
        ]
        let router = try Self.router(patterns)
        let (plain, plainSteps) = WorstCaseTests.counting { router.route(forPath: "/settings/profile") }
        #expect(plain?.routeIndex == 0)
        #expect(plainSteps[.linkByte] == 0 && plainSteps[.node] == 0, "\(plainSteps)")
        let (queried, queriedSteps) = WorstCaseTests.counting { router.route(forPath: "/settings/profile?tab=2") }
        #expect(queried?.routeIndex == 0)
        #expect(queriedSteps[.linkByte] == "/settings/profile".utf8.count, "\(queriedSteps)")
        #expect(queriedSteps[.node] == 3, "the root, settings and profile: \(queriedSteps)")
        // "/settings" is every path's start, compared at once (`LiteralPrefix`); "profile" is hashed.
        #expect(queriedSteps[.classifiedByte] == "profile".utf8.count, "\(queriedSteps)")
        let (captured, capturedSteps) = WorstCaseTests.counting { router.route(forPath: "/settings/privacy") }
        #expect(captured?.routeIndex == 1)
        #expect(capturedSteps[.linkByte] > 0 && capturedSteps[.node] > 0, "\(capturedSteps)")
    }

    /// Literals the byte walk does not read as they are (an escape, non-ASCII) are left out, and so are paths longer
    /// than ``RouteTrie/maxStaticPathLength``: the walk selects them.
    @Test func unreadableAndLongPathsAreLeftToTheWalk() throws {
        let long = String(repeating: "x", count: RouteTrie.maxStaticPathLength)
        let patterns: [RoutePattern<Name>] = [
            RoutePattern(segments: [.literal("café")]), RoutePattern(segments: [.literal("a b")]),
            RoutePattern(segments: [.literal("a?b")]), RoutePattern(segments: [.literal(long)]),
            RoutePattern(segments: [.literal("plain")]),
        ]
        let router = try Self.router(patterns)
        #expect(Array(Self.entries(router.trie).keys) == ["/plain"])
        #expect(router.route(forPath: "/caf%C3%A9")?.routeIndex == 0)
        #expect(router.route(forPath: "/café")?.routeIndex == 0)
        #expect(router.route(forPath: "/a%20b")?.routeIndex == 1)
        #expect(router.route(forPath: "/a%3Fb")?.routeIndex == 2)
        #expect(router.route(forPath: "/" + long)?.routeIndex == 3)
        #expect(router.route(forPath: "/plain")?.routeIndex == 4)
    }

    /// Paths built to share their length, first and last eight bytes share a slot: the table keeps at most
    /// ``RouteTrie/maxStaticProbes`` of them, every one still selects its route, and a look-up examines at most that many
    /// slots.
    @Test func collidingPathsKeepTheLookUpBounded() throws {
        let patterns: [RoutePattern<Name>] = (0..<500).map { index in
            let middle = String(index + 1_000)
            return RoutePattern(segments: [.literal("aaaaaaaa"), .literal(middle), .literal("bbbbbbbb")])
        }
        let router = try Self.router(patterns)
        #expect(Self.entries(router.trie).count == RouteTrie.maxStaticProbes)
        for (index, pattern) in patterns.enumerated() {
            let path = pattern.description
            let (selection, steps) = WorstCaseTests.counting { router.route(forPath: path) }
            let (_, walkSteps) = WorstCaseTests.counting { router.match(.path(path)) }
            #expect(selection?.routeIndex == index, "\(path)")
            // The walk's probes, and the static table's: at most its bound.
            let probes: Int = steps[.probe] - walkSteps[.probe]
            #expect(probes <= RouteTrie.maxStaticProbes, "\(path): \(probes) probes")
        }
    }

    /// A chain of nested literal routes holds at most ``RouteTrie/maxStaticPathLength`` bytes a route: the table grows with
    /// the routes, not with the square of the chain's depth.
    @Test func nestedChainsCostBytesInProportionToTheirRoutes() throws {
        let depth = 300
        let patterns: [RoutePattern<Name>] = (1...depth).map { count in
            RoutePattern(segments: (0..<count).map { _ in .literal("ab") })
        }
        let router = try Self.router(patterns)
        let entries = Self.entries(router.trie)
        let bytes = entries.keys.reduce(0) { $0 + $1.utf8.count }
        #expect(entries.count <= RouteTrie.maxStaticPathLength / 3, "\(entries.keys.map(\.utf8.count).sorted())")
        #expect(entries.count > 0)
        #expect(bytes <= RouteTrie.maxStaticPathLength * entries.count)
        let deepest = "/" + Array(repeating: "ab", count: depth).joined(separator: "/")
        #expect(router.route(forPath: deepest)?.routeIndex == depth - 1)
        for count in [1, 2, 41, 42, 43, 100] {
            let path = "/" + Array(repeating: "ab", count: count).joined(separator: "/")
            #expect(router.route(forPath: path)?.routeIndex == count - 1)
        }
    }
}
