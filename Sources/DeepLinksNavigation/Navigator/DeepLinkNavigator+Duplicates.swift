import DeepLinks

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension DeepLinkNavigator {
    /// The number of the matched link equal to `arrival` matched less than ``duplicateWindow`` ago and not ended
    /// without opening, or `nil`; a link that is no duplicate is remembered for the window.
    ///
    /// Links the app opens itself (`LinkSource.path`, `LinkSource.intent`) are neither checked nor remembered. A
    /// restored link counts from when it is restored.
    func firstEqual(to arrival: Arrival, from source: LinkSource, trace: DeepLinkTrace) -> Int? {
        guard duplicateWindow > 0, source != .path, source != .intent, let key = arrival.replay()?.duplicateKey else {
            return nil
        }
        // The rule, and how it is kept in O(1) a link: `RecentLinks`.
        let earlier = recentLinks.firstEqual(
            to: key, at: now(), window: duplicateWindow, remembering: trace, blocks: { !$0.endedUnopened })
        return earlier?.linkID
    }
}
