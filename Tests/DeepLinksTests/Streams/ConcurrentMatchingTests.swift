import DeepLinks
import Foundation
import Testing

/// One router shared by tasks off the main actor while a navigator on the main actor uses it too: matching never
/// mutates, so every task gets the right answer and ThreadSanitizer (`.ci/sanitizers.sh`) sees no race.
@MainActor
@Suite struct ConcurrentMatchingTests {
    nonisolated static let workers = 8
    nonisolated static let linksPerWorker = 1_500
    static let navigatorLinks = 240

    /// What the workers found: how many links matched and missed, and the ones whose result was wrong.
    struct Tally: Sendable {
        var matched = 0
        var missed = 0
        var wrong: [String] = []
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
    nonisolated static func match(
        _ router: DeepLinkRouter<DoorParam, DoorIntent>, worker: Int, started: AsyncStream<Int>.Continuation
    ) -> Tally {
        started.yield(worker)
        var tally = Tally()
        for step in 0..<linksPerWorker {
            let (text, expected) = probe(worker: worker, step: step)
            let link: DeepLink<DoorIntent>? =
                text.hasPrefix("/") ? router.match(path: text) : URL(string: text).flatMap { router.match($0) }
            if link == nil { tally.missed += 1 } else { tally.matched += 1 }
            if link?.intent != expected {
                tally.wrong.append("worker \(worker), \(text): \(link.map { "\($0.intent)" } ?? "nil")")
            }
        }
        return tally
    }

    /// The link the navigator opens at `number`, through one of four doors; the even numbers are recipes.
    func open(_ number: Int, on navigator: DeepLinkNavigator<DoorParam, DoorIntent>) throws {
        switch number % 4 {
        case 0: navigator.open(path: "/recipe/n\(number)", animated: false)
        case 1: navigator.open(try #require(URL(string: "myapp://order/\(number)")), animated: false)
        case 2:
            let url = try #require(URL(string: "https://bestrecipes.com/recipe/n\(number)"))
            navigator.open(url, animated: false)
        default: navigator.open(intent: .order(number), animated: false)
        }
    }

    @Test func eightTasksMatchOnOneRouterWhileTheNavigatorStreamsOnTheMainActor() async throws {
        let router = try makeDoorRouter()
        let navigator = DeepLinkNavigator(router: router)
        let log = EventLog()
        log.attach(to: navigator)
        let root = RecordingRoot()
        navigator.root = root
        let recipes = StreamReader(
            navigator.links { link in
                if case .recipe = link.intent { true } else { false }
            })

        let (started, startedContinuation) = AsyncStream.makeStream(of: Int.self)
        let workers = Task.detached {
            await withTaskGroup(of: Tally.self) { group in
                for worker in 0..<Self.workers {
                    group.addTask { Self.match(router, worker: worker, started: startedContinuation) }
                }
                var total = Tally()
                for await tally in group {
                    total.matched += tally.matched
                    total.missed += tally.missed
                    total.wrong += tally.wrong
                }
                return total
            }
        }
        // The navigator starts once a worker is matching, and yields to the stream's reader on the way.
        var startedWorkers = started.makeAsyncIterator()
        _ = await startedWorkers.next()
        for number in 0..<Self.navigatorLinks {
            try open(number, on: navigator)
            if number % 8 == 7 { await Task.yield() }
        }
        let tally = await workers.value
        startedContinuation.finish()

        var expectedMatched = 0
        for worker in 0..<Self.workers {
            for step in 0..<Self.linksPerWorker where Self.probe(worker: worker, step: step).expected != nil {
                expectedMatched += 1
            }
        }
        let firstWrong: [String] = Array(tally.wrong.prefix(5))
        #expect(firstWrong == [], "\(tally.wrong.count) wrong results")
        #expect(tally.matched == expectedMatched)
        #expect(tally.missed == Self.workers * Self.linksPerWorker - expectedMatched)

        let expectedRecipes: [String] = stride(from: 0, to: Self.navigatorLinks, by: 2).map { "/recipe/n\($0)" }
        let received: [String] = await recipes.waitFor(expectedRecipes.count).map(\.path)
        #expect(received == expectedRecipes)
        #expect(root.opened.count == Self.navigatorLinks)
        let publishedCount = log.events.filter { $0.kind == .published(subscribers: 1) }.count
        #expect(publishedCount == expectedRecipes.count)
        #expect(log.linksNotEndedOnce() == [:])
        #expect(Set(log.events.map(\.linkID)).count == Self.navigatorLinks)
    }
}
