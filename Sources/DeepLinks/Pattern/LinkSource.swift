/// Which door a link came through.
///
/// ```swift
/// if let link = router.match(url), link.source == .universalLink {
///     analytics.log("opened from the web: \(link.pattern)")
/// }
/// ```
public enum LinkSource: Hashable, Sendable, CustomStringConvertible {
    /// A URL with a scheme other than `http` and `https`, such as `myapp://recipe/42`.
    case customScheme
    /// An `http` or `https` URL, such as `https://bestrecipes.com/recipe/42`.
    case universalLink
    /// A path given by the app itself: ``DeepLinkRouter/match(path:)``, or a URL without a scheme.
    case path

    /// `custom scheme`, `universal link` or `path`, as error messages say it.
    public var description: String {
        switch self {
        case .customScheme: "custom scheme"
        case .universalLink: "universal link"
        case .path: "path"
        }
    }
}

/// The link sources a route accepts; see ``OpenedFrom``.
///
/// Paths the app matches itself (``LinkSource/path``) are never restricted.
///
/// ```swift
/// OpenedFrom(.customScheme) {
///     Route("debug/reset") { _ in .resetOnboarding }   // never from a web link
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
    /// `http` and `https` URLs: universal links.
    public static let universalLink = LinkSources(rawValue: 1 << 1)
    /// Both sources; the default for every route.
    public static let all: LinkSources = [.customScheme, .universalLink]

    /// Whether a link from `source` may match a route with these sources.
    @inlinable
    func admits(_ source: LinkSource) -> Bool {
        switch source {
        case .customScheme: contains(.customScheme)
        case .universalLink: contains(.universalLink)
        case .path: true
        }
    }

    /// `custom-scheme links only`, `universal links only`, `all links` or `no links`, as messages say it.
    public var description: String {
        switch self {
        case .all: "all links"
        case .customScheme: "custom-scheme links only"
        case .universalLink: "universal links only"
        default: "no links"
        }
    }
}
