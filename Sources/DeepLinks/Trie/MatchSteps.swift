/// The units of work the matcher counts, for the tests that prove its bound (MatchingRules, "Cost").
///
/// Each unit is O(1) machine work; a match's cost is the sum of its units. See ``MatchSteps`` for how they are read.
@usableFromInline
enum MatchStep {
    /// One byte of the link read to find its anatomy, split its path and decode it (each one pass over the link).
    case linkByte
    /// One byte of a segment read to classify it: its hash for the literal look-ups, and whether it is an `Int`.
    case classifiedByte
    /// One trie node entered by the walk (or by a miss's reasons).
    case node
    /// One slot of the literal table examined by a look-up.
    case probe
    /// One byte of a literal compared with a segment.
    case comparedByte
    /// One terminal offered to the router (a handler call, or a route selection's checks).
    case offer
    /// One byte copied into a capture's `String`, a remainder's `String`, or the buffer remainders are cut from.
    case copiedByte
}

extension MatchStep {
    /// Counts `amount` units of `self` for the ``MatchSteps`` installed on this task, if any.
    ///
    /// NB: `#if DEBUG`, not a run-time flag: SwiftPM builds tests in debug, and an app's release build then carries no
    /// counter at all (this body is empty and inlined away, so the arguments are never even computed into memory).
    @inlinable @inline(__always)
    static func count(_ step: MatchStep, _ amount: Int = 1) {
        #if DEBUG
        MatchSteps.record(step, amount)
        #endif
    }
}

extension MatchStep {
    /// The units of `self` counted so far for the ``MatchSteps`` installed on this task; `0` in a release build.
    @inline(__always)
    var counted: Int {
        #if DEBUG
        MatchSteps.current?[self] ?? 0
        #else
        0
        #endif
    }
}

#if DEBUG
/// A tally of the matcher's work, by ``MatchStep``: install one around a match and read it afterwards.
///
/// ```swift
/// let steps = MatchSteps()
/// MatchSteps.$current.withValue(steps) { _ = router.match(.path(link)) }
/// print(steps.total)
/// ```
///
/// NB: `@unchecked Sendable` because the tally is a plain class: a match runs on the one task that installed it, and
/// its closures never hop to another, so only that task ever touches it.
@usableFromInline
final class MatchSteps: @unchecked Sendable {
    /// The tally the matcher adds to; `nil` (the default) counts nothing.
    @TaskLocal static var current: MatchSteps?

    private(set) var counts: [MatchStep: Int] = [:]

    init() {}

    /// The units of `step` counted so far.
    subscript(_ step: MatchStep) -> Int { counts[step, default: 0] }

    /// Every unit counted so far.
    var total: Int { counts.values.reduce(0, +) }

    @usableFromInline
    static func record(_ step: MatchStep, _ amount: Int) {
        current?.counts[step, default: 0] += amount
    }
}
#endif
