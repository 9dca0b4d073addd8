import DeepLinks

extension RouteTable {
    /// One component of the `applinks` section of `apple-app-site-association`: a pattern of URLs that open the app
    /// as universal links, or that must not (`"exclude": true`).
    ///
    /// ``RouteTable/appLinksComponents()`` makes one per pattern of every route that accepts links from the web,
    /// and one exclusion per pattern of a route that does not, where a web route's component would cover its
    /// links; ``RouteTable/appleAppSiteAssociation(appIDs:)`` writes them as JSON. The system tries components in
    /// order, and the first that matches a URL decides. See <doc:RouteDocumentation> for the mapping.
    ///
    /// ```swift
    /// let components = try router.routeTable.appLinksComponents()
    /// components[0].path     // "/recipe/?*"
    /// components[0].comment  // "recipe: /recipe/:recipeId"
    /// ```
    public struct AppLinksComponent: Hashable, Sendable {
        /// The `"/"` pattern, matched against the URL's percent-encoded path: `*` matches any run of characters,
        /// `?` one character.
        public let path: String
        /// The `"?"` dictionary, query item name to value pattern; empty when the component has no `"?"` key.
        public let query: [String: String]
        /// Whether it is an exclusion (`"exclude": true`): a URL it matches does not open the app.
        public let isExcluded: Bool
        /// `false` writes `"caseSensitive": false`, for a router with `MatchingOptions.caseInsensitiveLiterals`.
        public let isCaseSensitive: Bool
        /// The `"comment"`: the route's name and pattern.
        public let comment: String
        /// The index, in `RouteTable.entries`, of the route the component comes from.
        public let routeIndex: Int
        /// The index, in the route's `RouteTable.Entry.patterns`, of the pattern it comes from.
        public let patternIndex: Int

        /// Creates a component; ``RouteTable/appLinksComponents()`` makes them for a route table.
        ///
        /// ```swift
        /// let component = RouteTable.AppLinksComponent(
        ///     path: "/recipe/?*", query: [:], isExcluded: false, isCaseSensitive: true,
        ///     comment: "recipe: /recipe/:recipeId", routeIndex: 0, patternIndex: 0)
        /// ```
        ///
        /// - Parameters:
        ///   - path: The `"/"` pattern.
        ///   - query: The `"?"` dictionary; empty for none.
        ///   - isExcluded: Whether it is an exclusion.
        ///   - isCaseSensitive: Whether patterns compare case-sensitively.
        ///   - comment: The `"comment"`.
        ///   - routeIndex: The route it comes from.
        ///   - patternIndex: The route's pattern it comes from.
        public init(
            path: String, query: [String: String], isExcluded: Bool, isCaseSensitive: Bool, comment: String,
            routeIndex: Int, patternIndex: Int
        ) {
            self.path = path
            self.query = query
            self.isExcluded = isExcluded
            self.isCaseSensitive = isCaseSensitive
            self.comment = comment
            self.routeIndex = routeIndex
            self.patternIndex = patternIndex
        }
    }

    /// The `applinks` components of the routes that accept links from the web, with exclusions for the routes that
    /// do not, in the order the system must try them.
    ///
    /// Each pattern of a route that accepts universal links or user activities (`LinkSources.web`) becomes a
    /// component: literals percent-encoded as links carry them (so a `*` or `?` in a literal is `%2A` or `%3F`,
    /// never a wildcard), each parameter `?*` (at least one character), a remainder `?*` for the rest of the path,
    /// and the route's required query items a `"?"` dictionary of `?*` values. A pattern of a route that does not
    /// accept web links becomes an exclusion when a web component would cover some of its links, unless a web route
    /// takes every one of those links anyway (the router goes on to it when the other refuses the web); exclusions
    /// come before the components that would cover them, and no exclusion comes before a component whose links it
    /// would refuse. Since `?*` matches `/` too, one exclusion per length of the patterns with a parameter (and no
    /// remainder) refuses the longer paths, `/?*/?*/?*` before the components of two segments, after those whose
    /// routes take longer paths; while they make the file more than twice as long as without them, the one that
    /// saves most is left out (``appLinksLimits()`` says so). A component whose path an earlier component covers
    /// (`/recipe/new` after `/recipe/?*`) is left out: it would never decide. See <doc:RouteDocumentation> for the
    /// whole mapping and its limits.
    ///
    /// ```swift
    /// for component in try router.routeTable.appLinksComponents() {
    ///     print(component.isExcluded ? "exclude" : "include", component.path, component.query)
    /// }
    /// // exclude /debug/reset [:]
    /// // exclude /?*/?* [:]
    /// // include /?* [:]
    /// ```
    ///
    /// - Returns: The components, in order.
    /// - Throws: ``RouteTableError`` of kind ``RouteTableError/Kind/noWebLinks`` when no route accepts web links
    ///   or the router accepts no host, and ``RouteTableError/Kind/unsupportedQueryItemName`` for a required query
    ///   item whose name a component cannot match exactly.
    public func appLinksComponents() throws(RouteTableError) -> [AppLinksComponent] {
        try appLinksPlan().candidates.map(\.component)
    }

