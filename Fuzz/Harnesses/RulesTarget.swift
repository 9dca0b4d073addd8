import Foundation

@testable import DeepLinks

/// Fuzz target `rules`: a route table (route `i` named `r<i>`) and a set of runtime rules, from the input's bytes.
///
/// The rules are written as a JSON document, read back with `DeepLinkRule.decodeSet(from:)` (it must give the same
/// rules) and applied with `applying(_:now:)` on a fixed clock. The harness predicts the outcome: the set applies
/// exactly when every rule, expired or not, is well formed (its pattern parses, its route exists, its values are
/// parameters of the route of their capture kind, the pattern and the values give every parameter, its doors are
/// known and leave some door) and no two patterns of the table and the well-formed rules have one shape. A refused
/// set must name every malformed rule. An applied set must hold the table's routes and every rule that has not expired,
/// and every link of a table route's or a rule's pattern must resolve as the reference matcher says of the table with
/// the rules added: a table route's link as before, a rule's link to its route, with the rule's captures and values.
///
/// An input that starts with `{` is read as a JSON document as it is, and applied to a fixed table: the set is applied
/// or refused with at least one problem, never a crash. See `Fuzz/README.md`.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzRules(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, count: size)
    if size > 0, data?.pointee == UInt8(ascii: "{") {
        RulesCheck.checkRawDocument(Data(input.rest().utf8))
        return 0
    }
    let (table, router) = FuzzTable.build(FuzzTable.decode(&input, withDoors: false))
    var rules = (0..<input.below(7)).map { _ in RulesCheck.Rule.decode(&input, tableCount: table.count) }
    // Copies of one rule: each after the first conflicts with it, and every one must be named.
    if let first = rules.first, input.below(8) == 0 {
        rules += Array(repeating: first, count: 1 + input.below(200))
    }
    RulesCheck(table: table, router: router, rules: rules).check(paths: &input)
    return 0
}

/// The checks of the `rules` target.
struct RulesCheck {
    typealias Reference = ReferenceMatcher

    /// The clock the rules expire by.
    static let now = Date(timeIntervalSince1970: 1_800_000_000)
    /// Door names a rule may give: the documented ones and one that is none.
    static let doors = [
        "customScheme", "universalLink", "userActivity", "pushNotification", "shortcutItem", "web", "all", "fax",
    ]
    /// The longest link the harness's routers read: the default.
    static let maxLinkLength = 65_536
    /// Literals of rule patterns: the reference's, and campaign words no table uses.
    static let literals = Reference.literals + ["promo", "sale"]

    /// One rule and what the harness knows of it.
    struct Rule {
        let rule: DeepLinkRule
        /// The pattern's segments, or `nil` when its text does not parse or no router takes it.
        let segments: [Reference.Segment]?
        /// The index of the table route it names, or `nil` for a name no route has.
        let target: Int?

        var isExpired: Bool { rule.expires.map { $0 <= RulesCheck.now } ?? false }

        /// Reads a rule: its pattern (segments over the reference's vocabulary, or raw text), its route, values,
        /// expiry and doors.
        static func decode(_ input: inout FuzzInput, tableCount: Int) -> Rule {
            let header = input.byte()
            let text: String
            if header == 0xEF {
                // A pattern longer than any link the router reads (64 KiB): refused unread, never parsed.
                text = "/" + String(repeating: "a/", count: 40_000)
            } else if header >= 0xF0 {
                text = input.text(maximum: 16)
            } else {
                var segments: [Reference.Segment] = []
                var used: Set<Reference.P> = []
                for _ in 0..<(Int(header) % 4) {
                    let choice = input.byte()
                    let parameter = Reference.P.allCases[Int(choice) % Reference.P.allCases.count]
                    if choice >= 0x80, used.insert(parameter).inserted {
                        segments.append(.parameter(parameter))
                    } else {
                        segments.append(.literal(RulesCheck.literals[Int(choice) % RulesCheck.literals.count]))
                    }
                }
                text = Reference.describe(segments)
            }
            // A pattern that parses may still be one no router takes (a literal with a control character, one that
            // looks like a parameter): the pattern target checks those rules; here such a rule is malformed.
            let pattern =
                text.utf8.count > RulesCheck.maxLinkLength ? nil : try? RoutePattern<Reference.P>(parsing: text)
            let segments = pattern.flatMap { pattern in
                (try? FuzzTable.Router(routes: [Route(patterns: [pattern]) { _ in nil }])).map { _ in pattern.segments }
            }
            let routeChoice = input.below(tableCount + 1)
            let target = routeChoice < tableCount ? routeChoice : nil
            var values: [String: String] = [:]
            for _ in 0..<input.below(3) {
                let names = Reference.P.allCases.map(\.rawValue) + ["zz"]
                let name = input.pick(names)
                values[name] = input.pick(Reference.values + Reference.literals + [""])
            }
            let expires: Date? =
                switch input.below(4) {
                case 2: RulesCheck.now.addingTimeInterval(-3_600)
                case 3: RulesCheck.now.addingTimeInterval(3_600)
                default: nil
                }
            let doorCount = input.below(4)
            let doors = doorCount == 0 ? nil : (1..<doorCount).map { _ in input.pick(RulesCheck.doors) }
            let rule = DeepLinkRule(
                pattern: text, route: target.map(FuzzTable.name(of:)) ?? "nope", values: values, expires: expires,
                doors: doors)
            return Rule(rule: rule, segments: segments, target: target)
        }
    }

