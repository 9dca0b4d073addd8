import DeepLinks

/// Gives each published element to every current subscriber whose filter takes it.
///
/// Its invariants, kept by `publish(_:)` and `subscribe(where:replaying:)`:
/// - A published element goes to every current subscriber whose filter takes it. A subscriber's stream gets its
///   elements in publication order, each once: first the element it was given when it subscribed (the link the
///   navigator holds, if its filter takes it), then each one published after.
/// - It keeps nothing for the subscribers still to come: what a late subscriber receives is the caller's to give.
/// - A subscriber is removed when its stream terminates (its task cancelled, its consumer gone), or at the next
///   publication if that comes first; an element offered to it then counts as not taken.
/// - Each subscriber's stream buffers without bound: links are few, and none may be lost.
/// - When the broadcaster goes, every stream finishes.
@MainActor
final class DeepLinkBroadcaster<Element> {
    /// What a subscriber did with an element offered to it.
    private enum Delivery {
        case delivered, declined, terminated
    }

    private struct Subscriber {
        let id: Int
        /// Yields the element to the subscriber's stream if its filter takes it.
        let offer: @MainActor (Element) -> Delivery
    }

    private var subscribers: [Subscriber] = []
    /// Finishes each subscriber's stream, by subscriber; `Sendable`, so the nonisolated `deinit` may read it.
    private var finishers: [Int: @Sendable () -> Void] = [:]
    private var nextID = 0

    /// Creates a broadcaster with no subscriber.
    nonisolated init() {}

    deinit {
        for finish in finishers.values { finish() }
    }

    /// How many subscribers are registered now.
    var subscriberCount: Int { subscribers.count }

    /// Gives `element` to every subscriber whose filter takes it.
    ///
    /// - Parameter element: The element.
    /// - Returns: How many subscribers took it.
    @discardableResult
    func publish(_ element: Element) -> Int {
        var taken = 0
        for subscriber in subscribers {
            switch subscriber.offer(element) {
            case .delivered: taken += 1
            case .declined: break
            case .terminated: unsubscribe(subscriber.id)
            }
        }
        return taken
    }

    /// A new subscriber: its stream first yields `first` if its filter takes it, then every element published
    /// from now on that its filter takes.
    ///
    /// - Parameters:
    ///   - isIncluded: The subscriber's filter, called on the main actor.
    ///   - first: An element published earlier that the subscriber should still receive.
    /// - Returns: The subscriber's stream (cancelling the task that iterates it ends it and removes the
    ///   subscriber), and whether it took `first`.
    func subscribe(
        where isIncluded: @escaping @MainActor (Element) -> Bool, replaying first: Element? = nil
    ) -> (stream: AsyncStream<Element>, tookFirst: Bool) where Element: Sendable {
        let (stream, continuation) = AsyncStream.makeStream(of: Element.self, bufferingPolicy: .unbounded)
        let id = nextID
        nextID += 1
        var tookFirst = false
        if let first, isIncluded(first) {
            continuation.yield(first)
            tookFirst = true
        }
        subscribers.append(
            Subscriber(id: id) { element in
                guard isIncluded(element) else { return .declined }
                if case .terminated = continuation.yield(element) { return .terminated }
                return .delivered
            })
        finishers[id] = { continuation.finish() }
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor [weak self] in self?.unsubscribe(id) }
        }
        return (stream, tookFirst)
    }

    private func unsubscribe(_ id: Int) {
        subscribers.removeAll { $0.id == id }
        finishers[id] = nil
    }
}
