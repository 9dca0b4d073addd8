/// Where DeepLinks looks for a link in a push notification's payload (`userInfo`).
///
/// Two conventions are read, in this order:
/// 1. **A link**: a string under one of ``linkKeys`` (`"deeplink"`, `"url"`, `"link"`), at the payload's top level
///    first, then inside each dictionary under ``nestedKeys`` (`"data"`). It is a URL (`myapp://recipe/42`,
///    `https://…`) or an app path starting with `/`, matched like any link.
/// 2. **A route name**: a string under ``typeKey`` (`"type"`) names a route (its `name:`); the route's parameters are
///    read beside it, under keys named by your components' raw values: `{"type": "recipe", "id": "1234"}`.
///    Values are strings or numbers (JSON numbers arrive as numbers), handed to the route untouched.
///
/// `"aps"` (the system's part of the payload) is never read.
///
/// A route that declares a parameter named like a link key takes that key's value as its parameter when the
/// payload names it: `{"type": "webview", "url": "https://…"}` opens the route named `webview` with its `url`
/// parameter, not the link. A named route that takes pushes cannot declare a parameter named like ``typeKey``,
/// one of ``nestedKeys`` or `"aps"`: the router's initializer throws, naming the route and the parameter.
///
/// A nested key's value may be a dictionary or a JSON object written as a string (as Firebase Cloud Messaging sends
/// `"data"`). Servers that name screens their own way are read with two maps instead of an adapter: ``routeNames``
/// turns the value under ``typeKey`` into a route name, ``parameterKeys`` says which payload key holds which
/// parameter. Kickstarter's pushes, `{"aps": …, "activity": {"category": "update", "project_id": 12,
/// "update_id": 7}}`, are one format:
///
/// ```swift
/// let kickstarter = PushPayloadFormat(
///     nestedKeys: ["activity"], typeKey: "category",
///     routeNames: ["update": "project.update", "backing": "project.backing"],
///     parameterKeys: ["project_id": "projectId", "update_id": "updateId"])
/// ```
///
/// The format is the router's: give it when you build the router, which checks the maps against its table (every
/// route name exists and takes pushes, every parameter is one a named route declares).
///
/// ```swift
/// let format = PushPayloadFormat(linkKeys: ["target"], nestedKeys: ["payload"], typeKey: "screen")
/// let router = try DeepLinkRouter<Param, Intent>(pushPayloadFormat: format) { … }
/// router.resolve(.pushPayload(userInfo))
/// ```
public struct PushPayloadFormat: Hashable, Sendable {
    /// The keys whose string value is a link, tried in order.
    public var linkKeys: [String]
    /// The keys of nested dictionaries searched after the top level, in order.
    public var nestedKeys: [String]
    /// The key whose string value names a route.
    public var typeKey: String
    /// Route names by the value under ``typeKey``.
    ///
    /// `["update": "project.update"]`; a value the map does not list is a route name itself.
    public var routeNames: [String: String]
    /// Parameter names (components' raw values) by the payload key that holds them.
    ///
    /// `["project_id": "projectId"]`; a parameter no key maps to is read under its own name.
    public var parameterKeys: [String: String]

    /// Creates a format.
    ///
    /// ```swift
    /// let format = PushPayloadFormat(linkKeys: ["deeplink"])   // only "deeplink", and "type"
    /// ```
    ///
    /// - Parameters:
    ///   - linkKeys: The keys whose string value is a link, tried in order.
    ///   - nestedKeys: The keys of nested dictionaries (or JSON objects written as strings) searched after the top
    ///     level.
    ///   - typeKey: The key whose string value names a route.
    ///   - routeNames: Route names by the value under `typeKey`; a value not listed is a route name itself.
    ///   - parameterKeys: Parameter names by the payload key that holds them; a parameter no key maps to is read
    ///     under its own name.
    public init(
        linkKeys: [String] = ["deeplink", "url", "link"], nestedKeys: [String] = ["data"], typeKey: String = "type",
        routeNames: [String: String] = [:], parameterKeys: [String: String] = [:]
    ) {
        self.linkKeys = linkKeys
        self.nestedKeys = nestedKeys
        self.typeKey = typeKey
        self.routeNames = routeNames
        self.parameterKeys = parameterKeys
    }

