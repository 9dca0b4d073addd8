/// Collects routes into a table, with `if`, `if/else`, `switch` and `for` for tables that depend on flags or markets.
///
/// You don't call it: it is the attribute on ``DeepLinkRouter/init(schemes:hosts:options:maxLinkLength:pushPayloadFormat:_:)``, ``Authorized``,
/// ``Requires``, ``RouteGroup``, ``RouteSection`` and ``OpenedFrom``.
///
/// ```swift
/// let router = try DeepLinkRouter<Param, Intent> {
///     Route("home") { _ in .home }
///     if features.recipes {
///         Route("recipe" / .recipeId) { p in p[.recipeId].map(Intent.showRecipe) }
///     }
///     for market in ["de", "fr"] {
///         RouteGroup("\(market)") { Route("offers") { _ in .offers } }
///     }
/// }
/// ```
@resultBuilder
public enum RoutesBuilder<Component: DeepLinkPathComponent, Intent> {
    /// Turns a ``Route`` into table entries: `Route("home") { _ in .home }`.
    ///
    /// - Parameter route: The route.
    /// - Returns: The route, as a table.
    public static func buildExpression(_ route: Route<Component, Intent>) -> [Route<Component, Intent>] {
        [route]
    }

    /// Turns an ``Authorized`` block into table entries: `Authorized { Route("orders") { _ in .orders } }`.
    ///
    /// - Parameter block: The block.
    /// - Returns: Its routes, each requiring authorization.
    public static func buildExpression(_ block: Authorized<Component, Intent>) -> [Route<Component, Intent>] {
        block.routes
    }

    /// Turns a ``Requires`` block into table entries: `Requires(.onboarded) { Route("orders") { _ in .orders } }`.
    ///
    /// - Parameter block: The block.
    /// - Returns: Its routes, each with the block's gates.
    public static func buildExpression(_ block: Requires<Component, Intent>) -> [Route<Component, Intent>] {
        block.routes
    }

    /// Turns a ``RouteGroup`` into table entries: `RouteGroup("account") { Route("orders") { _ in .orders } }`.
    ///
    /// - Parameter group: The group.
    /// - Returns: Its routes, each with the group's prefix.
    public static func buildExpression(_ group: RouteGroup<Component, Intent>) -> [Route<Component, Intent>] {
        group.routes
    }

    /// Turns a ``RouteSection`` into table entries: `RouteSection(.recipes) { Route("recipes") { _ in .recipes } }`.
    ///
    /// - Parameter section: The block.
    /// - Returns: Its routes, each in the block's section.
    public static func buildExpression(_ section: RouteSection<Component, Intent>) -> [Route<Component, Intent>] {
        section.routes
    }

    /// Turns an ``OpenedFrom`` block into table entries: `OpenedFrom(.customScheme) { Route("debug") { _ in .debug } }`.
    ///
    /// - Parameter block: The block.
    /// - Returns: Its routes, each limited to the block's sources.
    public static func buildExpression(_ block: OpenedFrom<Component, Intent>) -> [Route<Component, Intent>] {
        block.routes
    }

    /// Turns a ``Mount`` into table entries: `Mount("shop", CatalogLinks.routes) { .catalog($0) }`.
    ///
    /// - Parameter mount: The mount.
    /// - Returns: The module's routes, mounted.
    public static func buildExpression(_ mount: Mount<Component, Intent>) -> [Route<Component, Intent>] {
        mount.routes
    }

    /// Accepts an array of routes, for tables made in code: `routes(for: market)`.
    ///
    /// - Parameter routes: The routes.
    /// - Returns: The same routes.
    public static func buildExpression(_ routes: [Route<Component, Intent>]) -> [Route<Component, Intent>] {
        routes
    }

    /// Joins the statements of a block, in order.
    ///
    /// - Parameter parts: Each statement's routes.
    /// - Returns: All routes.
    public static func buildBlock(_ parts: [Route<Component, Intent>]...) -> [Route<Component, Intent>] {
        parts.flatMap { $0 }
    }

    /// Supports `if` without `else`: `if flag { Route(...) }`.
    ///
    /// - Parameter part: The routes when the condition held.
    /// - Returns: Those routes, or none.
    public static func buildOptional(_ part: [Route<Component, Intent>]?) -> [Route<Component, Intent>] {
        part ?? []
    }

    /// Supports the first branch of `if/else` and `switch`.
    ///
    /// - Parameter first: The branch's routes.
    /// - Returns: The same routes.
    public static func buildEither(first: [Route<Component, Intent>]) -> [Route<Component, Intent>] {
        first
    }

    /// Supports the second branch of `if/else` and `switch`.
    ///
    /// - Parameter second: The branch's routes.
    /// - Returns: The same routes.
    public static func buildEither(second: [Route<Component, Intent>]) -> [Route<Component, Intent>] {
        second
    }

    /// Supports `for … in`: `for market in markets { Route(...) }`.
    ///
    /// - Parameter parts: Each iteration's routes.
    /// - Returns: All routes, in iteration order.
    public static func buildArray(_ parts: [[Route<Component, Intent>]]) -> [Route<Component, Intent>] {
        parts.flatMap { $0 }
    }

    /// Supports `if #available(...)`.
    ///
    /// - Parameter part: The routes.
    /// - Returns: The same routes.
    public static func buildLimitedAvailability(_ part: [Route<Component, Intent>]) -> [Route<Component, Intent>] {
        part
    }
}
