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
        // NB: the empty singleton made directly: the literal `[:]` went through `init(dictionaryLiteral:)` (callgrind:
        // ~20 instructions a match of a route without captures).
        guard !prototype.isEmpty else { return [Key: String]() }
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
            return bytes.withUnsafeBufferPointer(LinkText.string(copying:))
        }
        if let value = kept.values[count + depth] { return value }
        let path = kept.path ?? DecodedPath(segments, info: info, input: input)
        kept.path = path
        guard let value = path.suffix(from: depth) else { return nil }
        kept.values[count + depth] = value
        return value
    }
}
