#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A JSON value read from a string in a payload: a nested key's JSON object written as text, as Firebase Cloud
/// Messaging sends `data` (`{"data": "{\"type\": \"recipe\", \"id\": \"42\"}"}`).
///
/// Its values become what a decoded payload holds (`String`, `Int`, `Double`, `Bool`, arrays, dictionaries, and
/// ``PayloadNull`` for `null`), so that a payload reads the same whether `data` came as a dictionary or as text.
enum PayloadJSON: Decodable {
    case string(String)
    case integer(Int)
    case number(Double)
    case boolean(Bool)
    case null
    case array([PayloadJSON])
    case object([String: PayloadJSON])

    /// The longest text read as JSON, in UTF-8 bytes: pushes carry at most 4 KiB (APNs, FCM); longer text is not
    /// parsed, so a hostile payload cannot make reading it cost more than that bound.
    static let maxLength = 65_536

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .boolean(flag)
        } else if let integer = try? container.decode(Int.self) {
            self = .integer(integer)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let object = try? container.decode([String: PayloadJSON].self) {
            self = .object(object)
        } else {
            self = .array(try container.decode([PayloadJSON].self))
        }
    }

    /// The value as a decoded payload holds it.
    var value: Any {
        switch self {
        case .string(let text): text
        case .integer(let integer): integer
        case .number(let number): number
        case .boolean(let flag): flag
        case .null: PayloadNull()
        case .array(let values): values.map(\.value)
        case .object(let object): object.mapValues(\.value)
        }
    }

    /// `text` read as a JSON object, or `nil` when it is not one (or is longer than ``maxLength``).
    ///
    /// ```swift
    /// PayloadJSON.object(#"{"type": "recipe", "id": 42}"#)   // ["type": "recipe", "id": 42]
    /// ```
    static func object(_ text: String) -> [String: Any]? {
        guard text.utf8.count <= maxLength,
            text.utf8.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) == UInt8(ascii: "{"),
            let object = try? JSONDecoder().decode([String: PayloadJSON].self, from: Data(text.utf8))
        else { return nil }
        return object.mapValues(\.value)
    }
}

/// JSON's `null` inside a payload's JSON text; reasons say it as `null`, as they say Foundation's `NSNull`.
struct PayloadNull {}
