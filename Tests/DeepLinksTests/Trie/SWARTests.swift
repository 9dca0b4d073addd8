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

    @Test func wordReadsOnlyInsideTheBuffer() {
        for length in 0...20 {
            let bytes = (0..<length).map { UInt8(0x41 + $0) }
            bytes.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                for index in 0..<length {
                    let count = min(length - index, 8)
                    var expected: UInt64 = 0
                    for offset in 0..<count { expected |= UInt64(bytes[index + offset]) << (8 * offset) }
                    #expect(SWAR.word(base, from: index, count: count, end: length) == expected, "\(length) \(index)")
                }
            }
        }
        #expect(SWAR.lowBytes(0) == 0)
        #expect(SWAR.lowBytes(3) == 0xFF_FFFF)
        #expect(SWAR.lowBytes(8) == ~0)
    }
}
