#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A link the router matched: the intent your handler made, and what it matched.
///
/// ```swift
/// if let link = router.match(.url(URL(string: "myapp://recipe/42")!)) {
///     print(link.intent)                  // showRecipe(recipeId: "42")
///     print(link.pattern)                 // /recipe/:recipeId
///     print(link.gates)                   // []
/// }
/// ```
public struct DeepLink<Intent> {
    /// The URL that was matched; `nil` when the link came through ``DeepLinkRouter/match(_:)``.
    public var url: URL? { extras?.url }
    // NB: what most links do without (a URL, a text, a payload's values, gates, tracking) behind one optional
    // reference, and the door, the app's word and the entry in one word (`LinkStamp`): see `LinkExtras`.
    @usableFromInline var extras: LinkExtras?
    /// The path that was matched, with a custom scheme's host as its first segment: `/recipe/42`.
    public let path: String
    /// What your route's handler returned.
    public let intent: Intent
    /// The gates the matched route waits for (``Requires``, ``Authorized``), by name; the navigator holds the
    /// link until the app opens each of them.
    ///
    /// ```swift
    /// link.gates   // [authorization, onboarded]
    /// ```
    public var gates: [DeepLinkGate] { extras?.gates ?? [] }
    /// Whether the matched route was declared inside ``Authorized``: its ``gates`` include
    /// ``DeepLinkGate/authorization``.
    ///
    /// ```swift
    /// link.requiresAuthorization   // true
    /// ```
    public var requiresAuthorization: Bool { gates.contains(.authorization) }
    /// The matched pattern's text, for logs: `/recipe/:recipeId`.
    public let pattern: String
    /// Which door the link came through.
    ///
    /// ```swift
    /// router.match(.url("myapp://recipe/42"))?.source   // .customScheme
    /// ```
    public var source: LinkSource { stamp.source }
    /// Whether the app made the link itself.
    ///
    /// The app's own links are its paths and intents, and snapshots it restored from a store it trusts
    /// (`DeepLinkNavigator.restore(_:maxAge:animated:fromTrustedStore:)`). Only such a link opens routes limited to
    /// the app's own links (`OpenedFrom(.inApp)`); a link that claims the app's door without it is taken as one from
    /// an unknown door (MatchingRules, "Trust").
    ///
    /// ```swift
    /// router.match(.path("/checkout/confirm"))?.isFromApp   // true
    /// router.match(.url("myapp://recipe/42"))?.isFromApp    // false
    /// ```
    public var isFromApp: Bool { stamp.isFromApp }
    /// The door, the app's word and the entry that matched.
    @usableFromInline let stamp: LinkStamp
    /// The matched pattern's entry in the router that made the link (its route and pattern), `-1` for a link made by
    /// hand: what ``DeepLinkRouter/stack(for:)`` starts from.
    var storedEntry: Int32 { stamp.entry }
    /// The navigator's tracking context; not part of the link's value (ignored by `==`).
    ///
    /// Set by the navigator (`DeepLinkTrace`, in DeepLinksNavigation) so that every handler the link reaches reports
    /// to the same tracking hook, however late (a delayed link completed minutes later); the routing core carries it
    /// without knowing its type.
    package var tracking: (any AnyObject & Sendable)? {
        get { extras?.tracking }
        set {
            extras = LinkExtras.make(
                url: extras?.url, text: extras?.text, gates: extras?.gates, payloadItems: extras?.payloadItems,
                tracking: newValue)
        }
    }
    /// The link's text when neither ``url`` nor ``path`` holds all of it (a path with a query; a link by name or an
    /// intent, rendered with its query), for the values a back stack's parents are filled from.
    var storedText: String? { extras?.text }

    /// Creates a deep link; the router makes these, tests and previews may too.
    ///
    /// ```swift
    /// let link = DeepLink(url: nil, path: "/home", intent: Intent.home, pattern: "/home")
    /// ```
    ///
    /// - Parameters:
    ///   - url: The URL the link came from, if any.
    ///   - path: The matched path.
    ///   - intent: The intent.
    ///   - gates: The gates the link waits for; none by default.
    ///   - pattern: The matched pattern's text.
    ///   - source: Which door the link came through; by default ``LinkSource/path`` without a URL,
    ///     otherwise read from the URL's scheme.
    @inlinable
    public init(
        url: URL?, path: String, intent: Intent, gates: [DeepLinkGate] = [], pattern: String,
        source: LinkSource? = nil
    ) {
        let door = source ?? url.map(LinkSource.init(of:)) ?? .path
        self.init(
            path: path, intent: intent, pattern: pattern, extras: LinkExtras.make(url: url, text: nil, gates: gates),
            stamp: LinkStamp(source: door, isFromApp: door.isInApp, entry: -1))
    }

    /// A link made by the router: its gates as they are stored (`nil` for none), the door it came through and
    /// whether the app made it (its trust, without the gates), the entry of the pattern that matched, and its text
    /// when `url` and `path` do not hold it.
    @inlinable
    init(
        url: URL?, path: String, intent: Intent, storedGates: [DeepLinkGate]?, pattern: String, source: LinkSource,
        isFromApp: Bool, entry: Int32, text: String?
    ) {
        self.init(
            path: path, intent: intent, pattern: pattern,
            extras: LinkExtras.make(url: url, text: url == nil ? text : nil, gates: storedGates),
            stamp: LinkStamp(source: source, isFromApp: isFromApp, entry: entry))
    }

