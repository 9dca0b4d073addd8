/// The parameter type of a route table whose links carry no values: no enum of your own to declare.
///
/// It has no cases, so a pattern can hold only literals and a handler's captures are always empty; a route that
/// needs a value needs a ``DeepLinkPathComponent`` of your own instead.
///
/// ```swift
/// enum Screen: Equatable, Sendable { case home, settings, about }
///
/// let router = try DeepLinkRouter<NoParameters, Screen> {
///     Route("") { _ in .home }
///     Route("settings", "preferences") { _ in .settings }
///     Route("settings/about", name: "about") { _ in .about }
/// }
/// router.match(.path("/preferences"))   // .settings
/// ```
public enum NoParameters: DeepLinkPathComponent {
    /// No text names a parameter: always `nil`.
    ///
    /// - Parameter rawValue: A parameter's name.
    public init?(rawValue: String) { nil }

    /// Never read: there is no value of this type.
    public var rawValue: String {
        switch self {}
    }
}
