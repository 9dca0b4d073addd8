/// Why a route table could not be compiled into a ``DeepLinkRouter``: a conflict or a malformed route.
///
/// Every message names the pattern and where its route was declared (`#fileID:line`), so the
/// error points straight at the line to change.
///
/// ```swift
/// do {
///     _ = try DeepLinkRouter<Param, Intent> {
///         Route("recipe" / .recipeId) { _ in .home }
///         Route("recipe" / .slug) { _ in .home }
///     }
/// } catch {
///     print(error)
///     // Conflicting routes: '/recipe/:recipeId' (App/Routes.swift:3) and '/recipe/:slug' (App/Routes.swift:4) ...
/// }
/// ```
public struct DeepLinkRouterError: Error, Hashable, Sendable, CustomStringConvertible {
    private enum Reason: Hashable, Sendable {
        case conflict(first: String, firstSite: String, second: String, secondSite: String)
        case duplicateParameter(name: String, pattern: String, site: String)
        case noPattern(site: String)
    }

    private let reason: Reason

    private init(_ reason: Reason) {
        self.reason = reason
    }

    static func conflict(_ first: String, at firstSite: String, _ second: String, at secondSite: String) -> Self {
        Self(.conflict(first: first, firstSite: firstSite, second: second, secondSite: secondSite))
    }

    static func duplicateParameter(_ name: String, in pattern: String, at site: String) -> Self {
        Self(.duplicateParameter(name: name, pattern: pattern, site: site))
    }

    static func noPattern(at site: String) -> Self {
        Self(.noPattern(site: site))
    }

    /// A sentence that says what is wrong, naming the patterns and where they were declared.
    public var description: String {
        switch reason {
        case .conflict(let first, let firstSite, let second, let secondSite):
            "Conflicting routes: '\(first)' (\(firstSite)) and '\(second)' (\(secondSite)) accept exactly the same "
                + "links at the same precedence. Make one more specific (a literal, or an Int capture), or remove one."
        case .duplicateParameter(let name, let pattern, let site):
            "Pattern '\(pattern)' (\(site)) uses parameter '\(name)' twice; a parameter may appear once in a pattern."
        case .noPattern(let site):
            "Route declared at \(site) has no pattern; give it at least one, for example Route(\"\") for the root."
        }
    }
}
