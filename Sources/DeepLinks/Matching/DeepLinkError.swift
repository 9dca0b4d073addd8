/// Why a link did not resolve to an intent.
///
/// Switch over ``kind`` to react; print the error (its ``description``) for logs.
///
/// ```swift
/// switch router.resolve(url) {
/// case .success(let link): open(link.intent)
/// case .failure(let error) where error.kind == .noRoute: openInBrowser(url)
/// case .failure(let error): log.warning("\(error)")
/// }
/// ```
public struct DeepLinkError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kinds of reasons, to switch over.
    public enum Kind: Hashable, Sendable {
        /// No route's pattern accepts the link.
        case noRoute
        /// An escape in the path is malformed (`%` without two hex digits), or escapes decode to invalid UTF-8.
        case malformedPercentEncoding
        /// Routes matched, but every one of their handlers returned `nil`.
        case declined
    }

    private enum Reason: Hashable, Sendable {
        case noRoute(path: String)
        case badEscape(path: String, escape: String)
        case invalidUTF8(path: String, segment: String)
        case declined(path: String, patterns: [String])
    }

    private let reason: Reason

    private init(_ reason: Reason) {
        self.reason = reason
    }

    static func noRoute(_ path: String) -> Self { Self(.noRoute(path: path)) }

    static func malformed(_ path: String, segment: String, failure: PercentDecoding.Failure) -> Self {
        switch failure {
        case .badEscape(let escape): Self(.badEscape(path: path, escape: escape))
        case .invalidUTF8: Self(.invalidUTF8(path: path, segment: segment))
        }
    }

    static func declined(_ path: String, patterns: [String]) -> Self { Self(.declined(path: path, patterns: patterns)) }

    /// What kind of reason this is.
    public var kind: Kind {
        switch reason {
        case .noRoute: .noRoute
        case .badEscape, .invalidUTF8: .malformedPercentEncoding
        case .declined: .declined
        }
    }

    /// The path the router tried, with a custom scheme's host as its first segment.
    public var path: String {
        switch reason {
        case .noRoute(let path), .badEscape(let path, _), .invalidUTF8(let path, _), .declined(let path, _): path
        }
    }

    /// A sentence for logs that says why the link did not resolve.
    public var description: String {
        switch reason {
        case .noRoute(let path):
            "No route matches '\(path)'."
        case .badEscape(let path, let escape):
            "Malformed percent-encoding in '\(path)': '\(escape)' is not '%' followed by two hex digits."
        case .invalidUTF8(let path, let segment):
            "Malformed percent-encoding in '\(path)': segment '\(segment)' does not decode to UTF-8."
        case .declined(let path, let patterns):
            "Every matching route declined '\(path)': \(patterns.joined(separator: ", "))."
        }
    }
}
