import DeepLinks

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Your route table as data: one entry per route, with its patterns, parameters, doors and example links.
///
/// Get it from `DeepLinkRouter/routeTable` (or `DeepLinkRouter/routeTable(scheme:host:)` to choose the
/// scheme and host of the example links) and render it for people and for the web server (with the DeepLinksTools
/// product: `markdown(title:)`, `html(title:)`, `appleAppSiteAssociation(appIDs:)`), so that the list of supported
/// links never drifts from the code.
///
/// ```swift
/// let table = router.routeTable
/// for entry in table.entries {
///     print(entry.patterns.map(\.text), entry.examples.first?.link ?? "no example")
/// }
/// // ["/recipe/:recipeId"] myapp://recipe/42
/// ```
///
/// The table is independent of your component and intent types: parameters are named by their raw values.
public struct RouteTable: Hashable, Sendable {
    /// The routes, in declaration order.
    public let entries: [Entry]
    /// The custom schemes the router accepts (`schemes:`), `nil` when it accepts any.
    public let schemes: [String]?
    /// The universal-link hosts the router accepts (`hosts:`, `*.example.com` for subdomains), `nil` for any.
    public let hosts: [String]?
    /// The custom scheme of the example links, if any.
    public let exampleScheme: String?
    /// The host of the example universal links, if any.
    public let exampleHost: String?
    /// Whether some route has a parent or a section: the renderings then show both for every route.
    var declaresScreens: Bool {
        entries.contains { $0.parent != nil || $0.section != nil }
    }
    /// Whether some route is a legacy pattern's or a rule's: the renderings then say, for every route, which route
    /// each opens.
    var hasRedirects: Bool {
        entries.contains { $0.redirectsTo != nil }
    }
    /// Whether some route reads a query item: the table then says how a query's values are read.
    var readsQuery: Bool {
        entries.contains { entry in entry.parameters.contains { $0.location == .query } }
    }

    /// What the table says of query values when a route reads some: a link's query is form-encoded, a push's or a
    /// shortcut item's value is text (EntryPoints).
    static let queryRule =
        "In a link's query, + is a space (form encoding): write %2B for a plus. Push and shortcut values are taken "
        + "as given."

    /// Whether literals compare case-insensitively (`MatchingOptions/caseInsensitiveLiterals`).
    public let caseInsensitiveLiterals: Bool

    /// Creates a table from its parts; `DeepLinkRouter/routeTable` makes the one for a router.
    ///
    /// ```swift
    /// let table = RouteTable(entries: [], schemes: ["myapp"], hosts: nil)
    /// ```
    ///
    /// - Parameters:
    ///   - entries: The routes, in declaration order.
    ///   - schemes: The custom schemes the router accepts, `nil` for any.
    ///   - hosts: The universal-link hosts the router accepts, `nil` for any.
    ///   - exampleScheme: The custom scheme of the example links.
    ///   - exampleHost: The host of the example universal links.
    ///   - caseInsensitiveLiterals: Whether literals compare case-insensitively.
    public init(
        entries: [Entry], schemes: [String]?, hosts: [String]?, exampleScheme: String? = nil,
        exampleHost: String? = nil, caseInsensitiveLiterals: Bool = false
    ) {
        self.entries = entries
        self.schemes = schemes
        self.hosts = hosts
        self.exampleScheme = exampleScheme
        self.exampleHost = exampleHost
        self.caseInsensitiveLiterals = caseInsensitiveLiterals
    }
}

