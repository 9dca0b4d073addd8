import DeepLinksTestSupport
import Foundation
import Testing

@testable import DeepLinks

/// A seeded, randomized differential test: random route tables and random paths go through the
/// router and through a plain linear-scan reference matcher that follows the documented contract
/// (``ReferenceMatcher``, shared with the fuzz harnesses and `Fuzz/differential.sh`).
///
/// Every failure names its seed. Replay one with
/// `DEEPLINKS_SEED=<seed> swift test --filter DifferentialTests` (decimal or `0x` hex); with the
/// variable set, only that seed runs.
@Suite struct DifferentialTests {
    static let fixedSeeds: [UInt64] = [
        1, 2, 3, 42, 0xDEE9_0001, 0x5EED_CAFE, 0x0123_4567_89AB_CDEF, 0xFFFF_FFFF_FFFF_FFFF,
    ]

    /// The fixed seeds, or only the one in `DEEPLINKS_SEED` when it is set and readable.
    static let seeds: [UInt64] = overrideSeedText.flatMap(parseSeed).map { [$0] } ?? fixedSeeds

    static var overrideSeedText: String? { ProcessInfo.processInfo.environment["DEEPLINKS_SEED"] }

    static func parseSeed(_ text: String) -> UInt64? {
        let text = text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "_", with: "")
        if text.hasPrefix("0x") || text.hasPrefix("0X") { return UInt64(text.dropFirst(2), radix: 16) }
        return UInt64(text)
    }

    /// Random tables checked for conflicts only, per seed.
    static let conflictTablesPerSeed = 40
    /// Random conflict-free tables matched against the reference, per seed.
    static let matchTablesPerSeed = 5
    static let pathsPerTable = 200
    /// After this many disagreements a seed stops, so one bug does not flood the log.
    static let maxReportsPerSeed = 10

    @Test func seedOverrideIsReadable() {
        guard let text = Self.overrideSeedText else { return }
        #expect(Self.parseSeed(text) != nil, "DEEPLINKS_SEED=\(text) is not a decimal or 0x-hex UInt64")
    }

    /// A table has a conflict exactly when two of its patterns have the same shape; the router
    /// must then throw (naming such a pair), and must build the table with the repeats dropped.
    @Test(arguments: seeds) func conflictsAgreeWithReference(seed: UInt64) {
        var rng = SplitMix(seed: seed)
        for tableNumber in 0..<Self.conflictTablesPerSeed {
            let table = Reference.randomTable(&rng)
            let context = "seed \(seed), table \(tableNumber)"
            let pairs = Reference.conflictingPairs(table)
            do throws(DeepLinkRouterError) {
                let router = try DeepLinkRouter(routes: Reference.makeRoutes(table))
                #expect(
                    pairs.isEmpty,
                    "\(context): built, but \(pairs.count) pairs conflict, e.g. \(pairs[0])\n\(Reference.dump(table))")
                #expect(router.trie._checkInvariants() == [], "\(context): trie invariants broken")
            } catch {
                #expect(
                    pairs.contains(error),
                    "\(context): threw '\(error)', expected a conflict among \(pairs)\n\(Reference.dump(table))")
            }

            let cleaned = Reference.removingRepeatedShapes(table)
            do {
                let router = try DeepLinkRouter(routes: Reference.makeRoutes(cleaned))
                #expect(router.trie._checkInvariants() == [], "\(context) (cleaned): trie invariants broken")
            } catch {
                Issue.record(
                    "\(context) (cleaned): threw '\(error)' for a conflict-free table\n\(Reference.dump(cleaned))")
            }
        }
    }

    /// On conflict-free tables, `match` and `resolve` agree with the reference on random paths.
    @Test(arguments: seeds) func matchesAgreeWithReference(seed: UInt64) {
        var rng = SplitMix(seed: seed)
        var reports = 0
        for tableNumber in 0..<Self.matchTablesPerSeed {
            let table = Reference.removingRepeatedShapes(Reference.randomTable(&rng))
            let router: DeepLinkRouter<P, Intent>
            do {
                router = try DeepLinkRouter(routes: Reference.makeRoutes(table))
            } catch {
                Issue.record("seed \(seed), table \(tableNumber): threw '\(error)' for a conflict-free table")
                continue
            }
            #expect(router.trie._checkInvariants() == [], "seed \(seed), table \(tableNumber): trie invariants broken")

            var dumped = false
            for pathNumber in 0..<Self.pathsPerTable {
                let path = Reference.randomPath(for: table, &rng)
                let problems = Reference.disagreements(router, table, path: path)
                guard !problems.isEmpty else { continue }
                var message = "seed \(seed), table \(tableNumber), path #\(pathNumber) \(Reference.readable(path)): "
                message += problems.joined(separator: "; ")
                if !dumped {
                    message += "\n" + Reference.dump(table)
                    dumped = true
                }
                #expect(problems.isEmpty, Comment(rawValue: message))
                reports += 1
                guard reports < Self.maxReportsPerSeed else {
                    Issue.record("seed \(seed): stopping after \(reports) disagreements")
                    return
                }
            }
        }
    }
}

extension DifferentialTests {
    typealias Reference = ReferenceMatcher
    typealias P = Reference.P
    typealias Intent = Reference.Intent
}
