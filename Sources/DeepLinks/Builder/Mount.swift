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
/// A mounted route's ``Route/patterns`` is empty: its patterns are in the module's components, which the app's
/// ``RoutePattern`` cannot hold. Matched links still name the full pattern (``DeepLink/pattern``).
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
    ///   - namespace: When given, prefixes the module's route names: `names: "shop"` makes `product` `shop.product`.
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
            prefix: prefix, routes: routes, namespace: namespace, site: "\(fileID):\(line)", readsPrefix: false,
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
    ///   - namespace: When given, prefixes the module's route names: `names: "store"` makes `product` `store.product`.
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
        fileID: String = #fileID,
        line: UInt = #line,
        intent: @escaping @Sendable ([Component: String], ModuleIntent) throws -> Intent?,
        reverse: (@Sendable (Intent) -> ([Component: String], ModuleIntent)?)? = nil
    ) {
        self.init(
            prefix: prefix, routes: routes, namespace: namespace, site: "\(fileID):\(line)", readsPrefix: true,
            map: { prefixValues, moduleIntent in try intent(prefixValues ?? [:], moduleIntent) }, direct: nil,
            unmap: reverse)
    }

    /// The initializers' work.
    ///
    /// NB: inlinable, so that the offers are compiled in the app's module, specialized for
    /// the module's components and intents (unspecialized, filling the module's dictionary costs generic dispatch on
    /// every match).
    @inlinable
    init<Module: DeepLinkPathComponent, ModuleIntent>(
        prefix: RoutePattern<Component>, routes: [Route<Module, ModuleIntent>], namespace: String?, site: String,
        readsPrefix: Bool, map: @escaping @Sendable ([Component: String]?, ModuleIntent) throws -> Intent?,
        direct: (@Sendable (ModuleIntent) -> Intent)?,
        unmap: (@Sendable (Intent) -> ([Component: String], ModuleIntent)?)?
    ) {
        // The handlers' dictionaries ready to fill, one per distinct shape: routes with the same captures share one.
        var prototypes: Set<[Module: Int]> = []
        self.routes = routes.map { route in
            let name = route.name.map { name in namespace.map { $0 + "." + name } ?? name }
            let mounted: MountedRoute<Component, Intent>
            if let inner = route.mount {
                mounted = Self.mounting(
                    inner, prefix: prefix, site: site, readsPrefix: readsPrefix, map: map, direct: direct,
                    unmap: unmap)
            } else {
                let handler = route.handler
                let shapes = route.patterns.map {
                    MountedShape($0, requiredQuery: route.requiredQuery, optionalQuery: route.optionalQuery)
                }
                // A pattern without query items or remainder gets a simple offer and no general one.
                let offers = shapes.map { shape -> MountedRoute<Component, Intent>.Offer? in
                    guard !shape.isSimple else { return nil }
                    return { prefixValues, base, link in
                        let parameters: [Module: String]
                        switch link.parameters(for: shape, base: base) {
                        case .success(let ready): parameters = ready
                        case .failure(let error): return .refused(error.refusal)
                        }
                        let moduleIntent: ModuleIntent?
                        do {
                            moduleIntent = try handler(parameters)
                        } catch {
                            return .failed(error)
                        }
                        guard let moduleIntent else { return .declined }
                        return Self.mapped(moduleIntent, prefixValues, map)
                    }
                }
                let simpleOffers = shapes.map { shape -> MountedRoute<Component, Intent>.SimpleOffer? in
                    guard shape.isSimple else { return nil }
                    let prototype = prototypes.insert(shape.prototype).memberAfterInsert
                    if let direct {
                        return { _, segments, captured, base, intent in
                            let parameters = captured.filled(prototype, from: base, of: segments)
                            guard let moduleIntent = try handler(parameters) else { return }
                            intent = direct(moduleIntent)
                        }
                    }
                    return { prefixValues, segments, captured, base, intent in
                        let parameters = captured.filled(prototype, from: base, of: segments)
                        guard let moduleIntent = try handler(parameters) else { return }
                        intent = try map(prefixValues, moduleIntent)
                    }
                }
                let patterns = route.patterns
                let query = route.requiredQuery + route.optionalQuery
                let namedOffer: MountedRoute<Component, Intent>.NamedOffer = { prefixValues, patternIndex, values in
                    var parameters: [Module: String] = [:]
                    for component in patterns[patternIndex].parameters + query {
                        parameters[component] = values[component.rawValue]
                    }
                    guard let moduleIntent = try handler(parameters) else { return nil }
                    return try map(prefixValues, moduleIntent)
                }
                mounted = MountedRoute(
                    prefix: prefix, patterns: route.patterns.map(\.slots),
                    requiredQuery: route.requiredQuery.map(\.slot),
                    optionalQuery: route.optionalQuery.map(\.slot),
                    mountSite: site, readsPrefix: readsPrefix, offers: offers, simpleOffers: simpleOffers,
                    namedOffer: namedOffer,
                    examples: route.examples.map { example in
                        var values = [String: String](minimumCapacity: example.count)
                        for (component, value) in example { values[component.rawValue] = value }
                        return values
                    }, reverse: Self.reverse(unmap, then: route.reverse))
            }
            return Route(
                mount: mounted, name: name, requiresAuthorization: route.requiresAuthorization, sources: route.sources,
                fileID: route.fileID, line: route.line)
        }
    }

    /// A route of the module that the module itself mounted from another: its offers, composed with this mount's.
    @inlinable
    static func mounting<Module: DeepLinkPathComponent, ModuleIntent>(
        _ inner: MountedRoute<Module, ModuleIntent>, prefix: RoutePattern<Component>, site: String, readsPrefix: Bool,
        map: @escaping @Sendable ([Component: String]?, ModuleIntent) throws -> Intent?,
        direct: (@Sendable (ModuleIntent) -> Intent)?,
        unmap: (@Sendable (Intent) -> ([Component: String], ModuleIntent)?)?
    ) -> MountedRoute<Component, Intent> {
        let innerCount = inner.prefix.segments.count
        let innerShape = inner.readsPrefix ? MountedShape(inner.prefix, requiredQuery: [], optionalQuery: []) : nil
        let innerSlots = inner.prefix.slots
        let offers = inner.offers.map { innerOffer -> MountedRoute<Component, Intent>.Offer? in
            guard let innerOffer else { return nil }
            return { prefixValues, base, link in
                let innerValues = innerShape.map { link.captured.filled($0.prototype, from: base, of: link.segments) }
                switch innerOffer(innerValues, base &+ innerCount, link) {
                case .intent(let moduleIntent): return Self.mapped(moduleIntent, prefixValues, map)
                case .declined: return .declined
                case .refused(let refusal): return .refused(refusal)
                case .failed(let error): return .failed(error)
                }
            }
        }
        let simpleOffers = inner.simpleOffers.map { innerOffer -> MountedRoute<Component, Intent>.SimpleOffer? in
            guard let innerOffer else { return nil }
            if let direct, innerShape == nil {
                return { _, segments, captured, base, intent in
                    var moduleIntent: ModuleIntent?
                    try innerOffer(nil, segments, captured, base &+ innerCount, &moduleIntent)
                    guard let moduleIntent else { return }
                    intent = direct(moduleIntent)
                }
            }
            return { prefixValues, segments, captured, base, intent in
                let innerValues = innerShape.map { captured.filled($0.prototype, from: base, of: segments) }
                var moduleIntent: ModuleIntent?
                try innerOffer(innerValues, segments, captured, base &+ innerCount, &moduleIntent)
                guard let moduleIntent else { return }
                intent = try map(prefixValues, moduleIntent)
            }
        }
        let innerPrefix = inner.readsPrefix ? inner.prefix : nil
        let innerNamedOffer = inner.namedOffer
        let namedOffer: MountedRoute<Component, Intent>.NamedOffer = { prefixValues, patternIndex, values in
            let innerValues = innerPrefix.map { prefix in
                var innerValues: [Module: String] = [:]
                for component in prefix.parameters { innerValues[component] = values[component.rawValue] }
                return innerValues
            }
            guard let moduleIntent = try innerNamedOffer(innerValues, patternIndex, values) else { return nil }
            return try map(prefixValues, moduleIntent)
        }
        return MountedRoute(
            prefix: prefix, patterns: inner.patterns.map { innerSlots + $0 }, requiredQuery: inner.requiredQuery,
            optionalQuery: inner.optionalQuery,
            mountSite: inner.mountSite + ", in " + site,
            readsPrefix: readsPrefix, offers: offers, simpleOffers: simpleOffers, namedOffer: namedOffer,
            examples: inner.examples, reverse: Self.reverse(unmap, then: inner.reverse))
    }

    /// A mounted route's reverse: the mount's, then the module route's, values keyed by parameter name.
    @inlinable
    static func reverse<Module: DeepLinkPathComponent, ModuleIntent>(
        _ unmap: (@Sendable (Intent) -> ([Component: String], ModuleIntent)?)?,
        then moduleReverse: (@Sendable (ModuleIntent) -> [Module: String]?)?
    ) -> MountedRoute<Component, Intent>.Reverse? {
        guard let unmap, let moduleReverse else { return nil }
        return { intent in
            guard let (prefixValues, moduleIntent) = unmap(intent), let parameters = moduleReverse(moduleIntent) else {
                return nil
            }
            var values = [String: String](minimumCapacity: parameters.count + prefixValues.count)
            for (component, value) in parameters { values[component.rawValue] = value }
            for (component, value) in prefixValues { values[component.rawValue] = value }
            return values
        }
    }

    /// A mounted route's reverse for a route the module itself mounted: the mount's, then the inner mount's.
    @inlinable
    static func reverse<ModuleIntent>(
        _ unmap: (@Sendable (Intent) -> ([Component: String], ModuleIntent)?)?,
        then innerReverse: (@Sendable (ModuleIntent) -> [String: String]?)?
    ) -> MountedRoute<Component, Intent>.Reverse? {
        guard let unmap, let innerReverse else { return nil }
        return { intent in
            guard let (prefixValues, moduleIntent) = unmap(intent), var values = innerReverse(moduleIntent) else {
                return nil
            }
            for (component, value) in prefixValues { values[component.rawValue] = value }
            return values
        }
    }

    /// The app's intent for a module intent: the mapping's answer, or its refusal.
    @inlinable
    static func mapped<ModuleIntent>(
        _ moduleIntent: ModuleIntent, _ prefixValues: [Component: String]?,
        _ map: @Sendable ([Component: String]?, ModuleIntent) throws -> Intent?
    ) -> MountOutcome<Intent> {
        do {
            guard let intent = try map(prefixValues, moduleIntent) else { return .declined }
            return .intent(intent)
        } catch {
            return .failed(error)
        }
    }
}

extension DeepLinkPathComponent {
    /// The component without its type.
    @usableFromInline
    var slot: PatternSlot { .parameter(rawValue, capture) }
}
