/// One destination of your app: the patterns that lead to it and the handler that turns a match into an intent.
///
/// The handler receives exactly the route's path captures and the query items it declares, percent-decoded and
/// checked against their capture kinds, keyed by your ``DeepLinkPathComponent``. Read them with
/// ``Swift/Dictionary/value(_:)``, ``Swift/Dictionary/int(_:)`` and ``Swift/Dictionary/either(_:)``, which throw
/// instead of trapping when a value is missing (a typo in a component) or of the wrong kind. The handler:
/// - returns an intent to open the link;
/// - returns `nil` to decline it: the router offers the link to the next matching route in precedence order;
/// - throws to refuse it: the link matches nothing, and ``DeepLinkRouter/resolve(_:)`` says why
///   (``DeepLinkError/Kind/handlerFailed``, naming the route and the component).
///
/// ```swift
/// Route("recipe" / .recipeId, "account/recipe" / .recipeId) { params in
///     .showRecipe(recipeId: try params.value(.recipeId))
/// }
/// Route("recipes", optional: .country, .limit) { params in
///     .recipes(country: params[.country], limit: try? params.int(.limit))
/// }
/// ```
///
/// Query items: `Route("recipe", query: .id) { … }` requires `id` (`/recipe?id=42` matches, `/recipe` does not);
/// `optional: .limit` accepts it when present. Only declared items reach the handler; any other item is ignored,
/// whatever its name or value.
///
/// A route may carry a **name** (unique in a router), which push payloads and shortcut items use to reach it and
/// ``DeepLinkRouter/url(for:scheme:)`` uses to build its link; and a **reverse**, which turns an
/// intent back into the route's parameters, so ``DeepLinkRouter/url(for:scheme:)`` builds a share link from an
/// intent:
///
/// ```swift
/// Route("recipe" / .recipeId, name: "recipe") { p in
///     .showRecipe(recipeId: try p.value(.recipeId))
/// } reverse: { intent in
///     guard case .showRecipe(let id) = intent else { return nil }
///     return [.recipeId: id]
/// }
/// ```
///
/// Each route records where it was declared, so build errors can point at it.
public struct Route<Component: DeepLinkPathComponent, Intent>: Sendable {
    /// What a route's handler receives: its captures keyed by component; it answers with an intent, `nil` to
    /// decline the link, or an error to refuse it.
    public typealias Handler = @Sendable ([Component: String]) throws -> Intent?
    /// What a route's reverse receives: an intent; it answers with the parameters that lead to it through this
    /// route, or `nil` when the intent is not this route's.
    public typealias Reverse = @Sendable (Intent) -> [Component: String]?

    /// The gates the route's links wait for, by name: those of every ``Requires`` and ``Authorized`` block
    /// around it.
    ///
    /// ```swift
    /// router.routes[0].gates   // [authorization, onboarded]
    /// ```
    @usableFromInline package var gates: [DeepLinkGate] { declarations?.gates ?? [] }
    /// The gates as a matched link stores them, shared by the route's links; `nil` for none.
    @inlinable var gateExtras: LinkExtras? { declarations?.gateExtras }

    /// The name of the route whose screen is under this one in a back stack (``parent(_:)``), or `nil`.
    ///
    /// ```swift
    /// router.routes[2].parent   // "recipe"
    /// ```
    @usableFromInline package var parent: String? { declarations?.parent }

    /// The section the route was declared in (``RouteSection``), or `nil`; a route outside any section opens in
    /// its parent's (``DeepLinkStack/section``).
    ///
    /// ```swift
    /// router.routes[0].section   // recipes
    /// ```
    package var section: DeepLinkSection? { declarations?.section }

    /// Whether the route's screen is its section's root screen (``sectionRoot()``): a tab's first screen, never
    /// pushed onto a path.
    ///
    /// ```swift
    /// router.routes[0].isSectionRoot   // true
    /// ```
    package var isSectionRoot: Bool { declarations?.isSectionRoot ?? false }

