/// What every route compiles to, an app's own or a mounted module's: its patterns and query items without their
/// component type, and closures, made where the route's types are known, that turn a link into the router's intent.
///
/// The router sees routes only in this form: it inserts `patterns`, checks them and the query items by name, offers
/// a link that reaches pattern *i* to `offers[i]`, resolves links by name through `named`, and renders reverse links
/// from values by name. A ``Mount`` makes a module route's form into the app's by composing closures; nothing else
/// tells a mounted route from the app's own.
@usableFromInline
package struct CompiledRoute<Intent>: Sendable {
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

    /// The first pattern's slots (empty when the route has no pattern).
    ///
    /// NB: the first pattern and its offer are kept apart from the others: a route of one pattern (nearly every
    /// route) then makes no array of patterns and none of offers, which the router's build made and freed for every
    /// route (callgrind, the first build of github-api: ~1,000 instructions a route).
    @usableFromInline let firstPattern: [PatternSlot]
    /// The first pattern's offer (`nil` when the route has no pattern).
    @usableFromInline let firstOffer: PatternOffer?
    /// The slots of the patterns after the first.
    @usableFromInline let laterPatterns: [[PatternSlot]]
    /// The offers of the patterns after the first.
    @usableFromInline let laterOffers: [PatternOffer]
    /// Resolves the route's links by name.
    @usableFromInline let named: Named

    /// The query items the route requires.
    @usableFromInline package let requiredQuery: [QueryParameter]
    /// The query items the route accepts when present.
    @usableFromInline package let optionalQuery: [QueryParameter]
    /// How many leading segments of every pattern the mounts in front of the route declared (see `RouteForm`).
    @usableFromInline package let mountPrefixLength: Int

    /// A route of any number of patterns, each with its offer.
    @inlinable
    init(
        patterns: [[PatternSlot]], requiredQuery: [QueryParameter], optionalQuery: [QueryParameter],
        offers: [PatternOffer], named: @escaping Named, mountPrefixLength: Int = 0
    ) {
        self.firstPattern = patterns.first ?? []
        self.firstOffer = offers.first
        self.laterPatterns = patterns.count > 1 ? Array(patterns.dropFirst()) : []
        self.laterOffers = offers.count > 1 ? Array(offers.dropFirst()) : []
        self.requiredQuery = requiredQuery
        self.optionalQuery = optionalQuery
        self.mountPrefixLength = mountPrefixLength
        self.named = named
    }

    /// A route of one pattern.
    @inlinable
    init(
        pattern: [PatternSlot], requiredQuery: [QueryParameter], optionalQuery: [QueryParameter],
        offer: PatternOffer, named: @escaping Named, mountPrefixLength: Int = 0
    ) {
        self.firstPattern = pattern
        self.firstOffer = offer
        self.laterPatterns = []
        self.laterOffers = []
        self.requiredQuery = requiredQuery
        self.optionalQuery = optionalQuery
        self.mountPrefixLength = mountPrefixLength
        self.named = named
    }

    /// How many patterns the route has.
    @inlinable
    var patternCount: Int { firstOffer == nil ? 0 : 1 &+ laterOffers.count }

    /// The slots of pattern `index` (in `0..<patternCount`).
    @inlinable
    func pattern(_ index: Int) -> [PatternSlot] {
        index == 0 ? firstPattern : laterPatterns[index &- 1]
    }

    /// The offer of pattern `index` (in `0..<patternCount`).
    @inlinable
    func offer(_ index: Int) -> PatternOffer {
        guard index == 0, let firstOffer else { return laterOffers[index &- 1] }
        return firstOffer
    }

    /// The route's patterns, group and mount prefixes included, as one array: for the paths that read them all.
    @inlinable
    package var patterns: [[PatternSlot]] {
        patternCount == 0 ? [] : [firstPattern] + laterPatterns
    }

    /// One offer per pattern, as one array.
    @inlinable
    var offers: [PatternOffer] {
        guard let firstOffer else { return [] }
        return [firstOffer] + laterOffers
    }
}

