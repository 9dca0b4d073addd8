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
        // NB: the first byte, not the first Character: "/\u{301}" is one Character, and not "/".
        if path.utf8.first != UInt8(ascii: "/") { path = "/" + path }
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
