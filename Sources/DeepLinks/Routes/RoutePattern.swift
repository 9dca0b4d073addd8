/// The shape of the links one route accepts: a sequence of literal segments and typed parameters.
///
/// Build patterns with string literals, your ``DeepLinkPathComponent`` cases and `/`. A literal may
/// hold several segments; empty segments are dropped, so `""` and `"/"` are the root pattern.
///
/// ```swift
/// let edit: RoutePattern<Param> = "subscription" / .subscriptionId / .weekId / "edit"
/// print(edit)                                  // /subscription/:subscriptionId/:weekId/edit
/// let nested: RoutePattern<Param> = "account/recipe" / .recipeId   // three segments
/// let parsed = try RoutePattern<Param>(parsing: "/recipe/:recipeId")
/// ```
///
/// A pattern is a plain value: it is checked (for example for a parameter used twice) when a
/// ``DeepLinkRouter`` is built from it.
public struct RoutePattern<Component: DeepLinkPathComponent>: Hashable, Sendable {
    /// One segment of a pattern.
    ///
    /// ```swift
    /// RoutePattern<Param>("recipe" / .recipeId).segments  // [.literal("recipe"), .parameter(.recipeId)]
    /// ```
    public enum Segment: Hashable, Sendable {
        /// A segment that must equal this text (compared after percent-decoding the link).
        case literal(String)
        /// A segment captured into this parameter, as its ``DeepLinkPathComponent/capture`` kind says.
        case parameter(Component)
    }

    /// The pattern's segments, left to right.
    public let segments: [Segment]

    /// Creates a pattern from its segments.
    ///
    /// Literal segments are split on `/` and empty ones dropped, so the result is the same as
    /// writing them with the DSL.
    ///
    /// ```swift
    /// let pattern = RoutePattern<Param>(segments: [.literal("recipe"), .parameter(.recipeId)])
    /// ```
    ///
    /// - Parameter segments: The segments, left to right.
    public init(segments: [Segment]) {
        var normalized: [Segment] = []
        normalized.reserveCapacity(segments.count)
        for segment in segments {
            switch segment {
            case .literal(let text): normalized += Self.literalSegments(text)
            case .parameter: normalized.append(segment)
            }
        }
        self.segments = normalized
    }

    /// Creates a pattern of a single parameter.
    ///
    /// ```swift
    /// Route(RoutePattern(.slug)) { params in .article(try params.value(.slug)) }   // matches /anything
    /// ```
    ///
    /// - Parameter component: The parameter that captures the only segment.
    public init(_ component: Component) {
        self.segments = [.parameter(component)]
    }

    /// The parameters of this pattern, left to right.
    ///
    /// ```swift
    /// ("subscription" / .subscriptionId / .weekId).parameters  // [.subscriptionId, .weekId]
    /// ```
    @inlinable
    package var parameters: [Component] {
        segments.compactMap {
            if case .parameter(let component) = $0 { return component }
            return nil
        }
    }

    static func literalSegments(_ text: String) -> [Segment] {
        // NB: split at the byte: "/\u{301}" is one Character, which `split(separator: "/")` would not split at.
        text.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true).map {
            .literal(String(Substring($0)))
        }
    }
}

extension RoutePattern: ExpressibleByStringLiteral {
    /// Creates a pattern of literal segments: `"account/recipe"` is two segments, `""` and `"/"` are the root.
    ///
    /// A literal is taken as written: `":id"` in a literal is a literal segment, not a parameter
    /// (use ``init(parsing:)`` to read the `:name` form).
    ///
    /// ```swift
    /// let home: RoutePattern<Param> = "home"
    /// ```
    ///
    /// - Parameter value: The literal text.
    public init(stringLiteral value: String) {
        self.segments = Self.literalSegments(value)
    }
}

extension RoutePattern: CustomStringConvertible {
    /// The pattern in the `:name` form, starting with `/`: `/subscription/:subscriptionId/:weekId/edit`.
    ///
    /// A ``CaptureKind/remainder`` parameter prints as `*name`: `/docs/*rest`.
    ///
    /// ```swift
    /// ("recipe" / .recipeId).description  // "/recipe/:recipeId"
    /// ```
    @inlinable
    public var description: String {
        guard !segments.isEmpty else { return "/" }
        // NB: inlinable, so that the router's build (inlined into the app) runs it specialized, and the bytes go
        // into the String's storage sized up front: appending to a String piece by piece cost most of the router's
        // build time (measured with callgrind: ~4,000 instructions a route; now ~1,100).
        var count = 0
        for segment in segments {
            switch segment {
            case .literal(let literal): count += 1 &+ literal.utf8.count
            case .parameter(let component): count += 2 &+ component.rawValue.utf8.count
            }
        }
        return LinkText.string(utf8Count: count) { buffer in writeDescription(into: buffer) }
    }

    /// Writes the `:name` form into `buffer`, which holds exactly its bytes (counted by ``description``), and
    /// returns how many it wrote: never more than the buffer's count.
    @inlinable
    func writeDescription(into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var written = 0
        func put(_ byte: UInt8) {
            guard written < buffer.count else { return }
            buffer[written] = byte
            written &+= 1
        }
        for segment in segments {
            put(UInt8(ascii: "/"))
            switch segment {
            case .literal(let literal):
                for byte in literal.utf8 { put(byte) }
            case .parameter(let component):
                put(component.capture == .remainder ? UInt8(ascii: "*") : UInt8(ascii: ":"))
                for byte in component.rawValue.utf8 { put(byte) }
            }
        }
        return written
    }
}
