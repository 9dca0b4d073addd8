extension RouteTrie {
    /// The most literals under one node that share one hash (`hash(node:bytesHash:)`).
    ///
    /// Literals that differ only in ASCII case do, since the hash is blind to it. A segment's look-up compares its
    /// bytes with each of them, so a table built to share hashes (a rule set of a literal's 2ⁿ case variants) is
    /// refused past this many, with a reason, instead of making every look-up under that node compare thousands of
    /// literals.
    static let maxLiteralsSharingAHash = 16

    /// Hash of bytes that is blind to ASCII case, eight bytes at a time, independent of any node.
    ///
    /// Bytes that are equal ignoring ASCII case hash the same (`ASCII.caseBlind(word:)`; a few other pairs do too,
    /// which the comparison after the look-up tells apart). Words are read as `words(_:count:)` gives them, so the
    /// same bytes always hash the same way. A segment's is worked out once per link (`PathSegment.bytesHash()`);
    /// `hash(node:bytesHash:)` then places it under a node. A segment of up to eight bytes (most of them) is its word
    /// (``word(_:count:)``) with its length, with no multiplication (``hash(word:count:)``).
    @inline(__always)
    static func hash(_ bytes: UnsafePointer<UInt8>, count: Int) -> UInt64 {
        if count <= 8 { return hash(word: word(bytes, count: count), count: count) }
        var state = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
        words(bytes, count: count) { state = mix(state ^ ASCII.caseBlind(word: $0)) }
        return state
    }

    /// ``hash(_:count:)`` of `count` (at most eight) bytes, given as ``word(_:count:)`` reads them: a walk that has them
    /// in a register hashes them without reading them again.
    @inline(__always)
    static func hash(word: UInt64, count: Int) -> UInt64 {
        // NB: no multiplication: `hash(node:bytesHash:)` mixes every bit of it into the slot (callgrind: ~8 instructions a
        // look-up).
        ASCII.caseBlind(word: word) ^ UInt64(truncatingIfNeeded: count) &<< 56
    }

    /// The `count` (at most eight) bytes at `bytes` in a word, in memory order, the bytes above them zero; without
    /// reading outside them.
    @inline(__always)
    static func word(_ bytes: UnsafePointer<UInt8>, count: Int) -> UInt64 {
        if count >= 8 { return load(bytes) }
        if count >= 4 {
            let low = UInt64(UInt32(littleEndian: UnsafeRawPointer(bytes).loadUnaligned(as: UInt32.self)))
            let high = UInt64(
                UInt32(littleEndian: UnsafeRawPointer(bytes + (count &- 4)).loadUnaligned(as: UInt32.self)))
            return low | (high &>> UInt64(truncatingIfNeeded: (8 &- count) &* 8)) &<< 32
        }
        return count == 0 ? 0 : tail(bytes, count: count) & SWAR.lowBytes(count)
    }

    /// The hash of a literal edge: (node, the case-blind hash of the literal's bytes), in one multiplication.
    ///
    /// NB: the key's high half is folded in before the multiplication. The slot comes from the product's low bits and
    /// those of its high half, which depend on the key's low 50 bits only: without the fold, the last two bytes of a
    /// literal of five to eight bytes (`s12345`) hardly reached it, and such literals piled up in runs (7.1 probes a
    /// look-up building 30,000 synthetic routes, 1.4 with it; callgrind: 19,827 → 19,356 instructions a route, and
    /// 3,099 → 2,977 a match on that table, 3,303 → 3,306 on github-api).
    @inline(__always)
    static func hash(node: UInt32, bytesHash: UInt64) -> UInt32 {
        let key = bytesHash ^ (UInt64(node) &* 0xD6E8_FEB8_6659_FD93)
        return finish((key ^ (key >> 32)) &* 0xBF58_476D_1CE4_E5B9)
    }

    /// Whether two byte runs of the same length are equal, optionally ignoring ASCII case.
    @inline(__always)
    static func equal(_ lhs: UnsafePointer<UInt8>, _ rhs: UnsafePointer<UInt8>, count: Int, folding: Bool) -> Bool {
        var index = 0
        while index &+ 8 < count {
            guard same(load(lhs + index), load(rhs + index), folding: folding) else { return false }
            index &+= 8
        }
        return same(tail(lhs, count: count), tail(rhs, count: count), folding: folding)
    }

    @inline(__always)
    private static func same(_ left: UInt64, _ right: UInt64, folding: Bool) -> Bool {
        folding ? ASCII.lowercased(word: left) == ASCII.lowercased(word: right) : left == right
    }

    /// Calls `body` with words that together cover `count` bytes: whole words, then `tail(_:count:)`.
    @inline(__always)
    private static func words(_ bytes: UnsafePointer<UInt8>, count: Int, _ body: (UInt64) -> Void) {
        var index = 0
        while index &+ 8 < count {
            body(load(bytes + index))
            index &+= 8
        }
        if count > 0 { body(tail(bytes, count: count)) }
    }

    /// A word covering the last bytes of a run of `count` (> 0) bytes, without reading outside it.
    ///
    /// From eight bytes on it is the run's last eight bytes (overlapping the words before it); from four,
    /// two overlapping four-byte loads; below four, the first, middle and last bytes. Runs of the same
    /// length are read at the same positions, so equal runs give equal words and every byte is covered.
    @inline(__always)
    static func tail(_ bytes: UnsafePointer<UInt8>, count: Int) -> UInt64 {
        if count >= 8 { return load(bytes + (count &- 8)) }
        if count >= 4 {
            let low = UInt64(UInt32(littleEndian: UnsafeRawPointer(bytes).loadUnaligned(as: UInt32.self)))
            let high = UInt32(littleEndian: UnsafeRawPointer(bytes + (count &- 4)).loadUnaligned(as: UInt32.self))
            return low | UInt64(high) << 32
        }
        return UInt64(bytes[0]) | UInt64(bytes[count &>> 1]) << 8 | UInt64(bytes[count &- 1]) << 16
    }

    @inline(__always)
    private static func finish(_ state: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: state ^ (state >> 32))
    }

    /// Hash of (node, bytes, blind to ASCII case) for a buffer that may be empty.
    static func hash(node: UInt32, _ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        guard let base = bytes.baseAddress else { return hash(node: node, bytesHash: 0) }
        return hash(node: node, bytesHash: hash(base, count: bytes.count))
    }

    @inline(__always)
    private static func mix(_ value: UInt64) -> UInt64 {
        let mixed = (value ^ (value >> 31)) &* 0xBF58_476D_1CE4_E5B9
        return mixed ^ (mixed >> 29)
    }

    @inline(__always)
    static func load(_ bytes: UnsafePointer<UInt8>) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(bytes).loadUnaligned(as: UInt64.self))
    }

    /// The child reached from `node` by a literal equal to `segment`, or `Node.none`.
    ///
    /// When literals compare ignoring case (a custom scheme's host on a case-sensitive table), an
    /// exact match wins, then the literal declared first. The segment's bytes are hashed once per link
    /// (`PathSegment.bytesHash()`); a look-up then costs its probes and one comparison of the literal it finds.
    @inline(__always)
    func literalChild(of node: Int32, matching segment: inout PathSegment) -> Int32 {
        let bytesHash = segment.bytesHash()
        return literalChild(
            of: node, bytes: segment.base, count: segment.count, bytesHash: bytesHash, folding: foldsCase(segment))
    }

    /// The child reached from `node` by a literal equal to the `count` bytes at `bytes`, whose hash
    /// (`hash(_:count:)`) is `bytesHash`, ignoring ASCII case when `folding`.
    @inline(__always)
    func literalChild(
        of node: Int32, bytes: UnsafePointer<UInt8>, count: Int, bytesHash: UInt64, folding: Bool
    ) -> Int32 {
        guard folding else { return exactLiteralChild(of: node, bytes: bytes, count: count, bytesHash: bytesHash) }
        return foldingLiteralChild(of: node, bytes: bytes, count: count, bytesHash: bytesHash)
    }

    /// The child reached from `node` by a literal of exactly the `count` (1 through 8) bytes in `word` (as
    /// ``word(_:count:)`` reads them), whose hash is `bytesHash` (``hash(word:count:)``): the look-up of a short
    /// segment whose case matters, compared as one word with the literal (the pool is padded for that read).
    @inline(__always)
    func shortLiteralChild(of node: Int32, word: UInt64, count: Int, bytesHash: UInt64) -> Int32 {
        let bytes = SWAR.lowBytes(count)
        return exactLiteralChild(of: node, count: count, bytesHash: bytesHash) { RouteTrie.load($0) & bytes == word }
    }

    /// The child reached from `node` by a literal with exactly these bytes: the look-up of a segment whose case
    /// matters (every path segment of a case-sensitive table), with nothing of the case-folding search.
    @inline(__always)
    private func exactLiteralChild(
        of node: Int32, bytes: UnsafePointer<UInt8>, count: Int, bytesHash: UInt64
    ) -> Int32 {
        exactLiteralChild(of: node, count: count, bytesHash: bytesHash) {
            RouteTrie.equal($0, bytes, count: count, folding: false)
        }
    }

    /// The child reached from `node` by the literal of `count` bytes whose hash is `bytesHash` and whose bytes `equals`
    /// accepts (given their start in the pool).
    @inline(__always)
    private func exactLiteralChild(
        of node: Int32, count: Int, bytesHash: UInt64, equals: (UnsafePointer<UInt8>) -> Bool
    ) -> Int32 {
        let parent = UInt32(truncatingIfNeeded: node)
        let hash = RouteTrie.hash(node: parent, bytesHash: bytesHash)
        let mask = slotMask
        let pool = UnsafePointer(literalPool)
        var index = Int(hash) & mask
        while true {
            MatchStep.count(.probe)
            let slot = slots[index]
            if slot.node == Slot.emptyNode { return Node.none }
            if slot.node == parent, slot.hash == hash, RouteTrie.literalLength(pool, at: Int(slot.start)) == count {
                MatchStep.count(.comparedByte, count)
                if equals(pool + Int(slot.start)) { return Int32(truncatingIfNeeded: slot.child) }
            }
            index = (index &+ 1) & mask
        }
    }

    /// The child reached from `node` by a literal equal to these bytes ignoring ASCII case: an exact match first,
    /// then the literal declared first.
    private func foldingLiteralChild(
        of node: Int32, bytes: UnsafePointer<UInt8>, count: Int, bytesHash: UInt64
    ) -> Int32 {
        let hash = RouteTrie.hash(node: UInt32(truncatingIfNeeded: node), bytesHash: bytesHash)
        let mask = slotMask
        let pool = UnsafePointer(literalPool)
        var index = Int(hash) & mask
        var best = UInt32.max
        while true {
            MatchStep.count(.probe)
            let slot = slots[index]
            if slot.node == Slot.emptyNode {
                return best == UInt32.max ? Node.none : Int32(truncatingIfNeeded: best)
            }
            if slot.node == UInt32(truncatingIfNeeded: node), slot.hash == hash,
                RouteTrie.literalLength(pool, at: Int(slot.start)) == count
            {
                let literal = pool + Int(slot.start)
                MatchStep.count(.comparedByte, count)
                if RouteTrie.equal(literal, bytes, count: count, folding: false) {
                    return Int32(truncatingIfNeeded: slot.child)
                }
                if slot.child < best {
                    MatchStep.count(.comparedByte, count)
                    if RouteTrie.equal(literal, bytes, count: count, folding: true) { best = slot.child }
                }
            }
            index = (index &+ 1) & mask
        }
    }

    /// Whether literals compare with `segment` ignoring ASCII case.
    ///
    /// They do on a case-insensitive table, and for a custom scheme's host. The one place that rule is written.
    @inline(__always)
    func foldsCase(_ segment: PathSegment) -> Bool {
        caseInsensitive || segment.isHost
    }

    /// Whether a literal as declared equals `segment` under the table's case rule: what the walk's look-ups
    /// decide, for the miss reasons, which compare a route's own literals.
    func literal(_ literal: UnsafeBufferPointer<UInt8>, matches segment: PathSegment) -> Bool {
        guard literal.count == segment.count else { return false }
        guard let base = literal.baseAddress, segment.count > 0 else { return true }
        return RouteTrie.equal(base, segment.base, count: segment.count, folding: foldsCase(segment))
    }
}
