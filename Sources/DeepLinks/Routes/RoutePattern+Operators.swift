// The `/` overload set is kept to four concrete operators: every overload costs the type checker
// on every route line (see Tests/DeepLinksTests/Routes/GitHubRouteTable.swift and .ci/typecheck-time.sh).
//
// NB: the two whose left side is a parameter (`.id / "edit"`, `.a / .b`) are `@_disfavoredOverload`. Swift's solver
// tries every `/` it knows (about 30 of the standard library's, then these) at each operator of a route line, and
// keeps trying after it found a solution, to rule out an ambiguity. A disfavored choice that comes after a solution
// is dropped at once instead of being solved again with the rest of the line (the handler closure included). On the
// typed GitHub table (issue #25) this took the solver's scopes from 32,922 to 19,864 (`-stats-output-dir`,
// `Sema.NumConstraintScopes`). They still win wherever they are the only fit, which for a parameter on the left they
// always are, so no pattern changes. Disfavoring `pattern / pattern` instead made the table slower (29,297 scopes):
// it is the only fit for every `pattern / "literal"`.

extension RoutePattern {
    /// Appends one pattern to another: `"account" / "recipe"`, `("recipe" / .recipeId) / "details"`.
    ///
    /// ```swift
    /// let pattern: RoutePattern<Param> = "account" / "recipe" / .recipeId
    /// ```
    ///
    /// - Parameters:
    ///   - lhs: The leading segments.
    ///   - rhs: The segments that follow.
    /// - Returns: The concatenated pattern.
    public static func / (lhs: RoutePattern, rhs: RoutePattern) -> RoutePattern {
        RoutePattern(normalized: lhs.segments + rhs.segments)
    }

    /// Appends a parameter to a pattern: `"recipe" / .recipeId`.
    ///
    /// ```swift
    /// let pattern: RoutePattern<Param> = "recipe" / .recipeId
    /// ```
    ///
    /// - Parameters:
    ///   - lhs: The leading segments.
    ///   - rhs: The parameter that captures the next segment.
    /// - Returns: The extended pattern.
    public static func / (lhs: RoutePattern, rhs: Component) -> RoutePattern {
        RoutePattern(normalized: lhs.segments + [.parameter(rhs)])
    }

    /// Prepends a parameter to a pattern: `.recipeId / "details"`.
    ///
    /// ```swift
    /// let pattern: RoutePattern<Param> = .recipeId / "details"
    /// ```
    ///
    /// - Parameters:
    ///   - lhs: The parameter that captures the first segment.
    ///   - rhs: The segments that follow.
    /// - Returns: The extended pattern.
    @_disfavoredOverload
    public static func / (lhs: Component, rhs: RoutePattern) -> RoutePattern {
        RoutePattern(normalized: [.parameter(lhs)] + rhs.segments)
    }

    /// Wraps segments that are already split and free of empty literals.
    @inlinable
    init(normalized segments: [Segment]) {
        self.segments = segments
    }

    /// The root pattern, of no segment: the prefix of a route outside any group, made without reading a literal.
    @inlinable
    static var root: RoutePattern { RoutePattern(normalized: []) }
}

extension DeepLinkPathComponent {
    /// Joins two parameters: `.subscriptionId / .weekId`.
    ///
    /// ```swift
    /// let pattern: RoutePattern<Param> = .subscriptionId / .weekId
    /// ```
    ///
    /// - Parameters:
    ///   - lhs: The parameter that captures the first segment.
    ///   - rhs: The parameter that captures the second segment.
    /// - Returns: A two-segment pattern.
    @_disfavoredOverload
    public static func / (lhs: Self, rhs: Self) -> RoutePattern<Self> {
        RoutePattern(normalized: [.parameter(lhs), .parameter(rhs)])
    }
}
