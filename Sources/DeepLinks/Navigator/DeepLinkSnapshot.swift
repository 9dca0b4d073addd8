#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A held link as a value the app saves and gives back at the next launch, so that a link held for sign-in or
/// another gate survives the user killing the app to find their password.
///
/// The navigator makes it (``DeepLinkNavigator/heldLinkSnapshot``) and takes it back
/// (``DeepLinkNavigator/restore(_:maxAge:animated:)``); the app stores it where it likes (it is `Codable`): the
/// library writes no file and no user default. It keeps the link's text (a URL or an app path) or its route name
/// and values, the door it came through and when it was first received; nothing of the app's intent type.
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
        /// A link by route name (a push payload's `type`, a shortcut item, ``IncomingLink/route(_:values:from:)``):
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
    public init(link: Link, source: LinkSource, received: Date) {
        self.link = link
        self.source = source
        self.received = received
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
