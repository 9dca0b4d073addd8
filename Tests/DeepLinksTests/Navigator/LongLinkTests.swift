import DeepLinksNavigation
import DeepLinksTestSupport
import Foundation
import Testing

/// Links longer than the router's `maxLinkLength`: refused unread whichever way they come in, and shown cut.
@MainActor
@Suite struct LongLinkTests {
    /// Whether an unwrapper was asked about a link.
    final class Asked: @unchecked Sendable {
        private let lock = NSLock()
        private var urls: [URL] = []
        func record(_ url: URL) { lock.withLock { urls.append(url) } }
        var count: Int { lock.withLock { urls.count } }
    }

    private func makeRouter(maxLinkLength: Int) throws -> DeepLinkRouter<DoorParam, DoorIntent> {
        try DeepLinkRouter<DoorParam, DoorIntent>(
            schemes: ["myapp"], hosts: ["bestrecipes.com"], maxLinkLength: maxLinkLength
        ) {
            Route("recipe" / .id) { p in .recipe(try p.value(.id)) }
        }
    }

    @Test func aURLValueLongerThanTheLimitIsRefusedBeforeAnyUnwrapperSeesIt() throws {
        let router = try makeRouter(maxLinkLength: 100)
        let navigator = DeepLinkNavigator(router: router, openGates: [.authorization])
        let log = EventLog()
        log.attach(to: navigator)
        let asked = Asked()
        navigator.linkUnwrappers = [
            LinkUnwrapper { url in
                asked.record(url)
                return url.host == "click.bestrecipes.com" ? URL(string: "https://bestrecipes.com/recipe/42") : nil
            }
        ]
        let inner = "https%3A%2F%2Fbestrecipes.com%2Frecipe%2F42"
        let long = try #require(
            URL(string: "https://click.bestrecipes.com/c?upn=\(inner)&pad=" + String(repeating: "x", count: 200)))
        guard case .unmatched(let error) = navigator.open(.url(long)) else {
            Issue.record("an over-long URL value was opened")
            return
        }
        #expect(asked.count == 0)
        #expect(error.kind == .linkTooLong)
        // The same refusal the router gives the same text.
        guard case .failure(let routerError) = router.resolve(.url(long.absoluteString)) else {
            Issue.record("the router matched the over-long link")
            return
        }
        #expect(error.description == routerError.description)
        // Received, then unmatched, as the router's refusal of a text ends.
        #expect(log.events.count == 2)
        guard case .received(_, .universalLink) = log.events.first?.kind else {
            Issue.record("not received first: \(log.lines)")
            return
        }
        guard case .unmatched(let ended) = log.events.last?.kind else {
            Issue.record("not ended unmatched: \(log.lines)")
            return
        }
        #expect(ended.kind == .linkTooLong)
        #expect(log.linksNotEndedOnce().isEmpty)
        // A URL within the limit is still unwrapped.
        let short = try #require(URL(string: "https://click.bestrecipes.com/c?upn=\(inner)"))
        guard case .held(let link, _) = navigator.open(.url(short)) else {
            Issue.record("a wrapped link within the limit was not unwrapped and held")
            return
        }
        #expect(asked.count == 2)  // the tracker's link, then the real one
        #expect(link.intent == .recipe("42"))
    }

    @Test func aTenMegabyteLinksReceivedLineIsCutThenRedacted() throws {
        let navigator = DeepLinkNavigator(router: try makeRouter(maxLinkLength: 65_536))
        let log = EventLog()
        log.attach(to: navigator)
        // A query value that starts before the cut and goes on past it, then 10 MB more.
        let secret = String(repeating: "s", count: 1_000)
        let rest = "&more=" + String(repeating: "y", count: 10_000_000)
        let text = "https://bestrecipes.com/recipe/42?token=" + secret + rest
        let started = Date()
        guard case .unmatched(let error) = navigator.open(.url(text)) else {
            Issue.record("a 10 MB link was not refused")
            return
        }
        print("refusing a 10 MB link through the navigator: \(Date().timeIntervalSince(started) * 1_000) ms")
        #expect(error.kind == .linkTooLong)
        let received = try #require(log.lines.first)
        #expect(received == "#1 received https://bestrecipes.com/recipe/42?token=<redacted>… (universal link)")
        #expect(received.count <= 512 + 40)
        #expect(!received.contains("sss"))
        #expect(log.linksNotEndedOnce().isEmpty)
        // A link within the limit reads as it did: every query value redacted, nothing cut.
        navigator.open(.url("https://bestrecipes.com/recipe/42?token=abc&next=/home#frag"))
        #expect(
            log.lines.contains(
                "#2 received https://bestrecipes.com/recipe/42?token=<redacted>&next=<redacted>#<redacted> (universal link)"
            ))
    }
}
