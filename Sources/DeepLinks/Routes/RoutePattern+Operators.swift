// The `/` overload set is kept to four concrete operators: every overload costs the type checker
// on every route line (see Tests/DeepLinksTests/Routes/GitHubRouteTable.swift and .ci/run).

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
    public static func / (lhs: Self, rhs: Self) -> RoutePattern<Self> {
        RoutePattern(normalized: [.parameter(lhs), .parameter(rhs)])
    }
}
