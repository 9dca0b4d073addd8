import DeepLinks

/// Why the route table could not be written as `apple-app-site-association`: by
/// ``RouteTable/appleAppSiteAssociation(appIDs:)`` and ``RouteTable/appLinksComponents()``.
///
/// Switch over ``kind`` to react; print the error (its ``description``) for logs and build scripts.
///
/// ```swift
/// do {
///     let json = try router.routeTable.appleAppSiteAssociation(appIDs: ["ABCDE12345.com.example.app"])
/// } catch {
///     print(error)
///     // No route accepts links from the web (universal links or user activities): apple-app-site-association
///     // would open no link in the app.
/// }
/// ```
public struct RouteTableError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kinds of reasons, to compare with or switch over.
    ///
    /// A struct with static members rather than an enum, so that later releases can add kinds without breaking
    /// your `switch` statements: give them a `default:` case.
    ///
    /// ```swift
    /// switch error.kind {
    /// case .noAppIDs, .invalidAppID: print("check the app IDs: \(error)")
    /// default: print(error)
    /// }
    /// ```
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        private let name: String

        private init(_ name: String) {
            self.name = name
        }

        /// No app ID was given.
        public static let noAppIDs = Kind("noAppIDs")
        /// An app ID is not in Apple's form `TEAMID.bundle.identifier`.
        public static let invalidAppID = Kind("invalidAppID")
        /// No link from the web would open a route: no route accepts universal links or user activities, or the
        /// router accepts no universal-link host (`hosts: []`).
        public static let noWebLinks = Kind("noWebLinks")
        /// A route requires a query item whose name an `applinks` component cannot match exactly: a name with other
        /// characters than letters, digits, `-`, `.`, `_` and `~`.
        public static let unsupportedQueryItemName = Kind("unsupportedQueryItemName")

        /// The kind's name, as written in code: `invalidAppID`.
        public var description: String { name }
    }

    private enum Reason: Hashable, Sendable {
        case noAppIDs
        case invalidAppID(String)
        case noWebRoutes
        case noHosts
        case unsupportedQueryItemName(String, route: String)
    }

    private let reason: Reason

    private init(_ reason: Reason) {
        self.reason = reason
    }

    static let noAppIDs = Self(.noAppIDs)

    static func invalidAppID(_ appID: String) -> Self { Self(.invalidAppID(appID)) }

    static let noWebRoutes = Self(.noWebRoutes)

    static let noHosts = Self(.noHosts)

    static func unsupportedQueryItemName(_ name: String, route: String) -> Self {
        Self(.unsupportedQueryItemName(name, route: route))
    }

    /// What kind of reason this is.
    ///
    /// ```swift
    /// if error.kind == .invalidAppID { print(error) }
    /// ```
    public var kind: Kind {
        switch reason {
        case .noAppIDs: .noAppIDs
        case .invalidAppID: .invalidAppID
        case .noWebRoutes, .noHosts: .noWebLinks
        case .unsupportedQueryItemName: .unsupportedQueryItemName
        }
    }

    /// A sentence for logs that says what is wrong and what to write instead.
    public var description: String {
        switch reason {
        case .noAppIDs:
            "No app ID: pass at least one, as TEAMID.bundle.identifier (ABCDE12345.com.example.app)."
        case .invalidAppID(let appID):
            "Invalid app ID '\(RouteTable.visible(appID))': write the 10-character team ID (letters A-Z and digits), "
                + "a dot and the bundle identifier (letters, digits, '-' and '.'), such as ABCDE12345.com.example.app."
        case .noWebRoutes:
            "No route accepts links from the web (universal links or user activities): apple-app-site-association "
                + "would open no link in the app."
        case .noHosts:
            "The router accepts no universal-link host (hosts: []): apple-app-site-association would send the app "
                + "links it refuses."
        case .unsupportedQueryItemName(let name, let route):
            "\(route) requires the query item '\(RouteTable.visible(name))', which an apple-app-site-association "
                + "component cannot match exactly: a name with other characters than letters, digits, '-', '.', '_' "
                + "and '~' has several spellings in a link. Rename the query item."
        }
    }
}
