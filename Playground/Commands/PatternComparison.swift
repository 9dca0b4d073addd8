import DeepLinks
import DeepLinksTools

/// How two patterns of one table compare for the links they both match: the router's precedence, computed from
/// the patterns alone (the route that wins a link may still decline it in its handler).
///
/// Two patterns compete when some link matches both. At each segment from the left, a literal ranks first, then an
/// `Int` capture, then `String` and `Either` captures (one rank: they accept the same segments), then a remainder;
/// the first segment where the two differ decides which route the router offers the link to first.
enum PatternComparison: Equatable {
    /// No link matches both patterns.
    case disjoint
    /// The same literals and capture kinds at every position: the router cannot tell them apart by path.
    case sameShape
    /// Both match some links, and the router offers them to `winner` first (`.first` or `.second`), decided at
    /// `segment` (from 1).
    case decided(winner: Side, segment: Int)

    /// One of the two patterns compared.
    enum Side: Equatable {
        case first
        case second
    }

    /// Compares two patterns.
    ///
    /// - Parameters:
    ///   - first: A pattern.
    ///   - second: Another pattern of the same table.
    /// - Returns: Whether a link matches both, and which the router prefers.
    static func compare(_ first: RouteTable.Pattern, _ second: RouteTable.Pattern) -> Self {
        let a = first.segments
        let b = second.segments
        var decision: (winner: Side, segment: Int)?
        for index in 0..<Swift.min(a.count, b.count) {
            if decision == nil, !sameKey(a[index], b[index]) {
                decision = (rank(a[index]) < rank(b[index]) ? .first : .second, index + 1)
            }
            if isRemainder(a[index]) || isRemainder(b[index]) {
                // A remainder takes one or more segments to the end, whatever they are: the other pattern's rest
                // (at least this segment) always gives such segments.
                return decision.map { .decided(winner: $0.winner, segment: $0.segment) } ?? .sameShape
            }
            guard compatible(a[index], b[index]) else { return .disjoint }
        }
        guard a.count == b.count else { return .disjoint }
        return decision.map { .decided(winner: $0.winner, segment: $0.segment) } ?? .sameShape
    }

    /// A segment's precedence rank: 1 for a literal, then the capture kind's (``CaptureKind/rank``).
    static func rank(_ segment: RouteTable.Pattern.Segment) -> Int {
        switch segment {
        case .literal: CaptureKind.literalRank
        case .parameter(_, let capture): capture.rank
        }
    }

    /// A segment as explanations say it: `a literal`, `an Int capture`, and so on.
    static func phrase(_ segment: RouteTable.Pattern.Segment) -> String {
        switch segment {
        case .literal: "a literal"
        case .parameter(_, let capture): capture.phrase
        }
    }

    /// Whether the router reads the two segments as one trie branch: the same literal, or captures of one rank.
    static func sameKey(_ a: RouteTable.Pattern.Segment, _ b: RouteTable.Pattern.Segment) -> Bool {
        switch (a, b) {
        case (.literal(let x), .literal(let y)): x == y
        case (.parameter(_, let x), .parameter(_, let y)): x.rank == y.rank
        default: false
        }
    }

    static func isRemainder(_ segment: RouteTable.Pattern.Segment) -> Bool {
        if case .parameter(_, let capture) = segment { return capture == .remainder }
        return false
    }

    /// Whether one link segment can match both: equal literals, a literal the capture accepts, or two captures.
    static func compatible(
        _ a: RouteTable.Pattern.Segment, _ b: RouteTable.Pattern.Segment
    ) -> Bool {
        switch (a, b) {
        case (.literal(let x), .literal(let y)): x == y
        case (.literal(let literal), .parameter(_, let capture)), (.parameter(_, let capture), .literal(let literal)):
            capture != .int || isInt(literal)
        case (.parameter, .parameter): true
        }
    }

    /// Whether `text` is an `Int` capture: ASCII digits with an optional leading `-`, fitting `Int`.
    static func isInt(_ text: String) -> Bool {
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber } && Int(text) != nil
    }
}
