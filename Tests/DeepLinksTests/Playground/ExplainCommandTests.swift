import DeepLinksTestSupport
import Foundation
import Testing

@testable import Playground

/// `swift run playground explain`: a pattern's segments, conflicts, competitors and example; exit status pinned.
@MainActor
@Suite struct ExplainCommandTests {
    static let github = CorpusFiles.directory.appendingPathComponent("github-api.routes").path

    static func lines(_ output: CommandOutput) -> [String] {
        output.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func explainsAPatternThatFitsTheTable() {
        let output = ExplainCommand.run(["/menu/today"])
        let expected: [String] = [
            "pattern    /menu/today",
            "table      the recipe app's (12 routes)",
            "",
            "segments   left to right; at each, literal (1) > Int (2) > String = Either (3) > remainder (4)",
            "  1  menu              literal         rank 1",
            "  2  today             literal         rank 1",
            "",
            "same       no route of the table has this pattern",
            "conflicts  none: the table builds with it",
            "competes   1 of the table's patterns matches some of its links:",
            "  it beats /menu/:weekOrMenuId (route menu, Playground/RecipeApp.swift:126) at segment 2: a literal beats "
                + "an Either capture.",
            "example    /menu/today opens it",
            "",
        ]
        #expect(Self.lines(output) == expected)
        #expect(output.exitCode == 0)
    }

    @Test func explainsAConflict() {
        let output = ExplainCommand.run(["/recipe/:query"])
        let lines = Self.lines(output)
        let expected: [String] = [
            "same       no route of the table has this pattern",
            "conflicts  Conflicting routes: '/recipe/:recipeId' (Playground/RecipeApp.swift:95) and '/recipe/:query' "
                + "(command line:1) accept exactly the same links at the same precedence. Make one more specific (a "
                + "literal, or an Int capture), or remove one.",
            "competes   2 of the table's patterns match some of its links:",
            "  /recipe/:recipeId (route recipe, Playground/RecipeApp.swift:95) accepts the same links at the same "
                + "precedence: they conflict.",
            "  /recipe/new (route newRecipe, Playground/RecipeApp.swift:103) beats it at segment 2: a literal beats a "
                + "String capture.",
            "example    /recipe/example: in the table as it is, opens /recipe/:recipeId (route recipe, "
                + "Playground/RecipeApp.swift:95)",
            "",
        ]
        let tail: [String] = Array(lines.suffix(expected.count))
        #expect(tail == expected)
        #expect(lines.contains("  2  :query            String capture  rank 3"))
        #expect(output.exitCode == 1)
    }

    @Test func findsThePatternInTheTable() {
        let lines = Self.lines(ExplainCommand.run(["/recipe/:recipeId"]))
        #expect(
            lines.contains(
                "same       /recipe/:recipeId (route recipe, Playground/RecipeApp.swift:95) has this pattern"))
        let search = Self.lines(ExplainCommand.run(["/search"]))
        #expect(
            search.contains("same       /search (route searchQuery, Playground/RecipeApp.swift:117) has this pattern"))
        #expect(search.contains("conflicts  none: the table builds with it"))
        #expect(
            search.contains(
                "  /search (route searchQuery, Playground/RecipeApp.swift:117) has the same path and requires the query "
                    + "item query: it takes the links that carry it."))
        #expect(search.contains("example    /search opens it"))
    }

    @Test func givesTheExampleItsCaptures() {
        let output = ExplainCommand.run(["/subscription/:subscriptionId/:weekOrMenuId"])
        let lines = Self.lines(output)
        #expect(lines.contains("  3  :weekOrMenuId     Either capture  rank 3"))
        #expect(lines.contains("competes   none: no link it matches matches another route"))
        #expect(
            lines.contains(
                "example    /subscription/example/example opens it, with subscriptionId=example, weekOrMenuId=example"))
        #expect(output.exitCode == 0)
    }

    @Test func explainsTheRoot() {
        let lines = Self.lines(ExplainCommand.run(["/"]))
        #expect(lines.contains("segments   none: the root pattern, which matches / alone"))
        #expect(lines.contains("same       / (route home, Playground/RecipeApp.swift:91) has this pattern"))
    }

    @Test func refusesAMalformedPattern() {
        let output = ExplainCommand.run(["/help/*topic/x"])
        let lines = Self.lines(output)
        #expect(lines.contains("  2  *topic            remainder       rank 4"))
        let last: [String] = [
            "invalid    Pattern '/help/*topic/x' (command line:1) has the remainder '*topic' before its end; a "
                + "remainder must be last.",
            "",
        ]
        let tail: [String] = Array(lines.suffix(2))
        #expect(tail == last)
        #expect(output.exitCode == 1)
    }

    @Test func refusesAParameterTheRecipeAppDoesNotHave() {
        let output = ExplainCommand.run(["/recipe/:id"])
        let expected =
            "Unknown parameter ':id' in pattern '/recipe/:id': RecipeParam has no case with raw value 'id'.\n"
            + "The recipe app's parameters: :recipeId, :query, :subscriptionId, :weekId, :menuId, :weekOrMenuId, "
            + ":country, :limit, *topic. For other names, give a table with --routes FILE.\n"
        #expect(output == CommandOutput(standardOutput: "", standardError: expected, exitCode: 1))
        let sigil = ExplainCommand.run(["/help/:topic"])
        #expect(
            sigil.standardError.hasPrefix(
                "Parameter 'topic' in pattern '/help/:topic' is a remainder: write it as '*topic'."))
        #expect(sigil.exitCode == 1)
    }

    @Test func comparesWithARoutesFile() {
        let output = ExplainCommand.run(["/repos/:owner/:repo/:section", "--routes", Self.github])
        let lines = Self.lines(output)
        #expect(lines.contains("table      github-api.routes (142 routes)"))
        #expect(lines.contains("competes   25 of the table's patterns match some of its links:"))
        #expect(
            lines.contains(
                "  /repos/:owner/:repo/events (github-api.routes:6) beats it at segment 4: a literal beats a String capture."
            ))
        #expect(
            lines.contains(
                "example    /repos/example/example/example opens it, with owner=example, repo=example, section=example")
        )
        #expect(output.exitCode == 0)
    }

    @Test func ranksEveryKindAgainstATable() throws {
        let file = try MatchCommandTests.routesFile("/week/:slug\n/week/7\n/week/*rest\n/week/:n(int)/x\n/week/now\n")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let output = ExplainCommand.run(["/week/:week(int)", "--routes", file.path])
        let lines = Self.lines(output)
        let expected: [String] = [
            "competes   3 of the table's patterns match some of its links:",
            "  it beats /week/:slug (table.routes:1) at segment 2: an Int capture beats a String capture.",
            "  /week/7 (table.routes:2) beats it at segment 2: a literal beats an Int capture.",
            "  it beats /week/*rest (table.routes:3) at segment 2: an Int capture beats a remainder.",
            "example    /week/42 opens it, with week=42",
            "",
        ]
        let tail: [String] = Array(lines.suffix(expected.count))
        #expect(tail == expected)
        #expect(lines.contains("  2  :week             Int capture     rank 2"))
        let unknownKind = ExplainCommand.run(["/week/:n(float)", "--routes", file.path])
        let message =
            "Unknown capture kind 'float' in '/week/:n(float)': write :name, :name(int), :name(either), :name(uuid), "
            + ":name(bool), :name(double) or *name.\n"
        #expect(unknownKind == CommandOutput(standardOutput: "", standardError: message, exitCode: 1))
    }

    @Test func triesOtherSamplesWhenALiteralTakesTheFirst() throws {
        let file = try MatchCommandTests.routesFile("/tag/example\n")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let lines = Self.lines(ExplainCommand.run(["/tag/:name", "--routes", file.path]))
        #expect(
            lines.contains("  /tag/example (table.routes:1) beats it at segment 2: a literal beats a String capture."))
        #expect(lines.contains("example    /tag/sample opens it, with name=sample"))
    }

    @Test(arguments: [
        ([], "Missing pattern."),
        (["/a", "/b"], "Unexpected argument '/b': give one pattern."),
        (["/a", "--from", "push-notification"], "Unknown option '--from'."),
        (["/a", "--routes"], "--routes needs a FILE."),
        (
            ["/a", "--routes", "/nonexistent/table.routes"],
            "Cannot read '/nonexistent/table.routes': there is no such file."
        ),
    ])
    func refusesBadArguments(_ arguments: [String], _ message: String) {
        let output = ExplainCommand.run(arguments)
        #expect(output.exitCode == 2)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError == "error: \(message)\n\n" + ExplainCommand.help)
    }

    @Test func refusesAMalformedRoutesFile() throws {
        let file = try MatchCommandTests.routesFile("/a\n/b/:c(\n")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let output = ExplainCommand.run(["/a", "--routes", file.path])
        #expect(output.exitCode == 2)
        #expect(
            output.standardError.hasPrefix(
                "error: table.routes:2: Malformed parameter ':c(' in '/b/:c(': write :name, :name(int), :name(either), "
                    + ":name(uuid), :name(bool), :name(double) or *name.\n"))
    }

    @Test func hasHelp() {
        #expect(ExplainCommand.run(["--help"]) == .success(ExplainCommand.help))
        #expect(ExplainCommand.help.hasPrefix("USAGE: swift run playground explain <pattern> [--routes FILE]"))
    }
}
