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
        // NB: over the UTF-8 buffer, each piece made a String once: walking `String.UTF8View` indices and making
        // Substrings cost about twice as much (measured with callgrind while building 20,000 routes).
        var utf8 = text
        let parsed = utf8.withUTF8 { bytes -> Result<[Segment], RoutePatternError> in
            // NB: sized to its segments up front: grown by appends, the array kept a quarter of its slots empty for
            // the router's life, 24 bytes a route (Benchmarks, `--memory-child deeplinks 100000`).
            var count = 0
            var previous = UInt8(ascii: "/")
            for byte in bytes {
                if previous == UInt8(ascii: "/"), byte != UInt8(ascii: "/") { count += 1 }
                previous = byte
            }
            var segments: [Segment] = []
            segments.reserveCapacity(count)
            var start = 0
            while start < bytes.count {
                guard bytes[start] != UInt8(ascii: "/") else {
                    start += 1  // an empty segment
                    continue
                }
                var end = start + 1
                while end < bytes.count, bytes[end] != UInt8(ascii: "/") { end += 1 }
                defer { start = end }
                let sigil = bytes[start]
                guard sigil == UInt8(ascii: ":") || sigil == UInt8(ascii: "*") else {
                    segments.append(
                        .literal(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)))
                    continue
                }
                // The name is every byte after the sigil: dropping the first Character instead would drop a
                // combining mark that follows the sigil (":\u{301}x" is one Character, then "x").
                let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[(start + 1)..<end]), as: UTF8.self)
                guard !name.isEmpty else { return .failure(.emptyParameterName(in: text)) }
                guard let component = Component(rawValue: name) else {
                    return .failure(.unknownParameter(name, in: text, type: Component.self))
                }
                guard (sigil == UInt8(ascii: "*")) == (component.capture == .remainder) else {
                    return .failure(.wrongSigil(name, in: text, capture: component.capture))
                }
                segments.append(.parameter(component))
            }
            return .success(segments)
        }
        self.init(normalized: try parsed.get())
    }
}
