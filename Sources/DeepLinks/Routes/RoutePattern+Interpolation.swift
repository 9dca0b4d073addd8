extension RoutePattern: ExpressibleByStringInterpolation {
    /// Creates a pattern from an interpolated literal: `"section\(i)" / .sectionId`, `"\(market)/offers"`.
    ///
    /// The interpolated values become literal text, split on `/` like the rest of the literal: `"\(market)/offers"`
    /// is two segments, and a value that contains `/` makes several. A parameter cannot be interpolated: it is a
    /// segment of its own, so write `"section" / .sectionId`.
    ///
    /// ```swift
    /// for i in 1...3 {
    ///     Route("section\(i)" / .sectionId) { p in .section(i, try p.value(.sectionId)) }   // /section1/:sectionId
    /// }
    /// ```
    ///
    /// - Parameter stringInterpolation: The literal's text with its values in place.
    public init(stringInterpolation: StringInterpolation) {
        self.init(normalized: Self.literalSegments(stringInterpolation.text))
    }

    /// The text of an interpolated pattern literal, built piece by piece by the compiler.
    ///
    /// You don't use it directly: write `"section\(i)" / .sectionId`.
    ///
    /// ```swift
    /// let pattern: RoutePattern<Param> = "\(market)/offers"   // /de/offers when market is "de"
    /// ```
    public struct StringInterpolation: StringInterpolationProtocol {
        /// The literal text so far, values included.
        var text: String

        /// Starts an empty literal.
        ///
        /// ```swift
        /// var interpolation = RoutePattern<Param>.StringInterpolation(literalCapacity: 8, interpolationCount: 1)
        /// ```
        ///
        /// - Parameters:
        ///   - literalCapacity: The number of bytes of literal text.
        ///   - interpolationCount: The number of interpolated values.
        public init(literalCapacity: Int, interpolationCount: Int) {
            text = ""
            text.reserveCapacity(literalCapacity + 4 * interpolationCount)
        }

        /// Appends the literal text between interpolations.
        ///
        /// ```swift
        /// interpolation.appendLiteral("section")
        /// ```
        ///
        /// - Parameter literal: The text.
        public mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        /// Appends a value's description as literal text: `\(i)`, `\(market)`.
        ///
        /// ```swift
        /// let pattern: RoutePattern<Param> = "v\(2)/docs"   // /v2/docs
        /// ```
        ///
        /// - Parameter value: The value; its `description` becomes part of the literal.
        public mutating func appendInterpolation(_ value: some CustomStringConvertible) {
            text += value.description
        }

        /// Refuses a parameter inside a literal: `"stores/\(.storeId)"` would otherwise match the text `storeId`.
        ///
        /// ```swift
        /// let pattern: RoutePattern<Param> = "stores" / .storeId   // write this instead
        /// ```
        ///
        /// - Parameter component: The parameter.
        @available(*, unavailable, message: "a parameter is a segment of its own: write \"section\" / .id")
        public mutating func appendInterpolation(_ component: Component) {
            text += component.rawValue
        }
    }
}
