extension RouteTrie {
    /// One segment of a path as the byte walk has read it: where it is, and what is known of it.
    struct ReadSegment {
        var start: Int
        var end: Int
        /// The case-blind hash of its bytes (`hash(_:count:)`), once `isHashed`.
        var hash: UInt64 = 0
        var isHashed = false
        /// Whether an `Int` capture accepts it, once `isIntKnown`.
        var isInt = false
        var isIntKnown = false
    }

    /// The segments of the byte walk's buffer on the stack, for a table whose depth is below it.
    static let fixedReadCapacity = 16

    /// A path the byte walk has read to its end, as it offers a terminal.
    struct ReadPath {
        /// Its segments, up to the table's depth + 1.
        let segments: UnsafeBufferPointer<ReadSegment>
        /// It has more segments than `segments` holds.
        let overflowed: Bool
        /// Where it ends: at `?`, `#` or the end of the text.
        let end: Int
    }

    /// What the byte walk decided.
    enum ByteWalkResult {
        /// The walk ran: `visit` was offered every terminal the path selects, until it accepted one.
        case walked
        /// The path holds a byte the walk does not read (`%`, a byte below it, DEL, a byte of 0x80 or above): it goes to
        /// the walk that splits and decodes (`walk(_:overflowed:restIsWellFormed:_:)`).
        case slowPath
    }

    /// The walk over the link's bytes: the same routes offered in the same order as `walk(_:overflowed:…)`, for a path
    /// whose bytes need no decoding, with no segment array built first.
    ///
    /// One pass over the path (`split(_:count:into:)`) finds its segments, where it ends (`?`, `#`) and whether a
    /// byte of it needs the other walk (`%`, a byte below it, DEL, a byte of 0x80 or above): such a path is given back
    /// (`.slowPath`), so what a link selects never depends on which walk ran. The segments are byte ranges into the
    /// caller's buffer, nothing decoded or copied; a segment's hash and `Int` reading are worked out when the walk
    /// first asks, and kept, so backtracking reads nothing again.
    ///
    /// - Parameters:
    ///   - base: The path's UTF-8 (a path, not a URL: no scheme, no host).
    ///   - count: Its length, at most `maxLinkLength`.
    ///   - visit: Called with each matching terminal in precedence order until it returns `true`, with the path as
    ///     read (the walk has read the whole path before any terminal is offered).
    /// - Returns: `.walked`, or `.slowPath` when the other walk must read the path.
    /// - Complexity: O(*n* + *v*), as `walk`: each byte read once to split, each segment hashed and read as an `Int`
    ///   at most once, each node entered at most once.
    @inline(__always)
    func byteWalk(
        _ base: UnsafePointer<UInt8>, count: Int, _ visit: (_ terminal: Int32, _ path: ReadPath) -> Bool
    ) -> ByteWalkResult {
        // NB: the walk in a function of its own, called from the closure: `withUnsafeTemporaryAllocation` inlines its
        // closure twice (on the stack, and on the heap for a deep table), which doubled the walk's code (+2.5 KiB).
        // A table of up to 15 levels (nearly every app's) gets a buffer of fixed size: no size to check at run time.
        if maxDepth < Self.fixedReadCapacity {
            return withUnsafeTemporaryAllocation(of: ReadSegment.self, capacity: Self.fixedReadCapacity) { read in
                walkBytes(base, count: count, UnsafeMutableBufferPointer(rebasing: read[...maxDepth]), visit)
            }
        }
        return withUnsafeTemporaryAllocation(of: ReadSegment.self, capacity: maxDepth &+ 1) { read in
            walkBytes(base, count: count, read, visit)
        }
    }

    /// ``byteWalk(_:count:_:)`` with its segment buffer, `read`: the table's depth + 1 segments (the walk asks for
    /// none past the table's depth).
    @inline(never)
    private func walkBytes(
        _ base: UnsafePointer<UInt8>, count: Int, _ read: UnsafeMutableBufferPointer<ReadSegment>,
        _ visit: (_ terminal: Int32, _ path: ReadPath) -> Bool
    ) -> ByteWalkResult {
        guard let segments = read.baseAddress else { return .slowPath }
        guard let (readCount, overflowed, pathEnd) = Self.split(base, count: count, into: read) else {
            return .slowPath
        }
        // More segments than the table is deep: only a remainder can take them.
        guard hasRemainder || !overflowed else { return .walked }
        let path = ReadPath(
            segments: UnsafeBufferPointer(start: segments, count: readCount), overflowed: overflowed, end: pathEnd)
        let folding = caseInsensitive
        var index: Int32 = 0
        var depth = 0
        while true {
            // Entering `index` at `depth`: its terminal when the path ends here, else its first branch that takes the
            // next segment (a literal, an `Int`, any segment, a remainder).
            MatchStep.count(.node)
            let node = nodes[Int(index)]
            var child = Node.none
            if depth == readCount {
                if !overflowed, node.terminal != Node.none, visitChain(node.terminal, { visit($0, path) }) {
                    return .walked
                }
            } else {
                if node.literalCount > 0 {
                    let segment = segments + depth
                    let bytes = base + segment.pointee.start
                    let length = segment.pointee.end &- segment.pointee.start
                    if !segment.pointee.isHashed {
                        MatchStep.count(.classifiedByte, length)
                        segment.pointee.hash = RouteTrie.hash(bytes, count: length)
                        segment.pointee.isHashed = true
                    }
                    child = literalChild(
                        of: index, bytes: bytes, count: length, bytesHash: segment.pointee.hash, folding: folding)
                }
                if child == Node.none {
                    child = otherChild(node, index, segments + depth, base, from: .int) { visit($0, path) }
                    if child == Self.accepted { return .walked }
                }
            }
            // Back up until a node has a branch after the one the walk came down.
            while child == Node.none {
                guard index != 0 else { return .walked }
                let parent = parents[Int(index)]
                let up = nodes[Int(parent)]
                let next: LaterBranch = up.intChild == index ? .any : up.anyChild == index ? .remainder : .int
                index = parent
                depth &-= 1
                child = otherChild(up, index, segments + depth, base, from: next) { visit($0, path) }
                if child == Self.accepted { return .walked }
            }
            index = child
            depth &+= 1
        }
    }

