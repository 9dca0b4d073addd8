/// Mounts a feature module's routes under a prefix: the module declares them with its own components and intents,
/// and the app maps each of the module's intents to its own.
///
/// A module declares its routes with the same DSL, its own ``DeepLinkPathComponent`` enum and its own intent type,
/// and imports nothing of the app. The app mounts them in its route table; they join the router's one trie, so
/// precedence, backtracking, conflicts (named with both declaration sites, across modules), ``Authorized``,
/// ``OpenedFrom``, ``RouteGroup``, query rules and miss reasons work across the mount as for the app's own routes.
///
/// ```swift
/// // In the Catalog module:
/// public enum CatalogLinks {
///     @RoutesBuilder<CatalogParam, CatalogIntent>
///     public static var routes: [Route<CatalogParam, CatalogIntent>] {
///         Route("product" / .productId) { p in .product(try p.int(.productId)) }
///     }
/// }
///
/// // In the app:
/// let router = try DeepLinkRouter<AppParam, AppIntent> {
///     Mount("shop", CatalogLinks.routes) { .catalog($0) }                       // /shop/product/:productId
///     Mount("stores" / .storeId, CatalogLinks.routes) { params, catalog in     // /stores/:storeId/product/:productId
///         .store(try params.value(.storeId), catalog)
///     }
///     Authorized { Mount("account", AccountLinks.routes) { .account($0) } }
/// }
/// ```
///
/// A mounted route is a ``Route`` like any other: the route table (`router.routeTable`, in `DeepLinksTools`) gives its
/// full patterns, the mount's prefix included, and where it was mounted (`mountSite`).
public struct Mount<Component: DeepLinkPathComponent, Intent>: Sendable {
    /// The module's routes, mounted: one per module route, in the module's order.
    public let routes: [Route<Component, Intent>]

    /// Mounts a module's routes under `prefix`, mapping each of the module's intents to the app's.
    ///
    /// ```swift
    /// Mount("shop", CatalogLinks.routes) { .catalog($0) }
    /// Mount("", SupportLinks.routes) { .support($0) }   // at the root
    /// ```
    ///
    /// - Parameters:
    ///   - prefix: The pattern every module route starts with, in the app's components; `""` for the root.
    ///   - routes: The module's routes.
    ///   - namespace: When given, prefixes the module's route names: `names: "shop"` makes `product` `shop.product`,
    ///     and the names its routes give as parents.
    ///   - parent: The app's route, by name, under which the module's routes that name no parent of their own go
    ///     in a back stack (``Route/parent(_:)``); their section is that route's unless a ``RouteSection`` says.
    ///   - fileID: Where the mount is declared; leave the default.
    ///   - line: Where the mount is declared; leave the default.
    ///   - intent: Turns the module's intent into the app's.
    ///   - reverse: Turns the app's intent back into the module's, or returns `nil` when it is not the module's:
    ///     ``DeepLinkRouter/url(for:scheme:)`` then builds the link through the module route's own reverse.
    @inlinable
    public init<Module: DeepLinkPathComponent, ModuleIntent>(
        _ prefix: RoutePattern<Component>,
        _ routes: [Route<Module, ModuleIntent>],
        names namespace: String? = nil,
        parent: String? = nil,
        fileID: String = #fileID,
        line: UInt = #line,
        intent: @escaping @Sendable (ModuleIntent) -> Intent,
        reverse: (@Sendable (Intent) -> ModuleIntent?)? = nil
    ) {
        // The one-argument mapping reads no prefix parameter, so its reverse gives none.
        let unmap = reverse.map { reverse in
            { @Sendable appIntent -> ([Component: String], ModuleIntent)? in reverse(appIntent).map { ([:], $0) } }
        }
        self.init(
            prefix: prefix, routes: routes, namespace: namespace, parent: parent, site: "\(fileID):\(line)",
            readsPrefix: false,
            map: { _, moduleIntent in intent(moduleIntent) }, direct: intent, unmap: unmap)
    }

