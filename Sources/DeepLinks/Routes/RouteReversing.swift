/// What a route declares for making links from intents: its reverse and its example links.
///
/// A ``Route`` keeps it only when it declares one of them, behind one optional reference: most routes of a large
/// table declare neither, and two fields of their own cost every route 24 bytes.
@usableFromInline
final class RouteReversing<Intent>: Sendable {
    /// Turns an intent back into the route's parameters and query items, by name; `nil` when the route declares no
    /// reverse.
    @usableFromInline let reverse: (@Sendable (Intent) -> [String: String]?)?
    /// The route's declared example links (``Route/example(_:)``), values by parameter name.
    @usableFromInline let examples: [[String: String]]

    @inlinable
    init(reverse: (@Sendable (Intent) -> [String: String]?)?, examples: [[String: String]]) {
        self.reverse = reverse
        self.examples = examples
    }
}
