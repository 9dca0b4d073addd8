import DeepLinks
import Dispatch

/// A subscriber of the navigator's links in the tour: a task reads its stream, as a coordinator's `for await` does.
///
/// NB: a page renders synchronously on the main actor and cannot `await`. The task reads the stream and hands each
/// link over; ``next()`` waits for one, ten seconds at most, so the page prints what the stream had been given by then.
/// Where the OS has task executors the task runs on a queue of its own (``ReaderExecutor``), not on the cooperative
/// pool: under ThreadSanitizer, with tests running beside the page on a two-core machine, a reader on the pool waited
/// more than ten seconds for a thread, and the page printed "watcher reads nothing". A link that comes is read at once
/// either way.
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
        @Sendable func read() async {
            for await link in stream {
                inbox.queue.sync { inbox.links.append(link) }
                inbox.arrived.signal()
            }
        }
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            reader = Task.detached(executorPreference: ReaderExecutor.shared) { await read() }
        } else {
            reader = Task.detached { await read() }
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

/// The readers' executor: one serial queue, apart from the cooperative pool, so that a reader runs as soon as its
/// stream yields, however busy the pool is (see ``TourSubscriber``).
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
private final class ReaderExecutor: TaskExecutor {
    static let shared = ReaderExecutor()
    private let queue = DispatchQueue(label: "TourSubscriber.reader")

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}
