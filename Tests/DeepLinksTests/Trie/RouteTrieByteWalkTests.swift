import DeepLinksTestSupport
import Testing

@testable import DeepLinks

/// The byte walk (issue #38) offers the same routes, in the same order, with the same segments and path end, as the
/// walk that splits and decodes: on random tables and paths, on every corpus, case-blind or not, and it takes every
/// path without escapes, spaces or non-ASCII bytes itself (it gives the others back).
///
/// Every failure names its seed; replay one with `DEEPLINKS_SEED=<seed> swift test --filter RouteTrieByteWalkTests`.
@Suite struct RouteTrieByteWalkTests {
    typealias Reference = ReferenceMatcher

    /// One offer as a walk made it: the terminal, the segments as text, where the path ends, and whether it has more
    /// segments than the walk keeps.
    struct Offer: Equatable, CustomStringConvertible {
        var terminal: Int32
        var segments: [String]
        var pathEnd: Int
        var overflowed: Bool

        var description: String { "\(terminal) \(segments) end \(pathEnd)\(overflowed ? " overflowed" : "")" }
    }

    /// The offers of the byte walk and of the splitting walk, declining every one (`accept` ≥ 0: accepting the
    /// `accept`-th), and whether the byte walk gave the path back (its offers are then none).
    static func offers(
        _ trie: RouteTrie, _ path: String, accept: Int = -1
    ) -> (byteWalk: [Offer], splitting: [Offer], gaveBack: Bool) {
        var byteWalk: [Offer] = []
        var splitting: [Offer] = []
        var gaveBack = false
        var text = path
        text.withUTF8 { input in
            if let base = input.baseAddress {
                let walked = trie.byteWalk(base, count: input.count) { terminal, path in
                    byteWalk.append(
                        Offer(
                            terminal: terminal,
                            segments: path.segments.map {
                                String(decoding: UnsafeBufferPointer(rebasing: input[$0.start..<$0.end]), as: UTF8.self)
                            },
                            pathEnd: path.end, overflowed: path.overflowed))
                    return byteWalk.count - 1 == accept
                }
                if !walked { gaveBack = true }
            }
            _ = trie.match(input, isURL: false) { terminal, segments, info in
                splitting.append(
                    Offer(
                        terminal: terminal, segments: segments.map { String(decoding: $0.bytes, as: UTF8.self) },
                        pathEnd: info.pathEnd, overflowed: info.overflowed))
                return splitting.count - 1 == accept
            }
        }
        return (byteWalk, splitting, gaveBack)
    }

    /// The terminal `firstTerminal(_:isURL:)` selects, and the first that `select(_:isURL:_:)` offers.
    static func firstTerminal(_ trie: RouteTrie, _ path: String) -> (entryPoint: Int32, closure: Int32) {
        var text = path
        return text.withUTF8 { input in
            var offered = RouteTrie.noTerminal
            trie.select(input, isURL: false) { terminal, _, _ in
                offered = terminal
                return true
            }
            return (trie.firstTerminal(input, isURL: false), offered)
        }
    }

