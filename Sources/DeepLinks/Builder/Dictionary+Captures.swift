extension Dictionary where Key: DeepLinkPathComponent, Value == String {
    /// Reads a capture as an `Int`, with the ``CaptureKind/int`` rules: an optional `-`, then ASCII digits, fitting `Int`.
    ///
    /// ```swift
    /// Route("subscription" / .subscriptionId / .weekId / "edit") { params in
    ///     params.int(.weekId).map { .editWeek(week: $0) }   // "3" → 3; "+3", " 3", "3.0" → nil
    /// }
    /// ```
    ///
    /// - Parameter key: The component.
    /// - Returns: The value as an `Int`, or `nil` when it is absent or not an integer.
    public func int(_ key: Key) -> Int? {
        self[key].flatMap(CaptureKind.parseInt)
    }

    /// Reads a capture as `Either<Int, String>`: `.left` exactly when it is an ``CaptureKind/int``.
    ///
    /// ```swift
    /// params.either(.weekOrMenuId)  // "3" → .left(3), "abc" → .right("abc")
    /// ```
    ///
    /// - Parameter key: The component.
    /// - Returns: The value, or `nil` when it is absent.
    public func either(_ key: Key) -> Either<Int, String>? {
        guard let value = self[key] else { return nil }
        return CaptureKind.parseInt(value).map(Either.left) ?? .right(value)
    }
}
