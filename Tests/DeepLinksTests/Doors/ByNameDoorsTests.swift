import DeepLinksNavigation
import DeepLinksTestSupport
import Testing

/// A link by name takes the door it came through.
///
/// An app that adapts its server's payloads and opens the route by name says the door, and `OpenedFrom` limits hold
/// as for a URL. The app's own path door stays unrestricted.
@MainActor
@Suite struct ByNameDoorsTests {
    /// The debug route takes custom-scheme links only (and the app's own paths).
    @Test(arguments: [
        (LinkSource.customScheme, true), (.path, true), (.pushNotification, false), (.shortcutItem, false),
        (.universalLink, false), (.userActivity, false),
    ])
    func openedFromHoldsForLinksByName(_ door: LinkSource, _ accepted: Bool) throws {
        let router = try makeDoorRouter()
        let result = router.resolve(.route("debug", values: [:], from: door))
        #expect((result.success?.intent == .debug) == accepted, "\(door): \(result)")
        if !accepted {
            #expect(
                result.failure?.description.hasPrefix("Route 'debug' (/debug/reset) does not take links from") == true)
        }
        // Through the navigator, the events say the door.
        let navigator = DeepLinkNavigator(router: router, openGates: [.authorization])
        var lines: [String] = []
        navigator.onEvent = { lines.append($0.description) }
        navigator.open(.route("debug", values: [:], from: door))
        #expect(lines.first == "#1 received route 'debug' (\(door))")
    }
}
