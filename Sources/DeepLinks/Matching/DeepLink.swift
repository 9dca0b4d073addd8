#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A link the router matched: the intent your handler made, and what it matched.
///
/// ```swift
/// if let link = router.match(URL(string: "myapp://recipe/42")!) {
///     print(link.intent)                  // showRecipe(recipeId: "42")
///     print(link.pattern)                 // /recipe/:recipeId
///     print(link.requiresAuthorization)   // false
/// }
/// ```
public struct DeepLink<Intent> {
    /// The URL that was matched; `nil` when the link came through ``DeepLinkRouter/match(path:)``.
    public let url: URL?
    /// The path that was matched, with a custom scheme's host as its first segment: `/recipe/42`.
    public let path: String
    /// What your route's handler returned.
    public let intent: Intent
    /// Whether the matched route was declared inside ``Authorized``.
    public let requiresAuthorization: Bool
    /// The matched pattern's text, for logs: `/recipe/:recipeId`.
    public let pattern: String

    /// Creates a deep link; the router makes these, tests and previews may too.
    ///
    /// ```swift
    /// let link = DeepLink(url: nil, path: "/home", intent: Intent.home, requiresAuthorization: false, pattern: "/home")
    /// ```
    ///
    /// - Parameters:
    ///   - url: The URL the link came from, if any.
    ///   - path: The matched path.
    ///   - intent: The intent.
    ///   - requiresAuthorization: Whether the link needs a signed-in user.
    ///   - pattern: The matched pattern's text.
    public init(url: URL?, path: String, intent: Intent, requiresAuthorization: Bool, pattern: String) {
        self.url = url
        self.path = path
        self.intent = intent
        self.requiresAuthorization = requiresAuthorization
        self.pattern = pattern
    }
}

extension DeepLink: Equatable where Intent: Equatable {}
extension DeepLink: Hashable where Intent: Hashable {}
extension DeepLink: Sendable where Intent: Sendable {}

extension DeepLink: CustomStringConvertible {
    /// One line for logs: `/recipe/42 → showRecipe(recipeId: "42") via /recipe/:recipeId`.
    public var description: String {
        "\(path) → \(intent) via \(pattern)\(requiresAuthorization ? " (requires authorization)" : "")"
    }
}