extension RouteTable {
    /// One route of the table.
    ///
    /// ```swift
    /// let entry = router.routeTable.entries[0]
    /// entry.name             // "recipe"
    /// entry.patterns[0].text  // "/recipe/:recipeId"
    /// entry.declaredAt       // "RecipeApp/Routes.swift:12"
    /// entry.mountSite        // nil: the app's own route
    /// ```
    public struct Entry: Hashable, Sendable {
        /// The route's position in `DeepLinkRouter/routes`.
        public let index: Int
        /// The route's name, if it has one.
        public let name: String?
        /// The route's patterns, in declaration order.
        public let patterns: [Pattern]
        /// Its parameters: path parameters (in order of first appearance), then required and optional query items.
        public let parameters: [Parameter]
        /// The doors whose links the route accepts.
        public let sources: LinkSources
        /// The gates the route's links wait for (declared with `Requires` and `Authorized`), by name.
        public let gates: [DeepLinkGate]
        /// Whether the route declares a reverse, so that intents turn back into its links.
        public let isReversible: Bool
        /// The file the route was declared in, as `#fileID` gives it.
        public let fileID: String
        /// The line the route was declared on.
        public let line: UInt
        /// Example links: one per declared `Route/example(_:)`, or one per pattern made of sample values.
        public let examples: [Example]
        /// Why an example could not be made, one message per failed example (empty when all were made).
        public let exampleProblems: [String]
        /// Whether the examples were declared by the route rather than made of sample values.
        public let hasDeclaredExamples: Bool
        /// Where the `Mount` that brought the route into the router was declared, for a route of a mounted module;
        /// `nil` for the app's own routes.
        ///
        /// ``fileID`` and ``line`` are then the module's declaration of the route. For a route that a mounted module
        /// itself mounted from another module, both mounts' sites, the inner one first.
        ///
        /// ```swift
        /// let product = router.routeTable.entries[2]
        /// product.declaredAt  // "Catalog/CatalogLinks.swift:12"
        /// product.mountSite   // "App/AppRoutes.swift:26"
        /// let topic = router.routeTable.entries[9]
        /// topic.mountSite     // "Support/SupportLinks.swift:44, in App/AppRoutes.swift:29"
        /// ```
        public let mountSite: String?
        /// The name of the route whose screen is under this one in a back stack (`Route/parent(_:)`), or `nil`.
        ///
        /// ```swift
        /// router.routeTable.entries[2].parent   // "recipe"
        /// ```
        public let parent: String?
        /// The section the route's links open in: its own (`RouteSection`), else its parent's; `nil` for a route in
        /// no section, which opens in the section the user is in.
        ///
        /// ```swift
        /// router.routeTable.entries[2].section            // recipes
        /// router.routeTable.entries[2].inheritsSection    // false: declared inside RouteSection(.recipes)
        /// ```
        public let section: DeepLinkSection?
        /// Whether ``section`` is the parent's: the route is in no `RouteSection` of its own.
        ///
        /// ```swift
        /// router.routeTable.entries[5].inheritsSection   // true: /profile/settings, under profile, in no section
        /// ```
        public let inheritsSection: Bool
        /// Whether the route is its section's root screen (`Route/sectionRoot()`), the bottom of its back stacks.
        ///
        /// ```swift
        /// router.routeTable.entries[0].isSectionRoot   // true: /recipes, the recipes tab's own screen
        /// ```
        public let isSectionRoot: Bool
        /// For a legacy pattern's route or a runtime rule's, the route its links open.
        ///
        /// The route's name, or its first pattern when it has none, for a route of `Route/redirecting(from:fileID:line:)`
        /// or of `DeepLinkRouter/applying(_:now:)`; `nil` for any other route.
        ///
        /// ```swift
        /// router.routeTable.entries[1].redirectsTo   // "recipe": /r/:recipeId, a legacy pattern of /recipes/:recipeId
        /// router.routeTable.entries[0].redirectsTo   // nil: the route itself
        /// ```
        public let redirectsTo: String?
        /// For a route a runtime rule made (`DeepLinkRouter/applying(_:now:)`), the rule's position in its set.
        ///
        /// The position counts from 1; `nil` for a route of the app's code. ``fileID`` is then `rules` and ``line``
        /// the rule's position.
        ///
        /// ```swift
        /// let router = try appRouter.applying([DeepLinkRule(pattern: "/summer-sale", route: "recipes")])
        /// router.routeTable.entries.last?.rule          // 1
        /// router.routeTable.entries.last?.redirectsTo   // "recipes"
        /// ```
        public let rule: Int?

