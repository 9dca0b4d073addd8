#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A link as it arrived, through one of the app's doors: what ``DeepLinkRouter/resolve(_:)``,
/// ``DeepLinkRouter/match(_:)`` and `DeepLinkNavigator.open(_:animated:)` take.
///
/// Make one with the static function of its door:
///
/// ```swift
/// router.resolve(.url(url))                                    // a custom-scheme link or a universal link
/// router.resolve(.url(webpageURL, from: .userActivity))        // a URL that came through another door
/// router.resolve(.url("myapp://recipe/42"))                    // a URL's text (a push's "url", a shortcut's string)
/// router.resolve(.path("/recipe/42"))                          // the app's own path
/// router.resolve(.pushPayload(userInfo))                       // a push notification's payload
/// router.resolve(.shortcutItem(type: item.type, userInfo: item.userInfo))
/// router.resolve(.route("recipe", parameters: [.recipeId: "42"]))      // a route by name
/// router.resolve(.route("shop.product", values: ["productId": "12"]))  // a mounted module's route by name
/// navigator.open(.intent(.orders))                             // an intent the app made itself
/// ```
///
/// Each door is read as the matching rules say (MatchingRules, "Doors"): a URL's scheme decides between a
/// custom-scheme link and a universal link unless `from:` names the door; a path is never refused for its scheme,
/// host or source; a payload or a shortcut names a route and gives its parameters.
public struct IncomingLink<Component: DeepLinkPathComponent, Intent> {
    @usableFromInline
    package enum Kind {
        case url(URL, from: LinkSource?)
        case urlText(String, from: LinkSource?)
        case path(String)
        case pushPayload([AnyHashable: Any])
        case shortcutItem(type: String, userInfo: [String: Any]?, format: ShortcutItemFormat?)
        case route(String, values: [String: String], from: LinkSource)
        case intent(Intent, gates: [DeepLinkGate])
    }

    @usableFromInline package let kind: Kind

    @inlinable
    init(_ kind: Kind) {
        self.kind = kind
    }

    /// A URL: a custom-scheme link (`myapp://recipe/42`) or a universal link (`https://bestrecipes.com/recipe/42`).
    ///
    /// ```swift
    /// router.resolve(.url(url))
    /// navigator.open(.url(userActivity.webpageURL ?? url, from: .userActivity))
    /// ```
    ///
    /// - Parameters:
    ///   - url: The link.
    ///   - door: The door it came through when it is not a URL open: a user activity's web page URL, a link a push
    ///     carries. `nil` (the default) lets the scheme decide: ``LinkSource/universalLink`` for `http` and
    ///     `https`, ``LinkSource/customScheme`` for any other, and for a URL without a scheme (`//evil.com/admin`),
    ///     which is refused (``DeepLinkError/Kind/invalidURL``) and never reported as ``LinkSource/path``. Routes in
    ///     ``OpenedFrom`` refuse doors they do not list.
    /// - Returns: The link.
    @inlinable
    public static func url(_ url: URL, from door: LinkSource? = nil) -> IncomingLink {
        IncomingLink(.url(url, from: door))
    }

    /// A URL's text, read with `URL(string:)`: a push payload's `url`, a shortcut item's string, a QR code.
    ///
    /// Text longer than the router's `maxLinkLength:` is refused before it is parsed, and text
    /// that is not a URL, or has no scheme, is refused with ``DeepLinkError/Kind/invalidURL``. Outside text is never
    /// the app's own path: `.url("//evil.com/admin")` and `.url("admin")` come through the door named, else the
    /// custom scheme's (a navigator's events say `received admin (custom scheme)`), never ``LinkSource/path``.
    ///
    /// ```swift
    /// router.resolve(.url("myapp://recipe/42"))
    /// ```
    ///
    /// - Parameters:
    ///   - text: The URL's text.
    ///   - door: The door it came through; `nil` lets the scheme decide (none: ``LinkSource/customScheme``).
    /// - Returns: The link.
    @inlinable
    public static func url(_ text: String, from door: LinkSource? = nil) -> IncomingLink {
        IncomingLink(.urlText(text, from: door))
    }

    /// A path the app made itself (`/recipe/42`, with an optional `?query` and `#fragment`), through the door
    /// ``LinkSource/path``.
    ///
    /// ```swift
    /// router.match(.path("/recipe/42"))?.intent
    /// ```
    ///
    /// - Parameter path: The path, read as given, without a scheme or host.
    /// - Returns: The link.
    @inlinable
    public static func path(_ path: String) -> IncomingLink {
        IncomingLink(.path(path))
    }

