/// The compiled form of a route table: an immutable, flat trie over path segments.
///
/// It knows nothing of components, intents or handlers: only shapes (literal bytes, `Int`
/// captures, any-segment captures) and terminal ids, which ``DeepLinkRouter`` maps to routes.
///
/// Layout (the invariants, checked by `_checkInvariants()`):
/// - `nodes[0]` is the root. Every other node has exactly one parent edge, and its index is greater
///   than its parent's (nodes are created while inserting, parents first).
/// - A node has at most one `int` child and one `any` child (`.string` and `.either` share it:
///   they accept the same segments), and any number of literal children.
/// - Literal edges live in one open-addressing table, `slots`, keyed by (parent node, hash of the
///   bytes, blind to ASCII case); `slots.count` is a power of two and at least 3/2 of the number of edges,
///   so every probe sequence ends at an empty slot. Each literal lives in `literalBytes` as a 4-byte
///   little-endian length followed by its bytes; a slot's `start` points at the bytes.
/// - `nodes[n].literalCount` is the number of slots whose parent is `n`.
/// - A node has at most one terminal and at most one remainder terminal (a pattern ending in a
///   `.remainder` capture, which takes the node's remaining segments, at least one); terminal ids are
///   unique. Remainder terminals are rare, so they live apart, in `remainderTerminals` (one per node, or
///   none at all when no pattern has a remainder), which keeps a node at 16 bytes. Patterns that reach
///   the same node (or the same node's remainder) conflict, unless their routes require different query
///   items: the node then holds the first terminal, and `alternatives[t]` is the terminal after `t` at the same
///   place (`Node.none` at the end), in the order the router decided. Every terminal id appears once in all.
/// - `parents[n]` is the node `n` hangs from (`Node.none` for the root); miss reasons walk up with it.
///
/// The matcher reads these buffers without bounds checks in release builds: every node id, slot index and
/// literal start it follows comes from the invariants above (checked after every build in debug builds), and
/// every segment index is below the segment count it checks first. No index comes from the link itself.
/// - `maxDepth` is the greatest depth of any node: a path with more segments can only match a
///   remainder terminal, and only if `hasRemainder`.
@usableFromInline
final class RouteTrie: @unchecked Sendable {
    // NB: @unchecked because the storage is raw memory; it is written once in `init` and never
    // mutated afterwards, so sharing it across threads is safe.

    struct Node {
        var literalCount: UInt32
        var intChild: Int32
        var anyChild: Int32
        var terminal: Int32

        static let none: Int32 = -1
    }

    /// A literal edge, in 16 bytes.
    ///
    /// Children are created in insertion order, so `child` also orders edges by declaration (the tie-break when
    /// literals differ only in case).
    struct Slot {
        var node: UInt32
        var child: UInt32
        var hash: UInt32
        var start: UInt32

        static let emptyNode = UInt32.max
        static let empty = Slot(node: emptyNode, child: 0, hash: 0, start: 0)
    }

    let nodes: UnsafeMutableBufferPointer<Node>
    let slots: UnsafeMutableBufferPointer<Slot>
    /// The literals' bytes, each after its 4-byte length: `literalBytes` from its first byte.
    ///
    /// Eight zero bytes follow the last literal, so a word can be read at any literal's start (and the matcher reads it
    /// without unwrapping an optional address).
    let literalPool: UnsafeMutablePointer<UInt8>
    let literalBytes: UnsafeMutableBufferPointer<UInt8>
    /// The remainder terminal of each node; empty when no pattern ends in a remainder.
    let remainderTerminals: UnsafeMutableBufferPointer<Int32>
    /// The parent of each node.
    let parents: UnsafeMutableBufferPointer<Int32>
    /// For each terminal, the next terminal at the same place; empty when no two patterns share one.
    let alternatives: UnsafeMutableBufferPointer<Int32>
    /// Some place holds more than one terminal.
    let hasAlternatives: Bool
    let maxDepth: Int
    /// Some pattern ends in a remainder capture.
    let hasRemainder: Bool
    /// Literals were lower-cased when compiled, and every segment compares ASCII-case-insensitively.
    let caseInsensitive: Bool
    /// The schemes and hosts the router accepts, checked before the walk.
    let filter: LinkFilter
    /// The longest link, in UTF-8 bytes, the router reads; longer ones are refused before anything else.
    let maxLinkLength: Int
    /// The paths of literals only and their terminals, a hash table (see ``StaticPath``); empty when there are none.
    let staticPaths: UnsafeMutableBufferPointer<StaticPath>
    /// The static paths' bytes.
    let staticBytes: UnsafeMutablePointer<UInt8>
    /// Bit `n` is set when some static path's length is `n` modulo 64: a link of another length is no static path,
    /// known without a look-up.
    let staticLengths: UInt64
    /// The literals every path of the table starts with (see ``LiteralPrefix``).
    let prefix: LiteralPrefix

    /// Takes the builder's buffers as they are, leaving them empty, and copies the remainder terminals and the
    /// alternatives when some place has one (see `Builder.build`).
    init(
        nodes: Buffer<Node>, slots: Buffer<Slot>, literalBytes: Buffer<UInt8>, remainderTerminals: inout [Int32],
        parents: Buffer<Int32>, alternatives: [Int32], maxDepth: Int,
        caseInsensitive: Bool, filter: LinkFilter, maxLinkLength: Int
    ) {
        self.filter = filter
        self.maxLinkLength = maxLinkLength
        self.hasRemainder = remainderTerminals.contains { $0 != Node.none }
        self.remainderTerminals = .allocate(capacity: hasRemainder ? remainderTerminals.count : 0)
        if hasRemainder { _ = self.remainderTerminals.initialize(from: remainderTerminals) }
        remainderTerminals = []
        self.hasAlternatives = alternatives.contains { $0 != Node.none }
        self.alternatives = .allocate(capacity: hasAlternatives ? alternatives.count : 0)
        if hasAlternatives { _ = self.alternatives.initialize(from: alternatives) }
        self.parents = parents.take()
        self.nodes = nodes.take()
        self.slots = slots.take()
        // `take()` hands over an allocation of at least one element, so the pool has an address.
        let pool = literalBytes.takeStart()
        self.literalPool = pool.start
        self.literalBytes = UnsafeMutableBufferPointer(start: pool.start, count: pool.count)
        self.maxDepth = maxDepth
        self.caseInsensitive = caseInsensitive
        (self.staticPaths, self.staticBytes, self.staticLengths) = Self.staticPaths(
            nodes: self.nodes, slots: self.slots, pool: pool.start, parents: self.parents)
        self.prefix = LiteralPrefix.of(
            nodes: self.nodes, slots: self.slots, pool: pool.start, remainderTerminals: self.remainderTerminals,
            caseInsensitive: caseInsensitive)
    }

    deinit {
        nodes.deallocate()
        slots.deallocate()
        literalPool.deallocate()
        remainderTerminals.deallocate()
        parents.deallocate()
        alternatives.deallocate()
        staticPaths.deallocate()
        staticBytes.deallocate()
        prefix.deallocate()
    }

    var slotMask: Int { slots.count &- 1 }

    /// No terminal (and no node): `Node.none`, for the router's inlinable code.
    @usableFromInline static let noTerminal: Int32 = -1

    /// The length stored in front of the literal whose bytes start at `start`.
    @inline(__always)
    static func literalLength(_ pool: UnsafePointer<UInt8>, at start: Int) -> Int {
        Int(UInt32(littleEndian: UnsafeRawPointer(pool + (start &- 4)).loadUnaligned(as: UInt32.self)))
    }
}