/// A compiled route's patterns and query items by name: for miss reasons, links by name, reverse routing and the
/// route table.
///
/// In a router, a value made on demand (`DeepLinkRouter.form(routeAt:)`), for the paths that read it.
@usableFromInline
package struct RouteForm: Sendable {
    /// The route's patterns, group and mount prefixes included.
    @usableFromInline package let patterns: [ArraySlice<PatternSlot>]
    /// The query items the route requires.
    @usableFromInline package let requiredQuery: [QueryParameter]
    /// The query items the route accepts when present.
    @usableFromInline package let optionalQuery: [QueryParameter]
    /// How many leading segments of every pattern the mounts in front of the route declared.
    ///
    /// Their prefixes and the groups around them; `0` for the app's own routes. A module's declared examples do not
    /// give their values.
    @usableFromInline package let mountPrefixLength: Int

    @inlinable
    init(
        patterns: [ArraySlice<PatternSlot>], requiredQuery: [QueryParameter], optionalQuery: [QueryParameter],
        mountPrefixLength: Int
    ) {
        self.patterns = patterns
        self.requiredQuery = requiredQuery
        self.optionalQuery = optionalQuery
        self.mountPrefixLength = mountPrefixLength
    }

    /// The form of a compiled route.
    init<Intent>(_ compiled: CompiledRoute<Intent>) {
        self.init(
            patterns: compiled.patterns.map { $0[...] }, requiredQuery: compiled.requiredQuery,
            optionalQuery: compiled.optionalQuery, mountPrefixLength: compiled.mountPrefixLength)
    }

    /// The route's first pattern, in declaration order, whose path parameters all have values; the first pattern
    /// when none has: the pattern a link by name, an intent's reverse or an example uses.
    func firstPatternIndex(givenBy values: [String: String]) -> Int {
        patterns.firstIndex { slots in
            slots.allSatisfy { slot in
                guard case .parameter(let name, _) = slot else { return true }
                return values[name] != nil
            }
        } ?? 0
    }

    /// Every name the route reads a value by: each pattern's path parameters, then its required and optional query
    /// items (a name that several patterns share comes once per pattern).
    package var parameterNames: [String] {
        patterns.indices.flatMap(parameterNames(ofPattern:)) + (requiredQuery + optionalQuery).map(\.name)
    }

    /// Every parameter the route reads, in its patterns or its query, with its capture kind: what values given by name
    /// (another name's, a rule's) are checked against.
    var captureKinds: [String: CaptureKind] {
        var kinds: [String: CaptureKind] = [:]
        for slots in patterns {
            for case .parameter(let name, let capture) in slots { kinds[name] = capture }
        }
        for item in requiredQuery + optionalQuery { kinds[item.name] = item.capture }
        return kinds
    }

    /// What values by name (`carried`) lack to open the route as a link by name; `nil` when they lack nothing.
    ///
    /// A required query item, or, when they fill none of its patterns, a parameter of its first. The one check behind
    /// a back stack's parents, a redirect's legacy patterns and a rule.
    func missingParameter(carried: Set<String>) -> String? {
        if let item = requiredQuery.first(where: { !carried.contains($0.name) }) { return item.name }
        let fills = patterns.indices.contains { parameterNames(ofPattern: $0).allSatisfy(carried.contains) }
        return fills ? nil : parameterNames(ofPattern: 0).first { !carried.contains($0) } ?? ""
    }

    /// The names of pattern `index`'s parameters, left to right.
    func parameterNames(ofPattern index: Int) -> [String] {
        patterns[index].compactMap { slot in
            guard case .parameter(let name, _) = slot else { return nil }
            return name
        }
    }
}

