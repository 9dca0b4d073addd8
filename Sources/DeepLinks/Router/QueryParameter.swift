/// A query item a route declares, by name.
@usableFromInline
package struct QueryParameter: Hashable, Sendable {
    @usableFromInline package let name: String
    @usableFromInline package let capture: CaptureKind

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
