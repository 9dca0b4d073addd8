/// Byte-parallel tests on eight bytes in a `UInt64` ("SIMD within a register").
///
/// A word holds bytes in memory order: the byte at the lowest address is the lowest byte.
enum SWAR {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// A word whose bytes have their high bit set where `word`'s byte equals `byte`.
    ///
    /// Exact for the lowest matching byte; a byte above a match may be marked falsely (borrow), never one below.
    @inline(__always)
    static func bytes(equalTo byte: UInt8, in word: UInt64) -> UInt64 {
        let x = word ^ (ones &* UInt64(byte))
        return (x &- ones) & ~x & highs
    }

    /// A word whose bytes have their high bit set exactly where `word`'s byte equals `byte` (no false marks).
    @inline(__always)
    static func exactBytes(equalTo byte: UInt8, in word: UInt64) -> UInt64 {
        let x = word ^ (ones &* UInt64(byte))
        let low = ~highs
        return ~(((x & low) &+ low) | x | low)
    }

    /// A word whose bytes have their high bit set exactly where `word`'s byte is below `bound` (1 through 0x7F) or is
    /// DEL (0x7F), with no false marks; bytes of 0x80 and above are never marked.
    ///
    /// With a `bound` of 0x20 it marks the C0 control characters and DEL (`ASCII.isControl(_:)`); the segmenter asks
    /// for those and `%` at once, with `%` + 1.
    @inline(__always)
    static func bytes(belowOrDEL bound: UInt8, in word: UInt64) -> UInt64 {
        // Each byte's low seven bits, to which adding at most 0x7F never carries into the next byte: the sums' high
        // bits say `low >= bound` and `low == 0x7F`.
        let low = word & ~highs
        let atLeastBound = low &+ ones &* UInt64(0x80 &- bound)
        let isDEL = low &+ ones
        return ~(word | (atLeastBound & ~isDEL)) & highs
    }

    /// A word whose lowest marked byte is `word`'s first byte that is below `bound` (1 through 0x7F), DEL (0x7F), 0x80
    /// or above, or equal to `byte`; bytes above the lowest mark may be marked falsely, never one below it.
    ///
    /// One test for the byte walk's first scan: the first byte that ends the path (`?`, `#`) or that it does not read.
    @inline(__always)
    static func firstByte(belowOrDELOrHigh bound: UInt8, orEqualTo byte: UInt8, in word: UInt64) -> UInt64 {
        refused(belowOrDELOrHigh: bound, in: word) | bytes(equalTo: byte, in: word)
    }

    /// ``firstByte(belowOrDELOrHigh:orEqualTo:in:)`` that marks two bytes besides, `byte` and `other`, which differ
    /// in one bit only, set in `byte` (`?` and `/`): setting that bit in every byte makes both `byte`, one test.
    ///
    /// One test for the descent's scan: the first byte that ends a segment (`/`), ends the path (`?`, `#`) or that it
    /// does not read.
    @inline(__always)
    static func firstByte(
        belowOrDELOrHigh bound: UInt8, orEqualTo byte: UInt8, or other: UInt8, in word: UInt64
    ) -> UInt64 {
        refused(belowOrDELOrHigh: bound, in: word) | bytes(equalTo: byte, in: word | ones &* UInt64(byte ^ other))
    }

    /// A word whose bytes have their high bit set exactly where `word`'s byte is below `bound` (1 through 0x7F), DEL
    /// (0x7F), or 0x80 and above.
    @inline(__always)
    private static func refused(belowOrDELOrHigh bound: UInt8, in word: UInt64) -> UInt64 {
        let low = word & ~highs
        let atLeastBound = low &+ ones &* UInt64(0x80 &- bound)
        let isDEL = low &+ ones
        // High bit set: the byte is 0x80 or above, or its low seven bits are below `bound` or all ones (DEL).
        return (word | ~(atLeastBound & ~isDEL)) & highs
    }

    /// A mask of the lowest `count` bytes (0 through 8).
    @inline(__always)
    static func lowBytes(_ count: Int) -> UInt64 {
        count >= 8 ? ~0 : (1 &<< UInt64(truncatingIfNeeded: count &* 8)) &- 1
    }

    /// The `count` (1 through 8) bytes at `base + index`, in a word whose bytes above them are 0xFF; never reads
    /// outside `base[0..<end]` (`index + count <= end`).
    ///
    /// 0xFF is a byte no UTF-8 holds, and none of the tests above marks it: the segmenter reads a last, short word as
    /// it reads the others, without masking what follows the link (a zero would read as NUL).
    @inline(__always)
    static func word(_ base: UnsafePointer<UInt8>, from index: Int, count: Int, end: Int) -> UInt64 {
        if count == 8 { return load(base + index) }
        let shift = UInt64(truncatingIfNeeded: (8 &- count) &* 8)
        if end >= 8 {
            // The last eight bytes of the buffer, shifted so that the ones before `index` fall off.
            return load(base + (end &- 8)) &>> shift | ~(~0 &>> shift)
        }
        var word = ~(~0 &>> shift)
        var offset = 0
        while offset < count {
            word |= UInt64(base[index &+ offset]) &<< UInt64(truncatingIfNeeded: offset &* 8)
            offset &+= 1
        }
        return word
    }

    @inline(__always)
    private static func load(_ bytes: UnsafePointer<UInt8>) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(bytes).loadUnaligned(as: UInt64.self))
    }
}
