extension RouteTrie {
    /// The first terminal the walk offers for the path in `base[0..<count]`, or `Node.none` when it offers none, found
    /// by a descent that reads each segment as it reaches it; `nil` when the path holds a byte the byte walk does not
    /// read (``withReadPath(_:count:_:)``), and the walk that splits and decodes decides.
    ///
    /// The walk offers first the terminal it reaches by taking, at each segment, the first branch that takes it (a
    /// literal, an `Int`, any segment), and backs up only after a dead end, to a branch after one it took. So while
    /// the nodes it passes have no branch after the one it takes, the descent is the whole walk: it finds each
    /// segment's end, takes its branch, and needs to keep nothing, since the walk could never come back. It ends where
    /// the path ends, at that node's terminal (or none: no route), or at a dead end (no route). From the first node
    /// with a later branch on (``walk(from:depth:after:_:count:)``), the descent keeps each segment it reads in a
    /// buffer, with what it learned of it; where it stops without a route, ``nextOffer(_:_:)`` reads the rest of the
    /// path and backs up from there: no segment is classified twice, no node entered twice.
    ///
    /// A node with a remainder route has a later branch too (a remainder comes after every other branch): the descent
    /// never enters one, ``nextOffer(_:_:)`` does.
    ///
    /// - Complexity: As ``byteWalk(_:count:_:)``: each byte read once to find the segments, each segment hashed and
    ///   read as an `Int` at most once, each node entered at most once. A path with a byte that walk does not read
    ///   after segments the descent has classified goes to the walk that decodes, which classifies them again: at most
    ///   twice, for such paths.
    @inline(__always)
    func firstOffer(_ base: UnsafePointer<UInt8>, count: Int) -> Int32? {
        if hasRemainder, remainderTerminals[0] != Node.none {
            return walk(from: 0, depth: 0, after: nil, base, count: count)
        }
        // From the node of the literals every path starts with, when this one does (`LiteralPrefix`).
        let length = prefix.length(in: base, count: count)
        let chained = length > 0
        return descend(
            base, count: count, from: chained ? prefix.node : 0, depth: chained ? prefix.depth : 0, at: length,
            keepingIn: nil, 0)
    }

    /// ``firstOffer(_:count:)`` that keeps every segment it reads in `read` (`capacity` of them, the table's depth + 1).
    ///
    /// When it returns a terminal, `read` holds the path's segments from the first, as far as the terminal's pattern
    /// reaches: the descent of a full match, which hands them to the route.
    func firstOffer(
        _ base: UnsafePointer<UInt8>, count: Int, keepingIn read: UnsafeMutablePointer<ReadSegment>, _ capacity: Int
    ) -> Int32? {
        walk(from: 0, depth: 0, after: nil, base, count: count, into: read, capacity, descending: true)
    }

