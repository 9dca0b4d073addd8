/// Marks every route inside it as needing a signed-in user.
///
/// The router still matches these routes; the ``DeepLink/requiresAuthorization`` flag of the
/// result tells your app (or the navigator) to hold the link until login.
///
/// ```swift
/// Authorized {
///     Route("subscription" / .subscriptionId / .weekId / "edit") { p in
///         .editMenu(subscriptionId: try p.value(.subscriptionId), weekOrMenuId: .left(try p.int(.weekId)))
///     }
/// }
/// ```
public struct Authorized<Component: DeepLinkPathComponent, Intent>: Sendable {
    /// The routes inside the block, each with ``Route/requiresAuthorization`` set.
    public let routes: [Route<Component, Intent>]

    /// Declares routes that need a signed-in user.
    ///
    /// ```swift
    /// Authorized { Route("orders") { _ in .orders } }
    /// ```
    ///
    /// - Parameter content: The routes; groups and further blocks may nest.
    public init(@RoutesBuilder<Component, Intent> _ content: () -> [Route<Component, Intent>]) {
        self.routes = content().map { $0.requiringAuthorization() }
    }
}
