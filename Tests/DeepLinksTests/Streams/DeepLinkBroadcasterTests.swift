import Testing

@testable import DeepLinks
@testable import DeepLinksNavigation

/// The broadcaster on its own, with numbers for elements: fan-out, the element a new subscriber is given, and the
/// subscribers' life.
@MainActor
@Suite struct DeepLinkBroadcasterTests {
    let broadcaster = DeepLinkBroadcaster<Int>()

    func subscribe(
        where isIncluded: @escaping @MainActor (Int) -> Bool = { _ in true }, replaying first: Int? = nil
    ) -> StreamReader<Int> {
        StreamReader(broadcaster.subscribe(where: isIncluded, replaying: first).stream)
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
    }

    @Test func anElementNobodyTakesIsNotKept() async {
        #expect(broadcaster.publish(1) == 0)
        let late = subscribe()
        broadcaster.publish(2)
        let expected: [Int] = [2]
        #expect(await late.waitFor(1) == expected)
    }

    @Test func aNewSubscriberGetsTheElementItIsGivenFirstIfItsFilterTakesIt() async {
        let (stream, took) = broadcaster.subscribe(where: { $0 > 5 }, replaying: 7)
        #expect(took)
        let reader = StreamReader(stream)
        broadcaster.publish(3)
        broadcaster.publish(9)
        let expected: [Int] = [7, 9]
        #expect(await reader.waitFor(2) == expected)
        let (_, declined) = broadcaster.subscribe(where: { $0 > 5 }, replaying: 2)
        #expect(!declined)
    }

    /// A stream nobody reads any more is terminated at once; the next publication finds it so and does not count it.
    @Test func aTerminatedSubscriberIsNotCounted() async {
        _ = broadcaster.subscribe { _ in true }  // the stream is released: terminated
        #expect(broadcaster.publish(1) == 0)
        #expect(broadcaster.subscriberCount == 0)
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
        var broadcaster: DeepLinkBroadcaster<Int>? = DeepLinkBroadcaster()
        let reader = StreamReader(try #require(broadcaster).subscribe { _ in true }.stream)
        broadcaster?.publish(1)
        broadcaster?.publish(2)
        broadcaster = nil
        #expect(await reader.waitUntilFinished())
        let expected: [Int] = [1, 2]
        #expect(reader.received == expected)
    }
}
