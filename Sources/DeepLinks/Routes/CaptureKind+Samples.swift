extension CaptureKind {
    /// How many sets of sample values the route table tries before it reports that a pattern has no example.
    package static let sampleRounds = 3

    /// A sample value of this kind for example links.
    ///
    /// Later rounds give other values, for when a literal route takes the first. `nil` for a type without
    /// ``DeepLinkValue/linkExamples``: its routes need a declared example.
    package func sample(round: Int) -> String? {
        switch storage {
        case .int: ["42", "7", "2024"][round % 3]
        case .string: ["example", "sample", "abc"][round % 3]
        case .either: ["42", "example", "sample"][round % 3]
        case .remainder: ["a/b", "example", "sample/page"][round % 3]
        case .value(let value):
            Self.sample(of: value.type.linkExamples, round: round)
        }
    }

    /// The example of `examples` for `round`, written as a link writes it; `nil` when there is none.
    private static func sample(of examples: [any DeepLinkValue], round: Int) -> String? {
        examples.isEmpty ? nil : examples[round % examples.count].linkText
    }
}