    /// `"deeplink"`, `"url"` or `"link"`, also under `"data"`; else `"type"`.
    ///
    /// ```swift
    /// let router = try DeepLinkRouter<Param, Intent>(pushPayloadFormat: .standard) { … }
    /// ```
    public static var standard: PushPayloadFormat {
        // NB: made anew, not kept in a `static let`: an app copying the kept one, for the routers' default argument,
        // made the runtime look `String`'s `Hashable` conformance up (to copy the maps, through their metadata), through
        // every loaded library's conformances (callgrind, first build and match of github-api: ~330,000 instructions).
        PushPayloadFormat()
    }

    /// The key the system uses for its own part of a payload (alert, badge, sound); never read.
    static let systemKey = "aps"

    /// A key of the format's own that a route's parameter cannot be named: a push could never give it a value.
    @usableFromInline
    enum OwnKey: Hashable, Sendable {
        /// ``typeKey``: its value is the route's name.
        case type(String)
        /// One of ``nestedKeys``: its value is a dictionary of more of the payload.
        case nested(String)
        /// `"aps"`: the system's part of the payload, never read.
        case system

        /// What the key is, for messages.
        var role: String {
            switch self {
            case .type(let key): "the key ('\(key)') a push payload names its route with"
            case .nested(let key): "a key ('\(key)') whose dictionary holds more of the payload"
            case .system: "the key of the system's part of a payload ('aps'), which is never read"
            }
        }

        /// How to change the format instead of the parameter, for messages (empty, or ending in ", ").
        var wayOut: String {
            switch self {
            case .type: "give the router a PushPayloadFormat with another typeKey, "
            case .nested: "give the router a PushPayloadFormat with other nestedKeys, "
            case .system: ""
            }
        }
    }

    /// The route a value under ``typeKey`` names: its entry in ``routeNames``, or the value itself.
    package func routeName(forType value: String) -> String {
        routeNames[value] ?? value
    }

    /// The payload key that holds parameter `name`: the key ``parameterKeys`` maps to it, or the name itself.
    ///
    /// NB: a linear search of a map of a few entries, on a push's cold path.
    package func payloadKey(forParameter name: String) -> String {
        parameterKeys.first { $0.value == name }?.key ?? name
    }

    /// A payload's values beside its route name, strings or numbers by key, without the format's own keys: where a
    /// link by name finds its campaign fields (``DeepLink/campaign(_:)``), which never reach a handler unless the
    /// route declares them.
    ///
    /// NB: every value, not only today's campaign fields: the list is the caller's, given when the link is asked.
    func otherValues(in scope: [String: Any]) -> [String: String] {
        var values: [String: String] = [:]
        for (key, value) in scope where ownKey(key) == nil && !linkKeys.contains(key) {
            if case .success(let text) = PayloadValue.read(value, key: key) { values[key] = text }
        }
        return values
    }

    /// The role of `name` among the format's own keys, or `nil` when a parameter may be named so.
    ///
    /// Link keys are not among them: a route that declares a parameter named like a link key gets that key's
    /// value when the payload names the route (see the type's documentation).
    @usableFromInline
    func ownKey(_ name: String) -> OwnKey? {
        if name == typeKey { return .type(name) }
        if nestedKeys.contains(name) { return .nested(name) }
        if name == Self.systemKey { return .system }
        return nil
    }

