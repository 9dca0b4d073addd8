import Testing

@testable import DeepLinks

/// The broadcaster on its own, with numbers for elements: fan-out, the buffer's policy, and the subscribers' life.
@MainActor
@Suite struct DeepLinkBroadcasterTests {
    /// The elements the test has closed (the navigator's "the app handled this link").
    final class Closed {
        var numbers: Set<Int> = []
    }

    let closed = Closed()
    let broadcaster: DeepLinkBroadcaster<Int>

    init() {
        let closed = closed
        broadcaster = DeepLinkBroadcaster(capacity: 8) { !closed.numbers.contains($0) }
    }

    func subscribe(where isIncluded: @escaping @MainActor (Int) -> Bool = { _ in true }) -> StreamReader<Int> {
        StreamReader(broadcaster.subscribe(where: isIncluded))
    }

    @Test func everySubscriberGetsWhatItsFilterTakesInOrder() async {
        let evens = subscribe { $0 % 2 == 0 }
        let all = subscribe()
        let counts: [Int] = (1...6).map { broadcaster.publish($0) }
        let expectedCounts: [Int] = [1, 2, 1, 2, 1, 2]
        #expect(counts == expectedCounts)
        let expectedEvens: [Int] = [2, 4, 6]
        #expect(await evens.waitFor(3) == expectedEvens)
        let expectedAll: [Int] = [1, 2, 3, 4, 5, 6]
        #expect(await all.waitFor(6) == expectedAll)
        #expect(broadcaster.buffer.isEmpty)
    }

    @Test func anElementNobodyTakesWaitsForTheNextSubscriberWhoseFilterTakesIt() async {
        let odds = subscribe { $0 % 2 == 1 }
        #expect(broadcaster.publish(2) == 0)
        #expect(broadcaster.publish(3) == 1)
        let expectedBuffer: [Int] = [2]
        #expect(broadcaster.buffer == expectedBuffer)
        let all = subscribe()
        #expect(broadcaster.buffer.isEmpty)  // taken: it left the buffer
        broadcaster.publish(5)
        let expectedAll: [Int] = [2, 5]
        #expect(await all.waitFor(2) == expectedAll)
        let expectedOdds: [Int] = [3, 5]
        #expect(await odds.waitFor(2) == expectedOdds)
    }

    @Test func theBufferKeepsTheNewestEightOpenElements() async {
        for number in 1...8 { broadcaster.publish(number) }
        let expectedFull: [Int] = Array(1...8)
        #expect(broadcaster.buffer == expectedFull)
        broadcaster.publish(9)
        let expectedOneDropped: [Int] = Array(2...9)
        #expect(broadcaster.buffer == expectedOneDropped)
        broadcaster.publish(10)
        let expectedBuffer: [Int] = Array(3...10)
        #expect(broadcaster.buffer == expectedBuffer)
        closed.numbers = [4, 9]
        broadcaster.publish(11)  // the closed ones go first: nothing open is dropped
        let expectedAfterClosing: [Int] = [3, 5, 6, 7, 8, 10, 11]
        #expect(broadcaster.buffer == expectedAfterClosing)
        closed.numbers.insert(5)
        let subscriber = subscribe()
        broadcaster.publish(12)
        let expected: [Int] = [3, 6, 7, 8, 10, 11, 12]
        #expect(await subscriber.waitFor(7) == expected)
        #expect(broadcaster.buffer.isEmpty)
    }

    @Test func aClosedElementIsNeverDeliveredFromTheBuffer() async {
        broadcaster.publish(1)
        broadcaster.publish(2)
        closed.numbers = [1]
        let subscriber = subscribe()
        broadcaster.publish(3)
        let expected: [Int] = [2, 3]
        #expect(await subscriber.waitFor(2) == expected)
    }

    @Test func aBufferedElementTakenByOneSubscriberIsNotGivenToTheNext() async {
        broadcaster.publish(1)
        let first = subscribe()
        let second = subscribe()
        broadcaster.publish(2)
        let expectedFirst: [Int] = [1, 2]
        #expect(await first.waitFor(2) == expectedFirst)
        let expectedSecond: [Int] = [2]
        #expect(await second.waitFor(1) == expectedSecond)
    }

    /// A stream nobody reads any more is terminated at once; the next publication finds it so, does not count it,
    /// and keeps the element for a subscriber that will read it.
    @Test func aTerminatedSubscriberDoesNotSwallowAnElement() async {
        _ = broadcaster.subscribe { _ in true }  // the stream is released: terminated
        #expect(broadcaster.publish(1) == 0)
        #expect(broadcaster.subscriberCount == 0)
        let expectedBuffer: [Int] = [1]
        #expect(broadcaster.buffer == expectedBuffer)
    }

    @Test func cancellingTheConsumerEndsItsStreamAndRemovesTheSubscriber() async {
        let cancelled = subscribe()
        let other = subscribe()
        #expect(broadcaster.subscriberCount == 2)
        broadcaster.publish(1)
        let expectedBefore: [Int] = [1]
        #expect(await cancelled.waitFor(1) == expectedBefore)
        cancelled.cancel()
        #expect(await cancelled.waitUntilFinished())  // the `for await` loop exited
        for _ in 0..<1_000 where broadcaster.subscriberCount > 1 { await Task.yield() }
        #expect(broadcaster.subscriberCount == 1)
        #expect(broadcaster.publish(2) == 1)
        let expectedOther: [Int] = [1, 2]
        #expect(await other.waitFor(2) == expectedOther)
        #expect(cancelled.received == expectedBefore)
    }

    @Test func streamsFinishWhenTheBroadcasterGoes() async throws {
        var broadcaster: DeepLinkBroadcaster<Int>? = DeepLinkBroadcaster(capacity: 8) { _ in true }
        let reader = StreamReader(try #require(broadcaster).subscribe { _ in true })
        broadcaster?.publish(1)
        broadcaster?.publish(2)
        broadcaster = nil
        #expect(await reader.waitUntilFinished())
        let expected: [Int] = [1, 2]
        #expect(reader.received == expected)
    }
}
