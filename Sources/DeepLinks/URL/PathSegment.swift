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
    /// The raw segment had a bad escape, a control character (raw or escaped), or decoded to invalid UTF-8: it matches
    /// nothing.
    @usableFromInline var isMalformed: Bool
    /// What the matcher has learned of the segment so far; see ``bytesHash()`` and ``isInt()``.
    var known: Known = []
    /// The case-blind hash of the segment's bytes (`RouteTrie.hash(_:count:)`), once `known` contains `.hash`.
    var hash: UInt64 = 0

    /// Facts about a segment, each worked out at most once per link however many trie nodes ask.
    struct Known: OptionSet {
        var rawValue: UInt8

        static let hash = Known(rawValue: 1 << 0)
        static let intChecked = Known(rawValue: 1 << 1)
        static let int = Known(rawValue: 1 << 2)
    }

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
    var string: String {
        MatchStep.count(.copiedByte, count)
        return LinkText.string(copying: bytes)
    }

    /// The hash of the segment's bytes for the literal look-ups (`RouteTrie.hash(node:bytesHash:)`), read once.
    ///
    /// NB: the node a look-up starts from is mixed in afterwards, so that a segment that many nodes look up (a table
    /// whose capture kinds overlap) is read once, not once per node.
    @inline(__always)
    mutating func bytesHash() -> UInt64 {
        if !known.contains(.hash) {
            MatchStep.count(.classifiedByte, count)
            hash = RouteTrie.hash(base, count: count)
            known.insert(.hash)
        }
        return hash
    }

    /// Whether an `Int` capture accepts the segment, read once: a segment of a hundred thousand digits (leading zeros
    /// never overflow) is read once however many `Int` children the walk meets.
    @inline(__always)
    mutating func isInt() -> Bool {
        if !known.contains(.intChecked) {
            MatchStep.count(.classifiedByte, count)
            if CaptureKind.parseInt(bytes) != nil { known.insert(.int) }
            known.insert(.intChecked)
        }
        return known.contains(.int)
    }
}
