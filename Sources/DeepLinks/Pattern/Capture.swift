/// What a route parameter accepts in its path segment.
///
/// The capture kind decides both which segments a parameter accepts and its precedence when
/// several routes could match: at each segment a literal beats ``int``, which beats ``string``
/// and ``either`` (those two accept the same segments and share a rank).
///
/// ```swift
/// enum Param: String, DeepLinkPathComponent {
///     case weekId, menuId
///     var capture: Capture { self == .weekId ? .int : .string }
/// }
/// ```
public enum Capture: Hashable, Sendable, CustomStringConvertible {
    /// One non-empty segment, read as a `String` (after percent-decoding).
    case string
    /// One segment of ASCII digits with an optional leading `-` that fits `Int`.
    ///
    /// No `+`, no spaces; leading zeros are allowed (`007` reads as `7`).
    case int
    /// Any non-empty segment, read as `Either<Int, String>`: `.left` exactly when the segment is an ``int``.
    case either

    /// The kind's name, as used in error messages: `String`, `Int` or `Either<Int, String>`.
    public var description: String {
        switch self {
        case .string: "String"
        case .int: "Int"
        case .either: "Either<Int, String>"
        }
    }
}
