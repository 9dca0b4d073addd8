/// Puts every route inside it in a section (a tab, or a root screen of a split view), for back stacks and the
/// navigation state.
///
/// A route in a section opens in it: `DeepLinkNavigationState` selects the section and sets its path. A route
/// outside any section takes its parent's section (``Route/parent(_:)``); one with neither opens in the section
/// the user is in. Sections nest: the innermost wins. Named `RouteSection` so it never collides with SwiftUI's
/// `Section`.
///
/// ```swift
/// RouteSection(.recipes) {
///     Route("recipes", name: "recipes") { _ in .recipes }.sectionRoot()      // the tab's own screen
///     Route("recipes" / .recipeId, name: "recipe") { p in .recipe(try p.value(.recipeId)) }
///         .parent("recipes")
/// }
/// ```
public struct RouteSection<Component: DeepLinkPathComponent, Intent>: Sendable {
    /// The routes inside the block, each in the section unless an inner block put it in another.
    public let routes: [Route<Component, Intent>]

    /// Declares routes that open in `section`.
    ///
    /// ```swift
    /// RouteSection(.shop) { Mount("shop", CatalogLinks.routes) { .catalog($0) } }
    /// ```
    ///
    /// - Parameters:
    ///   - section: The section.
    ///   - content: The routes; groups, mounts and other blocks may nest.
    public init(
        _ section: DeepLinkSection, @RoutesBuilder<Component, Intent> _ content: () -> [Route<Component, Intent>]
    ) {
        self.routes = content().map { $0.inSection(section) }
    }
}
