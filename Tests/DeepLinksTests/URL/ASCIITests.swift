import Testing

@testable import DeepLinks

/// `firstRange(ofASCII:)`: the search the library uses where the standard library's `firstRange(of:)` needs iOS 16.
@Suite struct ASCIITests {
    /// Where the needle is, as offsets in the UTF-8, or `nil`.
    static func offsets(_ text: Substring, _ needle: String) -> Range<Int>? {
        text.firstRange(ofASCII: needle).map { range in
            let start = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
            return start..<(start + text.utf8.distance(from: range.lowerBound, to: range.upperBound))
        }
    }

    @Test func findsTheFirstOccurrenceAnywhere() {
        #expect(Self.offsets("https://a", "://") == 5..<8)
        #expect(Self.offsets("://a", "://") == 0..<3)
        #expect(Self.offsets("a://", "://") == 1..<4)
        #expect(Self.offsets(":://x://", "://") == 1..<4)
        #expect(Self.offsets("a:/b//", "://") == nil)
        #expect(Self.offsets("", "://") == nil)
        #expect(Self.offsets(":/", "://") == nil)
        #expect(Self.offsets("abc", "") == 0..<0)
    }

    /// Bytes of longer UTF-8 sequences never match an ASCII needle, and a combining mark after it does not hide it
    /// (a search by `Character` reads `/` and U+0301 as one character).
    @Test func readsBytesNotCharacters() {
        #expect(Self.offsets("日本://é", "://") == 6..<9)
        #expect(Self.offsets("https://\u{301}user@host", "://") == 5..<8)
        let text = "x$(a)y$(b)"
        let range = text.firstRange(ofASCII: "$(")
        let found: String? = range.map { String(text[$0]) }
        #expect(found == "$(")
    }

    /// On a slice, the range is in the slice's (the base String's) indices.
    @Test func searchesASliceInItsOwnIndices() {
        let base = "ab://cd://ef"
        let slice = base[base.index(base.startIndex, offsetBy: 4)...]
        let range = slice.firstRange(ofASCII: "://")
        #expect(range.map { base.utf8.distance(from: base.startIndex, to: $0.lowerBound) } == 7)
    }
}
