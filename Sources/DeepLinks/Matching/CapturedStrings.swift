/// The Strings a link's captures become, made once per link however many routes are offered it.
///
/// The first route offered a link usually takes it, so nothing is kept until a route declines: a link that the first
/// route takes allocates nothing here. From the first decline on, each segment's String and each remainder's String
/// is made once and handed to every later route that captures it (Strings share their storage). Those remainders are
/// cut from the whole path, decoded and validated once per link (`DecodedPath`): routes whose remainders start at one
/// depth share one String, and routes whose remainders start at *r* different depths copy *r* suffixes of it (a copy,
/// never a new decoding or validation).
@usableFromInline
struct CapturedStrings {
    /// `nil` until a route declines: then the Strings kept for the routes after it.
    ///
    /// NB: one optional reference, so that a link its first route takes pays a `nil` check and nothing else
    /// (measured with callgrind: two empty stored collections cost two releases per match).
    @usableFromInline var kept: Kept?

    /// The Strings kept once a route declined.
    @usableFromInline
    final class Kept {
        /// For a link of *n* segments, `values[d]` is segment `d`'s String and `values[n + d]` the remainder from
        /// segment `d`, once made.
        @usableFromInline var values: [String?]
        /// The path decoded once, that the remainders are cut from; made when the first is needed.
        var path: DecodedPath?

        @usableFromInline
        init(segmentCount: Int) {
            values = Array(repeating: nil, count: 2 * segmentCount)
        }
    }

    @inlinable
    init() {}

    /// A handler's dictionary: `prototype` (each parameter's segment depth, counted from `base`) with each depth
    /// replaced by its segment's String.
    ///
    /// `mapValues` copies the keys as they lie (one allocation, nothing hashed), where inserting each key into a new
    /// dictionary would hash it; an empty prototype gives the empty singleton, no allocation.
    @inlinable
    func filled<Key: Hashable>(
        _ prototype: [Key: Int], from base: Int = 0, of segments: UnsafeBufferPointer<PathSegment>
    ) -> [Key: String] {
        guard !prototype.isEmpty else { return [:] }
        return prototype.mapValues { depth in segment(base &+ depth, of: segments) }
    }

    /// Segment `depth`'s String.
    @inlinable
    func segment(_ depth: Int, of segments: UnsafeBufferPointer<PathSegment>) -> String {
        guard let kept else { return segments[depth].string }
        if let value = kept.values[depth] { return value }
        let value = segments[depth].string
        kept.values[depth] = value
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
        let kept = self.kept ?? Kept(segmentCount: segmentCount)
        self.kept = kept
        guard let value, depth < segmentCount else { return }
        kept.values[remainder ? segmentCount + depth : depth] = value
    }

    /// The decoded segments from `depth` to the end of the path, joined by `/`; `nil` if one is malformed.
    ///
    /// Segments past the segment table are read from the raw input. Before any route declined, the remainder is made
    /// straight from the segments (what a link that its first route takes needs, and no more); afterwards it is cut
    /// from the path decoded once (`DecodedPath`) and kept.
    @usableFromInline
    func remainder(
        from depth: Int, of segments: UnsafeBufferPointer<PathSegment>, info: LinkInfo,
        input: UnsafeBufferPointer<UInt8>
    ) -> String? {
        let count = segments.count
        guard depth < count else { return nil }
        guard let kept else {
            guard let bytes = DecodedPath.join(segments[depth...], info: info, input: input) else { return nil }
            MatchStep.count(.copiedByte, 2 * bytes.count)
            return String(decoding: bytes, as: UTF8.self)
        }
        if let value = kept.values[count + depth] { return value }
        let path = kept.path ?? DecodedPath(segments, info: info, input: input)
        kept.path = path
        guard let value = path.suffix(from: depth) else { return nil }
        kept.values[count + depth] = value
        return value
    }
}

/// A link's path decoded once, segments joined by `/` (those past the segment table included), that remainders are
/// cut from.
@usableFromInline
final class DecodedPath {
    /// The path; `nil` when a segment past the segment table does not decode.
    private let joined: String?
    /// Where each segment of the segment table starts in `joined`'s UTF-8.
    private let starts: [Int]

    init(_ segments: UnsafeBufferPointer<PathSegment>, info: LinkInfo, input: UnsafeBufferPointer<UInt8>) {
        var starts: [Int] = []
        starts.reserveCapacity(segments.count)
        var offset = 0
        for segment in segments {
            starts.append(offset)
            offset += segment.count + 1
        }
        self.starts = starts
        let bytes = Self.join(segments[...], info: info, input: input)
        MatchStep.count(.copiedByte, 2 * (bytes?.count ?? 0))
        joined = bytes.map { String(decoding: $0, as: UTF8.self) }
    }

    /// The path from segment `depth` on: a copy of a suffix of it, never a new decoding or validation.
    func suffix(from depth: Int) -> String? {
        guard let joined, depth < starts.count else { return nil }
        let utf8 = joined.utf8
        let suffix = utf8[utf8.index(utf8.startIndex, offsetBy: starts[depth])...]
        MatchStep.count(.copiedByte, suffix.count)
        // A suffix starts at a segment, after a `/`: on a scalar boundary, so it is a String without a new validation.
        return String(suffix) ?? String(decoding: Array(suffix), as: UTF8.self)
    }

    /// The decoded `segments`, then the path's segments past the segment table, joined by `/`; `nil` if one of those
    /// does not decode.
    static func join(
        _ segments: Slice<UnsafeBufferPointer<PathSegment>>, info: LinkInfo, input: UnsafeBufferPointer<UInt8>
    ) -> [UInt8]? {
        var bytes: [UInt8] = []
        for position in segments.indices {
            if position > segments.startIndex { bytes.append(UInt8(ascii: "/")) }
            bytes += segments[position].bytes
        }
        guard info.overflowed, let last = segments.base.last else { return bytes }
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
        return complete ? bytes : nil
    }
}