    let table: [Reference.RouteSpec]
    let router: FuzzTable.Router
    let rules: [Rule]

    /// A rule's problem, as the harness predicts it, or `nil` for a well-formed rule.
    func problem(of rule: Rule) -> String? {
        if rule.rule.pattern.utf8.count > RulesCheck.maxLinkLength { return "its pattern is longer than a link" }
        guard let segments = rule.segments else { return "its pattern does not parse" }
        if let doors = rule.rule.doors {
            if doors.contains("fax") { return "an unknown door" }
            if doors.isEmpty { return "no door" }
        }
        guard let target = rule.target else { return "no route is named so" }
        var parameters: [String: Reference.P] = [:]
        for case .parameter(let component) in table[target].segments { parameters[component.rawValue] = component }
        for (name, value) in rule.rule.values {
            guard let component = parameters[name] else { return "the route takes no '\(name)'" }
            if !component.capture.accepts(value) || value.utf8.contains(where: ASCII.isControl) {
                return "'\(name)' is not of its kind"
            }
        }
        var carried = Set(rule.rule.values.keys)
        for case .parameter(let component) in segments { carried.insert(component.rawValue) }
        if let missing = parameters.keys.first(where: { !carried.contains($0) }) { return "'\(missing)' is missing" }
        return nil
    }

    /// What the rules are, for messages.
    var dump: String {
        let lines = rules.enumerated().map { index, rule in
            "  rule \(index + 1): \(Reference.readable(rule.rule.pattern)) → \(rule.rule.route) values "
                + "\(rule.rule.values.sorted { $0.key < $1.key }.map { "\($0.key)=\(Reference.readable($0.value))" }) "
                + "\(rule.isExpired ? "expired" : rule.rule.expires == nil ? "" : "expires later") "
                + "doors \(rule.rule.doors.map { "\($0)" } ?? "nil")"
        }
        return Reference.dump(table) + "\nrules:\n" + lines.joined(separator: "\n")
    }

