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
        joined = bytes.map { $0.withUnsafeBufferPointer(LinkText.string(copying:)) }
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
