import Foundation

/// An `apple-app-site-association` file read as Apple documents it (`applinks.Details.Components`), written here
/// independently of the library: its format is checked while reading, and ``opensApp(path:)`` decides a URL as the
/// system does.
///
/// The format: `{"applinks": {"details": [{"appIDs": [String], "components": [Component]}]}}`, with optional
/// `"defaults"` (in `applinks` and in a detail: `caseSensitive` and `percentEncoded` for the components that do not
/// set them) and `"substitutionVariables"` (in `applinks`: `$(name)` in a `"/"` pattern stands for each of the
/// name's values; the reader expands it into one component per value, in place), where a component
/// may have `"/"`, `"#"` (pattern strings), `"?"` (a pattern string, or a dictionary of query item name to value
/// pattern), `"exclude"`, `"caseSensitive"`, `"percentEncoded"` (Booleans) and `"comment"` (a string). In a
/// pattern `*` matches any run of characters (empty included) and `?` one character, across `/`, and a pattern
/// matches the whole text; a trailing run of slashes is dropped from the path and from the `"/"` pattern (`/buy`
/// matches `/buy/`), and a pattern ending in `/*` also matches the path without that segment (`/buy/*` matches
/// `/buy`), as recorded `swcutil` verdicts establish (issue #39: DeepLinksTools' checker matches by the same rules,
/// which this reader, written apart, must agree with); a query item that is absent is matched as the empty value,
/// and every occurrence of a repeated one must match. Components are tried in order; the first that matches every
/// key it has decides: it opens the app unless it is an exclusion.
///
/// Shared by the tests of DeepLinksTools and of the playground's `table --aasa` (`package` access: not API).
package struct AppSiteAssociation {
    package struct FormatError: Error, CustomStringConvertible {
        package var description: String
    }

    package struct Component {
        package var path: String?
        package var queryPattern: String?
        package var queryItems: [String: String]?
        package var fragment: String?
        package var exclude = false
        package var caseSensitive = true
        package var percentEncoded = true
        package var comment: String?
    }

    static let componentKeys: Set<String> = ["/", "?", "#", "exclude", "caseSensitive", "percentEncoded", "comment"]

    package var appIDs: [String] = []
    package var components: [Component] = []

    package init(json: String) throws {
        try Self.checkScalars(json)
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
        guard let root = object as? [String: Any], Set(root.keys) == ["applinks"] else {
            throw FormatError(description: "the top level must be an object with the one key 'applinks'")
        }
        guard let applinks = root["applinks"] as? [String: Any], applinks["details"] != nil,
            Set(applinks.keys).isSubset(of: ["details", "defaults", "substitutionVariables"])
        else {
            throw FormatError(
                description: "'applinks' must be an object with 'details', and 'defaults' and 'substitutionVariables'")
        }
        var variables: [String: [String]] = [:]
        if let object = applinks["substitutionVariables"] {
            guard let object = object as? [String: [String]], object.values.allSatisfy({ !$0.isEmpty }) else {
                throw FormatError(description: "'substitutionVariables' must map names to non-empty arrays of strings")
            }
            variables = object
        }
        var defaults = Component()
        try Self.readDefaults(applinks["defaults"], into: &defaults)
        guard let details = applinks["details"] as? [Any], !details.isEmpty else {
            throw FormatError(description: "'details' must be a non-empty array")
        }
        for detail in details {
            guard let detail = detail as? [String: Any],
                Set(detail.keys).subtracting(["defaults"]) == ["appIDs", "components"]
            else {
                throw FormatError(
                    description: "each detail must be an object with 'appIDs' and 'components', and 'defaults'")
            }
            var detailDefaults = defaults
            try Self.readDefaults(detail["defaults"], into: &detailDefaults)
            guard let appIDs = detail["appIDs"] as? [String], !appIDs.isEmpty else {
                throw FormatError(description: "'appIDs' must be a non-empty array of strings")
            }
            for appID in appIDs
            where appID.range(of: #"^[A-Z0-9]{10}\.[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$"#, options: .regularExpression)
                == nil
            {
                throw FormatError(description: "'\(appID)' is not TEAMID.bundle.identifier")
            }
            self.appIDs += appIDs
            guard let components = detail["components"] as? [Any] else {
                throw FormatError(description: "'components' must be an array")
            }
            for component in components {
                let read = try Self.component(component, defaults: detailDefaults)
                // A variable's values, each a component of its own at the variable's place.
                for path in try Self.expansions(of: read.path, variables) {
                    var one = read
                    one.path = path
                    self.components.append(one)
                }
            }
        }
    }

    /// `caseSensitive` and `percentEncoded` of a `defaults` object, the only keys it may have.
    private static func readDefaults(_ value: Any?, into defaults: inout Component) throws {
        guard let value else { return }
        guard let object = value as? [String: Any],
            Set(object.keys).isSubset(of: ["caseSensitive", "percentEncoded"]),
            object.values.allSatisfy({ !($0 is String) && $0 is Bool })
        else {
            throw FormatError(description: "'defaults' may only set 'caseSensitive' and 'percentEncoded' to Booleans")
        }
        if let flag = object["caseSensitive"] as? Bool { defaults.caseSensitive = flag }
        if let flag = object["percentEncoded"] as? Bool { defaults.percentEncoded = flag }
    }

    /// Every path a `"/"` pattern stands for, each `$(name)` replaced by one of the variable's values; an undefined
    /// variable is an error.
    private static func expansions(of path: String?, _ variables: [String: [String]]) throws -> [String?] {
        guard let path, let start = path.range(of: "$(") else { return [path] }
        guard let end = path[start.upperBound...].firstIndex(of: ")") else {
            throw FormatError(description: "'\(path)' has an unclosed '$('")
        }
        let name = String(path[start.upperBound..<end])
        guard let values = variables[name] else {
            throw FormatError(description: "'\(path)' uses '\(name)', which 'substitutionVariables' does not define")
        }
        let head = String(path[..<start.lowerBound])
        let tails = try expansions(of: String(path[path.index(after: end)...]), variables).compactMap { $0 }
        return values.flatMap { value in tails.map { head + value + $0 } }
    }

    private static func component(_ value: Any, defaults: Component) throws -> Component {
        guard let object = value as? [String: Any] else {
            throw FormatError(description: "a component must be an object")
        }
        let unknown = Set(object.keys).subtracting(componentKeys)
        guard unknown.isEmpty else { throw FormatError(description: "unknown component keys \(unknown.sorted())") }
        var component = defaults
        for key in ["/", "#", "comment"] where object[key] != nil {
            guard let text = object[key] as? String else { throw FormatError(description: "'\(key)' must be a string") }
            switch key {
            case "/": component.path = text
            case "#": component.fragment = text
            default: component.comment = text
            }
        }
        if let query = object["?"] {
            if let text = query as? String {
                component.queryPattern = text
            } else if let items = query as? [String: String] {
                component.queryItems = items
            } else {
                throw FormatError(description: "'?' must be a string or an object of strings")
            }
        }
        for key in ["exclude", "caseSensitive", "percentEncoded"] where object[key] != nil {
            guard !(object[key] is String), let flag = object[key] as? Bool else {
                throw FormatError(description: "'\(key)' must be a Boolean")
            }
            switch key {
            case "exclude": component.exclude = flag
            case "caseSensitive": component.caseSensitive = flag
            default: component.percentEncoded = flag
            }
        }
        return component
    }

    /// JSON numbers and `null` have no place in the file: outside strings only structure, `true` and `false`.
    private static func checkScalars(_ json: String) throws {
        var inString = false
        var escaped = false
        var word = ""
        for character in json {
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
                continue
            }
            if character.isLetter || character.isNumber || character == "-" || character == "." {
                word.append(character)
                continue
            }
            guard word.isEmpty || word == "true" || word == "false" else {
                throw FormatError(description: "unexpected value '\(word)'")
            }
            word = ""
            if character == "\"" { inString = true }
        }
    }

    /// Whether a universal link with this path (percent-encoded, with its query after `?`) opens the app: the first
    /// component that matches it decides.
    package func opensApp(path link: String) -> Bool {
        let parts = link.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(parts[0])
        let query = parts.count > 1 ? String(parts[1]) : ""
        guard let first = components.first(where: { Self.matches($0, path: path, query: query, fragment: "") }) else {
            return false
        }
        return !first.exclude
    }

    package static func matches(_ component: Component, path: String, query: String, fragment: String) -> Bool {
        let match = { (pattern: String, text: String) in
            component.caseSensitive ? glob(pattern, text) : glob(pattern.lowercased(), text.lowercased())
        }
        if let pattern = component.path {
            // Trailing slashes dropped on both sides; `/x/*` also as `/x`.
            let trimmed = { (text: String) in String(text.reversed().drop { $0 == "/" }.reversed()) }
            var patterns = [trimmed(pattern)]
            if pattern.hasSuffix("/*") { patterns.append(trimmed(String(pattern.dropLast(2)))) }
            guard patterns.contains(where: { match($0, trimmed(path)) }) else { return false }
        }
        if let pattern = component.fragment, !match(pattern, fragment) { return false }
        if let pattern = component.queryPattern, !match(pattern, query) { return false }
        if let items = component.queryItems {
            let pairs = query.split(separator: "&").map { item in
                let pieces = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                return (name: String(pieces[0]), value: pieces.count > 1 ? String(pieces[1]) : "")
            }
            for (name, pattern) in items {
                let named = pairs.filter { pair in
                    component.caseSensitive ? pair.name == name : pair.name.lowercased() == name.lowercased()
                }
                // An absent item is read as one with the empty value, as Apple says (WWDC19 session 717).
                let values = named.isEmpty ? [""] : named.map(\.value)
                guard values.allSatisfy({ match(pattern, $0) }) else { return false }
            }
        }
        return true
    }

    /// `*` matches any run of characters, the empty one included; `?` exactly one character.
    package static func glob(_ pattern: String, _ text: String) -> Bool {
        let pattern = Array(pattern)
        let text = Array(text)
        var p = 0
        var t = 0
        var star: (p: Int, t: Int)?
        while t < text.count {
            if p < pattern.count, pattern[p] == "*" {
                star = (p, t)
                p += 1
            } else if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if let last = star {
                p = last.p + 1
                t = last.t + 1
                star = (last.p, last.t + 1)
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
