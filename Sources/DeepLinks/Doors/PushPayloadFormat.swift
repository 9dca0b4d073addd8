/// Where DeepLinks looks for a link in a push notification's payload (`userInfo`).
///
/// Two conventions are read, in this order:
/// 1. **A link**: a string under one of ``linkKeys`` (`"deeplink"`, `"url"`, `"link"`), at the payload's top level
///    first, then inside each dictionary under ``nestedKeys`` (`"data"`). It is a URL (`myapp://recipe/42`,
///    `https://…`) or an app path starting with `/`, matched like any link.
/// 2. **A route name**: a string under ``typeKey`` (`"type"`) names a ``Route/name``; the route's parameters are
///    read beside it, under keys named by your components' raw values: `{"type": "recipe", "id": "1234"}`.
///    Values are strings or numbers (JSON numbers arrive as numbers), handed to the route untouched.
///
/// `"aps"` (the system's part of the payload) is never read.
///
/// ```swift
/// let format = PushPayloadFormat(linkKeys: ["target"], nestedKeys: ["payload"], typeKey: "screen")
/// router.resolve(.pushPayload(userInfo, format: format))
/// ```
public struct PushPayloadFormat: Hashable, Sendable {
    /// The keys whose string value is a link, tried in order.
    public var linkKeys: [String]
    /// The keys of nested dictionaries searched after the top level, in order.
    public var nestedKeys: [String]
    /// The key whose string value names a route.
    public var typeKey: String

    /// Creates a format.
    ///
    /// ```swift
    /// let format = PushPayloadFormat(linkKeys: ["deeplink"])   // only "deeplink", and "type"
    /// ```
    ///
    /// - Parameters:
    ///   - linkKeys: The keys whose string value is a link, tried in order.
    ///   - nestedKeys: The keys of nested dictionaries searched after the top level.
    ///   - typeKey: The key whose string value names a route.
    public init(
        linkKeys: [String] = ["deeplink", "url", "link"], nestedKeys: [String] = ["data"], typeKey: String = "type"
    ) {
        self.linkKeys = linkKeys
        self.nestedKeys = nestedKeys
        self.typeKey = typeKey
    }

    /// `"deeplink"`, `"url"` or `"link"`, also under `"data"`; else `"type"`.
    ///
    /// ```swift
    /// router.resolve(.pushPayload(userInfo, format: .standard))
    /// ```
    public static let standard = PushPayloadFormat()

    /// The key the system uses for its own part of a payload (alert, badge, sound); never read.
    static let systemKey = "aps"

    /// What a payload carries, by this format: where its link or its route name is.
    enum Content {
        /// A value under one of ``linkKeys`` (not yet known to be a string).
        case link(key: String, value: Any)
        /// A value under ``typeKey`` (not yet known to be a string), and the dictionary it was found in, which
        /// holds the route's parameters.
        case routeName(Any, scope: [String: Any])
        case nothing

        /// The payload as a `received` event shows it: the link it carries, or the route it names.
        var summary: String {
            switch self {
            case .link(_, let link as String): link
            case .routeName(let name as String, _): "type '\(name)'"
            default: "payload without a link"
            }
        }
    }

    /// Finds a payload's link (at the top level first, then in the nested dictionaries), else its route name.
    ///
    /// - Parameter payload: The notification's `userInfo`.
    /// - Returns: Where the link or the route name is.
    func content(of payload: [AnyHashable: Any]) -> Content {
        let scopes = scopes(of: payload)
        for scope in scopes {
            for key in linkKeys {
                if let value = scope[key] { return .link(key: key, value: value) }
            }
        }
        for scope in scopes {
            if let value = scope[typeKey] { return .routeName(value, scope: scope) }
        }
        return .nothing
    }

    /// The dictionaries a payload's keys are looked up in: the payload without `"aps"`, then its nested ones.
    private func scopes(of payload: [AnyHashable: Any]) -> [[String: Any]] {
        var top: [String: Any] = [:]
        for (key, value) in payload {
            guard let key = key.base as? String, key != Self.systemKey else { continue }
            top[key] = value
        }
        var scopes = [top]
        for key in nestedKeys {
            switch top[key] {
            case let nested as [String: Any]: scopes.append(nested)
            case let nested as [AnyHashable: Any]:
                var strings: [String: Any] = [:]
                for (key, value) in nested {
                    if let key = key.base as? String { strings[key] = value }
                }
                scopes.append(strings)
            default: continue
            }
        }
        return scopes
    }
}