    /// Whether the byte walk reads every byte of `path`'s path itself: none is `%`, below it, DEL or non-ASCII.
    static func isPlain(_ path: String) -> Bool {
        path.utf8.prefix { $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#") }
            .allSatisfy { $0 > UInt8(ascii: "%") && $0 < 0x7F }
    }

    /// A variant of a random path: a query, a fragment, letters in upper case, no leading slash, a long segment.
    static func variant(of path: String, _ rng: inout SplitMix) -> String {
        var path = path
        switch rng.below(8) {
        case 0: path += "?" + rng.pick(["q=1", "", "a=b&c", "x#y"])
        case 1: path += "#" + rng.pick(["top", "", "a/b?c"])
        case 2: path = path.uppercased()
        case 3: path = String(path.drop { $0 == "/" })
        case 4: path += "/" + String(repeating: rng.pick(["a", "7", "ab"]), count: 1 + rng.below(40))
        case 5: path = path.replacingOccurrences(of: "/", with: "//")
        default: break
        }
        return path
    }

    @Test(arguments: DifferentialTests.seeds)
    func randomTablesOfferTheSameRoutesBothWays(seed: UInt64) throws {
        var rng = SplitMix(seed: seed)
        var plain = 0
        for tableNumber in 0..<40 {
            let table = Reference.removingRepeatedShapes(Reference.randomTable(&rng))
            let options: MatchingOptions = rng.chance(0.3) ? [.caseInsensitiveLiterals] : []
            guard
                let router = try? DeepLinkRouter<Reference.P, Reference.Intent>(
                    schemes: nil, hosts: nil, options: options, maxLinkLength: 8_192,
                    routes: Reference.makeRoutes(table))
            else { continue }
            for _ in 0..<60 {
                let path = Self.variant(of: Reference.randomPath(for: table, &rng), &rng)
                let accept = rng.chance(0.5) ? -1 : rng.below(3)
                let (byteWalk, splitting, gaveBack) = Self.offers(router.trie, path, accept: accept)
                let context = "seed \(seed), table \(tableNumber), path \(path.debugDescription)"
                if !gaveBack { #expect(byteWalk == splitting, "\(context)\n\(Reference.dump(table))") }
                let first = Self.firstTerminal(router.trie, path)
                #expect(first.entryPoint == first.closure, "\(context)\n\(Reference.dump(table))")
                if Self.isPlain(path) {
                    plain += 1
                    #expect(!gaveBack, "\(context): a plain path was given back")
                }
            }
        }
        #expect(plain > 500, "seed \(seed): only \(plain) plain paths")
    }

    @Test(arguments: CorpusTests.corpora)
    func everyCorpusRequestIsTakenByTheByteWalk(_ corpus: String) throws {
        let router = try CorpusTests.router(for: corpus)
        for request in try CorpusTests.lines(corpus, ".requests") {
            let (byteWalk, splitting, gaveBack) = Self.offers(router.trie, request, accept: 0)
            #expect(!gaveBack, "\(corpus): \(request)")
            #expect(byteWalk == splitting, "\(corpus): \(request)")
            #expect(byteWalk.count == 1, "\(corpus): \(request)")
        }
    }

    /// Tables up to 15 levels deep give the walk a buffer of fixed size, deeper ones one of their depth: both read
    /// every segment, at the depths on either side of that line.
    @Test(arguments: [14, 15, 16, 17, 40])
    func deepTablesOfferTheSameRoutesBothWays(depth: Int) throws {
        enum Name: String, DeepLinkPathComponent {
            case id, rest
            var capture: CaptureKind { self == .rest ? .remainder : .string }
        }
        let literals: [String] = (0..<depth).map { "s\($0)" }
        let deep = RoutePattern<Name>(segments: literals.map { .literal($0) })
        let captured = RoutePattern<Name>(segments: literals.dropLast().map { .literal($0) } + [.parameter(.id)])
        let rest = RoutePattern<Name>(segments: [.literal("s0"), .parameter(.rest)])
        let routes: [Route<Name, String>] = [
            Route(deep) { _ in "deep" }, Route(captured) { _ in "id" }, Route(rest) { _ in "rest" },
        ]
        let router = try DeepLinkRouter(routes: routes)
        #expect(router.trie.maxDepth == depth)
        let full = "/" + literals.joined(separator: "/")
        let other = "/" + literals.dropLast().joined(separator: "/") + "/x"
        let cases: [(path: String, pattern: String)] = [
            (full, deep.description), (other, captured.description), (full + "/more", rest.description),
        ]
        for (path, pattern) in cases {
            let (byteWalk, splitting, gaveBack) = Self.offers(router.trie, path)
            #expect(!gaveBack, "\(depth): \(path)")
            #expect(byteWalk == splitting, "\(depth): \(path)")
            #expect(router.route(forPath: path)?.pattern == pattern, "\(depth): \(path)")
        }
    }

    /// A path longer than the table is deep reaches only a remainder, which takes every segment, those past the
    /// segment table too; a refused byte past the table sends the link to the splitting walk.
    @Test func remaindersTakeSegmentsPastTheTable() throws {
        enum Name: String, DeepLinkPathComponent {
            case rest, id
            var capture: CaptureKind { self == .rest ? .remainder : .int }
        }
        let router = try DeepLinkRouter<Name, String> {
            Route("a" / .id) { _ in "id" }
            Route("a" / .rest) { p in try p.value(.rest) }
        }
        let numbers: [String] = (1...50).map { String($0) }
        let rest: String = numbers.joined(separator: "/")
        let deep = "/a/" + rest
        let (byteWalk, splitting, gaveBack) = Self.offers(router.trie, deep)
        #expect(!gaveBack)
        #expect(byteWalk == splitting)
        #expect(byteWalk.first?.overflowed == true)
        let deepIntent: String? = router.match(.path(deep))?.intent
        #expect(deepIntent == rest)
        #expect(router.route(forPath: deep)?.pattern == "/a/*rest")
        let escaped = deep + "/%41"
        #expect(Self.offers(router.trie, escaped).gaveBack)
        #expect(router.route(forPath: escaped)?.pattern == "/a/*rest")
        let escapedIntent: String? = router.match(.path(escaped))?.intent
        #expect(escapedIntent == rest + "/A")
        #expect(router.match(.path("/a/7"))?.intent == "id")
        #expect(router.match(.path("/a/7?x=%ZZ#%"))?.intent == "id")
    }
}
