import DeepLinks
import DeepLinksTestSupport
import DeepLinksTools
import Testing

/// `RouteTable.markdown(title:)`: the table a team pastes into a wiki, pinned, with route text escaped.
@Suite struct RouteTableMarkdownTests {
    @Test func theDoorRoutesRenderAsThisTable() throws {
        let table = try makeDoorRouter().routeTable
        let site: [String] = table.entries.map(\.declaredAt)
        let expected: [String] = [
            "# Deep links",
            "",
            "8 routes. Custom schemes: `myapp`. Universal-link hosts: `bestrecipes.com`. In a link's query, + is a "
                + "space (form encoding): write %2B for a plus. Push and shortcut values are taken as given.",
            "",
            "| Route | Patterns | Parameters | Opened from | Gates | Example links | Declared at |",
            "|---|---|---|---|---|---|---|",
            "| recipe | `/recipe/:id` | `id`: String, path, required | all links | — | "
                + "`https://bestrecipes.com/recipe/example`<br>`myapp://recipe/example` | `\(site[0])` |",
            "| recipes | `/recipes` | `country`: String, query, optional<br>`limit`: Int, query, optional | all links | — | "
                + "`https://bestrecipes.com/recipes`<br>`myapp://recipes` | `\(site[1])` |",
            "| order | `/order/:number` | `number`: Int, path, required | all links | — | "
                + "`https://bestrecipes.com/order/42`<br>`myapp://order/42` | `\(site[2])` |",
            "| search | `/search` | `term`: String, query, required | all links | — | "
                + "`https://bestrecipes.com/search?term=example`<br>`myapp://search?term=example` | `\(site[3])` |",
            "| docs | `/docs/*rest` | `rest`: remainder, path, required | all links | — | "
                + "`https://bestrecipes.com/docs/a/b`<br>`myapp://docs/a/b` | `\(site[4])` |",
            "| debug | `/debug/reset` | — | custom-scheme links only | — | `myapp://debug/reset` | `\(site[5])` |",
            "| invite | `/invite/:code` | `code`: String, path, required | universal links and user activities only | — | "
                + "`https://bestrecipes.com/invite/example` | `\(site[6])` |",
            "| account | `/account` | — | all links | authorization | "
                + "`https://bestrecipes.com/account`<br>`myapp://account` | `\(site[7])` |",
            "",
        ]
        let lines: [String] = table.markdown(title: "Deep links").components(separatedBy: "\n")
        #expect(lines == expected)
        #expect(site[0].hasPrefix("DeepLinksTestSupport/DoorRoutes.swift:"))
    }

    @Test func withoutATitleTheTableStartsWithItsSummary() throws {
        let router = try DeepLinkRouter<DoorParam, DoorIntent>(options: .caseInsensitiveLiterals) {
            Route("home") { _ in .account }
        }
        let markdown = router.routeTable.markdown()
        let expectedStart =
            "1 route. Custom schemes: any. Universal-link hosts: any. Literals compare case-insensitively.\n"
        #expect(markdown.hasPrefix(expectedStart))
        let row: String? = markdown.components(separatedBy: "\n").first { $0.hasPrefix("| — | `/home`") }
        let expectedRow = "| — | `/home` | — | all links | — | `/home` | `\(router.routeTable.entries[0].declaredAt)` |"
        #expect(row == expectedRow)
    }

    @Test func routeTextCannotBreakTheTable() throws {
        let hostile = RoutePattern<DoorParam>(segments: [.literal("a|b"), .literal("<script>\"&`x`")])
        // A literal with a line break is a build error (no link can carry one): a space stands in for it.
        let lineBreak = RoutePattern<DoorParam>(segments: [.literal("line break"), .parameter(.id)])
        let router = try DeepLinkRouter<DoorParam, DoorIntent>(schemes: ["myapp"]) {
            Route(hostile, name: "x_y|*[z]") { _ in .account }
            Route(lineBreak, "``") { _ in .account }
        }
        let table = router.routeTable
        let rows: [String] = table.markdown().components(separatedBy: "\n").filter { $0.hasPrefix("| ") }
        let expected: [String] = [
            "| Route | Patterns | Parameters | Opened from | Gates | Example links | Declared at |",
            #"| x\_y\|\*\[z\] | `` /a\|b/<script>"&`x` `` | — | all links | — | "#
                + "`myapp:///a%7Cb/%3Cscript%3E%22%26%60x%60` | `\(table.entries[0].declaredAt)` |",
            #"| — | `/line break/:id`<br>``` /`` ``` | `id`: String, path, optional | all links | — | "#
                + "`myapp:///line%20break/example`<br>`myapp:///%60%60` | `\(table.entries[1].declaredAt)` |",
        ]
        #expect(rows == expected)
        // Every row keeps its seven cells: no unescaped `|` and no line break came from a literal.
        let separators: [Int] = rows.map(Self.unescapedPipes)
        let expectedSeparators: [Int] = [8, 8, 8]
        #expect(separators == expectedSeparators)
    }

    /// The `|` of a row that GFM reads as cell separators: those not after an odd run of backslashes.
    static func unescapedPipes(in row: String) -> Int {
        var count = 0
        var backslashes = 0
        for character in row {
            if character == "|", backslashes % 2 == 0 { count += 1 }
            backslashes = character == "\\" ? backslashes + 1 : 0
        }
        return count
    }

    @Test func examplesThatCouldNotBeMadeAreListedBelowTheTable() throws {
        let router = try DeepLinkRouter<DoorParam, DoorIntent> {
            Route("order" / .number, name: "order") { p in .order(try p.int(.number)) }
            Route("order/42") { _ in .order(0) }
            Route("order/7") { _ in .order(0) }
            Route("order/2024") { _ in .order(0) }
        }
        let table = router.routeTable
        let lines: [String] = table.markdown().components(separatedBy: "\n")
        let row: String? = lines.first { $0.hasPrefix("| order ") }
        let expectedRow =
            "| order | `/order/:number` | `number`: Int, path, required | all links | — | "
            + "1 example problem, below | `\(table.entries[0].declaredAt)` |"
        #expect(row == expectedRow)
        let tail: [String] = Array(lines.drop { $0 != "## Example problems" })
        let expectedTail: [String] = [
            "## Example problems",
            "",
            "- order `/order/:number`: \(table.entries[0].exampleProblems[0])",
            "",
        ]
        #expect(tail == expectedTail)
        #expect(table.entries[0].exampleProblems.count == 1)
    }
}
