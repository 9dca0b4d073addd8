extension RouteTrie {
    /// Where the walk stands at a node: the next thing to try there.
    private enum Branch {
        /// The node was just entered: check its terminal, or its segment.
        case enter
        case literal
        case int
        case any
        case remainder
        /// Nothing left to try: back to the parent.
        case done
    }

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
    /// The walk is a loop, not a recursion: going back up follows `parents`, and the branch to resume at the parent
    /// follows from which of its children the walk comes from. So the stack it uses does not grow with the depth of
    /// the patterns (a 3,000-segment pattern walks on a 512 KiB thread), and it keeps no stack of its own.
    ///
    /// - Returns: Whether `visit` accepted a terminal.
    /// - Complexity: Each trie node is entered at most once, and each segment is classified (hashed, read as an
    ///   `Int`) at most once, so O(*n* + *v*) for a link of *n* bytes that enters *v* ≤ *trie size* nodes; never
    ///   *v* × *n*, and never proportional to the number of routes. MatchingRules, "Cost", gives the exact bound.
    func walk(
        _ segments: UnsafeMutableBufferPointer<PathSegment>, overflowed: Bool, restIsWellFormed: Bool,
        _ visit: (Int32) -> Bool
    ) -> Bool {
        guard hasRemainder || (!overflowed && segments.count <= maxDepth) else { return false }
        guard restIsWellFormed else { return false }
        // A remainder accepts the segments after its node's only when none of them is malformed: the last malformed
        // segment, found once, answers that for every remainder node.
        var lastMalformed = -1
        if hasRemainder {
            for position in segments.indices where segments[position].isMalformed { lastMalformed = position }
        }
        var index: Int32 = 0
        var depth = 0
        var branch = Branch.enter
        while true {
            let node = nodes[Int(index)]
            var child = Node.none
            if branch == .enter {
                MatchStep.count(.node)
                if depth == segments.count {
                    if !overflowed, node.terminal != Node.none, visitChain(node.terminal, visit) { return true }
                    branch = .done
                } else {
                    branch = segments[depth].isMalformed ? .done : .literal
                }
            }
            if branch == .literal {
                if node.literalCount > 0 { child = literalChild(of: index, matching: &segments[depth]) }
                branch = .int
            }
            if child == Node.none, branch == .int {
                if node.intChild != Node.none, segments[depth].isInt() { child = node.intChild }
                branch = .any
            }
            if child == Node.none, branch == .any {
                child = node.anyChild
                branch = .remainder
            }
            if child == Node.none, branch == .remainder {
                if hasRemainder, remainderTerminals[Int(index)] != Node.none, lastMalformed <= depth,
                    visitChain(remainderTerminals[Int(index)], visit)
                {
                    return true
                }
                branch = .done
            }
            if child != Node.none {
                index = child
                depth &+= 1
                branch = .enter
                continue
            }
            // Back to the parent, at the branch after the one that led here.
            guard index != 0 else { return false }
            let parent = parents[Int(index)]
            let up = nodes[Int(parent)]
            branch = up.intChild == index ? .any : up.anyChild == index ? .remainder : .int
            index = parent
            depth &-= 1
        }
    }

    /// Offers `head` and the terminals chained behind it, in order, until `visit` accepts one.
    @inline(__always)
    func visitChain(_ head: Int32, _ visit: (Int32) -> Bool) -> Bool {
        guard hasAlternatives else {
            MatchStep.count(.offer)
            return visit(head)
        }
        var terminal = head
        repeat {
            MatchStep.count(.offer)
            if visit(terminal) { return true }
            terminal = alternatives[Int(terminal)]
        } while terminal != Node.none
        return false
    }
}
