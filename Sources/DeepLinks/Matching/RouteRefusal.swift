/// Why a route whose pattern matched did not take the link.
@usableFromInline
enum RouteRefusal: Sendable {
    /// The route does not accept the link's door.
    case source
    /// A required query item is missing.
    case missingQuery(String)
    /// A required query item is not of its kind.
    case invalidQuery(String, CaptureKind, value: String)
    /// A required query item is repeated, and a later occurrence is not of its kind.
    case invalidRepeatedQuery(String, CaptureKind, value: String)
    /// A path segment its typed capture kind does not read (``CaptureKind/isTyped``).
    case invalidCapture(String, CaptureKind, value: String)
    /// A required item whose escapes are malformed: the item's byte range in the link.
    case malformedQuery(Range<Int>)
    /// The remainder does not decode.
    case malformedRemainder
    /// The handler or a mapping returned `nil`.
    case declined
}
