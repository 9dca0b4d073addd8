/// A block of routes in a route table: ``RouteGroup``, ``RouteSection``, ``Requires``, ``Authorized``,
/// ``OpenedFrom`` or ``Mount``.
///
/// You don't implement it: ``RoutesBuilder`` takes any block through this one protocol, so that each statement of a
/// table costs the type checker three candidates (a route, a block, an array of routes) rather than one per kind of
/// block.
///
/// ```swift
/// let blocks: [any RouteBlock<Param, Intent>] = [RouteGroup("account") { Route("orders") { _ in .orders } }]
/// blocks[0].routes.count   // 1
/// ```
public protocol RouteBlock<Component, Intent> {
    /// The table's parameter type.
    associatedtype Component: DeepLinkPathComponent
    /// The table's intent type.
    associatedtype Intent

    /// The block's routes, with what the block declares applied: a prefix, gates, sources, a section, a mount.
    var routes: [Route<Component, Intent>] { get }
}

extension RouteGroup: RouteBlock {}
extension RouteSection: RouteBlock {}
extension Requires: RouteBlock {}
extension Authorized: RouteBlock {}
extension OpenedFrom: RouteBlock {}
extension Mount: RouteBlock {}
