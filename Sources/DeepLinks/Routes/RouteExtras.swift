/// What few routes of a large table declare: a name, a reverse, example links, or the ``Mount`` that brought them in.
///
/// A ``Route`` keeps it only when it has one of them, behind one optional reference: most routes of a large table
/// have none, and four fields of their own cost every route 56 bytes.
///
/// NB: the name and the mount's site here, not on the route: 32 bytes less a route that has neither, 48 more (one
/// object) a named route that declares no reverse (Benchmarks, `--memory-child deeplinks 100000`).
@usableFromInline
final class RouteExtras<Intent>: Sendable {
    /// The route's name, unique in a router.
    @usableFromInline let name: String?
    /// Where the ``Mount`` that brought the route into the app was declared, or `nil` for the app's own routes.
    @usableFromInline let mountSite: String?
    /// Turns an intent back into the route's parameters and query items, by name; `nil` when the route declares no
    /// reverse.
    @usableFromInline let reverse: (@Sendable (Intent) -> [String: String]?)?
    /// The route's declared example links (``Route/example(_:)``), values by parameter name.
    @usableFromInline let examples: [[String: String]]

    @inlinable
    init(
        name: String?, mountSite: String?, reverse: (@Sendable (Intent) -> [String: String]?)?,
        examples: [[String: String]]
    ) {
        self.name = name
        self.mountSite = mountSite
        self.reverse = reverse
        self.examples = examples
    }

    /// The extras of a route, or `nil` when it has none.
    @inlinable
    static func make(
        name: String?, mountSite: String?, reverse: (@Sendable (Intent) -> [String: String]?)?,
        examples: [[String: String]]
    ) -> RouteExtras? {
        guard name != nil || mountSite != nil || reverse != nil || !examples.isEmpty else { return nil }
        return RouteExtras(name: name, mountSite: mountSite, reverse: reverse, examples: examples)
    }
}
