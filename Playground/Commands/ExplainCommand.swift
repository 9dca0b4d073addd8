import DeepLinks
import DeepLinksTools

/// `swift run playground explain`: a pattern's segments and precedence, and how it would fit in a route table.
enum ExplainCommand {
    static let help = """
        USAGE: swift run playground explain <pattern> [--routes FILE]

        Reads a pattern in the text form and prints each segment with its kind and precedence rank; then, against
        the recipe app's route table (or the routes of FILE): whether the table already has the pattern, what it
        conflicts with (the router's build error), which routes compete with it for some links and which one wins,
        and an example path with the route it opens once the pattern is added.

        ARGUMENTS:
          <pattern>       /recipe/:recipeId, /help/*topic. Without --routes, parameters are the recipe app's
                          (:recipeId, :query, :subscriptionId, :weekId, :menuId, :weekOrMenuId, :country, :limit,
                          *topic), each of its own kind; with --routes, write :name (a String), :name(int),
                          :name(either) or *name.

        OPTIONS:
          --routes FILE   Compare with a route table written one pattern per line instead of the recipe app's.
          -h, --help      This help.

        EXIT STATUS: 0 when the pattern can join the table, 1 when it cannot (an unknown parameter, a malformed
        pattern, a conflict), 2 for bad arguments.

        EXAMPLES:
          swift run playground explain /recipe/:query
          swift run playground explain /menu/today
          swift run playground explain /repos/:owner/:repo/:section --routes github-api.routes

        """

    /// Where the explained pattern's route is declared, in build errors.
    static let site = (fileID: "command line", line: UInt(1))

    /// Explains the pattern the arguments give.
    @MainActor
    static func run(_ arguments: [String]) -> CommandOutput {
        let text: String
        let routesFile: String?
        do throws(PlaygroundArguments.UsageError) {
            let parsed = try PlaygroundArguments.parse(arguments, valued: ["routes": "FILE"])
            if parsed.wantsHelp { return .success(help) }
            text = try parsed.single("pattern")
            routesFile = parsed.values["routes"]
        } catch {
            return .usageError(error.message, help: help)
        }
        if let routesFile {
            let table: DeepLinkRouter<TextParam, Int>
            do throws(TextRoutes.LoadError) {
                table = try TextRoutes.router(contentsOf: routesFile)
            } catch {
                return .usageError(error.description, help: help)
            }
            let pattern: RoutePattern<TextParam>
            do throws(TextRoutes.LoadError) {
                pattern = try TextRoutes.pattern(parsing: text)
            } catch {
                return refusal("\(error)")
            }
            let name = "\(routesFile.split(separator: "/").last.map(String.init) ?? routesFile)"
            return explain(pattern, table: table, tableName: "\(name) (\(table.routes.count) routes)")
        }
        let pattern: RoutePattern<RecipeParam>
        do throws(RoutePatternError) {
            pattern = try RoutePattern<RecipeParam>(parsing: text)
        } catch {
            let names = RecipeParam.allCases.map { ($0.capture == .remainder ? "*" : ":") + $0.rawValue }
            return refusal(
                "\(error)\nThe recipe app's parameters: \(names.joined(separator: ", ")). "
                    + "For other names, give a table with --routes FILE.")
        }
        do {
            let table = try makeRecipeAppRouter()
            return explain(pattern, table: table, tableName: "the recipe app's (\(table.routes.count) routes)")
        } catch {
            return refusal("The recipe app's routes did not build: \(error)")
        }
    }

    /// A pattern that cannot be explained: the message on standard error, exit status 1.
    static func refusal(_ message: String) -> CommandOutput {
        CommandOutput(standardOutput: "", standardError: message + "\n", exitCode: 1)
    }

    /// The explanation of `pattern` against the routes of `table`.
    static func explain<Component, Intent>(
        _ pattern: RoutePattern<Component>, table: DeepLinkRouter<Component, Intent>, tableName: String
    ) -> CommandOutput {
        var lines = ["pattern    \(pattern)", "table      \(tableName)", ""]
        lines += segments(of: pattern)
        lines.append("")
        let route = Route<Component, Intent>(patterns: [pattern], fileID: site.fileID, line: site.line) { _ in nil }
        do {
            _ = try DeepLinkRouter<Component, Intent>(routes: [route])
        } catch {
            lines.append("invalid    \(error)")
            return CommandOutput(standardOutput: lines.joined(separator: "\n") + "\n", exitCode: 1)
        }
        let same = addresses(in: table).filter {
            table.routes[$0.route].patterns[$0.pattern] == pattern.description
        }
        if same.isEmpty {
            lines.append("same       no route of the table has this pattern")
        } else {
            for address in same { lines.append("same       \(table.describe(address)) has this pattern") }
        }
        var combined: DeepLinkRouter<Component, Intent>?
        do {
            combined = try DeepLinkRouter<Component, Intent>(routes: table.routes + [route])
            lines.append("conflicts  none: the table builds with it")
        } catch {
            lines.append("conflicts  \(error)")
        }
        lines += competitors(of: pattern, in: table)
        lines += example(of: pattern, table: table, combined: combined)
        return CommandOutput(standardOutput: lines.joined(separator: "\n") + "\n", exitCode: combined == nil ? 1 : 0)
    }

