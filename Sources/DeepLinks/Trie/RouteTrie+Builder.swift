extension RouteTrie {
    /// The mutable builder; ``build(filter:)`` freezes it into a ``RouteTrie``.
    ///
    /// Patterns are inserted segment by segment through a cursor (`literalChild(of:_:)`, `intChild(of:)`,
    /// `anyChild(of:)`), then ended with `setTerminal(_:at:depth:)` or `setRemainderTerminal(_:at:depth:)`.
    /// Literal edges go straight into the same open-addressing table the matcher reads, grown by doubling.
    ///
    /// Ids and offsets are 32-bit, so the builder throws ``Overflow`` rather than pass `limits`: a node id or a
    /// literal's offset that does not fit is a thrown error, never a trap.
    ///
    /// - Complexity: Inserting a pattern is O(*k*) expected in its length; building is O(*n*) in the size of
    ///   the trie.
    @usableFromInline
    struct Builder {
        private var nodes = Buffer(repeating: Self.emptyNode, count: 1)
        /// Parallel to `nodes` once a pattern ends in a remainder; empty until then (most tables have none), and
        /// made as long as it needs to be when one does; `build` pads it to one a node.
        ///
        /// NB: not grown with every node: a table without remainders kept a buffer of `Node.none`, one a node, until
        /// the build's end, which raised its peak memory (Benchmarks, `--memory-child deeplinks 100000`).
        private var remainderTerminals: [Int32] = []
        /// Parallel to `nodes`: each node's parent; the root's is `Node.none`.
        private var parents = Buffer(repeating: Node.none, count: 1)
        private var slots = Buffer(repeating: Slot.empty, count: 8)
        private var edges = 0
        /// Each literal as a 4-byte little-endian length, then its bytes.
        private var pool = Buffer<UInt8>(repeating: 0, count: 0)
        private var maxDepth = 0
        let caseInsensitive: Bool
        let limits: Limits

        private static let emptyNode = Node(
            literalCount: 0, intChild: Node.none, anyChild: Node.none, terminal: Node.none)

        @usableFromInline
        init(caseInsensitive: Bool, limits: Limits) {
            self.caseInsensitive = caseInsensitive
            self.limits = limits
        }

        /// The child of `node` along the literal `text`, made if it does not exist.
        @usableFromInline
        mutating func literalChild(of node: Int32, _ text: String) throws(Overflow) -> Int32 {
            let child = LinkText.withBytes(of: text) { raw in
                guard caseInsensitive else { return literalChild(of: node, raw) }
                return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(raw.count, 1)) { folded in
                    for index in raw.indices { folded[index] = ASCII.lowercased(raw[index]) }
                    return literalChild(of: node, UnsafeBufferPointer(rebasing: folded[..<raw.count]))
                }
            }
            return try child.get()
        }

        /// The `Int` child of `node`, made if it does not exist.
        @usableFromInline
        mutating func intChild(of node: Int32) throws(Overflow) -> Int32 {
            try child(of: node, int: true)
        }

        /// The any-segment (`.string`, `.either`) child of `node`, made if it does not exist.
        @usableFromInline
        mutating func anyChild(of node: Int32) throws(Overflow) -> Int32 {
            try child(of: node, int: false)
        }

        /// The `Int` child (`int`) or the any-segment child of `node`, made if it does not exist.
        ///
        /// NB: a flag, not a key path: applying a key path cost more than making the node (measured with callgrind).
        private mutating func child(of node: Int32, int: Bool) throws(Overflow) -> Int32 {
            let existing = int ? nodes[Int(node)].intChild : nodes[Int(node)].anyChild
            if existing != Node.none { return existing }
            let child = try makeNode(parent: node)
            if int { nodes[Int(node)].intChild = child } else { nodes[Int(node)].anyChild = child }
            return child
        }

        /// Records that some pattern is `depth` segments deep (a remainder counts the segments before it).
        @usableFromInline
        mutating func noteDepth(_ depth: Int) {
            maxDepth = max(maxDepth, depth)
        }

        /// Ends a pattern at `node`, or, for a pattern whose last segment is a remainder, at `node`'s remainder
        /// (where the remainder starts).
        ///
        /// - Returns: `nil`, or the terminal already there, which is left in place: the caller decides between a
        ///   conflict and ``replaceTerminal(with:at:remainder:)``.
        @usableFromInline
        mutating func setTerminal(_ terminal: Int32, at node: Int32, remainder: Bool) -> Int32? {
            let existing = remainder ? remainderTerminal(of: node) : nodes[Int(node)].terminal
            if existing != Node.none { return existing }
            replaceTerminal(with: terminal, at: node, remainder: remainder)
            return nil
        }

        /// Makes `terminal` the (remainder) terminal of `node`, replacing any.
        @usableFromInline
        mutating func replaceTerminal(with terminal: Int32, at node: Int32, remainder: Bool) {
            if remainder {
                if remainderTerminals.count <= Int(node) {
                    remainderTerminals += repeatElement(Node.none, count: Int(node) + 1 - remainderTerminals.count)
                }
                remainderTerminals[Int(node)] = terminal
            } else {
                nodes[Int(node)].terminal = terminal
            }
        }

        /// The remainder terminal of `node`, `Node.none` if it has none.
        private func remainderTerminal(of node: Int32) -> Int32 {
            Int(node) < remainderTerminals.count ? remainderTerminals[Int(node)] : Node.none
        }

        /// Freezes the builder; in debug builds, checks the trie's invariants (a failure is a bug in DeepLinks).
        ///
        /// - Parameters:
        ///   - filter: The schemes and hosts the router accepts.
        ///   - alternatives: For each terminal, the next terminal at the same place, or `Node.none`.
        ///   - maxLinkLength: The longest link, in UTF-8 bytes, the matcher reads.
        /// - Returns: The trie.
        @usableFromInline
        mutating func build(filter: LinkFilter, alternatives: [Int32], maxLinkLength: Int) -> RouteTrie {
            // NB: the trie takes the builder's buffers as they are (`Buffer.take()`), not copies of them: the build's
            // peak memory holds one trie, not one and the largest of its buffers.
            if !remainderTerminals.isEmpty {
                remainderTerminals += repeatElement(Node.none, count: nodes.count - remainderTerminals.count)
            }
            // Eight bytes after the last literal: a word can be read at any literal's start (`shortLiteralChild`).
            for _ in 0..<8 { pool.append(0) }
            let trie = RouteTrie(
                nodes: nodes, slots: slots, literalBytes: pool, remainderTerminals: &remainderTerminals,
                parents: parents, alternatives: alternatives, maxDepth: maxDepth, caseInsensitive: caseInsensitive,
                filter: filter, maxLinkLength: maxLinkLength)
            #if DEBUG
            let problems = trie._checkInvariants()
            assert(problems.isEmpty, "DeepLinks built an unsound trie: \(problems)")
            #endif
            return trie
        }

        /// The literal child's id, or why it cannot be made; a `Result` because the caller's closure cannot throw.
        private mutating func literalChild(
            of node: Int32, _ bytes: UnsafeBufferPointer<UInt8>
        ) -> Result<Int32, Overflow> {
            // Node ids are never negative: the conversions below keep their value.
            let parent = UInt32(truncatingIfNeeded: node)
            let hash = RouteTrie.hash(node: parent, bytes)
            var index = Int(hash) & (slots.count - 1)
            // Literals under this node with this very hash: those that differ only in ASCII case (the hash is blind
            // to it), and rare others. A look-up compares each of them with the segment, so they are bounded.
            var sharing = 0
            while slots[index].node != Slot.emptyNode {
                let slot = slots[index]
                if slot.node == parent, slot.hash == hash {
                    if matches(slot, bytes) { return .success(Int32(truncatingIfNeeded: slot.child)) }
                    sharing += 1
                }
                index = (index + 1) & (slots.count - 1)
            }
            guard sharing < RouteTrie.maxLiteralsSharingAHash else {
                return .failure(.literalsSharingAHash(RouteTrie.maxLiteralsSharingAHash))
            }
            // The literal's length and its bytes must end within the 32-bit offsets of `Slot.start`.
            guard pool.count + 4 + bytes.count <= limits.literalBytes else {
                return .failure(.literalBytes(limits.literalBytes))
            }
            let child: Int32
            do {
                child = try makeNode(parent: node)
            } catch {
                return .failure(error)
            }
            nodes[Int(node)].literalCount += 1
            let length = UInt32(truncatingIfNeeded: bytes.count)
            // NB: four appends, not `[0, 8, 16, 24].map`, which made an array for every literal.
            pool.append(UInt8(truncatingIfNeeded: length))
            pool.append(UInt8(truncatingIfNeeded: length >> 8))
            pool.append(UInt8(truncatingIfNeeded: length >> 16))
            pool.append(UInt8(truncatingIfNeeded: length >> 24))
            let start = UInt32(truncatingIfNeeded: pool.count)
            pool.append(contentsOf: bytes)
            slots[index] = Slot(node: parent, child: UInt32(truncatingIfNeeded: child), hash: hash, start: start)
            edges += 1
            if edges * 3 > slots.count * 2 { grow() }
            return .success(child)
        }

        /// Whether `slot`'s literal is `bytes`.
        ///
        /// NB: compared as the matcher compares, eight bytes at a time, not with `elementsEqual` on slices, which
        /// iterated byte by byte through generic code (callgrind: 3% of building 5,680 routes).
        private func matches(_ slot: Slot, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            // A slot exists only after its literal's length and bytes were appended, so `pool` has an address.
            guard let base = pool.elements.baseAddress,
                RouteTrie.literalLength(base, at: Int(slot.start)) == bytes.count
            else { return false }
            guard let other = bytes.baseAddress, bytes.count > 0 else { return true }
            return RouteTrie.equal(base + Int(slot.start), other, count: bytes.count, folding: false)
        }

        /// Doubles the table and places every edge again by its stored hash.
        private mutating func grow() {
            let larger = Buffer(repeating: Slot.empty, count: slots.count * 2)
            let mask = larger.count - 1
            for slot in slots.elements where slot.node != Slot.emptyNode {
                var index = Int(slot.hash) & mask
                while larger[index].node != Slot.emptyNode { index = (index + 1) & mask }
                larger[index] = slot
            }
            slots = larger
        }

        private mutating func makeNode(parent: Int32) throws(Overflow) -> Int32 {
            // Node ids are `Int32`: the new id, `nodes.count`, must fit.
            guard nodes.count < limits.nodes else { throw .nodes(limits.nodes) }
            nodes.append(Self.emptyNode)
            parents.append(parent)
            return Int32(truncatingIfNeeded: nodes.count - 1)
        }
    }
}

