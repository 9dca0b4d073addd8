import DeepLinks

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension DeepLinkNavigator {
    /// The link the navigator holds, as a value to save: give it back at the next launch with
    /// ``restore(_:maxAge:animated:fromTrustedStore:)``.
    ///
    /// `nil` when no link is held, and for a held intent that no route reverses (it has no text to save). Save it
    /// when the app goes to the background, and remove the saved value once it is `nil`. It keeps the link's door
    /// and the gates it was given (an intent's), so that the restored link waits for them again. A wrapped link is
    /// saved as the real link it stands for when its door fits the real link's text, else as it arrived (a web link
    /// wrapping a custom-scheme link), so that a snapshot's door always fits its text.
    ///
    /// ```swift
    /// func sceneDidEnterBackground(_ scene: UIScene) {
    ///     store.heldLink = try? navigator.heldLinkSnapshot.map { try JSONEncoder().encode($0) }
    /// }
    /// ```
    public var heldLinkSnapshot: DeepLinkSnapshot? {
        guard let held, let trace = held.link.trace, !trace.isClaimed, let link = held.replay() else { return nil }
        return DeepLinkSnapshot(link: link, source: held.trust.door, received: trace.received, gates: held.trust.gates)
    }

    /// Opens a link saved in an earlier launch, as if it arrived again through its door: the same filters, gates,
    /// holding, handlers and events, after a ``DeepLinkEvent/Kind/restored(age:)`` event with its age.
    ///
    /// A snapshot is a link from outside like any other, read where someone else may have written it (an app-group
    /// container, a synced store, a restored backup). So:
    /// - a snapshot received more than `maxAge` seconds ago (or more than a minute in the future, by a clock that
    ///   moved) ends as ``DeepLinkEvent/Kind/dropped(_:)`` with ``DeepLinkDropReason/stale(age:limit:)``;
    /// - a snapshot whose door its text cannot come through (an `https` link saved as a custom-scheme link) ends as
    ///   dropped with ``DeepLinkDropReason/doorContradicted(claimed:text:)``;
    /// - a snapshot that names the app's own door (`LinkSource.path`, `LinkSource.intent`) is the app's own only
    ///   when `fromTrustedStore` is `true`; otherwise it is a link from an unknown door, which opens only routes
    ///   that take links from every door: never one limited to the app's links (`OpenedFrom(.inApp)`);
    /// - a link saved wrapped is unwrapped again by ``linkUnwrappers`` and matched under the door it was saved with;
    /// - the router checks it again, with the gates it was saved with, and a link that no longer matches (the app
    ///   changed its routes) ends unmatched.
    ///
    /// ```swift
    /// if let data = store.heldLink, let snapshot = try? JSONDecoder().decode(DeepLinkSnapshot.self, from: data) {
    ///     navigator.restore(snapshot, maxAge: 15 * 60, animated: false)
    /// }
    /// // The app's own Keychain item, which nothing else writes: its in-app links open as the app's own.
    /// navigator.restore(keychainSnapshot, maxAge: 15 * 60, fromTrustedStore: true)
    /// ```
    ///
    /// - Parameters:
    ///   - snapshot: The saved link.
    ///   - maxAge: How old, in seconds, a snapshot may be.
    ///   - animated: Whether navigation should animate (`false` on launch, typically).
    ///   - fromTrustedStore: Whether only this app can have written the snapshot, so that one naming the app's own
    ///     door is the app's own link; `false` (the default) takes it as a link from an unknown door.
    /// - Returns: What happened; ``Outcome/dropped(_:)`` for a stale snapshot or one whose door contradicts its text.
    @discardableResult
    public func restore(
        _ snapshot: DeepLinkSnapshot, maxAge: TimeInterval, animated: Bool = false, fromTrustedStore: Bool = false
    ) -> Outcome {
        let router = router
        let trust = snapshot.trust(fromTrustedStore: fromTrustedStore)
        let age = now().timeIntervalSince(snapshot.received)
        let drop: DeepLinkDropReason? =
            age <= maxAge && age >= -60 ? snapshot.doorContradiction : .stale(age: age, limit: maxAge)
        var arrival: Arrival
        var original: Arrival?
        switch snapshot.link {
        case .text(let text):
            arrival = Arrival(
                text: text, trust: trust, replay: { .text(text) },
                campaign: { router.campaign(of: .url(text), urlText: nil, fields: $0) }
            ) { $0.resolve(linkText: text, trust: trust) }
            // A wrapped link was saved wrapped: it is unwrapped again, under the door it was saved with (not when the
            // snapshot is refused: an unwrapper may answer once only).
            if drop == nil, LinkSource(ofLink: text) != .path, let unwrapped = unwrapped(.url(text)) {
                original = arrival
                arrival = Arrival(unwrapped, trust: trust, router: router, shortcutItemFormat: shortcutItemFormat)
            }
        case .route(let name, let values):
            let link = IncomingLink<Component, Intent>.route(name, values: values, from: snapshot.source)
            arrival = Arrival(text: "route '\(name)'", trust: trust, replay: { snapshot.link }) {
                $0._resolve(link, trust: trust)
            }
        }
        let wait = { (trace: DeepLinkTrace) -> Outcome? in
            trace.record(.restored(age: age))
            guard let drop else { return nil }
            trace.record(.dropped(drop))
            return .dropped(drop)
        }
        return receive(arrival, animated: animated, received: snapshot.received, before: wait, arrivedAs: original) {
            [arrival] in arrival.resolve(router)
        }
    }
}