    /// Checks that every key has one role: a format whose keys overlap, or that reads `"aps"`, could never be read
    /// as written.
    @usableFromInline
    func check() throws(DeepLinkRouterError) {
        // NB: the maps are read only when they have entries, and the keys are checked in a list searched in full, not
        // a dictionary: a format has a few keys, and with the standard format the router's build made its first
        // `[String: String]` here, which made the runtime look `String`'s `Hashable` conformance up through every
        // loaded library's conformances (callgrind, first build and match of github-api: ~330,000 instructions).
        let parameterKeyList = parameterKeys.isEmpty ? [] : parameterKeys.sorted(by: { $0.key < $1.key })
        var mapped: [String: String] = [:]
        for (key, parameter) in parameterKeyList {
            guard !parameter.isEmpty else {
                throw .invalidPushPayloadFormat("parameterKeys maps '\(key)' to an empty name")
            }
            if let other = mapped.updateValue(key, forKey: parameter) {
                throw .invalidPushPayloadFormat(
                    "parameterKeys maps both '\(other)' and '\(key)' to '\(parameter)'; a parameter is read from one key"
                )
            }
        }
        if !routeNames.isEmpty {
            for (value, name) in routeNames where value.isEmpty || name.isEmpty {
                throw .invalidPushPayloadFormat("routeNames maps '\(value)' to '\(name)'; neither may be empty")
            }
        }
        var seen: [String] = []
        var seenRoles: [String] = []
        try Self.check([typeKey], as: "typeKey", seen: &seen, roles: &seenRoles)
        try Self.check(linkKeys, as: "linkKeys", seen: &seen, roles: &seenRoles)
        try Self.check(nestedKeys, as: "nestedKeys", seen: &seen, roles: &seenRoles)
        try Self.check(parameterKeyList.map { $0.key }, as: "parameterKeys", seen: &seen, roles: &seenRoles)
    }

    /// Checks the keys of one role against the keys of the roles before it, in `seen`, each with its role in `roles`,
    /// and adds them.
    ///
    /// NB: two lists, not a list of tuples: a tuple type is made at run time on first use (callgrind: ~15,000
    /// instructions each, in an app's first router build).
    private static func check(
        _ keys: [String], as role: String, seen: inout [String], roles: inout [String]
    ) throws(DeepLinkRouterError) {
        for key in keys {
            guard !key.isEmpty else { throw .invalidPushPayloadFormat("a key is empty") }
            guard key != systemKey else {
                throw .invalidPushPayloadFormat("'aps' (in \(role)) is the system's part of a payload, never read")
            }
            if let index = seen.firstIndex(of: key) {
                let other = roles[index]
                throw .invalidPushPayloadFormat(
                    other == role
                        ? "'\(key)' appears twice in \(role)"
                        : "'\(key)' is in both \(other) and \(role); a payload key has one role")
            }
            seen.append(key)
            roles.append(role)
        }
    }

    /// What a payload carries, by this format: where its link or its route name is.
    package enum Content {
        /// A value under one of ``linkKeys`` (not yet known to be a string).
        case link(key: String, value: Any)
        /// A value under ``typeKey`` (not yet known to be a string), and the dictionary it was found in, which
        /// holds the route's parameters.
        case routeName(Any, scope: [String: Any])
        case nothing

        /// The payload as a `received` event shows it: the link it carries, or the route it names.
        package var summary: String {
            switch self {
            case .link(_, let link as String): link
            case .routeName(let name as String, _): "type '\(name)'"
            default: "payload without a link"
            }
        }
    }

    /// Finds a payload's link (at the top level first, then in the nested dictionaries), else its route name.
    ///
    /// A value under a link key is the route's parameter, not a link, when the same dictionary names a route under
    /// ``typeKey`` that `declares` to take a parameter of that name.
    ///
    /// - Parameters:
    ///   - payload: The notification's `userInfo`.
    ///   - declares: Whether the route of a name takes pushes and a parameter of a name.
    /// - Returns: Where the link or the route name is.
    func content(
        of payload: [AnyHashable: Any], declares: (_ route: String, _ parameter: String) -> Bool
    ) -> Content {
        let scopes = scopes(of: payload)
        for scope in scopes {
            for key in linkKeys {
                guard let value = scope[key] else { continue }
                if let name = scope[typeKey] as? String, declares(routeName(forType: name), key) {
                    return .routeName(name, scope: scope)
                }
                return .link(key: key, value: value)
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
            case let text as String:
                // Firebase Cloud Messaging sends `data` as a JSON object written as a string.
                if let object = PayloadJSON.object(text) { scopes.append(object) }
            default: continue
            }
        }
        return scopes
    }
}
