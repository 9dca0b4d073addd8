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

    /// Whether a value (already decoded, valid UTF-8) is acceptable for this kind: non-empty, an `Int` for ``int``,
    /// and for a typed kind, a text its type reads.
    func accepts(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        switch storage {
        case .int: CaptureKind.parseInt(bytes) != nil
        case .string, .either, .remainder: !bytes.isEmpty
        case .value(let value):
            !bytes.isEmpty && value.type.init(linkText: String(decoding: bytes, as: UTF8.self)) != nil
        }
    }

    /// Reads `text` as an ``int`` capture; see ``parseInt(_:)-(UnsafeBufferPointer<UInt8>)``.
    static func parseInt(_ text: String) -> Int? {
        var text = text
        return text.withUTF8 { parseInt($0) }
    }

    /// Whether a value (already decoded) is acceptable for this kind, as the matcher reads it: non-empty, for
    /// ``int`` an optional `-` and ASCII digits that fit `Int`, and for a typed kind a text its type reads.
    ///
    /// ```swift
    /// CaptureKind.int.accepts("-42")     // true
    /// CaptureKind.int.accepts("+42")     // false: no `+`
    /// CaptureKind.string.accepts("")     // false: a segment is never empty
    /// CaptureKind.uuid.accepts("3F2504E0-4F89-11D3-9A0C-0305E82C3301")   // true
    /// CaptureKind.bool.accepts("yes")    // false
    /// ```
    ///
    /// - Parameter value: The decoded value.
    /// - Returns: Whether a parameter of this kind takes it.
    @usableFromInline package func accepts(_ value: String) -> Bool {
        if case .value(let type) = storage { return !value.isEmpty && type.type.init(linkText: value) != nil }
        var value = value
        return value.withUTF8 { accepts($0) }
    }
}
