/// The patterns a route declares, as its compile closure keeps them for the router's life.
///
/// NB: one pattern, as most routes have, is kept as itself, not in an array of one: the array cost 48 bytes a route
/// (Benchmarks, `--memory-child deeplinks 100000`). Both cases hold one reference, so the enum is a word.
@usableFromInline
enum DeclaredPatterns<Component: DeepLinkPathComponent>: Sendable {
    /// A route of one pattern.
    case one(RoutePattern<Component>)
    /// A route of any other number of patterns, in declaration order.
    case many([RoutePattern<Component>])

    /// Keeps `patterns`, in order.
    @inlinable
    init(_ patterns: [RoutePattern<Component>]) {
        self = patterns.count == 1 ? .one(patterns[0]) : .many(patterns)
    }

    /// Pattern `index`, in declaration order (`0` for a route of one pattern).
    @inlinable
    subscript(index: Int) -> RoutePattern<Component> {
        switch self {
        case .one(let pattern): pattern
        case .many(let patterns): patterns[index]
        }
    }

    /// The patterns, each under `prefix`.
    @inlinable
    func under(_ prefix: RoutePattern<Component>) -> DeclaredPatterns {
        switch self {
        case .one(let pattern): .one(prefix / pattern)
        case .many(let patterns): .many(patterns.map { prefix / $0 })
        }
    }
}
