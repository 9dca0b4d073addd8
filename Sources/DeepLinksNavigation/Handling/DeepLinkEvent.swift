import DeepLinks

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One step of a link's way through your app, for logs and analytics; ``DeepLinkNavigator/onEvent`` receives them.
///
/// Every link the navigator receives gets a ``linkID``; every event of that link carries it, with a timestamp
/// and the handler types the link went through so far. One line per event (its ``description``) is enough to
/// follow a link, and the structured ``kind`` feeds analytics without code per route. Each link ends with
/// exactly one terminal event (``Kind/isTerminal``): opened, rejected, superseded, unmatched, dropped or
/// duplicate.
///
/// ```swift
/// navigator.onEvent = { event in
///     logger.info("\(event)")   // #3 opened /recipe/42 by RecipeScreen [AppRoot → HomeTabs → RecipeScreen]
///     if case .opened = event.kind { analytics.track("deep_link_opened", ["pattern": event.pattern ?? ""]) }
/// }
/// ```
public struct DeepLinkEvent: Sendable, Equatable, CustomStringConvertible {
    /// What happened.
    public enum Kind: Sendable, Equatable {
        /// The navigator received a link: its text and the door it came through.
        ///
        /// The text is the URL or path as given; for a push payload without a URL, a shortcut item or an intent,
        /// a summary such as `type 'recipe' {id: 1234}`.
        case received(url: String, source: LinkSource)
        /// A ``LinkUnwrapper`` turned the wrapped link it arrived as into this one, which is matched: redacted as a
        /// `received` event's link is.
        case unwrapped(to: String)
        /// It matched a legacy pattern (`Route.redirecting(from:fileID:line:)`) or a rule
        /// (`DeepLinkRouter.applying(_:now:)`) and opens the route it redirects to: the legacy path, and the route's
        /// own path with the values its handler receives (the link's captures, a rule's values over them), whether
        /// or not the route has captures or reverses its intent: `redirected from /summer-sale to /recipes`.
        ///
        /// The navigator always gives `to`; `nil` only in an event made by hand.
        case redirected(from: String, to: String?)
        /// The router matched it; the route's gates (`Requires`, `Authorized`), by name.
        case matched(pattern: String, gates: [DeepLinkGate])
        /// The router did not match it; it never reaches your handlers.
        ///
        /// The event carries the link's campaign fields (``DeepLinkEvent/campaign``), and its line shows their names
        /// as a `matched` line does: `#1 unmatched: No route matches '/nowhere'. (campaign: utm_source)`.
        case unmatched(DeepLinkError)
        /// The navigator holds it: a gate of its route is closed, there is no root handler yet, or subscribers have
        /// it and none has claimed it; reported again when the reason changes.
        case held(DeepLinkHoldReason)
        /// The navigator gave the link to the streams of ``DeepLinkNavigator/links(where:)``: to this many
        /// subscribers, whose filters took it.
        ///
        /// Reported when subscribers take the link, before the root handler gets it (never while a gate of its
        /// route is closed), and again (`to 1 subscriber`) for each later subscriber that receives the link while
        /// the navigator still holds it; an app that uses no stream never sees this event.
        case published(subscribers: Int)
        /// A held link is delivered now (the root became ready, or its gates opened).
        case replayed
        /// A handler opened it.
        case opened(by: String)
        /// A handler rejected it, with the handler's reason.
        case rejected(by: String, reason: String?)
        /// A handler delayed it, until ``DeepLinkHandler/completeDeepLinkHandling()``, with the handler's reason.
        case delayed(by: String, reason: String? = nil)
        /// A handler passed it to the next handler down the screen graph; reported once the `.passedThrough`
        /// closure has returned that handler.
        case passedThrough(from: String, to: String)
        /// A newer link replaced it while it was held or delayed; it will not be opened.
        case superseded
        /// The navigator gave up on it: a gate closed while a handler had it delayed or a subscriber had it
        /// claimed, the root was replaced, the handler or the claim was released, or a restored link was too old.
        /// It will not be opened.
        case dropped(DeepLinkDropReason)
        /// It equals the link with this number, received less than ``DeepLinkNavigator/duplicateWindow`` ago (iOS
        /// delivered one link through two doors, say); it reaches no handler.
        case duplicate(of: Int)
        /// The link was saved in an earlier launch (``DeepLinkSnapshot``) and is back, `age` seconds after it was
        /// first received.
        case restored(age: TimeInterval)

