import DeepLinksNavigation
import Foundation
import Testing

// The async-streams article's app, written from outside the module as the README and "Entry Points" teach: no
// root handler; coordinators listen with `for await`, and an analytics watcher reads every link.

enum LinkyParam: String, DeepLinkPathComponent {
    case contactId
}

enum LinkyIntent: Equatable, Sendable {
    case addContact
    case contact(String)
    case settings
}

func makeLinkyRouter() throws -> DeepLinkRouter<LinkyParam, LinkyIntent> {
    try DeepLinkRouter<LinkyParam, LinkyIntent>(schemes: ["linky"]) {
        Route("addcontact") { _ in .addContact }
        Route("contact" / .contactId) { p in .contact(try p.value(.contactId)) }
        Route("settings") { _ in .settings }
    }
}

/// Reads every link, claims none.
@MainActor
final class AnalyticsWatcher {
    private(set) var seen: [String] = []
    private var task: Task<Void, Never>?

    func start(_ navigator: DeepLinkNavigator<LinkyParam, LinkyIntent>) {
        let links = navigator.links()
        task = Task { [weak self] in
            for await link in links { self?.seen.append(link.path) }
        }
    }

    func stop() async {
        task?.cancel()
        await task?.value
    }
}

/// Shows the add-contact screen: claims each link it is given, shows it, reports it.
@MainActor
final class ContactsCoordinator {
    private(set) var shown: [LinkyIntent] = []
    private var task: Task<Void, Never>?

    func start(_ navigator: DeepLinkNavigator<LinkyParam, LinkyIntent>) {
        let links = navigator.links(where: { $0.intent == .addContact })
        task = Task { [weak self] in
            for await link in links {
                guard let claim = navigator.claim(link, by: "ContactsCoordinator") else { continue }
                self?.shown.append(link.intent)
                claim.opened()
            }
        }
    }

    func stop() async {
        task?.cancel()
        await task?.value
    }
}

@MainActor
@Suite struct ContactsAppTests {
    /// Lets the listening tasks run until `condition` holds, for up to 10 seconds (the sanitizers are slow).
    static func until(_ condition: () -> Bool) async {
        let deadline = Date().addingTimeInterval(10)
        while !condition(), Date() < deadline {
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
    }

    /// The link arrives before anyone listens; a watcher subscribes first and reads it; the coordinator that
    /// subscribes after it still gets it, and opens it.
    @Test func aWatcherThatSubscribesFirstDoesNotTakeTheLinkFromTheCoordinator() async throws {
        let navigator = DeepLinkNavigator(router: try makeLinkyRouter())
        var lines: [String] = []
        navigator.onEvent = { lines.append("\($0)") }
        navigator.open(.url(try #require(URL(string: "linky://addcontact"))), animated: false)
        let analytics = AnalyticsWatcher()
        analytics.start(navigator)
        let contacts = ContactsCoordinator()
        contacts.start(navigator)
        await Self.until { contacts.shown.count == 1 && analytics.seen.count == 1 }
        #expect(contacts.shown == [.addContact])
        #expect(analytics.seen == ["/addcontact"])
        let expected: [String] = [
            "#1 received linky://addcontact (custom scheme)", "#1 matched /addcontact as /addcontact",
            "#1 held /addcontact: waiting for the root handler or a subscriber",
            "#1 published /addcontact to 1 subscriber", "#1 held /addcontact: waiting for a subscriber to claim it",
            "#1 published /addcontact to 1 subscriber",
            "#1 opened /addcontact by ContactsCoordinator [ContactsCoordinator]",
        ]
        #expect(lines == expected)
        #expect(navigator.heldLink == nil)
        await analytics.stop()
        await contacts.stop()
    }

    /// A link no coordinator takes waits, and says what for; the next link supersedes it.
    @Test func aLinkOnlyTheWatcherReadsWaitsForAClaim() async throws {
        let navigator = DeepLinkNavigator(router: try makeLinkyRouter())
        let analytics = AnalyticsWatcher()
        analytics.start(navigator)
        let contacts = ContactsCoordinator()
        contacts.start(navigator)
        navigator.open(.url("linky://settings"), animated: true)
        await Self.until { analytics.seen.count == 1 }
        #expect(navigator.heldLink?.reason == .waitingForClaim)
        navigator.open(.url("linky://addcontact"), animated: true)
        await Self.until { contacts.shown.count == 1 }
        #expect(contacts.shown == [.addContact])
        #expect(analytics.seen == ["/settings", "/addcontact"])
        await analytics.stop()
        await contacts.stop()
    }

    /// Logging, analytics and a debug screen each read every event, in the same order.
    @Test func manyObserversSeeTheSameEventsInOrder() async throws {
        let navigator = DeepLinkNavigator(router: try makeLinkyRouter())
        var fromOnEvent: [String] = []
        navigator.onEvent = { fromOnEvent.append("\($0)") }
        let streams = (0..<3).map { _ in navigator.events() }
        let readers = streams.map { stream in
            Task { @MainActor in
                var lines: [String] = []
                for await event in stream {
                    lines.append("\(event)")
                    if lines.count == 9 { break }
                }
                return lines
            }
        }
        let contacts = ContactsCoordinator()
        contacts.start(navigator)
        navigator.open(.url("linky://addcontact"), animated: true)
        navigator.open(.url("linky://nope"), animated: true)
        navigator.open(.url("linky://settings"), animated: true)
        await Self.until { fromOnEvent.count >= 9 }
        for reader in readers {
            #expect(await reader.value == Array(fromOnEvent.prefix(9)))
        }
        await contacts.stop()
    }

    /// A coordinator that claims a link and then goes away without reporting ends the link: dropped.
    @Test func aClaimLeftBehindEndsTheLink() async throws {
        let navigator = DeepLinkNavigator(router: try makeLinkyRouter())
        var endings: [String] = []
        navigator.onEvent = { if $0.kind.isTerminal { endings.append("\($0)") } }
        let links = navigator.links()
        let forgetful = Task { @MainActor in
            for await link in links {
                _ = navigator.claim(link, by: "ForgetfulCoordinator")  // claimed, never reported
                break
            }
        }
        navigator.open(.url("linky://contact/7"), animated: true)
        await forgetful.value
        await Self.until { !endings.isEmpty }
        let expected: [String] = [
            "#1 dropped /contact/7: the subscriber that claimed it let go of the claim without reporting "
                + "[ForgetfulCoordinator]"
        ]
        #expect(endings == expected)
    }
}
