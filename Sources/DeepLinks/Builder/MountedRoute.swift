/// A module's route mounted into a router of other types: its patterns without their component type, and closures
/// made in ``Mount``'s initializer, specialized for the module's types, that turn a match into the router's intent.
///
/// The router inserts `prefix` followed by each of `patterns` into its trie, checks conflicts, query rules and
/// parameters by name, and offers a link that reaches one of them to `offers[patternIndex]`.
@usableFromInline
final class MountedRoute<Component: DeepLinkPathComponent, Intent>: Sendable {
    /// Offers a link to one of the module's patterns: the router's captures of the prefix when the mapping reads them
    /// (else `nil`), the depth where the module's pattern starts, and the link.
    @usableFromInline
    typealias Offer =
        @Sendable (_ prefixValues: [Component: String]?, _ base: Int, _ link: MountReader) ->
        MountOutcome<Intent>

    /// Offers a link to one of the module's patterns that reads no query item and ends in no remainder.
    ///
    /// It is given the router's captures of the prefix when the mapping reads them (else `nil`), the path's segments
    /// and the Strings already made of them, and the depth where the module's pattern starts. Sets `intent` to the router's intent,
    /// leaves it `nil` when the module's handler or the mapping declines, and throws what either throws.
    ///
    /// NB: the common case, apart from `Offer`: no `MountReader` to make (it copies the link's `LinkInfo`) and no
    /// `MountOutcome` to return (its `any Error` payload made every return go through memory). The intent is an
    /// `inout` argument, not the result: a generic result made the closure, compiled for the app's types, go through
    /// a reabstraction thunk on every call (callgrind: ~35 instructions a match).
    @usableFromInline
    typealias SimpleOffer =
        @Sendable (
            _ prefixValues: [Component: String]?, _ segments: UnsafeBufferPointer<PathSegment>,
            _ captured: CapturedStrings, _ base: Int, _ intent: inout Intent?
        ) throws -> Void

    /// Resolves a link by name (a push payload's `type`, a shortcut item).
    ///
    /// It is given the router's values of the prefix when the mapping reads them (else `nil`), the pattern the
    /// router chose, and the values by parameter name, already checked against their capture kinds. Returns the router's intent, `nil` when the module's handler or the
    /// mapping declines, and throws what either throws.
    @usableFromInline
    typealias NamedOffer =
        @Sendable (_ prefixValues: [Component: String]?, _ patternIndex: Int, _ values: [String: String]) throws ->
        Intent?

    /// The pattern in front of the module's patterns, in the router's components (the `Mount`'s and its groups').
    @usableFromInline let prefix: RoutePattern<Component>
    /// The module's patterns (an inner mount's prefix included), one per offer.
    @usableFromInline let patterns: [[PatternSlot]]
    /// The query items the module's route requires, by name.
    @usableFromInline let requiredQuery: [PatternSlot]
    /// The query items the module's route accepts, by name.
    @usableFromInline let optionalQuery: [PatternSlot]
    /// Where the `Mount` was declared (`App/AppRoutes.swift:26`; for a mount in a mounted module, both sites).
    @usableFromInline let mountSite: String
    /// Whether the mapping reads the prefix's captures.
    @usableFromInline let readsPrefix: Bool
    /// For each pattern that reads query items or ends in a remainder, its `Offer` (else `nil`, and the pattern
    /// has a `SimpleOffer`).
    @usableFromInline let offers: [Offer?]
    /// For each pattern that reads no query item and ends in no remainder, its `SimpleOffer` (else `nil`): matching
    /// takes it instead of `offers`.
    @usableFromInline let simpleOffers: [SimpleOffer?]
    /// Resolves the route's links by name.
    @usableFromInline let namedOffer: NamedOffer
    /// The module route's declared examples (``Route/example(_:)``), values by parameter name; the route table fills
    /// the prefix's parameters with sample values.
    @usableFromInline let examples: [[String: String]]
    /// Turns the router's intent into the values of the route's parameters and query items, by name.
    ///
    /// The mount's reverse, then the module route's; the prefix's values are included. `nil` when either is missing.
    @usableFromInline let reverse: Reverse?

    /// What a mounted route's reverse answers: values by parameter name, or `nil` when the intent is not the route's.
    @usableFromInline
    typealias Reverse = @Sendable (Intent) -> [String: String]?

    @inlinable
    init(
        prefix: RoutePattern<Component>, patterns: [[PatternSlot]], requiredQuery: [PatternSlot],
        optionalQuery: [PatternSlot], mountSite: String, readsPrefix: Bool, offers: [Offer?],
        simpleOffers: [SimpleOffer?], namedOffer: @escaping NamedOffer, examples: [[String: String]],
        reverse: Reverse?
    ) {
        self.examples = examples
        self.simpleOffers = simpleOffers
        self.namedOffer = namedOffer
        self.reverse = reverse
        self.prefix = prefix
        self.patterns = patterns
        self.requiredQuery = requiredQuery
        self.optionalQuery = optionalQuery
        self.mountSite = mountSite
        self.readsPrefix = readsPrefix
        self.offers = offers
    }

