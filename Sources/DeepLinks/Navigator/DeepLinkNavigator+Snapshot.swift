#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension DeepLinkNavigator {
    /// The link the navigator holds, as a value to save: give it back at the next launch with
    /// ``restore(_:maxAge:animated:)``.
    ///
    /// `nil` when no link is held, and for a held intent that no route reverses (it has no text to save). Save it
    /// when the app goes to the background, and remove the saved value once it is `nil`.
    ///
    /// ```swift
    /// func sceneDidEnterBackground(_ scene: UIScene) {
    ///     store.heldLink = try? navigator.heldLinkSnapshot.map { try JSONEncoder().encode($0) }
    /// }
    /// ```
    public var heldLinkSnapshot: DeepLinkSnapshot? {
        guard let held, let trace = held.link.trace, !trace.isClaimed, let link = held.replay() else { return nil }
        return DeepLinkSnapshot(link: link, source: trace.source, received: trace.received)
    }

    /// Opens a link saved in an earlier launch, as if it arrived again through its door: the same filters, gates,
    /// holding, handlers and events, after a ``DeepLinkEvent/Kind/restored(age:)`` event with its age.
    ///
    /// A snapshot received more than `maxAge` seconds ago (or more than a minute in the future, by a clock that
    /// moved) is refused: it ends as ``DeepLinkEvent/Kind/dropped(_:)`` with ``DeepLinkDropReason/stale(age:limit:)``.
    /// A snapshot is a link from outside like any other: the router checks it again, and a link that no longer
    /// matches (the app changed its routes) ends unmatched.
    ///
    /// ```swift
    /// if let data = store.heldLink, let snapshot = try? JSONDecoder().decode(DeepLinkSnapshot.self, from: data) {
    ///     navigator.restore(snapshot, maxAge: 15 * 60, animated: false)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - snapshot: The saved link.
    ///   - maxAge: How old, in seconds, a snapshot may be.
    ///   - animated: Whether navigation should animate (`false` on launch, typically).
    /// - Returns: What happened; ``Outcome/dropped(_:)`` for a stale snapshot.
    @discardableResult
    public func restore(_ snapshot: DeepLinkSnapshot, maxAge: TimeInterval, animated: Bool = false) -> Outcome {
        let router = router
        let arrival: Arrival
        switch snapshot.link {
        case .text(let text):
            arrival = Arrival(text: text, replay: { .text(text) }) { $0.resolve(linkText: text, from: snapshot.source) }
        case .route(let name, let values):
            let link = IncomingLink<Component, Intent>.route(name, values: values, from: snapshot.source)
            arrival = Arrival(text: "route '\(name)'", replay: { snapshot.link }) { $0.resolve(link) }
        }
        return receive(arrival, from: snapshot.source, animated: animated, received: snapshot.received) { trace in
            let age = now().timeIntervalSince(snapshot.received)
            trace.record(.restored(age: age))
            guard age <= maxAge, age >= -60 else {
                let reason = DeepLinkDropReason.stale(age: age, limit: maxAge)
                trace.record(.dropped(reason))
                return .dropped(reason)
            }
            return nil
        } resolve: {
            arrival.resolve(router)
        }
    }
}
