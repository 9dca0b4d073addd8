/// A named parameter of your app's routes, usually a `String`-backed enum.
///
/// Declare one enum per app with a case for every value your links carry. The raw value is the
/// parameter's public name: printed patterns, generated docs, query items and push payloads use it.
/// Each case says how it is captured; the default is ``CaptureKind/string``.
///
/// ```swift
/// enum Param: String, DeepLinkPathComponent {
///     case recipeId, subscriptionId, weekId
///     var capture: CaptureKind {
///         switch self {
///         case .weekId: .int
///         default: .string
///         }
///     }
/// }
///
/// let pattern: RoutePattern<Param> = "subscription" / .subscriptionId / .weekId / "edit"
/// ```
public protocol DeepLinkPathComponent: Hashable, Sendable, RawRepresentable where RawValue == String {
    /// How this parameter reads its path segment; ``CaptureKind/string`` unless you say otherwise.
    var capture: CaptureKind { get }
}

extension DeepLinkPathComponent {
    /// The default capture kind: one non-empty segment, read as a `String`.
    public var capture: CaptureKind { .string }
}
