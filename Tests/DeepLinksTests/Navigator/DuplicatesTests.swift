import DeepLinksNavigation
import DeepLinksTestSupport
import Foundation
import Testing

/// A clock tests move by hand; `@Sendable`, as the navigator's `now` must be.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var seconds: TimeInterval = 1_000_000

    var now: @Sendable () -> Date {
        { [self] in
            lock.lock()
            defer { lock.unlock() }
            return Date(timeIntervalSinceReferenceDate: seconds)
        }
    }

    func advance(_ interval: TimeInterval) {
        lock.lock()
        defer { lock.unlock() }
        seconds += interval
    }
}

/// The same link twice: iOS delivers one link through two doors, and the navigator opens it once.
@MainActor
@Suite struct DuplicatesTests {
    /// One way a door delivers the link to recipe 42, as iOS hands it to the app.
    struct Delivery: CustomTestStringConvertible, Sendable {
        let name: String
        /// Which form of the link it carries: equal forms are the same link.
        let form: String
        let link: @Sendable () throws -> IncomingLink<DoorParam, DoorIntent>
        var testDescription: String { name }
    }

    nonisolated static let deliveries: [Delivery] = [
        Delivery(name: "custom scheme (onOpenURL)", form: "myapp") { .url(try url("myapp://recipe/42")) },
        Delivery(name: "custom scheme (launch options)", form: "myapp") { .url("myapp://recipe/42") },
        Delivery(name: "push carrying the custom-scheme link", form: "myapp") {
            .pushPayload(["aps": ["alert": "New"], "url": "myapp://recipe/42"])
        },
        Delivery(name: "universal link (onOpenURL)", form: "https") {
            .url(try url("https://bestrecipes.com/recipe/42"))
        },
        Delivery(name: "universal link (user activity)", form: "https") {
            .url(try url("https://bestrecipes.com/recipe/42"), from: .userActivity)
        },
        Delivery(name: "push carrying the universal link", form: "https") {
            .pushPayload(["data": ["deeplink": "https://bestrecipes.com/recipe/42"]])
        },
        Delivery(name: "push by name", form: "name") { .pushPayload(["type": "recipe", "id": "42"]) },
        Delivery(name: "push by name, the id a number", form: "name") { .pushPayload(["type": "recipe", "id": 42]) },
        Delivery(name: "shortcut item", form: "name") { .shortcutItem(type: "recipe", userInfo: ["id": "42"]) },
        Delivery(name: "route by name from a push", form: "name") {
            .route("recipe", values: ["id": "42"], from: .pushNotification)
        },
    ]

    nonisolated static func url(_ text: String) throws -> URL {
        try #require(URL(string: text))
    }

    nonisolated static var pairs: [(Int, Int)] {
        deliveries.indices.flatMap { first in deliveries.indices.map { (first, $0) } }
    }

    let clock = TestClock()
    let navigator: DeepLinkNavigator<DoorParam, DoorIntent>
    let root = RecordingRoot()
    let log = EventLog()

    init() throws {
        navigator = DeepLinkNavigator(router: try makeDoorRouter(), now: clock.now)
        log.attach(to: navigator)
        navigator.root = root
    }

    /// Every pair of doors: a second delivery of the same form within the window ends as a duplicate of the
    /// first, reaching no handler; a delivery of another form (a URL and a push by name) is another link.
    @Test(arguments: pairs)
    func theSecondDeliveryOfALinkIsADuplicateOfTheFirst(first: Int, second: Int) throws {
        let (a, b) = (Self.deliveries[first], Self.deliveries[second])
        navigator.open(try a.link(), animated: true)
        clock.advance(1.5)
        let outcome = navigator.open(try b.link(), animated: true)
        if a.form == b.form {
            guard case .duplicate(let of) = outcome else {
                Issue.record("\(b.name) after \(a.name): \(outcome), expected a duplicate")
                return
            }
            #expect(of == 1)
            #expect(root.opened == [.recipe("42")])
            #expect(log.lines.last == "#2 duplicate of #1: /recipe/42 not opened again")
        } else {
            #expect(root.opened == [.recipe("42"), .recipe("42")], "\(b.name) after \(a.name)")
        }
        #expect(log.linksNotEndedOnce() == [:])
    }

