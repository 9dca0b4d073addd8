extension RouteTrie {
    /// The literals every path of the table starts with, when the root's only edge is a literal, and so on down: an
    /// API's `/1` in `/1/users`, `/1/classes/:className`, … (issue #38).
    ///
    /// The chain goes from the root through nodes that have one literal child and nothing else: no `Int` or any-segment
    /// child, no terminal, no remainder route, so that the walk never comes back to them with a segment in hand. The
    /// descent reads a path that starts with the chain's text and then a `/` with one comparison, and goes on from
    /// the chain's last node, where reading each of those segments would have taken it. Any other path (`//1/users`,
    /// `/1`, `/1?x`) is read segment by segment, as before. A case-insensitive table has no chain.
    struct LiteralPrefix {
        /// The chain's last node.
        var node: Int32
        /// How many segments the chain reads; 0 when there is no chain.
        var depth: Int
        /// Its text: `/`, then each literal, `/` between them (`/1`, `/api/v2`).
        var text: UnsafeMutableBufferPointer<UInt8>
        /// Where each of its segments ends in `text`.
        var ends: UnsafeMutableBufferPointer<Int>
        /// The text and the `/` after it as a word of their bytes in memory order, when they fit in one (`headMask` is
        /// then their bytes' mask), so that a path is compared with one load; else `headMask` is 0.
        var head: UInt64 = 0
        var headMask: UInt64 = 0

        /// The most segments a chain reads.
        static let maxDepth = 8
        /// The longest text a chain has.
        static let maxLength = 64

        /// The chain of a built trie (see ``LiteralPrefix``), possibly empty.
        ///
        /// Each step finds the one literal edge under a node by a scan of the edges that stops at it: at most
        /// ``maxDepth`` scans, at build.
        static func of(
            nodes: UnsafeMutableBufferPointer<Node>, slots: UnsafeMutableBufferPointer<Slot>,
            pool: UnsafePointer<UInt8>, remainderTerminals: UnsafeMutableBufferPointer<Int32>, caseInsensitive: Bool
        ) -> LiteralPrefix {
            let text = UnsafeMutablePointer<UInt8>.allocate(capacity: maxLength)
            var prefix = LiteralPrefix(
                node: 0, depth: 0, text: UnsafeMutableBufferPointer(start: text, count: 0),
                ends: .allocate(capacity: maxDepth))
            var length = 0
            while !caseInsensitive, prefix.depth < maxDepth {
                let node = Int(prefix.node)
                let current = nodes[node]
                guard current.literalCount == 1, current.intChild == Node.none, current.anyChild == Node.none,
                    current.terminal == Node.none, remainderTerminals.isEmpty || remainderTerminals[node] == Node.none
                else { break }
                // The node's one literal edge.
                var edge = 0
                while edge < slots.count, slots[edge].node != UInt32(truncatingIfNeeded: node) { edge &+= 1 }
                guard edge < slots.count else { break }
                let start = Int(slots[edge].start)
                let literal = literalLength(pool, at: start)
                let child = Int32(truncatingIfNeeded: slots[edge].child)
                guard isPlain(pool, at: start, length: literal), length &+ 1 &+ literal <= maxLength,
                    remainderTerminals.isEmpty || remainderTerminals[Int(child)] == Node.none
                else { break }
                text[length] = UInt8(ascii: "/")
                (text + (length &+ 1)).initialize(from: pool + start, count: literal)
                length &+= 1 &+ literal
                prefix.ends[prefix.depth] = length
                prefix.depth &+= 1
                prefix.node = child
            }
            prefix.text = UnsafeMutableBufferPointer(start: text, count: length)
            // The text and its `/` in one word, when they fit.
            if prefix.depth > 0, length < 8 {
                text[length] = UInt8(ascii: "/")
                prefix.head = RouteTrie.word(UnsafePointer(text), count: length &+ 1)
                prefix.headMask = SWAR.lowBytes(length &+ 1)
            }
            return prefix
        }

        /// The length of the chain's text when the path in `base[0..<count]` starts with it and goes on past it
        /// (a `/` follows), else 0: the descent then starts at the chain's node, at that `/`.
        @inline(__always)
        func length(in base: UnsafePointer<UInt8>, count: Int) -> Int {
            let length = text.count
            guard depth > 0, length < count else { return 0 }
            if headMask != 0 {
                // The text and its `/` (at most eight bytes, `length < count`) in one comparison.
                let word = SWAR.word(base, from: 0, count: min(count, 8), end: count)
                guard (word ^ head) & headMask == 0 else { return 0 }
            } else {
                guard base[length] == UInt8(ascii: "/"), let text = text.baseAddress,
                    RouteTrie.equal(base, text, count: length, folding: false)
                else { return 0 }
            }
            MatchStep.count(.linkByte, length)
            MatchStep.count(.comparedByte, length)
            MatchStep.count(.node, depth)
            return length
        }

        /// Writes the chain's segments, as the descent keeps them, into `read` from its first.
        @inline(__always)
        func keep(in read: UnsafeMutablePointer<ReadSegment>) {
            var start = 1
            for level in 0..<depth {
                (read + level).initialize(to: ReadSegment(start: start, end: ends[level]))
                start = ends[level] &+ 1
            }
        }

        func deallocate() {
            text.deallocate()
            ends.deallocate()
        }
    }
}
