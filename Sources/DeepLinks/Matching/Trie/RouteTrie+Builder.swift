extension RouteTrie {
    /// The mutable builder; ``build(filter:)`` freezes it into a ``RouteTrie``.
    ///
    /// Patterns are inserted segment by segment through a cursor (`literalChild(of:_:)`, `intChild(of:)`,
    /// `anyChild(of:)`), then ended with `setTerminal(_:at:depth:)` or `setRemainderTerminal(_:at:depth:)`.
    /// Literal edges go straight into the same open-addressing table the matcher reads, grown by doubling.
    ///
    /// - Complexity: Inserting a pattern is O(*k*) expected in its length; building is O(*n*) in the size of
    ///   the trie.
    @usableFromInline
    struct Builder {
        private var nodes: [Node] = [Self.emptyNode]
        /// Parallel to `nodes`.
        private var remainderTerminals: [Int32] = [Node.none]
        /// Parallel to `nodes`: each node's parent; the root's is `Node.none`.
        private var parents: [Int32] = [Node.none]
        private var slots = [Slot](repeating: .empty, count: 8)
        private var edges = 0
        /// Each literal as a 4-byte little-endian length, then its bytes.
        private var pool: [UInt8] = []
        private var maxDepth = 0
        let caseInsensitive: Bool

        private static let emptyNode = Node(
            literalCount: 0, intChild: Node.none, anyChild: Node.none, terminal: Node.none)

        @usableFromInline
        init(caseInsensitive: Bool) {
            self.caseInsensitive = caseInsensitive
        }

        /// The child of `node` along the literal `text`, made if it does not exist.
        @usableFromInline
        mutating func literalChild(of node: Int32, _ text: String) -> Int32 {
            var text = text
            return text.withUTF8 { raw in
                guard caseInsensitive else { return literalChild(of: node, raw) }
                return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(raw.count, 1)) { folded in
                    for index in raw.indices { folded[index] = ASCII.lowercased(raw[index]) }
                    return literalChild(of: node, UnsafeBufferPointer(rebasing: folded[..<raw.count]))
                }
            }
        }

        /// The `Int` child of `node`, made if it does not exist.
        @usableFromInline
        mutating func intChild(of node: Int32) -> Int32 {
            child(of: node, at: \.intChild)
        }

        /// The any-segment (`.string`, `.either`) child of `node`, made if it does not exist.
        @usableFromInline
        mutating func anyChild(of node: Int32) -> Int32 {
            child(of: node, at: \.anyChild)
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
            let existing = remainder ? remainderTerminals[Int(node)] : nodes[Int(node)].terminal
            if existing != Node.none { return existing }
            replaceTerminal(with: terminal, at: node, remainder: remainder)
            return nil
        }

        /// Makes `terminal` the (remainder) terminal of `node`, replacing any.
        @usableFromInline
        mutating func replaceTerminal(with terminal: Int32, at node: Int32, remainder: Bool) {
            if remainder {
                remainderTerminals[Int(node)] = terminal
            } else {
                nodes[Int(node)].terminal = terminal
            }
        }

        /// Freezes the builder; in debug builds, checks the trie's invariants (a failure is a bug in DeepLinks).
        ///
        /// - Parameters:
        ///   - filter: The schemes and hosts the router accepts.
        ///   - alternatives: For each terminal, the next terminal at the same place, or `Node.none`.
        /// - Returns: The trie.
        @usableFromInline
        func build(filter: LinkFilter, alternatives: [Int32]) -> RouteTrie {
            let trie = RouteTrie(
                nodes: nodes, slots: slots, literalBytes: pool, remainderTerminals: remainderTerminals,
                parents: parents, alternatives: alternatives, maxDepth: maxDepth, caseInsensitive: caseInsensitive,
                filter: filter)
            #if DEBUG
            let problems = trie._checkInvariants()
            assert(problems.isEmpty, "DeepLinks built an unsound trie: \(problems)")
            #endif
            return trie
        }

        private mutating func literalChild(of node: Int32, _ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
            let hash = RouteTrie.hash(node: UInt32(node), bytes)
            var index = Int(hash) & (slots.count - 1)
            while slots[index].node != Slot.emptyNode {
                let slot = slots[index]
                if slot.node == UInt32(node), slot.hash == hash, matches(slot, bytes) { return Int32(slot.child) }
                index = (index + 1) & (slots.count - 1)
            }
            let child = makeNode(parent: node)
            nodes[Int(node)].literalCount += 1
            let length = UInt32(bytes.count)
            pool += [0, 8, 16, 24].map { UInt8(truncatingIfNeeded: length >> $0) }
            let start = UInt32(pool.count)
            pool += bytes
            slots[index] = Slot(node: UInt32(node), child: UInt32(child), hash: hash, start: start)
            edges += 1
            if edges * 3 > slots.count * 2 { grow() }
            return child
        }

        private func matches(_ slot: Slot, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            pool.withUnsafeBufferPointer { pool in
                // A slot exists only after its literal's length and bytes were appended, so `pool` has an address.
                guard let base = pool.baseAddress else { return false }
                return RouteTrie.literalLength(base, at: Int(slot.start)) == bytes.count
                    && pool[Int(slot.start)..<Int(slot.start) + bytes.count].elementsEqual(bytes)
            }
        }

        /// Doubles the table and places every edge again by its stored hash.
        private mutating func grow() {
            var larger = [Slot](repeating: .empty, count: slots.count * 2)
            let mask = larger.count - 1
            for slot in slots where slot.node != Slot.emptyNode {
                var index = Int(slot.hash) & mask
                while larger[index].node != Slot.emptyNode { index = (index + 1) & mask }
                larger[index] = slot
            }
            slots = larger
        }

        private mutating func child(of node: Int32, at edge: WritableKeyPath<Node, Int32>) -> Int32 {
            let existing = nodes[Int(node)][keyPath: edge]
            if existing != Node.none { return existing }
            let child = makeNode(parent: node)
            nodes[Int(node)][keyPath: edge] = child
            return child
        }

        private mutating func makeNode(parent: Int32) -> Int32 {
            nodes.append(Self.emptyNode)
            remainderTerminals.append(Node.none)
            parents.append(parent)
            return Int32(nodes.count - 1)
        }
    }
}
