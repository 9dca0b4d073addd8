/// Where the parts of a link's text are, as byte ranges of its UTF-8 (RFC 3986 generic syntax).
///
/// DeepLinks reads the URL's text itself instead of asking `URL` for `path` or `host`, because
/// those decode escapes (losing the difference between `/` and `%2F`) and differ across platforms.
package struct URLAnatomy: Equatable {
    /// `http` in `http://host/path`; `nil` for a relative reference such as `/recipe/42`.
    package var scheme: Range<Int>?
    /// The host of the authority (no user info, no port); `nil` when there is no `//` authority.
    package var host: Range<Int>?
    /// Where the path starts; the segmenter finds where it ends (the first `?` or `#`).
    var pathStart: Int

    /// Reads the scheme and the authority of `bytes`.
    ///
    /// - Complexity: O(*n*) in the length of the scheme and authority only.
    package static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> URLAnatomy {
        var index = 0
        var scheme: Range<Int>?
        // scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":"
        if let first = bytes.first, isAlpha(first) {
            var cursor = 1
            while cursor < bytes.count, isSchemeByte(bytes[cursor]) { cursor += 1 }
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ":") {
                scheme = 0..<cursor
                index = cursor + 1
            }
        }
        var host: Range<Int>?
        if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/") {
            let authorityStart = index + 2
            var authorityEnd = authorityStart
            while authorityEnd < bytes.count, !isAuthorityEnd(bytes[authorityEnd]) { authorityEnd += 1 }
            host = hostRange(in: bytes, authority: authorityStart..<authorityEnd)
            index = authorityEnd
        }
        return URLAnatomy(scheme: scheme, host: host, pathStart: index)
    }

    /// Whether `scheme` is `http` or `https`, in any case.
    static func isWebScheme<Bytes: Collection<UInt8>>(_ scheme: Bytes) -> Bool {
        let folded = scheme.lazy.map(ASCII.lowercased)
        return folded.elementsEqual("http".utf8) || folded.elementsEqual("https".utf8)
    }

    private static func hostRange(in bytes: UnsafeBufferPointer<UInt8>, authority: Range<Int>) -> Range<Int> {
        var start = authority.lowerBound
        // User info ends at the last "@" of the authority.
        if let at = bytes[authority].lastIndex(of: UInt8(ascii: "@")) { start = at + 1 }
        var end = start
        if start < authority.upperBound, bytes[start] == UInt8(ascii: "[") {
            while end < authority.upperBound, bytes[end] != UInt8(ascii: "]") { end += 1 }
            if end < authority.upperBound { end += 1 }
        } else {
            while end < authority.upperBound, bytes[end] != UInt8(ascii: ":") { end += 1 }
        }
        return start..<end
    }

    /// Whether `bytes` is a scheme: a letter, then letters, digits, `+`, `-` or `.` (RFC 3986).
    ///
    /// The one rule for schemes, for the router's `schemes:` and for the schemes of the links it builds.
    static func isScheme<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        guard let first = bytes.first, isAlpha(first) else { return false }
        return bytes.allSatisfy(isSchemeByte)
    }

    /// Whether `bytes` is a host the router reads and writes: a DNS name.
    ///
    /// Labels of ASCII letters, digits, `-` and `_` (seen in real hosts), separated by `.`, each of 1 to 63 bytes,
    /// 253 bytes in all at most, the last not a number (a name that ends in a number, `127.0.0.1` or `example.0x7f`,
    /// is an IPv4 address to a browser). So no escape (`evil.com%2Fx.example.com`), no empty label
    /// (`..example.com`), no trailing `.`, no port and no IP literal (`[::1]`): universal links open from the domains
    /// an app is associated with, never from an IP address.
    ///
    /// The one rule for hosts: for the router's `hosts:` (after a `*.` prefix and a trailing `.`), for the host of
    /// every universal link they are checked against, and for the hosts of the links the router builds.
    ///
    /// - Complexity: O(*n*) in the length of `bytes`; allocates nothing.
    static func isHost<Bytes: BidirectionalCollection<UInt8>>(_ bytes: Bytes) -> Bool {
        guard !bytes.isEmpty, bytes.count <= 253 else { return false }
        var labelLength = 0
        for byte in bytes {
            if byte == UInt8(ascii: ".") {
                guard labelLength > 0 else { return false }
                labelLength = 0
                continue
            }
            guard isAlpha(byte) || isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") else {
                return false
            }
            labelLength += 1
            guard labelLength <= 63 else { return false }
        }
        guard labelLength > 0 else { return false }
        return !isNumber(bytes.suffix(labelLength))
    }

    /// Whether a host's label is a number as a browser reads an IPv4 address's parts: decimal digits (`127`), or
    /// `0x` and hex digits (`0x7f`).
    static func isNumber<Bytes: Collection<UInt8>>(_ label: Bytes) -> Bool {
        guard !label.isEmpty else { return false }
        if label.starts(with: "0x".utf8) || label.starts(with: "0X".utf8) {
            return label.dropFirst(2).allSatisfy(isHexDigit)
        }
        return label.allSatisfy(isDigit)
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (ASCII.lowercased(byte) >= UInt8(ascii: "a") && ASCII.lowercased(byte) <= UInt8(ascii: "f"))
    }

    package static func isAlpha(_ byte: UInt8) -> Bool {
        ASCII.lowercased(byte) >= UInt8(ascii: "a") && ASCII.lowercased(byte) <= UInt8(ascii: "z")
    }

    static func isSchemeByte(_ byte: UInt8) -> Bool {
        isAlpha(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    private static func isAuthorityEnd(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
    }
}
