/// A value that is one of two types; `Either<Int, String>` is what an ``CaptureKind/either`` parameter reads as.
///
/// ```swift
/// let week: Either<Int, String> = try params.either(.weekOrMenuId)
/// switch week {
/// case .left(let number): print("week", number)
/// case .right(let menuId): print("menu", menuId)
/// }
/// ```
///
/// In a link, the text decides the case: an ``CaptureKind/either`` capture reads `.left` exactly when the segment is
/// an Int. So a `.left` survives the round trip written as the Int's own text (`7`, not `007`), and a `.right` only
/// when its text is not an Int: reverse routing refuses an intent whose value would read back as another
/// (`.right("007")` is written `007`, which opens `.left(7)`), and cannot tell `.right("7")` from `.left(7)`, which
/// are written alike: that link opens `.left(7)`. Keep `.right` values that are not numbers (a menu's slug), or
/// capture them with ``CaptureKind/string``.
///
/// ```swift
/// try router.path(for: .intent(.menu(.left(7))))         // "/menu/7"
/// try router.path(for: .intent(.menu(.right("007"))))    // throws: '007' would open .left(7)
/// ```
///
/// `Either` encodes as the wrapped value itself (`3` or `"abc"`, not a keyed container) and
/// decodes by trying `Left` first, then `Right`.
public enum Either<Left, Right> {
    /// The first alternative; for an ``CaptureKind/either`` capture, the segment was an integer.
    case left(Left)
    /// The second alternative; for an ``CaptureKind/either`` capture, the segment was not an integer.
    case right(Right)

    /// The wrapped value when this is `.left`, otherwise `nil`.
    ///
    /// ```swift
    /// Either<Int, String>.left(3).left  // 3
    /// ```
    public var left: Left? {
        if case .left(let value) = self { return value }
        return nil
    }

    /// The wrapped value when this is `.right`, otherwise `nil`.
    ///
    /// ```swift
    /// Either<Int, String>.right("abc").right  // "abc"
    /// ```
    public var right: Right? {
        if case .right(let value) = self { return value }
        return nil
    }
}

extension Either: Equatable where Left: Equatable, Right: Equatable {}
extension Either: Hashable where Left: Hashable, Right: Hashable {}
extension Either: Sendable where Left: Sendable, Right: Sendable {}

extension Either: CustomStringConvertible {
    /// The wrapped value's description: `"3"` for `.left(3)`, `"abc"` for `.right("abc")`.
    public var description: String {
        switch self {
        case .left(let value): String(describing: value)
        case .right(let value): String(describing: value)
        }
    }
}

extension Either: CustomDebugStringConvertible {
    /// The case and the wrapped value's debug description: `.left(3)`, `.right("abc")`.
    ///
    /// Swift uses it when an `Either` is printed inside another value, so intents in logs stay unambiguous:
    /// `menu(.left(12))` and `menu(.right("12"))`.
    public var debugDescription: String {
        switch self {
        case .left(let value): ".left(\(String(reflecting: value)))"
        case .right(let value): ".right(\(String(reflecting: value)))"
        }
    }
}

extension Either: Encodable where Left: Encodable, Right: Encodable {
    /// Encodes the wrapped value as a single value.
    ///
    /// ```swift
    /// try JSONEncoder().encode([Either<Int, String>.left(3), .right("a")])  // [3,"a"]
    /// ```
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What the wrapped value's encoding throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .left(let value): try container.encode(value)
        case .right(let value): try container.encode(value)
        }
    }
}

extension Either: Decodable where Left: Decodable, Right: Decodable {
    /// Decodes a single value as `Left` if it can, otherwise as `Right`.
    ///
    /// ```swift
    /// try JSONDecoder().decode([Either<Int, String>].self, from: Data("[3,\"a\"]".utf8))  // [.left(3), .right("a")]
    /// ```
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError.typeMismatch` when the value is neither a `Left` nor a `Right`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Left.self) {
            self = .left(value)
        } else if let value = try? container.decode(Right.self) {
            self = .right(value)
        } else {
            throw DecodingError.typeMismatch(
                Either.self,
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "Expected \(Left.self) or \(Right.self)."
                )
            )
        }
    }
}
