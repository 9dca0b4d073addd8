#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a route parameter accepts in its path segment (or its query item), and what a handler reads it as.
///
/// The capture kind decides both which segments a parameter accepts and its precedence when several routes could
/// match: at each segment a literal beats ``int``, which beats every other one-segment kind (``string``, ``either``
/// and the typed kinds ``uuid``, ``bool``, ``double`` and ``value(_:)``, which share the next rank), which beat
/// ``remainder``. Among routes of one shape, a route whose captures are typed is offered before one that captures the
/// same segment as a `String`; a segment its type does not read makes the route pass the link on, with the reason
/// (MatchingRules, "Captures of your own types").
///
/// ```swift
/// enum Param: String, DeepLinkPathComponent {
///     case weekId, menuId, userId, diet
///     var capture: CaptureKind {
///         switch self {
///         case .weekId: .int
///         case .userId: .uuid
///         case .diet: .value(Diet.self)   // enum Diet: String, DeepLinkValue
///         default: .string
///         }
///     }
/// }
/// ```
public struct CaptureKind: Hashable, Sendable, CustomStringConvertible {
    /// The kinds, for the library's exhaustive switches.
    @usableFromInline
    enum Storage {
        case string, int, either, remainder
        /// A segment the type reads (``DeepLinkValue``).
        case value(ValueType)
    }

    /// A ``DeepLinkValue`` type.
    @usableFromInline
    struct ValueType {
        @usableFromInline let type: any DeepLinkValue.Type
    }

    /// `0` to `3` for ``string``, ``int``, ``either`` and ``remainder``; otherwise the address of a ``DeepLinkValue``
    /// type's metadata (never below 4).
    ///
    /// NB: one word, not an enum with the type as its payload: an app's component that stores its kind (a struct
    /// component, such as one read from text) stays 24 bytes with a `String` name, where an enum payload of
    /// `any DeepLinkValue.Type` made it 40 (memory per route, Benchmarks --memory-check: 928 → 996 B/route).
    @usableFromInline let bits: UInt

    @usableFromInline
    init(bits: UInt) {
        self.bits = bits
    }

    /// The kind, for a `switch`.
    @usableFromInline
    var storage: Storage {
        switch bits {
        case 0: return .string
        case 1: return .int
        case 2: return .either
        case 3: return .remainder
        default:
            // Only `value(_:)` makes such bits, from a `DeepLinkValue` type: the cast does not fail.
            guard let type = unsafeBitCast(bits, to: Any.Type.self) as? any DeepLinkValue.Type else { return .string }
            return .value(ValueType(type: type))
        }
    }

    /// One non-empty segment, read as a `String` (after percent-decoding).
    public static let string = CaptureKind(bits: 0)
    /// One segment of ASCII digits with an optional leading `-` that fits `Int`.
    ///
    /// No `+`, no spaces; leading zeros are allowed (`007` reads as `7`).
    public static let int = CaptureKind(bits: 1)
    /// Any non-empty segment, read as `Either<Int, String>`: `.left` exactly when the segment is an ``int``.
    ///
    /// The text decides the case, so a `.right` whose text is an Int does not survive a link: reverse routing refuses
    /// an intent whose value reads back as another (`.right("007")` would open `.left(7)`:
    /// ``DeepLinkURLError/Kind/invalidParameter``), and `.right("7")`, written as `.left(7)` is, opens `.left(7)`.
    ///
    /// ```swift
    /// Route("menu" / .menuId) { p in .menu(try p.either(.menuId)) }   // /menu/7 → .left(7), /menu/abc → .right("abc")
    /// ```
    public static let either = CaptureKind(bits: 2)
    /// One or more segments to the end of the path, read as their decoded texts joined by `/`.
    ///
    /// Only the last parameter of a pattern may be a remainder, and it never matches zero segments:
    /// `"docs" / .rest` accepts `/docs/a/b` (`rest` is `a/b`) but not `/docs`; declare `"docs"` as a
    /// second pattern for that. Printed patterns show it as `*rest`.
    public static let remainder = CaptureKind(bits: 3)
    /// One segment that reads as a `UUID`, in upper or lower case (`3f2504e0-4f89-11d3-9a0c-0305e82c3301`); read it
    /// with `try params.value(.userId, as: UUID.self)`.
    public static let uuid = CaptureKind.value(UUID.self)
    /// One segment that reads as a `Bool`: `true`, `false`, `1` or `0`.
    public static let bool = CaptureKind.value(Bool.self)
    /// One segment that reads as a finite `Double` written in decimal: the decimal texts Swift's `Double(_:)` reads.
    ///
    /// The whole segment is `-?(D+(\.D*)?|\.D+)([eE][-+]?D+)?`, `D` an ASCII digit: `4.5`, `-3`, `.5`, `5.`,
    /// `-0.5`, `1e3`, `1e-5`. Refused: `nan`, `inf`, a value too large to be finite (`1e999`), hexadecimal (`0x1p3`),
    /// a leading `+` (a query reads `+` as a space) and spaces. Reverse routing writes a value's shortest form
    /// (`0.5` for `.5`), which reads back equal.
    ///
    /// ```swift
    /// Route("map" / .zoom) { p in .map(zoom: try p.value(.zoom, as: Double.self)) }   // /map/.5 → zoom 0.5
    /// ```
    public static let double = CaptureKind.value(Double.self)

    /// One segment that `type` reads: an enum by its raw value, or any type of your app that is a ``DeepLinkValue``.
    ///
    /// ```swift
    /// enum Diet: String, DeepLinkValue { case vegan, vegetarian, glutenFree = "gluten free" }
    /// var capture: CaptureKind { self == .diet ? .value(Diet.self) : .string }
    /// // "recipes" / .diet accepts /recipes/vegan and /recipes/gluten%20free, not /recipes/paleo
    /// ```
    ///
    /// `.value(Int.self)` is ``int`` and `.value(String.self)` is ``string``.
    ///
    /// - Parameter type: The type the segment is read as.
    /// - Returns: The capture kind.
    public static func value<Value: DeepLinkValue>(_ type: Value.Type) -> CaptureKind {
        // `Int` and `String` are the kinds the matcher knows: their precedence is theirs.
        if Value.self == Int.self { return .int }
        if Value.self == String.self { return .string }
        return CaptureKind(bits: unsafeBitCast(Value.self as Any.Type, to: UInt.self))
    }

    /// The kind's name, as used in error messages: `String`, `Int`, `Either<Int, String>`, `remainder`, or the type's
    /// name (`UUID`, `Bool`, `Double`, `Diet`).
    public var description: String {
        switch storage {
        case .string: "String"
        case .int: "Int"
        case .either: "Either<Int, String>"
        case .remainder: "remainder"
        case .value(let value): value.type.linkTypeName
        }
    }

    /// Whether the kind reads its segment as a type of its own (``uuid``, ``bool``, ``double``, ``value(_:)``): its
    /// routes check the value before their handler, and pass a link whose value does not read.
    @inlinable
    var isTyped: Bool { bits > 3 }
}