/// What the routes of one table share when they are compiled: the handlers' dictionaries ready to fill, one per
/// distinct list of captures, so that a table of many routes with the same parameters keeps one copy.
@usableFromInline
package final class CompileCache {
    /// The table of prototypes of the first component type compiled, and that type's identity: a table's routes
    /// have one component type, its mounted modules' routes others (`otherPrototypes`).
    ///
    /// NB: two fields, not a list of pairs from the start: the first list of a tuple type made the tuple's metadata and
    /// the list's at run time, ~28,000 instructions in the app's first router build (callgrind, Benchmarks
    /// `--first-match`). Not `[ObjectIdentifier: AnyObject]` either: the first dictionary of a key type makes the Swift
    /// runtime look its `Hashable` conformance up through every loaded library's conformances, about 350,000
    /// instructions on Linux.
    @exclusivity(unchecked) @usableFromInline var firstPrototypesType: ObjectIdentifier?
    @exclusivity(unchecked) @usableFromInline var firstPrototypes: AnyObject?
    /// The tables of prototypes of the other component types, by the type's identity.
    @exclusivity(unchecked) @usableFromInline var otherPrototypes: [(type: ObjectIdentifier, table: AnyObject)] = []
    /// The names of forwarded query items, one table per component type (see `forwardedNames(of:)`).
    @exclusivity(unchecked) @usableFromInline var forwardedNameTables: [(type: ObjectIdentifier, table: AnyObject)] = []
    /// The routes are compiled for a router's build, which keeps their offers and nothing else: their links by name
    /// are resolved by compiling the route again, so `named` is not made.
    @usableFromInline let forMatching: Bool
    /// The routes' offers are never given a link (a route compiled alone, for its form and its links by name): the
    /// tables only matching reads are not made.
    @usableFromInline let formOnly: Bool

    @inlinable
    package init(forMatching: Bool = false, formOnly: Bool = false) {
        self.forMatching = forMatching
        self.formOnly = formOnly
    }

    /// A list's prototype, kept in its table as an object (see `Prototypes`), with the segments it was made from.
    @usableFromInline
    final class Prototype<Key: DeepLinkPathComponent> {
        @usableFromInline let dictionary: [Key: Int]
        /// The segments of the first pattern with these captures: the list is their parameters but a remainder, each
        /// at its depth.
        ///
        /// NB: the pattern's own array, not a list of captures made from it: a list per entry, of a type of its own,
        /// cost ~1,000 instructions an entry in the app's first build (callgrind, github-api).
        @usableFromInline let segments: [RoutePattern<Key>.Segment]

        /// NB: not `@usableFromInline`: `keep(_:)`, which makes it, must not be inlined into the app's code, which
        /// the compiler does with a small function whose body it may show there (see `Prototypes`).
        init(_ dictionary: [Key: Int], segments: [RoutePattern<Key>.Segment]) {
            self.dictionary = dictionary
            self.segments = segments
        }
    }

    /// The prototypes of one component type, by the list of captures they were made from.
    ///
    /// NB: `Key` is not required to be `Hashable` here: a generic type that requires it made the runtime look the
    /// app's component's `Hashable` conformance up, through every loaded library's conformances, when the app's code
    /// first made the type.
    ///
    /// NB: an open-addressing table of its own, not `[[Capture<Key>]: [Key: Int]]`, whose first instance made the
    /// runtime look up the conditional `Hashable` conformances of the array and of `Capture` (two scans of every
    /// loaded library's conformances, ~700,000 instructions in the app's first router build).
    ///
    /// NB: no type the app's specialized code makes here names `[Key: Int]` or requires `Key: Hashable`: the first
    /// such type made the runtime look the component's `Hashable` conformance up through every loaded library's
    /// conformances (callgrind, first build and match of github-api: ~330,000 instructions, a third of the build).
    /// A new list's dictionary and its `Prototype` are made in `emptyPrototype(capacity:)` and `keep(_:)`, which are
    /// not inlinable: code generic over the component is given the conformance, where code specialized for it looks
    /// it up. An entry keeps its prototype as an object, read back with `unsafeDowncast`. An app whose first link has
    /// captures still looks the conformance up once, when that link's handler dictionary is made.
    @usableFromInline
    final class Prototypes<Key> {
        /// A distinct list of captures, with its hash and its `Prototype<Key>`.
        @usableFromInline
        struct Entry {
            @usableFromInline let hash: Int
            @usableFromInline let prototype: AnyObject

            @inlinable
            init(hash: Int, prototype: AnyObject) {
                self.hash = hash
                self.prototype = prototype
            }
        }

        /// Each distinct list of captures.
        @exclusivity(unchecked) @usableFromInline var entries: [Entry] = []
        /// Indices into `entries` by hash, `-1` where empty; a power of two, at least twice the entries.
        ///
        /// NB: 64 slots from the start: a table of a few dozen lists, as an app's has, then never grows while the
        /// router is built (callgrind, the first build of github-api: three growths, ~14,000 instructions).
        @exclusivity(unchecked) @usableFromInline var slots: [Int] = Array(repeating: -1, count: 64)

        @inlinable
        init() {}

        /// Doubles `slots` and places every entry again by its hash.
        ///
        /// NB: an index loop, not `entries.enumerated()`: this generic code runs unspecialized, and the enumerated
        /// iterator's type made the runtime look `Array`'s conformances up through every loaded library's, once per
        /// process (callgrind, first build and match of github-api: ~250,000 instructions).
        @usableFromInline
        func grow() {
            slots = Array(repeating: -1, count: slots.count &* 2)
            let mask = slots.count &- 1
            var position = 0
            while position < entries.count {
                var index = entries[position].hash & mask
                while slots[index] >= 0 { index = (index &+ 1) & mask }
                slots[index] = position
                position += 1
            }
        }
    }

    /// The most slots a look-up of the prototypes examines (see `Prototypes.prototype(of:count:hash:)`).
    @inlinable static var maxPrototypeProbes: Int { 16 }

    /// The table of prototypes of `Key`.
    @inlinable
    func prototypes<Key>(of type: Key.Type) -> Prototypes<Key> {
        let id = ObjectIdentifier(Key.self)
        // Only `Prototypes<Key>` is stored under `Key`'s identity.
        if firstPrototypesType == id, let table = firstPrototypes {
            return unsafeDowncast(table, to: Prototypes<Key>.self)
        }
        if firstPrototypesType == nil {
            let box = Prototypes<Key>()
            firstPrototypesType = id
            firstPrototypes = box
            return box
        }
        if let existing = otherPrototypes.first(where: { $0.type == id }) {
            return unsafeDowncast(existing.table, to: Prototypes<Key>.self)
        }
        let box = Prototypes<Key>()
        otherPrototypes.append((id, box))
        return box
    }

    /// The handler's dictionary for `pattern` (each captured component at its depth, the remainder left out), made
    /// by the first pattern with that list of captures and shared by the others; and whether the pattern ends in a
    /// remainder.
    ///
    /// NB: looked up by the list of captures, not by the dictionary: hashing a dictionary (a hasher per element) and
    /// making it for every route first cost ~2,100 instructions a route at build (callgrind, 10,000 synthetic
    /// routes). A table per component type rather than one keyed by `AnyHashable`, whose boxing and dynamic casts
    /// made most of the router's build time. The list is hashed by its parameters' names and depths, compared in
    /// place with the pattern's segments, and made only when it is new: a `Hasher` and a list made for every pattern
    /// cost ~900 instructions a route in the app's first build (callgrind, Benchmarks `--first-match`).
    @inlinable
    func prototype<Key: DeepLinkPathComponent>(
        of pattern: RoutePattern<Key>
    ) -> (prototype: [Key: Int], hasRemainder: Bool) {
        let segments = pattern.segments
        var hash: UInt64 = 0
        var count = 0
        var hasRemainder = false
        var depth = 0
        while depth < segments.count {
            if case .parameter(let component) = segments[depth] {
                if component.capture == .remainder {
                    hasRemainder = true
                } else {
                    hash = Self.hash(hash, name: component.rawValue, depth: depth)
                    count &+= 1
                }
            }
            depth &+= 1
        }
        guard count > 0 else { return ([:], hasRemainder) }
        return (
            prototypes(of: Key.self).prototype(of: segments, count: count, hash: Int(truncatingIfNeeded: hash)),
            hasRemainder
        )
    }

    /// `state` with a capture of the parameter named `name` at `depth` folded in.
    ///
    /// A list is found by this hash and then compared with `==`, so a hash only decides what is shared, never what a
    /// route gets: a component type whose `==` makes components of different names equal only shares less.
    @usableFromInline
    static func hash(_ state: UInt64, name: String, depth: Int) -> UInt64 {
        // NB: the trie's hash of a literal under a node, with the depth as the node: code the library has already.
        let capture = LinkText.withBytes(of: name) { RouteTrie.hash(node: UInt32(truncatingIfNeeded: depth), $0) }
        let mixed = (state ^ UInt64(capture)) &* 0xBF58_476D_1CE4_E5B9
        return mixed ^ (mixed >> 29)
    }

    /// The table of `Key`'s names for the routes that forward their query, made by the first such route of the
    /// table and shared by the others.
    @inlinable
    func forwardedNames<Key: DeepLinkPathComponent>(of type: Key.Type) -> ForwardedNames<Key> {
        let id = ObjectIdentifier(Key.self)
        if let existing = forwardedNameTables.first(where: { $0.type == id }) {
            // Only `ForwardedNames<Key>` is stored under `Key`'s identity.
            return unsafeDowncast(existing.table, to: ForwardedNames<Key>.self)
        }
        let names = ForwardedNames<Key>(listing: !formOnly)
        forwardedNameTables.append((id, names))
        return names
    }
}