    /// The kinds of links the `apple-app-site-association` file opens in the app although the router refuses them.
    ///
    /// One line per kind, with how many components open such links: the links a universal link leaves to the app's
    /// miss screen. A table of literals only has just the handlers' line.
    ///
    /// The format cannot say "digits", "valid UTF-8" or "what a handler accepts"; where it can say "one segment",
    /// the file says it with exclusions, unless that would make it more than twice as long as without them (then
    /// the longer paths are listed here). See <doc:RouteDocumentation>, "What the file cannot say".
    ///
    /// ```swift
    /// // Routes /order/:number (an Int), /recipe/:id and /about:
    /// for line in try router.routeTable.appLinksLimits() { print(line) }
    /// // Typed captures: 1 component opens links whose segment is not of the capture's type (/order/?*: /order/abc).
    /// // Malformed escapes: 2 components open links with a malformed or non-UTF-8 escape (/order/?*: /order/%E9).
    /// // Handlers: 3 components open links a handler may decline or fail on.
    /// ```
    ///
    /// - Returns: The lines, in the order above.
    /// - Throws: As ``appLinksComponents()`` throws.
    public func appLinksLimits() throws(RouteTableError) -> [String] {
        let plan = try appLinksPlan()
        let includes = plan.candidates.filter { !$0.component.isExcluded }
        func phrase(_ count: Int) -> String { count == 1 ? "1 component opens" : "\(count) components open" }
        func example(_ candidate: AppLinksCandidate, _ value: String) -> String {
            var path = ""
            for segment in candidate.pattern.segments {
                switch segment {
                case .literal: path += "/" + (segment.percentEncodedLiteral ?? "")
                case .parameter: path += "/" + value
                }
            }
            return "\(RouteTable.visible(candidate.component.path)): \(RouteTable.visible(path))"
        }
        var lines: [String] = []
        let typed = includes.filter { candidate in
            candidate.pattern.segments.contains {
                if case .parameter(_, let kind) = $0 { ![.string, .either, .remainder].contains(kind) } else { false }
            }
        }
        if let first = typed.first {
            lines.append(
                "Typed captures: \(phrase(typed.count)) links whose segment is not of the capture's type "
                    + "(\(example(first, "abc")))."
            )
        }
        let withParameters = includes.filter { candidate in
            candidate.pattern.segments.contains { if case .parameter = $0 { true } else { false } }
        }
        if let first = withParameters.first {
            lines.append(
                "Malformed escapes: \(phrase(withParameters.count)) links with a malformed or non-UTF-8 escape "
                    + "(\(example(first, "%E9")))."
            )
        }
        // `/?*/B/?*` of `/:id/B/*rest` opens `/x/y/B/z`: the parameter takes `x/y`, the literal matches later, and
        // the path is not longer than the route's, so no exclusion can tell it from the route's own links.
        let spanning = includes.filter { candidate in
            var parameterBefore = false
            var literalAfterParameter = false
            for segment in candidate.pattern.segments {
                switch segment {
                case .literal: literalAfterParameter = literalAfterParameter || parameterBefore
                case .parameter(_, .remainder): return literalAfterParameter
                case .parameter: parameterBefore = true
                }
            }
            return false
        }
        if let first = spanning.first {
            lines.append(
                "Parameters before a remainder: \(phrase(spanning.count)) links whose parameter spans segments, so "
                    + "that a later literal matches further on (\(example(first, "x/y")))."
            )
        }
        for segments in plan.longerPathsKept {
            let open = plan.candidates.filter {
                !$0.component.isExcluded && $0.pattern.segments.count <= segments
                    && $0.pattern.segments.contains { if case .parameter = $0 { true } else { false } }
                    && !$0.pattern.segments.contains { if case .parameter(_, .remainder) = $0 { true } else { false } }
            }
            guard !open.isEmpty else { continue }
            lines.append(
                "Longer paths: \(phrase(open.count)) paths of more than \(segments) segments that no route takes, "
                    + "left unexcluded to keep the file within twice the size it has without such exclusions."
            )
        }
        if !includes.isEmpty {
            lines.append("Handlers: \(phrase(includes.count)) links a handler may decline or fail on.")
        }
        return lines
    }