    /// The route's other names (``alsoNamed(_:values:)``), each with the values it fixes, by parameter name.
    ///
    /// ```swift
    /// router.routes[0].otherNames   // ["projects_we_love": ["staff_picks": "true"]]
    /// ```
    @usableFromInline package var otherNames: [String: [String: String]] { declarations?.otherNames ?? [:] }

    /// The other key each parameter's value may come under in a link by name (``acceptingKey(_:for:)``), by
    /// parameter name.
    ///
    /// ```swift
    /// router.routes[0].otherKeys   // ["recipeId": "id"]
    /// ```
    @usableFromInline package var otherKeys: [String: String] { declarations?.otherKeys ?? [:] }

    /// Whether the route is a legacy pattern's, made by ``redirecting(from:fileID:line:)``: its links open the route
    /// it redirects to, and its events say so.
    ///
    /// ```swift
    /// router.routes.filter(\.isRedirect).count   // how many legacy routes the table keeps
    /// ```
    package var isRedirect: Bool { declarations?.redirectProblem != nil }

    /// For a rule's route (``DeepLinkRouter/applying(_:now:)``), the rule's position in its set and the route it opens.
    ///
    /// The position counts from 1, the route is the name the rule gives; `nil` for any other route. The route table
    /// reads it.
    package var rule: (number: Int, route: String)? { declarations?.rule }

    /// Gates, parent, section, other names and keys; `nil` when the route declares none.
    @usableFromInline let declarations: RouteDeclarations?

    /// Whether the route was declared inside ``Authorized``: its links need a signed-in user.
    ///
    /// ```swift
    /// router.routes[0].requiresAuthorization   // true
    /// ```
    package var requiresAuthorization: Bool { gates.contains(.authorization) }
    /// The link sources the route accepts; ``LinkSources/all`` unless declared inside ``OpenedFrom``.
    @usableFromInline package let sources: LinkSources
    /// Whether an ``OpenedFrom`` around the route asked for no door from outside (``LinkSources/inApp``): empty
    /// ``sources`` are then the app's wish, not blocks that exclude each other.
    @usableFromInline let isInAppByDeclaration: Bool
    /// The line the route was declared on, in the 4 bytes after the flags.
    ///
    /// NB: `UInt32` beside the one-byte fields, not a `UInt` of its own: 8 bytes less a route (Benchmarks,
    /// `--memory-child deeplinks 100000`).
    @usableFromInline let storedLine: UInt32
    /// The file the route was declared in, as `#fileID` gives it.
    @usableFromInline package let fileID: String
    /// The route's name, unique in a router: push payloads (`"type"`) and shortcut items name routes by it.
    @inlinable package var name: String? { extras?.name }
    /// Where the ``Mount`` that brought this route into the app was declared (`App/AppRoutes.swift:26`; for a
    /// module mounted by a mounted module, both sites), or `nil` for the app's own routes.
    ///
    /// ```swift
    /// router.routes.filter { $0.mountSite != nil }.count   // how many routes the modules bring
    /// ```
    @inlinable package var mountSite: String? { extras?.mountSite }
    /// The prefix of the ``RouteGroup``s around the route, in front of every pattern.
    @usableFromInline let prefix: RoutePattern<Component>
    /// Compiles the route under a prefix into the one form the router takes (`CompiledRoute`).
    @usableFromInline let compile: @Sendable (RoutePattern<Component>, CompileCache) -> CompiledRoute<Intent>
    /// The route's name, mount site, reverse and examples; `nil` when it has none of them.
    @usableFromInline let extras: RouteExtras<Intent>?

    /// The line the route was declared on.
    @inlinable package var line: UInt { UInt(storedLine) }
    /// Turns an intent back into the route's parameters and query items, by name; `nil` when the route declares no
    /// reverse.
    @inlinable var reverse: (@Sendable (Intent) -> [String: String]?)? { extras?.reverse }
    /// The route's declared example links (``example(_:)``), values by parameter name.
    @inlinable package var examples: [[String: String]] { extras?.examples ?? [] }

