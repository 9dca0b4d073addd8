import DeepLinks
import Dispatch

/// A subscriber of the navigator's links in the tour: a task reads its stream, as a coordinator's `for await` does.
///
/// NB: a page renders synchronously on the main actor and cannot `await`. The task reads the stream on the
/// cooperative pool and hands each link over; ``next()`` waits for one, ten seconds at most, so the page prints what
/// the stream had been given by then. (One second was too short for a test run under AddressSanitizer on a loaded
/// machine, where the reading task waited for a thread of the pool; a link that comes is read at once either way.)
final class TourSubscriber: Sendable {
    /// The links read and not taken yet, guarded by their queue; a semaphore counts them.
    private final class Inbox: @unchecked Sendable {  // NB: `links` is only touched on `queue`.
        let queue = DispatchQueue(label: "TourSubscriber.Inbox")
        let arrived = DispatchSemaphore(value: 0)
        var links: [DeepLink<Traced>] = []
    }

    private let inbox: Inbox
    private let reader: Task<Void, Never>

    /// Starts reading `stream`.
    init(_ stream: AsyncStream<DeepLink<Traced>>) {
        let inbox = Inbox()
        self.inbox = inbox
        reader = Task.detached {
            for await link in stream {
                inbox.queue.sync { inbox.links.append(link) }
                inbox.arrived.signal()
            }
        }
    }

    deinit {
        reader.cancel()  // ends the stream: the navigator forgets the subscriber
    }

    /// The next link the stream gave, or `nil` when none came within ten seconds.
    func next() -> DeepLink<Traced>? {
        guard inbox.arrived.wait(timeout: .now() + 10) == .success else { return nil }
        return inbox.queue.sync { inbox.links.removeFirst() }
    }
}
