#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension DeepLinkRouter {
    /// What a payload carries, read with ``pushPayloadFormat``: a value under a link key is a parameter when the
    /// payload names a route that takes pushes and declares a parameter of that name.
    package func content(ofPayload payload: [AnyHashable: Any]) -> PushPayloadFormat.Content {
        pushPayloadFormat.content(of: payload) { name, parameter in
            guard let index = routeIndexByName[name], routes[index].sources.admits(.pushNotification) else {
                return false
            }
            // NB: the route compiled once, on a cold path: only a payload that has both a link key and a route name.
            let names = form(routeAt: index).parameterNames
            return names.contains { pushPayloadFormat.payloadKey(forParameter: $0) == parameter }
        }
    }

    /// Resolves what a payload carries, under the payload's trust (its door, ``LinkSource/pushNotification``, unless
    /// the link was restored or unwrapped).
    package func resolve(
        _ content: PushPayloadFormat.Content, trust: LinkTrust = LinkTrust(door: .pushNotification)
    ) -> Result<DeepLink<Intent>, DeepLinkError> {
        let format = pushPayloadFormat
        switch content {
        case .link(let key, let value):
            guard let text = value as? String else {
                return .failure(
                    .invalidPayload(
                        from: .pushNotification,
                        detail: "'\(key)' is \(PayloadValue.describe(value)); a link is a string"))
            }
            return resolve(linkText: text, trust: trust)
        case .routeName(let value, let scope):
            guard let name = value as? String else {
                return .failure(
                    .invalidPayload(
                        from: .pushNotification,
                        detail: "'\(format.typeKey)' is \(PayloadValue.describe(value)); a route name is a string"))
            }
            return _resolve(routeNamed: format.routeName(forType: name), trust: trust) { name in
                Self.namedValue(scope, format.payloadKey(forParameter: name))
            }.map { $0.carrying(payloadItems: format.otherValues(in: scope)) }
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
    package static func namedValue(_ scope: [String: Any]?, _ key: String) -> NamedValue {
        guard let value = scope?[key] else { return .missing }
        switch PayloadValue.read(value, key: key) {
        case .success(let text): return .text(text)
        case .failure(let failure): return .unreadable(failure.detail)
        }
    }

    /// Resolves a link given as text by a push or a snapshot, under its trust: a URL, or an app path starting
    /// with `/`.
    package func resolve(linkText text: String, trust: LinkTrust) -> Result<DeepLink<Intent>, DeepLinkError> {
        if text.utf8.first == UInt8(ascii: "/"), !text.utf8.starts(with: "//".utf8) {
            return _resolve(text, url: nil, trust: trust)
        }
        return resolve(urlText: text, trust: trust)
    }

    static func quoted(_ keys: [String]) -> String {
        keys.map { "'\($0)'" }.joined(separator: ", ")
    }
}
