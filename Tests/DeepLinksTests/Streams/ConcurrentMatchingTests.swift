import DeepLinksNavigation
import DeepLinksTestSupport
import Foundation
import Testing

/// One router shared by tasks off the main actor while a navigator on the main actor uses it too: matching never
/// mutates, so every task gets the right answer and ThreadSanitizer (`.ci/sanitizers.sh`) sees no race.
///
/// The two sides run at the same time (the test checks it): the workers on the cooperative threads, the
/// navigator's batches on the main queue's thread, with nothing between them that orders their memory accesses,
/// so a write that matching made to shared state would be reported.
@MainActor
@Suite struct ConcurrentMatchingTests {
    nonisolated static let workers = 8
    nonisolated static let linksPerWorker = 1_500
    static let navigatorLinks = 240

    /// What the workers found: how many links matched and missed, and the ones whose result was wrong; and when
    /// the last of them finished (`DispatchTime` nanoseconds).
    struct Tally: Sendable {
        var matched = 0
        var missed = 0
        var wrong: [String] = []
        var end: UInt64 = 0
    }

    /// The link a worker matches at `step`, and the intent it must open (`nil`: none).
    ///
    /// Each worker goes through the same kinds of link in its own order: paths, custom-scheme and universal links,
    /// queries, a remainder, a miss, and a route the custom scheme may not open.
    nonisolated static func probe(worker: Int, step: Int) -> (link: String, expected: DoorIntent?) {
        switch (worker + step) % 7 {
        case 0: ("/recipe/w\(worker)-\(step)", .recipe("w\(worker)-\(step)"))
        case 1: ("myapp://order/\(step)", .order(step))
        case 2: ("https://bestrecipes.com/search?term=t\(worker)x\(step)", .search("t\(worker)x\(step)"))
        case 3: ("/docs/\(worker)/\(step)/end", .docs("\(worker)/\(step)/end"))
        case 4: ("/nope/\(step)", nil)
        case 5: ("https://bestrecipes.com/recipes?country=fr&limit=\(step)", .recipes(country: "fr", limit: step))
        default: ("myapp://invite/w\(worker)", nil)  // the invite route is for the web only
        }
    }

    /// Matches `linksPerWorker` links on `router` and checks each result.
    nonisolated static func match(_ router: DeepLinkRouter<DoorParam, DoorIntent>, worker: Int) -> Tally {
        var tally = Tally()
        for step in 0..<linksPerWorker {
            let (text, expected) = probe(worker: worker, step: step)
            let link: DeepLink<DoorIntent>? =
                text.hasPrefix("/") ? router.match(.path(text)) : URL(string: text).flatMap { router.match(.url($0)) }
            if link == nil { tally.missed += 1 } else { tally.matched += 1 }
            if link?.intent != expected {
                tally.wrong.append("worker \(worker), \(text): \(link.map { "\($0.intent)" } ?? "nil")")
            }
        }
        tally.end = DispatchTime.now().uptimeNanoseconds
        return tally
    }

    /// Opens the link numbered `number`, through one of four doors; the even numbers are recipes.
    static func open(_ number: Int, on navigator: DeepLinkNavigator<DoorParam, DoorIntent>) {
        let text = number % 4 == 1 ? "myapp://order/\(number)" : "https://bestrecipes.com/recipe/n\(number)"
        guard let url = URL(string: text) else {
            Issue.record("\(text) is not a URL")
            return
        }
        switch number % 4 {
        case 0: navigator.open(.path("/recipe/n\(number)"), animated: false)
        case 1, 2: navigator.open(.url(url), animated: false)
        default: navigator.open(.intent(.order(number)), animated: false)
        }
    }

    /// Opens the navigator's links from `start` on, eight at a time, each batch in a main-actor job of its own that
    /// queues the next, so the stream's reader gets its turn between batches; reports when each batch starts.
    ///
    /// NB: not a loop with `await Task.yield()`: a suspended test task resumes on a thread of the cooperative pool,
    /// which the workers keep busy, so the navigator would wait for the workers instead of running beside them. A
    /// main-actor job runs on the main queue's thread at once.
    static func openLinks(
        from start: Int, on navigator: DeepLinkNavigator<DoorParam, DoorIntent>,
        batchStarts: AsyncStream<UInt64>.Continuation
    ) {
        Task { @MainActor in
            batchStarts.yield(DispatchTime.now().uptimeNanoseconds)
            for number in start..<min(start + 8, navigatorLinks) {
                open(number, on: navigator)
            }
            guard start + 8 < navigatorLinks else {
                batchStarts.finish()
                return
            }
            openLinks(from: start + 8, on: navigator, batchStarts: batchStarts)
        }
    }

    @Test func eightTasksMatchOnOneRouterWhileTheNavigatorStreamsOnTheMainActor() async throws {
        let router = try makeDoorRouter()
        let navigator = DeepLinkNavigator(router: router, openGates: [.authorization])
        let log = EventLog()
        log.attach(to: navigator)
        let root = RecordingRoot()
        navigator.root = root
        let recipes = StreamReader(
            navigator.links { link in
                if case .recipe = link.intent { true } else { false }
            })

        let workers = Task.detached {
            await withTaskGroup(of: Tally.self) { group in
                for worker in 0..<Self.workers {
                    group.addTask { Self.match(router, worker: worker) }
                }
                var total = Tally()
                for await tally in group {
                    total.matched += tally.matched
                    total.missed += tally.missed
                    total.wrong += tally.wrong
                    total.end = max(total.end, tally.end)
                }
                return total
            }
        }
        let (batches, batchStarts) = AsyncStream.makeStream(of: UInt64.self)
        Self.openLinks(from: 0, on: navigator, batchStarts: batchStarts)
        var starts: [UInt64] = []
        for await start in batches {
            starts.append(start)
        }
        let tally = await workers.value
        let batchCount: Int = Self.navigatorLinks / 8
        #expect(starts.count == batchCount)
        // Both sides ran at the same time: the navigator's first batch started before the last worker finished.
        let firstStart: UInt64 = starts.min() ?? .max
        #expect(firstStart < tally.end)

        var expectedMatched = 0
        for worker in 0..<Self.workers {
            for step in 0..<Self.linksPerWorker where Self.probe(worker: worker, step: step).expected != nil {
                expectedMatched += 1
            }
        }
        let firstWrong: [String] = Array(tally.wrong.prefix(5))
        #expect(firstWrong == [], "\(tally.wrong.count) wrong results")
        #expect(tally.matched == expectedMatched)
        let expectedMissed: Int = Self.workers * Self.linksPerWorker - expectedMatched
        #expect(tally.missed == expectedMissed)

        let expectedRecipes: [String] = stride(from: 0, to: Self.navigatorLinks, by: 2).map { "/recipe/n\($0)" }
        let received: [String] = await recipes.waitFor(expectedRecipes.count).map(\.path)
        #expect(received == expectedRecipes)
        #expect(root.opened.count == Self.navigatorLinks)
        let publishedCount = log.events.filter { $0.kind == .published(subscribers: 1) }.count
        #expect(publishedCount == expectedRecipes.count)
        #expect(log.linksNotEndedOnce() == [:])
        let linkCount: Int = Set(log.events.map(\.linkID)).count
        #expect(linkCount == Self.navigatorLinks)
    }
}