    /// One line per segment: its text, kind and precedence rank.
    static func segments<Component>(of pattern: RoutePattern<Component>) -> [String] {
        guard !pattern.segments.isEmpty else { return ["segments   none: the root pattern, which matches / alone"] }
        var lines = ["segments   left to right; at each, literal (1) > Int (2) > String = Either (3) > remainder (4)"]
        for (index, segment) in pattern.segments.enumerated() {
            let text: String
            let kind: String
            switch segment {
            case .literal(let literal):
                text = literal
                kind = "literal"
            case .parameter(let component):
                text = (component.capture == .remainder ? "*" : ":") + component.rawValue
                kind = component.capture == .remainder ? "remainder" : "\(component.capture.shortName) capture"
            }
            let rank = PatternComparison.rank(RouteTable.Pattern(RoutePattern(segments: [segment])).segments[0])
            lines.append("  \(index + 1)  " + text.padded(to: 18) + kind.padded(to: 16) + "rank \(rank)")
        }
        return lines
    }

    /// Every pattern of the table, by route and position.
    static func addresses<Component, Intent>(
        in table: DeepLinkRouter<Component, Intent>
    ) -> [DeepLinkRouter<Component, Intent>.RouteAddress] {
        table.routes.indices.flatMap { route in
            table.routes[route].patterns.indices.map { .init(route: route, pattern: $0) }
        }
    }

    /// The table's patterns that match some of the pattern's links, and which one the router prefers.
    static func competitors<Component, Intent>(
        of pattern: RoutePattern<Component>, in table: DeepLinkRouter<Component, Intent>
    ) -> [String] {
        var lines: [String] = []
        // The route table gives each pattern's segments with their kinds, whatever the table's components.
        let entries = table.routeTable.entries
        for address in addresses(in: table) {
            let route = table.routes[address.route]
            let other = entries[address.route].patterns[address.pattern]
            let name = table.describe(address)
            let ours = RouteTable.Pattern(pattern)
            switch PatternComparison.compare(ours, other) {
            case .disjoint:
                continue
            case .sameShape where route.requiredQuery.isEmpty:
                lines.append("  \(name) accepts the same links at the same precedence: they conflict.")
            case .sameShape:
                let items = route.requiredQuery.joined(separator: ", ")
                lines.append(
                    "  \(name) has the same path and requires the query item \(items): it takes the links that carry it."
                )
            case .decided(let winner, let segment):
                let mine = PatternComparison.phrase(ours.segments[segment - 1])
                let theirs = PatternComparison.phrase(other.segments[segment - 1])
                if winner == .first {
                    lines.append("  it beats \(name) at segment \(segment): \(mine) beats \(theirs).")
                } else {
                    lines.append("  \(name) beats it at segment \(segment): \(theirs) beats \(mine).")
                }
            }
        }
        guard !lines.isEmpty else { return ["competes   none: no link it matches matches another route"] }
        let count =
            lines.count == 1 ? "1 of the table's patterns matches" : "\(lines.count) of the table's patterns match"
        return ["competes   \(count) some of its links:"] + lines
    }

    /// Sample values per capture kind, one set per round: the next round is tried when a more specific route
    /// takes the path of the previous one.
    static let samples: [[CaptureKind: String]] = [
        [.int: "42", .string: "example", .either: "example", .remainder: "a/b"],
        [.int: "7", .string: "sample", .either: "sample", .remainder: "x/y"],
        [.int: "2024", .string: "other", .either: "other", .remainder: "p/q/r"],
    ]

    /// An example path of the pattern, and the route it opens in the table with the pattern added (or, when it
    /// conflicts, in the table as it is).
    static func example<Component, Intent>(
        of pattern: RoutePattern<Component>, table: DeepLinkRouter<Component, Intent>,
        combined: DeepLinkRouter<Component, Intent>?
    ) -> [String] {
        var first: (path: String, opens: String)?
        for round in samples {
            var values: [Component: String] = [:]
            for component in pattern.parameters { values[component] = round[component.capture] }
            guard let path = try? pattern.path(with: values) else { continue }
            let router = combined ?? table
            let selection = router.route(forPath: path)
            let opens: String
            if let selection, combined != nil, selection.routeIndex == table.routes.count {
                let captures = pattern.parameters.map { "\($0.rawValue)=\(values[$0] ?? "")" }
                let with = captures.isEmpty ? "" : ", with \(captures.joined(separator: ", "))"
                return ["example    \(path) opens it\(with)"]
            } else if let selection {
                let address = DeepLinkRouter<Component, Intent>.RouteAddress(
                    route: selection.routeIndex, pattern: selection.patternIndex)
                opens =
                    combined == nil
                    ? "in the table as it is, opens \(table.describe(address))"
                    : "opens \(table.describe(address)) instead: a more specific route takes it"
            } else {
                opens = "opens no route of the table"
            }
            if combined == nil { return ["example    \(path): \(opens)"] }
            if first == nil { first = (path, opens) }
        }
        return first.map { ["example    \($0.path) \($0.opens)"] } ?? []
    }
}
