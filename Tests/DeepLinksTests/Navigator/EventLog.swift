import DeepLinksNavigation

/// Collects a navigator's events, as log lines and values, and checks that every link ended exactly once.
@MainActor
final class EventLog {
    var lines: [String] = []
    var events: [DeepLinkEvent] = []

    /// Starts collecting `navigator`'s events.
    func attach<Component, Intent>(to navigator: DeepLinkNavigator<Component, Intent>) {
        navigator.onEvent = { event in
            self.lines.append(event.description)
            self.events.append(event)
        }
    }

    /// The links that do not have exactly one terminal event, with how many they have; empty when all is well.
    ///
    /// - Parameter unfinished: Links the scenario leaves held or delayed on purpose: they must have none yet.
    /// - Returns: `[linkID: count]` for every link whose count of terminal events is wrong.
    func linksNotEndedOnce(unfinished: Set<Int> = []) -> [Int: Int] {
        var counts: [Int: Int] = [:]
        for event in events {
            counts[event.linkID, default: 0] += Self.ends(event.kind) ? 1 : 0
        }
        return counts.filter { id, count in count != (unfinished.contains(id) ? 0 : 1) }
    }

    /// The terminal kinds, listed here rather than read from `isTerminal`, so the check does not trust the code
    /// it checks.
    private static func ends(_ kind: DeepLinkEvent.Kind) -> Bool {
        switch kind {
        case .opened, .rejected, .superseded, .unmatched, .dropped, .duplicate: true
        default: false
        }
    }
}
