import DeepLinks

extension CaptureKind {
    /// The rank of a literal segment: every capture ranks below it.
    static let literalRank = 1

    /// The kind's short name, as the playground prints it: `String`, `Int`, `Either` or `remainder`.
    var shortName: String {
        switch self {
        case .string: "String"
        case .int: "Int"
        case .either: "Either"
        case .remainder: "remainder"
        }
    }

    /// The kind's precedence rank at a segment, 1 the most specific: a literal is 1, `Int` 2, `String` and
    /// `Either` 3 (they accept the same segments), a remainder 4.
    var rank: Int {
        switch self {
        case .int: 2
        case .string, .either: 3
        case .remainder: 4
        }
    }

    /// The kind as a sentence says it: `an Int capture`, `a String capture`, `an Either capture`, `a remainder`.
    var phrase: String {
        switch self {
        case .string: "a String capture"
        case .int: "an Int capture"
        case .either: "an Either capture"
        case .remainder: "a remainder"
        }
    }
}
