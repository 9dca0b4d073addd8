import DeepLinks

/// Where the user is: the selected section (a tab) and a path of screens per section, as SwiftUI binds to it.
///
/// `TabView(selection:)` binds to ``section``, and each tab's `NavigationStack(path:)` to ``subscript(path:)``.
/// A link changes it by one rule (``open(_:)``): **its section is selected, and that section's path becomes the
/// link's path**; the other sections keep theirs. When the path on screen is the start of the new one, that is a
/// push of the screens that follow; otherwise the screens above the common start are replaced. A route in no
/// section opens in the section the user is in.
///
/// ```swift
/// var state = DeepLinkNavigationState<Intent>(section: .recipes)
/// state.open(try router.stack(for: link))   // /recipes/42/reviews
/// state.section                              // recipes
/// state[path: .recipes]                      // [.recipe("42"), .reviews("42")]
/// ```
///
/// The system back gesture and the back button pop by writing the path through the binding: the state stays the
/// truth of what is on screen.
public struct DeepLinkNavigationState<Intent: Hashable>: Hashable {
    /// The selected section; `DeepLinkSection.main` for an app without tabs.
    public var section: DeepLinkSection

    /// The path of each section that has one, bottom first.
    ///
    /// An empty path is not stored, so two states showing the same screens are equal.
    public private(set) var paths: [DeepLinkSection: [Intent]]

    /// A state with a selected section and paths.
    ///
    /// ```swift
    /// DeepLinkNavigationState<Intent>(section: .recipes, paths: [.recipes: [.recipe("42")]])
    /// ```
    ///
    /// - Parameters:
    ///   - section: The selected section; `DeepLinkSection.main` by default.
    ///   - paths: The path of each section, bottom first; none by default.
    public init(section: DeepLinkSection = .main, paths: [DeepLinkSection: [Intent]] = [:]) {
        self.section = section
        self.paths = paths.filter { !$0.value.isEmpty }
    }

    /// The path of a section, bottom first, for `NavigationStack(path:)`; empty for a section with none.
    ///
    /// ```swift
    /// NavigationStack(path: $navigation.state[path: .recipes]) { RecipesScreen() }
    /// ```
    ///
    /// - Parameter section: The section.
    public subscript(path section: DeepLinkSection) -> [Intent] {
        get { paths[section] ?? [] }
        set { paths[section] = newValue.isEmpty ? nil : newValue }
    }

    /// The selected section's path.
    ///
    /// ```swift
    /// NavigationStack(path: $navigation.state.path) { HomeScreen() }   // an app without tabs
    /// ```
    public var path: [Intent] {
        get { self[path: section] }
        set { self[path: section] = newValue }
    }

    /// Shows a link's stack: selects its section (or stays in the selected one, for a route in no section) and
    /// makes that section's path the stack's path; the other sections keep theirs.
    ///
    /// ```swift
    /// state.open(try router.stack(for: link))
    /// ```
    ///
    /// - Parameter stack: The link's stack (`DeepLinkRouter.stack(for:)`).
    public mutating func open(_ stack: DeepLinkStack<Intent>) {
        if let section = stack.section { self.section = section }
        path = stack.path
    }
}

extension DeepLinkNavigationState: Sendable where Intent: Sendable {}

extension DeepLinkNavigationState: Codable where Intent: Codable {
    private enum CodingKeys: String, CodingKey {
        case section
        case paths
    }

    /// Reads a saved state: `{"section":"recipes","paths":{"recipes":[…]}}`.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` when the saved value is not of this form.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let section = DeepLinkSection(try container.decode(String.self, forKey: .section))
        let byName = try container.decode([String: [Intent]].self, forKey: .paths)
        var paths: [DeepLinkSection: [Intent]] = [:]
        for (name, path) in byName { paths[DeepLinkSection(name)] = path }
        self.init(section: section, paths: paths)
    }

    /// Saves the state, for state restoration: `{"section":"recipes","paths":{"recipes":[…]}}`.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(section.name, forKey: .section)
        var byName: [String: [Intent]] = [:]
        for (section, path) in paths { byName[section.name] = path }
        try container.encode(byName, forKey: .paths)
    }
}
