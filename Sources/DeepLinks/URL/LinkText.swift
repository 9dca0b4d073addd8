/// Texts made from a link's bytes, for results and messages.
@usableFromInline
enum LinkText {
    /// The matched path: the host (for a custom scheme) and the path, without query or fragment.
    ///
    /// When the link is a path that starts with `/` and has no query, that is `text` itself (no new String).
    ///
    /// NB: that case inlined, the others out of line: the call and its checks cost ~40 instructions a match
    /// (callgrind, github-api `match(.path(_:))`).
    @inlinable @inline(__always)
    static func path(of input: UnsafeBufferPointer<UInt8>, info: LinkInfo, text: String) -> String {
        if info.host == nil, info.pathStart == 0, info.pathEnd == input.count, input.first == UInt8(ascii: "/") {
            return text
        }
        return madePath(of: input, info: info)
    }

    /// ``path(of:info:text:)`` for a link whose path is not its whole text: a new String.
    @usableFromInline
    static func madePath(of input: UnsafeBufferPointer<UInt8>, info: LinkInfo) -> String {
        var path = ""
        if let host = info.host, !host.isEmpty { path = "/" + Self.text(input, host) }
        path += Self.text(input, info.pathStart..<info.pathEnd)
        // NB: the first byte, not the first Character: "/\u{301}" is one Character, and not "/".
        if path.utf8.first != UInt8(ascii: "/") { path = "/" + path }
        return path
    }

    /// `input[range]` as written in the link (valid UTF-8: it comes from a String).
    static func text(_ input: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        string(copying: UnsafeBufferPointer(rebasing: input[range]))
    }
}

extension LinkText {
    /// A String of the `count` UTF-8 bytes that `write` puts into a buffer of exactly that size (returning how many it
    /// wrote): in the String's own storage where the OS has `String(unsafeUninitializedCapacity:)` (iOS 14, macOS 11),
    /// through an array before (the package supports iOS 13 and macOS 10.15; `.ci/apple-availability.sh`).
    @inlinable
    static func string(utf8Count count: Int, writing write: (UnsafeMutableBufferPointer<UInt8>) -> Int) -> String {
        if #available(macOS 11, iOS 14, tvOS 14, watchOS 7, *) {
            return String(unsafeUninitializedCapacity: count, initializingUTF8With: write)
        }
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in initialized = write(buffer) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A String of `bytes` (UTF-8; an invalid sequence is repaired, as `String(decoding:as:)` does), copied into the
    /// String's storage by ``string(utf8Count:writing:)``.
    ///
    /// NB: not `String(decoding: bytes, as: UTF8.self)`, which costs more a capture (callgrind, github-api
    /// `match(.path(_:))`: 2,746 → 2,629 instructions a match, 74 a captured value); before iOS 14 the copy goes
    /// through an array, one allocation more than `String(decoding:as:)`.
    @inlinable
    static func string(copying bytes: UnsafeBufferPointer<UInt8>) -> String {
        string(utf8Count: bytes.count) { buffer in
            guard let target = buffer.baseAddress, let source = bytes.baseAddress else { return 0 }
            target.initialize(from: source, count: bytes.count)
            return bytes.count
        }
    }

    /// Calls `body` with `text`'s UTF-8, in place when the String stores it contiguously (every native String).
    ///
    /// NB: not `var copy = text; copy.withUTF8`, which retains and releases the String's storage twice around the call
    /// (callgrind: about 60 instructions a route selection on github-api); a bridged String that is not contiguous
    /// is copied once. The result is consumed out of its optional: binding it copied the result and destroyed the
    /// optional (a full match's outcome: ~30 instructions).
    @inlinable @inline(__always)
    static func withBytes<R>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        let result = try text.utf8.withContiguousStorageIfAvailable(body)
        switch consume result {
        case .some(let result): return result
        case .none:
            var copy = text
            return try copy.withUTF8(body)
        }
    }
}
