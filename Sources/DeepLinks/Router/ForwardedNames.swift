/// The component named by a query item's name, for a route that forwards its query: a table made once, when the
/// router is built, and shared by every forwarding route of the component type.
///
/// A `CaseIterable` enum's cases are all its values, so its table holds every name and a link's item costs one hash
/// lookup, whatever the number of cases. Any other component type is asked with `init(rawValue:)`, once per distinct
/// name in a link (for an enum, a synthesized `init(rawValue:)` compares the name with every case in turn).
@usableFromInline
package final class ForwardedNames<Component: DeepLinkPathComponent>: Sendable {
    /// Every component by its raw value; `nil` when the type's values cannot be listed.
    @usableFromInline package let table: [String: Component]?

    /// The table of `Component`'s values, when it is a `CaseIterable` enum and `listing` is `true`.
    ///
    /// - Complexity: O(*c*) in the number of cases.
    @usableFromInline
    package init(listing: Bool = true) {
        table = listing ? Self.table() : nil
    }

    /// The component named `name`, or `nil` when none is.
    @inlinable
    package func component(named name: String) -> Component? {
        guard let table else { return Component(rawValue: name) }
        return table[name]
    }

    /// Every case by its raw value, when `Component` is a `CaseIterable` enum; `nil` otherwise.
    ///
    /// NB: only an enum: a struct's `init(rawValue:)` may accept names that no listed value has.
    private static func table() -> [String: Component]? {
        guard let listable = Component.self as? any CaseIterable.Type else { return nil }
        let cases = Self.cases(of: listable)
        guard let first = cases.first, Mirror(reflecting: first).displayStyle == .enum else { return nil }
        var table = [String: Component](minimumCapacity: cases.count)
        for value in cases {
            guard let component = value as? Component else { return nil }
            table[component.rawValue] = component
        }
        return table
    }

    /// The cases of a `CaseIterable` type, as values of unknown type.
    private static func cases<Listable: CaseIterable>(of type: Listable.Type) -> [Any] {
        type.allCases.map { $0 }
    }
}
