extension RouteTrie {
    /// Checks the layout invariants written above ``RouteTrie``; tests call it, and debug builds run it after
    /// every build (see `Builder.build(filter:)`).
    ///
    /// - Returns: A description of every violation; empty when the trie is sound.
    func _checkInvariants() -> [String] {
        var problems: [String] = []
        var parentCounts = [Int](repeating: 0, count: nodes.count)
        var depths = [Int](repeating: 0, count: nodes.count)
        var terminals = Set<Int32>()
        func adopt(_ child: Int32, from parent: Int, edge: String) {
            guard child > Int32(truncatingIfNeeded: parent), Int(child) < nodes.count else {
                problems.append("node \(parent): \(edge) child \(child) is out of order or out of range")
                return
            }
            parentCounts[Int(child)] += 1
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
            let length = RouteTrie.literalLength(literalPool, at: start)
            guard length > 0, start + length <= literalBytes.count else {
                problems.append("slot of node \(slot.node) has bytes out of range")
                continue
            }
            let bytes = UnsafeBufferPointer(rebasing: literalBytes[start..<start + length])
            if RouteTrie.hash(node: slot.node, bytes) != slot.hash {
                problems.append("slot of node \(slot.node) has a stale hash")
            }
        }
        // Every edge as (parent, child), then one pass in node order: a parent's index is below its children's
        // (checked by `adopt`), so its depth is known before any child's. Linear, so debug builds can afford it.
        var parentOf = [Int](repeating: -1, count: nodes.count)
        var edgeKind = [StaticString](repeating: "", count: nodes.count)
        func note(_ child: Int32, from parent: Int, edge: StaticString) {
            guard child >= 0, Int(child) < nodes.count else {
                problems.append("node \(parent): \(edge) child \(child) is out of range")
                return
            }
            if parentOf[Int(child)] != -1 { parentCounts[Int(child)] += 1 }  // a second parent
            parentOf[Int(child)] = parent
            edgeKind[Int(child)] = edge
        }
        for slot in slots where slot.node != Slot.emptyNode && Int(slot.node) < nodes.count {
            note(Int32(truncatingIfNeeded: slot.child), from: Int(slot.node), edge: "literal")
        }
        for index in nodes.indices {
            let node = nodes[index]
            if node.intChild != Node.none { note(node.intChild, from: index, edge: "int") }
            if node.anyChild != Node.none { note(node.anyChild, from: index, edge: "any") }
            if node.literalCount != literalCounts[index] {
                problems.append("node \(index): literalCount \(node.literalCount), but \(literalCounts[index]) slots")
            }
            let remainder = hasRemainder ? remainderTerminals[index] : Node.none
            for head in [node.terminal, remainder] where head != Node.none {
                var terminal = head
                var length = 0
                while terminal != Node.none, length <= alternatives.count {
                    if !terminals.insert(terminal).inserted { problems.append("terminal \(terminal) appears twice") }
                    guard hasAlternatives, Int(terminal) < alternatives.count else { break }
                    terminal = alternatives[Int(terminal)]
                    length += 1
                }
            }
        }
        if self.parents.count != nodes.count {
            problems.append("\(self.parents.count) parents for \(nodes.count) nodes")
        } else {
            for index in nodes.indices where Int(self.parents[index]) != parentOf[index] {
                problems.append(
                    "node \(index): parent \(self.parents[index]), but its edge comes from \(parentOf[index])")
            }
        }
        for index in nodes.indices where parentOf[index] != -1 {
            adopt(Int32(truncatingIfNeeded: index), from: parentOf[index], edge: "\(edgeKind[index])")
        }
        for index in nodes.indices.dropFirst() where parentCounts[index] != 1 {
            problems.append("node \(index) has \(parentCounts[index]) parents")
        }
        if parentCounts[0] != 0 { problems.append("the root has a parent") }
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

extension RouteTrie {
    /// The most slots one literal look-up can examine: the longest run of occupied slots, plus the empty slot that
    /// ends it (runs wrap around the end of the table).
    ///
    /// A constant of the built table, and a factor of the matcher's bound (MatchingRules, "Cost"): each node the walk
    /// enters costs at most this many probes.
    var longestProbe: Int {
        guard slots.contains(where: { $0.node == Slot.emptyNode }) else { return slots.count }
        var longest = 0
        var run = 0
        // Twice around, so that a run across the end of the table is counted whole.
        for index in 0..<(2 * slots.count) {
            if slots[index % slots.count].node == Slot.emptyNode {
                run = 0
            } else {
                run += 1
                longest = max(longest, run)
            }
        }
        return min(longest, slots.count) + 1
    }

    /// The bytes of every literal edge: what the literal comparisons of one walk can cost at most.
    var literalByteCount: Int {
        slots.reduce(0) { sum, slot in
            slot.node == Slot.emptyNode ? sum : sum + RouteTrie.literalLength(literalPool, at: Int(slot.start))
        }
    }
}
