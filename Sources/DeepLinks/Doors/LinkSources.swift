/// The doors a route accepts links from; see ``OpenedFrom``.
///
/// Links the app makes itself (``LinkSource/path`` and ``LinkSource/intent``) are never restricted: the app is
/// trusted to open its own routes.
///
/// ```swift
/// OpenedFrom(.customScheme) {
///     Route("debug/reset") { _ in .resetOnboarding }   // never from a web link, a push or a shortcut
/// }
/// OpenedFrom(.web) {
///     Route("invite" / .code) { p in .acceptInvite(try p.value(.code)) }   // universal links, user activities
/// }
/// ```
public struct LinkSources: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The bits of the set.
    public let rawValue: UInt8

    /// Creates a set from its bits.
    ///
    /// ```swift
    /// let both = LinkSources(rawValue: 3)  // [.customScheme, .universalLink]
    /// ```
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// URLs with your app's own scheme: `myapp://…`.
    public static let customScheme = LinkSources(rawValue: 1 << 0)
    /// `http` and `https` URLs opened as URLs: universal links.
    public static let universalLink = LinkSources(rawValue: 1 << 1)
    /// Push notification payloads, whatever they carry (a URL, or a route name).
    public static let pushNotification = LinkSources(rawValue: 1 << 2)
    /// Home-screen shortcut items.
    public static let shortcutItem = LinkSources(rawValue: 1 << 3)
    /// User activities' web page URLs.
    public static let userActivity = LinkSources(rawValue: 1 << 4)
    /// Links from the web, whichever way the system delivers them: universal links and user activities.
    ///
    /// UIKit delivers a universal link as a user activity (`scene(_:continue:)`), SwiftUI as a URL
    /// (`onOpenURL`); a route limited to `.web` accepts both.
    public static let web: LinkSources = [.universalLink, .userActivity]
    /// No door from outside: only the app's own links (``LinkSource/path``, ``LinkSource/intent``) open the route.
    ///
    /// For screens that web views, buttons or the app's own state open, and that no URL, push or shortcut may
    /// reach. The route stays in the route table (without example URLs) and out of the apple-app-site-association
    /// file.
    ///
    /// ```swift
    /// OpenedFrom(.inApp) {
    ///     Route("checkout/confirm") { _ in .confirmCheckout }   // navigator.open(.path("/checkout/confirm"))
    /// }
    /// ```
    public static let inApp: LinkSources = []
    /// Every door; the default for every route.
    public static let all: LinkSources = [
        .customScheme, .universalLink, .pushNotification, .shortcutItem, .userActivity,
    ]

    /// Whether a link from `source` may match a route with these sources: always for links the app makes itself.
    @inlinable
    func admits(_ source: LinkSource) -> Bool {
        switch source {
        case .customScheme: contains(.customScheme)
        case .universalLink: contains(.universalLink)
        case .pushNotification: contains(.pushNotification)
        case .shortcutItem: contains(.shortcutItem)
        case .userActivity: contains(.userActivity)
        case .path, .intent: true
        }
    }

    /// `custom-scheme links only`, `universal links and user activities only`, `all links` or
    /// `the app's own links only`, as messages say it.
    public var description: String {
        if isSuperset(of: .all) { return "all links" }
        let names: [(LinkSources, String)] = [
            (.customScheme, "custom-scheme links"), (.universalLink, "universal links"),
            (.pushNotification, "push notifications"), (.shortcutItem, "shortcut items"),
            (.userActivity, "user activities"),
        ]
        let included = names.filter { contains($0.0) }.map(\.1)
        guard let last = included.last else { return "the app's own links only" }
        let head = included.dropLast().joined(separator: ", ")
        return (head.isEmpty ? last : head + " and " + last) + " only"
    }
}