    /// The descent from `index`, entered at `depth`, with the path read up to `position`: ``firstOffer(_:count:)``'s
    /// loop, and the walk's after the first node with a later branch.
    ///
    /// Without `read` it keeps nothing: at a node with a later branch it hands over to
    /// ``walk(from:depth:after:_:count:)``, which calls it again with a buffer; a dead end, or a path that ends at a node
    /// without a terminal, is no route. With `read` (`capacity` segments, those above `depth` already there) it keeps
    /// each segment it reads there, with what it learned of it, goes on past later branches, and at a dead end or a
    /// path that ends without a terminal lets ``nextOffer(_:_:)`` back up from where it stopped. Either way, a node
    /// with a remainder route is entered by ``nextOffer(_:_:)``, which offers the remainder after its other branches.
    ///
    /// NB: always inlined, so that each caller has a loop of its own with `read`'s tests folded away (one loop in the
    /// source).
    @inline(__always)
    private func descend(
        _ base: UnsafePointer<UInt8>, count: Int, from start: Int32, depth first: Int, at position: Int,
        keepingIn read: UnsafeMutablePointer<ReadSegment>?, _ capacity: Int
    ) -> Int32? {
        // NB: read once, before the loop.
        let remainders = hasRemainder
        let slash = UInt8(ascii: "/")
        var index = start
        var depth = first
        // Where the segment's bytes start (after its `/`), and where it was read from (its `/`, if any).
        var from = position
        var position = position
        if position < count, base[position] == slash { position &+= 1 }
        while true {
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
                // NB: not `min(offset, width)`: the padding of a short word is marked, so `offset` is at most `width`.
                end &+= offset
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
                from = end
                position = end &+ 1
                continue
            }
            if length == 0 {
                // The path ends here, after its last segment or a trailing `/`: this node's terminal, or else no route
                // (or, past a later branch, the walk backs up).
                MatchStep.count(.node)
                return leave(index, depth, read, end, base)
            }
            MatchStep.count(.node)
            let node = nodes[Int(index)]
            let bytes = base + position
            var segment = ReadSegment(start: position, end: end)
            var child = Node.none
            // Whether the node has a branch after the one taken: an `Int` or any segment after a literal, any segment
            // after an `Int`.
            var isLater = false
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
                isLater = child != Node.none && (node.intChild != Node.none || node.anyChild != Node.none)
            }
            if child == Node.none, node.intChild != Node.none {
                MatchStep.count(.classifiedByte, length)
                let isInt = CaptureKind.parseInt(UnsafeBufferPointer(start: bytes, count: length)) != nil
                segment.noteInt(isInt)
                if isInt {
                    child = node.intChild
                    isLater = node.anyChild != Node.none
                }
            }
            if child == Node.none { child = node.anyChild }
            if let read {
                // A node at depth `maxDepth` has no child, so `depth` is below the capacity.
                (read + depth).initialize(to: segment)
                var cursor = ByteWalkCursor(index: index, depth: depth)
                if child == Node.none {
                    // A dead end: the walk backs up from this node, once the rest of the path is read.
                    cursor.isLeaving = true
                    return offer(base, count: count, read, capacity, from: end, after: depth &+ 1, &cursor)
                }
                if remainders, remainderTerminals[Int(child)] != Node.none {
                    cursor.index = child
                    cursor.depth = depth &+ 1
                    return offer(base, count: count, read, capacity, from: end, after: depth &+ 1, &cursor)
                }
            } else {
                // A dead end, with nothing to back up to: no route.
                if child == Node.none { return Node.none }
                if isLater || remainders && remainderTerminals[Int(child)] != Node.none {
                    return walk(from: child, depth: depth, after: segment, base, count: count)
                }
            }
            index = child
            depth &+= 1
            if endsPath {
                MatchStep.count(.node)
                return leave(index, depth, read, end, base)
            }
            // NB: past the `/` the scan found, without reading it again (one load less on the way from a segment's end
            // to the next one's).
            from = end
            position = end &+ 1
        }
    }

    /// The terminal of `index`, where the path ends (`end`, after `depth` segments); when it has none, no route, or,
    /// with the segments kept in `read`, the walk's next offer as it backs up from there.
    @inline(__always)
    private func leave(
        _ index: Int32, _ depth: Int, _ read: UnsafeMutablePointer<ReadSegment>?, _ end: Int,
        _ base: UnsafePointer<UInt8>
    ) -> Int32 {
        let terminal = nodes[Int(index)].terminal
        guard terminal == Node.none, let read else { return terminal }
        var cursor = ByteWalkCursor(index: index, depth: depth, isLeaving: true)
        return nextOffer(ReadPath(base: base, first: read, count: depth, overflowed: false, end: end), &cursor)
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
    /// for `segment` (the path's segment at `depth`, with what was learned of it): the descent goes on from there,
    /// keeping the segments it reads in a buffer on the stack, and ``nextOffer(_:_:)`` backs up from where it stops
    /// without a route (it enters a node with a remainder route itself). Without a segment (a root with a remainder
    /// route) the whole path is read, and ``nextOffer(_:_:)`` starts at the root. `nil` when the path holds a byte the
    /// byte walk does not read.
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
    ///
    /// The descent goes on from `child`, keeping the segments it reads. With `descending` and no segment, it starts at
    /// the root (a full match's, ``firstOffer(_:count:keepingIn:_:)``), unless the root has a remainder route.
    @inline(never)
    private func walk(
        from child: Int32, depth: Int, after segment: ReadSegment?, _ base: UnsafePointer<UInt8>, count: Int,
        into read: UnsafeMutablePointer<ReadSegment>, _ capacity: Int, descending: Bool = false
    ) -> Int32? {
        var cursor = ByteWalkCursor()
        // Where the descent starts: the root, or `child` after `segment`.
        var start = (index: Int32(0), depth: 0, position: 0)
        if let segment {
            for above in 0..<depth { (read + above).initialize(to: ReadSegment(start: 0, end: 0)) }
            (read + depth).initialize(to: segment)
            if hasRemainder, remainderTerminals[Int(child)] != Node.none {
                // The walk enters the node itself, to offer its remainder after its other branches.
                cursor.index = child
                cursor.depth = depth &+ 1
                return offer(base, count: count, read, capacity, from: segment.end, after: depth &+ 1, &cursor)
            }
            start = (child, depth &+ 1, segment.end)
        } else if !descending || hasRemainder && remainderTerminals[0] != Node.none {
            return offer(base, count: count, read, capacity, from: 0, after: 0, &cursor)
        } else {
            let length = prefix.length(in: base, count: count)
            if length > 0 {
                prefix.keep(in: read)
                start = (prefix.node, prefix.depth, length)
            }
        }
        // NB: one descent that keeps the segments it reads, for every caller (about 4 KiB of code each).
        return descend(
            base, count: count, from: start.index, depth: start.depth, at: start.position, keepingIn: read, capacity)
    }

    /// Reads the path from `start` on into `read`, after the `readCount` segments already there, and the walk offers
    /// its next terminal from `cursor`; `nil` when the rest holds a byte the byte walk does not read.
    private func offer(
        _ base: UnsafePointer<UInt8>, count: Int, _ read: UnsafeMutablePointer<ReadSegment>, _ capacity: Int,
        from start: Int, after readCount: Int, _ cursor: inout ByteWalkCursor
    ) -> Int32? {
        guard
            let (readCount, overflowed, end) = Self.read(
                base, count: count, into: read, capacity, from: start, after: readCount)
        else { return nil }
        return nextOffer(ReadPath(base: base, first: read, count: readCount, overflowed: overflowed, end: end), &cursor)
    }
}
