import DeepLinksNavigation
import DeepLinksTestSupport
import Foundation
import Testing

/// Outside text that is not a URL (`//evil.com/admin`, `admin`) given to a URL entry point (issue #37): refused as
/// not a link, with its reason, and reported through the door the app named, else the custom scheme's (the door of a
/// URL open that is not a web link): never `path`, the app's own door, and never opening an in-app route.
@MainActor
@Suite struct TextWithoutSchemeTests {
    nonisolated static let texts = ["//evil.com/admin", "admin"]

    static func makeRouter() throws -> DeepLinkRouter<DoorParam, DoorIntent> {
        try DeepLinkRouter<DoorParam, DoorIntent>(schemes: ["myapp"], hosts: ["bestrecipes.com"]) {
            OpenedFrom(.inApp) { Route("admin") { _ in .debug } }
            Route("evil.com/admin") { _ in .account }
        }
    }

    /// Every form of outside text the app can hand over, with the door it names (none: the URL's own).
    nonisolated static func links(_ text: String) -> [(IncomingLink<DoorParam, DoorIntent>, door: LinkSource)] {
        var links: [(IncomingLink<DoorParam, DoorIntent>, door: LinkSource)] = [
            (.url(text), .customScheme),
            (.url(text, from: .userActivity), .userActivity),
            (.url(text, from: .universalLink), .universalLink),
            (.pushPayload(["url": text]), .pushNotification),
        ]
        if let url = URL(string: text) {
            links += [(.url(url), .customScheme), (.url(url, from: .pushNotification), .pushNotification)]
        }
        return links
    }

    @Test(arguments: texts)
    func theRouterRefusesItAsNotALink(text: String) throws {
        let router = try Self.makeRouter()
        // The app's own path opens: the refusal is about the door, not the route.
        #expect(router.match(.path("/admin"))?.intent == .debug)
        for (link, door) in Self.links(text) {
            guard case .failure(let error) = router.resolve(link) else {
                Issue.record("\(text) through \(door) matched")
                continue
            }
            #expect(error.kind == .invalidURL, "\(text) through \(door)")
            #expect(
                error.description == "Invalid URL '\(text)': it has no scheme; give the app's own paths as .path(_:).",
                "\(text) through \(door)")
            #expect(router.match(link) == nil, "\(text) through \(door)")
        }
    }

    @Test(arguments: texts)
    func theNavigatorReportsTheDoorItCameThroughNeverPath(text: String) throws {
        for (link, door) in Self.links(text) {
            let navigator = DeepLinkNavigator(router: try Self.makeRouter())
            let log = EventLog()
            log.attach(to: navigator)
            guard case .unmatched(let error) = navigator.open(link) else {
                Issue.record("\(text) through \(door) was not refused")
                continue
            }
            #expect(error.kind == .invalidURL)
            #expect(log.events.map(\.source) == [door, door], "\(text) through \(door)")
            #expect(!log.events.contains { $0.source == .path }, "\(text) through \(door)")
            #expect(log.lines.first == "#1 received \(text) (\(door))", "\(text) through \(door)")
            let unmatched: String =
                "#1 unmatched: Invalid URL '\(text)': it has no scheme; give the app's own paths as .path(_:)."
            #expect(log.lines.last == unmatched)
        }
    }

    @Test func aLinkMadeByHandFromSuchAURLIsNotTheAppsOwn() throws {
        for text in Self.texts {
            let url = try #require(URL(string: text))
            let link = DeepLink(url: url, path: "/admin", intent: DoorIntent.debug, pattern: "/admin")
            #expect(link.source == .customScheme, "\(text)")
            #expect(!link.isFromApp, "\(text)")
        }
        // The app's own: a link made by hand without a URL.
        #expect(DeepLink(url: nil, path: "/admin", intent: DoorIntent.debug, pattern: "/admin").isFromApp)
    }
}
