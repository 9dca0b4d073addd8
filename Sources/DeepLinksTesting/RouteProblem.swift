import DeepLinks
import DeepLinksTools

/// Something wrong with one route, found by `router.reachabilityReport()` or `router.roundTripReport()`: which route,
/// the link concerned, and the reason.
///
/// ```swift
/// for problem in router.reachabilityReport().problems where problem.kind == .declinedExample {
///     print(problem)
///     // route 'editWeek' (/subscription/:subscriptionId/:weekId/edit, RecipeApp/Routes.swift:31): its handler
///     // declined its example /subscription/sub-1/60/edit: Every matching route declined '/subscription/sub-1/60/edit': …
/// }
/// ```
public struct RouteProblem: Hashable, Sendable, CustomStringConvertible {
    /// The kinds of problems, to compare with or switch over.
    ///
    /// A struct with static members rather than an enum, so that later releases can add kinds; give your `switch`
    /// statements a `default:` case.
    ///
    /// ```swift
    /// let shadowed = report.problems.filter { $0.kind == .unreachable || $0.kind == .shadowedPattern }
    /// ```
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        private let name: String

        private init(_ name: String) {
            self.name = name
        }

        /// No link opens the route: for each of its patterns, more specific routes take every sample link.
        public static let unreachable = Kind("unreachable")
        /// One of the route's patterns opens no link: more specific routes take every sample link it makes; the
        /// route's other patterns are reachable.
        public static let shadowedPattern = Kind("shadowedPattern")
        /// An example the route declares (`Route.example(_:)`) makes no link that selects the route: a parameter is
        /// missing or invalid, or a more specific route takes the link.
        public static let invalidExample = Kind("invalidExample")
        /// The route's handler returned `nil` for an example link: another route opened it, or none did.
        ///
        /// A problem for declared examples; for sample values a note, since a handler may rightly decline them.
        public static let declinedExample = Kind("declinedExample")
        /// A handler threw for an example link, so the router refused it: the route's own handler, or, after it
        /// declined, a less specific route's; the router's reason names the route.
        ///
        /// A problem for declared examples; for sample values a note, since a handler may rightly refuse them.
        public static let refusedExample = Kind("refusedExample")
        /// Building a named route's link from its name and an example's parameters (`router.path(for: .route(name, parameters:))`,
        /// `router.url(for: .route(name, parameters:), scheme:)`, `router.url(for: .route(name, parameters:), host:)`) failed.
        public static let linkByNameFailed = Kind("linkByNameFailed")
        /// A named route's link, built from its name, did not open that route.
        public static let linkByNameMissed = Kind("linkByNameMissed")
        /// Turning the intent an example opened back into a link (`router.path(for: .intent(intent))`, `router.url(for: .intent(intent), scheme:)`,
        /// `router.url(for: .intent(intent), host:)`) failed: no reverse returns parameters for it, or the link it gives is refused.
        public static let intentNotReversed = Kind("intentNotReversed")
        /// The link made from an intent opened another intent, or none.
        public static let intentChanged = Kind("intentChanged")

        /// The kind's name, as written in code: `unreachable`.
        public var description: String { name }
    }

    /// What kind of problem it is.
    public let kind: Kind
    /// The route's index in `DeepLinkRouter.routes`.
    public let routeIndex: Int
    /// How messages name the route: `route 'recipe' (/recipe/:recipeId, RecipeApp/Routes.swift:12)`, or
    /// `route /recipe/:recipeId (RecipeApp/Routes.swift:12)` when it has no name.
    public let route: String
    /// The link concerned, if any: an example's path, or the link built from a name or an intent.
    public let link: String?
    /// What is wrong, with the router's reason when it gave one.
    public let detail: String

    /// Creates a problem; the reports make them.
    ///
    /// ```swift
    /// let problem = RouteProblem(
    ///     kind: .unreachable, routeIndex: 3, route: "route /year/:weekId (App/Routes.swift:9)", link: nil,
    ///     detail: "no link opens it: …")
    /// ```
    ///
    /// - Parameters:
    ///   - kind: What kind of problem it is.
    ///   - routeIndex: The route's index in the router.
    ///   - route: How messages name the route.
    ///   - link: The link concerned, if any.
    ///   - detail: What is wrong.
    public init(kind: Kind, routeIndex: Int, route: String, link: String?, detail: String) {
        self.kind = kind
        self.routeIndex = routeIndex
        self.route = route
        self.link = link
        self.detail = detail
    }

    /// One line: the route, then what is wrong.
    ///
    /// ```
    /// route /year/:weekId (App/Routes.swift:9): no link opens it: The link '/year/2024' would open route …
    /// ```
    public var description: String { "\(route): \(detail)" }
}

extension RouteTable.Entry {
    /// How the test kit's messages name this route, as the router's own messages do:
    /// `route 'recipe' (/recipe/:recipeId, App/Routes.swift:12)` or `route /recipe/:recipeId (App/Routes.swift:12)`.
    var subject: String {
        let pattern = patterns.first?.text ?? "/"
        guard let name else { return "route \(pattern) (\(declaredAt))" }
        return "route '\(name)' (\(pattern), \(declaredAt))"
    }

    /// A problem with this route.
    func problem(_ kind: RouteProblem.Kind, link: String?, _ detail: String) -> RouteProblem {
        RouteProblem(kind: kind, routeIndex: index, route: subject, link: link, detail: detail)
    }
}
