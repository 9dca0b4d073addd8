/// What a route parameter accepts in its path segment.
///
/// The capture kind decides both which segments a parameter accepts and its precedence when
/// several routes could match: at each segment a literal beats ``int``, which beats ``string``
/// and ``either`` (those two accept the same segments and share a rank), which beat ``remainder``.
///
/// ```swift
/// enum Param: String, DeepLinkPathComponent {
///     case weekId, menuId
///     var capture: CaptureKind { self == .weekId ? .int : .string }
/// }
/// ```
public enum CaptureKind: Hashable, Sendable, CustomStringConvertible {
    /// One non-empty segment, read as a `String` (after percent-decoding).
    case string
    /// One segment of ASCII digits with an optional leading `-` that fits `Int`.
    ///
    /// No `+`, no spaces; leading zeros are allowed (`007` reads as `7`).
    case int
    /// Any non-empty segment, read as `Either<Int, String>`: `.left` exactly when the segment is an ``int``.
    case either
    /// One or more segments to the end of the path, read as their decoded texts joined by `/`.
    ///
    /// Only the last parameter of a pattern may be a remainder, and it never matches zero segments:
    /// `"docs" / .rest` accepts `/docs/a/b` (`rest` is `a/b`) but not `/docs`; declare `"docs"` as a
    /// second pattern for that. Printed patterns show it as `*rest`.
    case remainder

    /// The kind's name, as used in error messages: `String`, `Int`, `Either<Int, String>` or `remainder`.
    public var description: String {
        switch self {
        case .string: "String"
        case .int: "Int"
        case .either: "Either<Int, String>"
        case .remainder: "remainder"
        }
    }
}