    /// The branches after a node's literals, in precedence order.
    enum LaterBranch {
        case int, any, remainder
    }

    /// `otherChild`'s answer when a remainder terminal accepted the link.
    static let accepted: Int32 = -2

    /// The child of `node` (at `index`) that takes `segment` by the first of its branches from `branch` on (an `Int`
    /// capture, any segment), `Node.none` when none does, or `accepted` when its remainder terminal was offered the
    /// link (`visit`) and accepted it.
    @inline(__always)
    private func otherChild(
        _ node: Node, _ index: Int32, _ segment: UnsafeMutablePointer<ReadSegment>, _ base: UnsafePointer<UInt8>,
        from branch: LaterBranch, _ visit: (Int32) -> Bool
    ) -> Int32 {
        if branch == .int, node.intChild != Node.none, Self.isInt(segment, base) { return node.intChild }
        if branch != .remainder, node.anyChild != Node.none { return node.anyChild }
        // A remainder takes every segment from here (those past the table too: the split checked them).
        if hasRemainder, remainderTerminals[Int(index)] != Node.none, visitChain(remainderTerminals[Int(index)], visit)
        {
            return Self.accepted
        }
        return Node.none
    }

    /// Splits the path in `base[0..<count]` into `read`, in one pass, eight bytes at a time: its segments (empty ones
    /// skipped; those past `read`'s capacity only noted), and where it ends (its first `?` or `#`, or `count`).
    ///
    /// `nil` when a byte before its end is one the byte walk does not read: `%`, a byte below it, DEL, a byte of 0x80
    /// or above. One test finds them all: `#` is below `%`, so the first byte that is refused, `?` or `#` decides.
    @inline(__always)
    static func split(
        _ base: UnsafePointer<UInt8>, count: Int, into read: UnsafeMutableBufferPointer<ReadSegment>
    ) -> (count: Int, overflowed: Bool, end: Int)? {
        var readCount = 0
        var overflowed = false
        var start = 0
        var index = 0
        var end = count
        while index < count {
            let width = min(count &- index, 8)
            let word = SWAR.word(base, from: index, count: width, end: count)
            // A short word's padding (0xFF) is marked too, past `width`.
            let marked = SWAR.firstByte(
                belowOrDELOrHigh: UInt8(ascii: "%") &+ 1, orEqualTo: UInt8(ascii: "?"), in: word)
            var slashes = SWAR.exactBytes(equalTo: UInt8(ascii: "/"), in: word)
            var limit = width
            if marked != 0 {
                let offset = marked.trailingZeroBitCount &>> 3
                if offset < width {
                    let stop = index &+ offset
                    guard base[stop] == UInt8(ascii: "?") || base[stop] == UInt8(ascii: "#") else { return nil }
                    limit = offset
                    end = stop
                    slashes &= SWAR.lowBytes(offset)
                }
            }
            while slashes != 0 {
                let slash = index &+ (slashes.trailingZeroBitCount &>> 3)
                if slash > start {
                    if readCount < read.count {
                        read[readCount] = ReadSegment(start: start, end: slash)
                        readCount &+= 1
                    } else {
                        overflowed = true
                    }
                }
                start = slash &+ 1
                slashes &= slashes &- 1
            }
            if limit < width { break }
            index &+= width
        }
        MatchStep.count(.linkByte, end)
        if end > start {
            if readCount < read.count {
                read[readCount] = ReadSegment(start: start, end: end)
                readCount &+= 1
            } else {
                overflowed = true
            }
        }
        return (readCount, overflowed, end)
    }

    /// Whether an `Int` capture accepts `segment`, read once.
    @inline(__always)
    static func isInt(_ segment: UnsafeMutablePointer<ReadSegment>, _ base: UnsafePointer<UInt8>) -> Bool {
        if !segment.pointee.isIntKnown {
            let length = segment.pointee.end &- segment.pointee.start
            MatchStep.count(.classifiedByte, length)
            segment.pointee.isInt =
                CaptureKind.parseInt(UnsafeBufferPointer(start: base + segment.pointee.start, count: length)) != nil
            segment.pointee.isIntKnown = true
        }
        return segment.pointee.isInt
    }
}
