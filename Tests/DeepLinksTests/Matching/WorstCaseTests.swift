import DeepLinksTestSupport
import Foundation
import Testing

@testable import DeepLinks

/// The matcher's worst case, proven with its step counter (`MatchSteps`) on adversarial tables: overlapping capture
/// kinds, deep nesting, 100,000 routes with shared prefixes, declining handlers, remainders.
///
/// The counter exists only in debug builds (SwiftPM builds tests so), and so do the tests that read it; the
/// 3,000-segment test runs in any build.
///
/// Each test asserts the bound written in MatchingRules ("Cost"), `Budget.steps`, and the exact counts that make it
/// up, and shows that the old behaviour (each node re-reading its segment, each route copying its captures) would
/// break it.
@Suite struct WorstCaseTests {
    /// Components named by their kind: `i…` an `Int`, `s…` and `q…` a `String`, `r…` a remainder.
    struct Name: DeepLinkPathComponent {
        var rawValue: String

        init(rawValue: String) {
            self.rawValue = rawValue
        }

        init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        var capture: CaptureKind {
            switch rawValue.first {
            case "i": .int
            case "r": .remainder
            default: .string
            }
        }
    }

    typealias Segment = RoutePattern<Name>.Segment

    /// A router whose route `i` has `patterns[i]` and `query(i)`, and answers `handler(i)`; it reads links of up to
    /// 1 MB, so that the walk meets links longer than the default limit.
    static func router<Intent>(
        _ patterns: [[Segment]], query: (Int) -> [Name] = { _ in [] }, handler: @escaping @Sendable (Int) -> Intent?
    ) throws -> DeepLinkRouter<Name, Intent> {
        try DeepLinkRouter(
            maxLinkLength: 1 << 20,
            routes: patterns.enumerated().map { index, segments in
                Route(patterns: [RoutePattern(segments: segments)], query: query(index)) { _ in handler(index) }
            })
    }

    /// Every pattern of `depth` levels with, at each level, the literal `literal`, an `Int` or a `String`.
    static func overlapping(depth: Int, literal: String) -> [[Segment]] {
        var patterns: [[Segment]] = [[]]
        for level in 0..<depth {
            let choices: [Segment] = [
                .literal(literal), .parameter(Name("i\(level)")), .parameter(Name("s\(level)")),
            ]
            var next: [[Segment]] = []
            for pattern in patterns {
                for choice in choices {
                    var extended = pattern
                    extended.append(choice)
                    next.append(extended)
                }
            }
            patterns = next
        }
        return patterns
    }

    // MARK: - Deep nesting

