/// ASCII case folding, shared by host comparison and case-insensitive literals.
@usableFromInline
package enum ASCII {
    /// Whether `byte` is a C0 control character or DEL: bytes no value a link hands to a handler may hold.
    @inlinable @inline(__always)
    static func isControl(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F
    }

    @inline(__always)
    package static func lowercased(_ byte: UInt8) -> UInt8 {
        byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
    }

    /// Eight bytes with bit 5 of each set: equal for any two words that are equal ignoring ASCII case (and for some
    /// others, such as `@` and `` ` ``), so a hash of it agrees with case-insensitive equality; one instruction where
    /// `lowercased(word:)` takes ten.
    @inline(__always)
    static func caseBlind(word: UInt64) -> UInt64 {
        word | 0x2020_2020_2020_2020
    }

    /// Lower-cases the ASCII letters of eight bytes at once.
    @inline(__always)
    static func lowercased(word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        let heptets = word & ~high
        let atLeastA = (heptets &+ (0x80 - 0x41) &* ones) & high
        let aboveZ = (heptets &+ (0x80 - 0x5B) &* ones) & high
        let upper = atLeastA & ~aboveZ & ~word & high
        return word | (upper >> 2)
    }
}

extension StringProtocol {
    /// The range of the first occurrence of `needle`, an ASCII text, found in the UTF-8: `"https://a".firstRange(ofASCII:
    /// "://")` is the range of `://`.
    ///
    /// The standard library's `firstRange(of:)` needs iOS 16 and macOS 13, and the package supports iOS 13 and
    /// macOS 10.15 (`.ci/apple-availability.sh`). An ASCII byte is never part of a longer UTF-8 sequence, so the range
    /// falls on Unicode scalar boundaries; unlike a search by `Character`, a combining mark after the needle does not
    /// hide it.
    package func firstRange(ofASCII needle: String) -> Range<Index>? {
        let wanted = Array(needle.utf8)
        guard let first = wanted.first else { return startIndex..<startIndex }
        let bytes = utf8
        var from = bytes.startIndex
        while let start = bytes[from...].firstIndex(of: first) {
            var end = start
            var matches = true
            for byte in wanted {
                guard end < bytes.endIndex, bytes[end] == byte else {
                    matches = false
                    break
                }
                end = bytes.index(after: end)
            }
            if matches { return start..<end }
            from = bytes.index(after: start)
        }
        return nil
    }
}
