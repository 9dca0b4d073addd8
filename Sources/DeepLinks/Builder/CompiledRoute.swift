/// What every route compiles to, an app's own or a mounted module's: its patterns and query items without their
/// component type, and closures, made where the route's types are known, that turn a link into the router's intent.
///
/// The router sees routes only in this form: it inserts `patterns`, checks them and the query items by name, offers
/// a link that reaches pattern *i* to `offers[i]`, resolves links by name through `named`, and renders reverse links
/// from values by name. A ``Mount`` makes a module route's form into the app's by composing closures; nothing else
/// tells a mounted route from the app's own.
@usableFromInline
final class CompiledRoute<Intent>: Sendable {
    /// Offers a link to a pattern that reads no query item and ends in no remainder.
    ///
    /// It is given the link's segments, the Strings already made of them, and the depth where the route's own
    /// pattern starts (`0` for the app's routes; the mount's prefix length for a module's). It sets `intent`, or
    /// leaves it `nil` when the handler or a mapping declines, and throws what they throw. A declining route keeps
    /// the Strings it made in `captured`, for the routes after it.
    ///
    /// NB: the intent is an `inout` argument, not the result: a generic result made the closure, compiled for the
    /// app's types, go through a reabstraction thunk on every call (callgrind: ~35 instructions a match).
    @usableFromInline
    typealias SimpleOffer =
        @Sendable (
            _ segments: UnsafeBufferPointer<PathSegment>, _ captured: inout CapturedStrings, _ base: Int,
            _ intent: inout Intent?
        ) throws -> Void

    /// Offers a link to a pattern whose route reads query items or that ends in a remainder.
    ///
    /// As ``SimpleOffer``, with the link's query and bytes in `link` (its query parsed at most once per link, for
    /// every route offered it). Returns why the query or the remainder refuse the link, or `nil`.
    @usableFromInline
    typealias Offer =
        @Sendable (
            _ segments: UnsafeBufferPointer<PathSegment>, _ captured: inout CapturedStrings, _ link: inout LinkReader,
            _ base: Int, _ intent: inout Intent?
        ) throws -> RouteRefusal?

    /// Resolves a link by name.
    ///
    /// It is given the pattern the router chose, and the values by parameter name, already checked against their
    /// capture kinds (required items present, invalid optional ones dropped). Returns the intent, `nil`
    /// when the handler or a mapping declines, and throws what they throw.
    @usableFromInline
    typealias Named = @Sendable (_ patternIndex: Int, _ values: [String: String]) throws -> Intent?

    /// How a link reaches one pattern.
    @usableFromInline
    enum PatternOffer: Sendable {
        case simple(SimpleOffer)
        case general(Offer)
    }

    /// The route's patterns, group and mount prefixes included.
    @usableFromInline let patterns: [[PatternSlot]]
    /// The query items the route requires.
    @usableFromInline let requiredQuery: [QueryParameter]
    /// The query items the route accepts when present.
    @usableFromInline let optionalQuery: [QueryParameter]
    /// One offer per pattern.
    @usableFromInline let offers: [PatternOffer]
    /// Resolves the route's links by name.
    @usableFromInline let named: Named
    /// How many leading segments of every pattern the mounts in front of the route declared.
    ///
    /// Their prefixes and the groups around them; `0` for the app's own routes. A module's declared examples do not give their values.
    @usableFromInline let mountPrefixLength: Int

    @inlinable
    init(
        patterns: [[PatternSlot]], requiredQuery: [QueryParameter], optionalQuery: [QueryParameter],
        offers: [PatternOffer], named: @escaping Named, mountPrefixLength: Int = 0
    ) {
        self.mountPrefixLength = mountPrefixLength
        self.patterns = patterns
        self.requiredQuery = requiredQuery
        self.optionalQuery = optionalQuery
        self.offers = offers
        self.named = named
    }

    /// The names of pattern `index`'s parameters, left to right.
    func parameterNames(ofPattern index: Int) -> [String] {
        patterns[index].compactMap { slot in
            guard case .parameter(let name, _) = slot else { return nil }
            return name
        }
    }
}

/// A query item a route declares, by name.
@usableFromInline
struct QueryParameter: Hashable, Sendable {
    @usableFromInline let name: String
    @usableFromInline let capture: CaptureKind

    @inlinable
    init(name: String, capture: CaptureKind) {
        self.name = name
        self.capture = capture
    }
}

extension DeepLinkPathComponent {
    /// The component as a query item, by name.
    @inlinable
    var queryParameter: QueryParameter { QueryParameter(name: rawValue, capture: capture) }
}

