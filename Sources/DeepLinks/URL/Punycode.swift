/// RFC 3492 Punycode, the ASCII form a URL carries for an internationalized host.
///
/// A host such as `bäckerei.de` travels in links as `xn--bckerei-5wa.de`, so a router that compares hosts byte by
/// byte has to be configured with the encoded form. This is the encoder only; nothing here decodes.
///
/// ```swift
/// Punycode.encode(label: "bäckerei")      // "bckerei-5wa"
/// Punycode.asciiHost("*.Bäckerei.de")     // "*.xn--bckerei-5wa.de"
/// ```
///
/// NB: This is Punycode plus the `xn--` prefix, not full IDNA/UTS #46 processing: there is no NFC normalization,
/// no mapping table beyond `lowercased()`, and no validity check of the characters. Hosts written in source are
/// normally NFC already; anything stranger is for the router's own validation to reject.
enum Punycode {
    // Bootstring parameters for Punycode (RFC 3492 section 5).
    private static let base: UInt32 = 36
    private static let tMin: UInt32 = 1
    private static let tMax: UInt32 = 26
    private static let skew: UInt32 = 38
    private static let damp: UInt32 = 700
    private static let initialBias: UInt32 = 72
    private static let initialN: UInt32 = 128
    private static let delimiter = UInt8(ascii: "-")