    /// The route compiled alone, for its public view and links by name (the router compiles its table once).
    var compiled: CompiledRoute<Intent> { compile(prefix, CompileCache(formOnly: true)) }

    /// Whether the route declares a reverse: ``DeepLinkRouter/url(for:scheme:)`` can build its links from intents.
    package var isReversible: Bool { reverse != nil }

    /// The route's patterns as text (`/recipe/:recipeId`), in declaration order, group and mount prefixes included:
    /// a mounted module's route too, whose components are not the app's.
    ///
    /// ```swift
    /// router.routes.map(\.patterns)   // [["/recipe/:recipeId"], ["/shop/product/:productId"], …]
    /// ```
    ///
    /// The route table (`router.routeTable`, in the `DeepLinksTools` product) gives each segment with its capture
    /// kind.
    package var patterns: [String] { compiled.patterns.map(PatternSlot.description(of:)) }

    /// The names of the query items a link must carry to match this route.
    ///
    /// ```swift
    /// Route("search", query: .term) { p in .search(try p.value(.term)) }.requiredQuery   // ["term"]
    /// ```
    package var requiredQuery: [String] { compiled.requiredQuery.map(\.name) }

    /// The names of the query items the route accepts when a link carries them.
    ///
    /// ```swift
    /// Route("recipes", optional: .country) { p in .recipes(country: p[.country]) }.optionalQuery   // ["country"]
    /// ```
    package var optionalQuery: [String] { compiled.optionalQuery.map(\.name) }

    /// Declares a route.
    ///
    /// ```swift
    /// Route("home") { _ in .home }
    /// Route("recipe" / .recipeId) { params in .showRecipe(try params.value(.recipeId)) }
    /// Route("recipe", query: .recipeId) { params in .showRecipe(try params.value(.recipeId)) }   // /recipe?recipeId=42
    /// Route("recipes", optional: .country) { params in .recipes(country: params[.country]) }
    /// Route("recipe" / .recipeId, name: "recipe") { p in .showRecipe(try p.value(.recipeId)) } reverse: { intent in
    ///     guard case .showRecipe(let id) = intent else { return nil }
    ///     return [.recipeId: id]
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - patterns: One or more patterns that lead to this route.
    ///   - name: The route's name, unique in the router, for push payloads, shortcut items and links by name.
    ///   - query: Query parameters the link must carry; they are checked against their capture kind, and take
    ///     part in matching (a route that requires more of the link's items wins at the same path).
    ///   - optional: Query parameters the route accepts when present; an invalid value is dropped.
    ///   - forwardingQuery: Gives the handler every other query item of a URL or path named like a component (of its
    ///     capture kind; an invalid one is dropped), without declaring each: a discovery screen's filters. They take
    ///     no part in matching, and a path capture of the same name wins. Names are looked up in a table made when
    ///     the router is built when the component type is a `CaseIterable` enum (O(1) an item, whatever the number
    ///     of cases); otherwise each distinct name is read once with `init(rawValue:)`, which for an enum compares it
    ///     with every case: declare a large component enum `CaseIterable`.
    ///   - fileID: Where the route is declared; leave the default.
    ///   - line: Where the route is declared; leave the default.
    ///   - handler: Turns the captures into an intent, returns `nil` to decline the link, or throws to refuse it.
    ///   - reverse: Turns an intent back into the route's parameters (path captures and query items), or returns
    ///     `nil` when the intent is not this route's.
    @inlinable
    public init(
        _ patterns: RoutePattern<Component>...,
        name: String? = nil,
        query: Component...,
        optional: Component...,
        forwardingQuery: Bool = false,
        fileID: String = #fileID,
        line: UInt = #line,
        handler: @escaping Handler,
        reverse: Reverse? = nil
    ) {
        self.init(
            patterns: patterns, name: name, query: query, optional: optional, forwardingQuery: forwardingQuery,
            fileID: fileID, line: line, handler: handler, reverse: reverse)
    }