    /// Mounts a module's routes under a prefix with parameters, which the mapping reads.
    ///
    /// ```swift
    /// Mount("stores" / .storeId, CatalogLinks.routes) { params, catalog in
    ///     .store(id: try params.value(.storeId), catalog)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - prefix: The pattern every module route starts with, in the app's components.
    ///   - routes: The module's routes.
    ///   - namespace: When given, prefixes the module's route names: `names: "store"` makes `product` `store.product`,
    ///     and the names its routes give as parents.
    ///   - parent: The app's route, by name, under which the module's routes that name no parent of their own go
    ///     in a back stack (``Route/parent(_:)``); their section is that route's unless a ``RouteSection`` says.
    ///   - fileID: Where the mount is declared; leave the default.
    ///   - line: Where the mount is declared; leave the default.
    ///   - intent: Turns the prefix's captures and the module's intent into the app's intent; returns `nil` to
    ///     decline the link, or throws to refuse it, as a route's handler does.
    ///   - reverse: Turns the app's intent back into the prefix's parameters and the module's intent, or returns
    ///     `nil` when it is not the module's.
    @inlinable
    public init<Module: DeepLinkPathComponent, ModuleIntent>(
        _ prefix: RoutePattern<Component>,
        _ routes: [Route<Module, ModuleIntent>],
        names namespace: String? = nil,
        parent: String? = nil,
        fileID: String = #fileID,
        line: UInt = #line,
        intent: @escaping @Sendable ([Component: String], ModuleIntent) throws -> Intent?,
        reverse: (@Sendable (Intent) -> ([Component: String], ModuleIntent)?)? = nil
    ) {
        self.init(
            prefix: prefix, routes: routes, namespace: namespace, parent: parent, site: "\(fileID):\(line)",
            readsPrefix: true,
            map: intent, direct: nil,
            unmap: reverse)
    }

    /// The initializers' work: each module route, compiled, becomes an app route whose offers run the module's and
    /// then the mapping.
    ///
    /// NB: inlinable, so that the offers are compiled in the app's module, specialized for the module's components
    /// and intents.
    @inlinable
    init<Module: DeepLinkPathComponent, ModuleIntent>(
        prefix mountPrefix: RoutePattern<Component>, routes: [Route<Module, ModuleIntent>], namespace: String?,
        parent: String?,
        site: String, readsPrefix: Bool, map: @escaping @Sendable ([Component: String], ModuleIntent) throws -> Intent?,
        direct: (@Sendable (ModuleIntent) -> Intent)?,
        unmap: (@Sendable (Intent) -> ([Component: String], ModuleIntent)?)?
    ) {
        let cache = CompileCache()
        self.routes = Route.flattening(routes).map { route in
            let module = route.compile(route.prefix, cache)
            return Route(
                name: route.name.map { name in namespace.map { $0 + "." + name } ?? name },
                declarations: Self.declarations(of: route, namespace: namespace, parent: parent),
                sources: route.sources, isInAppByDeclaration: route.isInAppByDeclaration,
                fileID: route.fileID,
                line: route.line, mountSite: route.mountSite.map { $0 + ", in " + site } ?? site, prefix: .root,
                examples: route.examples, reverse: Self.reverse(unmap, then: route.reverse),
                compile: { outer, cache in
                    Self.mounting(
                        module, under: outer / mountPrefix, readsPrefix: readsPrefix, map: map, direct: direct,
                        forMatching: cache.forMatching)
                })
        }
    }

