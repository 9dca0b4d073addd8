/// One path segment of an incoming link, as the matcher sees it: decoded bytes and flags.
///
/// `base` points into the caller's UTF-8 (no escapes) or into a scratch buffer holding the
/// percent-decoded bytes. Both outlive the match call that made the segment.
struct PathSegment {
    var base: UnsafePointer<UInt8>
    var count: Int
    /// Where the raw segment ends in the input (for a host, where the host ends).
    var rawEnd: Int
    /// The segment came from a custom scheme's host: literals compare ASCII-case-insensitively.
    var isHost: Bool
    /// The raw segment had a bad escape, or decoded to invalid UTF-8: it matches nothing.
    var isMalformed: Bool

    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    /// The captured value; only ever called on well-formed segments, whose bytes are valid UTF-8.
    var string: String { String(decoding: bytes, as: UTF8.self) }
}

/// Splits a link into segments and percent-decodes them, with no heap allocation for ordinary paths.
///
/// Empty segments are skipped; the path ends at the first `?` or `#`. An escape `%XY` decodes to
/// one byte; an encoded `/` stays inside its segment because splitting happens before decoding.
enum PathSegmenter {
    /// What splitting found, besides the segments themselves.
    struct Summary {
        /// How many segments were written (at most the capacity).
        var count: Int
        /// The link has more segments than the buffer's capacity.
        var overflowed: Bool
        /// Where the path stopped: the index of `?` or `#`, or the end of the input.
        var pathEnd: Int
    }

    /// Splits `input[pathStart...]` (and an optional custom-scheme host, which becomes the first
    /// segment), decodes the segments, and calls `body` with them.
    ///
    /// - Complexity: O(*n*) in the input's length; one pass to split, one over escaped segments.
    @inline(__always)
    static func withSegments<R>(
        of input: UnsafeBufferPointer<UInt8>,
        host: Range<Int>?,
        pathStart: Int,
        capacity: Int,
        _ body: (UnsafeBufferPointer<PathSegment>, Summary) -> R
    ) -> R {
        withUnsafeTemporaryAllocation(of: PathSegment.self, capacity: capacity) { segments in
            guard let inputBase = input.baseAddress else {
                return body(
                    UnsafeBufferPointer(start: segments.baseAddress, count: 0),
                    Summary(count: 0, overflowed: false, pathEnd: 0))
            }
            var count = 0
            var overflowed = false
            var escaped = false
            if let host, !host.isEmpty {
                let hasEscape = input[host].contains(UInt8(ascii: "%"))
                escaped = escaped || hasEscape
                if capacity > 0 {
                    segments[0] = PathSegment(
                        base: inputBase + host.lowerBound, count: host.count, rawEnd: host.upperBound, isHost: true,
                        isMalformed: hasEscape)
                    count = 1
                } else {
                    overflowed = true
                }
            }
            var index = pathStart
            let end = input.count
            scan: while index < end {
                var byte = input[index]
                if byte == UInt8(ascii: "/") {
                    index += 1
                    continue
                }
                if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { break scan }
                let start = index
                var hasEscape = false
                repeat {
                    hasEscape = hasEscape || byte == UInt8(ascii: "%")
                    index += 1
                    guard index < end else { break }
                    byte = input[index]
                } while byte != UInt8(ascii: "/") && byte != UInt8(ascii: "?") && byte != UInt8(ascii: "#")
                guard count < capacity else {
                    overflowed = true
                    // Keep scanning only to find where the path ends.
                    while index < end, input[index] != UInt8(ascii: "?"), input[index] != UInt8(ascii: "#") {
                        index += 1
                    }
                    break scan
                }
                // `isMalformed` temporarily marks "has an escape"; decoding below settles it.
                segments[count] = PathSegment(
                    base: inputBase + start, count: index - start, rawEnd: index, isHost: false, isMalformed: hasEscape)
                escaped = escaped || hasEscape
                count += 1
            }
            let summary = Summary(count: count, overflowed: overflowed, pathEnd: index)
            guard escaped else {
                return body(UnsafeBufferPointer(start: segments.baseAddress, count: count), summary)
            }
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: end) { scratch in
                for position in 0..<count where segments[position].isMalformed {
                    let raw = segments[position]
                    let offset = raw.base - inputBase
                    let decoded = PercentDecoding.decode(raw.bytes, into: scratch.baseAddress! + offset)
                    if let decoded {
                        segments[position] = PathSegment(
                            base: UnsafePointer(scratch.baseAddress! + offset), count: decoded, rawEnd: raw.rawEnd,
                            isHost: raw.isHost, isMalformed: false)
                    }
                }
                return body(UnsafeBufferPointer(start: segments.baseAddress, count: count), summary)
            }
        }
    }
}