    /// Declares a route from an array of patterns, for tables built at run time.
    ///
    /// ```swift
    /// let patterns = try texts.map { try RoutePattern<Param>(parsing: $0) }
    /// Route(patterns: patterns) { params in .generic(params) }
    /// ```
    ///
    /// - Parameters:
    ///   - patterns: The patterns that lead to this route.
    ///   - name: The route's name, unique in the router.
    ///   - query: Query parameters the link must carry.
    ///   - optional: Query parameters the route accepts when present.
    ///   - forwardingQuery: Gives the handler every other query item named like a component, of its capture kind
    ///     (looked up in a table when the component type is a `CaseIterable` enum).
    ///   - fileID: Where the route is declared; leave the default.
    ///   - line: Where the route is declared; leave the default.
    ///   - handler: Turns the captures into an intent, returns `nil` to decline the link, or throws to refuse it.
    ///   - reverse: Turns an intent back into the route's parameters, or returns `nil` when it is not this route's.
    @inlinable
    public init(
        patterns: [RoutePattern<Component>],
        name: String? = nil,
        query: [Component] = [],
        optional: [Component] = [],
        forwardingQuery: Bool = false,
        fileID: String = #fileID,
        line: UInt = #line,
        handler: @escaping Handler,
        reverse: Reverse? = nil
    ) {
        // NB: a route without query items keeps no empty lists in its closure: 16 bytes less a route.
        let patterns = DeclaredPatterns(patterns)
        let compile: @Sendable (RoutePattern<Component>, CompileCache) -> CompiledRoute<Intent>
        if forwardingQuery {
            compile = { prefix, cache in
                Self.compile(
                    patterns, under: prefix, required: query, optional: optional, forwardingQuery: true,
                    handler: handler, cache: cache)
            }
        } else if query.isEmpty && optional.isEmpty {
            compile = { prefix, cache in
                Self.compile(patterns, under: prefix, required: [], optional: [], handler: handler, cache: cache)
            }
        } else {
            compile = { prefix, cache in
                Self.compile(
                    patterns, under: prefix, required: query, optional: optional, handler: handler, cache: cache)
            }
        }
        self.init(
            name: name, declarations: nil, sources: .all, isInAppByDeclaration: false, fileID: fileID, line: line,
            mountSite: nil,
            prefix: .root, examples: [], reverse: reverse.map(Self.byName), compile: compile)
    }

    /// A route from its parts: the one place every route is made, an app's own, a mounted one, or a modified copy.
    @inlinable
    init(
        name: String?, declarations: RouteDeclarations?, sources: LinkSources, isInAppByDeclaration: Bool,
        fileID: String,
        line: UInt, mountSite: String?, prefix: RoutePattern<Component>, examples: [[String: String]],
        reverse: (@Sendable (Intent) -> [String: String]?)?,
        compile: @escaping @Sendable (RoutePattern<Component>, CompileCache) -> CompiledRoute<Intent>
    ) {
        self.declarations = declarations
        self.sources = sources
        self.isInAppByDeclaration = isInAppByDeclaration
        self.fileID = fileID
        self.storedLine = UInt32(truncatingIfNeeded: line)
        self.prefix = prefix
        self.extras = RouteExtras.make(name: name, mountSite: mountSite, reverse: reverse, examples: examples)
        self.compile = compile
    }

    /// A typed reverse as one that gives values by parameter name.
    @inlinable
    static func byName(_ reverse: @escaping Reverse) -> @Sendable (Intent) -> [String: String]? {
        { intent in reverse(intent).map(Self.byName) }
    }

    /// Parameters keyed by component as values keyed by parameter name.
    @inlinable
    static func byName(_ parameters: [Component: String]) -> [String: String] {
        var values = [String: String](minimumCapacity: parameters.count)
        for (component, value) in parameters { values[component.rawValue] = value }
        return values
    }