    /// A module route's compiled form under `prefix`, in the app's types: its offers, then the mapping.
    @inlinable
    static func mounting<ModuleIntent>(
        _ module: CompiledRoute<ModuleIntent>, under prefix: RoutePattern<Component>, readsPrefix: Bool,
        map: @escaping @Sendable ([Component: String], ModuleIntent) throws -> Intent?,
        direct: (@Sendable (ModuleIntent) -> Intent)?, forMatching: Bool
    ) -> CompiledRoute<Intent> {
        let count = prefix.segments.count
        // The mapping's view of the prefix: each parameter with its segment's depth, when the mapping reads them.
        let prototype = readsPrefix ? CaptureShape(prefix).prototype : [:]
        func wrap(_ offer: CompiledRoute<ModuleIntent>.PatternOffer) -> CompiledRoute<Intent>.PatternOffer {
            switch offer {
            case .simple(let inner):
                if let direct {
                    return .simple { segments, captured, base, intent in
                        var moduleIntent: ModuleIntent?
                        try inner(segments, &captured, base &+ count, &moduleIntent)
                        guard let moduleIntent else { return }
                        intent = direct(moduleIntent)
                    }
                }
                return .simple { segments, captured, base, intent in
                    var moduleIntent: ModuleIntent?
                    try inner(segments, &captured, base &+ count, &moduleIntent)
                    guard let moduleIntent else { return }
                    intent = try map(captured.filled(prototype, from: base, of: segments), moduleIntent)
                }
            case .general(let inner):
                return .general { segments, captured, link, base, intent in
                    var moduleIntent: ModuleIntent?
                    if let refusal = try inner(segments, &captured, &link, base &+ count, &moduleIntent) {
                        return refusal
                    }
                    guard let moduleIntent else { return nil }
                    intent = try map(captured.filled(prototype, from: base, of: segments), moduleIntent)
                    return nil
                }
            }
        }
        let parameters = readsPrefix ? prefix.parameters : []
        let named: CompiledRoute<Intent>.Named
        if forMatching {
            named = { _, _ in nil }
        } else {
            named = { patternIndex, values in
                guard let moduleIntent = try module.named(patternIndex, values) else { return nil }
                var prefixValues = [Component: String](minimumCapacity: parameters.count)
                for component in parameters { prefixValues[component] = values[component.rawValue] }
                return try map(prefixValues, moduleIntent)
            }
        }
        let slots = prefix.slots
        if module.laterOffers.isEmpty, let offer = module.firstOffer {
            return CompiledRoute(
                pattern: slots + module.firstPattern, requiredQuery: module.requiredQuery,
                optionalQuery: module.optionalQuery, offer: wrap(offer), named: named,
                mountPrefixLength: count + module.mountPrefixLength)
        }
        return CompiledRoute(
            patterns: module.patterns.map { slots + $0 }, requiredQuery: module.requiredQuery,
            optionalQuery: module.optionalQuery, offers: module.offers.map(wrap), named: named,
            mountPrefixLength: count + module.mountPrefixLength)
    }

    /// A module route's declarations in the app: its parent's name in the namespace, or the mount's parent when it
    /// names none.
    @inlinable
    static func declarations<Module, ModuleIntent>(
        of route: Route<Module, ModuleIntent>, namespace: String?, parent: String?
    ) -> RouteDeclarations? {
        func namespaced(_ name: String) -> String { namespace.map { $0 + "." + name } ?? name }
        guard let declarations = route.declarations else {
            return parent.map { RouteDeclarations(gates: [], parent: $0, section: nil, isSectionRoot: false) }
        }
        var otherNames: [String: [String: String]] = [:]
        for (name, values) in declarations.otherNames { otherNames[namespaced(name)] = values }
        return RouteDeclarations(
            gates: declarations.gates, parent: route.parent.map(namespaced) ?? parent, section: declarations.section,
            isSectionRoot: declarations.isSectionRoot, otherNames: otherNames, otherKeys: declarations.otherKeys,
            redirectProblem: declarations.redirectProblem, rule: declarations.rule)
    }

    /// A mounted route's reverse: the mount's, then the module route's, values keyed by parameter name.
    @inlinable
    static func reverse<ModuleIntent>(
        _ unmap: (@Sendable (Intent) -> ([Component: String], ModuleIntent)?)?,
        then moduleReverse: (@Sendable (ModuleIntent) -> [String: String]?)?
    ) -> (@Sendable (Intent) -> [String: String]?)? {
        guard let unmap, let moduleReverse else { return nil }
        return { intent in
            guard let (prefixValues, moduleIntent) = unmap(intent), var values = moduleReverse(moduleIntent) else {
                return nil
            }
            for (component, value) in prefixValues { values[component.rawValue] = value }
            return values
        }
    }
}
