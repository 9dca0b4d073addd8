/// What the matching core learned about a link: where its parts are, and whether it was refused before
/// any route was tried.
@usableFromInline
struct LinkInfo {
    @usableFromInline
    enum Refusal {
        case unsupportedScheme(Range<Int>)
        case unsupportedHost(Range<Int>)
        case missingHost
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
    @usableFromInline var refusal: Refusal?
}

extension RouteTrie {
    /// The non-generic core of matching: reads the link's anatomy, checks its scheme and host, splits and
    /// decodes its segments, and walks the trie, calling `visit` for each matching terminal in precedence
    /// order until it returns `true`.
    ///
    /// Generic code (handlers, dictionaries, intents) lives in `visit`, which the caller's module
    /// specializes; this function allocates nothing for paths whose segments need no decoding scratch
    /// larger than the stack gives.
    ///
    /// - Parameters:
    ///   - input: The link's UTF-8.
    ///   - isURL: Read a scheme and authority first (and check them against `filter`); otherwise `input` is a path.
    ///   - visit: Called with each matching terminal, the segments and what is known of the link.
    /// - Returns: What is known of the link; `refusal` is set when it was refused before any route.
    /// - Complexity: O(*n*) in the length of `input`, plus the trie walk.
    @usableFromInline
    func match(
        _ input: UnsafeBufferPointer<UInt8>, isURL: Bool,
        _ visit: (Int32, UnsafeBufferPointer<PathSegment>, LinkInfo) -> Bool
    ) -> LinkInfo {
        var info = LinkInfo(
            source: .path, host: nil, pathStart: 0, pathEnd: input.count, overflowed: false, query: nil, refusal: nil)
        if isURL {
            let anatomy = URLAnatomy.parse(input)
            info.pathStart = anatomy.pathStart
            if let scheme = anatomy.scheme {
                let schemeBytes = UnsafeBufferPointer(rebasing: input[scheme])
                if URLAnatomy.isWebScheme(schemeBytes) {
                    info.source = .universalLink
                    guard let host = anatomy.host, !host.isEmpty else {
                        info.refusal = .missingHost
                        return info
                    }
                    guard filter.accepts(host: UnsafeBufferPointer(rebasing: input[host])) else {
                        info.refusal = .unsupportedHost(host)
                        return info
                    }
                } else {
                    info.source = .customScheme
                    guard filter.accepts(scheme: schemeBytes) else {
                        info.refusal = .unsupportedScheme(scheme)
                        return info
                    }
                    info.host = anatomy.host
                }
            }
        }
        return PathSegmenter.withSegments(
            of: input, host: info.host, pathStart: info.pathStart, capacity: maxDepth + 1
        ) { segments, summary in
            info.pathEnd = summary.pathEnd
            info.overflowed = summary.overflowed
            info.query = Self.queryRange(in: input, pathEnd: summary.pathEnd)
            _ = walk(segments, overflowed: summary.overflowed) { terminal in visit(terminal, segments, info) }
            return info
        }
    }

    /// The query's bytes, after `?` and before `#`, if the path stopped at a `?` and the query is not empty.
    private static func queryRange(in input: UnsafeBufferPointer<UInt8>, pathEnd: Int) -> Range<Int>? {
        guard pathEnd < input.count, input[pathEnd] == UInt8(ascii: "?") else { return nil }
        var end = pathEnd + 1
        while end < input.count, input[end] != UInt8(ascii: "#") { end += 1 }
        return end > pathEnd + 1 ? (pathEnd + 1)..<end : nil
    }
}

/// Texts made from a link's bytes, for results and messages.
@usableFromInline
enum LinkText {
    /// The matched path: the host (for a custom scheme) and the path, without query or fragment.
    ///
    /// When the link is a path that starts with `/` and has no query, that is `text` itself (no new String).
    @usableFromInline
    static func path(of input: UnsafeBufferPointer<UInt8>, info: LinkInfo, text: String) -> String {
        if info.host == nil, info.pathStart == 0, info.pathEnd == input.count, input.first == UInt8(ascii: "/") {
            return text
        }
        var path = ""
        if let host = info.host, !host.isEmpty { path = "/" + Self.text(input, host) }
        path += Self.text(input, info.pathStart..<info.pathEnd)
        if path.first != "/" { path = "/" + path }
        return path
    }

    static func text(_ input: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        text(UnsafeBufferPointer(rebasing: input[range]))
    }

    /// Bytes as written in the link (valid UTF-8: they come from a String).
    static func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
