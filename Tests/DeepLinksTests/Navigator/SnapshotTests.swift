import DeepLinksNavigation
import DeepLinksTestSupport
import Foundation
import Testing

/// A held link saved as a value, given back at the next launch: through the same door, gates and events, refused
/// when it is too old.
@MainActor
@Suite struct SnapshotTests {
    let clock = TestClock()
    let log = EventLog()

    /// The app before the user kills it: a link held for sign-in.
    func heldSnapshot(of link: IncomingLink<DoorParam, DoorIntent>) throws -> DeepLinkSnapshot {
        let navigator = DeepLinkNavigator(router: try makeDoorRouter(), now: clock.now)
        navigator.open(link, animated: true)
        return try #require(navigator.heldLinkSnapshot)
    }

    /// The app at its next launch.
    func relaunched() throws -> (DeepLinkNavigator<DoorParam, DoorIntent>, RecordingRoot) {
        let navigator = DeepLinkNavigator(router: try makeDoorRouter(), now: clock.now)
        log.attach(to: navigator)
        let root = RecordingRoot()
        navigator.root = root
        return (navigator, root)
    }

    static func roundTrip(_ snapshot: DeepLinkSnapshot) throws -> DeepLinkSnapshot {
        try JSONDecoder().decode(DeepLinkSnapshot.self, from: JSONEncoder().encode(snapshot))
    }

    @Test func aLinkHeldForSignInSurvivesARelaunch() throws {
        let url = try #require(URL(string: "https://bestrecipes.com/account"))
        let saved = try Self.roundTrip(try heldSnapshot(of: .url(url, from: .userActivity)))
        #expect(saved.link == .text("https://bestrecipes.com/account"))
        #expect(saved.source == .userActivity)
        clock.advance(300)
        let (navigator, root) = try relaunched()
        #expect(navigator.restore(saved, maxAge: 3600).holdReason == .waitingForAuthorization)
        navigator.authorizationDidChange(true)
        #expect(root.opened == [.account])
        let expected: [String] = [
            "#1 received https://bestrecipes.com/account (user activity)", "#1 restored link, received 300 s ago",
            "#1 matched /account as /account (requires authorization)", "#1 held /account: waiting for authorization",
            "#1 replayed /account", "#1 opened /account by RecordingRoot [RecordingRoot]",
        ]
        #expect(log.lines == expected)
        #expect(log.events.allSatisfy { $0.source == .userActivity })
    }

    /// A push by name is saved as its route's name and the values the route reads, not the whole payload.
    @Test func aPushByNameIsSavedAsItsRouteAndValues() throws {
        let payload: [AnyHashable: Any] = ["aps": ["alert": "Hi"], "type": "account", "secret": "x"]
        let saved = try heldSnapshot(of: .pushPayload(payload))
        #expect(saved.link == .route(name: "account", values: [:]))
        #expect(saved.source == .pushNotification)
        let order = try heldSnapshot(of: .route("order", values: ["number": "7"], from: .pushNotification))
        #expect(order.link == .route(name: "order", values: ["number": "7"]))
    }

    @Test func anIntentIsSavedAsItsRoutesPathAndComesBackAsTheSameIntent() throws {
        let saved = try Self.roundTrip(try heldSnapshot(of: .intent(.account)))
        #expect(saved.link == .text("/account"))
        #expect(saved.source == .intent)
        let (navigator, root) = try relaunched()
        navigator.authorizationDidChange(true)
        navigator.restore(saved, maxAge: 60)
        #expect(root.opened == [.account])
    }

    @Test func aStaleSnapshotIsRefused() throws {
        let saved = try heldSnapshot(of: .path("/account"))
        clock.advance(3601)
        let (navigator, root) = try relaunched()
        navigator.authorizationDidChange(true)
        let outcome = navigator.restore(saved, maxAge: 3600)
        guard case .dropped(let reason) = outcome else {
            Issue.record("not dropped: \(outcome)")
            return
        }
        #expect(reason == .stale(age: 3601, limit: 3600))
        #expect(root.opened.isEmpty)
        #expect(log.lines.last == "#1 dropped link: restored 3601 s after it was received; the limit is 3600 s")
        #expect(log.linksNotEndedOnce() == [:])
    }

    /// A saved date can be anything: one far in the future is refused, and no value traps.
    @Test(arguments: [1e300, -1e300, 3_600.5, .greatestFiniteMagnitude])
    func aSnapshotFromAnotherClockIsRefusedWithoutATrap(offset: TimeInterval) throws {
        let (navigator, root) = try relaunched()
        navigator.authorizationDidChange(true)
        let received = clock.now().addingTimeInterval(offset)
        let snapshot = DeepLinkSnapshot(link: .text("/account"), source: .path, received: received)
        #expect(navigator.restore(snapshot, maxAge: 3600).isDropped)
        #expect(root.opened.isEmpty)
        #expect(log.linksNotEndedOnce() == [:])
    }

    @Test func aLinkThatNoLongerMatchesEndsUnmatched() throws {
        let (navigator, _) = try relaunched()
        let snapshot = DeepLinkSnapshot(
            link: .route(name: "removed", values: [:]), source: .pushNotification, received: clock.now())
        #expect(navigator.restore(snapshot, maxAge: 60).isUnmatched)
        #expect(log.linksNotEndedOnce() == [:])
    }

    @Test func noSnapshotWithoutAHeldLinkOrForAnIntentNoRouteReverses() throws {
        let navigator = DeepLinkNavigator(router: try makeDoorRouter())
        #expect(navigator.heldLinkSnapshot == nil)
        navigator.open(.intent(.debug), animated: true)  // no root: held, and no route reverses it
        #expect(navigator.heldLink != nil)
        #expect(navigator.heldLinkSnapshot == nil)
    }

    @Test func theJSONIsPlainAndAnUnknownDoorIsAnError() throws {
        let snapshot = DeepLinkSnapshot(
            link: .text("myapp://order/7"), source: .customScheme, received: Date(timeIntervalSinceReferenceDate: 0))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(snapshot), as: UTF8.self)
        #expect(json == #"{"link":{"text":"myapp:\/\/order\/7"},"received":0,"source":"customScheme"}"#)
        let byName = DeepLinkSnapshot(
            link: .route(name: "order", values: ["number": "7"]), source: .pushNotification, received: Date())
        #expect(try Self.roundTrip(byName) == byName)
        let route = String(decoding: try encoder.encode(byName.link), as: UTF8.self)
        #expect(route == #"{"route":"order","values":{"number":"7"}}"#)
        for bad in [
            json.replacingOccurrences(of: "customScheme", with: "carrierPigeon"),
            json.replacingOccurrences(of: #""text""#, with: #""nothing""#),
        ] {
            #expect(throws: DecodingError.self) {
                try JSONDecoder().decode(DeepLinkSnapshot.self, from: Data(bad.utf8))
            }
        }
    }
}

extension DeepLinkNavigator.Outcome {
    var isDropped: Bool {
        if case .dropped = self { true } else { false }
    }

    var isUnmatched: Bool {
        if case .unmatched = self { true } else { false }
    }
}
