/// SplitMix: small, fast, and fully determined by its seed; shared by the test targets and the fuzz targets.
///
/// The helpers below are used instead of the standard library's `random(in:using:)` and
/// `shuffled(using:)`, whose algorithms may change between Swift releases; this keeps a seed
/// replaying the same tables and paths everywhere.
package struct SplitMix: RandomNumberGenerator {
    private var state: UInt64

    package init(seed: UInt64) {
        state = seed
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `0..<bound` (the modulo bias is irrelevant here).
    package mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    /// A number in `0..<1`.
    package mutating func unit() -> Double {
        Double(next() >> 11) / Double(1 << 53)
    }

    package mutating func chance(_ probability: Double) -> Bool {
        unit() < probability
    }

    package mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[below(elements.count)]
    }

    /// Fisher–Yates.
    package mutating func shuffled<Element>(_ elements: [Element]) -> [Element] {
        var elements = elements
        for index in elements.indices.reversed() where index > 0 {
            elements.swapAt(index, below(index + 1))
        }
        return elements
    }
}
