/// Byte-parallel tests on eight bytes in a `UInt64` ("SIMD within a register").
enum SWAR {
    /// A word whose bytes have their high bit set where `word`'s byte equals `byte`.
    ///
    /// Exact for the lowest matching byte; a byte above a match may be marked falsely (borrow), never one below.
    @inline(__always)
    static func bytes(equalTo byte: UInt8, in word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let x = word ^ (ones &* UInt64(byte))
        return (x &- ones) & ~x & (ones &* 0x80)
    }
}
