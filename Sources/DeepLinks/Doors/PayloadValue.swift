/// Reads one value of a push payload or a shortcut item's `userInfo` as a parameter's text.
///
/// Strings are taken as they are; integers of every standard type (`Int`, `Int64`, `UInt8`…, or `NSNumber`s as
/// JSON and property lists give them) as their decimal text; floating-point numbers (`Double`, `Float`) that are
/// whole as an integer (`7.0` is `"7"`, as JSON's `7.0` is), others as Swift prints them (`1.5`). Booleans,
/// `null`, arrays, dictionaries and anything else are refused with a reason: a payload that sends `true` for an id
/// is a bug to see, not a value to guess.
enum PayloadValue {
    // NB: Foundation represents JSON and property-list booleans as a distinct NSNumber subclass, `__NSCFBoolean`,
    // on Apple platforms and on Linux alike; its `as? Int` succeeds, so it must be recognised before numbers are
    // read. It is recognised by name so that the library needs no more of Foundation than `URL`.
    private static let booleanNumberTypeName = "__NSCFBoolean"

    /// The text of `value`, or why it has none.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - key: Its key, for the reason.
    /// - Returns: The text, or why the value is not a parameter.
    static func read(_ value: Any, key: String) -> Result<String, ReadFailure> {
        let valueType = type(of: value)
        if valueType == Bool.self || String(describing: valueType) == booleanNumberTypeName {
            return .failure(ReadFailure("'\(key)' is a Boolean; parameters are strings or numbers"))
        }
        switch value {
        case let text as String: return .success(text)
        case let text as Substring: return .success(String(text))
        case let number as Int: return .success(String(number))
        case let number as Double: return floating(number, key: key)
        case let number as Int64: return .success(String(number))
        case let number as Int32: return .success(String(number))
        case let number as Int16: return .success(String(number))
        case let number as Int8: return .success(String(number))
        case let number as UInt: return .success(String(number))
        case let number as UInt64: return .success(String(number))
        case let number as UInt32: return .success(String(number))
        case let number as UInt16: return .success(String(number))
        case let number as UInt8: return .success(String(number))
        case let number as Float: return floating(number, key: key)
        default:
            return .failure(ReadFailure("'\(key)' is \(describe(value)); parameters are strings or numbers"))
        }
    }

    /// A floating-point value's text: a whole number as an integer (`7.0` is `"7"`, as JSON's `7.0` arrives), any
    /// other finite number as Swift prints it in its own type (`1.5`, a `Float` `0.1` as `"0.1"`).
    private static func floating<Number: BinaryFloatingPoint & LosslessStringConvertible>(
        _ number: Number, key: String
    ) -> Result<String, ReadFailure> {
        guard number.isFinite else {
            return .failure(ReadFailure("'\(key)' is \(number); parameters are strings or finite numbers"))
        }
        if let whole = Int(exactly: number) { return .success(String(whole)) }
        return .success(number.description)
    }

    /// A reason a value could not be read.
    struct ReadFailure: Error {
        let detail: String

        init(_ detail: String) {
            self.detail = detail
        }
    }

    /// `null`, `an array`, `a dictionary` or `a Date`, `an Int`, as reasons say a value.
    static func describe(_ value: Any) -> String {
        switch value {
        case is [Any]: "an array"
        case is [AnyHashable: Any], is [String: Any]: "a dictionary"
        case is PayloadNull: "null"
        default:
            // `NSNull`, as JSON's `null` arrives, is named rather than imported (see above).
            describe(typeName: String(describing: type(of: value)))
        }
    }

    private static func describe(typeName: String) -> String {
        if typeName == "NSNull" { return "null" }
        let vowels: Set<Character> = ["A", "E", "I", "O", "U", "a", "e", "i", "o", "u"]
        return (typeName.first.map(vowels.contains) ?? false ? "an " : "a ") + typeName
    }
}
