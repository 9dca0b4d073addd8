/// Percent-encoding for the links the router builds: the inverse of `PercentDecoding`, for path segments and
/// query items alike.
///
/// Every byte is encoded except the unreserved `A–Z a–z 0–9 - . _ ~` (RFC 3986), with uppercase hex digits. So `/`,
/// `?`, `#`, `%`, `&`, `=` and `+` inside a value never reach the link as themselves: a value's `/` cannot split
/// its segment, a `+` in a query value cannot turn into a space, and no escape can be misread.
package enum PercentEncoding {
    /// Appends `bytes` (UTF-8), encoded, as one path segment; a segment that is exactly `.` or `..` is written `%2E` or
    /// `%2E%2E`, so that no URL normaliser removes it as a dot segment (RFC 3986, 5.2.4).
    package static func appendSegment(_ bytes: some Collection<UInt8>, to output: inout [UInt8]) {
        if bytes.allSatisfy({ $0 == UInt8(ascii: ".") }), bytes.count == 1 || bytes.count == 2 {
            for _ in bytes { output += "%2E".utf8 }
        } else {
            append(bytes, to: &output)
        }
    }

    /// Appends `bytes` (UTF-8) with every byte but the unreserved ones encoded as `%XY`.
    package static func append(_ bytes: some Sequence<UInt8>, to output: inout [UInt8]) {
        for byte in bytes {
            if isUnreserved(byte) {
                output.append(byte)
            } else {
                output += [UInt8(ascii: "%"), hexDigit(byte >> 4), hexDigit(byte & 0x0F)]
            }
        }
    }

    /// `A–Z a–z 0–9 - . _ ~`.
    static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"): true
        default: false
        }
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }
}
