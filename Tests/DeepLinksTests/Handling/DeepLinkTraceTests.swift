import Foundation
import Testing

@testable import DeepLinks
@testable import DeepLinksNavigation

/// The trace keeps a link's story to one ending.
@MainActor
@Suite struct DeepLinkTraceTests {
    final class Lines {
        var all: [String] = []
    }

    func makeTrace() -> (DeepLinkTrace, Lines) {
        let lines = Lines()
        let trace = DeepLinkTrace(linkID: 7, source: .path, now: { Date(timeIntervalSince1970: 0) }) {
            lines.all.append("\($0)")
        }
        trace.path = "/home"
        return (trace, lines)
    }

    @Test func aSecondTerminalEventIsIgnored() {
        let (trace, lines) = makeTrace()
        trace.record(.opened(by: "Home"))
        trace.record(.rejected(by: "Home", reason: "late"))
        trace.record(.dropped(.handlerReleased))
        trace.record(.superseded)
        #expect(lines.all == ["#7 opened /home by Home"])
        #expect(trace.isFinished)
    }

    @Test func nothingIsReportedAfterTheEnd() {
        let (trace, lines) = makeTrace()
        trace.record(.superseded)
        trace.record(.replayed)
        trace.record(.delayed(by: "Home", reason: nil))
        #expect(trace.delay(by: "Home", reason: nil, handler: Lines()) {} == nil)
        #expect(lines.all == ["#7 superseded /home"])
    }

    @Test func aReleasedDelayIsDroppedOnlyWhileItIsTheCurrentOne() {
        let (trace, lines) = makeTrace()
        let handler = Lines()
        var abandoned = 0
        let first = trace.delay(by: "Home", reason: nil, handler: handler) { abandoned += 1 }
        trace.resumeDelay()
        let second = trace.delay(by: "Home", reason: nil, handler: handler) { abandoned += 1 }
        #expect(first != second)
        trace.delayWasReleased(serial: first ?? 0)  // an old delay's state: the link moved on
        #expect(!trace.isFinished)
        trace.delayWasReleased(serial: second ?? 0)
        trace.delayWasReleased(serial: second ?? 0)
        let shown: [String] = Array(lines.all.suffix(1))
        let expected: [String] = ["#7 dropped /home: the handler that delayed it was released"]
        #expect(shown == expected)
        #expect(lines.all.count == 3)
        #expect(abandoned == 1)
    }

    @Test(arguments: [
        (DeepLinkEvent.Kind.opened(by: "A"), true), (.rejected(by: "A", reason: nil), true), (.superseded, true),
        (.dropped(.signedOut), true), (.held(.waitingForRoot), false), (.replayed, false), (.delayed(by: "A"), false),
        (.passedThrough(from: "A", to: "B"), false), (.received(url: "/a", source: .path), false),
        (.matched(pattern: "/a", gates: []), false), (.published(subscribers: 2), false),
    ])
    func terminalKinds(_ kind: DeepLinkEvent.Kind, _ terminal: Bool) {
        #expect(kind.isTerminal == terminal)
    }

    @Test func aPublicationSaysToHowManySubscribers() {
        let (trace, lines) = makeTrace()
        for count in 0...2 { trace.record(.published(subscribers: count)) }
        let expected: [String] = [
            "#7 published /home to 0 subscribers", "#7 published /home to 1 subscriber",
            "#7 published /home to 2 subscribers",
        ]
        #expect(lines.all == expected)
        #expect(!trace.isFinished)
    }

    @Test func reasonsReadAsPhrases() {
        #expect(DeepLinkDropReason.signedOut.description == "the user signed out")
        #expect(DeepLinkDropReason.rootReplaced.description == "the root handler was replaced")
        #expect(DeepLinkDropReason.handlerReleased.description == "the handler that delayed it was released")
        #expect(
            DeepLinkHoldReason.rootReleased.description
                == "the root handler set on the navigator was released; keep a strong reference to it")
    }
}
