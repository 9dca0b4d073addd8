/// Reads the query items of a link that some route declares, by name.
///
/// Items are split on `&`; name and value are percent-decoded with `+` read as a space. An item whose name no route
/// declares is ignored; for a repeated name the first occurrence is the value, and a required item's later
/// occurrences must be valid too (Apple's association files ask the same of every occurrence).
@usableFromInline
package enum QueryItems {
    @usableFromInline
    package struct Item {
        /// The decoded value, or `nil` when its escapes are malformed.
        @usableFromInline package var value: String?
        /// The item as written (`limit=abc`): its byte range in the link, for messages.
        @usableFromInline var range: Range<Int>
        /// The later items of the same name, in order, each with its decoded value and byte range.
        ///
        /// A value is `nil` when its escapes are malformed. Empty, and unallocated, unless the name is repeated.
        @usableFromInline var repeats: [(value: String?, range: Range<Int>)] = []
    }

    /// Why a route's declared query items refuse a link.
    @usableFromInline
    enum Refusal<Component> {
        /// A required item is missing.
        case missing(Component)
        /// A required item's escapes are malformed: its byte range in the link.
        case malformed(Range<Int>)
        /// A required item's value is not of its component's kind.
        case invalid(Component, value: String)
        /// A later occurrence of a required item is not of its component's kind (empty, say), although the first
        /// is.
        case invalidRepeat(Component, value: String)
    }

    /// Adds the values of the items a route declares to `parameters`, each checked against its component's kind:
    /// every required item must be there and valid, every occurrence of it when it is repeated (the first is the
    /// value), and an optional one is kept when valid and dropped otherwise.
    ///
    /// The one reading of declared items, for the router's own routes and for mounted modules' routes.
    ///
    /// - Returns: Why the items refuse the link, or `nil` when they do not.
    @usableFromInline
    static func values<Component: DeepLinkPathComponent>(
        required: [Component], optional: [Component], in items: [String: Item],
        into parameters: inout [Component: String]
    ) -> Refusal<Component>? {
        for component in required {
            guard let item = items[component.rawValue] else { return .missing(component) }
            guard var value = item.value else { return .malformed(item.range) }
            guard value.withUTF8({ component.capture.accepts($0) }) else { return .invalid(component, value: value) }
            for other in item.repeats {
                guard let repeated = other.value else { return .malformed(other.range) }
                guard component.capture.accepts(repeated) else { return .invalidRepeat(component, value: repeated) }
            }
            parameters[component] = value
        }
        for component in optional {
            if var value = items[component.rawValue]?.value, value.withUTF8({ component.capture.accepts($0) }) {
                parameters[component] = value
            }
        }
        return nil
    }

    /// The items whose names are in `names`, keyed by name, the first of each name with the later ones of that
    /// name in its `repeats`.
    ///
    /// - Complexity: O(*n*) in the query's length; one String per item whose name is in `names`.
    @usableFromInline
    package static func parse(
        _ input: UnsafeBufferPointer<UInt8>, range: Range<Int>, names: Set<String>
    ) -> [String: Item] {
        MatchStep.count(.linkByte, range.count)
        var items: [String: Item] = [:]
        forEachItem(in: input, range) { name, value, item in
            guard let decoded = decode(input, name), names.contains(decoded) else { return true }
            if items[decoded] == nil {
                items[decoded] = Item(value: decode(input, value), range: item)
            } else {
                items[decoded]?.repeats.append((decode(input, value), item))
            }
            return true
        }
        return items
    }

    /// The items whose names `keep` takes, keyed by name, the first of each name: for the campaign fields, whose
    /// names are not all known in advance (`utm_*`).
    static func items(
        in input: UnsafeBufferPointer<UInt8>, range: Range<Int>, where keep: (String) -> Bool
    ) -> [String: String] {
        var items: [String: String] = [:]
        forEachItem(in: input, range) { name, value, _ in
            if let decoded = decode(input, name), keep(decoded), items[decoded] == nil, let value = decode(input, value)
            {
                items[decoded] = value
            }
            return true
        }
        return items
    }

    /// Adds to `parameters` every item named like a component, of the component's kind (an invalid one is dropped),
    /// the first item of each name: what a route that forwards its query gives its handler.
    ///
    /// `parameters` holds none of the components yet: the route stores its declared items and its captures after
    /// these, and they win.
    ///
    /// Names are looked up in `names`, the table made when the route was compiled.
    ///
    /// - Complexity: O(*n*) in the query's length for a component type with a table (see ``ForwardedNames``); one
    ///   `init(rawValue:)` per distinct item name otherwise.
    @usableFromInline
    static func forward<Component: DeepLinkPathComponent>(
        _ input: UnsafeBufferPointer<UInt8>, query range: Range<Int>, names: ForwardedNames<Component>,
        into parameters: inout [Component: String]
    ) {
        // Room for every item up to the number of components, so that a long query grows the dictionary once.
        let items = input[range].reduce(1) { $1 == UInt8(ascii: "&") ? $0 + 1 : $0 }
        parameters.reserveCapacity(parameters.count + min(items, names.isListed ? names.components.count : 16))
        guard names.isListed else {
            forwardAsking(input, query: range, into: &parameters)
            return
        }
        // NB: the items are read by position, with no `Component` touched, and only the forwarded ones reach the
        // dictionary. This code is not specialized for the app's component: each `Component` read, hashed or stored
        // in the item loop asked the runtime for generic metadata (`Optional<Component>`, the dictionary's types), and
        // the subscript's setter asks for it where `updateValue(_:forKey:)` does not (callgrind, a 64 KiB query of
        // 6,296 items to a 3,000-case enum: 14.3 M instructions a link before, 8.4 M after).
        var positions: [Int] = []
        var values: [String] = []
        firstItems(
            in: input, range, count: names.components.count, position: names.position(of:), kinds: names.kinds,
            positions: &positions, values: &values)
        for index in positions.indices {
            parameters.updateValue(values[index], forKey: names.components[positions[index]])
        }
    }

    /// Appends to `positions` and `values` the first item of each listed name whose value decodes, in the query's
    /// order, with the name's position; kept when its value is of the position's kind (`kinds`), dropped otherwise
    /// (the later items of its name are not read).
    private static func firstItems(
        in input: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, count: Int,
        position: (UnsafeBufferPointer<UInt8>) -> Int?, kinds: [CaptureKind], positions: inout [Int],
        values: inout [String]
    ) {
        // The positions decided (the first item of their name read, kept or dropped), a bit each.
        var decided = [UInt64](repeating: 0, count: (count + 63) / 64)
        forEachItem(in: input, range) { name, value, _ in
            guard let index = withDecoded(input, name, { $0.flatMap(position) }),
                decided[index >> 6] & (1 << (index & 63)) == 0,
                // An item whose value does not decode is skipped, and the next one of its name is read.
                var value = decode(input, value)
            else { return true }
            decided[index >> 6] |= 1 << (index & 63)
            if value.withUTF8({ kinds[index].accepts($0) }) {
                positions.append(index)
                values.append(value)
            }
            return true
        }
    }

    /// ``forward(_:query:names:into:)`` for a component type without a table: each distinct item name asked with
    /// `init(rawValue:)`, once.
    private static func forwardAsking<Component: DeepLinkPathComponent>(
        _ input: UnsafeBufferPointer<UInt8>, query range: Range<Int>, into parameters: inout [Component: String]
    ) {
        // The names answered (unknown, or read). Never keyed by `Component`: hashing one in this unspecialized code
        // asks for generic metadata, and costs more than reading the item.
        var asked: Set<String> = []
        forEachItem(in: input, range) { name, value, _ in
            guard let decoded = decode(input, name), !asked.contains(decoded) else { return true }
            guard let component = Component(rawValue: decoded) else {
                asked.insert(decoded)
                return true
            }
            // An item whose value does not decode is skipped, and the next one of its name is read.
            guard var value = decode(input, value) else { return true }
            asked.insert(decoded)
            if value.withUTF8({ component.capture.accepts($0) }) {
                parameters[component] = value
            }
            return true
        }
    }

    /// The query's bytes in a link's text, between its first `?` after the authority and a `#` or the end; `nil`
    /// when it has none.
    package static func queryRange(in input: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        let rest = input[URLAnatomy.parse(input).pathStart...]
        guard let mark = rest.firstIndex(of: UInt8(ascii: "?")) else { return nil }
        let end = rest.firstIndex(of: UInt8(ascii: "#")) ?? input.count
        return mark < end ? (mark + 1)..<end : nil
    }

    /// Calls `body` with the name, value and item byte ranges of each non-empty item, in order.
    ///
    /// Items are separated by `&`; an item without `=` has an empty value. Stops when `body` returns `false`.
    /// The one reading of the query's shape, for ``parse(_:range:names:)`` and ``hasValue(named:in:range:where:)``.
    private static func forEachItem(
        in input: UnsafeBufferPointer<UInt8>, _ range: Range<Int>,
        _ body: (_ name: Range<Int>, _ value: Range<Int>, _ item: Range<Int>) -> Bool
    ) {
        var start = range.lowerBound
        while start < range.upperBound {
            var end = start
            while end < range.upperBound, input[end] != UInt8(ascii: "&") { end += 1 }
            defer { start = end + 1 }
            guard end > start else { continue }
            var equals = start
            while equals < end, input[equals] != UInt8(ascii: "=") { equals += 1 }
            guard body(start..<equals, min(equals + 1, end)..<end, start..<end) else { return }
        }
    }

    /// Why the item at `range` does not decode; `nil` when it does.
    static func failure(in input: UnsafeBufferPointer<UInt8>, item range: Range<Int>) -> PercentDecoding.Failure? {
        PercentDecoding.failure(in: UnsafeBufferPointer(rebasing: input[range]))
    }

    /// Form-decodes `input[range]`: `+` is a space, `%XY` a byte; `nil` for a bad escape or invalid UTF-8.
    private static func decode(_ input: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String? {
        withDecoded(input, range) { $0.map(LinkText.string(copying:)) }
    }

    /// Whether the query has an item named `name` and `accepts` the value of every item of that name, as
    /// ``values(required:optional:in:into:)`` reads a required item; allocates nothing for items that fit the
    /// stack.
    ///
    /// - Complexity: O(*n*) in the query's length.
    static func hasValue(
        named name: UnsafeBufferPointer<UInt8>, in input: UnsafeBufferPointer<UInt8>, range: Range<Int>,
        where accepts: (UnsafeBufferPointer<UInt8>) -> Bool
    ) -> Bool {
        MatchStep.count(.linkByte, range.count)
        var found = false
        var refused = false
        forEachItem(in: input, range) { itemName, value, _ in
            guard withDecoded(input, itemName, { $0.map { $0.elementsEqual(name) } ?? false }) else { return true }
            found = true
            refused = !withDecoded(input, value) { $0.map(accepts) ?? false }
            return !refused
        }
        return found && !refused
    }

    /// Calls `body` with the form-decoded bytes of `input[range]`, or `nil` when they do not decode.
    private static func withDecoded<R>(
        _ input: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>?) -> R
    ) -> R {
        let raw = UnsafeBufferPointer(rebasing: input[range])
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(raw.count, 1)) { buffer in
            guard let base = buffer.baseAddress, let count = PercentDecoding.decode(raw, into: base, plusAsSpace: true)
            else { return body(nil) }
            return body(UnsafeBufferPointer(start: base, count: count))
        }
    }
}