    /// Builds a 3,000-segment table and matches 3,000-segment links on a thread with a 512 KiB stack: the walk is a
    /// loop, so the stack does not grow with the depth.
    @Test func threeThousandSegmentsOnASmallStack() throws {
        final class Outcome: @unchecked Sendable {
            var hit: Int?
            var backtracked: Int?
            var backtrackNodes: Int?
            var reason: String?
            var error: String?
        }
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            defer { done.signal() }
            do {
                let literals = [Segment](repeating: .literal("a"), count: 3_000)
                let captures = (0..<3_000).map { Segment.parameter(Name("s\($0)")) }
                let router = try Self.router([literals, captures]) { $0 }
                let letters = Array(repeating: "a", count: 3_000)
                outcome.hit = router.match(.path("/" + letters.joined(separator: "/")))?.intent
                // The literal chain fails at the last segment: back up 2,999 levels, then down the String chain.
                let other = "/" + letters.dropLast().joined(separator: "/") + "/b"
                #if DEBUG
                let (link, steps) = Self.counting { router.match(.path(other)) }
                outcome.backtrackNodes = steps[.node]
                #else
                let link = router.match(.path(other))
                #endif
                outcome.backtracked = link?.intent
                outcome.reason =
                    router.resolve(.path("/" + letters.joined(separator: "/") + "/extra")).failureDescription
            } catch {
                outcome.error = "\(error)"
            }
        }
        thread.stackSize = 512 * 1024
        thread.start()
        done.wait()
        #expect(outcome.error == nil)
        let literalRoute: Int? = 0
        let captureRoute: Int? = 1
        #expect(outcome.hit == literalRoute)
        #expect(outcome.backtracked == captureRoute)
        #if DEBUG
        // The root, 2,999 literal nodes, then 3,000 String nodes.
        let nodes: Int? = 6_000
        #expect(outcome.backtrackNodes == nodes)
        #endif
        let reasonEnd = "closest: " + String(repeating: "/a", count: 3_000) + " — the link goes on with 'extra'."
        #expect(outcome.reason?.hasSuffix(reasonEnd) == true)
    }

    #if DEBUG
    /// The bound of MatchingRules, "Cost", for one match: `(10 + r)·n + (1 + p)·v + 2·t + o` steps.
    struct Budget {
        /// Bytes of the link.
        var linkBytes: Int
        /// Trie nodes entered (each at most once).
        var nodes: Int
        /// The table's longest probe (`RouteTrie.longestProbe`).
        var probe: Int
        /// The table's literal bytes (`RouteTrie.literalByteCount`).
        var literalBytes: Int
        /// Terminals offered.
        var offers: Int
        /// Depths at which the offered remainder routes start.
        var remainderDepths: Int = 0

        init<Intent>(
            _ link: String, _ router: DeepLinkRouter<Name, Intent>, _ steps: MatchSteps, remainderDepths: Int = 0
        ) {
            linkBytes = link.utf8.count
            nodes = steps[.node]
            probe = router.trie.longestProbe
            literalBytes = router.trie.literalByteCount
            offers = steps[.offer]
            self.remainderDepths = remainderDepths
        }

        var steps: Int {
            (10 + remainderDepths) * linkBytes + (1 + probe) * nodes + 2 * literalBytes + offers
        }
    }

    /// Runs `body` with a fresh step counter installed.
    static func counting<R>(_ body: () -> R) -> (R, MatchSteps) {
        let steps = MatchSteps()
        let result = MatchSteps.$current.withValue(steps) { body() }
        return (result, steps)
    }

    // MARK: - Overlapping capture kinds

    /// 3⁸ routes mixing a literal `1`, an `Int` and a `String` at each level, and eight 10 KB digit segments (leading
    /// zeros never overflow): the walk enters 511 nodes, and reads each segment twice (hash, `Int`), not once per node.
    @Test func overlappingKindsReadEachSegmentOnce() throws {
        let router = try Self.router(Self.overlapping(depth: 8, literal: "1").map { $0 + [.literal("end")] }) { $0 }
        let segment = String(repeating: "0", count: 10_000)
        let link = "/" + Array(repeating: segment, count: 8).joined(separator: "/") + "/nope"
        let (link1, steps) = Self.counting { router.match(.path(link)) }
        #expect(link1 == nil)
        // Int and String children at each of the 8 levels: 2⁰ + … + 2⁸ nodes. Each segment is hashed and read as an
        // Int once (8 × 10,000 bytes, twice), and "nope" is hashed for the 256 look-ups of "end".
        let nodes: Int = steps[.node]
        let classified: Int = steps[.classifiedByte]
        let compared: Int = steps[.comparedByte]
        #expect(nodes == 511)
        #expect(classified == 2 * 80_000 + 4)
        #expect(compared == 0)
        #expect(steps[.offer] == 0)
        let budget = Budget(link, router, steps)
        #expect(steps.total <= budget.steps)
        // Re-reading a segment at each node that has an Int child (255 of them) would cost 2,550,000 steps alone.
        #expect(budget.steps < 255 * 10_000)

        let (selection, selectionSteps) = Self.counting { router.route(forPath: link) }
        #expect(selection == nil)
        #expect(selectionSteps.total == steps.total)

        // A miss's reasons walk the trie once more: at most the bound again.
        let (reason, reasonSteps) = Self.counting { router.resolve(.path(link)) }
        #expect(reason.failureKind == .noRoute)
        #expect(reasonSteps.total <= 2 * budget.steps)
    }

    /// The same table with a link every level accepts three ways: a hit costs the nodes on its way, however long the
    /// segments; spelled exactly as its route of literals, it is one look-up, and enters no node.
    @Test func overlappingKindsHitTheLiteralsFirst() throws {
        let router = try Self.router(Self.overlapping(depth: 8, literal: "1")) { $0 }
        let pattern = String(repeating: "/1", count: 8)
        let (whole, wholeSteps) = Self.counting { router.match(.path(pattern)) }
        #expect(whole?.pattern == pattern)
        #expect(wholeSteps[.node] == 0)
        #expect(wholeSteps[.offer] == 1)
        // A trailing `/`: the same route, found by the descent.
        let link = pattern + "/"
        let (hit, steps) = Self.counting { router.match(.path(link)) }
        #expect(hit?.pattern == pattern)
        #expect(steps[.node] == 9)
        #expect(steps[.offer] == 1)
        #expect(steps.total <= Budget(link, router, steps).steps)
    }

    /// `route(forPath:)`'s descent classifies segments as it reads them; a `%` after eight 10 KB digit segments sends
    /// the path to the walk that decodes, which classifies them again: twice at most, within the bound all the same.
    @Test func anEscapeAfterClassifiedSegmentsCostsTwoReadsAtMost() throws {
        // A literal `1` and an `Int` at each level, and `end` last: no branch after the `Int`, so the descent takes it.
        var patterns: [[Segment]] = [[]]
        for level in 0..<8 {
            patterns = patterns.flatMap { [$0 + [.literal("1")], $0 + [.parameter(Name("i\(level)"))]] }
        }
        let router = try Self.router(patterns.map { $0 + [.literal("end")] }) { $0 }
        let segment = String(repeating: "0", count: 10_000)
        let link = "/" + Array(repeating: segment, count: 8).joined(separator: "/") + "/%65nd"
        let (matched, steps) = Self.counting { router.match(.path(link)) }
        #expect(matched?.intent == 255, "the Int at every level, then end")
        let (selection, selectionSteps) = Self.counting { router.route(forPath: link) }
        #expect(selection?.routeIndex == 255)
        // The descent (a match's, as the selection's) hashes and reads each segment as an Int once before it meets
        // the escape; the walk, once more; and `end` is hashed.
        #expect(steps[.classifiedByte] == selectionSteps[.classifiedByte])
        #expect(selectionSteps[.classifiedByte] == 2 * (2 * 80_000) + 3)
        #expect(selectionSteps.total <= Budget(link, router, selectionSteps).steps)
    }

    // MARK: - 100,000 routes with shared prefixes

    /// 100,000 routes under shared prefixes: a match enters the nodes on its way, whatever the table's size.
    @Test func aHundredThousandRoutesCostWhatTheirPathCosts() throws {
        let patterns: [[Segment]] = (0..<100_000).map { index in
            [
                .literal("shared"), .literal("a\(index % 10)"), .literal("b\(index % 100)"), .literal("r\(index)"),
                .parameter(Name(index % 2 == 0 ? "i0" : "s0")),
            ]
        }
        let router = try Self.router(patterns) { $0 }
        let link = "/shared/a3/b33/r99933/value"
        let (hit, steps) = Self.counting { router.match(.path(link)) }
        #expect(hit?.intent == 99_933)
        // root, shared, a3, b33, r99933, then its String child (its Int child is for even routes).
        #expect(steps[.node] == 6)
        #expect(steps[.offer] == 1)
        #expect(steps.total <= Budget(link, router, steps).steps)
        // r99934 hangs from b34: the walk stops at b33's literal look-up.
        let miss = "/shared/a3/b33/r99934/value"
        let (missed, missSteps) = Self.counting { router.match(.path(miss)) }
        #expect(missed == nil)
        #expect(missSteps[.node] == 4)
        // Independent of the table's size: the literal bytes aside, the same bound as a table of one route.
        let budget = Budget(link, router, steps)
        #expect(steps.total - 2 * budget.literalBytes <= 10 * link.utf8.count + (1 + budget.probe) * 6 + 1)
    }

    // MARK: - Declining handlers

    /// 3⁶ routes that all accept `/0…0/…` (a literal of 1,000 zeros, an Int, a String at each level), and all
    /// decline: each is offered once, and each segment's String is made once, not once per route.
    @Test func decliningHandlersCopyEachSegmentOnce() throws {
        let zeros = String(repeating: "0", count: 1_000)
        let router = try Self.router(Self.overlapping(depth: 6, literal: zeros)) { _ -> Int? in nil }
        let link = "/" + Array(repeating: zeros, count: 6).joined(separator: "/")
        let (declined, steps) = Self.counting { router.resolve(.path(link)) }
        #expect(declined.failureKind == .declined)
        let offers: Int = steps[.offer]
        let copied: Int = steps[.copiedByte]
        #expect(offers == 729)
        #expect(copied == 6 * 1_000)
        // Every route copying its own captures: 729 routes × 4 captures on average × 1,000 bytes.
        let budget = Budget(link, router, steps)
        #expect(steps.total <= 2 * budget.steps)
        #expect(2 * budget.steps < 729 * 4 * 1_000)
    }

    // MARK: - Remainders

    /// 50 routes of one remainder shape, each requiring another query item the link lacks: refused before their
    /// remainder is made.
    @Test func remaindersRefusedForTheirQueryCopyNothing() throws {
        let patterns = [[Segment]](repeating: [.literal("docs"), .parameter(Name("rest"))], count: 50)
        let router = try Self.router(patterns, query: { [Name("q\($0)")] }) { $0 }
        let link = "/docs/" + String(repeating: "a", count: 100_000)
        let (missed, steps) = Self.counting { router.match(.path(link)) }
        #expect(missed == nil)
        #expect(steps[.offer] == 50)
        #expect(steps[.copiedByte] == 0)
        #expect(steps.total <= Budget(link, router, steps).steps)
    }

    /// 50 routes of one shape, each requiring another query item, none of which the link carries: route selection
    /// reads the query twice (for the first route's one item, then to parse it), not once per route.
    @Test func selectionReadsTheQueryAtMostTwice() throws {
        let patterns = [[Segment]](repeating: [.literal("docs")], count: 50)
        let router = try Self.router(patterns, query: { [Name("q\($0)")] }) { $0 }
        let query = (0..<1_000).map { "x\($0)=1" }.joined(separator: "&")
        let link = "/docs?" + query
        let (selection, steps) = Self.counting { router.route(forPath: link) }
        #expect(selection == nil)
        #expect(steps[.offer] == 50)
        let read: Int = steps[.linkByte]
        #expect(read == link.utf8.count + 2 * query.utf8.count)
        let (missed, matchSteps) = Self.counting { router.match(.path(link)) }
        #expect(missed == nil)
        let matchRead: Int = matchSteps[.linkByte]
        // The descent reads the path, and the walk, once the first route refuses the link, the link; the first route
        // the query.
        #expect(matchRead == "/docs".utf8.count + link.utf8.count + query.utf8.count)
        #expect(steps.total <= Budget(link, router, steps).steps)
    }

    /// A feature module's component, for tables mounted with `Mount`: `q…` items are `String`s.
    struct ModuleName: DeepLinkPathComponent {
        var rawValue: String
        var capture: CaptureKind { .string }
    }

    /// *K* routes at one path, each requiring another query item the link lacks, mounted from a module and declared
    /// flat: a 64 KiB link's query is read once by matching (its path twice: by the descent, and by the walk once the
    /// first route refuses it) and at most twice by route selection, whatever *K* is (it was read once per mounted
    /// route: *K* = 1,000 took 1.1 s).
    @Test(arguments: [10, 100, 1_000])
    func mountedRoutesReadTheQueryOnce(routeCount: Int) throws {
        let module = (0..<routeCount).map { index in
            Route<ModuleName, Int>("docs", query: ModuleName(rawValue: "q\(index)")) { _ in index }
        }
        let mounted = try DeepLinkRouter<Name, Int>(routes: Mount("m", module) { $0 }.routes)
        let flat = try Self.router(
            [[Segment]](repeating: [.literal("m"), .literal("docs")], count: routeCount), query: { [Name("q\($0)")] }
        ) { $0 }
        var query = ""
        while query.utf8.count < 65_000 { query += "x\(query.utf8.count)=1&" }
        let link = "/m/docs?" + query
        for router in [mounted, flat] {
            let (missed, steps) = Self.counting { router.match(.path(link)) }
            #expect(missed == nil)
            #expect(steps[.offer] == routeCount)
            let read: Int = steps[.linkByte]
            #expect(read == "/m/docs".utf8.count + link.utf8.count + query.utf8.count)
            let (selection, selectionSteps) = Self.counting { router.route(forPath: link) }
            #expect(selection == nil)
            let selectionRead: Int = selectionSteps[.linkByte]
            #expect(selectionRead <= link.utf8.count + 2 * query.utf8.count)
        }
        // The last route's item, at the end of the query: found after one read, by the mounted route as by flat.
        let last = "/m/docs?" + query + "q\(routeCount - 1)=1"
        #expect(mounted.match(.path(last))?.intent == routeCount - 1)
        #expect(flat.match(.path(last))?.intent == routeCount - 1)
    }

    /// 50 remainder routes at one place, all declining: the remainder is made once and shared.
    @Test func decliningRemaindersAtOnePlaceShareOneString() throws {
        let patterns = [[Segment]](repeating: [.literal("docs"), .parameter(Name("rest"))], count: 50)
        let router = try Self.router(patterns, query: { [Name("q\($0)")] }) { _ -> Int? in nil }
        let query = "?" + (0..<50).map { "q\($0)=x" }.joined(separator: "&")
        let link = "/docs/" + String(repeating: "a", count: 100_000) + query
        let (missed, steps) = Self.counting { router.match(.path(link)) }
        #expect(missed == nil)
        #expect(steps[.offer] == 50)
        // The first route's remainder, 100,000 bytes copied into an array and a String; the others share it.
        let copied: Int = steps[.copiedByte]
        #expect(copied == 2 * 100_000)
        #expect(steps.total <= Budget(link, router, steps, remainderDepths: 1).steps)
    }

    /// 50 declining remainder routes at 50 depths (`/*r`, `/a/*r`, `/a/a/*r`, …): the path is decoded once, and
    /// each depth's remainder is one copy of a suffix of it, the bound's `r·n`.
    @Test func decliningRemaindersAtFiftyDepths() throws {
        let patterns = (0..<50).map { depth in
            [Segment](repeating: .literal("a"), count: depth) + [.parameter(Name("rest"))]
        }
        let router = try Self.router(patterns) { _ -> Int? in nil }
        let tail = String(repeating: "b", count: 10_000)
        for link in [
            String(repeating: "/a", count: 50) + "/" + tail, String(repeating: "/a", count: 50) + "/b/" + tail,
        ] {
            let (missed, steps) = Self.counting { router.match(.path(link)) }
            #expect(missed == nil)
            #expect(steps[.offer] == 50)
            // Past the segment table the rest of the link is read once more, to check that it decodes.
            #expect(steps[.linkByte] <= 2 * link.utf8.count)
            #expect(steps.total <= Budget(link, router, steps, remainderDepths: 50).steps)
        }
    }

    /// A long remainder past the segment table: decoded once, whatever the number of segments.
    @Test func remainderPastTheSegmentTableIsDecodedOnce() throws {
        let router = try Self.router([[.literal("files"), .parameter(Name("rest"))]]) { $0 }
        let link = "/files" + String(repeating: "/s%20", count: 10_000)
        let (hit, steps) = Self.counting { router.match(.path(link)) }
        let expected = Array(repeating: "s ", count: 10_000).joined(separator: "/")
        #expect(hit?.intent == 0)
        let copied: Int = steps[.copiedByte]
        // The remainder, decoded into an array, then a String.
        #expect(copied == 2 * expected.utf8.count)
        #expect(steps.total <= Budget(link, router, steps, remainderDepths: 1).steps)
    }

    // MARK: - Random tables

    /// The bound holds on the differential test's random tables and paths, declining handlers included.
    @Test(arguments: [1, 42, 0x5EED_CAFE] as [UInt64])
    func boundHoldsOnRandomTables(seed: UInt64) throws {
        var rng = SplitMix(seed: seed)
        for _ in 0..<5 {
            let table = ReferenceMatcher.removingRepeatedShapes(ReferenceMatcher.randomTable(&rng))
            let router = try DeepLinkRouter(routes: ReferenceMatcher.makeRoutes(table))
            for _ in 0..<100 {
                let path = ReferenceMatcher.randomPath(for: table, &rng)
                let (_, steps) = Self.counting { router.match(.path(path)) }
                let bound =
                    10 * path.utf8.count + (1 + router.trie.longestProbe) * steps[.node] + 2
                    * router.trie.literalByteCount + steps[.offer]
                #expect(steps.total <= bound, "seed \(seed), path \(ReferenceMatcher.readable(path))")
                #expect(steps[.node] <= router.trie.nodes.count)
            }
        }
    }
    #endif
}
