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
    public var url: URL? { storedURL?.url }
    // NB: `URL` comes from a resilient module, so a struct that stores one has no fixed layout in client code
    // and every copy goes through generic value witnesses (measured: a metadata look-up per match). A box keeps
    // `DeepLink` fixed-layout; only links made from a URL (or whose text the path does not hold) pay for it.
    @usableFromInline let storedURL: URLBox?
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
    public var gates: [DeepLinkGate] { storedGates ?? [] }
    // NB: `nil` for none, so that a match of an ungated route retains no array (callgrind: one retain and release
    // a match, ~50 instructions of ~3,000).
    @usableFromInline let storedGates: [DeepLinkGate]?
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
    public let source: LinkSource
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
    public var isFromApp: Bool { storedIsFromApp }
    // NB: after `source`, in the padding before `storedEntry`: the link is no larger for it.
    @usableFromInline let storedIsFromApp: Bool
    /// The matched pattern's entry in the router that made the link (its route and pattern), `-1` for a link made by
    /// hand: what ``DeepLinkRouter/stack(for:)`` starts from.
    // NB: after `source`, in the padding before `tracking`: the link is no larger for it.
    @usableFromInline let storedEntry: Int32
    /// The navigator's tracking context; not part of the link's value (ignored by `==`).
    ///
    /// Set by the navigator (`DeepLinkTrace`, in DeepLinksNavigation) so that every handler the link reaches reports
    /// to the same tracking hook, however late (a delayed link completed minutes later); the routing core carries it
    /// without knowing its type.
    @usableFromInline package var tracking: (any AnyObject & Sendable)?
    /// The link's text when neither ``url`` nor ``path`` holds all of it (a path with a query; a link by name or an
    /// intent, rendered with its query), for the values a back stack's parents are filled from.
    // NB: in the URL's box, not a field of its own: 16 bytes more on every link cost ~9 instructions a match
    // (callgrind, github-api), where only links with a query, by name or intents need it.
    var storedText: String? { storedURL?.text }

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
        self.source = door
        self.storedIsFromApp = door.isInApp
        self.storedURL = url.map { URLBox($0) }
        self.path = path
        self.intent = intent
        self.storedGates = gates.isEmpty ? nil : gates
        self.pattern = pattern
        self.tracking = nil
        self.storedEntry = -1
    }

    /// A link made by the router: its gates as they are stored (`nil` for none), the door it came through and
    /// whether the app made it (its trust, without the gates), the entry of the pattern that matched, and its text
    /// when `url` and `path` do not hold it.
    @inlinable
    init(
        url: URL?, path: String, intent: Intent, storedGates: [DeepLinkGate]?, pattern: String, source: LinkSource,
        isFromApp: Bool, entry: Int32, text: String?
    ) {
        self.source = source
        self.storedIsFromApp = isFromApp
        if let url {
            self.storedURL = URLBox(url)
        } else {
            self.storedURL = text.map { URLBox(text: $0) }
        }
        self.path = path
        self.intent = intent
        self.storedGates = storedGates
        self.pattern = pattern
        self.tracking = nil
        self.storedEntry = entry
    }
}

extension DeepLink {
    /// The same link with another intent type's intent (a module's), its tracking included; not tied to a route of
    /// any router.
    package func with<Other>(intent: Other) -> DeepLink<Other> {
        var link = DeepLink<Other>(
            url: url, path: path, intent: intent, storedGates: storedGates, pattern: pattern, source: source,
            isFromApp: isFromApp, entry: -1, text: nil)
        if let items = storedURL?.payloadItems { link = link.carrying(payloadItems: items) }
        link.tracking = tracking
        return link
    }

    /// The same link with the payload's other values, the candidates for ``campaign(_:)`` of a link by name.
    func carrying(payloadItems items: [String: String]) -> DeepLink {
        guard !items.isEmpty else { return self }
        return DeepLink(self, box: URLBox(url: url, text: storedText, payloadItems: items))
    }

    /// The same link in another box.
    private init(_ link: DeepLink, box: URLBox) {
        storedURL = box
        path = link.path
        intent = link.intent
        storedGates = link.storedGates
        pattern = link.pattern
        source = link.source
        storedIsFromApp = link.storedIsFromApp
        storedEntry = link.storedEntry
        tracking = link.tracking
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
        if let items = storedURL?.payloadItems {
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

/// A `URL` behind a reference, so that ``DeepLink`` stays fixed-layout; or, for a link without one, the link's text
/// when its path does not hold all of it, and a push payload's other values.
@usableFromInline
final class URLBox: Sendable {
    @usableFromInline let url: URL?
    @usableFromInline let text: String?
    /// A push payload's values beside its route name, by key, for the link's campaign fields; `nil` for none.
    let payloadItems: [String: String]?

    @usableFromInline
    init(_ url: URL) {
        self.url = url
        self.text = nil
        self.payloadItems = nil
    }

    @usableFromInline
    init(text: String) {
        self.url = nil
        self.text = text
        self.payloadItems = nil
    }

    init(url: URL?, text: String?, payloadItems: [String: String]) {
        self.url = url
        self.text = text
        self.payloadItems = payloadItems
    }
}