    /// The components in order, and the lengths of the longer paths left unexcluded.
    func appLinksPlan() throws(RouteTableError) -> AppLinksPlan {
        if hosts?.isEmpty == true { throw .noHosts }
        var includes: [AppLinksCandidate] = []
        var others: [AppLinksCandidate] = []
        for entry in entries {
            let isWeb = !entry.sources.isDisjoint(with: .web)
            for patternIndex in entry.patterns.indices {
                let candidate = try AppLinksCandidate(
                    entry: entry, patternIndex: patternIndex, isExcluded: !isWeb,
                    caseInsensitive: caseInsensitiveLiterals)
                if isWeb { includes.append(candidate) } else { others.append(candidate) }
            }
        }
        guard !includes.isEmpty else { throw .noWebRoutes }
        let excludes = others.filter { other in
            !includes.contains { $0.takesEveryLink(of: other) } && includes.contains { $0.mayCover(other) }
        }
        // The exclusions of longer paths make the file exact, but keep the components that a shorter one covered
        // (`/projects/?*/?*/posts` behind `/projects/?*/?*`): while the file is more than twice as long as without
        // them (and than 8 components, for small files), the one whose absence shortens it most is left out.
        var longer = AppLinksCandidate.longerPathExclusions(for: includes)
        var relations = AppLinksCandidate.relations(excludes: excludes + longer, includes: includes)
        let compact = AppLinksCandidate.ordered(
            excludes: excludes, includes: includes, relations: Array(relations.prefix(excludes.count)))
        let budget = max(2 * compact.count, 8)
        var kept: [Int] = []
        var candidates = AppLinksCandidate.ordered(
            excludes: excludes + longer, includes: includes, relations: relations)
        while candidates.count > budget, !longer.isEmpty {
            var best = (index: 0, candidates: candidates)
            for index in longer.indices {
                var fewer = longer
                fewer.remove(at: index)
                var fewerRelations = relations
                fewerRelations.remove(at: excludes.count + index)
                let ordered = AppLinksCandidate.ordered(
                    excludes: excludes + fewer, includes: includes, relations: fewerRelations)
                if index == 0 || ordered.count < best.candidates.count { best = (index, ordered) }
            }
            kept.append(longer[best.index].longerThan)
            longer.remove(at: best.index)
            relations.remove(at: excludes.count + best.index)
            candidates = best.candidates
        }
        return AppLinksPlan(candidates: candidates, longerPathsKept: kept.sorted())
    }
}

/// The components of a file, and what it opens that no route takes for want of room.
struct AppLinksPlan {
    var candidates: [AppLinksCandidate]
    /// The segment counts whose exclusion of longer paths was left out to keep the file short: the components of
    /// patterns with a parameter and at most that many segments open such paths too.
    var longerPathsKept: [Int]
}

/// A component in the making: the component, and what deciding its place needs (its pattern, its glob as tokens,
/// and the links its route takes as tokens).
struct AppLinksCandidate {
    /// One element of a glob, or of the set of paths a pattern matches: one byte of a class, or a run of them.
    struct Token: Hashable {
        /// The bytes a token accepts.
        enum Bytes: Hashable {
            /// This byte.
            case byte(UInt8)
            /// Any byte.
            case any
            /// Any byte but `/`.
            case segment
            /// The bytes of an `Int` capture as links spell it: digits and `-`.
            case int
        }

        var bytes: Bytes
        /// Whether the token is a run of such bytes, empty included, rather than one byte.
        var isRun: Bool

        static func byte(_ byte: UInt8) -> Token { Token(bytes: .byte(byte), isRun: false) }
        /// `?` in a glob.
        static let anyOne = Token(bytes: .any, isRun: false)
        /// `*` in a glob.
        static let anyRun = Token(bytes: .any, isRun: true)
    }