/// Why a route whose pattern matched did not take the link.
@usableFromInline
enum RouteRefusal: Sendable {
    /// The route does not accept the link's door.
    case source
    /// A required query item is missing.
    case missingQuery(String)
    /// A required query item is not of its kind.
    case invalidQuery(String, CaptureKind, value: String)
    /// A required item whose escapes are malformed: the item's byte range in the link.
    case malformedQuery(Range<Int>)
    /// The remainder does not decode.
    case malformedRemainder
    /// The handler or a mapping returned `nil`.
    case declined
}

/// The link as an offer reads its query and remainder: its bytes, where its parts are, and its query items, parsed
/// once per link for every route offered it.
@usableFromInline
struct LinkReader {
    @usableFromInline let info: LinkInfo
    @usableFromInline let input: UnsafeBufferPointer<UInt8>
    /// The names of the query items any route declares: only those are read.
    @usableFromInline let names: Set<String>
    /// The query's items, once parsed.
    @usableFromInline var items: [String: QueryItems.Item]?

    @inlinable
    init(
        info: LinkInfo, input: UnsafeBufferPointer<UInt8>, names: Set<String>, items: [String: QueryItems.Item]?
    ) {
        self.info = info
        self.input = input
        self.names = names
        self.items = items
    }

    /// The link's query items that some route declares, by name; parsed on the first call.
    @usableFromInline
    mutating func queryItems() -> [String: QueryItems.Item] {
        if let items { return items }
        let parsed = info.query.map { QueryItems.parse(input, range: $0, names: names) } ?? [:]
        items = parsed
        return parsed
    }
}

extension Route {
    /// Compiles a route of the app's own (or a module's own) handler: its patterns under `prefix`, each with the
    /// offer that fills the handler's dictionary.
    ///
    /// NB: inlinable, so that the closures are compiled in the declaring module, specialized for its components and
    /// intents: the hot path then fills the dictionary and calls the handler with no generic dispatch.
    @inlinable
    static func compile(
        _ patterns: [RoutePattern<Component>], under prefix: RoutePattern<Component>, required: [Component],
        optional: [Component], handler: @escaping Handler
    ) -> CompiledRoute<Intent> {
        let full = prefix.segments.isEmpty ? patterns : patterns.map { prefix / $0 }
        let readsQuery = !required.isEmpty || !optional.isEmpty
        let offers = full.map { pattern -> CompiledRoute<Intent>.PatternOffer in
            let shape = CaptureShape(pattern)
            let prototype = shape.prototype
            let captures = shape.captures
            guard readsQuery || shape.hasRemainder else {
                return .simple { segments, captured, base, intent in
                    let parameters = captured.filled(prototype, from: base, of: segments)
                    guard let result = try handler(parameters) else {
                        captured.keep(parameters, captures, base: base, segmentCount: segments.count)
                        return
                    }
                    intent = result
                }
            }
            return .general { segments, captured, link, base, intent in
                var parameters = [Component: String](
                    minimumCapacity: captures.count + required.count + optional.count)
                if readsQuery {
                    switch QueryItems.values(
                        required: required, optional: optional, in: link.queryItems(), into: &parameters)
                    {
                    case nil: break
                    case .missing(let component)?: return .missingQuery(component.rawValue)
                    case .malformed(let range)?: return .malformedQuery(range)
                    case .invalid(let component, let value)?:
                        return .invalidQuery(component.rawValue, component.capture, value: value)
                    }
                }
                // The remainder (always the last capture) first: a malformed one refuses the route before any String
                // is made.
                if shape.hasRemainder, let last = captures.last {
                    guard
                        let value = captured.remainder(
                            from: base &+ last.depth, of: segments, info: link.info, input: link.input)
                    else { return .malformedRemainder }
                    parameters[last.component] = value
                }
                for slot in captures where !slot.isRemainder {
                    parameters[slot.component] = captured.segment(base &+ slot.depth, of: segments)
                }
                guard let result = try handler(parameters) else {
                    captured.keep(parameters, captures, base: base, segmentCount: segments.count)
                    return nil
                }
                intent = result
                return nil
            }
        }
        let query = required + optional
        let named: CompiledRoute<Intent>.Named = { patternIndex, values in
            var parameters = [Component: String](minimumCapacity: values.count)
            for component in full[patternIndex].parameters + query {
                if let value = values[component.rawValue] { parameters[component] = value }
            }
            return try handler(parameters)
        }
        return CompiledRoute(
            patterns: full.map(\.slots), requiredQuery: required.map(\.queryParameter),
            optionalQuery: optional.map(\.queryParameter), offers: offers, named: named)
    }
}

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
        var captures: [Capture] = []
        var prototype: [Component: Int] = [:]
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