        /// Whether the event ends the link's story: opened, rejected, superseded, unmatched, dropped or duplicate.
        ///
        /// Every link the navigator receives gets exactly one terminal event; nothing is reported after it.
        ///
        /// ```swift
        /// navigator.onEvent = { event in
        ///     if event.kind.isTerminal { analytics.track("deep_link_done", ["outcome": "\(event.kind)"]) }
        /// }
        /// ```
        public var isTerminal: Bool {
            switch self {
            case .opened, .rejected, .superseded, .unmatched, .dropped, .duplicate: true
            case .received, .unwrapped, .matched, .redirected, .held, .published, .replayed, .delayed, .passedThrough,
                .restored:
                false
            }
        }
    }

    /// Which link this event is about: the navigator numbers links from 1 as they arrive.
    public let linkID: Int
    /// What happened.
    public let kind: Kind
    /// When it happened, by the navigator's clock.
    public let date: Date
    /// The door the link came through: custom scheme, universal link, push notification, shortcut item, user
    /// activity, or the app itself (path, intent).
    public let source: LinkSource
    /// The link's path, once known (`nil` for an event about a URL that did not even parse).
    ///
    /// Never a query, a fragment or user-info: for a link refused for its scheme or host, the URL without them, as
    /// `DeepLinkError.path` gives it (`https://evil.com/login`); nor what would be user-info after a `//` in a path
    /// from outside (`/files/a//me:pw@h/b` is `/files/a//h/b`).
    public var path: String? { unredactedPath.map(LogText.strippingUserInfo) }
    /// The link's path as the navigator had it.
    private let unredactedPath: String?
    /// The matched pattern, once matched.
    public let pattern: String?
    /// The handler types the link went through so far, root first.
    public let trace: [String]
    /// The link's campaign fields (`DeepLink.campaign(_:)`, by the navigator's
    /// ``DeepLinkNavigator/campaignFields``): for analytics, on every event from `matched` on, and on the `unmatched`
    /// event of a link that misses (read from the link as it arrived: a URL's or a path's query, a push payload's
    /// link or keys; none for a link longer than the router's `maxLinkLength`, refused unread).
    ///
    /// ```swift
    /// if case .opened = event.kind { analytics.track("deep_link_opened", event.campaign) }
    /// ```
    public let campaign: [String: String]
    /// For a `received` event, the link as it arrived, before its secrets were redacted.
    var unredactedReceived: String?

    /// Creates an event; the navigator makes these, tests may too.
    ///
    /// ```swift
    /// let event = DeepLinkEvent(
    ///     linkID: 1, kind: .replayed, date: Date(), source: .customScheme, path: "/orders", pattern: "/orders",
    ///     trace: [])
    /// ```
    ///
    /// - Parameters:
    ///   - linkID: The link's number.
    ///   - kind: What happened.
    ///   - date: When.
    ///   - source: The door the link came through.
    ///   - path: The link's path.
    ///   - pattern: The matched pattern.
    ///   - trace: The handler types so far.
    ///   - campaign: The link's campaign fields; none by default.
    public init(
        linkID: Int, kind: Kind, date: Date, source: LinkSource, path: String?, pattern: String?, trace: [String],
        campaign: [String: String] = [:]
    ) {
        self.campaign = campaign
        self.linkID = linkID
        self.kind = kind
        self.date = date
        self.source = source
        self.unredactedPath = path
        self.pattern = pattern
        self.trace = trace
    }

    /// One line for logs, with nothing secret in it: `#3 opened /recipe/42 by RecipeScreen [AppRoot → RecipeScreen]`.
    ///
    /// A link's query values, fragment and user-info read `<redacted>` (`#1 received myapp://login?token=<redacted>
    /// (custom scheme)`), an intent shows its case name alone, error messages leave values out, and control
    /// characters are escaped, so a link cannot write a line that looks like the library's (HandlingDeepLinks,
    /// "What logs show"). ``unredactedDescription`` keeps the values, for debugging.
    public var description: String { render(redacting: true) }

