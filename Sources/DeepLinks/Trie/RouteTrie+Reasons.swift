extension RouteTrie {
    /// For a link that matched nothing: how deep each node's path accepts the link.
    ///
    /// `depths[n]` is `n`'s depth when the segments on the way to `n` accept the link's first segments (literals
    /// through the walk's own look-up, `Int` captures for segments read as integers once, any-segment captures
    /// for any well-formed segment), and `-1` for a node the link does not reach. The root is reached at depth 0.
    /// The deepest reached ancestor of a route's node is how far that route accepts the link, which names the
    /// closest route without comparing the link with each pattern.
    ///
    /// - Complexity: O(*s* + *v*): one pass over the segments, then each reached node once (iteratively, so
    ///   the stack does not grow with the pattern depth); never routes × link length.
    func reachedDepths(_ segments: UnsafeMutableBufferPointer<PathSegment>) -> [Int32] {
        var depths = [Int32](repeating: -1, count: nodes.count)
        var pending: [(node: Int32, depth: Int)] = [(0, 0)]
        while let (index, depth) = pending.popLast() {
            MatchStep.count(.node)
            depths[Int(index)] = Int32(truncatingIfNeeded: depth)
            guard depth < segments.count, !segments[depth].isMalformed else { continue }
            let node = nodes[Int(index)]
            if node.literalCount > 0 {
                let child = literalChild(of: index, matching: &segments[depth])
                if child != Node.none { pending.append((child, depth + 1)) }
            }
            if node.intChild != Node.none, segments[depth].isInt() { pending.append((node.intChild, depth + 1)) }
            if node.anyChild != Node.none { pending.append((node.anyChild, depth + 1)) }
        }
        return depths
    }

    /// How many leading segments of the link the pattern ending at `node` accepts, given ``reachedDepths(_:)``.
    ///
    /// - Parameters:
    ///   - node: Where the pattern ends; for a remainder pattern, where its remainder starts.
    ///   - isRemainder: The pattern ends in a remainder, which accepts every segment left (at least one).
    ///   - depths: What ``reachedDepths(_:)`` returned for the link.
    ///   - segmentCount: How many segments the link has (as far as they were read).
    /// - Returns: The number of leading segments accepted; 0 when not even the first is.
    /// - Complexity: O(*k*) in the pattern's length.
    func acceptedPrefix(endingAt node: Int32, isRemainder: Bool, depths: [Int32], segmentCount: Int) -> Int {
        if isRemainder, depths[Int(node)] >= 0, Int(depths[Int(node)]) < segmentCount { return segmentCount }
        var index = node
        // The root is always reached, so this stops there at the latest.
        while index > 0, depths[Int(index)] < 0 { index = parents[Int(index)] }
        return max(Int(depths[Int(index)]), 0)
    }
}
