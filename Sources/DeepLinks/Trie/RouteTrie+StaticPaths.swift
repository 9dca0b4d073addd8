extension RouteTrie {
    /// A path of literals only, as a link spells it (`/settings/profile`), and the terminal it selects.
    ///
    /// The walk tries a node's literal child before its captures, at every level, so a path whose text is exactly a
    /// chain of literal edges from the root (`/`, each literal, `/` between them) is offered that chain's terminal
    /// first, whatever else the table holds. The route selection looks such a path up in one hash table
    /// (``staticTerminal(_:count:)``) before it reads the path.
    struct StaticPath {
        /// `staticHash(_:count:)` of the path's bytes.
        var hash: UInt32
        /// The terminal, or `Node.none` for an empty slot.
        var terminal: Int32
        /// Where the path's bytes start in `staticBytes`.
        var start: UInt32
        /// Its length in bytes.
        var length: UInt32

        static let empty = StaticPath(hash: 0, terminal: Node.none, start: 0, length: 0)
    }

    /// The longest path the static table holds: longer ones are walked, so that its bytes grow with the number of
    /// routes, never with the square of a chain's depth.
    static let maxStaticPathLength = 128

    /// The most slots a look-up examines: a path that would be placed further from its hash's slot is left to the walk,
    /// so that paths built to collide cost a bounded look-up, never one that grows with the table.
    static let maxStaticProbes = 8

    /// The static paths of a built trie (see ``StaticPath``): a table of a power-of-two size at most three quarters
    /// full (empty when no terminal is reached by literals alone), and their bytes, one after another.
    ///
    /// A path qualifies when every literal on its way holds only bytes the byte walk reads as they are (above `%`,
    /// below DEL, and not `/` or `?`), so that a link equal to it splits into those very literals.
    static func staticPaths(
        nodes: UnsafeMutableBufferPointer<Node>, slots: UnsafeMutableBufferPointer<Slot>, pool: UnsafePointer<UInt8>,
        parents: UnsafeMutableBufferPointer<Int32>
    ) -> (table: UnsafeMutableBufferPointer<StaticPath>, bytes: UnsafeMutablePointer<UInt8>, lengths: UInt64) {
        // The literal edge into each node, where its literal is plain: the only array as long as the trie (4 B a node
        // while the router is built).
        var incoming = [UInt32](repeating: UInt32.max, count: nodes.count)
        for slot in slots where slot.node != Slot.emptyNode {
            let start = Int(slot.start)
            if isPlain(pool, at: start, length: literalLength(pool, at: start)) {
                incoming[Int(slot.child)] = slot.start
            }
        }
        // The length of a terminal node's path, or -1: up to the root by plain literals alone, each level at least two
        // bytes, so at most `maxStaticPathLength / 2` steps.
        func pathLength(_ node: Int) -> Int {
            guard node != 0 else { return 1 }
            var length = 0
            var index = node
            while index != 0 {
                guard incoming[index] != UInt32.max else { return -1 }
                length &+= 1 &+ literalLength(pool, at: Int(incoming[index]))
                guard length <= maxStaticPathLength else { return -1 }
                index = Int(parents[index])
            }
            return length
        }
        var count = 0
        var byteCount = 0
        for node in nodes.indices where nodes[node].terminal != Node.none {
            let length = pathLength(node)
            if length > 0 {
                count &+= 1
                byteCount &+= length
            }
        }
        // At most three quarters full.
        var capacity = count == 0 ? 0 : 2
        while capacity &* 3 < count &* 4 { capacity &*= 2 }
        let table = UnsafeMutableBufferPointer<StaticPath>.allocate(capacity: capacity)
        table.initialize(repeating: .empty)
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: max(byteCount, 1))
        var written = 0
        var lengthBits: UInt64 = 0
        for node in nodes.indices where nodes[node].terminal != Node.none {
            let length = pathLength(node)
            guard length > 0 else { continue }
            // The path, written from its end: each literal, then the `/` before it.
            var end = written &+ length
            var index = node
            while index != 0 {
                let start = Int(incoming[index])
                let literal = literalLength(pool, at: start)
                end &-= literal
                (bytes + end).initialize(from: pool + start, count: literal)
                end &-= 1
                bytes[end] = UInt8(ascii: "/")
                index = Int(parents[index])
            }
            if node == 0 { bytes[written] = UInt8(ascii: "/") }
            let hash = staticHash(bytes + written, count: length)
            var slot = Int(hash) & (capacity &- 1)
            var probes = 1
            while table[slot].terminal != Node.none, probes < maxStaticProbes {
                slot = (slot &+ 1) & (capacity &- 1)
                probes &+= 1
            }
            // Too far from its slot: the walk finds it.
            guard table[slot].terminal == Node.none else { continue }
            table[slot] = StaticPath(
                hash: hash, terminal: nodes[node].terminal, start: UInt32(truncatingIfNeeded: written),
                length: UInt32(truncatingIfNeeded: length))
            written &+= length
            lengthBits |= 1 &<< UInt64(truncatingIfNeeded: length & 63)
        }
        return (table, bytes, lengthBits)
    }

    /// The hash of a static path's bytes: of its length, its first eight bytes and its last eight (fewer for a shorter
    /// one), whatever its length, so that a link's costs two loads and two multiplications.
    ///
    /// Paths that share those collide; a look-up then compares a few more (at most ``maxStaticProbes``).
    @inline(__always)
    static func staticHash(_ bytes: UnsafePointer<UInt8>, count: Int) -> UInt32 {
        let last = tail(bytes, count: count)
        let first = count >= 8 ? UInt64(littleEndian: UnsafeRawPointer(bytes).loadUnaligned(as: UInt64.self)) : 0
        let mixed =
            first &* 0x9E37_79B9_7F4A_7C15 &+ (last ^ UInt64(truncatingIfNeeded: count)) &* 0xBF58_476D_1CE4_E5B9
        return UInt32(truncatingIfNeeded: mixed ^ (mixed &>> 32))
    }

    /// ``staticTerminal(_:count:)`` for a link whose length some static path has (one bit test of `staticLengths`);
    /// `Node.none`, with no look-up, for any other.
    @inline(__always)
    func staticPathTerminal(_ base: UnsafePointer<UInt8>, count: Int) -> Int32 {
        guard staticLengths & 1 &<< UInt64(truncatingIfNeeded: count & 63) != 0 else { return Node.none }
        return staticTerminal(base, count: count)
    }

    /// The terminal of the static path equal to the `end` bytes at `base`, or `Node.none`: then the walk decides.
    ///
    /// NB: not inlined, so that `firstTerminal`'s walk stays inlined in it (callgrind: +56 instructions a selection).
    @inline(never)
    func staticTerminal(_ base: UnsafePointer<UInt8>, count end: Int) -> Int32 {
        // `staticLengths` has no bit set for an empty table, so its callers never ask one; checked all the same.
        guard end > 0, end <= Self.maxStaticPathLength, !staticPaths.isEmpty else { return Node.none }
        let hash = Self.staticHash(base, count: end)
        let mask = staticPaths.count &- 1
        var index = Int(hash) & mask
        for _ in 0..<Self.maxStaticProbes {
            MatchStep.count(.probe)
            let entry = staticPaths[index]
            if entry.terminal == Node.none { return Node.none }
            if entry.hash == hash, Int(entry.length) == end {
                MatchStep.count(.comparedByte, end)
                if Self.equal(staticBytes + Int(entry.start), base, count: end, folding: false) {
                    MatchStep.count(.offer)
                    return entry.terminal
                }
            }
            index = (index &+ 1) & mask
        }
        return Node.none
    }
}
