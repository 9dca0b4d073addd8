/// Marks every route inside it as needing a signed-in user: `Requires(.authorization)`.
///
/// The router still matches these routes; ``DeepLink/requiresAuthorization`` tells your app (or the navigator) to
/// hold the link until sign-in (`DeepLinkNavigator.authorizationDidChange(_:)`).
///
/// ```swift
/// Authorized {
///     Route("subscription" / .subscriptionId / .weekId / "edit") { p in
///         .editMenu(subscriptionId: try p.value(.subscriptionId), weekOrMenuId: .left(try p.int(.weekId)))
///     }
/// }
/// ```
public struct Authorized<Component: DeepLinkPathComponent, Intent>: Sendable {
    /// The routes inside the block, each with the ``DeepLinkGate/authorization`` gate.
    public let routes: [Route<Component, Intent>]

    /// Declares routes that need a signed-in user.
    ///
    /// ```swift
    /// Authorized { Route("orders") { _ in .orders } }
    /// ```
    ///
    /// - Parameter content: The routes; groups and further blocks may nest.
    public init(@RoutesBuilder<Component, Intent> _ content: () -> [Route<Component, Intent>]) {
        self.routes = content().map { $0.requiring([.authorization]) }
    }
}