    /// ``description`` with the link as it arrived and error messages with their values, for debugging.
    ///
    /// For debugging only, since links carry secrets (sign-in tokens, reset codes). Control characters are still
    /// escaped.
    ///
    /// ```swift
    /// #if DEBUG
    /// navigator.onEvent = { print($0.unredactedDescription) }
    /// #endif
    /// ```
    public var unredactedDescription: String { render(redacting: false) }

    private func render(redacting: Bool) -> String {
        var line = "#\(linkID) "
        // An intent that no route reverses has no path.
        func showPath(_ path: String) -> String { redacting ? LogText.path(path) : LogText.escaped(path) }
        let subject = unredactedPath.map(showPath) ?? "link"
        switch kind {
        case .received(let url, let source):
            let shown = redacting ? url : unredactedReceived.map(LogText.escaped) ?? url
            line += "received \(shown) (\(source))"
        case .unwrapped(let link): line += "unwrapped to \(link)"
        case .redirected(let from, let to):
            line += "redirected from \(showPath(from))" + (to.map { " to \(showPath($0))" } ?? "")
        case .matched(let pattern, let gates):
            let requires = gates.isEmpty ? "" : " (requires \(gates.phrase))"
            line += pattern.isEmpty ? "matched an intent no route reverses" : "matched \(subject) as \(pattern)"
            line += requires
            if !campaign.isEmpty {
                // Names only unless asked: a campaign value can name a person (a mailer's subscriber id).
                line += " (campaign: \(Self.fields(campaign, redacting: redacting)))"
            }
        case .unmatched(let error):
            line += "unmatched: \(redacting ? error.description : error.unredactedDescription)"
            if !campaign.isEmpty { line += " (campaign: \(Self.fields(campaign, redacting: redacting)))" }
        case .held(let reason): line += "held \(subject): \(reason)"
        case .published(let subscribers):
            line += "published \(subject) to \(subscribers) subscriber\(subscribers == 1 ? "" : "s")"
        case .replayed: line += "replayed \(subject)"
        case .opened(let handler): line += "opened \(subject) by \(handler)"
        case .rejected(let handler, let reason):
            line += "rejected \(subject) by \(handler)" + (reason.map { " for reason: \(LogText.escaped($0))" } ?? "")
        case .delayed(let handler, let reason):
            line += "delayed \(subject) by \(handler)" + (reason.map { " for reason: \(LogText.escaped($0))" } ?? "")
        case .passedThrough(let from, let to): line += "passed \(subject) from \(from) to \(to)"
        case .superseded: line += "superseded \(subject)"
        case .dropped(let reason): line += "dropped \(subject): \(reason)"
        case .duplicate(let first): line += "duplicate of #\(first): \(subject) not opened again"
        case .restored(let age): line += "restored \(subject), received \(LogText.seconds(age)) s ago"
        }
        if !trace.isEmpty { line += " [\(trace.joined(separator: " → "))]" }
        return line
    }

    /// Campaign fields as a `matched` or `unmatched` line shows them, by name: `gclid, utm_source`, with their values
    /// unless `redacting`.
    ///
    /// Bounded like every other piece of outside text: the first fields by name within `LogText.limit` scalars, then
    /// how many more there are (`utm_0, utm_1, …, utm_47, … and 5960 more`). The event's ``campaign`` keeps them all.
    private static func fields(_ campaign: [String: String], redacting: Bool) -> String {
        var shown = ""
        var scalars = 0
        let sorted = campaign.sorted { $0.key < $1.key }
        for (index, (name, value)) in sorted.enumerated() {
            let field =
                (index == 0 ? "" : ", ") + (redacting ? LogText.name(name) : LogText.escaped(name))
                + (redacting ? "" : "=" + LogText.escaped(value))
            let count = field.unicodeScalars.count
            guard scalars + count <= LogText.limit else {
                return shown + (index == 0 ? "" : ", ") + "… and \(sorted.count - index) more"
            }
            shown += field
            scalars += count
        }
        return shown
    }
}
