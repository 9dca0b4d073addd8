import Testing

@testable import DeepLinks

/// The byte-parallel tests the segmenter relies on, against plain comparisons.
@Suite struct SWARTests {
    /// Every byte value, at every position of a word, against a plain comparison.
    @Test func exactBytesMarksExactlyTheEqualBytes() {
        for target in [UInt8(ascii: "/"), 0, 0x80, 0xFF, UInt8(ascii: "%")] {
            for value in 0...255 {
                for position in 0..<8 {
                    // Neighbours equal to the target, to provoke the borrow that `bytes(equalTo:)` lets through.
                    var bytes = [UInt8](repeating: target, count: 8)
                    bytes[position] = UInt8(value)
                    let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                    var expected: UInt64 = 0
                    for (index, byte) in bytes.enumerated() where byte == target { expected |= 0x80 << (8 * index) }
                    #expect(SWAR.exactBytes(equalTo: target, in: UInt64(littleEndian: word)) == expected)
                }
            }
        }
    }

    /// Every byte value, at every position of a word, against a plain comparison, beside neighbours that are marked
    /// and neighbours that are not, so that a carry or borrow between bytes would show.
    @Test(arguments: [UInt8(0x20), UInt8(ascii: "%") + 1, 1, 0x7F])
    func belowOrDELMarksExactlyTheBytesBelowTheBoundAndDEL(_ bound: UInt8) {
        func isMarked(_ byte: UInt8) -> Bool { byte < bound || byte == 0x7F }
        for neighbour in [UInt8(0x00), 0x1F, 0x20, 0x25, 0x26, 0x7E, 0x7F, 0x80, 0xFF] {
            for value in 0...255 {
                for position in 0..<8 {
                    var bytes = [UInt8](repeating: neighbour, count: 8)
                    bytes[position] = UInt8(value)
                    let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                    var expected: UInt64 = 0
                    for (index, byte) in bytes.enumerated() where isMarked(byte) { expected |= 0x80 << (8 * index) }
                    #expect(SWAR.bytes(belowOrDEL: bound, in: UInt64(littleEndian: word)) == expected)
                }
            }
        }
    }

    /// The byte walk's first scan: the lowest mark is the first byte below the bound, DEL, non-ASCII or equal to the
    /// byte, with no mark below it, beside neighbours that are marked and neighbours that are not.
    @Test func firstByteFindsTheFirstStop() {
        let bound = UInt8(ascii: "%") + 1
        let stop = UInt8(ascii: "?")
        func isStop(_ byte: UInt8) -> Bool { byte < bound || byte >= 0x7F || byte == stop }
        for neighbour in [UInt8(ascii: "a"), 0x00, 0x25, 0x26, 0x3E, 0x3F, 0x40, 0x7E, 0x7F, 0x80, 0xFF] {
            for value in 0...255 {
                for position in 0..<8 {
                    var bytes = [UInt8](repeating: neighbour, count: 8)
                    bytes[position] = UInt8(value)
                    let word = UInt64(littleEndian: bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) })
                    let marked = SWAR.firstByte(belowOrDELOrHigh: bound, orEqualTo: stop, in: word)
                    let first = bytes.firstIndex(where: isStop)
                    let found: Int? = marked == 0 ? nil : marked.trailingZeroBitCount / 8
                    #expect(found == first, "\(bytes)")
                }
            }
        }
    }

    /// The descent's scan: the same, with `/` marked too (`?` and `/` differ in one bit), against the byte-by-byte rule.
    @Test func firstByteFindsTheFirstStopOrSlash() {
        let bound = UInt8(ascii: "%") + 1
        func isStop(_ byte: UInt8) -> Bool {
            byte < bound || byte >= 0x7F || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "/")
        }
        for neighbour in [
            UInt8(ascii: "a"), 0x00, 0x0F, 0x25, 0x26, 0x2E, 0x2F, 0x30, 0x3E, 0x3F, 0x40, 0x7E, 0x7F, 0xFF,
        ] {
            for value in 0...255 {
                for position in 0..<8 {
                    var bytes = [UInt8](repeating: neighbour, count: 8)
                    bytes[position] = UInt8(value)
                    let word = UInt64(littleEndian: bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) })
                    let marked = SWAR.firstByte(
                        belowOrDELOrHigh: bound, orEqualTo: UInt8(ascii: "?"), or: UInt8(ascii: "/"), in: word)
                    let first = bytes.firstIndex(where: isStop)
                    let found: Int? = marked == 0 ? nil : marked.trailingZeroBitCount / 8
                    #expect(found == first, "\(bytes)")
                }
            }
        }
    }

    /// With 0x20 it is `ASCII.isControl(_:)`, byte for byte.
    @Test func belowOrDELWithSpaceIsTheControlCharacters() {
        for value in 0...255 {
            let word = UInt64(value) | 0x4141_4141_4141_4100
            #expect((SWAR.bytes(belowOrDEL: 0x20, in: word) != 0) == ASCII.isControl(UInt8(value)), "\(value)")
        }
    }

    @Test func wordReadsOnlyInsideTheBuffer() {
        for length in 0...20 {
            let bytes = (0..<length).map { UInt8(0x41 + $0) }
            bytes.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                for index in 0..<length {
                    let count = min(length - index, 8)
                    // The bytes past the word's count read 0xFF, which no test of the segmenter marks.
                    var expected: UInt64 = ~0
                    for offset in 0..<count {
                        expected &= ~(0xFF << (8 * offset))
                        expected |= UInt64(bytes[index + offset]) << (8 * offset)
                    }
                    #expect(SWAR.word(base, from: index, count: count, end: length) == expected, "\(length) \(index)")
                }
            }
        }
        #expect(SWAR.lowBytes(0) == 0)
        #expect(SWAR.lowBytes(3) == 0xFF_FFFF)
        #expect(SWAR.lowBytes(8) == ~0)
    }
}
