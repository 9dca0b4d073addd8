/// The rules every contender is checked against, written for clarity rather than speed.
///
/// Empty segments are ignored. At each segment, from left to right, routes with a matching literal are tried
/// first, then routes with a parameter, then a catch-all (which takes one or more segments to the end): static
/// before param before catch-all, decided at the first segment where routes differ, with backtracking.
struct ReferenceMatcher {
    /// The routes' segments, in registration order.
    let routes: [[PatternSegment]]

    /// The index of the route `path` resolves to, or `nil`.
    func match(_ path: String) -> Int? {
        let parts = path.split(separator: "/").map(String.init)
        return match(parts, candidates: Array(routes.indices), depth: 0)
    }

    private func match(_ parts: [String], candidates: [Int], depth: Int) -> Int? {
        if depth == parts.count {
            return candidates.first { routes[$0].count == depth }
        }
        let part = parts[depth]
        let literals = candidates.filter { depth < routes[$0].count && routes[$0][depth] == .literal(part) }
        if !literals.isEmpty, let found = match(parts, candidates: literals, depth: depth + 1) {
            return found
        }
        let parameters = candidates.filter {
            guard depth < routes[$0].count, case .parameter = routes[$0][depth] else { return false }
            return true
        }
        if !parameters.isEmpty, let found = match(parts, candidates: parameters, depth: depth + 1) {
            return found
        }
        return candidates.first {
            guard depth == routes[$0].count - 1, case .catchAll = routes[$0][depth] else { return false }
            return true
        }
    }
}
