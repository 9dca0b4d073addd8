/// Percent-decoding of one segment, without Foundation, plus the UTF-8 check its result needs.
enum PercentDecoding {
    /// Why a segment cannot be decoded; used for the reason of a miss.
    enum Failure: Equatable {
        /// `%` is not followed by two hex digits; the payload is the offending text (at most three bytes).
        case badEscape(String)
        /// The escapes decode to bytes that are not UTF-8.
        case invalidUTF8
        /// An escape decodes to a C0 control character or DEL, or the text holds one raw: no value a link hands to
        /// a handler may hold one. The payload is the escape (`%0A`) or the raw character (`"\n"`); a link's text
        /// from a payload or `.path(_:)` carries raw ones as given, where Foundation's `URL` escapes them.
        case controlCharacter(String)
    }

    /// Decodes `raw` into `output`.
    ///
    /// - Parameters:
    ///   - raw: The bytes as written in the link.
    ///   - output: Room for `raw.count` bytes.
    ///   - plusAsSpace: Read `+` as a space, as query values are (form encoding); a path keeps `+`.
    /// - Returns: The decoded length, or `nil` when an escape is bad, the text holds a control character
    ///   (`ASCII.isControl(_:)`) raw or escaped, or the result is not UTF-8.
    @inline(__always)
    static func decode(
        _ raw: UnsafeBufferPointer<UInt8>, into output: UnsafeMutablePointer<UInt8>, plusAsSpace: Bool = false
    ) -> Int? {
        var read = 0
        var written = 0
        var nonASCII = false
        while read < raw.count {
            var byte = raw[read]
            if plusAsSpace, byte == UInt8(ascii: "+") {
                byte = UInt8(ascii: " ")
                read += 1
            } else if byte == UInt8(ascii: "%") {
                guard read + 2 < raw.count, let high = hexValue(raw[read + 1]), let low = hexValue(raw[read + 2])
                else { return nil }
                byte = high << 4 | low
                read += 3
            } else {
                read += 1
            }
            // A control character, escaped or raw, ends the decoding, as a bad escape does: values never hold one.
            guard !ASCII.isControl(byte) else { return nil }
            nonASCII = nonASCII || byte >= 0x80
            output[written] = byte
            written += 1
        }
        if nonASCII, !UTF8Validation.isValid(UnsafeBufferPointer(start: output, count: written)) { return nil }
        return written
    }

    /// Says why `raw` cannot be decoded, or `nil` when it can.
    static func failure(in raw: UnsafeBufferPointer<UInt8>) -> Failure? {
        var read = 0
        while read < raw.count {
            if raw[read] == UInt8(ascii: "%") {
                let escapeEnd = min(read + 3, raw.count)
                let hasDigits =
                    read + 3 <= raw.count && hexValue(raw[read + 1]) != nil && hexValue(raw[read + 2]) != nil
                guard hasDigits else {
                    return .badEscape(
                        String(decoding: UnsafeBufferPointer(rebasing: raw[read..<escapeEnd]), as: UTF8.self))
                }
                if let high = hexValue(raw[read + 1]), let low = hexValue(raw[read + 2]),
                    ASCII.isControl(high << 4 | low)
                {
                    return .controlCharacter(
                        String(decoding: UnsafeBufferPointer(rebasing: raw[read..<escapeEnd]), as: UTF8.self))
                }
                read += 3
            } else if ASCII.isControl(raw[read]) {
                return .controlCharacter(String(Character(Unicode.Scalar(raw[read]))))
            } else {
                read += 1
            }
        }
        // At least one byte, so the scratch always has an address (an empty segment decodes trivially).
        let decodes = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(raw.count, 1)) { scratch in
            scratch.baseAddress.map { decode(raw, into: $0) != nil } ?? true
        }
        return decodes ? nil : .invalidUTF8
    }

    @inline(__always)
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte &- UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte &- UInt8(ascii: "a") &+ 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte &- UInt8(ascii: "A") &+ 10
        default: nil
        }
    }
}
