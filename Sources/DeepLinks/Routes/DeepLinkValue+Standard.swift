#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension UUID: DeepLinkValue {
    /// Reads a UUID in upper or lower case: `3F2504E0-4F89-11D3-9A0C-0305E82C3301`.
    ///
    /// - Parameter linkText: The decoded text.
    public init?(linkText: String) {
        self.init(uuidString: linkText)
    }

    /// The UUID in lower case, as links usually carry it: `3f2504e0-4f89-11d3-9a0c-0305e82c3301`.
    public var linkText: String { uuidString.lowercased() }

    /// One fixed UUID, for the route table's example links.
    public static var linkExamples: [UUID] {
        [UUID(uuid: (0x3F, 0x25, 0x04, 0xE0, 0x4F, 0x89, 0x11, 0xD3, 0x9A, 0x0C, 0x03, 0x05, 0xE8, 0x2C, 0x33, 0x01))]
    }
}

extension Bool: DeepLinkValue {
    /// Reads `true` or `1` as `true`, `false` or `0` as `false`; nothing else (no `TRUE`, no `yes`).
    ///
    /// - Parameter linkText: The decoded text.
    public init?(linkText: String) {
        switch linkText {
        case "true", "1": self = true
        case "false", "0": self = false
        default: return nil
        }
    }

    /// `true` or `false`.
    public var linkText: String { self ? "true" : "false" }

    /// `true` and `false`.
    public static var linkExamples: [Bool] { [true, false] }
}

extension Double: DeepLinkValue {
    /// Reads a finite number written in decimal: the decimal texts Swift's `Double(_:)` reads, and no other.
    ///
    /// The grammar, whole text: `-?(D+(\.D*)?|\.D+)([eE][-+]?D+)?`, where `D` is an ASCII digit: an optional `-`, a
    /// mantissa with at least one digit on either side of an optional `.` (`4.5`, `.5`, `5.`, `5`), then an optional
    /// exponent. The value must be finite (`1e999` is refused, not read as infinity). Refused although
    /// `Double(_:)` reads them: `nan`, `inf` and `infinity` (not numbers a link should carry), hexadecimal
    /// (`0x1p3`), and a leading `+` (in a query, `+` reads as a space, so `+1` could not mean one number in the path
    /// and another in the query). No spaces.
    ///
    /// ```swift
    /// Double(linkText: "4.5")    // 4.5
    /// Double(linkText: ".5")     // 0.5
    /// Double(linkText: "5.")     // 5.0
    /// Double(linkText: "-1e3")   // -1000
    /// Double(linkText: "+1")     // nil: no `+`
    /// Double(linkText: "0x1p3")  // nil: decimal only
    /// Double(linkText: "nan")    // nil: finite numbers only
    /// ```
    ///
    /// - Parameter linkText: The decoded text.
    public init?(linkText: String) {
        guard Self.isDecimal(linkText.utf8), let value = Double(linkText), value.isFinite else { return nil }
        self = value
    }

    /// The shortest text that reads back as the same number: `4.5`, `2.0`, `1e-05`, `0.5` (for a value read from
    /// `.5`).
    public var linkText: String { description }

    /// `4.5`, `2.0` and `-0.25`.
    public static var linkExamples: [Double] { [4.5, 2, -0.25] }

    /// Whether `text` is `-?(D+(\.D*)?|\.D+)([eE][-+]?D+)?`, `D` an ASCII digit.
    private static func isDecimal(_ text: String.UTF8View) -> Bool {
        var bytes = text.makeIterator()
        var byte = bytes.next()
        func digits() -> Bool {
            var any = false
            while let digit = byte, digit &- UInt8(ascii: "0") < 10 {
                any = true
                byte = bytes.next()
            }
            return any
        }
        if byte == UInt8(ascii: "-") { byte = bytes.next() }
        var mantissa = digits()
        if byte == UInt8(ascii: ".") {
            byte = bytes.next()
            mantissa = digits() || mantissa
        }
        guard mantissa else { return false }
        if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            byte = bytes.next()
            if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") { byte = bytes.next() }
            guard digits() else { return false }
        }
        return byte == nil
    }
}

extension Int: DeepLinkValue {
    /// Reads an ``CaptureKind/int``: an optional `-`, then ASCII digits, fitting `Int`.
    ///
    /// - Parameter linkText: The decoded text.
    public init?(linkText: String) {
        guard let value = CaptureKind.parseInt(linkText) else { return nil }
        self = value
    }

    /// The number in decimal.
    public var linkText: String { description }

    /// `42` and `7`.
    public static var linkExamples: [Int] { [42, 7] }
}

extension String: DeepLinkValue {
    /// The text itself; `nil` only for an empty text.
    ///
    /// - Parameter linkText: The decoded text.
    public init?(linkText: String) {
        guard !linkText.isEmpty else { return nil }
        self = linkText
    }

    /// The text itself.
    public var linkText: String { self }

    /// `example`.
    public static var linkExamples: [String] { ["example"] }
}