    /// The JSON round trip, the prediction, and the links of an applied set.
    func check(paths input: inout FuzzInput) {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let decoded = rules.map(\.rule)
        let json: Data
        do {
            struct Document: Encodable { var rules: [DeepLinkRule] }
            json = try encoder.encode(Document(rules: rules.map(\.rule)))
        } catch {
            FuzzCheck.fail("the set could not be written as JSON: \(error)\n\(dump)")
        }
        // A pattern over 64 KiB is not read from JSON: the set is refused naming its rule, and applied as values.
        let long = Set(
            rules.indices.filter { rules[$0].rule.pattern.utf8.count > RuleSetJSON.maxStringBytes }.map { $0 + 1 })
        do {
            let read = try DeepLinkRule.decodeSet(from: json)
            FuzzCheck.require(long.isEmpty, "patterns over 64 KiB were read from JSON\n\(dump)")
            FuzzCheck.require(read == rules.map(\.rule), "the set's JSON read back as \(read)\n\(dump)")
            checkWrittenForms(of: json, input: &input)
        } catch {
            // A document over 16 MiB (copies of a long pattern) is refused as a whole, unread.
            let named = json.count > RuleSetJSON.maxBytes ? [0] : long
            FuzzCheck.require(
                !long.isEmpty && Set(error.problems.map(\.rule)) == named,
                "the set's JSON did not read back: \(error)\n\(dump)")
        }

        // Every rule is checked, an expired one too; only the rules that have not expired are applied.
        let live = rules.enumerated().filter { !$0.element.isExpired }
        let malformed = Set(rules.indices.filter { problem(of: rules[$0]) != nil }.map { $0 + 1 })
        let wellFormed = live.filter { problem(of: $0.element) == nil }
        let ruleSpecs = wellFormed.map { _, rule in
            Reference.RouteSpec(segments: rule.segments ?? [], declines: rule.target.map { table[$0].declines } ?? true)
        }
        let conflicts = Reference.conflictingPairs(table + ruleSpecs)
        let applied: FuzzTable.Router
        do {
            applied = try router.applying(decoded, now: { RulesCheck.now })
        } catch {
            let named = Set(error.problems.map(\.rule))
            FuzzCheck.require(!error.problems.isEmpty, "refused with no problem\n\(dump)")
            FuzzCheck.require(
                !malformed.isEmpty || !conflicts.isEmpty,
                "refused a set predicted to apply: \(error)\n\(dump)")
            FuzzCheck.require(
                malformed.isSubset(of: named),
                "malformed rules \(malformed.sorted()), problems name \(named.sorted()): \(error)\n\(dump)")
            FuzzCheck.require(
                named.allSatisfy { (1...rules.count).contains($0) }, "a problem names no rule: \(error)\n\(dump)")
            // A live, well-formed rule's later copies conflict with it (or with what it conflicts with): each named.
            // A copy has the same pattern bytes: literals compare as bytes (MatchingRules), where `==` on the rules
            // compares their patterns as Swift strings, and so holds `/é` (precomposed) and `/e\u{301}` equal.
            for later in rules.indices where !rules[later].isExpired && problem(of: rules[later]) == nil {
                let copied = rules[..<later].contains {
                    $0.rule == rules[later].rule && $0.rule.pattern.utf8.elementsEqual(rules[later].rule.pattern.utf8)
                }
                FuzzCheck.require(
                    !copied || named.contains(later + 1), "rule \(later + 1), a copy, is not named: \(error)\n\(dump)")
            }
            return
        }
        let predicted = malformed.map { "rule \($0): \(problem(of: rules[$0 - 1]) ?? "")" } + conflicts.map { "\($0)" }
        FuzzCheck.require(predicted.isEmpty, "applied a set with \(predicted)\n\(dump)")
        FuzzCheck.require(
            applied.routes.count == table.count + live.count,
            "applied: \(applied.routes.count) routes, expected \(table.count) + \(live.count)\n\(dump)")

        // Links: one of each pattern (its parameters given values from the input), and the rest of the input.
        let combined = table + ruleSpecs
        var paths = combined.map { spec in
            "/"
                + spec.segments.map { segment in
                    switch segment {
                    case .literal(let text): text
                    case .parameter: input.pick(Reference.values + Reference.literals)
                    }
                }.joined(separator: "/")
        }
        paths.append(input.rest())
        for path in paths {
            checkLink(path, applied: applied, combined: combined, wellFormed: wellFormed.map(\.element))
        }
    }