    /// A push notification's payload: a link it carries, or a route it names with `"type"` and the route's
    /// parameters beside it (``PushPayloadFormat``).
    ///
    /// ```swift
    /// // UNUserNotificationCenterDelegate.userNotificationCenter(_:didReceive:withCompletionHandler:)
    /// navigator.open(.pushPayload(response.notification.request.content.userInfo))
    /// ```
    ///
    /// It is read with the router's `pushPayloadFormat:`, which the router checked against its
    /// named routes when it was built.
    ///
    /// - Parameter payload: The notification's `userInfo`.
    /// - Returns: The link.
    @inlinable
    public static func pushPayload(_ payload: [AnyHashable: Any]) -> IncomingLink {
        IncomingLink(.pushPayload(payload))
    }

    /// A home-screen shortcut item: its type names a route, its `userInfo` gives the route's parameters.
    ///
    /// ```swift
    /// // UIKit: windowScene(_:performActionFor:completionHandler:)
    /// navigator.open(.shortcutItem(type: item.type, userInfo: item.userInfo))
    /// ```
    ///
    /// - Parameters:
    ///   - type: The item's type.
    ///   - userInfo: The item's `userInfo`.
    ///   - format: The prefix to remove from the type; `nil` takes the navigator's
    ///     `DeepLinkNavigator.shortcutItemFormat`, or none for a router.
    /// - Returns: The link.
    @inlinable
    public static func shortcutItem(
        type: String, userInfo: [String: Any]? = nil, format: ShortcutItemFormat? = nil
    ) -> IncomingLink {
        IncomingLink(.shortcutItem(type: type, userInfo: userInfo, format: format))
    }

    /// A route by its name (``Route/named(_:)``) and its parameters: no URL on the way.
    ///
    /// Of the route's patterns, the first whose path parameters are all given is used. Values go through the
    /// same checks as a URL's captures, and reach the handler as given: nothing is percent-encoded or decoded.
    ///
    /// ```swift
    /// router.resolve(.route("recipe", parameters: [.recipeId: "42"]))
    /// ```
    ///
    /// - Parameters:
    ///   - name: The route's name.
    ///   - parameters: Its path parameters and query items.
    ///   - door: The door the link came through (``LinkSource/path`` by default); routes in ``OpenedFrom`` refuse
    ///     doors they do not list.
    /// - Returns: The link.
    @inlinable
    public static func route(
        _ name: String, parameters: [Component: String], from door: LinkSource = .path
    ) -> IncomingLink {
        IncomingLink(.route(name, values: Route<Component, Intent>.byName(parameters), from: door))
    }

    /// A route by its name and values keyed by parameter name: the way to name a route of a module mounted with
    /// ``Mount``, whose parameters are the module's components, not the app's.
    ///
    /// ```swift
    /// router.resolve(.route("shop.product", values: ["productId": "12"]))
    /// ```
    ///
    /// - Parameters:
    ///   - name: The route's name (with the mount's namespace, for a mounted route).
    ///   - values: Its path parameters and query items, by name.
    ///   - door: The door the link came through (``LinkSource/path`` by default).
    /// - Returns: The link.
    @inlinable
    public static func route(
        _ name: String, values: [String: String], from door: LinkSource = .path
    ) -> IncomingLink {
        IncomingLink(.route(name, values: values, from: door))
    }

    /// An intent the app made itself (a button, a widget, a restored state), through the door
    /// ``LinkSource/intent``: no URL on the way, but the same holding, handler chain and tracking as a link.
    ///
    /// When a route declares a reverse for the intent, the link's ``DeepLink/path`` and ``DeepLink/pattern`` are
    /// that route's (the path without its query, whose items may be secrets), and so are its gates; `gates` adds to
    /// them, and nothing takes a route's gate away. A held intent's snapshot keeps the gates it was given.
    ///
    /// ```swift
    /// navigator.open(.intent(.showRecipe(recipeId: "42")))
    /// navigator.open(.intent(.orders, gates: [.authorization]))   // held until sign-in
    /// ```
    ///
    /// - Parameters:
    ///   - intent: The intent.
    ///   - gates: The gates the link waits for beyond those of the route that reverses the intent (none when no
    ///     route does); none by default.
    /// - Returns: The link.
    @inlinable
    public static func intent(_ intent: Intent, gates: [DeepLinkGate] = []) -> IncomingLink {
        IncomingLink(.intent(intent, gates: gates))
    }

    /// The door the link comes through, as events report it.
    var door: LinkSource { door(urlText: nil) }

    /// A URL's text (its `absoluteString`), read once where the link enters so that every step after it (its door,
    /// its events, its match) reads this text instead of the URL again; `nil` for every other door.
    package var urlText: String? {
        guard case .url(let url, _) = kind else { return nil }
        return url.absoluteString
    }

    /// ``door``, reading a URL's door from `urlText` (its ``urlText``) when given.
    func door(urlText: String?) -> LinkSource {
        switch kind {
        case .url(let url, let door): door ?? LinkSource(ofURLText: urlText ?? url.absoluteString)
        case .urlText(let text, let door): door ?? LinkSource(ofURLText: text)
        case .path: .path
        case .pushPayload: .pushNotification
        case .shortcutItem: .shortcutItem
        case .route(_, _, let door): door
        case .intent: .intent
        }
    }
}
