/// Marks every route inside it as gated: its links open only once every one of the gates is open.
///
/// The router still matches these routes; ``DeepLink/gates`` tells the navigator (or your app) to hold the link
/// until the app opens each gate with `DeepLinkNavigator.gateDidChange(_:isOpen:)`. Blocks nest; the gates add
/// up. ``Authorized`` is `Requires(.authorization)`.
///
/// ```swift
/// extension DeepLinkGate { static let onboarded: DeepLinkGate = "onboarded" }
///
/// Requires(.onboarded) {
///     Route("recipe" / .recipeId) { p in .showRecipe(try p.value(.recipeId)) }
///     Authorized {
///         Route("orders") { _ in .orders }   // needs onboarding and a signed-in user
///     }
/// }
/// ```
public struct Requires<Component: DeepLinkPathComponent, Intent>: Sendable {
    /// The routes inside the block, each with the block's gates added.
    public let routes: [Route<Component, Intent>]

    /// Declares routes whose links wait for `gates`.
    ///
    /// ```swift
    /// Requires(.onboarded, .consent) { Route("share") { _ in .share } }
    /// ```
    ///
    /// - Parameters:
    ///   - gates: The gates the routes need, all of them.
    ///   - content: The routes; groups and other blocks may nest.
    public init(
        _ gates: DeepLinkGate..., @RoutesBuilder<Component, Intent> content: () -> [Route<Component, Intent>]
    ) {
        self.routes = content().map { $0.requiring(gates) }
    }
}
