extension RoutePattern {
    /// Reads a pattern written in the `:name` form, as ``description`` prints it.
    ///
    /// Segments are separated by `/`; empty segments are dropped. A segment that starts with `:`
    /// is a parameter, looked up with `Component(rawValue:)`; one that starts with `*` is a
    /// ``CaptureKind/remainder`` parameter; any other segment is a literal.
    ///
    /// ```swift
    /// let pattern = try RoutePattern<Param>(parsing: "/subscription/:subscriptionId/:weekId/edit")
    /// pattern == "subscription" / .subscriptionId / .weekId / "edit"  // true
    /// ```
    ///
    /// - Parameter text: The pattern text, for example `/recipe/:recipeId`.
    /// - Throws: ``RoutePatternError`` when a parameter name is empty or names no case of `Component`, or
    ///   when the sigil does not fit the component's capture kind (`*` for a remainder, `:` for the others).
    @inlinable
    public init(parsing text: String) throws(RoutePatternError) {
        var segments: [Segment] = []
        let bytes = text.utf8
        var start = bytes.startIndex
        while start < bytes.endIndex {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "/")) ?? bytes.endIndex
            guard end > start else {
                start = bytes.index(after: start)  // an empty segment
                continue
            }
            defer { start = end }
            let piece = Substring(bytes[start..<end])
            let sigil = bytes[start]
            guard sigil == UInt8(ascii: ":") || sigil == UInt8(ascii: "*") else {
                segments.append(.literal(String(piece)))
                continue
            }
            // The name is every byte after the sigil: `piece.dropFirst()` would drop a whole Character, and with it
            // a combining mark that follows the sigil (":\u{301}x" is one Character, then "x").
            let name = String(Substring(bytes[bytes.index(after: start)..<end]))
            guard !name.isEmpty else { throw .emptyParameterName(in: text) }
            guard let component = Component(rawValue: name) else {
                throw .unknownParameter(name, in: text, type: Component.self)
            }
            guard (sigil == UInt8(ascii: "*")) == (component.capture == .remainder) else {
                throw .wrongSigil(name, in: text, capture: component.capture)
            }
            segments.append(.parameter(component))
        }
        self.init(normalized: segments)
    }
}
