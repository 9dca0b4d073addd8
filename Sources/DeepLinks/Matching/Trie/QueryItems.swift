/// Reads the query items of a link that name a component, for the handler's dictionary.
///
/// Items are split on `&`; name and value are percent-decoded with `+` read as a space. An item whose
/// name is no component's raw value is ignored; for a repeated name the first occurrence wins.
@usableFromInline
enum QueryItems {
    @usableFromInline
    struct Item<Component> {
        var component: Component
        /// The decoded value, or `nil` when its escapes are malformed.
        var value: String?
        /// The item as written (`limit=abc`), for messages.
        var raw: String
    }

    /// - Complexity: O(*n*) in the query's length; one String per item whose name is a component.
    static func parse<Component: DeepLinkPathComponent>(
        _ input: UnsafeBufferPointer<UInt8>, range: Range<Int>, as _: Component.Type
    ) -> [Item<Component>] {
        var items: [Item<Component>] = []
        // A set, not a scan of `items`: a component type that accepts any name would make a scan quadratic.
        var seen = Set<Component>()
        var start = range.lowerBound
        while start < range.upperBound {
            var end = start
            while end < range.upperBound, input[end] != UInt8(ascii: "&") { end += 1 }
            defer { start = end + 1 }
            guard end > start else { continue }
            var equals = start
            while equals < end, input[equals] != UInt8(ascii: "=") { equals += 1 }
            guard let name = decode(input, start..<equals), let component = Component(rawValue: name),
                seen.insert(component).inserted
            else { continue }
            let value = equals < end ? decode(input, (equals + 1)..<end) : ""
            items.append(Item(component: component, value: value, raw: text(input, start..<end)))
        }
        return items
    }

    /// Form-decodes `input[range]`: `+` is a space, `%XY` a byte; `nil` for a bad escape or invalid UTF-8.
    private static func decode(_ input: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String? {
        let raw = UnsafeBufferPointer(rebasing: input[range])
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(raw.count, 1)) { buffer in
            guard let base = buffer.baseAddress,
                let count = PercentDecoding.decode(raw, into: base, plusAsSpace: true)
            else { return nil }
            return String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
        }
    }

    private static func text(_ input: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: input[range]), as: UTF8.self)
    }
}
