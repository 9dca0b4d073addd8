import DeepLinks

extension DeepLinkNavigator {
    /// Every event from now on, for one more observer: logging, analytics and a debug screen each take their own
    /// stream, beside ``onEvent``.
    ///
    /// Each stream gets every event the navigator reports after the call, in the order ``onEvent`` gets them, each
    /// once; events reported before the call are not replayed. A stream ends when the task reading it is cancelled,
    /// or when the navigator goes. Streams buffer without bound: a slow reader delays nothing and loses nothing.
    ///
    /// ```swift
    /// Task {
    ///     for await event in navigator.events() where event.kind.isTerminal {
    ///         analytics.track("deep_link", ["outcome": "\(event.kind)", "pattern": event.pattern ?? ""])
    ///     }
    /// }
    /// ```
    ///
    /// - Returns: The stream of events.
    public func events() -> AsyncStream<DeepLinkEvent> {
        eventBroadcaster.subscribe(where: { _ in true }).stream
    }
}
