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
    ///
    /// Each run of wildcards is kept as its `?`s followed by one `*` if it has any (`*?*` as `?*`): the same texts.
    /// Matching and covering are polynomial: neither builds the set automaton of a glob, whose states can double
    /// with each `?` after a `*` (`*a??…?`).
    struct Glob: Hashable {
        enum Token: Hashable {
            case scalar(Unicode.Scalar)
            case one
            case run
        }

        let tokens: [Token]
        /// How many characters every text it matches has at least: its tokens other than `*`.
        let minimumLength: Int
        /// Whether it has a `*`: otherwise every text it matches has `minimumLength` characters.
        let hasRun: Bool
        /// The characters before its first wildcard: a glob that covers it starts with some of them.
        let literalPrefix: String
        /// How many characters it writes, by their code point modulo 8, one byte each (at most 127): a glob that
        /// covers it writes no more of any (each of its characters spells one of the same).
        let literalCounts: UInt64
        /// For a glob of fewer than 64 tokens, bit *j* set where token *j* is not a `*`.
        let notRunMask: UInt64
        /// For a glob of fewer than 64 tokens, each character it writes, once, in `maskedScalars`, with bit *j* of
        /// the same place of `scalarMasks` set where token *j* is it (a few, searched in order: faster than hashing).
        let maskedScalars: [Unicode.Scalar]
        let scalarMasks: [UInt64]

        init(_ text: String) {
            var tokens: [Token] = []
            var ones = 0
            var hasRunInBlock = false
            func endBlock() {
                tokens += repeatElement(.one, count: ones)
                if hasRunInBlock { tokens.append(.run) }
                (ones, hasRunInBlock) = (0, false)
            }
            for scalar in text.unicodeScalars {
                switch scalar {
                case "*": hasRunInBlock = true
                case "?": ones += 1
                default:
                    endBlock()
                    tokens.append(.scalar(scalar))
                }
            }
            endBlock()
            self.tokens = tokens
            minimumLength = tokens.count { $0 != .run }
            hasRun = tokens.contains(.run)
            var prefix = String.UnicodeScalarView()
            for case .scalar(let scalar) in tokens.prefix(while: { if case .scalar = $0 { true } else { false } }) {
                prefix.append(scalar)
            }
            literalPrefix = String(prefix)
            var literalCounts: UInt64 = 0
            for case .scalar(let scalar) in tokens {
                let shift = UInt64(scalar.value % 8) * 8
                if (literalCounts >> shift) & 0xFF < 127 { literalCounts += 1 << shift }
            }
            self.literalCounts = literalCounts
            var notRunMask: UInt64 = 0
            var maskedScalars: [Unicode.Scalar] = []
            var scalarMasks: [UInt64] = []
            if tokens.count < 64 {
                for (position, token) in tokens.enumerated() {
                    let bit = UInt64(1) << UInt64(position)
                    if token != .run { notRunMask |= bit }
                    guard case .scalar(let scalar) = token else { continue }
                    if let index = maskedScalars.firstIndex(of: scalar) {
                        scalarMasks[index] |= bit
                    } else {
                        maskedScalars.append(scalar)
                        scalarMasks.append(bit)
                    }
                }
            }
            self.notRunMask = notRunMask
            self.maskedScalars = maskedScalars
            self.scalarMasks = scalarMasks
        }

        /// Whether the glob matches all of `text`.
        ///
        /// The classic greedy match: on a mismatch, the last `*` takes one more character and the rest is tried
        /// again from there.
        ///
        /// - Complexity: O(*n* × *m*) for a text of *n* characters and a glob of *m* tokens; O(*n* + *m*) without
        ///   `*`.
        func matches(_ text: String) -> Bool {
            let scalars = Array(text.unicodeScalars)
            var (position, index) = (0, 0)
            // The token after the last `*` met, and the text index that `*` has taken up to.
            var retry: (position: Int, index: Int)?
            while index < scalars.count {
                if position < tokens.count {
                    switch tokens[position] {
                    case .run:
                        retry = (position + 1, index)
                        position += 1
                        continue
                    case .one:
                        (position, index) = (position + 1, index + 1)
                        continue
                    case .scalar(let own) where own == scalars[index]:
                        (position, index) = (position + 1, index + 1)
                        continue
                    case .scalar: break
                    }
                }
                guard let last = retry else { return false }
                retry = (last.position, last.index + 1)
                (position, index) = (last.position, last.index + 1)
            }
            while position < tokens.count, tokens[position] == .run { position += 1 }
            return position == tokens.count
        }

        /// Whether every text `other` matches, this glob matches too; `false` when in doubt.
        ///
        /// This glob must spell `other`: each of its characters one of `other`'s, each `?` a `?` or a character,
        /// each `*` any run of `other`'s tokens; a `*` of `other` only a `*` can take. That is sufficient, and exact
        /// when this glob has no `?` (a character written in neither glob stands for `other`'s wildcards); with
        /// `?`s on both sides it may miss a cover (`*?` covers `?*` only as both are kept: `?*`). Deciding every
        /// case exactly is coNP-hard for such patterns, and the set automaton it takes can grow exponentially.
        ///
        /// - Complexity: O(*m* × *n*) for globs of *m* and *n* tokens; O(1) when their lengths, first characters or
        ///   last characters already rule it out.
        func covers(_ other: Glob) -> Bool {
            guard writesNoMoreCharacters(than: other) else { return false }
            if hasRun {
                guard minimumLength <= other.minimumLength else { return false }
            } else {
                guard !other.hasRun, minimumLength == other.minimumLength else { return false }
            }
            guard Self.literalEdgesAllow(tokens, covering: other.tokens),
                Self.literalEdgesAllow(tokens.reversed(), covering: other.tokens.reversed())
            else { return false }
            if other.tokens.count < 64 { return coversBitwise(other) }
            // reachable[j]: this glob's tokens so far can spell `other`'s first j tokens.
            let width = other.tokens.count + 1
            var reachable = [Bool](repeating: false, count: width)
            var next = reachable
            reachable[0] = true
            for token in tokens {
                switch token {
                case .run:
                    // A `*` takes any run: from the first position reached, every later one.
                    var seen = false
                    for j in 0..<width {
                        seen = seen || reachable[j]
                        next[j] = seen
                    }
                case .one, .scalar:
                    next[0] = false
                    for j in 1..<width {
                        next[j] = reachable[j - 1] && Self.spells(token, other.tokens[j - 1])
                    }
                }
                swap(&reachable, &next)
                guard reachable.contains(true) else { return false }
            }
            return reachable[width - 1]
        }

        /// Whether this glob writes, by code point modulo 8, no more characters than `other`: necessary to cover it,
        /// and a few operations on one word (each byte of `other | 0x80…` less this one's keeps its high bit).
        func writesNoMoreCharacters(than other: Glob) -> Bool {
            let high: UInt64 = 0x8080_8080_8080_8080
            return ((other.literalCounts | high) &- literalCounts) & high == high
        }

        /// ``covers(_:)`` for an `other` of fewer than 64 tokens: the positions reached are the bits of one word.
        private func coversBitwise(_ other: Glob) -> Bool {
            let count = other.tokens.count
            let all: UInt64 = count >= 63 ? ~0 : (1 << UInt64(count + 1)) &- 1
            var reachable: UInt64 = 1
            for token in tokens {
                switch token {
                // From the first position reached, every later one.
                case .run: reachable = ~((reachable & (0 &- reachable)) &- 1) & all
                case .one: reachable = (reachable & other.notRunMask) << 1
                case .scalar(let scalar):
                    let mask = other.maskedScalars.firstIndex(of: scalar).map { other.scalarMasks[$0] } ?? 0
                    reachable = (reachable & mask) << 1
                }
                guard reachable != 0 else { return false }
            }
            return reachable & (1 << UInt64(count)) != 0
        }

        /// Whether `mine`'s leading characters, before its first wildcard, can spell `theirs`' leading tokens.
        private static func literalEdgesAllow<Mine: Sequence<Token>, Theirs: Sequence<Token>>(
            _ mine: Mine, covering theirs: Theirs
        ) -> Bool {
            var theirs = theirs.makeIterator()
            for token in mine {
                guard case .scalar = token else { return true }
                guard let other = theirs.next(), other == token else { return false }
            }
            return true
        }

        /// Whether a token of this glob other than `*` can stand for `other`, a token of the covered glob.
        private static func spells(_ token: Token, _ other: Token) -> Bool {
            switch (token, other) {
            case (.one, .one), (.one, .scalar): true
            case (.scalar(let mine), .scalar(let theirs)): mine == theirs
            default: false
            }
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
        /// Its place in its detail's `components` (`3`), shared by the components its variables expand to.
        var place = 0
        var path: String?
        var query: Query?
        var fragment: String?
        var isExcluded = false
        var isCaseSensitive = true
        var isPercentEncoded = true

        /// Its location and `"/"` pattern, for messages: `details[0].components[3] (/recipe/*)`.
        var label: String { "\(location) (\(RouteTable.visible(path ?? "*")))" }

        /// Whether every key of the component matches a universal link's path, query and fragment.
        ///
        /// The link is read as written (percent-encoded). This is the one matching of the checker and of
        /// ``AppSiteAssociationFile/opensApp(_:appID:)``.
        ///
        /// The rules are the ones recorded `swcutil` verdicts establish (issue #39):
        /// - An absent `"/"`, `"?"` or `"#"` is `*`. In a pattern `*` matches any run of characters, `?` one
        ///   character (`?*` at least one), all of them across `/`; a pattern matches the whole text.
        /// - A trailing run of slashes is dropped from the path and from the `"/"` pattern (`/buy` matches `/buy/`,
        ///   `/buy/` matches `/buy`), and a pattern ending in `/*` also matches the path without that segment
        ///   (`/recipe/*` matches `/recipe`).
        /// - `percentEncoded: true` compares the link as written, `false` its decoded form; `caseSensitive: false`
        ///   compares both lowercased.
        /// - In a `"?"` dictionary a missing item reads as empty, and every occurrence of a repeated name must match.
        ///
        /// `defaults` have already given the component its flags when the file was read.
        ///
        /// ```swift
        /// component.path = "/recipe/*"
        /// component.matches(path: "/recipe/", query: "")  // true
        /// ```
        ///
        /// - Parameters:
        ///   - link: The link's path, percent-encoded: `/recipe/42`.
        ///   - query: The query without its `?`, empty when the link has none.
        ///   - fragment: The fragment without its `#`; `nil` (read as empty) when the link has none.
        /// - Returns: Whether the component matches the link; the first such component decides it.
        func matches(path link: String, query: String, fragment: String? = nil) -> Bool {
            let decode = { (text: String) in self.isPercentEncoded ? text : Self.percentDecoded(text) }
            let glob = { (pattern: String, text: String) in
                self.isCaseSensitive
                    ? Glob(pattern).matches(decode(text))
                    : Glob(pattern.lowercased()).matches(decode(text).lowercased())
            }
            if path != nil {
                let text = Self.droppingTrailingSlashes(decode(link))
                let matched =
                    isCaseSensitive
                    ? globs.paths.contains { $0.matches(text) }
                    : globs.foldedPaths.contains { $0.matches(text.lowercased()) }
                guard matched else { return false }
            }
            if let pattern = self.fragment, !glob(pattern, fragment ?? "") { return false }
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

        /// The `"/"` pattern as the path is compared with it: without its trailing run of slashes, and, when it ends
        /// in `/*`, also without that segment (`/recipe/*` as `/recipe/*` and `/recipe`); `*` for a missing one.
        static func pathPatterns(_ path: String?) -> [String] {
            guard let path else { return ["*"] }
            var patterns = [droppingTrailingSlashes(path)]
            if path.hasSuffix("/*") { patterns.append(droppingTrailingSlashes(String(path.dropLast(2)))) }
            return patterns
        }

        /// The text without its trailing run of slashes.
        static func droppingTrailingSlashes(_ text: String) -> String {
            String(text.reversed().drop { $0 == "/" }.reversed())
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

        /// The `"/"` and `"#"` patterns as globs, as written and lowercased (`*` for a missing one), the `"/"` one as
        /// ``pathPatterns(_:)`` gives it: made once, when the file is read, for the checks that compare every two
        /// components.
        struct Globs {
            /// The `"/"` pattern's globs: the first without trailing slashes, then the one without a final `/*`.
            var paths: [Glob]
            var foldedPaths: [Glob]
            var fragment: Glob
            var foldedFragment: Glob

            /// The first of ``paths``: the pattern without its trailing slashes.
            var path: Glob { paths[0] }
            var foldedPath: Glob { foldedPaths[0] }

            init(path: String?, fragment: String?) {
                let patterns = Component.pathPatterns(path)
                paths = patterns.map { Glob($0) }
                foldedPaths = patterns.map { Glob($0.lowercased()) }
                self.fragment = Glob(fragment ?? "*")
                foldedFragment = Glob((fragment ?? "*").lowercased())
            }
        }

        /// The component's globs; set when the component is read.
        var globs = Globs(path: nil, fragment: nil)

        /// Whether this component matches every link `other` matches, so that `other`, after it, never decides.
        ///
        /// A sufficient test: `false` when in doubt (see ``Glob/covers(_:)``).
        func covers(_ other: Component) -> Bool {
            guard isPercentEncoded == other.isPercentEncoded, isCaseSensitive || !other.isCaseSensitive else {
                return false
            }
            if path != nil {
                // Each pattern the other compares a path with, covered by one of this one's.
                let (mine, theirs) =
                    isCaseSensitive ? (globs.paths, other.globs.paths) : (globs.foldedPaths, other.globs.foldedPaths)
                guard theirs.allSatisfy({ glob in mine.contains { $0.covers(glob) } }) else { return false }
            }
            if fragment != nil {
                let covered =
                    isCaseSensitive
                    ? globs.fragment.covers(other.globs.fragment)
                    : globs.foldedFragment.covers(other.globs.foldedFragment)
                guard covered else { return false }
            }
            switch (query, other.query) {
            case (nil, _): return true
            case (.pattern(let mine), .pattern(let theirs)): return coversQuery(mine, theirs)
            case (.pattern(let mine), nil): return coversQuery(mine, "*")
            case (.items(let mine), .items(let theirs)):
                return mine.allSatisfy { name, pattern in theirs[name].map { coversQuery(pattern, $0) } ?? false }
            default: return false
            }
        }

        /// Whether this component's query pattern `mine` covers `theirs`, folded as this component matches.
        private func coversQuery(_ mine: String, _ theirs: String) -> Bool {
            isCaseSensitive
                ? Glob(mine).covers(Glob(theirs)) : Glob(mine.lowercased()).covers(Glob(theirs.lowercased()))
        }
    }

    struct Detail {
        var index: Int
        var appIDs: [String]
        var components: [Component]
        /// It has `paths` and no `components`: the form Apple documents for iOS 12 and earlier.
        var isLegacy = false
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
    /// The most components the file's expansions make in all; beyond it, variables are left unexpanded.
    static let expandedComponentLimit = 16_384
    /// The largest file the system reads: Apple's CDN and devices refuse a file over 128 KB.
    static let maximumSize = 128 * 1024
    /// How many components the expansions made so far.
    private var expandedCount = 0

    static let componentKeys: Set<String> = ["/", "?", "#", "exclude", "caseSensitive", "percentEncoded", "comment"]

    init(data: Data) {
        guard data.count <= Self.maximumSize else {
            problems.append(
                "The file is \(data.count) bytes: the system reads no file over \(Self.maximumSize) bytes (128 KB), "
                    + "so it opens none of the app's links.")
            return
        }
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
                // The legacy form (`"appID"` and `"paths"`): read for its app IDs, its paths not checked.
                if case .array? = detail["paths"] {
                    self.details.append(Detail(index: index, appIDs: appIDs, components: [], isLegacy: true))
                } else {
                    problems.append("\(location) has no 'components' array.")
                }
                continue
            }
            var read: [Component] = []
            for (number, value) in components.enumerated() {
                var component = detailDefaults
                component.location = "\(location).components[\(number)]"
                component.place = number
                guard readComponent(value, into: &component) else { continue }
                for var one in expanded(component) {
                    one.globs = Component.Globs(path: one.path, fragment: one.fragment)
                    read.append(one)
                }
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
        guard count <= Self.expansionLimit, expandedCount + count <= Self.expandedComponentLimit else {
            unexpandedVariables.formUnion(names)
            return [component]
        }
        expandedCount += count
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
