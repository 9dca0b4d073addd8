/// What a link is trusted to open.
///
/// Three facts: the door it came through, whether the app made it itself, and the gates it waits for beyond its
/// route's. The one value behind MatchingRules, "Trust".
///
/// It is decided once, where the link enters: from its ``IncomingLink`` door (a URL's scheme when no door is named),
/// or from a restored snapshot's saved door, gates and the app's word on where it kept it. Every step that makes a
/// link from a link carries it unchanged: an unwrapped link keeps the wrapper's, a legacy pattern's or a rule's link
/// is matched under it, a back stack's parents are made under the child's, a hand-off to a module's handler keeps
/// it. A step may narrow it (add gates), never widen it; no step reads a door from the text again.
///
/// The rule it applies, in one place (`admits(_:)`):
/// - a link the app made itself (``LinkSource/path``, ``LinkSource/intent``, a snapshot from a store the app trusts)
///   opens any route;
/// - a link from outside opens a route only if the route's ``OpenedFrom`` doors list its door;
/// - a link that claims the app's door without the app vouching for it (a snapshot from a store others can write) is
///   a link from an unknown door: it opens only routes that take links from every door. A URL without a scheme given
///   with no door claims none: its door is the custom scheme's (`LinkSource(ofURLText:)`), never ``LinkSource/path``.
///
/// The link's gates are its route's plus its own (`gates(addingRouteGates:)`): a gate given at the door is never lost.
@usableFromInline
package struct LinkTrust: Sendable, Hashable {
    /// The door the link came through, as events report it.
    @usableFromInline package let door: LinkSource
    /// Whether the app made the link itself; never `true` for a door from outside.
    @usableFromInline let isFromApp: Bool
    /// The gates the link waits for beyond its route's, in their normalized order (an intent's, a snapshot's).
    @usableFromInline package let gates: [DeepLinkGate]

    /// A link's trust as its door gives it: the app's own for ``LinkSource/path`` and ``LinkSource/intent``, unless
    /// `isFromApp` says it is not (a snapshot from a store the app does not trust).
    ///
    /// - Parameters:
    ///   - door: The door.
    ///   - isFromApp: `false` to take an in-app door's link as one from an unknown door; ignored for a door from
    ///     outside, which is never the app's own.
    ///   - gates: Gates the link waits for beyond its route's.
    @usableFromInline
    package init(door: LinkSource, isFromApp: Bool = true, gates: [DeepLinkGate] = []) {
        self.door = door
        self.isFromApp = isFromApp && door.isInApp
        self.gates = gates.isEmpty ? [] : gates.normalized()
    }

    /// Whether a link with this trust may open a route that takes links from `sources` (``OpenedFrom``).
    ///
    /// The one door check: the matcher, links by name, back stacks' parents and restored snapshots all ask it.
    @inlinable
    func admits(_ sources: LinkSources) -> Bool {
        Self.admits(sources, door: door, isFromApp: isFromApp)
    }

    /// `admits(_:)` on the trust's parts, for the matcher, which reads a new link's door from its bytes as it walks.
    @inlinable @inline(__always)
    static func admits(_ sources: LinkSources, door: LinkSource, isFromApp: Bool) -> Bool {
        if isFromApp { return true }
        // An in-app door the app does not vouch for: the link could have come through any door.
        if door.isInApp { return sources.isSuperset(of: .all) }
        return sources.admits(door)
    }

    /// The link's gates: its route's (`nil` for none, as a match stores them) and its own, each once, by name.
    @inlinable
    func gates(addingRouteGates routeGates: [DeepLinkGate]?) -> [DeepLinkGate]? {
        guard !gates.isEmpty else { return routeGates?.isEmpty == false ? routeGates : nil }
        guard let routeGates, !routeGates.isEmpty else { return gates }
        return (routeGates + gates).normalized()
    }
}

extension IncomingLink {
    /// The link's trust, decided at its door: the door it names (a URL's scheme when it names none), and for an
    /// intent, the gates it was given.
    ///
    /// A URL that names no door is a link from outside, even without a scheme: its door is the custom scheme's, never
    /// the app's own path (a short-link table that maps `/s/abc` to a real link does not make it the app's own).
    @usableFromInline
    package var trust: LinkTrust { trust(urlText: nil) }

    /// ``trust``, reading a URL's door from `urlText`, the link's ``urlText`` when the caller has read it already.
    package func trust(urlText: String?) -> LinkTrust {
        switch kind {
        case .intent(_, let gates): LinkTrust(door: .intent, gates: gates)
        case .url(_, nil), .urlText(_, nil): LinkTrust(door: door(urlText: urlText), isFromApp: false)
        default: LinkTrust(door: door(urlText: urlText))
        }
    }
}

extension DeepLink {
    /// The trust the link was matched under, its gates included: what a link made from it (a parent of its back
    /// stack, a module's copy) is made under.
    var trust: LinkTrust {
        LinkTrust(door: source, isFromApp: isFromApp, gates: gates)
    }
}
