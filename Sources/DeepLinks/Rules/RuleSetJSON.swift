/// A JSON value of a rule set, read by ``RuleSetJSON/read(_:)``: strict RFC 8259, within bounds, keeping what
/// Foundation's decoder hides (a key given twice, a number's text).
///
/// A rule set comes from a server: the reader holds it to ``maxBytes`` before reading a byte, each string to
/// ``maxStringBytes`` (a longer one is stepped over unread and kept as its length), and nesting to ``maxDepth``, so
/// that no set costs more than one pass over bytes the app chose to accept.
indirect enum RuleSetJSON {
    case string(String)
    /// A string longer than ``maxStringBytes``, by its length in bytes at least: it was not read.
    case longString(bytes: Int)
    /// A number, as its text (`5`, `-1.5e3`): read as a push payload's numbers are (`PayloadValue`).
    case number(String)
    case boolean(Bool)
    case null
    case array([RuleSetJSON])
    /// An object's members in their order; `repeated` is the first key given twice, if one is.
    case object([(key: String, value: RuleSetJSON)], repeated: String?)

    /// The longest set read, in bytes (16 MiB): some 100,000 rules.
    ///
    /// A longer one is refused unread.
    static let maxBytes = 16 << 20
    /// The longest string read, in UTF-8 bytes: the default `maxLinkLength` (64 KiB), as no link is longer.
    static let maxStringBytes = 65_536
    /// The deepest nesting read: a set nests four deep (the document, its rules, a rule, its values).
    static let maxDepth = 16

    /// Why a document could not be read, with where (`line 3, column 14`).
    struct Failure: Error {
        let detail: String
    }

    /// Reads `bytes` as one JSON value.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<RuleSetJSON, Failure> {
        guard bytes.count <= maxBytes else {
            return .failure(
                Failure(detail: "it is \(bytes.count) bytes, more than the \(maxBytes) read; it was not read."))
        }
        var reader = Reader(bytes: bytes)
        do throws(Failure) {
            reader.skipSpace()
            let value = try reader.value(depth: 0)
            reader.skipSpace()
            guard reader.position == bytes.count else { throw reader.failure("more after the document's end") }
            return .success(value)
        } catch {
            return .failure(error)
        }
    }

    /// The kind of value, as problems say it: `a number`, `an array`.
    var kind: String {
        switch self {
        case .string, .longString: "a string"
        case .number: "a number"
        case .boolean: "a Boolean"
        case .null: "null"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// A reader's place in the bytes.
    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        func failure(_ what: String) -> Failure {
            // Line and column, counted only when a document fails.
            var line = 1
            var lineStart = 0
            for index in 0..<min(position, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            return Failure(detail: "not JSON: \(what), at line \(line), column \(position - lineStart + 1).")
        }

        mutating func skipSpace() {
            while position < bytes.count {
                switch bytes[position] {
                case 0x20, 0x09, 0x0A, 0x0D: position += 1
                default: return
                }
            }
        }

        mutating func expect(_ byte: UInt8, _ what: String) throws(Failure) {
            guard position < bytes.count, bytes[position] == byte else { throw failure("expected \(what)") }
            position += 1
        }

        mutating func value(depth: Int) throws(Failure) -> RuleSetJSON {
            guard depth < RuleSetJSON.maxDepth else {
                throw failure("nested more than \(RuleSetJSON.maxDepth) deep")
            }
            guard position < bytes.count else { throw failure("expected a value") }
            switch bytes[position] {
            case UInt8(ascii: "{"): return try object(depth: depth)
            case UInt8(ascii: "["): return try array(depth: depth)
            case UInt8(ascii: "\""): return try string()
            case UInt8(ascii: "t"): return try word("true", .boolean(true))
            case UInt8(ascii: "f"): return try word("false", .boolean(false))
            case UInt8(ascii: "n"): return try word("null", .null)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
            default: throw failure("expected a value")
            }
        }

        mutating func word(_ text: StaticString, _ value: RuleSetJSON) throws(Failure) -> RuleSetJSON {
            let count = text.utf8CodeUnitCount
            guard bytes.count - position >= count,
                (0..<count).allSatisfy({ bytes[position + $0] == text.utf8Start[$0] })
            else { throw failure("expected a value") }
            position += count
            return value
        }

        mutating func object(depth: Int) throws(Failure) -> RuleSetJSON {
            position += 1  // {
            var members: [(key: String, value: RuleSetJSON)] = []
            var keys: Set<String> = []
            var repeated: String?
            skipSpace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
                position += 1
                return .object(members, repeated: nil)
            }
            while true {
                skipSpace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                    throw failure("expected a key in quotes")
                }
                let key: String
                switch try string() {
                case .string(let text): key = text
                default: throw failure("a key longer than \(RuleSetJSON.maxStringBytes) bytes")
                }
                skipSpace()
                try expect(UInt8(ascii: ":"), "':' after a key")
                skipSpace()
                let value = try value(depth: depth + 1)
                if !keys.insert(key).inserted, repeated == nil { repeated = key }
                members.append((key, value))
                skipSpace()
                guard position < bytes.count else { throw failure("expected ',' or '}'") }
                if bytes[position] == UInt8(ascii: "}") {
                    position += 1
                    return .object(members, repeated: repeated)
                }
                try expect(UInt8(ascii: ","), "',' or '}'")
            }
        }

        mutating func array(depth: Int) throws(Failure) -> RuleSetJSON {
            position += 1  // [
            var elements: [RuleSetJSON] = []
            skipSpace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
                position += 1
                return .array(elements)
            }
            while true {
                skipSpace()
                elements.append(try value(depth: depth + 1))
                skipSpace()
                guard position < bytes.count else { throw failure("expected ',' or ']'") }
                if bytes[position] == UInt8(ascii: "]") {
                    position += 1
                    return .array(elements)
                }
                try expect(UInt8(ascii: ","), "',' or ']'")
            }
        }

        mutating func number() throws(Failure) -> RuleSetJSON {
            let start = position
            func digits() -> Int {
                let first = position
                while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
                    position += 1
                }
                return position - first
            }
            if bytes[position] == UInt8(ascii: "-") { position += 1 }
            let leadingZero = position < bytes.count && bytes[position] == UInt8(ascii: "0")
            let whole = digits()
            guard whole > 0, !(leadingZero && whole > 1) else { throw failure("a malformed number") }
            if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
                position += 1
                guard digits() > 0 else { throw failure("a malformed number") }
            }
            if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
                position += 1
                if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")
                {
                    position += 1
                }
                guard digits() > 0 else { throw failure("a malformed number") }
            }
            guard position - start <= 64 else { throw failure("a number longer than 64 characters") }
            return .number(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self))
        }

        /// A string, its escapes decoded, its UTF-8 checked; one longer than `maxStringBytes` is stepped over.
        mutating func string() throws(Failure) -> RuleSetJSON {
            position += 1  // "
            let start = position
            // Most strings have no escape: their bytes are taken as they are.
            while position < bytes.count, bytes[position] != UInt8(ascii: "\""), bytes[position] != UInt8(ascii: "\\"),
                bytes[position] >= 0x20
            {
                position += 1
            }
            guard position < bytes.count else { throw failure("a string without its closing quote") }
            if bytes[position] == UInt8(ascii: "\"") {
                let count = position - start
                position += 1
                if count > RuleSetJSON.maxStringBytes { return .longString(bytes: count) }
                let slice = UnsafeBufferPointer(rebasing: bytes[start..<(position - 1)])
                guard UTF8Validation.isValid(slice) else {
                    position = start
                    throw failure("a string that is not UTF-8")
                }
                return .string(String(decoding: slice, as: UTF8.self))
            }
            // Escapes (or a control character): byte by byte, up to the bound.
            var length = position - start
            var decoded =
                length > RuleSetJSON.maxStringBytes ? [] : Array(UnsafeBufferPointer(rebasing: bytes[start..<position]))
            while true {
                guard position < bytes.count else { throw failure("a string without its closing quote") }
                let byte = bytes[position]
                if byte == UInt8(ascii: "\"") {
                    position += 1
                    break
                }
                guard byte >= 0x20 else { throw failure("a control character in a string (escape it)") }
                position += 1
                var scalar: Unicode.Scalar?
                if byte == UInt8(ascii: "\\") {
                    guard position < bytes.count else { throw failure("a string without its closing quote") }
                    let escape = bytes[position]
                    position += 1
                    switch escape {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalar = Unicode.Scalar(escape)
                    case UInt8(ascii: "b"): scalar = "\u{8}"
                    case UInt8(ascii: "f"): scalar = "\u{C}"
                    case UInt8(ascii: "n"): scalar = "\n"
                    case UInt8(ascii: "r"): scalar = "\r"
                    case UInt8(ascii: "t"): scalar = "\t"
                    case UInt8(ascii: "u"): scalar = try unicodeEscape()
                    default: throw failure("a malformed escape in a string")
                    }
                }
                let piece = scalar.map { Array(String(Character($0)).utf8) } ?? [byte]
                length += piece.count
                // A string past the bound is stepped over: its bytes are checked as JSON, not kept.
                guard length <= RuleSetJSON.maxStringBytes else { continue }
                decoded.append(contentsOf: piece)
            }
            if length > RuleSetJSON.maxStringBytes { return .longString(bytes: length) }
            guard decoded.withUnsafeBufferPointer(UTF8Validation.isValid) else {
                throw failure("a string that is not UTF-8")
            }
            return .string(String(decoding: decoded, as: UTF8.self))
        }

        /// The scalar of `\uXXXX` (the `\u` read), a surrogate pair's second half included.
        mutating func unicodeEscape() throws(Failure) -> Unicode.Scalar {
            func hex() throws(Failure) -> UInt32 {
                guard bytes.count - position >= 4 else { throw failure("a malformed \\u escape") }
                var value: UInt32 = 0
                for _ in 0..<4 {
                    guard let digit = PercentDecoding.hexValue(bytes[position]) else {
                        throw failure("a malformed \\u escape")
                    }
                    value = value << 4 | UInt32(digit)
                    position += 1
                }
                return value
            }
            let first = try hex()
            if (0xD800..<0xDC00).contains(first) {
                guard bytes.count - position >= 2, bytes[position] == UInt8(ascii: "\\"),
                    bytes[position + 1] == UInt8(ascii: "u")
                else { throw failure("a lone surrogate in a \\u escape") }
                position += 2
                let second = try hex()
                guard (0xDC00..<0xE000).contains(second),
                    let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
                else { throw failure("a lone surrogate in a \\u escape") }
                return scalar
            }
            guard let scalar = Unicode.Scalar(first) else { throw failure("a lone surrogate in a \\u escape") }
            return scalar
        }
    }
}
