/// A pattern's captures, and the handler's dictionary ready to fill.
///
/// A match maps `prototype`'s values (segment depths) to the captured Strings: `mapValues` copies the keys as they
/// lie, so nothing is hashed.
@usableFromInline
struct CaptureShape<Component: DeepLinkPathComponent>: Sendable {
    @usableFromInline
    struct Capture: Sendable {
        /// The segment's position in the pattern.
        @usableFromInline let depth: Int
        @usableFromInline let component: Component
        /// A remainder takes the segments from `depth` to the end.
        @usableFromInline let isRemainder: Bool

        @inlinable
        init(depth: Int, component: Component, isRemainder: Bool) {
            self.depth = depth
            self.component = component
            self.isRemainder = isRemainder
        }
    }

    @usableFromInline let captures: [Capture]
    /// Each captured component but a remainder, with its segment's depth (for a component captured twice, which the
    /// router refuses at build, the last).
    @usableFromInline let prototype: [Component: Int]
    @usableFromInline let hasRemainder: Bool

    @inlinable
    init(_ pattern: RoutePattern<Component>) {
        var count = 0
        for segment in pattern.segments { if case .parameter = segment { count += 1 } }
        var captures: [Capture] = []
        captures.reserveCapacity(count)
        var prototype = [Component: Int](minimumCapacity: count)
        for (depth, segment) in pattern.segments.enumerated() {
            guard case .parameter(let component) = segment else { continue }
            let isRemainder = component.capture == .remainder
            captures.append(Capture(depth: depth, component: component, isRemainder: isRemainder))
            if !isRemainder { prototype[component] = depth }
        }
        self.captures = captures
        self.prototype = prototype
        self.hasRemainder = captures.last?.isRemainder ?? false
    }
}

extension CapturedStrings {
    /// Keeps the Strings a declining route was given, for the routes after it.
    @inlinable
    mutating func keep<Component>(
        _ parameters: [Component: String], _ captures: [CaptureShape<Component>.Capture], base: Int, segmentCount: Int
    ) {
        for slot in captures {
            keep(
                parameters[slot.component], at: base &+ slot.depth, remainder: slot.isRemainder,
                segmentCount: segmentCount)
        }
    }
}

extension CapturedStrings {
    /// Keeps the Strings a declining route was given, for the routes after it: `prototype` gives each segment
    /// capture's depth (a route of simple offers captures no remainder).
    @inlinable
    mutating func keep<Component>(
        _ parameters: [Component: String], _ prototype: [Component: Int], base: Int, segmentCount: Int
    ) {
        for (component, depth) in prototype {
            keep(parameters[component], at: base &+ depth, remainder: false, segmentCount: segmentCount)
        }
    }
}