    /// The set's JSON written otherwise: a value that is a whole number written as a JSON number reads as the same
    /// rules; a key given twice in a rule is refused, naming that rule and key.
    func checkWrittenForms(of json: Data, input: inout FuzzInput) {
        guard !rules.isEmpty else { return }
        let text = String(decoding: json, as: UTF8.self)
        // Numbers: every string value that is a small whole number, written as a number (`"7"` as `7`, `7.0`).
        let digits = #/"values":\{[^}]*\}/#
        let renumbered = text.replacing(digits) { match in
            String(match.output).replacing(#/"(-?[1-9][0-9]{0,8})"/#) { number in
                input.below(2) == 0 ? String(number.output.1) : String(number.output.1) + ".0"
            }
        }
        do {
            let read = try DeepLinkRule.decodeSet(from: Data(renumbered.utf8))
            FuzzCheck.require(read == rules.map(\.rule), "numbers read back as \(read): \(renumbered)\n\(dump)")
        } catch {
            FuzzCheck.fail("numbers in values were refused: \(error): \(renumbered)\n\(dump)")
        }
        // A key given twice in one rule: its object is the n-th `{` after a `[` or a `,`, outside strings (a pattern
        // may hold `[{`, as the regression seed `rules/regression-brace-in-pattern` does).
        let key = input.pick(["pattern", "route", "values", "doors", "expires"])
        let utf8 = text.utf8
        var starts: [String.Index] = []
        var inString = false
        var escaped = false
        var before: UInt8 = 0
        for index in utf8.indices {
            let byte = utf8[index]
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "{"), before == UInt8(ascii: "[") || before == UInt8(ascii: ",") {
                starts.append(index)
            }
            before = byte
        }
        guard !starts.isEmpty else { return }
        let n = input.below(starts.count)
        let position = utf8.index(after: starts[n])
        let duplicated = String(text[..<position]) + #""\#(key)":"x","\#(key)":"y","# + String(text[position...])
        do {
            _ = try DeepLinkRule.decodeSet(from: Data(duplicated.utf8))
            FuzzCheck.fail("a key given twice was read: \(duplicated)\n\(dump)")
        } catch {
            FuzzCheck.require(
                error.problems.contains { $0.rule == n + 1 && $0.detail == "it gives '\(key)' twice." },
                "rule \(n + 1)'s '\(key)' twice: \(error): \(duplicated)\n\(dump)")
        }
    }

    /// Checks one path against the reference of the table with the rules' patterns added.
    private func checkLink(
        _ path: String, applied: FuzzTable.Router, combined: [Reference.RouteSpec], wellFormed: [Rule]
    ) {
        let got = applied.match(.path(path))?.intent
        let expected: Reference.Intent?
        switch Reference.reference(combined, path: path) {
        case .matched(let intent, _) where intent.route < table.count:
            expected = intent
        case .matched(let intent, _):
            let rule = wellFormed[intent.route - table.count]
            let target = rule.target ?? -1
            var values: [String: String] = [:]
            for (component, value) in intent.params { values[component.rawValue] = value }
            for (name, value) in rule.rule.values { values[name] = value }
            var params: [Reference.P: String] = [:]
            for case .parameter(let component) in table[target].segments {
                params[component] = values[component.rawValue]
            }
            expected = Reference.Intent(route: target, params: params)
        default:
            expected = nil
        }
        let agrees =
            switch (got, expected) {
            case (let got?, let expected?): got.isIdentical(to: expected)
            case (nil, nil): true
            default: false
            }
        FuzzCheck.require(
            agrees,
            "path \(Reference.readable(path)): got \(got.map { "\($0)" } ?? "no route"), expected "
                + "\(expected.map { "\($0)" } ?? "no route")\n\(dump)")
    }

    /// A fixed table of four named routes: `/a`, `/:s0`, `/a/:i0`, `/b/:e0`.
    static let fixedTable: [Reference.RouteSpec] = [
        .init(segments: [.literal("a")], declines: false),
        .init(segments: [.parameter(.s0)], declines: false),
        .init(segments: [.literal("a"), .parameter(.i0)], declines: false),
        .init(segments: [.literal("b"), .parameter(.e0)], declines: false),
    ]

    /// A JSON document as the input gives it, applied to the fixed table: applied with every rule that has not
    /// expired, or refused with at least one problem, each naming a rule of the set (or 0, the table).
    static func checkRawDocument(_ data: Data) {
        guard let rules = try? DeepLinkRule.decodeSet(from: data) else { return }
        let (table, router) = FuzzTable.build(fixedTable)
        let context = {
            "document \(Reference.readable(String(decoding: data, as: UTF8.self)))\n\(Reference.dump(table))"
        }
        do {
            let applied = try router.applying(rules, now: { now })
            let live = rules.filter { $0.expires.map { $0 > now } ?? true }
            FuzzCheck.require(
                applied.routes.count == table.count + live.count,
                "applied: \(applied.routes.count) routes, expected \(table.count) + \(live.count): \(context())")
            for rule in live where !rule.pattern.contains(":") && !rule.pattern.contains("*") {
                _ = applied.resolve(.path(rule.pattern))
            }
        } catch {
            FuzzCheck.require(!error.problems.isEmpty, "refused with no problem: \(context())")
            FuzzCheck.require(
                error.problems.allSatisfy { (0...rules.count).contains($0.rule) },
                "a problem names no rule: \(error): \(context())")
        }
    }
}
