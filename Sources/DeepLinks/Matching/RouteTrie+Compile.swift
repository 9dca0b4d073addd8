extension RouteTrie {
    /// One segment of a pattern's shape: what the trie needs to know of it.
    enum ShapeSegment: Hashable {
        case literal([UInt8])
        case int
        /// `.string` and `.either`: any non-empty segment.
        case any
        /// One or more segments to the end of the path; only ever last.
        case remainder
    }

    /// The mutable builder; ``build()`` freezes it into a ``RouteTrie``.
    ///
    /// - Complexity: Inserting a pattern is O(*k*) in its length (expected, one hash look-up per
    ///   literal segment); building is O(*n*) in the number of nodes and edges.
    struct Builder {
        private var nodes: [Node] = [
            Node(
                literalCount: 0, intChild: Node.none, anyChild: Node.none, terminal: Node.none,
                remainderTerminal: Node.none)
        ]
        private var literalChildren: [LiteralKey: Int32] = [:]
        private var literalEdges: [(parent: Int32, bytes: [UInt8], child: Int32)] = []
        private var maxDepth = 0
        let caseInsensitive: Bool

        private struct LiteralKey: Hashable {
            var parent: Int32
            var bytes: [UInt8]
        }

        init(caseInsensitive: Bool) {
            self.caseInsensitive = caseInsensitive
        }

        /// Adds a pattern that ends in `terminal`; a `.remainder` segment must be the last.
        ///
        /// - Returns: `nil` on success, or the terminal already at that node: the two patterns conflict.
        mutating func insert(_ shape: [ShapeSegment], terminal: Int32) -> Int32? {
            var node: Int32 = 0
            var depth = 0
            for segment in shape {
                if segment == .remainder {
                    maxDepth = max(maxDepth, depth)
                    if nodes[Int(node)].remainderTerminal != Node.none { return nodes[Int(node)].remainderTerminal }
                    nodes[Int(node)].remainderTerminal = terminal
                    return nil
                }
                depth += 1
                switch segment {
                case .literal(let raw):
                    let bytes = caseInsensitive ? raw.map(ASCII.lowercased) : raw
                    let key = LiteralKey(parent: node, bytes: bytes)
                    if let child = literalChildren[key] {
                        node = child
                    } else {
                        let child = makeNode()
                        literalChildren[key] = child
                        literalEdges.append((node, bytes, child))
                        nodes[Int(node)].literalCount += 1
                        node = child
                    }
                case .int:
                    node = child(of: node, at: \.intChild)
                case .any:
                    node = child(of: node, at: \.anyChild)
                case .remainder:
                    break
                }
            }
            maxDepth = max(maxDepth, shape.count)
            if nodes[Int(node)].terminal != Node.none { return nodes[Int(node)].terminal }
            nodes[Int(node)].terminal = terminal
            return nil
        }

        private mutating func child(of node: Int32, at edge: WritableKeyPath<Node, Int32>) -> Int32 {
            let existing = nodes[Int(node)][keyPath: edge]
            if existing != Node.none { return existing }
            let child = makeNode()
            nodes[Int(node)][keyPath: edge] = child
            return child
        }

        private mutating func makeNode() -> Int32 {
            nodes.append(
                Node(
                    literalCount: 0, intChild: Node.none, anyChild: Node.none, terminal: Node.none,
                    remainderTerminal: Node.none))
            return Int32(nodes.count - 1)
        }

        /// Freezes the builder.
        func build(filter: LinkFilter) -> RouteTrie {
            var capacity = 2
            while capacity < literalEdges.count * 2 { capacity *= 2 }
            let empty = Slot(node: Slot.emptyNode, child: 0, hash: 0, start: 0, count: 0, order: 0)
            var slots = [Slot](repeating: empty, count: capacity)
            var bytes: [UInt8] = []
            bytes.reserveCapacity(literalEdges.reduce(0) { $0 + $1.bytes.count })
            for (order, edge) in literalEdges.enumerated() {
                let start = bytes.count
                bytes += edge.bytes
                let hash = edge.bytes.withUnsafeBufferPointer { RouteTrie.hash(node: UInt32(edge.parent), $0) }
                var index = Int(hash) & (capacity - 1)
                while slots[index].node != Slot.emptyNode { index = (index + 1) & (capacity - 1) }
                slots[index] = Slot(
                    node: UInt32(edge.parent), child: UInt32(edge.child), hash: hash,
                    start: UInt32(start), count: UInt32(edge.bytes.count), order: UInt32(order))
            }
            return RouteTrie(
                nodes: nodes, slots: slots, literalBytes: bytes, maxDepth: maxDepth, caseInsensitive: caseInsensitive,
                filter: filter)
        }
    }
}
