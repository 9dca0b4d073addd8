#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension DeepLinkRouter {
    /// Resolves a push notification's payload (`userInfo`, as the system delivers it) to a link.
    ///
    /// The payload carries either a link under one of the format's link keys (`"deeplink"`, `"url"`, `"link"`,
    /// also inside `"data"`), or a route name under `"type"` with the route's parameters beside it, keyed by your
    /// components' raw values; see ``PushPayloadFormat``. Either way the link's ``DeepLink/source`` is
    /// ``LinkSource/pushNotification``, so routes in ``OpenedFrom`` that do not list it refuse it.
    ///
    /// ```swift
    /// router.resolve(pushPayload: ["aps": ["alert": "New recipe"], "type": "recipe", "id": "1234"])
    /// router.resolve(pushPayload: ["data": ["deeplink": "myapp://recipe/1234"]])
    /// router.resolve(pushPayload: ["type": "recipes", "country": "FR", "limit": 7])   // numbers are fine
    /// ```
    ///
    /// Values are handed to the handler as they are: a `+` stays a `+`, a `%` stays a `%`.
    ///
    /// - Parameters:
    ///   - payload: The notification's `userInfo`.
    ///   - format: Where to look; ``PushPayloadFormat/standard`` by default.
    /// - Returns: The link, or why there is none: ``DeepLinkError/Kind/invalidPayload`` for a payload that
    ///   carries neither a link nor a route name, or a value that is neither a string nor a number;
    ///   ``DeepLinkError/Kind/unknownRouteName``, ``DeepLinkError/Kind/missingParameter`` and the other kinds
    ///   as for any link.
    public func resolve(
        pushPayload payload: [AnyHashable: Any], format: PushPayloadFormat = .standard
    ) -> Result<DeepLink<Intent>, DeepLinkError> {
        resolve(format.content(of: payload), format: format)
    }

    /// Resolves what ``PushPayloadFormat/content(of:)`` found in a payload.
    func resolve(
        _ content: PushPayloadFormat.Content, format: PushPayloadFormat
    ) -> Result<DeepLink<Intent>, DeepLinkError> {
        switch content {
        case .link(let key, let value):
            guard let text = value as? String else {
                return .failure(
                    .invalidPayload(
                        from: .pushNotification,
                        detail: "'\(key)' is \(PayloadValue.describe(value)); a link is a string"))
            }
            return resolve(linkText: text, from: .pushNotification)
        case .routeName(let value, let scope):
            guard let name = value as? String else {
                return .failure(
                    .invalidPayload(
                        from: .pushNotification,
                        detail: "'\(format.typeKey)' is \(PayloadValue.describe(value)); a route name is a string"))
            }
            return _resolve(routeNamed: name, from: .pushNotification) { name in
                Self.namedValue(scope, name)
            }
        case .nothing:
            let nested =
                format.nestedKeys.isEmpty ? "" : " (at its top level or under \(Self.quoted(format.nestedKeys)))"
            return .failure(
                .invalidPayload(
                    from: .pushNotification,
                    detail: "it carries no link under \(Self.quoted(format.linkKeys))\(nested) and no route name "
                        + "under '\(format.typeKey)'"))
        }
    }

    /// A parameter's value in a payload or `userInfo`, read by ``PayloadValue``.
    static func namedValue(_ scope: [String: Any]?, _ key: String) -> NamedValue {
        guard let value = scope?[key] else { return .missing }
        switch PayloadValue.read(value, key: key) {
        case .success(let text): return .text(text)
        case .failure(let failure): return .unreadable(failure.detail)
        }
    }

    /// Resolves a link given as text by a push or a shortcut: a URL, or an app path starting with `/`.
    func resolve(linkText text: String, from source: LinkSource) -> Result<DeepLink<Intent>, DeepLinkError> {
        if text.utf8.first == UInt8(ascii: "/"), !text.utf8.starts(with: "//".utf8) {
            return _result(of: _select(text, url: nil, door: source, collectingReasons: true))
        }
        return resolve(urlText: text, from: source)
    }

    static func quoted(_ keys: [String]) -> String {
        keys.map { "'\($0)'" }.joined(separator: ", ")
    }
}
