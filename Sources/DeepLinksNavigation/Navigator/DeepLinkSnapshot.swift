import DeepLinks

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A held link as a value the app saves and gives back at the next launch, so that a link held for sign-in or
/// another gate survives the user killing the app to find their password.
///
/// The navigator makes it (``DeepLinkNavigator/heldLinkSnapshot``) and takes it back
/// (``DeepLinkNavigator/restore(_:maxAge:animated:fromTrustedStore:)``); the app stores it where it likes (it is
/// `Codable`): the library writes no file and no user default. It keeps the link's text (a URL or an app path) or its
/// route name and values, the door it came through, the gates it was given beyond its route's (an intent's) and when
/// it was first received; nothing of the app's intent type.
///
/// A snapshot is read back as a link from outside: its door must fit its text, and one that names the app's own door
/// opens routes limited to the app's links only when the app says it trusts where it kept it (MatchingRules,
/// "Trust").
///
/// ```swift
/// // sceneDidEnterBackground
/// let saved = try navigator.heldLinkSnapshot.map { try JSONEncoder().encode($0) }
/// UserDefaults.standard.set(saved, forKey: "heldLink")
/// // next launch
/// if let data = UserDefaults.standard.data(forKey: "heldLink"),
///     let snapshot = try? JSONDecoder().decode(DeepLinkSnapshot.self, from: data) {
///     navigator.restore(snapshot, maxAge: 3600)   // refused when older than an hour
/// }
/// ```
public struct DeepLinkSnapshot: Codable, Sendable, Hashable {
    /// What the link was: its text, or the route it named and the values it gave.
    public enum Link: Codable, Sendable, Hashable {
        /// A URL, or an app path starting with `/`, as it arrived.
        case text(String)
        /// A link by route name (a push payload's `type`, a shortcut item, `IncomingLink.route(_:values:from:)`):
        /// the route's name and the values it gave, by parameter name.
        case route(name: String, values: [String: String])
    }

    /// What the link was.
    ///
    /// ```swift
    /// snapshot.link   // .text("myapp://orders/42")
    /// ```
    public let link: Link
    /// The door the link came through; the restored link comes through it again, with its filters.
    public let source: LinkSource
    /// When the navigator first received the link, by its clock; restoring it again keeps this date.
    public let received: Date
    /// The gates the link was given beyond its route's (`IncomingLink.intent(_:gates:)`), by name; the restored
    /// link waits for them and for its route's.
    ///
    /// ```swift
    /// navigator.open(.intent(.home, gates: [.authorization]))
    /// navigator.heldLinkSnapshot?.gates   // [authorization]
    /// ```
    public let gates: [DeepLinkGate]

    /// Creates a snapshot; the navigator makes these, tests may too.
    ///
    /// ```swift
    /// let snapshot = DeepLinkSnapshot(link: .text("myapp://orders"), source: .customScheme, received: Date())
    /// ```
    ///
    /// - Parameters:
    ///   - link: What the link was.
    ///   - source: The door it came through.
    ///   - received: When it was first received.
    ///   - gates: The gates it was given beyond its route's; none by default.
    public init(link: Link, source: LinkSource, received: Date, gates: [DeepLinkGate] = []) {
        self.link = link
        self.source = source
        self.received = received
        self.gates = gates.normalized()
    }

    private enum CodingKeys: String, CodingKey {
        case link, source, received, gates
    }

    /// Reads a snapshot saved by ``encode(to:)``; one saved before snapshots kept gates has none.
    ///
    /// ```swift
    /// let snapshot = try JSONDecoder().decode(DeepLinkSnapshot.self, from: saved)
    /// ```
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` when a field is missing or malformed.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let link = try container.decode(Link.self, forKey: .link)
        let source = try container.decode(LinkSource.self, forKey: .source)
        let received = try container.decode(Date.self, forKey: .received)
        let names = try container.decodeIfPresent([String].self, forKey: .gates) ?? []
        self.init(link: link, source: source, received: received, gates: names.map { DeepLinkGate($0) })
    }

    /// Writes the snapshot: its link, door, date and gates (by name, when it has some).
    ///
    /// ```swift
    /// let saved = try JSONEncoder().encode(snapshot)
    /// ```
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(link, forKey: .link)
        try container.encode(source, forKey: .source)
        try container.encode(received, forKey: .received)
        // NB: only when there are some, so that a snapshot without gates reads as it did before they were kept.
        if !gates.isEmpty { try container.encode(gates.map(\.name), forKey: .gates) }
    }
}

extension DeepLinkSnapshot {
    /// The restored link's trust: the saved door and gates, the app's own only when the app trusts the store it was
    /// kept in (MatchingRules, "Trust").
    func trust(fromTrustedStore: Bool) -> LinkTrust {
        LinkTrust(door: source, isFromApp: fromTrustedStore, gates: gates)
    }

    /// Why the snapshot is refused before it is matched: its door contradicts its text; `nil` when it fits.
    ///
    /// A URL's text implies its door: an `http` or `https` URL cannot have come through the custom-scheme door, a
    /// custom-scheme URL through a universal link or a user activity, and a path through none of those three. A push
    /// notification or a shortcut item may carry any link, and the app's own doors any text.
    var doorContradiction: DeepLinkDropReason? {
        guard case .text(let text) = link, !Self.door(source, fits: text) else { return nil }
        return .doorContradicted(claimed: source, text: LinkSource(ofLink: text))
    }

    /// Whether a link's text can have come through `door`: see ``doorContradiction``.
    static func door(_ door: LinkSource, fits text: String) -> Bool {
        let implied = LinkSource(ofLink: text)
        switch door {
        case .customScheme: return implied == .customScheme
        case .universalLink, .userActivity: return implied == .universalLink
        case .pushNotification, .shortcutItem, .path, .intent: return true
        }
    }
}

extension DeepLinkSnapshot.Link {
    private enum CodingKeys: String, CodingKey {
        case text, route, values
    }

    /// Reads a link saved by ``encode(to:)``: `{"text": "myapp://orders/42"}` or
    /// `{"route": "order", "values": {"number": "42"}}`.
    ///
    /// ```swift
    /// try JSONDecoder().decode(DeepLinkSnapshot.Link.self, from: Data(#"{"text":"/orders"}"#.utf8))
    /// ```
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` when the value has neither a text nor a route.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let text = try container.decodeIfPresent(String.self, forKey: .text) {
            self = .text(text)
        } else if let name = try container.decodeIfPresent(String.self, forKey: .route) {
            self = .route(
                name: name, values: try container.decodeIfPresent([String: String].self, forKey: .values) ?? [:])
        } else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: "a saved link has a 'text' or a 'route'"))
        }
    }

    /// Writes the link as `{"text": …}`, or `{"route": …, "values": {…}}`.
    ///
    /// ```swift
    /// try JSONEncoder().encode(DeepLinkSnapshot.Link.route(name: "order", values: ["number": "42"]))
    /// ```
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .text(let text):
            try container.encode(text, forKey: .text)
        case .route(let name, let values):
            try container.encode(name, forKey: .route)
            try container.encode(values, forKey: .values)
        }
    }

    /// The link as two equal links share it, for ``DeepLinkNavigator/duplicateWindow``: its text, or its route name
    /// and values in name order.
    var duplicateKey: String {
        switch self {
        case .text(let text): return "text " + text
        case .route(let name, let values):
            var key = "route " + name
            for (parameter, value) in values.sorted(by: { $0.key < $1.key }) {
                key += "\u{0}" + parameter + "=" + value
            }
            return key
        }
    }
}