        /// Creates an entry; `DeepLinkRouter/routeTable` makes them for a router.
        ///
        /// ```swift
        /// let entry = RouteTable.Entry(
        ///     index: 0, name: "home", patterns: [RouteTable.Pattern(segments: [.literal("home")])], parameters: [],
        ///     sources: .all, gates: [], isReversible: false, fileID: "App/Routes.swift",
        ///     line: 3, examples: [], exampleProblems: [], hasDeclaredExamples: false)
        /// ```
        ///
        /// - Parameters:
        ///   - index: The route's position in the router.
        ///   - name: The route's name.
        ///   - patterns: The route's patterns.
        ///   - parameters: Its path and query parameters.
        ///   - sources: The doors it accepts.
        ///   - gates: The gates its links wait for.
        ///   - isReversible: Whether it declares a reverse.
        ///   - fileID: The file it was declared in.
        ///   - line: The line it was declared on.
        ///   - examples: Its example links.
        ///   - exampleProblems: Why examples could not be made.
        ///   - hasDeclaredExamples: Whether the examples were declared by the route.
        ///   - mountSite: Where the `Mount` that brought the route in was declared; `nil` for the app's own route.
        ///   - parent: The name of the route under it in a back stack; `nil` for none.
        ///   - section: The section its links open in, its own or its parent's; `nil` for none.
        ///   - inheritsSection: Whether `section` is its parent's.
        ///   - isSectionRoot: Whether it is its section's root screen.
        ///   - redirectsTo: For a legacy pattern's or a rule's route, the route it opens; `nil` for any other.
        ///   - rule: For a rule's route, the rule's position in its set, from 1; `nil` for any other.
        public init(
            index: Int, name: String?, patterns: [Pattern], parameters: [Parameter], sources: LinkSources,
            gates: [DeepLinkGate], isReversible: Bool, fileID: String, line: UInt, examples: [Example],
            exampleProblems: [String], hasDeclaredExamples: Bool, mountSite: String? = nil, parent: String? = nil,
            section: DeepLinkSection? = nil, inheritsSection: Bool = false, isSectionRoot: Bool = false,
            redirectsTo: String? = nil, rule: Int? = nil
        ) {
            self.index = index
            self.name = name
            self.patterns = patterns
            self.parameters = parameters
            self.sources = sources
            self.gates = gates
            self.isReversible = isReversible
            self.fileID = fileID
            self.line = line
            self.examples = examples
            self.exampleProblems = exampleProblems
            self.hasDeclaredExamples = hasDeclaredExamples
            self.mountSite = mountSite
            self.parent = parent
            self.section = section
            self.inheritsSection = inheritsSection && section != nil
            self.isSectionRoot = isSectionRoot
            self.redirectsTo = redirectsTo
            self.rule = rule
        }

        /// Where the route was declared, as `File.swift:12`: for a mounted module's route, the module's declaration
        /// (``mountSite`` says where it was mounted).
        public var declaredAt: String { "\(fileID):\(line)" }

        /// The route's required query items, in declaration order.
        public var requiredQuery: [Parameter] {
            parameters.filter { $0.location == .query && $0.isRequired }
        }
    }

    /// A route pattern, with its parameters' capture kinds.
    ///
    /// ```swift
    /// let pattern = router.routeTable.entries[0].patterns[0]
    /// pattern.text      // "/recipe/:recipeId"
    /// pattern.segments  // [.literal("recipe"), .parameter("recipeId", .string)]
    /// ```
    public struct Pattern: Hashable, Sendable, CustomStringConvertible {
        /// One segment of a pattern.
        public enum Segment: Hashable, Sendable {
            /// A segment that must equal this text.
            case literal(String)
            /// A captured segment (or, for `CaptureKind/remainder`, the rest of the path), by parameter name.
            case parameter(String, CaptureKind)
        }

        /// The segments, left to right; empty for the root pattern.
        public let segments: [Segment]

        /// Creates a pattern from its segments.
        ///
        /// ```swift
        /// let pattern = RouteTable.Pattern(segments: [.literal("recipe"), .parameter("recipeId", .int)])
        /// pattern.text  // "/recipe/:recipeId"
        /// ```
        ///
        /// - Parameter segments: The segments, left to right.
        public init(segments: [Segment]) {
            self.segments = segments
        }

        /// The type-free form of a pattern of your components.
        ///
        /// ```swift
        /// RouteTable.Pattern("recipe" / Param.recipeId).text   // "/recipe/:recipeId"
        /// ```
        ///
        /// - Parameter pattern: The pattern.
        public init<Component>(_ pattern: RoutePattern<Component>) {
            self.init(
                segments: pattern.segments.map { segment in
                    switch segment {
                    case .literal(let text): .literal(text)
                    case .parameter(let component): .parameter(component.rawValue, component.capture)
                    }
                })
        }