    /// A copy of the route with some parts changed.
    func with(
        name: String?? = nil, declarations: RouteDeclarations?? = nil, sources: LinkSources? = nil,
        isInAppByDeclaration: Bool? = nil, prefix: RoutePattern<Component>? = nil, examples: [[String: String]]? = nil,
        reverse: (@Sendable (Intent) -> [String: String]?)?? = nil
    ) -> Route {
        Route(
            name: name ?? self.name, declarations: declarations ?? self.declarations,
            sources: sources ?? self.sources, isInAppByDeclaration: isInAppByDeclaration ?? self.isInAppByDeclaration,
            fileID: fileID, line: line, mountSite: mountSite,
            prefix: prefix ?? self.prefix, examples: examples ?? self.examples, reverse: reverse ?? self.reverse,
            compile: compile)
    }

    /// Where the route was declared, as `File.swift:12` (and, for a mounted route, `, mounted at` the mount's site).
    @usableFromInline
    var site: String {
        guard let mountSite else { return "\(fileID):\(line)" }
        return "\(fileID):\(line), mounted at \(mountSite)"
    }

    /// The same route with a name, for push payloads, shortcut items and links by name.
    ///
    /// ```swift
    /// Route("recipe" / .recipeId) { p in .showRecipe(try p.value(.recipeId)) }
    ///     .named("recipe")
    /// ```
    ///
    /// - Parameter name: The name, unique in the router.
    /// - Returns: The named route.
    public func named(_ name: String) -> Route {
        with(name: .some(name))
    }

    /// The same route under another name, which fixes some of its values: several push types or shortcut items
    /// that open one screen with different filters.
    ///
    /// A link by that name (a push's `type`, a shortcut item's type, ``IncomingLink/route(_:values:from:)``,
    /// ``LinkTarget/route(_:values:)``) opens this route with `values`, whatever the link gives for them; the other
    /// parameters come from the link, as for the route's own name. The name is unique in the router with every other
    /// name, and each value must be one of the route's parameters, of its capture kind: the router checks both when
    /// it is built. Call it again for more names.
    ///
    /// ```swift
    /// Route("discover", name: "discover", optional: .staffPicks, .recommended) { p in .discovery(p) }
    ///     .alsoNamed("projects_we_love", values: [.staffPicks: "true"])
    ///     .alsoNamed("recommended_for_you", values: [.recommended: "true"])
    /// ```
    ///
    /// - Parameters:
    ///   - name: The other name.
    ///   - values: The values it fixes, decoded, as the handler receives them.
    /// - Returns: The route with that name too.
    public func alsoNamed(_ name: String, values: [Component: String] = [:]) -> Route {
        var names = otherNames
        names[name] = Self.byName(values)
        return with(declarations: .some(RouteDeclarations.make(from: declarations, otherNames: names)))
    }

    /// The same route, taking a parameter's value under another key in links by name too: a push
    /// `{"type": "recipe", "id": "1234"}` for the component `recipeId`.
    ///
    /// A push payload, a shortcut item's `userInfo` or ``IncomingLink/route(_:values:from:)`` that lacks the
    /// parameter's own key gives its value under `key` (a push reads `key` through its format's `parameterKeys`, as
    /// any parameter). URLs are not affected. The key may not be another parameter's name of the route, nor one of the
    /// push format's own keys for a route that takes pushes, and a route gives a key to one parameter: the router
    /// checks it when it is built.
    ///
    /// ```swift
    /// Route("recipe" / .recipeId, name: "recipe") { p in .showRecipe(try p.value(.recipeId)) }
    ///     .acceptingKey("id", for: .recipeId)
    /// ```
    ///
    /// - Parameters:
    ///   - key: The other key.
    ///   - component: The parameter it gives a value to.
    /// - Returns: The route with that key.
    public func acceptingKey(_ key: String, for component: Component) -> Route {
        var keys = otherKeys
        keys[component.rawValue] = key
        return with(declarations: .some(RouteDeclarations.make(from: declarations, otherKeys: keys)))
    }