    let component: RouteTable.AppLinksComponent
    let pattern: RouteTable.Pattern
    let requiredQuery: [RouteTable.Parameter]
    let caseInsensitive: Bool
    /// The component's `"/"` pattern as tokens.
    let glob: [Token]
    /// For an exclusion of longer paths, the segment count it excludes more than; `0` otherwise.
    var longerThan = 0
    /// The paths the pattern matches, as links spell them, as tokens: an `Int` parameter is one or more digits or
    /// `-`, another parameter one or more bytes but `/`, a remainder one or more bytes that do not start with `/`.
    let paths: [Token]
    /// The `"/"` pattern as a glob, lowercased for a case-insensitive table: made once, for the checks that compare
    /// every two components of each order tried.
    let pathGlob: AppSiteAssociationFile.Glob

    init(
        entry: RouteTable.Entry, patternIndex: Int, isExcluded: Bool, caseInsensitive: Bool
    ) throws(RouteTableError) {
        let pattern = entry.patterns[patternIndex]
        var glob: [UInt8] = []
        var paths: [Token] = []
        for segment in pattern.segments {
            glob.append(UInt8(ascii: "/"))
            paths.append(.byte(UInt8(ascii: "/")))
            switch segment {
            case .literal:
                let start = glob.count
                glob += segment.percentEncodedLiteral?.utf8 ?? "".utf8
                paths += glob[start...].map(Token.byte)
            case .parameter(_, let kind):
                glob += "?*".utf8
                let bytes: Token.Bytes = kind == .int ? .int : .segment
                paths += [
                    Token(bytes: bytes, isRun: false), Token(bytes: kind == .remainder ? .any : bytes, isRun: true),
                ]
            }
        }
        if pattern.segments.isEmpty {
            glob.append(UInt8(ascii: "/"))
            paths.append(.byte(UInt8(ascii: "/")))
        }
        var query: [String: String] = [:]
        for item in entry.requiredQuery {
            // A name the router writes as it is has one spelling in links, which a `"?"` key can match exactly.
            guard !item.name.isEmpty, item.percentEncodedName == item.name else {
                let site = entry.declaredAt
                let route =
                    entry.name.map { "Route '\($0)' (\(pattern.text), \(site))" } ?? "Route \(pattern.text) (\(site))"
                throw .unsupportedQueryItemName(item.name, route: RouteTable.visible(route))
            }
            query[item.name] = "?*"
        }
        let text = RouteTable.visible(pattern.text)
        var comment = entry.name.map { "\($0): \(text)" } ?? text
        if isExcluded { comment += " accepts \(entry.sources)" }
        self.component = RouteTable.AppLinksComponent(
            path: String(decoding: glob, as: UTF8.self), query: query, isExcluded: isExcluded,
            isCaseSensitive: !caseInsensitive, comment: comment, routeIndex: entry.index, patternIndex: patternIndex)
        self.pattern = pattern
        self.requiredQuery = entry.requiredQuery
        self.caseInsensitive = caseInsensitive
        self.glob = glob.map { byte in
            switch byte {
            case UInt8(ascii: "*"): .anyRun
            case UInt8(ascii: "?"): .anyOne
            default: .byte(byte)
            }
        }
        self.paths = paths
        pathGlob = AppSiteAssociationFile.Glob(caseInsensitive ? component.path.lowercased() : component.path)
    }

    /// An exclusion of the paths of more than `segments` segments: `/?*` written `segments + 1` times.
    ///
    /// `?*` matches `/` too, so the component of a pattern of `segments` segments with a parameter also matches
    /// longer paths (`/recipe/?*` matches `/recipe/42/extra`), which its route refuses. This exclusion, before it
    /// and after every component whose route takes such paths, leaves them to the browser. It ends with `?*`, not
    /// `*`: a pattern ending in `/*` also matches the path without that segment.
    init(excludingPathsLongerThan segments: Int, before include: AppLinksCandidate) {
        let path = String(repeating: "/?*", count: segments + 1)
        let plural = segments == 1 ? "segment" : "segments"
        component = RouteTable.AppLinksComponent(
            path: path, query: [:], isExcluded: true, isCaseSensitive: include.component.isCaseSensitive,
            comment: "more than \(segments) \(plural): ?* below also matches /",
            routeIndex: include.component.routeIndex, patternIndex: include.component.patternIndex)
        pattern = include.pattern
        requiredQuery = []
        caseInsensitive = include.caseInsensitive
        glob = Array(path.utf8).map { byte in
            switch byte {
            case UInt8(ascii: "*"): .anyRun
            case UInt8(ascii: "?"): .anyOne
            default: .byte(byte)
            }
        }
        // The links it refuses are the paths its glob matches.
        paths = glob
        pathGlob = AppSiteAssociationFile.Glob(path)
        longerThan = segments
    }

