/// What the matching core learned about a link: where its parts are, and whether it was refused before
/// any route was tried.
@usableFromInline
struct LinkInfo {
    @usableFromInline
    enum Rejection {
        case unsupportedScheme(Range<Int>)
        case unsupportedHost(Range<Int>)
        case missingHost
        /// A URL entry point was given text without a scheme.
        case missingScheme
        /// The link is longer than the router's `maxLinkLength`: it is not read at all.
        case tooLong
    }

    @usableFromInline var source: LinkSource
    /// A custom scheme's host, which is the first segment.
    @usableFromInline var host: Range<Int>?
    @usableFromInline var pathStart: Int
    /// Where the path stops: at `?`, `#` or the end.
    @usableFromInline var pathEnd: Int
    /// The path has more segments than the segment table holds; see `RouteTrie.walk`.
    @usableFromInline var overflowed: Bool
    /// The query's bytes, after `?` and before `#`, when there are any.
    @usableFromInline var query: Range<Int>?
    @usableFromInline var rejection: Rejection?
}
