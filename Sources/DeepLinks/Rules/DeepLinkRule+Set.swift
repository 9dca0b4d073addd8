#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension DeepLinkRule {
    /// The rules of a JSON document `{"rules": [...]}`, every problem of every rule found at once.
    ///
    /// A rule is an object with `pattern` and `route` (strings), and may have `values` (an object whose values are
    /// strings or numbers, a number read as a push payload's: `5` is `"5"`, `7.0` is `"7"`, `1.5` is `"1.5"`),
    /// `expires` (a date and time in ISO 8601: `2026-09-01T00:00:00Z`, or with an offset, `+02:00`, and fractions of
    /// a second) and `doors` (an array of door names). The document may have keys besides `rules`, for your server's
    /// own use; a rule may not: a misspelt field (`expire`) would be a rule that never expires.
    ///
    /// The reading is strict and bounded, as the document comes from outside the app:
    /// - JSON as RFC 8259 writes it, in UTF-8, at most 16 MiB (some 100,000 rules): a longer document is refused
    ///   before a byte of it is read;
    /// - no string longer than 64 KiB (the default `maxLinkLength`) is read: it is stepped over and reported;
    /// - no key is given twice in an object: one reader keeping the first and another the last would see two sets;
    /// - nothing nests more than 16 deep, no object or array but `rules` has more than 1,000 members, and no rule
    ///   holds more than 10,000 values: rules are read one at a time, and the document's other keys stepped over;
    /// - the first 10,000 problems are listed, then how many more there are.
    ///
    /// A document that is not JSON is one problem, with its line and column; otherwise each rule's problems are
    /// reported, every one, by the rule's number, and no rule is returned.
    ///
    /// ```swift
    /// let rules = try DeepLinkRule.decodeSet(from: data)
    /// // Rule 2 ('/sale/:id'): 'expires' is 'tomorrow', which is not a date and time in ISO 8601 (2026-09-01T00:00:00Z).
    /// ```
    ///
    /// - Parameter data: The document.
    /// - Returns: Its rules, in order.
    /// - Throws: ``DeepLinkRulesError`` with every problem of the document; problems of the document as a whole
    ///   have rule `0`.
    public static func decodeSet(from data: Data) throws(DeepLinkRulesError) -> [DeepLinkRule] {
        var rules: [DeepLinkRule] = []
        var problems: [DeepLinkRulesError.Problem] = []
        var unlisted = 0
        let read = data.withUnsafeBytes { raw in
            RuleSetJSON.readSet(raw.bindMemory(to: UInt8.self)) { number, element in
                switch rule(from: element) {
                case .success(let rule): if problems.isEmpty && unlisted == 0 { rules.append(rule) }
                case .failure(let failure):
                    for detail in failure.details {
                        guard problems.count < DeepLinkRulesError.maxListed else {
                            unlisted += 1
                            continue
                        }
                        problems.append(.init(rule: number, pattern: failure.pattern, detail: detail))
                    }
                }
            }
        }
        if case .failure(let failure) = read {
            throw DeepLinkRulesError(problems: [.init(rule: 0, pattern: "", detail: failure.detail)])
        }
        guard problems.isEmpty else { throw DeepLinkRulesError(problems: problems, unlisted: unlisted) }
        return rules
    }

    /// A rule's problems, and its pattern when it has one.
    private struct RuleFailure: Error {
        let pattern: String
        let details: [String]
    }

    /// The rule of one element of `rules`, or every problem it has.
    private static func rule(from element: RuleSetJSON) -> Result<DeepLinkRule, RuleFailure> {
        guard case .object(let members, let repeated) = element else {
            return .failure(RuleFailure(pattern: "", details: ["it is \(element.kind), not an object."]))
        }
        var details: [String] = []
        if let repeated { details.append("it gives '\(LogText.escaped(repeated))' twice.") }
        var pattern: String?
        var route: String?
        var values: [String: String] = [:]
        var expires: Date?
        var doors: [String]?
        func text(_ value: RuleSetJSON, _ field: String) -> String? {
            switch value {
            case .string(let text): return text
            case .longString(let count):
                details.append("'\(field)' is \(count) bytes long, more than the \(RuleSetJSON.maxStringBytes) read.")
            default: details.append("'\(field)' is \(value.kind), not a string.")
            }
            return nil
        }
        for (key, value) in members {
            switch key {
            case "pattern": pattern = text(value, key)
            case "route": route = text(value, key)
            case "expires":
                guard let written = text(value, key) else { continue }
                expires = Self.date(iso8601: written)
                if expires == nil {
                    details.append(
                        "'expires' is '\(LogText.escaped(written))', which is not a date and time in ISO 8601 "
                            + "(2026-09-01T00:00:00Z).")
                }
            case "doors":
                guard case .array(let names) = value else {
                    details.append("'doors' is \(value.kind), not an array of door names.")
                    continue
                }
                doors = names.compactMap { text($0, "doors") }
            case "values":
                guard case .object(let items, let repeatedName) = value else {
                    details.append("'values' is \(value.kind), not an object.")
                    continue
                }
                if let repeatedName { details.append("'values' gives '\(LogText.escaped(repeatedName))' twice.") }
                for (name, item) in items {
                    switch item {
                    case .longString: _ = text(item, name)
                    case .string(let written): values[name] = written
                    case .number(let written):
                        let number: Any = Int(written) ?? Double(written) ?? Double.nan
                        switch PayloadValue.read(number, key: name) {
                        case .success(let read): values[name] = read
                        case .failure(let failure): details.append(failure.detail + ".")
                        }
                    case .boolean(let flag):
                        if case .failure(let failure) = PayloadValue.read(flag, key: name) {
                            details.append(failure.detail + ".")
                        }
                    case .null: details.append("'\(LogText.escaped(name))' is null; values are strings or numbers.")
                    case .array, .object:
                        details.append("'\(LogText.escaped(name))' is \(item.kind); values are strings or numbers.")
                    }
                }
            default:
                details.append(
                    "it has no field '\(LogText.escaped(key))'; a rule's fields: pattern, route, values, expires, "
                        + "doors.")
            }
        }
        if pattern == nil, !members.contains(where: { $0.key == "pattern" }) { details.append("it has no 'pattern'.") }
        if route == nil, !members.contains(where: { $0.key == "route" }) { details.append("it has no 'route'.") }
        guard details.isEmpty, let pattern, let route else {
            return .failure(RuleFailure(pattern: pattern ?? "", details: details))
        }
        return .success(DeepLinkRule(pattern: pattern, route: route, values: values, expires: expires, doors: doors))
    }

    /// A date and time in ISO 8601's extended form (`2026-09-01T00:00:00Z`, `2026-09-01T02:00:00.5+02:00`), or
    /// `nil` when `text` is not one (a day that no month has, an hour past 23).
    static func date(iso8601 text: String) -> Date? {
        let bytes = Array(text.utf8)
        var position = 0
        func number(_ digits: Int) -> Int? {
            guard bytes.count - position >= digits else { return nil }
            var value = 0
            for _ in 0..<digits {
                let byte = bytes[position]
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                position += 1
            }
            return value
        }
        func skip(_ separator: Character) -> Bool {
            // `T` may be written `t` (RFC 3339).
            guard position < bytes.count,
                separator.asciiValue.map({ bytes[position] == $0 }) ?? false
                    || (separator == "T" && bytes[position] == UInt8(ascii: "t"))
            else { return false }
            position += 1
            return true
        }
        guard let year = number(4), skip("-"), let month = number(2), skip("-"),
            let day = number(2), skip("T"), let hour = number(2), skip(":"),
            let minute = number(2), skip(":"), let second = number(2)
        else { return nil }
        var fraction = 0.0
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            var scale = 0.1
            let start = position
            while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
                fraction += Double(bytes[position] - UInt8(ascii: "0")) * scale
                scale /= 10
                position += 1
            }
            guard position > start, position - start <= 9 else { return nil }
        }
        var offset = 0
        guard position < bytes.count else { return nil }
        switch bytes[position] {
        case UInt8(ascii: "Z"), UInt8(ascii: "z"): position += 1
        case UInt8(ascii: "+"), UInt8(ascii: "-"):
            let sign = bytes[position] == UInt8(ascii: "-") ? -1 : 1
            position += 1
            guard let hours = number(2), skip(":"), let minutes = number(2), hours < 24, minutes < 60
            else { return nil }
            offset = sign * (hours * 3600 + minutes * 60)
        default: return nil
        }
        let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let monthDays = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        guard position == bytes.count, (1...12).contains(month), (1...monthDays[month - 1]).contains(day), hour < 24,
            minute < 60, second < 60
        else { return nil }
        // Days since 1970-01-01 of a proleptic Gregorian date (the civil-days algorithm).
        let shifted = month <= 2 ? year - 1 : year
        let era = shifted / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: Double(seconds) + fraction)
    }
}