        /// The pattern in the `:name` form, as `RoutePattern/description` prints it: `/recipe/:recipeId`.
        public var text: String {
            guard !segments.isEmpty else { return "/" }
            var text = ""
            for segment in segments {
                switch segment {
                case .literal(let literal): text += "/" + literal
                case .parameter(let name, let kind): text += (kind == .remainder ? "/*" : "/:") + name
                }
            }
            return text
        }

        /// The pattern's ``text``.
        public var description: String { text }
    }

    /// A parameter of a route: a path capture or a query item, with its capture kind.
    ///
    /// ```swift
    /// let parameter = RouteTable.Parameter(name: "limit", capture: .int, location: .query, isRequired: false)
    /// ```
    public struct Parameter: Hashable, Sendable {
        /// Where a parameter's value is read from.
        public enum Location: Hashable, Sendable {
            /// A path segment (or the rest of the path).
            case path
            /// A query item, by name.
            case query
        }

        /// The parameter's name: its component's raw value.
        public let name: String
        /// How its value is read and checked.
        public let capture: CaptureKind
        /// Path or query.
        public let location: Location
        /// Whether every link of the route carries it: a path parameter in every pattern, or a required query item.
        public let isRequired: Bool

        /// Creates a parameter description.
        ///
        /// ```swift
        /// RouteTable.Parameter(name: "recipeId", capture: .string, location: .path, isRequired: true)
        /// ```
        ///
        /// - Parameters:
        ///   - name: The component's raw value.
        ///   - capture: Its capture kind.
        ///   - location: Path or query.
        ///   - isRequired: Whether every link of the route carries it.
        public init(name: String, capture: CaptureKind, location: Location, isRequired: Bool) {
            self.name = name
            self.capture = capture
            self.location = location
            self.isRequired = isRequired
        }
    }

    /// An example link of a route, checked by matching it back: it opens the route and pattern it was made for.
    ///
    /// ```swift
    /// let example = router.routeTable.entries[0].examples[0]
    /// example.path                   // "/recipe/42"
    /// example.link                   // "https://bestrecipes.com/recipe/42"
    /// ```
    public struct Example: Hashable, Sendable {
        /// The index, in ``Entry/patterns``, of the pattern the example uses.
        public let patternIndex: Int
        /// The parameters it was made of, by name, in the order of ``Entry/parameters``.
        public let parameters: [Value]
        /// The path with its query, percent-encoded, starting with `/`: what `DeepLinkRouter/match(_:)` takes.
        public let path: String
        /// The link with the table's custom scheme, when the route accepts custom-scheme links and the table has a
        /// scheme.
        public let customSchemeURL: URL?
        /// The universal link with the table's host, when the route accepts links from the web and the table has a
        /// host.
        public let universalLink: URL?

        /// A parameter's value in an example.
        public struct Value: Hashable, Sendable {
            /// The parameter's name.
            public let name: String
            /// Its value, decoded.
            public let value: String

            /// Creates a value.
            ///
            /// ```swift
            /// RouteTable.Example.Value(name: "recipeId", value: "42")
            /// ```
            ///
            /// - Parameters:
            ///   - name: The parameter's name.
            ///   - value: Its decoded value.
            public init(name: String, value: String) {
                self.name = name
                self.value = value
            }
        }

        /// Creates an example.
        ///
        /// ```swift
        /// RouteTable.Example(
        ///     patternIndex: 0, parameters: [], path: "/home", customSchemeURL: URL(string: "myapp://home"),
        ///     universalLink: nil)
        /// ```
        ///
        /// - Parameters:
        ///   - patternIndex: The pattern used.
        ///   - parameters: The values used.
        ///   - path: The path with its query.
        ///   - customSchemeURL: The custom-scheme link, if any.
        ///   - universalLink: The universal link, if any.
        public init(patternIndex: Int, parameters: [Value], path: String, customSchemeURL: URL?, universalLink: URL?) {
            self.patternIndex = patternIndex
            self.parameters = parameters
            self.path = path
            self.customSchemeURL = customSchemeURL
            self.universalLink = universalLink
        }

        /// The link to show and tap: the universal link, else the custom-scheme link, else the path.
        public var link: String {
            universalLink?.absoluteString ?? customSchemeURL?.absoluteString ?? path
        }
    }
}
