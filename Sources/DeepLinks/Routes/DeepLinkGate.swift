/// A condition the app must meet before a route's links open: the user is signed in, onboarding is done, consent
/// is given, a paywall or an update screen is passed, the app's data is ready.
///
/// Routes declare their gates with ``Requires`` (``Authorized`` is `Requires(.authorization)`); the navigator holds
/// a link to a gated route until the app says every one of its gates is open
/// (`DeepLinkNavigator.gateDidChange(_:isOpen:)`). Every gate is closed until the app opens it. A gate is its
/// name: declare yours once, as static members.
///
/// ```swift
/// extension DeepLinkGate {
///     static let onboarded: DeepLinkGate = "onboarded"
///     static let consent: DeepLinkGate = "consent"
/// }
///
/// Requires(.onboarded) {
///     Route("recipe" / .recipeId) { p in .showRecipe(try p.value(.recipeId)) }
/// }
/// navigator.gateDidChange(.onboarded, isOpen: true)   // delivers a link held for onboarding
/// ```
public struct DeepLinkGate: Hashable, Comparable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The gate's name, as logs, events and the route table show it.
    ///
    /// ```swift
    /// DeepLinkGate.authorization.name   // "authorization"
    /// ```
    public let name: String

    /// A gate with this name; two gates with the same name are the same gate.
    ///
    /// ```swift
    /// let paywall = DeepLinkGate("paywall")
    /// ```
    ///
    /// - Parameter name: The gate's name.
    public init(_ name: String) {
        self.name = name
    }

    /// A gate from a string literal: `let onboarded: DeepLinkGate = "onboarded"`.
    ///
    /// - Parameter value: The gate's name.
    public init(stringLiteral value: String) {
        self.name = value
    }

    /// The signed-in user: the gate of every route inside ``Authorized``, opened and closed by
    /// `DeepLinkNavigator.authorizationDidChange(_:)`.
    ///
    /// ```swift
    /// Requires(.authorization, .onboarded) { Route("orders") { _ in .orders } }
    /// ```
    public static let authorization = DeepLinkGate("authorization")

    /// The gate's name.
    public var description: String { name }

    /// Orders gates by name, the order events and the route table list them in.
    ///
    /// - Parameters:
    ///   - lhs: A gate.
    ///   - rhs: Another gate.
    /// - Returns: Whether `lhs`'s name comes first.
    public static func < (lhs: DeepLinkGate, rhs: DeepLinkGate) -> Bool {
        lhs.name < rhs.name
    }
}

extension [DeepLinkGate] {
    /// The gates, each once, by name: the one form routes, links and events keep them in.
    @usableFromInline
    package func normalized() -> [DeepLinkGate] {
        Set(self).sorted()
    }

    /// The gates as a phrase for logs: `authorization, onboarded`.
    package var phrase: String {
        map { LogText.escaped($0.name) }.joined(separator: ", ")
    }
}
