extension RouteTrie {
    /// Walks the trie depth-first in precedence order and calls `visit` for every terminal whose
    /// pattern matches all of `segments`, until `visit` returns `true`.
    ///
    /// At each segment the order is: the literal child, then the `Int` child (if the segment is an
    /// `Int`), then the any-segment child, then the node's remainder terminal (if every remaining
    /// known segment is well formed). Returning `false` from `visit` (a declining handler) resumes the
    /// walk, so routes are offered strictly from most to least specific.
    ///
    /// `overflowed` says the path has more segments than `segments` holds (its capacity is
    /// `maxDepth + 1`): then only remainder terminals can match, and only when `restIsWellFormed` says
    /// every segment past the table decodes.
    ///
    /// - Returns: Whether `visit` accepted a terminal.
    /// - Complexity: Each trie node is entered at most once, so O(min(*trie size*, *b*^*d*)) in the
    ///   worst case and O(*d*) for a table without overlapping captures, with *d* the number of
    ///   segments; never proportional to the number of routes.
    @inline(__always)
    func walk(
        _ segments: UnsafeBufferPointer<PathSegment>, overflowed: Bool, restIsWellFormed: Bool,
        _ visit: (Int32) -> Bool
    ) -> Bool {
        guard hasRemainder || (!overflowed && segments.count <= maxDepth) else { return false }
        guard restIsWellFormed else { return false }
        return walk(node: 0, depth: 0, segments, overflowed: overflowed, visit)
    }

    private func walk(
        node index: Int32, depth: Int, _ segments: UnsafeBufferPointer<PathSegment>, overflowed: Bool,
        _ visit: (Int32) -> Bool
    ) -> Bool {
        let node = nodes[Int(index)]
        guard depth < segments.count else {
            return !overflowed && node.terminal != Node.none && visitChain(node.terminal, visit)
        }
        let segment = segments[depth]
        guard !segment.isMalformed else { return false }
        if node.literalCount > 0 {
            let child = literalChild(of: index, matching: segment)
            if child != Node.none, walk(node: child, depth: depth &+ 1, segments, overflowed: overflowed, visit) {
                return true
            }
        }
        if node.intChild != Node.none, CaptureKind.parseInt(segment.bytes) != nil,
            walk(node: node.intChild, depth: depth &+ 1, segments, overflowed: overflowed, visit)
        {
            return true
        }
        if node.anyChild != Node.none,
            walk(node: node.anyChild, depth: depth &+ 1, segments, overflowed: overflowed, visit)
        {
            return true
        }
        if hasRemainder, remainderTerminals[Int(index)] != Node.none,
            !segments[(depth &+ 1)...].contains(where: \.isMalformed)
        {
            return visitChain(remainderTerminals[Int(index)], visit)
        }
        return false
    }

    /// Offers `head` and the terminals chained behind it, in order, until `visit` accepts one.
    @inline(__always)
    private func visitChain(_ head: Int32, _ visit: (Int32) -> Bool) -> Bool {
        guard hasAlternatives else { return visit(head) }
        var terminal = head
        repeat {
            if visit(terminal) { return true }
            terminal = alternatives[Int(terminal)]
        } while terminal != Node.none
        return false
    }
}
