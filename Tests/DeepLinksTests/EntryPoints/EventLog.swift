import DeepLinks

/// Collects a navigator's events, as log lines and values.
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

}
