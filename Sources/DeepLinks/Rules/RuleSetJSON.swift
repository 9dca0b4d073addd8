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
    /// The most members an object has, or elements an array, but for the set's `rules`: a rule has five fields and
    /// a route a few parameters.
    static let maxMembers = 1_000
    /// The most values one rule holds, all nested values counted: what a rule costs to read is bounded.
    static let maxValuesInRule = 10_000

    /// Why a document could not be read, with where (`line 3, column 14`).
    struct Failure: Error {
        let detail: String
    }

    /// Reads `bytes` as a rule set's document, `{"rules": [...]}`, giving `rule` each element of `rules`.
    ///
    /// Each rule comes as it is read, with its position from 1: its values are held only while `rule` reads them, so
    /// that what a document costs in memory is what its rules are, not a tree of all of it. The document's other keys
    /// are checked as JSON and stepped over.
    ///
    /// - Returns: Nothing, or why the document is not a set: not JSON (with where), not an object, a key given
    ///   twice, no `rules` or `rules` not an array.
    static func readSet(
        _ bytes: UnsafeBufferPointer<UInt8>, rule: (Int, RuleSetJSON) -> Void
    ) -> Result<Void, Failure> {
        guard bytes.count <= maxBytes else {
            return .failure(
                Failure(detail: "it is \(bytes.count) bytes, more than the \(maxBytes) read; it was not read."))
        }
        var reader = Reader(bytes: bytes)
        do throws(Failure) {
            reader.skipSpace()
            guard reader.position < bytes.count, bytes[reader.position] == UInt8(ascii: "{") else {
                // Not an object: say what it is, once it is known to be JSON.
                let kind = reader.position < bytes.count ? Reader.kind(startingWith: bytes[reader.position]) : nil
                try reader.skipValue(depth: 0)
                reader.skipSpace()
                guard let kind, reader.position == bytes.count else {
                    throw reader.failure("more after the document's end")
                }
                return .failure(Failure(detail: "it is \(kind), not an object {\"rules\": [...]}."))
            }
            var sawRules = false
            var repeated: String?
            try reader.members(depth: 0, keep: true) {
                (reader: inout Reader, key: String, isNew: Bool) throws(Failure) in
                if !isNew, repeated == nil { repeated = key }
                guard key == "rules", isNew else {
                    try reader.skipValue(depth: 1)
                    return
                }
                sawRules = true
                guard reader.position < bytes.count, bytes[reader.position] == UInt8(ascii: "[") else {
                    let kind = reader.position < bytes.count ? Reader.kind(startingWith: bytes[reader.position]) : nil
                    guard let kind else { throw reader.failure("expected a value") }
                    throw Failure(detail: "'rules' is \(kind), not an array.")
                }
                var count = 0
                try reader.elements(depth: 1, limited: false) { (reader: inout Reader) throws(Failure) in
                    count += 1
                    reader.budget = RuleSetJSON.maxValuesInRule
                    rule(count, try reader.value(depth: 2, keep: true))
                }
            }
            reader.skipSpace()
            guard reader.position == bytes.count else { throw reader.failure("more after the document's end") }
            if let repeated { return .failure(Failure(detail: "it gives '\(LogText.escaped(repeated))' twice.")) }
            guard sawRules else { return .failure(Failure(detail: "it has no 'rules'.")) }
            return .success(())
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

        /// How many more values the value being kept may hold (`maxValuesInRule` for a rule).
        var budget = Int.max

        /// The kind of the value whose first byte is `byte`, or `nil` when none starts so.
        static func kind(startingWith byte: UInt8) -> String? {
            switch byte {
            case UInt8(ascii: "{"): "an object"
            case UInt8(ascii: "["): "an array"
            case UInt8(ascii: "\""): "a string"
            case UInt8(ascii: "t"), UInt8(ascii: "f"): "a Boolean"
            case UInt8(ascii: "n"): "null"
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): "a number"
            default: nil
            }
        }

        /// Checks the value here as JSON and steps over it, keeping nothing.
        mutating func skipValue(depth: Int) throws(Failure) {
            _ = try value(depth: depth, keep: false)
        }

        /// The value here; with `keep` false it is checked and stepped over, and `.null` stands for it.
        mutating func value(depth: Int, keep: Bool) throws(Failure) -> RuleSetJSON {
            guard depth < RuleSetJSON.maxDepth else {
                throw failure("nested more than \(RuleSetJSON.maxDepth) deep")
            }
            guard position < bytes.count else { throw failure("expected a value") }
            if keep {
                budget -= 1
                guard budget >= 0 else {
                    throw failure("a rule holds more than \(RuleSetJSON.maxValuesInRule) values")
                }
            }
            switch bytes[position] {
            case UInt8(ascii: "{"):
                var object: [(key: String, value: RuleSetJSON)] = []
                var repeated: String?
                try members(depth: depth, keep: keep) {
                    (reader: inout Reader, key: String, isNew: Bool) throws(Failure) in
                    if !isNew, repeated == nil { repeated = key }
                    let value = try reader.value(depth: depth + 1, keep: keep)
                    if keep { object.append((key, value)) }
                }
                return keep ? .object(object, repeated: repeated) : .null
            case UInt8(ascii: "["):
                var array: [RuleSetJSON] = []
                try elements(depth: depth, limited: keep) { (reader: inout Reader) throws(Failure) in
                    let value = try reader.value(depth: depth + 1, keep: keep)
                    if keep { array.append(value) }
                }
                return keep ? .array(array) : .null
            case UInt8(ascii: "\""): return try string(keep: keep)
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

        /// Reads the object here member by member.
        ///
        /// `member` is given each key, whether it is new in the object, and the reader at its value, which it reads.
        /// With `keep`, at most `maxMembers` members; without, the keys are not kept (each is new).
        mutating func members(
            depth: Int, keep: Bool, _ member: (inout Reader, String, Bool) throws(Failure) -> Void
        ) throws(Failure) {
            position += 1  // {
            var keys: Set<String> = []
            skipSpace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
                position += 1
                return
            }
            while true {
                skipSpace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                    throw failure("expected a key in quotes")
                }
                var key = ""
                switch try string(keep: keep) {
                case .string(let text): key = text
                case .longString: throw failure("a key longer than \(RuleSetJSON.maxStringBytes) bytes")
                default: break
                }
                guard !keep || keys.count < RuleSetJSON.maxMembers else {
                    throw failure("an object of more than \(RuleSetJSON.maxMembers) members")
                }
                let isNew = !keep || keys.insert(key).inserted
                skipSpace()
                try expect(UInt8(ascii: ":"), "':' after a key")
                skipSpace()
                try member(&self, key, isNew)
                skipSpace()
                guard position < bytes.count else { throw failure("expected ',' or '}'") }
                if bytes[position] == UInt8(ascii: "}") {
                    position += 1
                    return
                }
                try expect(UInt8(ascii: ","), "',' or '}'")
            }
        }

        /// Reads the array here element by element.
        ///
        /// `element` is given the reader at each, which it reads; at most `maxMembers` elements when `limited`.
        mutating func elements(
            depth: Int, limited: Bool, _ element: (inout Reader) throws(Failure) -> Void
        ) throws(Failure) {
            position += 1  // [
            skipSpace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
                position += 1
                return
            }
            var count = 0
            while true {
                skipSpace()
                count += 1
                guard !limited || count <= RuleSetJSON.maxMembers else {
                    throw failure("an array of more than \(RuleSetJSON.maxMembers) elements")
                }
                try element(&self)
                skipSpace()
                guard position < bytes.count else { throw failure("expected ',' or ']'") }
                if bytes[position] == UInt8(ascii: "]") {
                    position += 1
                    return
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

        /// A string, its escapes decoded, its UTF-8 checked; one longer than `maxStringBytes` is stepped over, and
        /// with `keep` false every one (`.null` stands for it).
        mutating func string(keep: Bool) throws(Failure) -> RuleSetJSON {
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
                guard keep else { return .null }
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
                !keep || length > RuleSetJSON.maxStringBytes
                ? [] : Array(UnsafeBufferPointer(rebasing: bytes[start..<position]))
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
                // A string past the bound, or not kept, is stepped over: its escapes are checked, its bytes not kept.
                guard let scalar else {
                    length += 1
                    if keep, length <= RuleSetJSON.maxStringBytes { decoded.append(byte) }
                    continue
                }
                let piece = String(Character(scalar)).utf8
                length += piece.count
                if keep, length <= RuleSetJSON.maxStringBytes { decoded.append(contentsOf: piece) }
            }
            if length > RuleSetJSON.maxStringBytes { return .longString(bytes: length) }
            guard keep else { return .null }
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
