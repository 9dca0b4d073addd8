#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A deployed `apple-app-site-association` file, read for ``RouteTable/checkAppleAppSiteAssociation(_:appID:)``:
/// its `applinks` details with their components, and the problems met while reading them.
///
/// Read as Apple documents `applinks`: `defaults` (at the top and in a detail) give `caseSensitive` and
/// `percentEncoded` to the components that do not set them; `substitutionVariables` are expanded, a component
/// that uses them read as one component per choice of values, at its place; a component that is not well formed
/// is reported and left out, so that the rest can still be checked.
struct AppSiteAssociationFile {
    /// A pattern of `*` (any run of characters, the empty one included), `?` (one character) and other characters
    /// that stand for themselves; it matches a whole path, query or fragment.
    struct Glob: Hashable {
        enum Token: Hashable {
            case scalar(Unicode.Scalar)
            case one
            case run
        }

        let tokens: [Token]

        init(_ text: String) {
            tokens = text.unicodeScalars.map { scalar in
                switch scalar {
                case "*": .run
                case "?": .one
                default: .scalar(scalar)
                }
            }
        }

        /// The positions reachable from `states` without reading a character: past each `*`.
        private func closure(_ states: Set<Int>) -> Set<Int> {
            var result = states
            var pending = Array(states)
            while let state = pending.popLast() {
                if state < tokens.count, tokens[state] == .run, result.insert(state + 1).inserted {
                    pending.append(state + 1)
                }
            }
            return result
        }

        /// The positions after reading `scalar` from `states`.
        private func step(_ states: Set<Int>, _ scalar: Unicode.Scalar) -> Set<Int> {
            var next: Set<Int> = []
            for state in states where state < tokens.count {
                switch tokens[state] {
                case .run: next.insert(state)
                case .one: next.insert(state + 1)
                case .scalar(let own) where own == scalar: next.insert(state + 1)
                case .scalar: break
                }
            }
            return closure(next)
        }

        /// Whether the glob matches all of `text`.
        func matches(_ text: String) -> Bool {
            var states = closure([0])
            for scalar in text.unicodeScalars {
                states = step(states, scalar)
                if states.isEmpty { return false }
            }
            return states.contains(tokens.count)
        }

        /// Whether every text `other` matches, this glob matches too.
        ///
        /// `*` and `?` treat every character alike, so the characters written in either glob and one character
        /// written in neither stand for all: a walk over the pairs of position sets the two reach on them.
        func covers(_ other: Glob) -> Bool {
            var alphabet: Set<Unicode.Scalar> = []
            for case .scalar(let scalar) in tokens + other.tokens { alphabet.insert(scalar) }
            var outsider = UInt32(0xE000)
            while let scalar = Unicode.Scalar(outsider), alphabet.contains(scalar) { outsider += 1 }
            if let scalar = Unicode.Scalar(outsider) { alphabet.insert(scalar) }
            let start = (theirs: other.closure([0]), mine: closure([0]))
            var seen: Set<[Set<Int>]> = [[start.theirs, start.mine]]
            var pending = [start]
            while let (theirs, mine) = pending.popLast() {
                if theirs.contains(other.tokens.count) && !mine.contains(tokens.count) { return false }
                for scalar in alphabet {
                    let next = (theirs: other.step(theirs, scalar), mine: step(mine, scalar))
                    guard !next.theirs.isEmpty, seen.insert([next.theirs, next.mine]).inserted else { continue }
                    pending.append(next)
                }
            }
            return true
        }
    }

    /// The `"?"` key: a pattern for the whole query, or query item names with value patterns.
    enum Query: Hashable {
        case pattern(String)
        case items([String: String])
    }

    struct Component {
        /// Where it is in the file: `details[0].components[3]`.
        var location: String
        var path: String?
        var query: Query?
        var fragment: String?
        var isExcluded = false
        var isCaseSensitive = true
        var isPercentEncoded = true

        /// Its location and `"/"` pattern, for messages: `details[0].components[3] (/recipe/*)`.
        var label: String { "\(location) (\(RouteTable.visible(path ?? "*")))" }

