import DeepLinksTestSupport
import Testing

@testable import DeepLinks

/// `LinkText.string(copying:)`: the String of a captured value, made in the String's own storage, says what
/// `String(decoding:as:)` says of the same bytes.
///
/// Every failure names its seed; replay one with `DEEPLINKS_SEED=<seed> swift test --filter LinkTextTests`.
@Suite struct LinkTextTests {
    static let seeds: [UInt64] =
        DifferentialTests.overrideSeedText.flatMap(DifferentialTests.parseSeed).map { [$0] } ?? [1, 2, 0x7E_0001]

    static func copied(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBufferPointer { LinkText.string(copying: $0) }
    }

    /// Empty, small (inline, up to 15 bytes) and stored (16 and more) Strings, ASCII and not.
    @Test func copiesEveryLength() {
        for text in [
            "", "a", "42", "octocat", "123456789012345", "1234567890123456", "julienschmidt/httprouter", "café",
            "日本語のレシピ", String(repeating: "é", count: 40),
        ] {
            let copy = Self.copied(Array(text.utf8))
            #expect(copy == text)
            #expect(Array(copy.utf8) == Array(text.utf8), "\(text)")
        }
    }

    /// An empty buffer without a base address is the empty String.
    @Test func copiesAnEmptyBufferWithoutAnAddress() {
        #expect(LinkText.string(copying: UnsafeBufferPointer(start: nil, count: 0)) == "")
    }

    /// Bytes that are not UTF-8 are repaired exactly as `String(decoding:as:)` repairs them, byte for byte.
    @Test(arguments: seeds) func agreesWithDecodingOnAnyBytes(seed: UInt64) {
        var rng = SplitMix(seed: seed)
        let alphabet: [UInt8] = [0x00, 0x2F, 0x41, 0x7F, 0x80, 0xBF, 0xC3, 0xA9, 0xE2, 0x82, 0xAC, 0xF0, 0x9F, 0xFF]
        for number in 0..<2_000 {
            let bytes = (0..<rng.below(40)).map { _ in rng.pick(alphabet) }
            let expected = String(decoding: bytes, as: UTF8.self)
            let actual = Self.copied(bytes)
            #expect(
                Array(actual.utf8) == Array(expected.utf8),
                "seed \(seed), bytes \(number): \(bytes): \(Array(actual.utf8)), expected \(Array(expected.utf8))")
            if Array(actual.utf8) != Array(expected.utf8) { return }
        }
    }
}
