/// Splits a link into segments and percent-decodes them, with no heap allocation for ordinary paths.
///
/// Empty segments are skipped; the path ends at the first `?` or `#`. An escape `%XY` decodes to
/// one byte; an encoded `/` stays inside its segment because splitting happens before decoding.
enum PathSegmenter {
    /// What splitting found, besides the segments themselves.
    struct Summary {
        /// The link has more segments than the buffer's capacity.
        var overflowed: Bool
        /// Where the path stopped: the index of `?` or `#`, or the end of the input.
        var pathEnd: Int
    }

    /// Splits `input[pathStart...]` (and an optional custom-scheme host, which becomes the first
    /// segment), decodes the segments, and calls `body` with them; the matcher may note what it learns of each
    /// segment in them (`PathSegment.known`).
    ///
    /// - Complexity: O(*n*) in the input's length; one pass to split, one over escaped segments.
    @inline(__always)
    static func withSegments<R>(
        of input: UnsafeBufferPointer<UInt8>,
        host: Range<Int>?,
        pathStart: Int,
        capacity: Int,
        _ body: (UnsafeMutableBufferPointer<PathSegment>, Summary) -> R
    ) -> R {
        withUnsafeTemporaryAllocation(of: PathSegment.self, capacity: capacity) { segments in
            guard let inputBase = input.baseAddress else {
                return body(
                    UnsafeMutableBufferPointer(rebasing: segments[..<0]), Summary(overflowed: false, pathEnd: 0))
            }
            var count = 0
            var overflowed = false
            var escaped = false
            if let host, !host.isEmpty {
                let hasEscape = input[host].contains { $0 == UInt8(ascii: "%") || ASCII.isControl($0) }
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
            // One pass, eight bytes at a time: every `/` of a word found at once (exactly), the path's end at the
            // first `?` or `#`, and escapes and raw control characters noted for the segment they fall in: such a
            // segment is decoded, and decoding refuses a control character as it refuses an escaped one.
            let end = input.count
            var index = pathStart
            var pathEnd = end
            var segmentStart = pathStart
            var segmentEscaped = false
            while index < end {
                let width = min(end &- index, 8)
                let word = SWAR.word(inputBase, from: index, count: width, end: end)
                var limit = width
                var slashes = SWAR.exactBytes(equalTo: UInt8(ascii: "/"), in: word)
                // NB: `%`, the C0 controls and DEL in one test, every byte below `%` + 1 and DEL: tested apart they
                // cost 4% of a match (callgrind, github-api), together 0.9%. A segment with a space, `!`, `"` or `$` is
                // so decoded too, to the same bytes.
                var escapes = SWAR.bytes(belowOrDEL: UInt8(ascii: "%") &+ 1, in: word)
                let stops =
                    SWAR.bytes(equalTo: UInt8(ascii: "?"), in: word) | SWAR.bytes(equalTo: UInt8(ascii: "#"), in: word)
                if stops != 0 {
                    limit = min(limit, stops.trailingZeroBitCount &>> 3)
                    let kept = SWAR.lowBytes(limit)
                    slashes &= kept
                    escapes &= kept
                }
                while slashes != 0 {
                    let offset = slashes.trailingZeroBitCount &>> 3
                    let slash = index &+ offset
                    if slash > segmentStart {
                        let hasEscape = segmentEscaped || (escapes != 0 && escapes & SWAR.lowBytes(offset) != 0)
                        if count < capacity {
                            segments[count] = PathSegment(
                                base: inputBase + segmentStart, count: slash &- segmentStart, rawEnd: slash,
                                isHost: false, isMalformed: hasEscape)
                            escaped = escaped || hasEscape
                            count &+= 1
                        } else {
                            overflowed = true
                        }
                    }
                    segmentStart = slash &+ 1
                    segmentEscaped = false
                    if escapes != 0 { escapes &= ~SWAR.lowBytes(offset &+ 1) }
                    slashes &= slashes &- 1
                }
                if escapes != 0 { segmentEscaped = true }
                if limit < width {
                    pathEnd = index &+ limit
                    break
                }
                index &+= width
            }
            if pathEnd > segmentStart {
                if count < capacity {
                    segments[count] = PathSegment(
                        base: inputBase + segmentStart, count: pathEnd &- segmentStart, rawEnd: pathEnd, isHost: false,
                        isMalformed: segmentEscaped)
                    escaped = escaped || segmentEscaped
                    count &+= 1
                } else {
                    overflowed = true
                }
            }
            let summary = Summary(overflowed: overflowed, pathEnd: pathEnd)
            guard escaped else {
                return body(UnsafeMutableBufferPointer(rebasing: segments[..<count]), summary)
            }
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: end) { scratch in
                // `end` > 0 here (a segment has an escape, so the input is not empty): the scratch has an address.
                // Each segment decodes into the scratch at its own offset in the input, and decoding never
                // lengthens it, so segments never overlap and never pass `end`.
                guard let scratchBase = scratch.baseAddress else {
                    return body(UnsafeMutableBufferPointer(rebasing: segments[..<count]), summary)
                }
                for position in 0..<count where segments[position].isMalformed {
                    let raw = segments[position]
                    let offset = raw.base - inputBase
                    let decoded = PercentDecoding.decode(raw.bytes, into: scratchBase + offset)
                    if let decoded {
                        segments[position] = PathSegment(
                            base: UnsafePointer(scratchBase + offset), count: decoded, rawEnd: raw.rawEnd,
                            isHost: raw.isHost, isMalformed: false)
                    }
                }
                return body(UnsafeMutableBufferPointer(rebasing: segments[..<count]), summary)
            }
        }
    }
}

extension PathSegmenter {
    /// Calls `body` with each raw (still encoded) non-empty segment of `input[range]`, in order, until it
    /// returns `false`; stores nothing, so it is safe on links of any length.
    ///
    /// - Returns: Whether `body` accepted every segment.
    static func forEachRawSegment(
        in input: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) -> Bool
    ) -> Bool {
        var index = range.lowerBound
        while index < range.upperBound {
            guard input[index] != UInt8(ascii: "/") else {
                index += 1
                continue
            }
            let start = index
            while index < range.upperBound, input[index] != UInt8(ascii: "/") { index += 1 }
            guard body(UnsafeBufferPointer(rebasing: input[start..<index])) else { return false }
        }
        return true
    }
}