    /// The same route with a reverse: how an intent turns back into its parameters.
    ///
    /// ```swift
    /// Route("recipe" / .recipeId) { p in .showRecipe(try p.value(.recipeId)) }
    ///     .reversed { intent in
    ///         guard case .showRecipe(let id) = intent else { return nil }
    ///         return [.recipeId: id]
    ///     }
    /// ```
    ///
    /// - Parameter reverse: Returns the route's parameters for an intent of this route, `nil` for any other.
    /// - Returns: The route with that reverse.
    public func reversed(_ reverse: @escaping Reverse) -> Route {
        with(reverse: .some(Self.byName(reverse)))
    }

    /// The same route with an example link: real-looking parameters for the route table, the HTML page of test
    /// links and the test kit, instead of sample values per capture kind.
    ///
    /// Give the path parameters of one of the route's patterns and its required query items; optional items are
    /// shown when given. Call it again for more examples. The route table renders each example through reverse
    /// routing and reports, rather than hides, an example that does not open this route.
    ///
    /// ```swift
    /// Route("recipe" / .recipeId, name: "recipe") { p in .showRecipe(try p.value(.recipeId)) }
    ///     .example([.recipeId: "pancakes-42"])
    /// ```
    ///
    /// - Parameter parameters: The example's parameters, decoded, as the handler would receive them.
    /// - Returns: The route with that example added.
    public func example(_ parameters: [Component: String]) -> Route {
        with(examples: examples + [Self.byName(parameters)])
    }

    func prefixed(with outer: RoutePattern<Component>) -> Route {
        with(prefix: outer / prefix)
    }

    /// The same route under a parent: in a back stack, the parent's screen is under this one.
    ///
    /// The parent is named (`Route(…, name:)`, ``named(_:)``); its parameters are filled from this route's links
    /// by name, and its section is this route's when it declares none. A parent that no route is named, a cycle of
    /// parents, a parent whose parameters a link to this route cannot fill, or one behind a gate this route is not
    /// behind (``Requires``, ``Authorized``) is an error when the router is built, naming both routes.
    ///
    /// ```swift
    /// Route("recipes" / .recipeId / "reviews", name: "reviews") { p in .reviews(try p.value(.recipeId)) }
    ///     .parent("recipe")   // /recipes/42/reviews: [.recipes, .recipe("42"), .reviews("42")]
    /// ```
    ///
    /// - Parameter name: The parent route's name; in a mounted module, a route of the module.
    /// - Returns: The route with that parent.
    public func parent(_ name: String) -> Route {
        with(declarations: .some(RouteDeclarations.make(from: declarations, parent: .some(name))))
    }

    /// The same route as its section's root screen: a tab's first screen, which the tab shows with an empty path.
    ///
    /// A link to it selects the section and clears its path; a child's stack starts with it, and the navigation
    /// state pushes only the screens above it. The route must be in a ``RouteSection`` and have no parent and no
    /// parameter (the tab's own screen takes no values from a link), and a section has one root at most: the router
    /// checks it when it is built.
    ///
    /// ```swift
    /// RouteSection(.recipes) {
    ///     Route("recipes", name: "recipes") { _ in .recipes }.sectionRoot()
    /// }
    /// ```
    ///
    /// - Returns: The route, as its section's root.
    public func sectionRoot() -> Route {
        with(declarations: .some(RouteDeclarations.make(from: declarations, isSectionRoot: true)))
    }

    func requiring(_ more: [DeepLinkGate]) -> Route {
        with(declarations: .some(RouteDeclarations.make(from: declarations, gates: (gates + more).normalized())))
    }

    /// The route in `section`, unless an inner ``RouteSection`` put it in another.
    func inSection(_ section: DeepLinkSection) -> Route {
        guard self.section == nil else { return self }
        return with(declarations: .some(RouteDeclarations.make(from: declarations, section: .some(section))))
    }

    func limited(to sources: LinkSources) -> Route {
        with(
            sources: self.sources.intersection(sources),
            isInAppByDeclaration: isInAppByDeclaration || sources.isEmpty)
    }
}
