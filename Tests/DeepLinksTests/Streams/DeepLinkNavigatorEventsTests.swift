import DeepLinksNavigation
import DeepLinksTestSupport
import Foundation
import Testing

/// Any number of observers: each stream of `events()` sees the events `onEvent` sees, in the same order, each once.
@MainActor
@Suite struct DeepLinkNavigatorEventsTests {
    func openSome(_ navigator: DeepLinkNavigator<DoorParam, DoorIntent>) {
        navigator.open(.url("myapp://recipe/1"), animated: false)
        navigator.open(.pushPayload(["type": "order", "number": 7]), animated: false)
        navigator.open(.url("myapp://nowhere"), animated: false)
        navigator.open(.intent(.account), animated: false)
    }

    @Test func manyObserversSeeTheSameEventsInOrder() async throws {
        let navigator = DeepLinkNavigator(router: try makeDoorRouter())
        let root = RecordingRoot()
        navigator.root = root
        var direct: [DeepLinkEvent] = []
        navigator.onEvent = { direct.append($0) }
        let logging = StreamReader(navigator.events())
        let analytics = StreamReader(navigator.events())
        let terminal = StreamReader(navigator.events())
        openSome(navigator)
        #expect(direct.count >= 10)
        #expect(await logging.waitFor(direct.count) == direct)
        #expect(await analytics.waitFor(direct.count) == direct)
        #expect(await terminal.waitFor(direct.count) == direct)
        // Each link ends once (the account link waits for sign-in), as each observer sees it.
        let ends = direct.filter(\.kind.isTerminal).map(\.linkID)
        #expect(ends == [1, 2, 3])
        #expect(direct.last?.description == "#4 held /account: waiting for authorization")
    }

    @Test func aLaterObserverGetsOnlyLaterEvents() async throws {
        let navigator = DeepLinkNavigator(router: try makeDoorRouter(), openGates: [.authorization])
        let root = RecordingRoot()
        navigator.root = root
        navigator.open(.url("myapp://recipe/1"), animated: false)
        let late = StreamReader(navigator.events())
        navigator.open(.url("myapp://recipe/2"), animated: false)
        let received = await late.waitFor(3)
        #expect(received.map(\.linkID) == [2, 2, 2])
        #expect(received.first?.description == "#2 received myapp://recipe/2 (custom scheme)")
    }

    @Test func cancellingOneObserverLeavesTheOthers() async throws {
        let navigator = DeepLinkNavigator(router: try makeDoorRouter(), openGates: [.authorization])
        let root = RecordingRoot()
        navigator.root = root
        let kept = StreamReader(navigator.events())
        let cancelled = StreamReader(navigator.events())
        navigator.open(.url("myapp://recipe/1"), animated: false)
        #expect(await cancelled.waitFor(3).count == 3)
        cancelled.cancel()
        #expect(await cancelled.waitUntilFinished())
        navigator.open(.url("myapp://recipe/2"), animated: false)
        #expect(await kept.waitFor(6).map(\.linkID) == [1, 1, 1, 2, 2, 2])
        #expect(cancelled.received.count == 3)
    }

    @Test func theStreamsEndWhenTheNavigatorGoes() async throws {
        var navigator: DeepLinkNavigator<DoorParam, DoorIntent>? = DeepLinkNavigator(
            router: try makeDoorRouter(), openGates: [.authorization])
        let reader = StreamReader(try #require(navigator).events())
        navigator?.open(.url("myapp://recipe/1"), animated: false)
        navigator = nil
        #expect(await reader.waitUntilFinished())
        // Received, matched, then held for a root that never came.
        #expect(reader.received.map(\.linkID) == [1, 1, 1])
    }
}
