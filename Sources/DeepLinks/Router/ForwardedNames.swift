/// The component named by a query item's name, for a route that forwards its query: a table made once, when the
/// router is built, and shared by every forwarding route of the component type.
///
/// A `CaseIterable` enum's cases are all its values, so its table holds every name and a link's item costs one hash
/// lookup, whatever the number of cases. Any other component type is asked with `init(rawValue:)`, once per distinct
/// name in a link (for an enum, a synthesized `init(rawValue:)` compares the name with every case in turn).
@usableFromInline
package final class ForwardedNames<Component: DeepLinkPathComponent>: Sendable {
    /// The components a link's item names are looked up among: every case of a `CaseIterable` enum; empty for any
    /// other type, whose names are asked with `init(rawValue:)`.
    @usableFromInline package let components: [Component]
    /// Whether ``components`` lists the type's values, so that ``position(of:)`` answers for every name.
    @usableFromInline package let isListed: Bool
    /// The capture kind of each of ``components``, by position: read without asking the component.
    @usableFromInline package let kinds: [CaptureKind]
    /// The components' raw values' UTF-8 bytes, one after the other; the name of component `i` is
    /// `nameBytes[nameStarts[i]..<nameStarts[i + 1]]`.
    private let nameBytes: [UInt8]
    private let nameStarts: [Int]
    /// An open-addressing table of the components' positions by their names' hash, `-1` for an empty slot; its
    /// count a power of two, at least twice the components'.
    ///
    /// NB: names are looked up as bytes, not as `String`s: a link's item costs a hash of its decoded name and a
    /// comparison, with no `String` made and no generic code asked for metadata. The names are the app's, so the
    /// table's chains are fixed when the router is built: no link can lengthen them.
    private let slots: [Int32]

    /// The table of `Component`'s values, when it is a `CaseIterable` enum and `listing` is `true`.
    ///
    /// - Complexity: O(*c*) in the number of cases.
    @usableFromInline
    package init(listing: Bool = true) {
        let listed = listing ? Self.table() : nil
        components = listed ?? []
        isListed = listed != nil
        var bytes: [UInt8] = []
        var starts = [0]
        // NB: filled in place, neither mapped nor appended to: each of those made code of its own (~250 bytes in a
        // 10-route app, Benchmarks --size).
        var kinds = [CaptureKind](repeating: .string, count: components.count)
        for component in components {
            kinds[starts.count - 1] = component.capture
            bytes.append(contentsOf: component.rawValue.utf8)
            starts.append(bytes.count)
        }
        var capacity = 1
        while capacity < components.count * 2 { capacity <<= 1 }
        var slots = [Int32](repeating: -1, count: components.isEmpty ? 0 : capacity)
        for index in components.indices {
            let hash = bytes.withUnsafeBufferPointer {
                Self.hash(UnsafeBufferPointer(rebasing: $0[starts[index]..<starts[index + 1]]))
            }
            var slot = hash & (capacity - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (capacity - 1) }
            slots[slot] = Int32(truncatingIfNeeded: index)
        }
        nameBytes = bytes
        nameStarts = starts
        self.kinds = kinds
        self.slots = slots
    }

    /// The position in ``components`` of the component named `name` (decoded UTF-8), or `nil` when none is.
    @usableFromInline
    package func position(of name: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var slot = Self.hash(name) & mask
        while true {
            let index = Int(slots[slot])
            guard index >= 0 else { return nil }
            let start = nameStarts[index]
            if nameStarts[index + 1] - start == name.count,
                nameBytes.withUnsafeBufferPointer({ names in
                    for offset in 0..<name.count where names[start + offset] != name[offset] { return false }
                    return true
                })
            {
                return index
            }
            slot = (slot + 1) & mask
        }
    }

    /// FNV-1a of `bytes`.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: hash ^ (hash >> 32))
    }

    /// Every case, when `Component` is a `CaseIterable` enum; `nil` otherwise.
    ///
    /// NB: only an enum: a struct's `init(rawValue:)` may accept names that no listed value has.
    private static func table() -> [Component]? {
        guard let listable = Component.self as? any CaseIterable.Type else { return nil }
        let cases = Self.cases(of: listable)
        guard let first = cases.first, Mirror(reflecting: first).displayStyle == .enum else { return nil }
        var table: [Component] = []
        table.reserveCapacity(cases.count)
        for value in cases {
            guard let component = value as? Component else { return nil }
            table.append(component)
        }
        return table
    }

    /// The cases of a `CaseIterable` type, as values of unknown type.
    private static func cases<Listable: CaseIterable>(of type: Listable.Type) -> [Any] {
        type.allCases.map { $0 }
    }
}