    /// The same mounted route under a further prefix (a ``RouteGroup`` around the `Mount`).
    @usableFromInline
    func prefixed(with outer: RoutePattern<Component>) -> MountedRoute {
        MountedRoute(
            prefix: outer / prefix, patterns: patterns, requiredQuery: requiredQuery, optionalQuery: optionalQuery,
            mountSite: mountSite, readsPrefix: readsPrefix, offers: offers, simpleOffers: simpleOffers,
            namedOffer: namedOffer, examples: examples, reverse: reverse)
    }
}

/// What a mounted route's offer made of a link.
@usableFromInline
enum MountOutcome<Intent> {
    case intent(Intent)
    /// The module's handler or the mapping returned `nil`.
    case declined
    case refused(MountRefusal)
    /// The module's handler or the mapping threw.
    case failed(any Error)
}

/// Why a mounted route's pattern matched but its query or remainder did not: the router's `RouteRefusal`, by name.
@usableFromInline
enum MountRefusal: Sendable {
    case missingQuery(String)
    case invalidQuery(String, CaptureKind, value: String)
    case malformedQuery(Range<Int>)
    case malformedRemainder
}

extension PatternSlot {
    /// The parameter's name, or the literal's text.
    @usableFromInline
    var name: String {
        switch self {
        case .literal(let text): text
        case .parameter(let name, _): name
        }
    }
}

/// The link as a mounted route's offer reads it: its segments, the Strings already made of them, and its query.
@usableFromInline
struct MountReader {
    @usableFromInline let segments: UnsafeBufferPointer<PathSegment>
    @usableFromInline let captured: CapturedStrings
    @usableFromInline let info: LinkInfo
    @usableFromInline let input: UnsafeBufferPointer<UInt8>

    @inlinable
    init(
        segments: UnsafeBufferPointer<PathSegment>, captured: CapturedStrings, info: LinkInfo,
        input: UnsafeBufferPointer<UInt8>
    ) {
        self.segments = segments
        self.captured = captured
        self.info = info
        self.input = input
    }

    /// Segment `depth`'s String.
    @inlinable
    func segment(_ depth: Int) -> String {
        captured.segment(depth, of: segments)
    }

    /// The handler's dictionary for a module pattern that reads the query or ends in a remainder: as the router's
    /// `_parameters` makes it for its own routes.
    @usableFromInline
    func parameters<Module: DeepLinkPathComponent>(
        for shape: MountedShape<Module>, base: Int
    ) -> Result<[Module: String], MountRefusalError> {
        var parameters = [Module: String](
            minimumCapacity: shape.captures.count + shape.requiredQuery.count + shape.optionalQuery.count)
        if !shape.requiredQuery.isEmpty || !shape.optionalQuery.isEmpty {
            let items = info.query.map { QueryItems.parse(input, range: $0, as: Module.self) } ?? [:]
            switch QueryItems.values(
                required: shape.requiredQuery, optional: shape.optionalQuery, in: items, into: &parameters)
            {
            case nil: break
            case .missing(let component)?: return .failure(MountRefusalError(.missingQuery(component.rawValue)))
            case .malformed(let range)?: return .failure(MountRefusalError(.malformedQuery(range)))
            case .invalid(let component, let value)?:
                return .failure(MountRefusalError(.invalidQuery(component.rawValue, component.capture, value: value)))
            }
        }
        for (depth, component) in shape.captures {
            if component.capture == .remainder {
                guard let value = captured.remainder(from: base + depth, of: segments, info: info, input: input) else {
                    return .failure(MountRefusalError(.malformedRemainder))
                }
                parameters[component] = value
            } else {
                parameters[component] = segment(base + depth)
            }
        }
        return .success(parameters)
    }
}

/// A `MountRefusal` as an `Error`, for `Result`.
@usableFromInline
struct MountRefusalError: Error {
    @usableFromInline let refusal: MountRefusal

    @usableFromInline
    init(_ refusal: MountRefusal) {
        self.refusal = refusal
    }
}

/// What an offer needs of one module pattern, in the module's components: its captures at their depths from the
/// pattern's start, the handler's dictionary ready to fill, and the query items its route declares.
@usableFromInline
struct MountedShape<Module: DeepLinkPathComponent>: Sendable {
    @usableFromInline let captures: [(depth: Int, component: Module)]
    @usableFromInline let prototype: [Module: Int]
    @usableFromInline let requiredQuery: [Module]
    @usableFromInline let optionalQuery: [Module]
    /// No query item and no remainder: the dictionary is `prototype` with its depths replaced by Strings.
    @usableFromInline let isSimple: Bool

    // NB: inlinable, so that the app's module specializes it for the module's components: unspecialized, it cost
    // ~25,000 instructions a route at build (callgrind).
    @inlinable
    init(_ pattern: RoutePattern<Module>, requiredQuery: [Module], optionalQuery: [Module]) {
        var captures: [(depth: Int, component: Module)] = []
        var prototype: [Module: Int] = [:]
        var hasRemainder = false
        for (depth, segment) in pattern.segments.enumerated() {
            guard case .parameter(let component) = segment else { continue }
            captures.append((depth, component))
            if component.capture == .remainder { hasRemainder = true } else { prototype[component] = depth }
        }
        self.captures = captures
        self.prototype = prototype
        self.requiredQuery = requiredQuery
        self.optionalQuery = optionalQuery
        self.isSimple = !hasRemainder && requiredQuery.isEmpty && optionalQuery.isEmpty
    }
}
