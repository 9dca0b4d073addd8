/// A compiled pattern: what matching reads of it besides its offer and its text (the router's `offers` and
/// `patternTexts`, at the same index).
///
/// NB: a struct of scalars, in the router's one array, not an object per pattern: 24 bytes less a pattern (the
/// object's header and malloc's rounding, and the array's pointer); without the text, an entry is copied with no
/// retain, where one with it was copied through its value witness on every match (Benchmarks, `--memory-child
/// deeplinks 100000`; callgrind: ~40 instructions a match).
@usableFromInline
struct PatternEntry: Sendable {
    // NB: the indices as `Int32` (a table has fewer than 2³¹ patterns, `RouteTrie.Limits`), first, so that an
    // entry takes 16 bytes less (Benchmarks, --memory-check).
    @usableFromInline let storedRouteIndex: Int32
    @usableFromInline let storedPatternIndex: Int32
    @usableFromInline let storedSegmentCount: Int32
    /// The trie node where the pattern ends (for a remainder, where the remainder starts).
    @usableFromInline let node: Int32
    @usableFromInline let sources: LinkSources
    /// Whether the route has gates: a match reads them from the route only then.
    @usableFromInline let hasGates: Bool
    /// The last segment is a remainder.
    @usableFromInline let hasRemainder: Bool
    /// Where the route's required query items are in the router's `requiredQueries`; `-1` when it requires none.
    ///
    /// NB: an index, not the list: the entry fits in 24 bytes (Benchmarks, --memory-check).
    @usableFromInline let requiredQueryIndex: Int32

    /// The route's index in the router's `routes`.
    @inlinable var routeIndex: Int { Int(storedRouteIndex) }
    /// The pattern's index in its route.
    @inlinable var patternIndex: Int { Int(storedPatternIndex) }
    /// How many segments the pattern has.
    @inlinable var segmentCount: Int { Int(storedSegmentCount) }

    /// NB: given the pattern's segment count, not the compiled route: passing the route's form copied its arrays
    /// through their value witnesses (callgrind, the first build of github-api: ~500 instructions a route).
    @inlinable
    init<Component, Intent>(
        routeIndex: Int, patternIndex: Int, segmentCount: Int, node: Int32,
        hasRemainder: Bool, requiredQueryIndex: Int32, route: borrowing Route<Component, Intent>
    ) {
        self.requiredQueryIndex = requiredQueryIndex
        self.storedSegmentCount = Int32(truncatingIfNeeded: segmentCount)
        self.storedRouteIndex = Int32(truncatingIfNeeded: routeIndex)
        self.storedPatternIndex = Int32(truncatingIfNeeded: patternIndex)
        self.sources = route.sources
        self.hasGates = !route.gates.isEmpty
        self.hasRemainder = hasRemainder
        self.node = node
    }
}
