#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The links from outside the app matched within ``DeepLinkNavigator/duplicateWindow``, for the duplicate check:
/// O(1) amortized a link, however many links the window holds.
///
/// The rule, at a check at time `date` with the window `window` (as the list scanned on every link kept it):
/// - A remembered link is alive while `0 <= date - remembered < window` at every check since it was remembered. A
///   check that finds it older than the window, or in its future (the clock moved back), forgets it for good: a
///   wider window or a clock that comes back later does not revive it.
/// - A remembered link for which `blocks` is false (its copy ended without opening) blocks nothing.
/// - A link whose key equals an alive, blocking link's is its duplicate and is not remembered; any other link is
///   remembered at `date`. So at most one blocking link a key is alive.
/// - With the window off (`0` or less), nothing is checked, forgotten or remembered.
///
/// Kept as the latest link of each key, and a queue of `(date, key)` in the order remembered. Invariants: the
/// queue's dates never decrease (a check first forgets the queue's tail dated after `date`); every link of
/// `latest` has its `(date, key)` in the queue. A queue entry whose key's latest link has another date was left by
/// a link forgotten since and forgets nothing; two entries of one key with the same date are the same age.
struct RecentLinks<Link> {
    private var latest: [String: (link: Link, date: Date)] = [:]
    private var queue: [(date: Date, key: String)] = []
    /// The queue's first live entry: entries before it are forgotten, and dropped from the array in bulk.
    private var head = 0

    /// The number of links remembered, blocking or not.
    var count: Int { latest.count }

    /// The alive, blocking link with `key`, or `nil` after remembering `link` under it.
    ///
    /// - Complexity: O(1) amortized.
    mutating func firstEqual(
        to key: String, at date: Date, window: TimeInterval, remembering link: Link, blocks: (Link) -> Bool
    ) -> Link? {
        guard window > 0 else { return nil }
        while let last = queue.last, queue.count > head, date.timeIntervalSince(last.date) < 0 {
            queue.removeLast()
            forget(last)
        }
        while head < queue.count, !(0..<window).contains(date.timeIntervalSince(queue[head].date)) {
            forget(queue[head])
            head += 1
        }
        if head >= 1024, head * 2 >= queue.count {
            queue.removeFirst(head)
            head = 0
        }
        if let earlier = latest[key] {
            if blocks(earlier.link) { return earlier.link }
        }
        latest[key] = (link, date)
        queue.append((date, key))
        return nil
    }

    private mutating func forget(_ entry: (date: Date, key: String)) {
        if latest[entry.key]?.date == entry.date { latest[entry.key] = nil }
    }
}
