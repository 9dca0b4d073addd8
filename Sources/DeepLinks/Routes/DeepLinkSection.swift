/// A part of the app with a back stack of its own: a tab, or a root screen of a split view.
///
/// Routes declare their section with ``RouteSection`` (or inherit their parent's, ``Route/parent(_:)``); a matched
/// link's ``DeepLinkStack`` says which section it opens, and `DeepLinkNavigationState` keeps a path of screens per
/// section, for `TabView(selection:)` and one `NavigationStack(path:)` per tab. A section is its name: declare yours
/// once, as static members.
///
/// ```swift
/// extension DeepLinkSection {
///     static let recipes: DeepLinkSection = "recipes"
///     static let shop: DeepLinkSection = "shop"
/// }
///
/// RouteSection(.recipes) {
///     Route("recipes", name: "recipes") { _ in .recipes }.sectionRoot()
///     Route("recipes" / .recipeId, name: "recipe") { p in .recipe(try p.value(.recipeId)) }.parent("recipes")
/// }
/// ```
public struct DeepLinkSection: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The section's name, as logs, the route table and saved states show it.
    ///
    /// ```swift
    /// DeepLinkSection.main.name   // "main"
    /// ```
    public let name: String

    /// A section with this name; two sections with the same name are the same section.
    ///
    /// ```swift
    /// let profile = DeepLinkSection("profile")
    /// ```
    ///
    /// - Parameter name: The section's name.
    public init(_ name: String) {
        self.name = name
    }

    /// A section from a string literal: `let recipes: DeepLinkSection = "recipes"`.
    ///
    /// - Parameter value: The section's name.
    public init(stringLiteral value: String) {
        self.name = value
    }

    /// The section a `DeepLinkNavigationState` starts in: an app without tabs keeps its one back stack here.
    ///
    /// ```swift
    /// DeepLinkNavigationState<Intent>().section   // main
    /// ```
    public static let main = DeepLinkSection("main")

    /// The section's name.
    public var description: String { name }
}