    @Test func twoDifferentLinksWithinTheWindowBothOpen() throws {
        navigator.open(.url(try Self.url("myapp://recipe/1")), animated: true)
        navigator.open(.url(try Self.url("myapp://recipe/2")), animated: true)
        navigator.open(.pushPayload(["type": "recipe", "id": "3"]), animated: true)
        navigator.open(.pushPayload(["type": "recipe", "id": "4"]), animated: true)
        #expect(root.opened == [.recipe("1"), .recipe("2"), .recipe("3"), .recipe("4")])
    }

    @Test func theWindowIsMeasuredFromTheFirstAndIsConfigurable() throws {
        let link = IncomingLink<DoorParam, DoorIntent>.url(try Self.url("myapp://recipe/1"))
        navigator.open(link, animated: true)
        clock.advance(1.9)
        #expect(navigator.open(link, animated: true).isDuplicate)  // #2: a duplicate of #1
        clock.advance(0.1)  // 2 s after #1
        #expect(!navigator.open(link, animated: true).isDuplicate)  // #3 opens
        navigator.duplicateWindow = 10
        clock.advance(9)
        #expect(navigator.open(link, animated: true).isDuplicate)  // #4: a duplicate of #3
        navigator.duplicateWindow = 0
        #expect(!navigator.open(link, animated: true).isDuplicate)  // off
        #expect(root.opened.count == 3)
        #expect(log.lines.contains("#4 duplicate of #3: /recipe/1 not opened again"))
    }

    /// The app's own links are meant each time.
    @Test func linksTheAppOpensItselfAreNeverDuplicates() throws {
        navigator.open(.path("/recipe/1"), animated: true)
        navigator.open(.path("/recipe/1"), animated: true)
        navigator.open(.intent(.recipe("1")), animated: true)
        navigator.open(.intent(.recipe("1")), animated: true)
        navigator.open(.url(try Self.url("myapp://recipe/1"), from: .path), animated: true)
        #expect(root.opened.count == 5)
    }

    /// A copy that ended without opening blocks nothing: the user taps the link again after it failed.
    @Test func aCopyThatDidNotOpenBlocksNothing() throws {
        navigator.root = nil
        let link = IncomingLink<DoorParam, DoorIntent>.url(try Self.url("myapp://account"))
        navigator.open(link, animated: true)  // held for sign-in
        navigator.open(.url(try Self.url("myapp://recipe/9")), animated: true)  // supersedes it
        navigator.root = root
        #expect(!navigator.open(link, animated: true).isDuplicate)
        #expect(navigator.heldLink?.reason == .waitingForAuthorization)
        #expect(navigator.open(link, animated: true).isDuplicate)  // #3 is still waiting: #4 is its copy
    }

    /// A link the router did not match is reported for what it is each time.
    @Test func unmatchedLinksAreReportedEachTime() throws {
        let link = IncomingLink<DoorParam, DoorIntent>.url(try Self.url("myapp://nope"))
        navigator.open(link, animated: true)
        navigator.open(link, animated: true)
        let unmatched: [String] = log.lines.filter { $0.contains("unmatched") }
        #expect(unmatched.count == 2)
    }

    /// A clock that moves back (the user changed the time) keeps no link blocked for longer than the window.
    @Test func aClockThatMovesBackBlocksNothingForLong() throws {
        let link = IncomingLink<DoorParam, DoorIntent>.url(try Self.url("myapp://recipe/1"))
        navigator.open(link, animated: true)
        clock.advance(-3600)
        #expect(!navigator.open(link, animated: true).isDuplicate)
    }

    /// A duplicate supersedes nothing: the link it copies, held or delayed, goes on.
    @Test func aDuplicateLeavesTheFirstCopyAlone() throws {
        navigator.root = nil
        let link = IncomingLink<DoorParam, DoorIntent>.url(try Self.url("myapp://recipe/5"))
        navigator.open(link, animated: false)
        navigator.open(link, animated: false)
        #expect(navigator.heldLink?.link.path == "/recipe/5")
        navigator.root = root
        #expect(root.opened == [.recipe("5")])
        #expect(log.linksNotEndedOnce() == [:])
    }
}

extension DeepLinkNavigator.Outcome {
    var isDuplicate: Bool {
        if case .duplicate = self { true } else { false }
    }
}
