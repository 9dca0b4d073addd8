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
        let date = now()
        // A clock that moved back leaves no entry alive for longer than the window.
        recentLinks.removeAll { !(0..<duplicateWindow).contains(date.timeIntervalSince($0.date)) }
        // An earlier copy that ended without opening (the user signed out meanwhile, say) blocks nothing.
        recentLinks.removeAll { $0.trace.endedUnopened }
        if let first = recentLinks.first(where: { $0.key == key }) { return first.trace.linkID }
        recentLinks.append((key, trace, date))
        return nil
    }
}
