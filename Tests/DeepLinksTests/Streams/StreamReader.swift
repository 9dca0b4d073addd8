/// Reads a stream on the main actor, in a task of its own, and keeps what it received.
///
/// Tests wait for what they expect with ``waitFor(_:)``, which yields to the reader a bounded number of times: a
/// missing element fails the expectation that follows instead of hanging the test.
@MainActor
final class StreamReader<Element: Sendable> {
    private(set) var received: [Element] = []
    /// Whether the stream has ended and the reader's loop exited.
    private(set) var isFinished = false
    private var task: Task<Void, Never>?

    init(_ stream: AsyncStream<Element>) {
        task = Task { [weak self] in
            for await element in stream {
                self?.received.append(element)
            }
            self?.isFinished = true
        }
    }

    /// What the reader has received once it has `count` elements, or after enough yields that more will not come.
    func waitFor(_ count: Int) async -> [Element] {
        for _ in 0..<1_000 where received.count < count {
            await Task.yield()
        }
        return received
    }

    /// Cancels the reading task.
    func cancel() {
        task?.cancel()
    }

    /// Whether the reading loop has exited (the stream ended), after yielding to it a bounded number of times.
    func waitUntilFinished() async -> Bool {
        for _ in 0..<1_000 where !isFinished {
            await Task.yield()
        }
        return isFinished
    }
}