    /// One exclusion of longer paths per length of the patterns with a parameter and no remainder, the longest
    /// first; each comes from the first such pattern of its length.
    static func longerPathExclusions(for includes: [AppLinksCandidate]) -> [AppLinksCandidate] {
        var firstOfLength: [Int: AppLinksCandidate] = [:]
        for include in includes {
            var hasParameter = false
            var hasRemainder = false
            for case .parameter(_, let kind) in include.pattern.segments {
                hasParameter = true
                if kind == .remainder { hasRemainder = true }
            }
            guard hasParameter, !hasRemainder else { continue }
            let length = include.pattern.segments.count
            if firstOfLength[length] == nil { firstOfLength[length] = include }
        }
        return firstOfLength.sorted { $0.key > $1.key }.map {
            AppLinksCandidate(excludingPathsLongerThan: $0.key, before: $0.value)
        }
    }

    /// Whether this component's glob matches at least one path of `other`'s pattern (queries aside).
    func mayCover(_ other: AppLinksCandidate) -> Bool {
        Self.intersect(glob, other.paths, caseInsensitive: caseInsensitive)
    }

    /// Whether this candidate's route takes every link `other`'s route takes, as the router reads them: every
    /// segment of `other` is one this pattern accepts at that place (a literal that is the same literal, or that an
    /// `Int` capture accepts; any one segment for a `String` or `Either` capture; the rest for a remainder), and
    /// `other` requires every query item this route requires, of a kind it accepts.
    func takesEveryLink(of other: AppLinksCandidate) -> Bool {
        for item in requiredQuery {
            guard let given = other.requiredQuery.first(where: { $0.name == item.name }),
                Self.accepts(item.capture, given: given.capture)
            else { return false }
        }
        let mine = pattern.segments
        let theirs = other.pattern.segments
        for (index, segment) in mine.enumerated() {
            if case .parameter(_, .remainder) = segment { return theirs.count > index }
            guard index < theirs.count else { return false }
            switch (segment, theirs[index]) {
            case (.literal(let literal), .literal(let given)):
                guard Self.equal(literal, given, caseInsensitive: caseInsensitive) else { return false }
            case (.literal, .parameter):
                return false
            case (.parameter(_, let kind), .literal(let given)):
                guard kind != .int || CaptureKind.int.accepts(given) else { return false }
            case (.parameter(_, let kind), .parameter(_, let given)):
                guard given != .remainder, Self.accepts(kind, given: given) else { return false }
            }
        }
        return theirs.count == mine.count
    }

    /// Whether every value of kind `given` is one of kind `kind`.
    private static func accepts(_ kind: CaptureKind, given: CaptureKind) -> Bool {
        kind != .int || given == .int
    }

    private static func equal(_ lhs: String, _ rhs: String, caseInsensitive: Bool) -> Bool {
        guard caseInsensitive else { return lhs == rhs }
        return lhs.utf8.count == rhs.utf8.count
            && zip(lhs.utf8, rhs.utf8).allSatisfy { lowercased($0) == lowercased($1) }
    }

