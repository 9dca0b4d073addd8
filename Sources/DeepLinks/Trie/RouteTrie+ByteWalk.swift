extension RouteTrie {
    /// One segment of a path as the byte walk has read it: where it is, and what is known of it.
    struct ReadSegment {
        var start: Int
        var end: Int
        /// The case-blind hash of its bytes (`hash(_:count:)`), once `isHashed`.
        var hash: UInt64 = 0
        /// What is known of it, in one byte (`Known`): one store for a walk that reads it as it goes.
        var known: UInt8 = 0

        /// The bits of `known`.
        enum Known {
            static let hashed: UInt8 = 1
            static let intKnown: UInt8 = 2
            static let int: UInt8 = 4
        }

        var isHashed: Bool { known & Known.hashed != 0 }
        /// Whether an `Int` capture accepts it, once `isIntKnown`.
        var isInt: Bool { known & Known.int != 0 }
        var isIntKnown: Bool { known & Known.intKnown != 0 }

        /// Records whether an `Int` capture accepts it.
        @inline(__always)
        mutating func noteInt(_ isInt: Bool) {
            known |= isInt ? Known.intKnown | Known.int : Known.intKnown
        }
    }

    /// The segments of the byte walk's buffer on the stack, for a table whose depth is below it.
    static let fixedReadCapacity = 16

    /// A path the byte walk has read to its end (``withReadPath(_:count:_:)``), as it offers its terminals
    /// (``nextOffer(_:_:)``).
    struct ReadPath {
        /// The path's bytes.
        let base: UnsafePointer<UInt8>
        /// Its first segment, and after it the others, up to the table's depth + 1 (`count` of them), with what the walk
        /// has learned of each.
        let first: UnsafeMutablePointer<ReadSegment>
        /// How many segments `first` starts.
        let count: Int
        /// It has more segments than the table is deep + 1.
        let overflowed: Bool
        /// Where it ends: at `?`, `#` or the end of the text.
        let end: Int

        /// Its segments.
        var segments: UnsafeBufferPointer<ReadSegment> { UnsafeBufferPointer(start: first, count: count) }
    }

    /// Where the byte walk stands between two offers (``nextOffer(_:_:)``).
    struct ByteWalkCursor {
        /// The node the walk is at: the one it enters next, or the one whose terminal it offered last.
        var index: Int32 = 0
        var depth = 0
        /// The terminal offered last, or `Node.none` when the walk enters `index` next.
        var offered = Node.none
        /// Every terminal has been offered.
        var isDone = false
        /// Every branch of `index` has been tried: the walk backs up from it next (where the descent that keeps the
        /// segments it reads stopped: ``descend(_:count:from:depth:at:keepingIn:_:)``).
        var isLeaving = false
    }

    /// Reads the path in `base[0..<count]` into a segment buffer of the table's depth + 1 (`split(_:count:into:)`) and
    /// calls `body` with it; `nil`, without calling `body`, when the path holds a byte the byte walk does not read
    /// (`%`, a byte below it, DEL, a byte of 0x80 or above): it then goes to the walk that splits and decodes
    /// (`walk(_:overflowed:restIsWellFormed:_:)`), so what a link selects never depends on which walk ran.
    ///
    /// The segments are byte ranges into the caller's buffer, nothing decoded or copied. ``nextOffer(_:_:)`` offers
    /// the path's terminals.
    @inline(__always)
    func withReadPath<R>(_ base: UnsafePointer<UInt8>, count: Int, _ body: (ReadPath) -> R) -> R? {
        // NB: the path read in a function of its own, and `body` kept small (the walk is `nextOffer`, not inlined):
        // `withUnsafeTemporaryAllocation` inlines its closure twice (on the stack, and on the heap for a deep table).
        // A table of up to 15 levels (nearly every app's) gets a buffer of fixed size: no size to check at run time.
        if maxDepth < Self.fixedReadCapacity {
            return withUnsafeTemporaryAllocation(of: ReadSegment.self, capacity: Self.fixedReadCapacity) { read in
                guard let first = read.baseAddress,
                    let (readCount, overflowed, end) = Self.read(base, count: count, into: first, maxDepth &+ 1)
                else { return nil }
                return body(ReadPath(base: base, first: first, count: readCount, overflowed: overflowed, end: end))
            }
        }
        return withUnsafeTemporaryAllocation(of: ReadSegment.self, capacity: maxDepth &+ 1) { read in
            guard let first = read.baseAddress,
                let (readCount, overflowed, end) = Self.read(base, count: count, into: first, read.count)
            else { return nil }
            return body(ReadPath(base: base, first: first, count: readCount, overflowed: overflowed, end: end))
        }
    }

    /// The walk over the link's bytes: `visit` is offered the same routes in the same order as by
    /// `walk(_:overflowed:…)`, until it accepts one, for a path whose bytes need no decoding, with no segment array
    /// built first; `false` when the path goes to that walk (see ``withReadPath(_:count:_:)``).
    ///
    /// - Parameters:
    ///   - base: The path's UTF-8 (a path, not a URL: no scheme, no host).
    ///   - count: Its length, at most `maxLinkLength`.
    ///   - visit: Called with each matching terminal in precedence order until it returns `true`, with the path as
    ///     read (the walk has read the whole path before any terminal is offered).
    /// - Returns: Whether the byte walk read the path (`false`: the other walk must).
    /// - Complexity: O(*n* + *v*), as `walk`: each byte read once to split, each segment hashed and read as an `Int`
    ///   at most once, each node entered at most once.
    @inline(__always)
    func byteWalk(
        _ base: UnsafePointer<UInt8>, count: Int, _ visit: (_ terminal: Int32, _ path: ReadPath) -> Bool
    ) -> Bool {
        withReadPath(base, count: count) { path in
            var cursor = ByteWalkCursor()
            while true {
                let terminal = nextOffer(path, &cursor)
                if terminal == Node.none || visit(terminal, path) { return }
            }
        } != nil
    }

    /// `split(_:count:into:)` into `capacity` segments from `first`, in a function of its own (see
    /// ``withReadPath(_:count:_:)``), its answer in registers.
    @inline(never)
    static func read(
        _ base: UnsafePointer<UInt8>, count: Int, into first: UnsafeMutablePointer<ReadSegment>, _ capacity: Int,
        from start: Int = 0, after readCount: Int = 0
    ) -> (count: Int, overflowed: Bool, end: Int)? {
        split(
            base, count: count, into: UnsafeMutableBufferPointer(start: first, count: capacity), from: start,
            after: readCount)
    }

    /// The next terminal the path selects after those `cursor` has offered, in precedence order, or `Node.none` when
    /// there is none left: the walk of `walk(_:overflowed:…)` over the path's segments as read, stopped at each offer.
    ///
    /// The walk enters the root first; a declined offer resumes it at the next terminal of the same place, else at the
    /// branch after the one that led there. A segment's hash and `Int` reading are worked out when the walk first
    /// asks, and kept, so backtracking reads nothing again.
    ///
    /// NB: one function, called for each offer, not a walk that calls a visit: a walk that took a closure was compiled
    /// once for each caller's closure (+4 KiB of code for the route selection's two).
    @inline(never)
    func nextOffer(_ path: ReadPath, _ cursor: inout ByteWalkCursor) -> Int32 {
        guard !cursor.isDone, hasRemainder || !path.overflowed else { return Node.none }
        let base = path.base
        let segments = path.first
        let readCount = path.count
        let folding = caseInsensitive
        var index = cursor.index
        var depth = cursor.depth
        var entering = cursor.offered == Node.none && !cursor.isLeaving
        cursor.isLeaving = false
        if cursor.offered != Node.none {
            // The last offer was declined: the next terminal at the same place, else the walk backs up from here.
            if hasAlternatives, alternatives[Int(cursor.offered)] != Node.none {
                cursor.offered = alternatives[Int(cursor.offered)]
                MatchStep.count(.offer)
                return cursor.offered
            }
            cursor.offered = Node.none
        }
        while true {
            var child = Node.none
            if entering {
                // Entering `index` at `depth`: its terminal when the path ends here, else its first branch that takes
                // the next segment (a literal, an `Int`, any segment, a remainder).
                MatchStep.count(.node)
                let node = nodes[Int(index)]
                if depth == readCount {
                    if !path.overflowed, node.terminal != Node.none {
                        return offer(node.terminal, at: index, depth, &cursor)
                    }
                } else {
                    if node.literalCount > 0 {
                        let segment = segments + depth
                        let bytes = base + segment.pointee.start
                        let length = segment.pointee.end &- segment.pointee.start
                        if !segment.pointee.isHashed {
                            MatchStep.count(.classifiedByte, length)
                            segment.pointee.hash = RouteTrie.hash(bytes, count: length)
                            segment.pointee.known |= ReadSegment.Known.hashed
                        }
                        child = literalChild(
                            of: index, bytes: bytes, count: length, bytesHash: segment.pointee.hash, folding: folding)
                    }
                    if child == Node.none {
                        child = otherChild(node, index, segments + depth, base, from: .int)
                        if child == Self.remainderOffer {
                            return offer(remainderTerminals[Int(index)], at: index, depth, &cursor)
                        }
                    }
                }
            }
            // Back up until a node has a branch after the one the walk came down.
            while child == Node.none {
                guard index != 0 else {
                    cursor.isDone = true
                    return Node.none
                }
                let parent = parents[Int(index)]
                let up = nodes[Int(parent)]
                let next: LaterBranch = up.intChild == index ? .any : up.anyChild == index ? .remainder : .int
                index = parent
                depth &-= 1
                child = otherChild(up, index, segments + depth, base, from: next)
                if child == Self.remainderOffer {
                    return offer(remainderTerminals[Int(index)], at: index, depth, &cursor)
                }
            }
            index = child
            depth &+= 1
            entering = true
        }
    }

    /// Offers `terminal`, the first of its place (`index`, at `depth`), and keeps where the walk stands.
    @inline(__always)
    private func offer(_ terminal: Int32, at index: Int32, _ depth: Int, _ cursor: inout ByteWalkCursor) -> Int32 {
        cursor.index = index
        cursor.depth = depth
        cursor.offered = terminal
        MatchStep.count(.offer)
        return terminal
    }

    /// The branches after a node's literals, in precedence order.
    enum LaterBranch {
        case int, any, remainder
    }

    /// `otherChild`'s answer when the node's remainder terminal takes the rest of the path.
    static let remainderOffer: Int32 = -2

    /// The child of `node` (at `index`) that takes `segment` by the first of its branches from `branch` on (an `Int`
    /// capture, any segment), `remainderOffer` when its remainder terminal takes the rest of the path, or `Node.none`.
    @inline(__always)
    private func otherChild(
        _ node: Node, _ index: Int32, _ segment: UnsafeMutablePointer<ReadSegment>, _ base: UnsafePointer<UInt8>,
        from branch: LaterBranch
    ) -> Int32 {
        if branch == .int, node.intChild != Node.none, Self.isInt(segment, base) { return node.intChild }
        if branch != .remainder, node.anyChild != Node.none { return node.anyChild }
        // A remainder takes every segment from here (those past the table too: the split checked them).
        if hasRemainder, remainderTerminals[Int(index)] != Node.none { return Self.remainderOffer }
        return Node.none
    }

    /// Whether the byte walk reads `byte` as it is, in a segment: above `%` and below DEL.
    ///
    /// `split(_:count:into:)` asks the same of eight bytes at a time (`SWAR.firstByte(belowOrDELOrHigh:orEqualTo:in:)`
    /// with `%` + 1).
    @inline(__always)
    static func reads(_ byte: UInt8) -> Bool {
        byte > UInt8(ascii: "%") && byte < 0x7F
    }

    /// Whether the literal of `length` bytes at `start` in `pool` is one a link spells as it is.
    ///
    /// Every byte is read as it is (``reads(_:)``) and none is a `/` or a `?`, so that a link holding those bytes splits
    /// into that very literal; an empty literal is not. The static paths and the literals every path starts with
    /// (`LiteralPrefix`) hold only such literals.
    static func isPlain(_ pool: UnsafePointer<UInt8>, at start: Int, length: Int) -> Bool {
        guard length > 0 else { return false }
        for offset in 0..<length {
            let byte = pool[start &+ offset]
            guard reads(byte), byte != UInt8(ascii: "/"), byte != UInt8(ascii: "?") else { return false }
        }
        return true
    }

    /// Splits the path in `base[0..<count]` into `read`, in one pass, eight bytes at a time: its segments (empty ones
    /// skipped; those past `read`'s capacity only noted), and where it ends (its first `?` or `#`, or `count`).
    ///
    /// From `start` on, after the first `readCount` segments already in `read`, when a walk has read the path up to
    /// there (`start` is then at a `/` or where the path ends): the answer is the path's, from its first segment.
    ///
    /// `nil` when a byte before its end is one the byte walk does not read: `%`, a byte below it, DEL, a byte of 0x80
    /// or above. One test finds them all: `#` is below `%`, so the first byte that is refused, `?` or `#` decides.
    @inline(__always)
    static func split(
        _ base: UnsafePointer<UInt8>, count: Int, into read: UnsafeMutableBufferPointer<ReadSegment>,
        from first: Int = 0,
        after readBefore: Int = 0
    ) -> (count: Int, overflowed: Bool, end: Int)? {
        var readCount = readBefore
        var overflowed = false
        var start = first
        var index = first
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
        MatchStep.count(.linkByte, end &- first)
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
            segment.pointee.noteInt(
                CaptureKind.parseInt(UnsafeBufferPointer(start: base + segment.pointee.start, count: length)) != nil)
        }
        return segment.pointee.isInt
    }
}
