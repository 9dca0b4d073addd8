import DeepLinksNavigation

extension LinkTarget where Intent: Hashable {
    /// The screen a navigation state shows, as a link: the top of its selected section's path, or the section's
    /// root route (`Route.sectionRoot()`) when the path is empty.
    ///
    /// The link opens that screen again with its stack: matched and given to a ``DeepLinkNavigationModel``, it
    /// selects the screen's section and puts the screen's parents under it. That is the path on screen whenever the
    /// user got there by links or through the screens the table names as parents; screens pushed in another order
    /// are in no link, a route in no section opens in the tab selected when the link arrives, and the other
    /// sections' paths are part of no link (save the state itself, which is `Codable`). For share sheets, Handoff
    /// and restoring a screen by link.
    ///
    /// ```swift
    /// try router.url(for: .screen(of: navigation.state), host: "bestrecipes.com")
    /// // https://bestrecipes.com/recipes/42/reviews
    /// ```
    ///
    /// - Parameter state: The navigation state.
    /// - Returns: The target.
    public static func screen(of state: DeepLinkNavigationState<Intent>) -> LinkTarget {
        guard let top = state.path.last else { return LinkTarget(.sectionRoot(state.section)) }
        return LinkTarget(.intent(top))
    }
}
