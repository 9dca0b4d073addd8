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
        let scopes = Self.scopes(of: payload, format: format)
        for scope in scopes {
            for key in format.linkKeys {
                guard let value = scope[key] else { continue }
                guard let text = value as? String else {
                    return .failure(
                        .invalidPayload(
                            from: .pushNotification,
                            detail: "'\(key)' is \(PayloadValue.describe(value)); a link is a string"))
                }
                return resolve(linkText: text, from: .pushNotification)
            }
        }
        for scope in scopes {
            guard let value = scope[format.typeKey] else { continue }
            guard let name = value as? String else {
                return .failure(
                    .invalidPayload(
                        from: .pushNotification,
                        detail: "'\(format.typeKey)' is \(PayloadValue.describe(value)); a route name is a string"))
            }
            return _resolve(routeNamed: name, from: .pushNotification) { component in
                Self.namedValue(scope, component.rawValue)
            }
        }
        let nested = format.nestedKeys.isEmpty ? "" : " (at its top level or under \(Self.quoted(format.nestedKeys)))"
        return .failure(
            .invalidPayload(
                from: .pushNotification,
                detail: "it carries no link under \(Self.quoted(format.linkKeys))\(nested) and no route name under "
                    + "'\(format.typeKey)'"))
    }

    /// The dictionaries a payload's keys are looked up in: the payload without `"aps"`, then its nested ones.
    static func scopes(of payload: [AnyHashable: Any], format: PushPayloadFormat) -> [[String: Any]] {
        var top: [String: Any] = [:]
        for (key, value) in payload {
            guard let key = key.base as? String, key != PushPayloadFormat.systemKey else { continue }
            top[key] = value
        }
        var scopes = [top]
        for key in format.nestedKeys {
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
        guard !text.isEmpty, let url = URL(string: text) else {
            return .failure(.invalidURL(text, detail: "it is not a URL"))
        }
        return resolve(url, from: source)
    }

    static func quoted(_ keys: [String]) -> String {
        keys.map { "'\($0)'" }.joined(separator: ", ")
    }
}
