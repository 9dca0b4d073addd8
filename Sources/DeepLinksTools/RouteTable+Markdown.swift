import DeepLinks

extension RouteTable {
    /// The route table as a GitHub-flavoured Markdown table, to paste into a wiki page or a README.
    ///
    /// One row per route, in declaration order, with the columns Route (its name), Patterns, Parameters (capture
    /// kind, path or query, required or optional), Opened from (the doors it accepts), Gates (the
    /// gates its links wait for: `authorization` for `Authorized`), Parent and Section when some route declares a
    /// parent or a section (`Route/parent(_:)`, `RouteSection`: the parent's name, and the section its links open
    /// in, marked `(root)` for its root screen and `(from parent)` when it is the parent's), Redirects to when some
    /// route is a legacy pattern's or a runtime rule's (the route its links open, `RouteTable/Entry/redirectsTo`),
    /// Example links (the universal link and the custom-scheme link, when the route accepts both) and Declared at
    /// (for a mounted module's route, the module's declaration and the mount's: `Catalog.swift:12, mounted at
    /// AppRoutes.swift:26`; for a rule's route, `rule 3, at run time`).
    /// Examples that could not be made are listed under the table with their reason, never left out silently.
    ///
    /// Everything taken from routes is escaped: patterns, links and declaration sites are code spans (a `|` in a
    /// literal is written `\|`, and the span's fence is longer than any run of backticks it holds), names and
    /// messages have the Markdown specials backslash-escaped, and control characters such as a line break in a
    /// literal are written as Swift escapes (`\n`), so no literal can break the table.
    ///
    /// ```swift
    /// print(router.routeTable.markdown(title: "Deep links"))
    /// // # Deep links
    /// //
    /// // 8 routes. Custom schemes: `myapp`. Universal-link hosts: `bestrecipes.com`.
    /// //
    /// // | Route | Patterns | Parameters | Opened from | Gates | Example links | Declared at |
    /// // |---|---|---|---|---|---|---|
    /// // | recipe | `/recipe/:id` | `id`: String, path, required | all links | — | `https://bestrecipes.com/recipe/example`<br>`myapp://recipe/example` | `App/Routes.swift:12` |
    /// ```
    ///
    /// - Parameter title: A level-1 heading to put first; `nil` for none.
    /// - Returns: The Markdown text, ending with a line break.
    public func markdown(title: String? = nil) -> String {
        var lines: [String] = []
        if let title {
            lines += ["# " + Markdown.text(title), ""]
        }
        var summary =
            "\(routeCount). Custom schemes: \(Markdown.names(schemes)). Universal-link hosts: "
            + "\(Markdown.names(hosts))."
        if caseInsensitiveLiterals { summary += " Literals compare case-insensitively." }
        if readsQuery { summary += " " + Markdown.text(Self.queryRule) }
        lines += [summary, ""]
        let screens = declaresScreens
        var headings = ["Route", "Patterns", "Parameters", "Opened from", "Gates"]
        if screens { headings += ["Parent", "Section"] }
        let redirects = hasRedirects
        if redirects { headings.append("Redirects to") }
        headings += ["Example links", "Declared at"]
        lines.append("| " + headings.joined(separator: " | ") + " |")
        lines.append("|" + String(repeating: "---|", count: headings.count))
        for entry in entries {
            var cells = [
                entry.name.map(Markdown.text) ?? "—",
                entry.patterns.map { Markdown.code($0.text) }.joined(separator: "<br>"),
                entry.parameters.isEmpty
                    ? "—"
                    : entry.parameters.map { Markdown.code($0.name) + ": " + $0.summary }.joined(separator: "<br>"),
                Markdown.text(entry.sources.description),
                entry.gates.isEmpty ? "—" : Markdown.text(entry.gates.map(\.name).joined(separator: ", ")),
            ]
            if screens {
                cells.append(entry.parent.map(Markdown.text) ?? "—")
                cells.append(entry.sectionSummary.map(Markdown.text) ?? "—")
            }
            if redirects {
                cells.append(entry.redirectsTo.map(Markdown.text) ?? "—")
            }
            // A rule's origin is no site in the code: text, not a code span.
            let site = entry.rule == nil ? Markdown.code(entry.origin) : Markdown.text(entry.origin)
            cells += [Markdown.exampleLinks(of: entry), site]
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        let failing = entries.filter { !$0.exampleProblems.isEmpty }
        if !failing.isEmpty {
            lines += ["", "## Example problems", ""]
            for entry in failing {
                let pattern = entry.patterns.first.map { Markdown.code($0.text) } ?? "route \(entry.index)"
                let route = (entry.name.map { Markdown.text($0) + " " } ?? "") + pattern
                for problem in entry.exampleProblems {
                    lines.append("- " + route + ": " + Markdown.text(problem))
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// Markdown escaping for text taken from routes, inside a table cell.
enum Markdown {
    /// Plain text: the characters with a meaning in Markdown's inline syntax or in a table row are
    /// backslash-escaped; control characters are written as Swift escapes.
    static func text(_ text: String) -> String {
        var result = ""
        for character in RouteTable.visible(text) {
            if "\\`*_[]<>&|~#!".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// A code span: its fence is one backtick longer than the longest run of backticks in the text, it is padded
    /// with a space when the text starts or ends with a backtick or a space, and `|` is written `\|` (a GFM table
    /// row ends at any other `|`, even inside a code span).
    static func code(_ text: String) -> String {
        var content = ""
        for character in RouteTable.visible(text) {
            if character == "|" { content.append("\\") }
            content.append(character)
        }
        var longestRun = 0
        var run = 0
        for character in content {
            run = character == "`" ? run + 1 : 0
            longestRun = max(longestRun, run)
        }
        let fence = String(repeating: "`", count: longestRun + 1)
        let edges: Set<Character?> = ["`", " "]
        let pad =
            (edges.contains(content.first) || edges.contains(content.last)) && content.contains { $0 != " " }
            ? " " : ""
        return fence + pad + content + pad + fence
    }

    /// Schemes or hosts as code spans, `any` for `nil` and `none` for an empty list.
    static func names(_ names: [String]?) -> String {
        guard let names, !names.isEmpty else { return RouteTable.listed(names) }
        return names.map(code).joined(separator: ", ")
    }

    /// The links of a route's examples, each a code span on its own line of the cell, and a pointer to the list of
    /// problems when some examples could not be made.
    static func exampleLinks(of entry: RouteTable.Entry) -> String {
        var links: [String] = []
        for example in entry.examples {
            links += example.links.map(code)
        }
        switch entry.exampleProblems.count {
        case 0: break
        case 1: links.append("1 example problem, below")
        case let count: links.append("\(count) example problems, below")
        }
        return links.isEmpty ? "—" : links.joined(separator: "<br>")
    }
}
