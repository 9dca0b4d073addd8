/// One path segment of an incoming link, as the matcher sees it: decoded bytes and flags.
///
/// `base` points into the caller's UTF-8 (no escapes) or into a scratch buffer holding the
/// percent-decoded bytes. Both outlive the match call that made the segment.
@usableFromInline
struct PathSegment {
    @usableFromInline var base: UnsafePointer<UInt8>
    @usableFromInline var count: Int
    /// Where the raw segment ends in the input (for a host, where the host ends).
    @usableFromInline var rawEnd: Int
    /// The segment came from a custom scheme's host: literals compare ASCII-case-insensitively.
    @usableFromInline var isHost: Bool
    /// The raw segment had a bad escape, or decoded to invalid UTF-8: it matches nothing.
    @usableFromInline var isMalformed: Bool

    @usableFromInline
    init(base: UnsafePointer<UInt8>, count: Int, rawEnd: Int, isHost: Bool, isMalformed: Bool) {
        self.base = base
        self.count = count
        self.rawEnd = rawEnd
        self.isHost = isHost
        self.isMalformed = isMalformed
    }

    @inlinable
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    /// The captured value; only ever called on well-formed segments, whose bytes are valid UTF-8.
    @inlinable
    var string: String { String(decoding: bytes, as: UTF8.self) }
}
