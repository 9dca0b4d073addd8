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
        route.flattened
    }

    /// Turns a block into table entries: ``RouteGroup``, ``RouteSection``, ``Requires``, ``Authorized``,
    /// ``OpenedFrom`` or ``Mount``.
    ///
    /// ```swift
    /// RouteGroup("account") { Route("orders") { _ in .orders } }
    /// Authorized { Route("orders") { _ in .orders } }
    /// Mount("shop", CatalogLinks.routes) { .catalog($0) }
    /// ```
    ///
    /// NB: one generic overload for every kind of block, not one each: the type checker tries each overload of
    /// `buildExpression` on every statement, re-checking its closures, so each added overload slowed every table.
    ///
    /// - Parameter block: The block.
    /// - Returns: Its routes, with what the block declares applied.
    public static func buildExpression<Block: RouteBlock>(
        _ block: Block
    ) -> [Route<Component, Intent>] where Block.Component == Component, Block.Intent == Intent {
        block.routes
    }

    /// Accepts an array of routes, for tables made in code: `routes(for: market)`.
    ///
    /// - Parameter routes: The routes.
    /// - Returns: The same routes.
    public static func buildExpression(_ routes: [Route<Component, Intent>]) -> [Route<Component, Intent>] {
        Route.flattening(routes)
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
