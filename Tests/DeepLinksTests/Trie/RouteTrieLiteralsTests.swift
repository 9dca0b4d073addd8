import DeepLinksTestSupport
import Testing

@testable import DeepLinks

/// The literal look-ups' hash must agree with the comparison that follows it: bytes that are equal ignoring ASCII
/// case must hash the same (or a case-insensitive look-up would miss), whatever their length.
///
/// Every failure names its seed; replay one with `DEEPLINKS_SEED=<seed> swift test --filter RouteTrieLiteralsTests`.
@Suite struct RouteTrieLiteralsTests {
    enum Param: String, DeepLinkPathComponent {
        case id
    }

    static let seeds: [UInt64] =
        DifferentialTests.overrideSeedText.flatMap(DifferentialTests.parseSeed).map { [$0] } ?? [1, 2, 0x11_7E4A]

    /// Every byte value: an upper-case letter and its lower case are the same to the hash, and every other byte is
    /// left as it is by lower-casing, so the case-blind word of a lower-cased byte is the byte's own.
    @Test func caseBlindWordAgreesWithLowerCasingForEveryByte() {
        for value in 0...255 {
            let byte = UInt8(value)
            let word = UInt64(byte) << 24
            let lowered = UInt64(ASCII.lowercased(byte)) << 24
            #expect(ASCII.caseBlind(word: word) == ASCII.caseBlind(word: lowered), "byte \(value)")
            #expect(ASCII.lowercased(word: word) == lowered, "byte \(value)")
        }
    }

    /// Random bytes of every length from 0 to 40 (letters, digits, punctuation, bytes of UTF-8 sequences), with the case
    /// of their letters flipped at random: the same hash, from the byte runs and from the buffer form alike.
    @Test(arguments: seeds) func bytesEqualIgnoringCaseHashTheSame(seed: UInt64) {
        var rng = SplitMix(seed: seed)
        let alphabet = Array("aZbYcz09-_.~@`[{/%".utf8) + [0xC3, 0xA9, 0xE6, 0x97, 0xA5, 0x7F, 0x00]
        for length in 0...40 {
            for _ in 0..<50 {
                let bytes = (0..<length).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] }
                let flipped = bytes.map { byte -> UInt8 in
                    let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
                    return isLetter && rng.next() % 2 == 0 ? byte ^ 0x20 : byte
                }
                let hashes = [bytes, flipped].map { run in
                    run.withUnsafeBufferPointer { RouteTrie.hash(node: 7, $0) }
                }
                #expect(hashes[0] == hashes[1], "seed \(seed): \(bytes) and \(flipped)")
            }
        }
    }

    /// A case-insensitive table finds a literal written in any case, of every length around the word size, and a
    /// case-sensitive one only as written.
    @Test func lookUpsFindLiteralsOfEveryLengthInAnyCase() throws {
        for length in 1...20 {
            let literal = String((0..<length).map { Character(UnicodeScalar(UInt8(ascii: "a") + UInt8($0 % 26))) })
            let shouted = literal.uppercased()
            let pattern = try RoutePattern<Param>(parsing: "/\(literal)/end")
            let insensitive = try DeepLinkRouter(
                options: .caseInsensitiveLiterals, routes: [Route(patterns: [pattern]) { _ in 1 }])
            let sensitive = try DeepLinkRouter(routes: [Route(patterns: [pattern]) { _ in 1 }])
            #expect(insensitive.match(.path("/\(shouted)/END"))?.intent == 1, "length \(length)")
            #expect(sensitive.match(.path("/\(literal)/end"))?.intent == 1, "length \(length)")
            #expect(sensitive.match(.path("/\(shouted)/end")) == nil, "length \(length)")
        }
    }
}
