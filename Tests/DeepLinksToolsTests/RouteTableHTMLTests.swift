import DeepLinks
import DeepLinksTestSupport
import DeepLinksTools
import Foundation
import Testing

/// `RouteTable.html(title:)`: one self-contained page of test links, with stable attributes and escaped route text.
@Suite struct RouteTableHTMLTests {
    /// The text of the route's `<section>`, from its opening tag to its closing tag.
    static func section(_ index: Int, in page: String) -> String? {
        guard let start = page.range(of: "<section class=\"route\" id=\"route-\(index)\" data-route-index=\"\(index)\"")
        else { return nil }
        guard let end = page.range(of: "</section>", range: start.upperBound..<page.endIndex) else { return nil }
        return String(page[start.lowerBound..<end.upperBound])
    }

    @Test func everyRouteIsASectionWithItsExampleLinks() throws {
        let table = try makeDoorRouter().routeTable
        let page = table.html()
        #expect(page.components(separatedBy: "<section class=\"route\"").count - 1 == table.entries.count)
        for entry in table.entries {
            let section = try #require(Self.section(entry.index, in: page), "route \(entry.index)")
            for example in entry.examples {
                let links: [String] = [example.universalLink, example.customSchemeURL].compactMap { $0?.absoluteString }
                #expect(!links.isEmpty)
                for link in links {
                    let escaped = link.replacingOccurrences(of: "&", with: "&amp;")
                    #expect(section.contains("href=\"\(escaped)\""), "\(link)")
                }
            }
        }
        let recipe = try #require(Self.section(0, in: page))
        let expectedExample =
            "<li class=\"example\" data-pattern-index=\"0\" data-pattern=\"/recipe/:id\">"
            + "<a class=\"link universal-link\" href=\"https://bestrecipes.com/recipe/example\"><span class=\"kind\">"
            + "Universal link</span>https://bestrecipes.com/recipe/example</a><a class=\"link custom-scheme\" "
            + "href=\"myapp://recipe/example\"><span class=\"kind\">Custom scheme</span>myapp://recipe/example</a></li>"
        #expect(recipe.contains(expectedExample))
        #expect(
            recipe.hasPrefix(
                "<section class=\"route\" id=\"route-0\" data-route-index=\"0\" data-route-name=\"recipe\">"))
        let debug = try #require(Self.section(5, in: page))
        #expect(!debug.contains("universal-link"))
        #expect(debug.contains("<a class=\"link custom-scheme\" href=\"myapp://debug/reset\">"))
        let invite = try #require(Self.section(6, in: page))
        #expect(!invite.contains("custom-scheme"))
        let account = try #require(Self.section(7, in: page))
        #expect(account.contains("<dt>Gates</dt><dd>authorization</dd>"))
        let search = try #require(Self.section(3, in: page))
        #expect(search.contains("href=\"https://bestrecipes.com/search?term=example\""))
    }

    @Test func thePageIsSelfContainedAndFitsAPhone() throws {
        let page = try makeDoorRouter().routeTable.html(title: "Recipes & more")
        let start: [String] = page.components(separatedBy: "\n").prefix(6).map { $0 }
        let expectedStart: [String] = [
            "<!DOCTYPE html>",
            "<html lang=\"en\">",
            "<head>",
            "<meta charset=\"utf-8\">",
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
            "<title>Recipes &amp; more</title>",
        ]
        #expect(start == expectedStart)
        #expect(page.contains("<h1>Recipes &amp; more</h1>"))
        let summary: String =
            "<p class=\"summary\">8 routes · custom schemes: myapp · universal-link hosts: bestrecipes.com · In a "
            + "link&#39;s query, + is a space (form encoding): write %2B for a plus. Push and shortcut values are taken "
            + "as given.</p>"
        #expect(page.contains(summary))
        #expect(page.hasSuffix("</main>\n</body>\n</html>\n"))
        for forbidden in ["<script", "<link", "src=", "@import", "url("] {
            #expect(!page.contains(forbidden), "\(forbidden)")
        }
        // Every href is an example link: nothing else is loaded or linked.
        let hrefs = page.components(separatedBy: "href=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        let links = try makeDoorRouter().routeTable.entries.flatMap(\.examples).flatMap { example in
            [example.universalLink, example.customSchemeURL].compactMap { $0?.absoluteString }
        }
        let expectedLinks: [String] = links.map { $0.replacingOccurrences(of: "&", with: "&amp;") }
        let found: [String] = hrefs.map(String.init)
        #expect(found == expectedLinks)
    }

    @Test func routeTextIsEscapedInTextAndAttributes() throws {
        let hostile = RoutePattern<DoorParam>(segments: [.literal("<script>alert(1)"), .literal("a\"b&c'd")])
        let router = try DeepLinkRouter<DoorParam, DoorIntent>(schemes: ["myapp"]) {
            Route(hostile, name: "\"><img onerror=x>") { _ in .account }
            // A literal cannot hold a line break (a build error): a name can.
            Route(RoutePattern(segments: [.literal("line")]), name: "line\nbreak") { _ in .account }
        }
        let page = router.routeTable.html(title: "<b>")
        #expect(!page.contains("<script>"))
        #expect(!page.contains("<img"))
        #expect(!page.contains("<b>"))
        let section = try #require(Self.section(0, in: page))
        let expectedOpen =
            "<section class=\"route\" id=\"route-0\" data-route-index=\"0\" "
            + "data-route-name=\"&quot;&gt;&lt;img onerror=x&gt;\">"
        #expect(section.hasPrefix(expectedOpen))
        let pattern = "/&lt;script&gt;alert(1)/a&quot;b&amp;c&#39;d"
        #expect(section.contains("<code class=\"pattern\" data-pattern=\"\(pattern)\">\(pattern)</code>"))
        #expect(section.contains("href=\"myapp:///%3Cscript%3Ealert%281%29/a%22b%26c%27d\""))
        let lineBreak = try #require(Self.section(1, in: page))
        #expect(lineBreak.contains("data-route-name=\"line\\nbreak\""))
        #expect(lineBreak.contains("<h2><span class=\"name\">line\\nbreak</span> <code"))
    }

    @Test func examplesThatCouldNotBeMadeAreShownInTheirRoute() throws {
        let router = try DeepLinkRouter<DoorParam, DoorIntent> {
            Route("order" / .number) { p in .order(try p.int(.number)) }
            Route("order/42") { _ in .order(0) }
            Route("order/7") { _ in .order(0) }
            Route("order/2024") { _ in .order(0) }
        }
        let table = router.routeTable
        let section = try #require(Self.section(0, in: table.html()))
        #expect(!section.contains("<ul class=\"examples\">"))
        let problem = table.entries[0].exampleProblems[0].replacingOccurrences(of: "'", with: "&#39;")
        #expect(section.contains("<ul class=\"problems\">\n<li>\(problem)</li>\n</ul>"))
        let path = try #require(Self.section(1, in: table.html()))
        #expect(
            path.contains("<a class=\"link path\" href=\"/order/42\"><span class=\"kind\">Path</span>/order/42</a>"))
    }
}
