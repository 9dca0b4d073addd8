import DeepLinksTestSupport
import Foundation
import Testing

@testable import DeepLinksNavigation

/// `RecentLinks`, the navigator's duplicate window, against the list it replaced (scanned on every link): the same
/// answers over seeded random links, clock moves (frozen, forward, back, to the window's edge), window changes (off
/// among them) and links that end without opening.
///
/// Every failure names its seed; replay one with `DEEPLINKS_SEED=<seed> swift test --filter RecentLinksTests`.
@Suite struct RecentLinksTests {
    /// The list algorithm the navigator used before, as it was written.
    struct ListModel {
        var entries: [(key: String, link: Int, date: Date)] = []

        mutating func firstEqual(
            to key: String, at date: Date, window: TimeInterval, remembering link: Int, blocks: (Int) -> Bool
        ) -> Int? {
            guard window > 0 else { return nil }
            entries.removeAll { !(0..<window).contains(date.timeIntervalSince($0.date)) }
            entries.removeAll { !blocks($0.link) }
            if let first = entries.first(where: { $0.key == key }) { return first.link }
            entries.append((key, link, date))
            return nil
        }
    }

    static let steps = 20_000

    @Test(arguments: DifferentialTests.seeds)
    func answersAsTheListDid(seed: UInt64) {
        var random = SplitMix(seed: seed)
        var recent = RecentLinks<Int>()
        var model = ListModel()
        var seconds: TimeInterval = 1_000_000
        var window: TimeInterval = 2
        var endedUnopened: Set<Int> = []
        var duplicates = 0
        let blocks: (Int) -> Bool = { !endedUnopened.contains($0) }
        for link in 1...Self.steps {
            switch random.below(20) {
            case 0: seconds -= random.pick([0.5, 2, 3600])  // the clock moves back
            case 1: window = random.pick([0, 0.5, 1, 2, 10])
            case 2 where link > 1: endedUnopened.insert(1 + random.below(link - 1))
            case 3..<8: seconds += random.pick([window, window / 2, 0.1, 1.9, 2, 3])
            default: break  // a frozen clock
            }
            // Few keys, so that most links have an earlier copy; now and then a new one, so that the window grows.
            let key = random.chance(0.1) ? "new/\(link)" : "key/\(random.below(12))"
            let date = Date(timeIntervalSinceReferenceDate: seconds)
            let expected = model.firstEqual(to: key, at: date, window: window, remembering: link, blocks: blocks)
            let actual = recent.firstEqual(to: key, at: date, window: window, remembering: link, blocks: blocks)
            if expected != nil { duplicates += 1 }
            guard actual == expected else {
                let problem =
                    "seed \(seed), link \(link) (\(key) at \(seconds), window \(window)): "
                    + "\(String(describing: actual)), the list answers \(String(describing: expected))"
                Issue.record(Comment(rawValue: problem))
                return
            }
        }
        // Both answers occur, so that agreeing means something.
        #expect(duplicates > Self.steps / 10, "seed \(seed)")
        #expect(duplicates < Self.steps * 9 / 10, "seed \(seed)")
    }

    /// A burst at a frozen clock keeps every link, and each is found by its key.
    @Test func aBurstAtAFrozenClockRemembersEveryLink() {
        var recent = RecentLinks<Int>()
        let date = Date(timeIntervalSinceReferenceDate: 1_000_000)
        for link in 0..<50_000 {
            #expect(
                recent.firstEqual(to: "\(link)", at: date, window: 2, remembering: link, blocks: { _ in true }) == nil)
        }
        #expect(recent.count == 50_000)
        #expect(recent.firstEqual(to: "49999", at: date, window: 2, remembering: -1, blocks: { _ in true }) == 49_999)
        let later = date.addingTimeInterval(2)
        #expect(recent.firstEqual(to: "0", at: later, window: 2, remembering: -2, blocks: { _ in true }) == nil)
        #expect(recent.count == 1)
    }
}