    /// A link of these parts.
    @inlinable
    init(path: String, intent: Intent, pattern: String, extras: LinkExtras?, stamp: LinkStamp) {
        self.extras = extras
        self.path = path
        self.intent = intent
        self.pattern = pattern
        self.stamp = stamp
    }
}

extension DeepLink {
    /// The same link with another intent type's intent (a module's), its tracking included; not tied to a route of
    /// any router.
    package func with<Other>(intent: Other) -> DeepLink<Other> {
        DeepLink<Other>(
            path: path, intent: intent, pattern: pattern, extras: extras,
            stamp: LinkStamp(source: source, isFromApp: isFromApp, entry: -1))
    }

    /// The same link with the payload's other values, the candidates for ``campaign(_:)`` of a link by name.
    func carrying(payloadItems items: [String: String]) -> DeepLink {
        guard !items.isEmpty else { return self }
        return DeepLink(
            path: path, intent: intent, pattern: pattern,
            extras: LinkExtras.make(
                url: url, text: storedText, gates: extras?.gates, payloadItems: items, tracking: extras?.tracking),
            stamp: stamp)
    }
}

extension DeepLink {
    /// The link's campaign fields (`utm_source`, `gclid`, …): its query items that `fields` names, decoded, the first
    /// of each name.
    ///
    /// They are read from the link's query when asked, so matching never pays for them, and no handler receives one
    /// unless its route declares it as a query item (a route that declares `utm_source` gets it as any other item).
    /// A URL's or a path's query is read. A push payload that names its route carries them as keys beside the route
    /// name (`{"type": "recipe", "recipeId": "42", "utm_source": "push"}`), strings or numbers, read by the same
    /// list. A shortcut item or an intent carries only the items its route declares.
    ///
    /// ```swift
    /// // https://bestrecipes.com/recipe/42?utm_source=newsletter&utm_campaign=spring&gclid=abc
    /// link.campaign()   // ["utm_source": "newsletter", "utm_campaign": "spring", "gclid": "abc"]
    /// // {"type": "recipe", "recipeId": "42", "utm_source": "push", "utm_campaign": "spring"}
    /// pushed.campaign()   // ["utm_source": "push", "utm_campaign": "spring"]
    /// ```
    ///
    /// - Parameter fields: Which items are campaign fields; ``CampaignFields/standard`` by default.
    /// - Returns: The fields, by name.
    public func campaign(_ fields: CampaignFields = .standard) -> [String: String] {
        campaign(fields, urlText: nil)
    }

    /// ``campaign(_:)``, reading the link's URL from `urlText`, its text as read where the link entered
    /// (``IncomingLink/urlText``), when given; a link without a URL ignores it.
    package func campaign(_ fields: CampaignFields, urlText: String?) -> [String: String] {
        var found: [String: String] = [:]
        if let text = url.map({ urlText ?? $0.absoluteString }) ?? storedText {
            found = fields.fields(inLinkText: text)
        }
        if let items = extras?.payloadItems {
            for (name, value) in items where found[name] == nil && fields.contains(name) { found[name] = value }
        }
        return found
    }
}

extension DeepLink: Equatable where Intent: Equatable {
    /// Whether two links have the same URL, path, intent, pattern, source, gates and ``isFromApp``.
    ///
    /// - Parameters:
    ///   - lhs: A link.
    ///   - rhs: Another link.
    /// - Returns: `true` when every part but the navigator's tracking is equal.
    public static func == (lhs: DeepLink, rhs: DeepLink) -> Bool {
        lhs.url == rhs.url && lhs.path == rhs.path && lhs.intent == rhs.intent
            && lhs.gates == rhs.gates && lhs.pattern == rhs.pattern
            && lhs.source == rhs.source && lhs.isFromApp == rhs.isFromApp
    }
}

extension DeepLink: Hashable where Intent: Hashable {
    /// Hashes the parts `==` compares.
    ///
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(url)
        hasher.combine(path)
        hasher.combine(intent)
        hasher.combine(gates)
        hasher.combine(pattern)
        hasher.combine(source)
        hasher.combine(isFromApp)
    }
}
extension DeepLink: Sendable where Intent: Sendable {}

extension DeepLink: CustomStringConvertible {
    /// One line for logs, with the intent's case name alone: `/recipe/42 → showRecipe(…) via /recipe/:recipeId`.
    ///
    /// An intent can carry what a link's query gave it (a sign-in token): ``unredactedDescription`` shows it.
    public var description: String {
        "\(LogText.path(path)) → \(LogText.intent(intent)) via \(pattern)"
            + (gates.isEmpty ? "" : " (requires \(gates.phrase))")
    }

    /// ``description`` with the intent as Swift prints it, for debugging:
    /// `/recipe/42 → showRecipe(recipeId: "42") via /recipe/:recipeId`.
    public var unredactedDescription: String {
        "\(LogText.escaped(path)) → \(LogText.escaped(String(describing: intent))) via \(pattern)"
            + (gates.isEmpty ? "" : " (requires \(gates.phrase))")
    }
}
