import DeepLinks

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension RouteTable {
    /// The route table as one self-contained HTML page of test links: open it on a phone and tap through every
    /// deep link of the app.
    ///
    /// The page has no script and loads nothing: its style is inline, and it reads well on a phone's narrow screen
    /// (a viewport `meta` tag, links as large tap targets that wrap anywhere). Each route is a
    /// `<section class="route">` with `id="route-3"` and `data-route-index="3"` (and `data-route-name` when it has
    /// a name), and each of its examples an `<li class="example">` with `data-pattern` (the pattern's text) and
    /// `data-pattern-index`, holding an `<a href>` for the universal link and one for the custom-scheme link when
    /// the route accepts both (`class="link universal-link"`, `class="link custom-scheme"`). So CI can check the
    /// rendered page with a headless browser. A route's facts name its parent and its section when it has them
    /// (`Route/parent(_:)`, `RouteSection`), and a legacy pattern's or a runtime rule's route the route it
    /// redirects to (`Redirects to`). Examples that could not be made are listed in the route's section with their
    /// reason. A mounted module's route is declared at the module's site and the mount's (`Catalog.swift:12, mounted
    /// at AppRoutes.swift:26`), a rule's route at `rule 3, at run time`.
    ///
    /// Everything taken from routes is escaped for HTML text and for attributes (a literal may hold `<script>`,
    /// `"` or `&`), and control characters are written as Swift escapes (`\n`).
    ///
    /// ```swift
    /// let page = router.routeTable.html(title: "Recipes: deep links")
    /// try page.write(to: URL(fileURLWithPath: "routes.html"), atomically: true, encoding: .utf8)
    /// // <section class="route" id="route-0" data-route-index="0" data-route-name="recipe">
    /// //   … <a class="link universal-link" href="https://bestrecipes.com/recipe/example">…
    /// ```
    ///
    /// - Parameter title: The page's title and heading.
    /// - Returns: The page, ending with a line break.
    public func html(title: String = "Deep links") -> String {
        var lines: [String] = [
            "<!DOCTYPE html>",
            "<html lang=\"en\">",
            "<head>",
            "<meta charset=\"utf-8\">",
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
            "<title>\(HTML.escaped(title))</title>",
            "<style>",
            HTML.style,
            "</style>",
            "</head>",
            "<body>",
            "<header>",
            "<h1>\(HTML.escaped(title))</h1>",
            "<p class=\"summary\">\(HTML.escaped(summary))</p>",
            "</header>",
            "<main>",
        ]
        for entry in entries {
            lines += HTML.section(for: entry)
        }
        lines += ["</main>", "</body>", "</html>"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `8 routes · custom schemes: myapp · universal-link hosts: bestrecipes.com`.
    private var summary: String {
        var parts = [
            routeCount, "custom schemes: " + Self.listed(schemes), "universal-link hosts: " + Self.listed(hosts),
        ]
        if caseInsensitiveLiterals { parts.append("literals compare case-insensitively") }
        if readsQuery { parts.append(Self.queryRule) }
        return parts.joined(separator: " · ")
    }
}

/// HTML escaping and the parts of the page of test links.
enum HTML {
    /// Text taken from routes, for an element's text or a double-quoted attribute: `&`, `<`, `>`, `"` and `'`
    /// become character references; control characters are written as Swift escapes.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in RouteTable.visible(text) {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    /// One route's section: its name and patterns, a list of example links, its facts and its example problems.
    static func section(for entry: RouteTable.Entry) -> [String] {
        var open = "<section class=\"route\" id=\"route-\(entry.index)\" data-route-index=\"\(entry.index)\""
        if let name = entry.name { open += " data-route-name=\"\(escaped(name))\"" }
        var lines = [open + ">"]
        let patterns = entry.patterns.map { pattern in
            "<code class=\"pattern\" data-pattern=\"\(escaped(pattern.text))\">\(escaped(pattern.text))</code>"
        }
        let heading = entry.name.map { "<span class=\"name\">\(escaped($0))</span>" } ?? "Route \(entry.index)"
        lines.append("<h2>\(heading) \(patterns.joined(separator: " "))</h2>")
        if !entry.examples.isEmpty {
            lines.append("<ul class=\"examples\">")
            for example in entry.examples {
                lines.append(item(for: example, of: entry))
            }
            lines.append("</ul>")
        }
        lines.append("<dl>")
        if !entry.parameters.isEmpty {
            let parameters = entry.parameters.map { "<code>\(escaped($0.name))</code>: \(escaped($0.summary))" }
            lines.append("<dt>Parameters</dt><dd>\(parameters.joined(separator: "<br>"))</dd>")
        }
        lines.append("<dt>Opened from</dt><dd>\(escaped(entry.sources.description))</dd>")
        if !entry.gates.isEmpty {
            lines.append("<dt>Gates</dt><dd>\(escaped(entry.gates.map(\.name).joined(separator: ", ")))</dd>")
        }
        if let parent = entry.parent {
            lines.append("<dt>Parent</dt><dd>\(escaped(parent))</dd>")
        }
        if let section = entry.sectionSummary {
            lines.append("<dt>Section</dt><dd>\(escaped(section))</dd>")
        }
        if let target = entry.redirectsTo {
            lines.append("<dt>Redirects to</dt><dd>\(escaped(target))</dd>")
        }
        let site = entry.rule == nil ? "<code>\(escaped(entry.origin))</code>" : escaped(entry.origin)
        lines.append("<dt>Declared at</dt><dd>\(site)</dd>")
        lines.append("</dl>")
        if !entry.exampleProblems.isEmpty {
            lines.append("<ul class=\"problems\">")
            lines += entry.exampleProblems.map { "<li>\(escaped($0))</li>" }
            lines.append("</ul>")
        }
        lines.append("</section>")
        return lines
    }

    /// One example: its links, universal link first, or its path when the table has neither scheme nor host.
    private static func item(for example: RouteTable.Example, of entry: RouteTable.Entry) -> String {
        let pattern = entry.patterns.indices.contains(example.patternIndex) ? entry.patterns[example.patternIndex] : nil
        var item = "<li class=\"example\" data-pattern-index=\"\(example.patternIndex)\""
        if let pattern { item += " data-pattern=\"\(escaped(pattern.text))\"" }
        item += ">"
        var links: [(kind: String, label: String, link: String)] = []
        if let url = example.universalLink { links.append(("universal-link", "Universal link", url.absoluteString)) }
        if let url = example.customSchemeURL { links.append(("custom-scheme", "Custom scheme", url.absoluteString)) }
        if links.isEmpty { links.append(("path", "Path", example.path)) }
        for link in links {
            item +=
                "<a class=\"link \(link.kind)\" href=\"\(escaped(link.link))\"><span class=\"kind\">"
                + "\(link.label)</span>\(escaped(link.link))</a>"
        }
        return item + "</li>"
    }

    /// The page's inline style: readable on a phone, in light and dark mode, with links as large tap targets.
    static let style = """
        :root { color-scheme: light dark; --line: #8885; --tint: #0a84ff; }
        body { font: 16px/1.45 -apple-system, system-ui, sans-serif; margin: 0 auto; max-width: 46rem; padding: 1rem; }
        h1 { font-size: 1.4rem; margin: .5rem 0 .25rem; }
        .summary { margin: 0 0 1rem; opacity: .75; font-size: .9rem; }
        .route { border: 1px solid var(--line); border-radius: 12px; padding: .75rem 1rem; margin: 0 0 1rem; }
        h2 { font-size: 1.05rem; margin: 0 0 .5rem; overflow-wrap: anywhere; }
        code { font: .9em ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; overflow-wrap: anywhere; }
        .pattern { display: inline-block; font-weight: normal; margin: .1rem .2rem .1rem 0; padding: 0 .35rem;
          border: 1px solid var(--line); border-radius: 6px; }
        .examples { list-style: none; margin: 0; padding: 0; }
        .link { display: block; margin: .4rem 0; padding: .6rem .75rem; border-radius: 10px; color: var(--tint);
          background: #0a84ff1f; text-decoration: none;
          font: .95rem/1.35 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; overflow-wrap: anywhere; }
        .kind { display: block; font: 600 .7rem/1.4 -apple-system, system-ui, sans-serif; text-transform: uppercase;
          letter-spacing: .04em; opacity: .75; }
        dl { display: grid; grid-template-columns: max-content 1fr; gap: .2rem .75rem; margin: .6rem 0 0;
          font-size: .85rem; }
        dt { opacity: .7; }
        dd { margin: 0; overflow-wrap: anywhere; }
        .problems { color: #d70015; font-size: .9rem; padding-left: 1.2rem; }
        """
}
