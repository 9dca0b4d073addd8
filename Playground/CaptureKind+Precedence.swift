import DeepLinks

extension CaptureKind {
    /// The rank of a literal segment: every capture ranks below it.
    static let literalRank = 1

    /// The kind's short name, as the playground prints it: `String`, `Int`, `Either`, `remainder`, or a typed
    /// kind's type (`UUID`).
    var shortName: String {
        self == .either ? "Either" : description
    }

    /// The kind's precedence rank at a segment, 1 the most specific: a literal is 1, `Int` 2, `String`, `Either` and
    /// the typed kinds 3 (they take the same child of the trie), a remainder 4.
    var rank: Int {
        switch self {
        case .int: 2
        case .remainder: 4
        default: 3
        }
    }

    /// The kind as a sentence says it: `an Int capture`, `a String capture`, `an Either capture`, `a remainder`,
    /// `a UUID capture`.
    var phrase: String {
        switch self {
        case .int: "an Int capture"
        case .either: "an Either capture"
        case .remainder: "a remainder"
        default: "a \(description) capture"
        }
    }
}
