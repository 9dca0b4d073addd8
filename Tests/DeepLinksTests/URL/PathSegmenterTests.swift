import DeepLinksTestSupport
import Foundation
import Testing

@testable import DeepLinks

/// The segmenter reads a link eight bytes at a time; these tests hold it to a byte-by-byte reading of the same rules:
/// the path ends at the first `?` or `#`, empty segments are skipped, a segment holding `%` or a raw control character
/// is decoded (or marked malformed), and segments past the capacity only set `overflowed`.
///
/// Every failure names its seed; replay one with `DEEPLINKS_SEED=<seed> swift test --filter PathSegmenterTests`.
@Suite struct PathSegmenterTests {
    static let seeds: [UInt64] =
        DifferentialTests.overrideSeedText.flatMap(DifferentialTests.parseSeed).map { [$0] } ?? [1, 2, 3, 0x5E9_0001]
    static let pathsPerSeed = 3_000

    /// What the segmenter must find, worked out one byte at a time from the text.
    struct Expected: Equatable, CustomStringConvertible {
        var segments: [[UInt8]]
        var malformed: [Bool]
        var rawEnds: [Int]
        var overflowed: Bool
        var pathEnd: Int

        var description: String {
            let texts = zip(segments, malformed).map {
                "\(String(decoding: $0, as: UTF8.self))\($1 ? "(malformed)" : "")"
            }
            return "\(texts) rawEnds \(rawEnds) overflowed \(overflowed) pathEnd \(pathEnd)"
        }
    }

    static func expected(_ bytes: [UInt8], pathStart: Int, capacity: Int) -> Expected {
        var result = Expected(segments: [], malformed: [], rawEnds: [], overflowed: false, pathEnd: bytes.count)
        var index = pathStart
        var start = pathStart
        func close(at end: Int) {
            guard end > start else { return }
            guard result.segments.count < capacity else {
                result.overflowed = true
                return
            }
            let raw = Array(bytes[start..<end])
            var decoded = raw
            var malformed = false
            if raw.contains(where: { $0 == UInt8(ascii: "%") || ASCII.isControl($0) }) {
                var output = [UInt8](repeating: 0, count: raw.count)
                let length = raw.withUnsafeBufferPointer { raw in
                    output.withUnsafeMutableBufferPointer { PercentDecoding.decode(raw, into: $0.baseAddress!) }
                }
                if let length { decoded = Array(output[..<length]) } else { malformed = true }
            }
            result.segments.append(decoded)
            result.malformed.append(malformed)
            result.rawEnds.append(end)
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") {
                result.pathEnd = index
                break
            }
            if byte == UInt8(ascii: "/") {
                close(at: index)
                start = index + 1
            }
            index += 1
        }
        close(at: result.pathEnd)
        return result
    }

    static func actual(_ bytes: [UInt8], pathStart: Int, capacity: Int) -> Expected {
        bytes.withUnsafeBufferPointer { input in
            PathSegmenter.withSegments(of: input, host: nil, pathStart: pathStart, capacity: capacity) {
                segments, summary in
                Expected(
                    segments: segments.map { Array($0.bytes) }, malformed: segments.map(\.isMalformed),
                    rawEnds: segments.map(\.rawEnd), overflowed: summary.overflowed, pathEnd: summary.pathEnd)
            }
        }
    }

    static let pieces: [String] = [
        "/", "/", "//", "a", "b", "repos", "abcdefgh", "abcdefghij", "?", "#", "?q=1", "%2F", "%41", "%", "%z",
        "%E2%82%AC",
        "%C3", "é", "日本", "-", "~", ".", "+", "%00", "\u{0}", "\u{1F}", "\u{7F}", "\t", " ", "$", "!",
    ]

    @Test(arguments: seeds) func readsEightBytesAtATimeAsOneAtATime(seed: UInt64) {
        var rng = SplitMix(seed: seed)
        for number in 0..<Self.pathsPerSeed {
            let text = (0..<rng.below(14)).map { _ in rng.pick(Self.pieces) }.joined()
            let bytes = Array(text.utf8)
            var pathStart = bytes.isEmpty ? 0 : rng.below(min(bytes.count, 4) + 1)
            // A link's path starts on a character (after its authority, or at its start): its segments are UTF-8.
            while pathStart < bytes.count, bytes[pathStart] & 0xC0 == 0x80 { pathStart += 1 }
            let capacity = rng.below(8)
            let expected = Self.expected(bytes, pathStart: pathStart, capacity: capacity)
            let actual = Self.actual(bytes, pathStart: pathStart, capacity: capacity)
            #expect(
                actual == expected,
                "seed \(seed), path \(number): '\(text)' from \(pathStart), capacity \(capacity): \(actual), expected \(expected)"
            )
            if actual != expected { return }
        }
    }

    @Test func pathsAroundEightBytes() {
        for text in [
            "", "/", "a", "/a/b", "/abcdefg", "/abcdefgh", "/abcdefgh/", "/a?b/c", "/a#/b", "abcdefghijklmnop/q",
            "/abcdefg\u{0}", "/abcdefgh\u{7F}/i", "/a/\u{1B}", "\u{0}", "/a?\u{0}", "/a#\u{1}",
        ] {
            let bytes = Array(text.utf8)
            #expect(
                Self.actual(bytes, pathStart: 0, capacity: 4) == Self.expected(bytes, pathStart: 0, capacity: 4),
                "\(text)")
        }
        let split = Self.actual(Array("/repos/julienschmidt/httprouter/pulls/42".utf8), pathStart: 0, capacity: 8)
        #expect(
            split.segments.map { String(decoding: $0, as: UTF8.self) } == [
                "repos", "julienschmidt", "httprouter", "pulls", "42",
            ])
        #expect(split.rawEnds == [6, 20, 31, 37, 40])
        // A raw control character marks its segment, wherever it falls in a word; the query's do not.
        let marked = Self.actual(Array("/abcdefg/h\u{7F}/abcdefgh\u{0}/x?y=\u{1}".utf8), pathStart: 0, capacity: 8)
        #expect(marked.malformed == [false, true, true, false])
    }

    /// A custom scheme's host is the first segment, and follows the same rule.
    @Test func aHostWithARawControlCharacterIsMalformed() {
        for (text, malformed) in [
            ("myapp://re\u{1}cipe/1", true), ("myapp://re%41cipe/1", false), ("myapp://re\u{7F}/1", true),
        ] {
            let bytes = Array(text.utf8)
            let host = bytes.withUnsafeBufferPointer { URLAnatomy.parse($0) }
            let flags = bytes.withUnsafeBufferPointer { input in
                PathSegmenter.withSegments(of: input, host: host.host, pathStart: host.pathStart, capacity: 4) {
                    segments, _ in segments.map(\.isMalformed)
                }
            }
            #expect(flags == [malformed, false], "\(text.debugDescription)")
        }
    }
}
