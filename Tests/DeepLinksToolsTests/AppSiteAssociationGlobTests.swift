import DeepLinksTestSupport
import Foundation
import Testing

@testable import DeepLinksTools

/// The association file's globs (`*`, `?`) against simple reference matchers on seeded random cases, pathological
/// ones among them (issue #37: `*a` and 18 `?` took 9 s to check).
@Suite struct AppSiteAssociationGlobTests {
    typealias Glob = AppSiteAssociationFile.Glob

    /// Whether `pattern` matches all of `text`: the textbook table over every pair of positions.
    static func referenceMatches(_ pattern: String, _ text: String) -> Bool {
        let pattern = Array(pattern.unicodeScalars)
        let text = Array(text.unicodeScalars)
        // matched[i][j]: the first i pattern characters match the first j text characters.
        var matched = [[Bool]](repeating: [Bool](repeating: false, count: text.count + 1), count: pattern.count + 1)
        matched[0][0] = true
        for i in 1...max(pattern.count, 1) where i <= pattern.count {
            for j in 0...text.count {
                switch pattern[i - 1] {
                case "*": matched[i][j] = matched[i - 1][j] || (j > 0 && matched[i][j - 1])
                case "?": matched[i][j] = j > 0 && matched[i - 1][j - 1]
                case let scalar: matched[i][j] = j > 0 && matched[i - 1][j - 1] && text[j - 1] == scalar
                }
            }
        }
        return matched[pattern.count][text.count]
    }

    /// Whether every text `theirs` matches, `mine` matches: the exact walk over the pairs of position sets the two
    /// reach (what the checker did before issue #37; exponential in the worst case, fine for short patterns).
    static func referenceCovers(_ mine: String, _ theirs: String) -> Bool {
        let mine = Array(mine.unicodeScalars)
        let theirs = Array(theirs.unicodeScalars)
        func closure(_ states: Set<Int>, _ tokens: [Unicode.Scalar]) -> Set<Int> {
            var result = states
            var pending = Array(states)
            while let state = pending.popLast() {
                if state < tokens.count, tokens[state] == "*", result.insert(state + 1).inserted {
                    pending.append(state + 1)
                }
            }
            return result
        }
        func step(_ states: Set<Int>, _ scalar: Unicode.Scalar, _ tokens: [Unicode.Scalar]) -> Set<Int> {
            var next: Set<Int> = []
            for state in states where state < tokens.count {
                switch tokens[state] {
                case "*": next.insert(state)
                case "?": next.insert(state + 1)
                case scalar: next.insert(state + 1)
                default: break
                }
            }
            return closure(next, tokens)
        }
        // The characters either writes, and one written by neither, stand for all.
        let alphabet = Set((mine + theirs).filter { $0 != "*" && $0 != "?" } + ["\u{E000}"])
        let start = (theirs: closure([0], theirs), mine: closure([0], mine))
        var seen: Set<[Set<Int>]> = [[start.theirs, start.mine]]
        var pending = [start]
        while let (theirStates, myStates) = pending.popLast() {
            if theirStates.contains(theirs.count) && !myStates.contains(mine.count) { return false }
            for scalar in alphabet {
                let next = (theirs: step(theirStates, scalar, theirs), mine: step(myStates, scalar, mine))
                guard !next.theirs.isEmpty, seen.insert([next.theirs, next.mine]).inserted else { continue }
                pending.append(next)
            }
        }
        return true
    }

    static func randomText(_ random: inout SplitMix, from alphabet: [String], maxLength: Int) -> String {
        (0..<random.below(maxLength + 1)).map { _ in random.pick(alphabet) }.joined()
    }

    @Test(arguments: [1, 2, 37, 0xC0FFEE] as [UInt64])
    func matchingAgreesWithTheReference(seed: UInt64) {
        var random = SplitMix(seed: seed)
        for _ in 0..<2_000 {
            let pattern = Self.randomText(&random, from: ["a", "b", "*", "?", "?"], maxLength: 10)
            let text = Self.randomText(&random, from: ["a", "b", "c"], maxLength: 12)
            let expected = Self.referenceMatches(pattern, text)
            #expect(Glob(pattern).matches(text) == expected, "seed \(seed): '\(pattern)' on '\(text)'")
        }
    }

    /// A cover is never claimed wrongly, and none is missed when the covering glob has no `?`.
    @Test(arguments: [1, 2, 37, 0xC0FFEE] as [UInt64])
    func coveringAgreesWithTheReference(seed: UInt64) {
        var random = SplitMix(seed: seed)
        for _ in 0..<2_000 {
            let mine = Self.randomText(&random, from: ["a", "b", "*", "?"], maxLength: 6)
            let theirs = Self.randomText(&random, from: ["a", "b", "*", "?"], maxLength: 6)
            let expected = Self.referenceCovers(mine, theirs)
            let covers = Glob(mine).covers(Glob(theirs))
            if covers { #expect(expected, "seed \(seed): '\(mine)' claimed to cover '\(theirs)'") }
            if !mine.contains("?") { #expect(covers == expected, "seed \(seed): '\(mine)' covers '\(theirs)'") }
        }
    }

    /// `*a` followed by many `?`: the set automaton has 2^k states; matching and covering stay polynomial.
    @Test(arguments: [1, 2, 37] as [UInt64])
    func pathologicalGlobsAgreeWithTheReference(seed: UInt64) {
        var random = SplitMix(seed: seed)
        for _ in 0..<50 {
            let ones = 10 + random.below(30)
            let pattern = "*a" + String(repeating: "?", count: ones)
            let other = "*" + random.pick(["a", "b"]) + String(repeating: "?", count: ones + random.below(3) - 1)
            let text = Self.randomText(&random, from: ["a", "b"], maxLength: 80)
            #expect(Glob(pattern).matches(text) == Self.referenceMatches(pattern, text), "seed \(seed): '\(text)'")
            // `*a?…?` covers `*a?…?` with as many or more `?` after the a only when they are the same glob.
            let covers = Glob(pattern).covers(Glob(other))
            #expect(covers == (other == pattern), "seed \(seed): '\(pattern)' covers '\(other)'")
        }
    }

    /// A run of wildcards is kept in one order (`?` first), so `*?` covers `?*` and the other way round.
    @Test func wildcardRunsAreNormalized() {
        #expect(Glob("*?*?").tokens == Glob("??*").tokens)
        #expect(Glob("/a*?").covers(Glob("/a?*")))
        #expect(Glob("/a?*").covers(Glob("/a*?")))
        #expect(Glob("*?").minimumLength == 1 && Glob("*?").hasRun && !Glob("a?").hasRun)
    }
}