extension CompileCache.Prototypes where Key: DeepLinkPathComponent {
    /// The prototype of the `count` captures of `segments` (the remainder left out), whose hash is `hash`: the one
    /// kept for an equal list, else made and kept.
    ///
    /// A look-up examines at most ``CompileCache/maxPrototypeProbes`` slots: a list whose slot is not found by then is
    /// made and not kept (its route has a dictionary of its own). The hash is not seeded, so a rule set (text from
    /// outside) can be built to collide; it then costs a bounded look-up per pattern, never one that grows with the
    /// table.
    @inlinable
    func prototype(of segments: [RoutePattern<Key>.Segment], count: Int, hash: Int) -> [Key: Int] {
        let mask = slots.count &- 1
        var index = hash & mask
        var probes = 0
        var keeps = true
        while slots[index] >= 0 {
            let entry = slots[index]
            // Only `Prototype<Key>` is kept in a table of `Key`.
            if entries[entry].hash == hash,
                case let kept = unsafeDowncast(entries[entry].prototype, to: CompileCache.Prototype<Key>.self),
                Self.captures(of: kept.segments, areThoseOf: segments)
            {
                return kept.dictionary
            }
            probes &+= 1
            guard probes < CompileCache.maxPrototypeProbes else {
                keeps = false
                break
            }
            index = (index &+ 1) & mask
        }
        // A new list: its storage and its box are made generic over `Key` (`emptyPrototype(capacity:)`, `keep(_:)`),
        // and it is filled here, in place.
        var prototype = emptyPrototype(capacity: count)
        var depth = 0
        while depth < segments.count {
            if let component = Self.dictionaryCapture(segments[depth]) { prototype[component] = depth }
            depth &+= 1
        }
        guard keeps else { return prototype }
        slots[index] = entries.count
        entries.append(Entry(hash: hash, prototype: keep(prototype, segments: segments)))
        if entries.count &* 2 > slots.count { grow() }
        return prototype
    }

