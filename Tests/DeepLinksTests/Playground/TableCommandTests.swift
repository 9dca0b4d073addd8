import AppSiteAssociationReader
import DeepLinks
import DeepLinksTools
import Foundation
import Testing

@testable import Playground

/// `swift run playground table`: every output form, `--routes FILE`, and bad arguments.
@MainActor
@Suite struct TableCommandTests {
    /// A routes file in a fresh temporary directory, removed by `body`'s end.
    static func withRoutesFile<Result>(_ text: String, _ body: (String) throws -> Result) throws -> Result {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("TableCommandTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("app.routes")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return try body(file.path)
    }

    @Test func withoutAnOptionItPrintsTheRecipeAppAsText() throws {
        let output = TableCommand.run([])
        #expect(output.exitCode == 0)
        #expect(output.standardError == "")
        let table = try makeRecipeAppRouter().routeTable
        let lines: [String] = output.standardOutput.components(separatedBy: "\n")
        let expectedFirst =
            "12 routes. Custom schemes: myapp. Universal-link hosts: bestrecipes.com, *.bestrecipes.com."
        #expect(lines.first == expectedFirst)
        let recipe = try #require(table.entries.first { $0.name == "recipe" })
        let start = try #require(lines.firstIndex(of: "#1 recipe  /recipe/:recipeId  /account/recipe/:recipeId"))
        let block: [String] = Array(lines[start..<(start + 11)])
        let expectedBlock: [String] = [
            "#1 recipe  /recipe/:recipeId  /account/recipe/:recipeId",
            "    parameters   recipeId: String, path, required",
            "    opened from  all links",
            "    parent       recipes",
            "    section      home",
            "    links        https://bestrecipes.com/recipe/example",
            "                 myapp://recipe/example",
            "                 https://bestrecipes.com/account/recipe/example",
            "                 myapp://account/recipe/example",
            "    declared at  \(recipe.declaredAt)",
            "",
        ]
        #expect(block == expectedBlock)
        #expect(
            output.standardOutput.contains(
                "    opened from  custom-scheme links only\n    links        myapp://debug/reset-onboarding\n"))
        #expect(output.standardOutput.contains("    gates        authorization\n    section      menu\n"))
        // The recipe lists are in no section of their own: in their parent's, Home's.
        #expect(output.standardOutput.contains("    parent       home\n    section      home (from parent)\n"))
        #expect(
            output.standardOutput.contains(
                "#0 home  /  /home\n    opened from  all links\n    section      home (root)\n"))
    }

    @Test func theFormsAreTheLibrarysRenderings() throws {
        let table = try makeRecipeAppRouter().routeTable
        #expect(TableCommand.run(["--markdown"]) == .success(table.markdown(title: "Deep links")))
        #expect(TableCommand.run(["--html"]) == .success(table.html()))
        let appIDs = ["ABCDE12345.com.bestrecipes.app", "ABCDE12345.com.bestrecipes.beta"]
        let json = try table.appleAppSiteAssociation(appIDs: appIDs)
        let aasa = TableCommand.run(["--aasa"] + appIDs)
        #expect(aasa.standardOutput == json)
        #expect(aasa.exitCode == 0)
        // The kinds of links the file opens that the router refuses, on standard error (issue #39).
        let notes = try table.appLinksLimits().map { "note: \($0)\n" }.joined()
        #expect(aasa.standardError == notes)
        #expect(aasa.standardError.contains("note: Malformed escapes: "))
        #expect(aasa.standardError.hasSuffix("links a handler may decline or fail on.\n"))
        #expect(
            TableCommand.run(["--aasa", appIDs[0], "--routes", "x"]).standardError.hasPrefix("error: Cannot read 'x'"))
    }

    @Test func linksPrintOneExampleLinkPerLine() throws {
        let output = TableCommand.run(["--links"])
        #expect(output.exitCode == 0)
        let lines: [String] = output.standardOutput.components(separatedBy: "\n").dropLast().map { $0 }
        let table = try makeRecipeAppRouter().routeTable
        var expected: [String] = []
        for entry in table.entries {
            for example in entry.examples {
                let pattern = entry.patterns[example.patternIndex].text
                for link in [example.universalLink, example.customSchemeURL].compactMap({ $0?.absoluteString }) {
                    expected.append("\(entry.index)\t\(pattern)\t\(link)")
                }
            }
        }
        #expect(lines == expected)
        #expect(lines.contains("9\t/debug/reset-onboarding\tmyapp://debug/reset-onboarding"))
        #expect(lines.contains("4\t/search/:query\thttps://bestrecipes.com/search/example"))
        #expect(output.standardOutput.hasSuffix("\n"))
    }

    @Test func aRoutesFileReplacesTheRecipeApp() throws {
        let text = "# a comment\n/recipe/:id\n\n/week/:week(int)/edit\n/docs/*rest\n"
        try Self.withRoutesFile(text) { path in
            let links = TableCommand.run(["--links", "--routes", path])
            let expectedLinks =
                "0\t/recipe/:id\t/recipe/example\n1\t/week/:week/edit\t/week/42/edit\n2\t/docs/*rest\t/docs/a/b\n"
            #expect(links == .success(expectedLinks))
            let text = TableCommand.run(["--routes", path])
            let expectedText = """
                3 routes. Custom schemes: any. Universal-link hosts: any.

                #0 /recipe/:id
                    parameters   id: String, path, required
                    opened from  all links
                    links        /recipe/example
                    declared at  app.routes:2

                #1 /week/:week/edit
                    parameters   week: Int, path, required
                    opened from  all links
                    links        /week/42/edit
                    declared at  app.routes:4

                #2 /docs/*rest
                    parameters   rest: remainder, path, required
                    opened from  all links
                    links        /docs/a/b
                    declared at  app.routes:5

                """
            #expect(text == .success(expectedText))
            let aasa = TableCommand.run(["--routes", path, "--aasa", "ABCDE12345.com.example.app"])
            let file = try AppSiteAssociation(json: aasa.standardOutput)
            #expect(
                file.components.map(\.path) == [
                    "/docs/?*", "/?*/?*/?*/?*", "/week/?*/edit", "/?*/?*/?*", "/recipe/?*",
                ])
        }
    }

    @Test func aMountedRouteIsDeclaredInItsModuleAndMountedInTheApp() {
        func entry(_ index: Int, _ literal: String, mountSite: String?) -> RouteTable.Entry {
            RouteTable.Entry(
                index: index, name: nil, patterns: [RouteTable.Pattern(segments: [.literal(literal)])],
                parameters: [], sources: .all, gates: [], isReversible: true,
                fileID: "Support/SupportLinks.swift", line: 16, examples: [], exampleProblems: [],
                hasDeclaredExamples: false, mountSite: mountSite)
        }
        let table = RouteTable(
            entries: [
                entry(0, "own", mountSite: nil), entry(1, "tickets", mountSite: "App/AppRoutes.swift:50"),
                entry(2, "faq", mountSite: "Support/SupportLinks.swift:58, in App/AppRoutes.swift:50"),
            ], schemes: nil, hosts: nil)
        let expected: String = """
            3 routes. Custom schemes: any. Universal-link hosts: any.

            #0 /own
                opened from  all links
                declared at  Support/SupportLinks.swift:16

            #1 /tickets
                opened from  all links
                declared at  Support/SupportLinks.swift:16, mounted at App/AppRoutes.swift:50

            #2 /faq
                opened from  all links
                declared at  Support/SupportLinks.swift:16, mounted at Support/SupportLinks.swift:58, in App/AppRoutes.swift:50

            """
        #expect(TableCommand.text(of: table) == expected)
    }

    @Test func aRoutesParentAndSectionAreFieldsOfItsBlock() {
        func entry(_ index: Int, _ literal: String, parent: String?, section: DeepLinkSection?) -> RouteTable.Entry {
            RouteTable.Entry(
                index: index, name: literal, patterns: [RouteTable.Pattern(segments: [.literal(literal)])],
                parameters: [], sources: .all, gates: [], isReversible: false, fileID: "App/Routes.swift", line: 3,
                examples: [], exampleProblems: [], hasDeclaredExamples: false, parent: parent, section: section,
                inheritsSection: literal == "settings", isSectionRoot: parent == nil && section != nil)
        }
        let table = RouteTable(
            entries: [
                entry(0, "profile", parent: nil, section: "profile"),
                entry(1, "settings", parent: "profile", section: "profile"),
                entry(2, "help", parent: nil, section: nil),
            ], schemes: nil, hosts: nil)
        let expected: String = """
            3 routes. Custom schemes: any. Universal-link hosts: any.

            #0 profile  /profile
                opened from  all links
                section      profile (root)
                declared at  App/Routes.swift:3

            #1 settings  /settings
                opened from  all links
                parent       profile
                section      profile (from parent)
                declared at  App/Routes.swift:3

            #2 help  /help
                opened from  all links
                declared at  App/Routes.swift:3

            """
        #expect(TableCommand.text(of: table) == expected)
    }

    @Test func aRedirectsRouteAndARulesOriginAreFieldsOfItsBlock() {
        func entry(_ index: Int, _ literal: String, redirectsTo: String?, rule: Int?) -> RouteTable.Entry {
            RouteTable.Entry(
                index: index, name: redirectsTo == nil ? literal : nil,
                patterns: [RouteTable.Pattern(segments: [.literal(literal)])], parameters: [], sources: .all,
                gates: [], isReversible: false, fileID: rule == nil ? "App/Routes.swift" : "rules",
                line: rule.map(UInt.init) ?? 3, examples: [], exampleProblems: [], hasDeclaredExamples: false,
                redirectsTo: redirectsTo, rule: rule)
        }
        let table = RouteTable(
            entries: [
                entry(0, "recipes", redirectsTo: nil, rule: nil),
                entry(1, "old-recipes", redirectsTo: "recipes", rule: nil),
                entry(2, "summer-sale", redirectsTo: "recipes", rule: 1),
            ], schemes: nil, hosts: nil)
        let expected: String = """
            3 routes. Custom schemes: any. Universal-link hosts: any.

            #0 recipes  /recipes
                opened from  all links
                declared at  App/Routes.swift:3

            #1 /old-recipes
                opened from  all links
                redirects to recipes
                declared at  App/Routes.swift:3

            #2 /summer-sale
                opened from  all links
                redirects to recipes
                declared at  rule 1, at run time

            """
        #expect(TableCommand.text(of: table) == expected)
    }

    @Test func examplesThatCouldNotBeMadeAreListedWithWhy() throws {
        try Self.withRoutesFile("/order/:number(int)\n/order/42\n/order/7\n/order/2024\n") { path in
            let output = TableCommand.run(["--routes", path])
            #expect(output.exitCode == 0)
            let expected =
                "    opened from  all links\n    problems     The link '/order/2024' would open route /order/2024 "
                + "(app.routes:4), not route /order/:number (app.routes:1): a more specific route takes it. Pass "
                + "other parameters, or link to that route.\n    declared at  app.routes:1\n"
            #expect(output.standardOutput.contains(expected))
        }
    }

    @Test(arguments: [
        (["--bogus"], "Unknown option '--bogus'."),
        (["extra"], "Unexpected argument 'extra'."),
        (
            ["--markdown", "--html"],
            "--html and another output option: choose one of --markdown, --html, --aasa and --links."
        ),
        (
            ["--links", "--aasa", "ABCDE12345.a.b"],
            "--aasa and another output option: choose one of --markdown, --html, --aasa and --links."
        ),
        (["--aasa"], "--aasa needs an app ID, such as ABCDE12345.com.example.app."),
        (["--aasa", "--routes", "f"], "--aasa needs an app ID, such as ABCDE12345.com.example.app."),
        (["--routes"], "--routes needs a FILE."),
        (["--routes", "--html"], "--routes needs a FILE."),
        (["--routes", "a", "--routes", "b"], "--routes is given twice."),
    ])
    func badArgumentsAreUsageErrors(arguments: [String], message: String) {
        let output = TableCommand.run(arguments)
        #expect(output == .usageError(message, help: TableCommand.help))
        #expect(output.exitCode == 2)
        #expect(output.standardOutput == "")
    }

    @Test func unreadableOrBadRoutesAndAppIDsFailWithTheReason() throws {
        let missing = TableCommand.run(["--routes", "/nonexistent/app.routes"])
        #expect(missing.exitCode == 1)
        #expect(missing.standardOutput == "")
        #expect(missing.standardError.hasPrefix("error: Cannot read '/nonexistent/app.routes': "))
        try Self.withRoutesFile("/a/:id\n/a/:slug\n") { path in
            let conflict = TableCommand.run(["--routes", path, "--html"])
            #expect(conflict.exitCode == 1)
            #expect(conflict.standardError.hasPrefix("error: app.routes: "))
        }
        let appID = TableCommand.run(["--aasa", "not-an-app-id"])
        let expected =
            "error: Invalid app ID 'not-an-app-id': write the 10-character team ID (letters A-Z and digits), "
            + "a dot and the bundle identifier (letters, digits, '-' and '.'), such as ABCDE12345.com.example.app.\n"
        #expect(appID == CommandOutput(standardOutput: "", standardError: expected, exitCode: 1))
    }

    @Test func helpIsPrintedOnRequest() {
        #expect(TableCommand.run(["--help"]) == .success(TableCommand.help))
        #expect(TableCommand.run(["--html", "-h"]) == .success(TableCommand.help))
        #expect(PlaygroundCommand.run(["help", "table"]) == .success(TableCommand.help))
        #expect(TableCommand.help.contains("--aasa APPID..."))
        #expect(TableCommand.help.contains("--links"))
    }
}
