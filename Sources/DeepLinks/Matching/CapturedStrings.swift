/// The Strings a link's captures become, made once per link however many routes are offered it.
///
/// The first route offered a link usually takes it, so nothing is kept until a route declines: a link that the first
/// route takes allocates nothing here. From the first decline on, each segment's String and each remainder's String
/// is made once and handed to every later route that captures it (Strings share their storage). A remainder is cut
/// from the whole path, decoded and validated once per link: routes whose remainders start at one depth share one
/// String, and routes whose remainders start at *r* different depths copy *r* suffixes of it (a copy, never a new
/// decoding or validation).
@usableFromInline
struct CapturedStrings {
    /// Empty until a route declines; then, for a link of *n* segments, `values[d]` is segment `d`'s String and
    /// `values[n + d]` the remainder from segment `d`, once made.
    @usableFromInline var values: [String?] = []
    /// The decoded path from its first segment, segments joined by `/` (the segments past the segment table
    /// included), once a remainder needed it.
    private var joined = ""
    /// Where each segment starts in `joined`'s UTF-8.
    private var starts: [Int] = []
    private var joinState = JoinState.notYet

    private enum JoinState {
        case notYet
        case joined
        /// A segment past the segment table does not decode: no remainder can be made.
        case malformed
    }

    @inlinable
    init() {}

    /// Segment `depth`'s String.
    @inlinable
    mutating func segment(_ depth: Int, of segments: UnsafeBufferPointer<PathSegment>) -> String {
        guard !values.isEmpty else { return segments[depth].string }
        if let kept = values[depth] { return kept }
        let value = segments[depth].string
        values[depth] = value
        return value
    }

    /// Keeps a String a declining route was given, for the routes after it; the first call starts keeping.
    ///
    /// - Parameters:
    ///   - value: The capture's String (`nil` keeps nothing).
    ///   - depth: Where the capture starts in the path.
    ///   - remainder: The capture is a remainder, from `depth` to the end.
    ///   - segmentCount: How many segments the link has in its segment table.
    @inlinable
    mutating func keep(_ value: String?, at depth: Int, remainder: Bool, segmentCount: Int) {
        if values.isEmpty { values = Array(repeating: nil, count: 2 * segmentCount) }
        guard let value, depth < segmentCount else { return }
        values[remainder ? segmentCount + depth : depth] = value
    }

    /// The decoded segments from `depth` to the end of the path, joined by `/`; `nil` if one is malformed.
    ///
    /// Segments past the segment table are read from the raw input, once per link.
    @usableFromInline
    mutating func remainder(
        from depth: Int, of segments: UnsafeBufferPointer<PathSegment>, info: LinkInfo,
        input: UnsafeBufferPointer<UInt8>
    ) -> String? {
        let count = segments.count
        guard depth < count else { return nil }
        if !values.isEmpty, let kept = values[count + depth] { return kept }
        if joinState == .notYet { join(segments, info: info, input: input) }
        guard joinState == .joined else { return nil }
        let utf8 = joined.utf8
        let suffix = utf8[utf8.index(utf8.startIndex, offsetBy: starts[depth])...]
        MatchStep.count(.copiedByte, suffix.count)
        // A suffix starts at a segment, after a `/`: on a scalar boundary, so it is a String without a new validation.
        let value = String(suffix) ?? String(decoding: Array(suffix), as: UTF8.self)
        if !values.isEmpty { values[count + depth] = value }
        return value
    }

    /// Decodes the whole path into `joined`, once.
    private mutating func join(
        _ segments: UnsafeBufferPointer<PathSegment>, info: LinkInfo, input: UnsafeBufferPointer<UInt8>
    ) {
        var bytes: [UInt8] = []
        starts.reserveCapacity(segments.count)
        for segment in segments {
            if !bytes.isEmpty { bytes.append(UInt8(ascii: "/")) }
            starts.append(bytes.count)
            bytes += segment.bytes
        }
        joinState = .malformed
        if info.overflowed, let last = segments.last {
            // The rest of the path is read segment by segment, decoded straight into `bytes`: nothing is stored per
            // segment, so a hostile link costs memory in proportion to the value it produces, no more.
            let complete = PathSegmenter.forEachRawSegment(in: input, last.rawEnd..<info.pathEnd) { raw in
                bytes.append(UInt8(ascii: "/"))
                let start = bytes.count
                bytes += repeatElement(0, count: raw.count)
                let decoded = bytes.withUnsafeMutableBufferPointer { buffer in
                    // `bytes` holds at least the "/" just appended, so it has an address.
                    buffer.baseAddress.flatMap { PercentDecoding.decode(raw, into: $0 + start) }
                }
                guard let decoded else { return false }
                bytes.removeLast(raw.count - decoded)
                return true
            }
            guard complete else { return }
        }
        MatchStep.count(.copiedByte, 2 * bytes.count)
        joined = String(decoding: bytes, as: UTF8.self)
        joinState = .joined
    }
}
