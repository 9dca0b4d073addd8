extension CaptureKind {
    /// Reads `bytes` as an ``int`` capture: an optional `-`, then one or more ASCII digits, fitting `Int`.
    ///
    /// The single definition of the `Int` format, shared by the matcher and the typed dictionary reads.
    @inline(__always)
    static func parseInt(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        let negative = bytes.first == UInt8(ascii: "-")
        if negative { index = 1 }
        guard index < bytes.count else { return nil }
        var value = 0
        while index < bytes.count {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            // Accumulate negatively so that Int.min fits.
            let (shifted, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (next, overflow2) = shifted.subtractingReportingOverflow(Int(digit))
            guard !overflow1, !overflow2 else { return nil }
            value = next
            index += 1
        }
        if negative { return value }
        let (positive, overflow) = (0).subtractingReportingOverflow(value)
        return overflow ? nil : positive
    }

    /// Whether a value (already decoded) is acceptable for this kind: non-empty, and an `Int` for ``int``.
    func accepts(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        switch self {
        case .int: CaptureKind.parseInt(bytes) != nil
        case .string, .either, .remainder: !bytes.isEmpty
        }
    }

    /// Reads `text` as an ``int`` capture; see ``parseInt(_:)-(UnsafeBufferPointer<UInt8>)``.
    static func parseInt(_ text: String) -> Int? {
        var text = text
        return text.withUTF8 { parseInt($0) }
    }

    /// Whether a value (already decoded) is acceptable for this kind, as the matcher reads it: non-empty, and for
    /// ``int`` an optional `-` and ASCII digits that fit `Int`.
    ///
    /// ```swift
    /// CaptureKind.int.accepts("-42")     // true
    /// CaptureKind.int.accepts("+42")     // false: no `+`
    /// CaptureKind.string.accepts("")     // false: a segment is never empty
    /// ```
    ///
    /// - Parameter value: The decoded value.
    /// - Returns: Whether a parameter of this kind takes it.
    public func accepts(_ value: String) -> Bool {
        var value = value
        return value.withUTF8 { accepts($0) }
    }
}