extension RouteTrie {
    /// The most a trie holds: node and terminal ids are `Int32`, literal offsets `UInt32`.
    ///
    /// A table past a limit is a thrown ``DeepLinkRouterError`` when the router is built, never a trap. Tests pass
    /// smaller limits to reach them with small tables.
    @usableFromInline
    struct Limits: Sendable {
        /// Patterns (terminal ids `0..<patterns`).
        @usableFromInline var patterns: Int
        /// Nodes, the root included (node ids `0..<nodes`).
        @usableFromInline var nodes: Int
        /// Bytes of literal text, with 4 bytes of length before each literal.
        @usableFromInline var literalBytes: Int

        @usableFromInline
        init(patterns: Int, nodes: Int, literalBytes: Int) {
            self.patterns = patterns
            self.nodes = nodes
            self.literalBytes = literalBytes
        }

        /// 2³¹ − 1 patterns and nodes, 4 GiB − 1 of literal text.
        @usableFromInline static let standard = Limits(
            patterns: Int(Int32.max), nodes: Int(Int32.max), literalBytes: Int(UInt32.max))
    }

    /// Why the builder cannot grow the trie: the limit it would pass.
    @usableFromInline
    enum Overflow: Error {
        case nodes(Int)
        case literalBytes(Int)
        /// More literals under one node than this share one hash (`maxLiteralsSharingAHash`).
        case literalsSharingAHash(Int)
    }
}
