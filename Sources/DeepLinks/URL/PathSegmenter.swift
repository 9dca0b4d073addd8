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
                // Eight bytes at a time while they last, then byte by byte.
                while index &+ 8 <= end {
                    let word = UInt64(littleEndian: UnsafeRawPointer(inputBase + index).loadUnaligned(as: UInt64.self))
                    let stops =
                        SWAR.bytes(equalTo: UInt8(ascii: "/"), in: word)
                        | SWAR.bytes(equalTo: UInt8(ascii: "?"), in: word)
                        | SWAR.bytes(equalTo: UInt8(ascii: "#"), in: word)
                    let escapes = SWAR.bytes(equalTo: UInt8(ascii: "%"), in: word)
                    guard stops != 0 else {
                        hasEscape = hasEscape || escapes != 0
                        index &+= 8
                        continue
                    }
                    // Only marks above a real match can be false, so the lowest stop and the marks below it are exact.
                    let offset = stops.trailingZeroBitCount &>> 3
                    hasEscape = hasEscape || escapes & ((1 &<< UInt64(offset &* 8)) &- 1) != 0
                    index &+= offset
                    break
                }
                while index < end {
                    byte = input[index]
                    if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { break }
                    hasEscape = hasEscape || byte == UInt8(ascii: "%")
                    index &+= 1
                }
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
            let summary = Summary(overflowed: overflowed, pathEnd: index)
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
