#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Which door a link came through.
///
/// Links from outside the app come through five doors: a custom-scheme URL, a universal link, a push
/// notification, a home-screen shortcut item and a user activity (Handoff, Spotlight, a web page URL). Links the
/// app makes itself come as a ``path`` or an ``intent``. ``DeepLink/source`` and every `DeepLinkEvent` say which.
///
/// ```swift
/// if let link = router.match(.url(url)), link.source == .universalLink {
///     analytics.log("opened from the web: \(link.pattern)")
/// }
/// ```
public enum LinkSource: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// A URL with a scheme other than `http` and `https`, such as `myapp://recipe/42`.
    case customScheme
    /// An `http` or `https` URL, such as `https://bestrecipes.com/recipe/42`.
    case universalLink
    /// A push notification's payload: a URL it carries, or a route name and parameters.
    case pushNotification
    /// A home-screen shortcut item (quick action): its type names a route.
    case shortcutItem
    /// A user activity's web page URL (Handoff, Spotlight, `NSUserActivityTypeBrowsingWeb`).
    case userActivity
    /// A path the app matches itself: ``DeepLinkRouter/match(_:)``, ``IncomingLink/path(_:)``.
    case path
    /// An intent the app opens itself: ``IncomingLink/intent(_:gates:)``.
    case intent

    /// Whether the link was made by the app itself (``path`` or ``intent``); ``OpenedFrom`` never restricts these.
    ///
    /// ```swift
    /// LinkSource.intent.isInApp          // true
    /// LinkSource.pushNotification.isInApp  // false
    /// ```
    @usableFromInline package var isInApp: Bool { self == .path || self == .intent }

    /// `custom scheme`, `universal link`, `push notification`, `shortcut item`, `user activity`, `path` or
    /// `intent`, as messages say it.
    public var description: String {
        switch self {
        case .customScheme: "custom scheme"
        case .universalLink: "universal link"
        case .pushNotification: "push notification"
        case .shortcutItem: "shortcut item"
        case .userActivity: "user activity"
        case .path: "path"
        case .intent: "intent"
        }
    }
}

extension LinkSource {
    /// The door a link's scheme implies: `http` and `https` a universal link, any other a custom scheme.
    ///
    /// The one reading of a link's door: the matcher reads it from the link's bytes, and ``init(ofLink:)`` from a
    /// URL's text, through this.
    init<Scheme: Collection<UInt8>>(scheme: Scheme) {
        self = URLAnatomy.isWebScheme(scheme) ? .universalLink : .customScheme
    }

    /// The door a URL's text implies, read as the matcher reads it: no scheme is a path, `http` and `https` a
    /// universal link, any other a custom scheme.
    package init(ofLink text: String) {
        var text = text
        self = text.withUTF8 { bytes in
            URLAnatomy.parse(bytes).scheme.map { LinkSource(scheme: UnsafeBufferPointer(rebasing: bytes[$0])) } ?? .path
        }
    }

    /// The door of a URL given to a URL entry point (`IncomingLink.url(_:from:)`) without one named: `http`
    /// and `https` a universal link, any other scheme a custom scheme, and text without a scheme too.
    ///
    /// Never ``path``: a URL entry point takes links from outside, and text without a scheme (`//evil.com/admin`,
    /// `admin`) is not the app's own path; the router refuses it (``DeepLinkError/Kind/invalidURL``, it has no
    /// scheme), and its events say it came through the door of a URL open that is not a web link.
    @usableFromInline
    package init(ofURLText text: String) {
        let door = LinkSource(ofLink: text)
        self = door == .path ? .customScheme : door
    }

    /// The door a URL implies, as ``init(ofURLText:)`` reads its text: a link made by hand from a URL
    /// (`DeepLink(url:path:intent:gates:pattern:source:)`) is never the app's own path.
    @usableFromInline
    init(of url: URL) {
        self.init(ofURLText: url.absoluteString)
    }
}
