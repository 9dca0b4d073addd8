/// The screens a link opens, bottom first: the path a user would have walked to the link's own screen, and the
/// section it is in.
///
/// ``DeepLinkRouter/stack(for:)`` makes it from the route table's parents (``Route/parent(_:)``) and sections
/// (``RouteSection``): each parent's screen is its route's intent, made from the link's values.
///
/// ```swift
/// let stack = try router.stack(for: link)     // link: /recipes/42/reviews
/// stack.section                               // recipes
/// stack.screens                               // [.recipes, .recipe("42"), .reviews("42")]
/// stack.path                                  // [.recipe("42"), .reviews("42")]: .recipes is the tab's root
/// ```
public struct DeepLinkStack<Intent> {
    /// The section the screens are in: the route's own (``RouteSection``) or its parent's; `nil` for a route in no
    /// section, which opens in the section the user is in.
    public let section: DeepLinkSection?

    /// Every screen, bottom first; the last is the link's own intent.
    ///
    /// One screen for a route without a parent.
    public let screens: [Intent]

    /// Whether the first screen is its section's root screen (``Route/sectionRoot()``): the tab shows it, so it is
    /// not part of ``path``.
    public let startsAtSectionRoot: Bool

    /// The screens a `NavigationStack` pushes: ``screens`` without the section's root screen.
    ///
    /// Empty for a link to the section's root.
    ///
    /// ```swift
    /// try router.stack(for: link).path   // [.recipe("42"), .reviews("42")]
    /// ```
    public var path: [Intent] { startsAtSectionRoot ? Array(screens.dropFirst()) : screens }

    /// A stack of screens, bottom first, for tests and previews; the router makes these.
    ///
    /// ```swift
    /// DeepLinkStack(section: .recipes, screens: [Intent.recipes, .recipe("42")], startsAtSectionRoot: true)
    /// ```
    ///
    /// - Parameters:
    ///   - section: The section, or `nil` for the one the user is in.
    ///   - screens: The screens, bottom first; the link's own last.
    ///   - startsAtSectionRoot: Whether the first screen is the section's root.
    public init(section: DeepLinkSection?, screens: [Intent], startsAtSectionRoot: Bool = false) {
        self.section = section
        self.screens = screens
        self.startsAtSectionRoot = startsAtSectionRoot && !screens.isEmpty
    }
}

extension DeepLinkStack: Equatable where Intent: Equatable {}
extension DeepLinkStack: Hashable where Intent: Hashable {}
extension DeepLinkStack: Sendable where Intent: Sendable {}