    /// The byte with an ASCII capital letter made small: case-insensitive literals compare ASCII letters only
    /// (`MatchingOptions.caseInsensitiveLiterals`).
    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 0x20 : byte
    }

    /// Whether some string matches both token sequences: a walk over pairs of positions, each visited once.
    static func intersect(_ lhs: [Token], _ rhs: [Token], caseInsensitive: Bool) -> Bool {
        let width = rhs.count + 1
        var visited = [Bool](repeating: false, count: (lhs.count + 1) * width)
        var pending = [(0, 0)]
        while let (i, j) = pending.popLast() {
            guard !visited[i * width + j] else { continue }
            visited[i * width + j] = true
            if i == lhs.count && j == rhs.count { return true }
            let left = i < lhs.count ? lhs[i] : nil
            let right = j < rhs.count ? rhs[j] : nil
            if let left, left.isRun { pending.append((i + 1, j)) }
            if let right, right.isRun { pending.append((i, j + 1)) }
            guard let left, let right, !(left.isRun && right.isRun) else { continue }
            // A run may take one byte of the other side and stay; two single bytes move on together. Two runs need
            // no move of their own: either may stop first, which the two moves above cover.
            if overlap(left.bytes, right.bytes, caseInsensitive) {
                pending.append((left.isRun ? i : i + 1, right.isRun ? j : j + 1))
            }
        }
        return false
    }

    /// Whether two classes of bytes have a byte in common.
    private static func overlap(_ lhs: Token.Bytes, _ rhs: Token.Bytes, _ caseInsensitive: Bool) -> Bool {
        switch (lhs, rhs) {
        case (.byte(let a), .byte(let b)): caseInsensitive ? lowercased(a) == lowercased(b) : a == b
        case (.byte(let a), .segment), (.segment, .byte(let a)): a != UInt8(ascii: "/")
        case (.byte(let a), .int), (.int, .byte(let a)):
            (a >= UInt8(ascii: "0") && a <= UInt8(ascii: "9")) || a == UInt8(ascii: "-")
        default: true
        }
    }

    /// The candidates in the order the system must try them.
    ///
    /// An exclusion goes before every component that may cover its route's links, unless it may cover that
    /// component's own links: then the component goes first (a link from the web that a route takes must open the
    /// app). Otherwise exclusions come first, each group in declaration order. A component or exclusion whose path
    /// an earlier one covers, without asking for other query items, would never decide: it is dropped.
    static func ordered(
        excludes: [AppLinksCandidate], includes: [AppLinksCandidate], relations: [[Int8]]? = nil
    ) -> [AppLinksCandidate] {
        let nodes = excludes + includes
        let relations = relations ?? Self.relations(excludes: excludes, includes: includes)
        var edges: [(from: Int, to: Int)] = []
        for x in excludes.indices {
            for i in includes.indices {
                if relations[x][i] > 0 {
                    edges.append((excludes.count + i, x))
                } else if relations[x][i] < 0 {
                    edges.append((x, excludes.count + i))
                }
            }
        }
        let order = topologicalOrder(count: nodes.count, edges: edges, preferred: excludes.count..<nodes.count)
        var result: [AppLinksCandidate] = []
        for node in order.map({ nodes[$0] }) {
            // A component behind one that covers its path and asks for no other query item would never decide.
            let unreachable = result.contains { earlier in
                earlier.component.query.keys.allSatisfy { node.component.query[$0] != nil }
                    && earlier.pathGlob.covers(node.pathGlob)
            }
            if !unreachable { result.append(node) }
        }
        // An exclusion that no later component could open a link of decides nothing: the link opens nothing anyway.
        var kept: [AppLinksCandidate] = []
        for node in result.reversed() {
            guard node.component.isExcluded else {
                kept.append(node)
                continue
            }
            let decides = kept.contains { later in
                !later.component.isExcluded
                    && intersect(later.glob, node.glob, caseInsensitive: node.caseInsensitive || later.caseInsensitive)
            }
            if decides { kept.append(node) }
        }
        return kept.reversed()
    }

    /// For each exclusion and component, `1` when the component must come first (the exclusion may cover its
    /// route's links), `-1` when the exclusion must (it may cover the exclusion's links), else `0`: what
    /// ``ordered(excludes:includes:relations:)`` orders by, made once for the orders tried with fewer exclusions.
    static func relations(excludes: [AppLinksCandidate], includes: [AppLinksCandidate]) -> [[Int8]] {
        excludes.map { exclude in
            includes.map { include in
                exclude.mayCover(include) ? 1 : include.mayCover(exclude) ? -1 : 0
            }
        }
    }

    /// The nodes `0..<count`, each edge's `from` before its `to`.
    ///
    /// The lowest available node goes first. On a cycle, the lowest remaining node of `preferred` (else the lowest
    /// remaining) goes next, its constraints dropped.
    static func topologicalOrder(count: Int, edges: [(from: Int, to: Int)], preferred: Range<Int>) -> [Int] {
        var incoming = [Int](repeating: 0, count: count)
        var outgoing = [[Int]](repeating: [], count: count)
        for edge in edges {
            incoming[edge.to] += 1
            outgoing[edge.from].append(edge.to)
        }
        var placed = [Bool](repeating: false, count: count)
        var order: [Int] = []
        order.reserveCapacity(count)
        while order.count < count {
            let remaining = (0..<count).lazy.filter { !placed[$0] }
            guard let last = remaining.first else { break }
            let next = remaining.first { incoming[$0] == 0 } ?? remaining.first { preferred.contains($0) } ?? last
            placed[next] = true
            order.append(next)
            for target in outgoing[next] where !placed[target] { incoming[target] -= 1 }
        }
        return order
    }
}
