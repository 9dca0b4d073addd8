extension RouteTrie {
    /// The first terminal the walk offers for the path in `base[0..<count]`, or `Node.none` when it offers none, found
    /// by a descent that reads each segment as it reaches it; `nil` when the path holds a byte the byte walk does not
    /// read (``withReadPath(_:count:_:)``), and the walk that splits and decodes decides.
    ///
    /// The walk offers first the terminal it reaches by taking, at each segment, the first branch that takes it (a
    /// literal, an `Int`, any segment), and backs up only after a dead end, to a branch after one it took. So while
    /// the nodes it passes have no branch after the one it takes, the descent is the whole walk: it finds each
    /// segment's end, takes its branch, and needs to keep nothing, since the walk could never come back. It ends where
    /// the path ends, at that node's terminal (or none: no route), or at a dead end (no route). At the first node with
    /// a later branch, the walk goes on from there as ``nextOffer(_:_:)`` (``walk(from:depth:after:_:count:)``), which
    /// reads the rest of the path first and can back up: no segment is classified twice, no node entered twice.
    ///
    /// A node with a remainder route has a later branch too (a remainder comes after every other branch): the walk takes
    /// over before it enters one, so the descent never passes a remainder.
    ///
    /// - Complexity: As ``byteWalk(_:count:_:)``: each byte read once to find the segments, each segment hashed and
    ///   read as an `Int` at most once, each node entered at most once. A path with a byte that walk does not read
    ///   after segments the descent has classified goes to the walk that decodes, which classifies them again: at most
    ///   twice, for such paths.
    @inline(__always)
    func firstOffer(_ base: UnsafePointer<UInt8>, count: Int) -> Int32? {
        // NB: read once, before the loop.
        let remainders = hasRemainder
        if remainders, remainderTerminals[0] != Node.none {
            return walk(from: 0, depth: 0, after: nil, base, count: count)
        }
        let slash = UInt8(ascii: "/")
        var index: Int32 = 0
        var depth = 0
        var position = 0
        while true {
            let from = position
            if position < count, base[position] == slash { position &+= 1 }
            // The segment's end: the first `/`, `?`, `#` or byte the walk does not read, eight bytes at a time. Its
            // first word is kept: a segment of up to eight bytes is looked up from it.
            var end = position
            // At the end of the text the path ends, as at a `?`.
            var stop = UInt8(ascii: "?")
            var first = UInt64(0)
            if end < count {
                let width = min(count &- end, 8)
                first = SWAR.word(base, from: end, count: width, end: count)
                let offset = Self.stopOffset(in: first)
                end &+= min(offset, width)
                if offset < width {
                    stop = base[end]
                } else {
                    while end < count {
                        let width = min(count &- end, 8)
                        let offset = Self.stopOffset(in: SWAR.word(base, from: end, count: width, end: count))
                        if offset < width {
                            end &+= offset
                            stop = base[end]
                            break
                        }
                        end &+= width
                    }
                }
            }
            MatchStep.count(.linkByte, end &- from)
            let length = end &- position
            let endsPath = stop != slash
            if endsPath {
                if stop != UInt8(ascii: "?"), stop != UInt8(ascii: "#") { return nil }
            } else if length == 0 {
                // An empty segment (`//`): skipped, as the split skips it.
                position = end
                continue
            }
            if length == 0 {
                // The path ends here, after its last segment or a trailing `/`: this node's terminal, or no route.
                MatchStep.count(.node)
                return nodes[Int(index)].terminal
            }
            MatchStep.count(.node)
            let node = nodes[Int(index)]
            let bytes = base + position
            var segment = ReadSegment(start: position, end: end)
            var child = Node.none
            if node.literalCount > 0 {
                MatchStep.count(.classifiedByte, length)
                segment.known = ReadSegment.Known.hashed
                if length <= 8, !caseInsensitive {
                    let word = first & SWAR.lowBytes(length)
                    segment.hash = RouteTrie.hash(word: word, count: length)
                    child = shortLiteralChild(of: index, word: word, count: length, bytesHash: segment.hash)
                } else {
                    segment.hash = RouteTrie.hash(bytes, count: length)
                    child = literalChild(
                        of: index, bytes: bytes, count: length, bytesHash: segment.hash, folding: caseInsensitive)
                }
                // A later branch (an `Int`, any segment) the walk could back up to.
                if child != Node.none, node.intChild != Node.none || node.anyChild != Node.none {
                    return walk(from: child, depth: depth, after: segment, base, count: count)
                }
            }
            if child == Node.none, node.intChild != Node.none {
                MatchStep.count(.classifiedByte, length)
                if CaptureKind.parseInt(UnsafeBufferPointer(start: bytes, count: length)) != nil {
                    segment.known |= ReadSegment.Known.intKnown | ReadSegment.Known.int
                    child = node.intChild
                    if node.anyChild != Node.none {
                        return walk(from: child, depth: depth, after: segment, base, count: count)
                    }
                } else {
                    segment.known |= ReadSegment.Known.intKnown
                }
            }
            if child == Node.none { child = node.anyChild }
            // A dead end, with nothing to back up to: no route.
            if child == Node.none { return Node.none }
            if remainders, remainderTerminals[Int(child)] != Node.none {
                return walk(from: child, depth: depth, after: segment, base, count: count)
            }
            index = child
            depth &+= 1
            position = end
            if endsPath {
                MatchStep.count(.node)
                return nodes[Int(index)].terminal
            }
        }
    }

    /// Where in `word` (eight bytes of a path, or fewer padded with 0xFF) the first byte is that ends a segment (`/`),
    /// ends the path (`?`, `#`) or is not read by the byte walk: 8 when there is none, else below 8 (the padding is
    /// marked too, so a short word's answer is below its width only for a byte of the path).
    @inline(__always)
    static func stopOffset(in word: UInt64) -> Int {
        let marked = SWAR.firstByte(
            belowOrDELOrHigh: UInt8(ascii: "%") &+ 1, orEqualTo: UInt8(ascii: "?"), or: UInt8(ascii: "/"), in: word)
        return marked.trailingZeroBitCount &>> 3
    }

    /// The walk's first offer, going on from `child` at `depth + 1`, or from the root when `segment` is `nil`.
    ///
    /// ``firstOffer(_:count:)`` took `child` at the first node with a later branch (or one with a remainder route),
    /// for `segment` (the path's segment at `depth`, with what was learned of it): the rest of the path is read after
    /// it, and ``nextOffer(_:_:)`` walks on. Without a segment (a root with a remainder route) the whole path is read,
    /// and the walk starts at the root. `nil` when the path holds a byte the byte walk does not read.
    ///
    /// The segments above `depth` are never read again: their nodes have no branch after the one the descent took, so
    /// the walk never comes back to them with a segment in hand. They are set empty all the same, so that no memory is
    /// read uninitialized.
    @inline(never)
    func walk(
        from child: Int32, depth: Int, after segment: ReadSegment?, _ base: UnsafePointer<UInt8>, count: Int
    ) -> Int32? {
        // A buffer of fixed size for a table of up to 15 levels (see `withReadPath`), the walk in a function of its own.
        if maxDepth < Self.fixedReadCapacity {
            return withUnsafeTemporaryAllocation(of: ReadSegment.self, capacity: Self.fixedReadCapacity) { buffer in
                guard let read = buffer.baseAddress else { return nil }
                return walk(from: child, depth: depth, after: segment, base, count: count, into: read, maxDepth &+ 1)
            }
        }
        return withUnsafeTemporaryAllocation(of: ReadSegment.self, capacity: maxDepth &+ 1) { buffer in
            guard let read = buffer.baseAddress else { return nil }
            return walk(from: child, depth: depth, after: segment, base, count: count, into: read, buffer.count)
        }
    }

    /// ``walk(from:depth:after:_:count:)`` with a buffer of `capacity` segments at `read`.
    @inline(never)
    private func walk(
        from child: Int32, depth: Int, after segment: ReadSegment?, _ base: UnsafePointer<UInt8>, count: Int,
        into read: UnsafeMutablePointer<ReadSegment>, _ capacity: Int
    ) -> Int32? {
        var cursor = ByteWalkCursor()
        var start = 0
        var readCount = 0
        if let segment {
            for above in 0..<depth { (read + above).initialize(to: ReadSegment(start: 0, end: 0)) }
            (read + depth).initialize(to: segment)
            cursor.index = child
            cursor.depth = depth &+ 1
            start = segment.end
            readCount = depth &+ 1
        }
        guard
            let (count, overflowed, end) = Self.read(
                base, count: count, into: read, capacity, from: start, after: readCount)
        else { return nil }
        return nextOffer(ReadPath(base: base, first: read, count: count, overflowed: overflowed, end: end), &cursor)
    }
}
