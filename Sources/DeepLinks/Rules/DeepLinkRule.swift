#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A link shape the app learns at run time: a pattern that opens one of the table's named routes, with values from
/// the pattern's captures or fixed ones — a marketing campaign's link, added from the server without a release.
///
/// Rules come as JSON from your server or remote config (the library does no networking), and
/// ``DeepLinkRouter/applying(_:now:)`` checks a whole set against the table before it gives a router with them:
///
/// ```json
/// {"rules": [
///     {"pattern": "/summer-sale", "route": "recipes", "values": {"country": "FR"}, "expires": "2026-09-01T00:00:00Z"},
///     {"pattern": "/sale/:recipeId", "route": "recipe", "doors": ["web"]}
/// ]}
/// ```
///
/// ```swift
/// let rules = try DeepLinkRule.decodeSet(from: data)   // every problem of the document at once
/// let router = try appRouter.applying(rules)             // every problem against the table at once
/// ```
public struct DeepLinkRule: Codable, Sendable, Hashable {
    /// The `fileID` of every rule's route (its `line` is the rule's number from 1): `rules:2` in the route table.
    static let site = "rules"

    /// The pattern, as text: `/summer-sale`, `/sale/:recipeId`, with your components' raw values as parameters.
    public var pattern: String
    /// The name of the table's route the pattern opens.
    public var route: String
    /// Values the rule fixes, by parameter name; they win over the pattern's captures.
    public var values: [String: String]
    /// When the rule stops opening links; `nil` for never.
    public var expires: Date?
    /// The doors the rule takes links from, by name (`customScheme`, `universalLink`, `userActivity`,
    /// `pushNotification`, `shortcutItem`, `web`, `all`); `nil` for the route's own.
    public var doors: [String]?

    /// A rule.
    ///
    /// ```swift
    /// DeepLinkRule(pattern: "/summer-sale", route: "recipes", values: ["country": "FR"])
    /// ```
    ///
    /// - Parameters:
    ///   - pattern: The pattern, as text.
    ///   - route: The name of the route it opens.
    ///   - values: Values it fixes, by parameter name.
    ///   - expires: When it stops opening links.
    ///   - doors: The doors it takes links from.
    public init(
        pattern: String, route: String, values: [String: String] = [:], expires: Date? = nil, doors: [String]? = nil
    ) {
        self.pattern = pattern
        self.route = route
        self.values = values
        self.expires = expires
        self.doors = doors
    }

    private enum CodingKeys: String, CodingKey {
        case pattern, route, values, expires, doors
    }

    /// Reads a rule; `values`, `expires` and `doors` may be left out.
    ///
    /// A value may be a string or a number, read as a push payload's are (`5` is `"5"`, `7.0` is `"7"`). Prefer
    /// ``decodeSet(from:)`` for a set from a server: it reports every problem of every rule, a key given twice
    /// included, where a `Decoder` stops at the first and keeps one of two keys.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` when a field is missing or of another type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        pattern = try container.decode(String.self, forKey: .pattern)
        route = try container.decode(String.self, forKey: .route)
        values = try container.decodeIfPresent([String: ValueText].self, forKey: .values)?.mapValues(\.text) ?? [:]
        expires = try container.decodeIfPresent(Date.self, forKey: .expires)
        doors = try container.decodeIfPresent([String].self, forKey: .doors)
    }

    /// A value of `values` as a `Decoder` gives it: a string, or a number read as a push payload's.
    private struct ValueText: Decodable {
        let text: String

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            let read: Result<String, PayloadValue.ReadFailure>
            if let text = try? container.decode(String.self) {
                read = .success(text)
            } else if let number = try? container.decode(Int.self) {
                read = .success(String(number))
            } else if let number = try? container.decode(Double.self) {
                read = PayloadValue.read(number, key: decoder.codingPath.last?.stringValue ?? "value")
            } else {
                read = .failure(
                    .init("'\(decoder.codingPath.last?.stringValue ?? "value")' is not a string or a number"))
            }
            switch read {
            case .success(let text): self.text = text
            case .failure(let failure):
                throw DecodingError.dataCorruptedError(in: container, debugDescription: failure.detail)
            }
        }
    }

    /// The doors a rule's names give (`nil` for the route's own), or the first name that is none.
    func sources() -> (sources: LinkSources?, unknown: String?) {
        guard let doors else { return (nil, nil) }
        var sources: LinkSources = []
        for door in doors {
            switch door {
            case "customScheme": sources.insert(.customScheme)
            case "universalLink": sources.insert(.universalLink)
            case "userActivity": sources.insert(.userActivity)
            case "pushNotification": sources.insert(.pushNotification)
            case "shortcutItem": sources.insert(.shortcutItem)
            case "web": sources.formUnion(.web)
            case "all": sources.formUnion(.all)
            default: return (nil, door)
            }
        }
        return (sources, nil)
    }
}
