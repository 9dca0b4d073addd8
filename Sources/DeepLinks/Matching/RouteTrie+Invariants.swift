extension RouteTrie {
    /// Checks the layout invariants written above ``RouteTrie``; for tests.
    ///
    /// - Returns: A description of every violation; empty when the trie is sound.
    func _checkInvariants() -> [String] {
        var problems: [String] = []
        var parents = [Int](repeating: 0, count: nodes.count)
        var depths = [Int](repeating: 0, count: nodes.count)
        var terminals = Set<Int32>()
        func adopt(_ child: Int32, from parent: Int, edge: String) {
            guard child > Int32(parent), Int(child) < nodes.count else {
                problems.append("node \(parent): \(edge) child \(child) is out of order or out of range")
                return
            }
            parents[Int(child)] += 1
            depths[Int(child)] = depths[parent] + 1
        }
        var literalCounts = [UInt32](repeating: 0, count: nodes.count)
        var edges = 0
        for slot in slots where slot.node != Slot.emptyNode {
            edges += 1
            guard Int(slot.node) < nodes.count else {
                problems.append("slot names node \(slot.node), out of range")
                continue
            }
            literalCounts[Int(slot.node)] += 1
            let start = Int(slot.start)
            guard start >= 4, start <= literalBytes.count else {
                problems.append("slot of node \(slot.node) starts out of range")
                continue
            }
            let length = RouteTrie.literalLength(literalBytes.baseAddress!, at: start)
            guard length > 0, start + length <= literalBytes.count else {
                problems.append("slot of node \(slot.node) has bytes out of range")
                continue
            }
            let bytes = UnsafeBufferPointer(rebasing: literalBytes[start..<start + length])
            if RouteTrie.hash(node: slot.node, bytes) != slot.hash {
                problems.append("slot of node \(slot.node) has a stale hash")
            }
        }
        // Parents come before children, so one forward pass sees every parent's depth first.
        for index in nodes.indices {
            let node = nodes[index]
            for slot in slots where slot.node == UInt32(index) {
                adopt(Int32(slot.child), from: index, edge: "literal")
            }
            if node.intChild != Node.none { adopt(node.intChild, from: index, edge: "int") }
            if node.anyChild != Node.none { adopt(node.anyChild, from: index, edge: "any") }
            if node.literalCount != literalCounts[index] {
                problems.append("node \(index): literalCount \(node.literalCount), but \(literalCounts[index]) slots")
            }
            let remainder = hasRemainder ? remainderTerminals[index] : Node.none
            for terminal in [node.terminal, remainder] where terminal != Node.none {
                if !terminals.insert(terminal).inserted { problems.append("terminal \(terminal) appears twice") }
            }
        }
        for index in nodes.indices.dropFirst() where parents[index] != 1 {
            problems.append("node \(index) has \(parents[index]) parents")
        }
        if parents[0] != 0 { problems.append("the root has a parent") }
        if slots.count & (slots.count - 1) != 0 || 2 * slots.count < 3 * edges {
            problems.append("\(slots.count) slots for \(edges) literal edges")
        }
        if hasRemainder != remainderTerminals.contains(where: { $0 != Node.none }) {
            problems.append("hasRemainder is \(hasRemainder), but the remainder terminals say otherwise")
        }
        if hasRemainder, remainderTerminals.count != nodes.count {
            problems.append("\(remainderTerminals.count) remainder terminals for \(nodes.count) nodes")
        }
        if (depths.max() ?? 0) != maxDepth {
            problems.append("maxDepth \(maxDepth), but the deepest node is at \(depths.max() ?? 0)")
        }
        return problems
    }
}