    /// Encodes one label with Punycode, without the `xn--` prefix.
    ///
    /// The basic (ASCII) code points are copied first, in order and with their case, then a `-` if there were any,
    /// then the insertions of the other code points as base-36 digits. A label that is all ASCII comes back as it is,
    /// since such a label is never prefixed.
    ///
    /// ```swift
    /// Punycode.encode(label: "münchen")   // "mnchen-3ya"
    /// Punycode.encode(label: "東京")       // "1lqs71d"
    /// Punycode.encode(label: "example")   // "example"
    /// Punycode.encode(label: "")          // nil
    /// ```
    ///
    /// - Parameter label: One label of a host, without dots.
    /// - Returns: The encoded label, the label itself when it is all ASCII, or `nil` when it is empty or the
    ///   encoding overflows 32 bits.
    static func encode(label: some StringProtocol) -> String? {
        let scalars = label.unicodeScalars.map(\.value)
        guard !scalars.isEmpty, let total = UInt32(exactly: scalars.count) else { return nil }
        var output: [UInt8] = []
        output.reserveCapacity(scalars.count * 2)
        for scalar in scalars where scalar < initialN {
            output.append(UInt8(truncatingIfNeeded: scalar))
        }
        // NB: `output.count` ≤ `total`, which fits in `UInt32`, so this conversion cannot fail.
        let basicCount = UInt32(truncatingIfNeeded: output.count)
        guard basicCount < total else { return String(label) }
        if basicCount > 0 {
            output.append(delimiter)
        }

        var n = initialN
        var delta: UInt32 = 0
        var bias = initialBias
        var handled = basicCount
        while handled < total {
            // The smallest code point not handled yet; one exists because `handled < total`.
            var next = UInt32.max
            for scalar in scalars where scalar >= n && scalar < next {
                next = scalar
            }
            // NB: RFC 3492 section 6.4: the arithmetic is 32-bit and every step that can grow `delta` must detect
            // overflow. `handled + 1` ≤ `total` and `next - n` ≥ 0, so only the product and sums are checked.
            let (step, stepOverflow) = (next - n).multipliedReportingOverflow(by: handled + 1)
            let (sum, sumOverflow) = delta.addingReportingOverflow(step)
            guard !stepOverflow, !sumOverflow else { return nil }
            delta = sum
            n = next
            for scalar in scalars {
                if scalar < n {
                    let (incremented, overflow) = delta.addingReportingOverflow(1)
                    guard !overflow else { return nil }
                    delta = incremented
                } else if scalar == n {
                    appendVariableLengthInteger(delta, bias: bias, to: &output)
                    bias = adapt(delta: delta, points: handled + 1, first: handled == basicCount)
                    delta = 0
                    handled += 1
                }
            }
            let (incremented, overflow) = delta.addingReportingOverflow(1)
            guard !overflow else { return nil }
            delta = incremented
            // NB: `n` is a scalar value (≤ 0x10FFFF), so `n + 1` cannot overflow.
            n += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Converts a host to the ASCII form links carry: lower-cased, with non-ASCII labels as `xn--` + Punycode.
    ///
    /// Each label between dots is lower-cased with the Unicode-aware `lowercased()`; a label that is then all ASCII
    /// is kept as it is (including a leading `*` wildcard and empty labels), any other is encoded and prefixed.
    ///
    /// ```swift
    /// Punycode.asciiHost("MÜNCHEN.de")        // "xn--mnchen-3ya.de"
    /// Punycode.asciiHost("*.bäckerei.de")     // "*.xn--bckerei-5wa.de"
    /// Punycode.asciiHost("bestrecipes.com")   // "bestrecipes.com"
    /// ```
    ///
    /// NB: Only `.` separates labels; the ideographic and full-width full stops that UTS #46 maps to `.` are not
    /// recognized, so a host written with them stays one (encoded) label.
    ///
    /// - Parameter host: A host name, possibly with a leading `*.` wildcard.
    /// - Returns: The ASCII host, or `nil` when a label fails to encode.
    static func asciiHost(_ host: String) -> String? {
        var labels: [String] = []
        for label in host.split(separator: ".", omittingEmptySubsequences: false) {
            // NB: Decide ASCII-ness after lower-casing: a few non-ASCII letters lower-case to ASCII (the Kelvin sign
            // U+212A becomes `k`), and such a label must not be prefixed.
            let lowered = label.lowercased()
            if lowered.utf8.allSatisfy({ $0 < 0x80 }) {
                labels.append(lowered)
            } else {
                guard let encoded = encode(label: lowered) else { return nil }
                labels.append("xn--" + encoded)
            }
        }
        return labels.joined(separator: ".")
    }

    /// Appends `value` as a generalized variable-length integer (RFC 3492 section 3.3) with thresholds from `bias`.
    ///
    /// ```swift
    /// var out: [UInt8] = []
    /// appendVariableLengthInteger(745, bias: 72, to: &out)   // out == "kva" in ASCII
    /// ```
    ///
    /// - Parameters:
    ///   - value: The delta to write.
    ///   - bias: The current bias.
    ///   - output: Where the ASCII digits go.
    private static func appendVariableLengthInteger(_ value: UInt32, bias: UInt32, to output: inout [UInt8]) {
        var q = value
        // NB: Each digit divides `q` by at least `base - tMax` (10), so a 32-bit value takes at most eleven digits and
        // `k` stays tiny; `t` is in 1...26, so `q - t` (after `q >= t`) and `base - t` are never negative.
        var k = base
        while true {
            let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
            if q < t {
                break
            }
            output.append(digit(t + (q - t) % (base - t)))
            q = (q - t) / (base - t)
            k += base
        }
        output.append(digit(q))
    }

    /// The bias adaptation function (RFC 3492 section 6.1).
    ///
    /// ```swift
    /// adapt(delta: 745, points: 6, first: true)   // 0
    /// ```
    ///
    /// - Parameters:
    ///   - delta: The delta just encoded.
    ///   - points: The number of code points handled so far, this one included.
    ///   - first: Whether this is the first delta of the label.
    /// - Returns: The new bias.
    private static func adapt(delta: UInt32, points: UInt32, first: Bool) -> UInt32 {
        // NB: After the first division `delta` ≤ `UInt32.max / 2`, so adding `delta / points` (points ≥ 1) fits;
        // after the loop `delta` ≤ 455, so the final product fits too.
        var delta = first ? delta / damp : delta / 2
        delta += delta / points
        var k: UInt32 = 0
        while delta > ((base - tMin) * tMax) / 2 {
            delta /= base - tMin
            k += base
        }
        return k + (base - tMin + 1) * delta / (delta + skew)
    }

    /// The ASCII character of a base-36 digit: `a`–`z` for 0–25, `0`–`9` for 26–35.
    ///
    /// ```swift
    /// digit(0)    // UInt8(ascii: "a")
    /// digit(26)   // UInt8(ascii: "0")
    /// ```
    ///
    /// - Parameter value: A digit in 0..<36.
    /// - Returns: Its lower-case ASCII byte.
    private static func digit(_ value: UInt32) -> UInt8 {
        UInt8(truncatingIfNeeded: value < 26 ? value + 97 : value + 22)
    }
}
