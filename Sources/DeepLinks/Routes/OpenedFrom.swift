/// Limits the routes inside it to links from some doors: only your custom scheme, only the web, never a push.
///
/// A link from another door does not match these routes (the router goes on to less specific routes; a link by
/// route name fails). Links the app makes itself (``LinkSource/path``, ``LinkSource/intent``) are never
/// restricted, so `OpenedFrom(.inApp)` declares routes only the app opens. Blocks nest; the sources are
/// intersected, and two blocks with no door in common are a build error (`.inApp` is not: it asks for none).
///
/// ```swift
/// OpenedFrom(.customScheme) {
///     Route("debug/reset") { _ in .resetOnboarding }         // myapp://debug/reset only
/// }
/// OpenedFrom(.web) {
///     Route("invite" / .code) { p in .acceptInvite(try p.value(.code)) }   // https://bestrecipes.com/invite/…
/// }
/// ```
public struct OpenedFrom<Component: DeepLinkPathComponent, Intent>: Sendable {
    /// The routes inside the block, each limited to the block's sources.
    public let routes: [Route<Component, Intent>]

    /// Declares routes that accept links from `sources` only.
    ///
    /// ```swift
    /// OpenedFrom(.universalLink) { Route("invite" / .code) { p in .acceptInvite(try p.value(.code)) } }
    /// ```
    ///
    /// - Parameters:
    ///   - sources: The sources the routes accept.
    ///   - content: The routes; groups and other blocks may nest.
    public init(_ sources: LinkSources, @RoutesBuilder<Component, Intent> _ content: () -> [Route<Component, Intent>]) {
        self.routes = content().map { $0.limited(to: sources) }
    }
}