        /// Whether the component matches a link's percent-encoded path and query, with no fragment.
        func matches(path link: String, query: String) -> Bool {
            let decode = { (text: String) in self.isPercentEncoded ? text : Self.percentDecoded(text) }
            let glob = { (pattern: String, text: String) in
                self.isCaseSensitive
                    ? Glob(pattern).matches(decode(text))
                    : Glob(pattern.lowercased()).matches(decode(text).lowercased())
            }
            if let path, !glob(path, link) { return false }
            if let fragment, !glob(fragment, "") { return false }
            switch self.query {
            case nil: return true
            case .pattern(let pattern): return glob(pattern, query)
            case .items(let items):
                let pairs = query.split(separator: "&").map { item in
                    let pieces = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                    return (name: decode(String(pieces[0])), value: pieces.count > 1 ? String(pieces[1]) : "")
                }
                return items.allSatisfy { name, pattern in
                    let values = pairs.filter {
                        self.isCaseSensitive ? $0.name == name : $0.name.lowercased() == name.lowercased()
                    }
                    // An absent item counts as one with the empty value (WWDC19 session 717).
                    return values.isEmpty ? glob(pattern, "") : values.allSatisfy { glob(pattern, $0.value) }
                }
            }
        }

        /// The text with each `%XX` of two hex digits replaced by its byte; invalid UTF-8 as U+FFFD.
        static func percentDecoded(_ text: String) -> String {
            let bytes = Array(text.utf8)
            var result: [UInt8] = []
            var index = 0
            let hex = { (byte: UInt8) -> UInt8? in
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
                default: nil
                }
            }
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
                    let high = hex(bytes[index + 1]), let low = hex(bytes[index + 2])
                {
                    result.append(high << 4 | low)
                    index += 3
                } else {
                    result.append(bytes[index])
                    index += 1
                }
            }
            return String(decoding: result, as: UTF8.self)
        }

        /// Whether this component matches every link `other` matches, so that `other`, after it, never decides.
        ///
        /// A sufficient test: `false` when in doubt.
        func covers(_ other: Component) -> Bool {
            guard isPercentEncoded == other.isPercentEncoded, isCaseSensitive || !other.isCaseSensitive else {
                return false
            }
            let fold = { (text: String) in self.isCaseSensitive ? text : text.lowercased() }
            let coversPattern = { (mine: String?, theirs: String?) -> Bool in
                guard let mine else { return true }
                return Glob(fold(mine)).covers(Glob(fold(theirs ?? "*")))
            }
            guard coversPattern(path, other.path), coversPattern(fragment, other.fragment) else { return false }
            switch (query, other.query) {
            case (nil, _): return true
            case (.pattern(let mine), .pattern(let theirs)): return coversPattern(mine, theirs)
            case (.pattern(let mine), nil): return coversPattern(mine, "*")
            case (.items(let mine), .items(let theirs)):
                return mine.allSatisfy { name, pattern in theirs[name].map { coversPattern(pattern, $0) } ?? false }
            default: return false
            }
        }
    }

    struct Detail {
        var index: Int
        var appIDs: [String]
        var components: [Component]
    }

    var details: [Detail] = []
    /// Why parts of the file could not be read, in the order met.
    var problems: [String] = []
    /// The `substitutionVariables` of `applinks`: each name's values.
    var variables: [String: [String]] = [:]
    /// The names of substitution variables (`$(name)`) that patterns use and the file does not define (Apple's own,
    /// `$(alpha)`, `$(lang)`…, among them), or whose components would expand to too many: left unexpanded.
    var unexpandedVariables: Set<String> = []
    /// The most components one component expands to; beyond it, its variables are left unexpanded.
    static let expansionLimit = 4096

    static let componentKeys: Set<String> = ["/", "?", "#", "exclude", "caseSensitive", "percentEncoded", "comment"]

    init(data: Data) {
        guard let root = try? JSONDecoder().decode(JSONValue.self, from: data) else {
            problems.append("The file is not valid JSON.")
            return
        }
        guard case .object(let top) = root else {
            problems.append("The file is not a JSON object.")
            return
        }
        guard case .object(let applinks)? = top["applinks"] else {
            problems.append("The file has no 'applinks' object.")
            return
        }
        readVariables(applinks["substitutionVariables"])
        var defaults = Component(location: "")
        readDefaults(applinks["defaults"], at: "applinks.defaults", into: &defaults)
        guard case .array(let details)? = applinks["details"] else {
            problems.append("'applinks' has no 'details' array.")
            return
        }
        for (index, value) in details.enumerated() {
            let location = "details[\(index)]"
            guard case .object(let detail) = value else {
                problems.append("\(location) is not an object.")
                continue
            }
            var appIDs: [String] = []
            switch (detail["appIDs"], detail["appID"]) {
            case (.array(let values)?, _):
                for value in values {
                    guard case .string(let appID) = value else {
                        problems.append("\(location): 'appIDs' must be an array of strings.")
                        continue
                    }
                    appIDs.append(appID)
                }
            case (nil, .string(let appID)?):
                appIDs = [appID]
            default:
                problems.append("\(location) has no 'appIDs' array.")
            }
            for appID in appIDs where !RouteTable.isAppID(appID) {
                problems.append("\(location): '\(RouteTable.visible(appID))' is not an app ID (TEAMID.bundle.id).")
            }
            var detailDefaults = defaults
            readDefaults(detail["defaults"], at: "\(location).defaults", into: &detailDefaults)
            guard case .array(let components)? = detail["components"] else {
                problems.append("\(location) has no 'components' array.")
                continue
            }
            var read: [Component] = []
            for (number, value) in components.enumerated() {
                var component = detailDefaults
                component.location = "\(location).components[\(number)]"
                if readComponent(value, into: &component) { read += expanded(component) }
            }
            self.details.append(Detail(index: index, appIDs: appIDs, components: read))
        }
    }

    /// Reads `substitutionVariables`: an object of arrays of strings.
    private mutating func readVariables(_ value: JSONValue?) {
        guard let value else { return }
        let location = "applinks.substitutionVariables"
        guard case .object(let object) = value else {
            problems.append("\(location) is not an object.")
            return
        }
        for (name, member) in object.sorted(by: { $0.key < $1.key }) {
            var values: [String] = []
            if case .array(let items) = member {
                for case .string(let text) in items { values.append(text) }
                if values.count == items.count {
                    variables[name] = values
                    continue
                }
            }
            problems.append("\(location): '\(RouteTable.visible(name))' must be an array of strings.")
        }
    }

    /// The component with its variables expanded: one component per choice of values, in the values' order, at the
    /// same location; the component itself when it uses none, or one the file does not define.
    private mutating func expanded(_ component: Component) -> [Component] {
        var texts = [component.path, component.fragment].compactMap { $0 }
        switch component.query {
        case .pattern(let pattern)?: texts.append(pattern)
        case .items(let items)?: texts += items.values
        case nil: break
        }
        let names = Set(texts.flatMap(Self.variableNames))
        guard !names.isEmpty else { return [component] }
        let undefined = names.filter { variables[$0] == nil }
        guard undefined.isEmpty else {
            unexpandedVariables.formUnion(undefined)
            return [component]
        }
        var count = 1
        func expand(_ text: String?) -> [String?] {
            guard let text else { return [nil] }
            let all = Self.expansions(of: text, variables)
            count *= max(all.count, 1)
            return all
        }
        let paths = expand(component.path)
        let fragments = expand(component.fragment)
        var queries: [Query?] = [component.query]
        switch component.query {
        case .pattern(let pattern)?: queries = expand(pattern).map { $0.map(Query.pattern) }
        case .items(let items)?:
            var choices: [[String: String]] = [[:]]
            for (name, pattern) in items.sorted(by: { $0.key < $1.key }) {
                let values = expand(pattern).compactMap { $0 }
                choices = choices.flatMap { choice in values.map { choice.merging([name: $0]) { $1 } } }
                if count > Self.expansionLimit { break }
            }
            queries = choices.map(Query.items)
        case nil: break
        }
        guard count <= Self.expansionLimit else {
            unexpandedVariables.formUnion(names)
            return [component]
        }
        var result: [Component] = []
        for path in paths {
            for fragment in fragments {
                for query in queries {
                    var one = component
                    (one.path, one.fragment, one.query) = (path, fragment, query)
                    result.append(one)
                }
            }
        }
        return result
    }

    /// The names of the variables a pattern uses: `$(name)`, in order.
    static func variableNames(in text: String) -> [String] {
        var names: [String] = []
        var rest = Substring(text)
        while let start = rest.firstRange(ofASCII: "$("), let end = rest[start.upperBound...].firstIndex(of: ")") {
            names.append(String(rest[start.upperBound..<end]))
            rest = rest[rest.index(after: end)...]
        }
        return names
    }

    /// Every text the pattern stands for, each `$(name)` replaced by one of its values.
    static func expansions(of text: String, _ variables: [String: [String]]) -> [String] {
        guard let start = text.firstRange(ofASCII: "$("), let end = text[start.upperBound...].firstIndex(of: ")"),
            let values = variables[String(text[start.upperBound..<end])]
        else { return [text] }
        let head = String(text[..<start.lowerBound])
        let tails = expansions(of: String(text[text.index(after: end)...]), variables)
        return values.flatMap { value in tails.map { head + value + $0 } }
    }

    /// Reads `caseSensitive` and `percentEncoded` of a `defaults` object.
    private mutating func readDefaults(_ value: JSONValue?, at location: String, into defaults: inout Component) {
        guard let value else { return }
        guard case .object(let object) = value else {
            problems.append("\(location) is not an object.")
            return
        }
        for key in ["caseSensitive", "percentEncoded"] {
            guard let flag = object[key] else { continue }
            guard case .bool(let isSet) = flag else {
                problems.append("\(location): '\(key)' must be true or false.")
                continue
            }
            if key == "caseSensitive" { defaults.isCaseSensitive = isSet } else { defaults.isPercentEncoded = isSet }
        }
    }

    /// Reads a component into `component`: whether it is well formed.
    private mutating func readComponent(_ value: JSONValue, into component: inout Component) -> Bool {
        let location = component.location
        guard case .object(let object) = value else {
            problems.append("\(location) is not an object.")
            return false
        }
        var isWellFormed = true
        func fail(_ message: String) {
            problems.append("\(location): \(message)")
            isWellFormed = false
        }
        for key in object.keys.sorted() where !Self.componentKeys.contains(key) {
            fail("unknown key '\(RouteTable.visible(key))'.")
        }
        for key in ["/", "#", "comment"] {
            guard let member = object[key] else { continue }
            guard case .string(let text) = member else {
                fail("'\(key)' must be a string.")
                continue
            }
            if key == "/" { component.path = text } else if key == "#" { component.fragment = text }
        }
        switch object["?"] {
        case nil: break
        case .string(let text)?: component.query = .pattern(text)
        case .object(let members)?:
            var items: [String: String] = [:]
            for (name, member) in members {
                guard case .string(let pattern) = member else { break }
                items[name] = pattern
            }
            if items.count == members.count {
                component.query = .items(items)
            } else {
                fail("'?' must be a string or an object of strings.")
            }
        default: fail("'?' must be a string or an object of strings.")
        }
        for key in ["exclude", "caseSensitive", "percentEncoded"] {
            guard let member = object[key] else { continue }
            guard case .bool(let flag) = member else {
                fail("'\(key)' must be true or false.")
                continue
            }
            switch key {
            case "exclude": component.isExcluded = flag
            case "caseSensitive": component.isCaseSensitive = flag
            default: component.isPercentEncoded = flag
            }
        }
        return isWellFormed
    }
}

/// Any JSON value, for reading a file whose shape is checked rather than assumed.
indirect enum JSONValue: Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let items = try? container.decode([JSONValue].self) {
            self = .array(items)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }
}