    /// `prototype` in a box with the segments it was made from, to keep in an entry.
    ///
    /// NB: not inlinable, so that it runs generic over `Key` (see `Prototypes`).
    @usableFromInline
    func keep(_ prototype: [Key: Int], segments: [RoutePattern<Key>.Segment]) -> AnyObject {
        CompileCache.Prototype(prototype, segments: segments)
    }

    /// The component `segment` captures into the handler's dictionary: a parameter's, not a remainder's (the offer
    /// cuts that from the path itself).
    @inlinable @inline(__always)
    static func dictionaryCapture(_ segment: RoutePattern<Key>.Segment) -> Key? {
        guard case .parameter(let component) = segment, component.capture != .remainder else { return nil }
        return component
    }

    /// Whether the captures of `kept` are those of `segments`, the remainder left out: the same components at the
    /// same depths.
    @inlinable
    static func captures(
        of kept: [RoutePattern<Key>.Segment], areThoseOf segments: [RoutePattern<Key>.Segment]
    ) -> Bool {
        var depth = 0
        while depth < segments.count || depth < kept.count {
            let captured = depth < segments.count ? Self.dictionaryCapture(segments[depth]) : nil
            let keptCapture = depth < kept.count ? Self.dictionaryCapture(kept[depth]) : nil
            guard captured == keptCapture else { return false }
            depth &+= 1
        }
        return true
    }
}

extension CompileCache.Prototypes where Key: Hashable {
    /// An empty dictionary with room for `capacity` captures.
    ///
    /// NB: not inlinable, so that it runs generic over `Key` (see `Prototypes`). Sized for its captures alone: the
    /// dictionary is kept for the router's life.
    @usableFromInline
    func emptyPrototype(capacity: Int) -> [Key: Int] {
        [Key: Int](minimumCapacity: capacity)
    }
}
