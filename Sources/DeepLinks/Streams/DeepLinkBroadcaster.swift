/// Gives each published element to every current subscriber whose filter takes it, and keeps the elements nobody
/// took for the subscribers still to come.
///
/// Its invariants, kept by `publish(_:)` and `subscribe(where:)`:
/// - A published element goes to every current subscriber whose filter takes it, or (none does) to the buffer;
///   never both. A subscriber's stream gets its elements in publication order, each once: first the buffered ones
///   it takes when it subscribes (oldest first; they leave the buffer), then each one published after.
/// - The buffer holds at most `capacity` open elements; when it is full the oldest is dropped. An element that is
///   no longer open (`isOpen`) is never delivered from the buffer: it is dropped when the buffer is next touched.
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

    /// How many open elements the buffer keeps.
    let capacity: Int
    /// Whether an element may still be delivered from the buffer.
    private let isOpen: @MainActor (Element) -> Bool
    private let deliveredFromBuffer: @MainActor (Element) -> Void
    private var subscribers: [Subscriber] = []
    /// Finishes each subscriber's stream, by subscriber; `Sendable`, so the nonisolated `deinit` may read it.
    private var finishers: [Int: @Sendable () -> Void] = [:]
    private var nextID = 0
    /// The published elements no subscriber took, oldest first.
    private(set) var buffer: [Element] = []

    /// Creates a broadcaster with no subscriber and an empty buffer.
    ///
    /// - Parameters:
    ///   - capacity: How many open elements the buffer keeps.
    ///   - isOpen: Whether an element may still be delivered from the buffer.
    ///   - deliveredFromBuffer: Called for each buffered element a new subscriber takes.
    nonisolated init(
        capacity: Int, isOpen: @escaping @MainActor (Element) -> Bool,
        deliveredFromBuffer: @escaping @MainActor (Element) -> Void = { _ in }
    ) {
        self.deliveredFromBuffer = deliveredFromBuffer
        self.capacity = capacity
        self.isOpen = isOpen
    }

    deinit {
        for finish in finishers.values { finish() }
    }

    /// How many subscribers are registered now.
    var subscriberCount: Int { subscribers.count }

    /// Gives `element` to every subscriber whose filter takes it, or keeps it in the buffer if none does.
    ///
    /// - Parameter element: The element.
    /// - Returns: How many subscribers took it; `0` when it went to the buffer.
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
        if taken == 0 { keep(element) }
        return taken
    }

    /// A new subscriber: its stream first yields the open buffered elements its filter takes, then every element
    /// published from now on that its filter takes.
    ///
    /// - Parameter isIncluded: The subscriber's filter, called on the main actor.
    /// - Returns: The subscriber's stream; cancelling the task that iterates it ends it and removes the subscriber.
    func subscribe(where isIncluded: @escaping @MainActor (Element) -> Bool) -> AsyncStream<Element>
    where Element: Sendable {
        let (stream, continuation) = AsyncStream.makeStream(of: Element.self, bufferingPolicy: .unbounded)
        let id = nextID
        nextID += 1
        var kept: [Element] = []
        for element in buffer where isOpen(element) {
            if isIncluded(element) {
                continuation.yield(element)
                deliveredFromBuffer(element)
            } else {
                kept.append(element)
            }
        }
        buffer = kept
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
        return stream
    }

    private func unsubscribe(_ id: Int) {
        subscribers.removeAll { $0.id == id }
        finishers[id] = nil
    }

    private func keep(_ element: Element) {
        buffer.removeAll { !isOpen($0) }
        buffer.append(element)
        if buffer.count > capacity {
            buffer.removeFirst(buffer.count - capacity)
        }
    }
}
