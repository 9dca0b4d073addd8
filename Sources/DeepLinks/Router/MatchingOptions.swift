/// Options that change how a ``DeepLinkRouter`` compares links.
///
/// ```swift
/// let router = try DeepLinkRouter<Param, Intent>(options: .caseInsensitiveLiterals) {
///     Route("recipe" / .recipeId) { p in .showRecipe(try p.value(.recipeId)) }   // also matches /RECIPE/Ab12 (recipeId "Ab12")
/// }
/// ```
public struct MatchingOptions: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt8

    /// Creates a set from its bits.
    ///
    /// ```swift
    /// let options = MatchingOptions(rawValue: 1)  // .caseInsensitiveLiterals
    /// ```
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Literal segments compare ASCII-case-insensitively; captures keep the link's case.
    ///
    /// Two literals that differ only in case then conflict at the same position.
    public static let caseInsensitiveLiterals = MatchingOptions(rawValue: 1 << 0)
}
