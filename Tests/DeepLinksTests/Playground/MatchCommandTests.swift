import DeepLinksTestSupport
import Foundation
import Testing

@testable import Playground

/// `swift run playground match`: the route a link opens, or why none does; exit status and messages pinned.
@MainActor
@Suite struct MatchCommandTests {
    static let github = CorpusFiles.directory.appendingPathComponent("github-api.routes").path
    /// GitHub's routes that the benchmark corpus leaves out, among them `:ref` and `*ref` in one table.
    static let githubCommented = CorpusFiles.directory.appendingPathComponent("github-api-commented.routes").path

    /// A routes file in the temporary directory, removed by the caller.
    static func routesFile(_ text: String, name: String = "table.routes") throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    static func lines(_ output: CommandOutput) -> [String] {
        output.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func reportsTheRouteALinkOpens() {
        let output = MatchCommand.run(["myapp://recipe/42"])
        let expected: [String] = [
            "link      myapp://recipe/42 (custom scheme)",
            "path      /recipe/42",
            "matched   /recipe/:recipeId",
            "route     recipe",
            "declared  Playground/RecipeApp.swift:95",
            "doors     all links",
            "gates     none",
            "captures  recipeId=42",
            #"intent    showRecipe(recipeId: "42")"#,
            "",
        ]
        #expect(Self.lines(output) == expected)
        #expect(output.exitCode == 0)
        #expect(output.standardError.isEmpty)
    }

    @Test func ordersCapturesAsThePatternAndQueryDeclareThem() {
        let swap = Self.lines(MatchCommand.run(["/subscription/abc/swap/m%209"]))
        #expect(swap.contains("captures  subscriptionId=abc, menuId=m 9"))
        #expect(swap.contains("gates     authorization"))
        #expect(swap.contains("link      /subscription/abc/swap/m%209 (path)"))
        let recipes = Self.lines(MatchCommand.run(["https://www.bestrecipes.com/recipes?limit=7&country=FR&utm=x"]))
        #expect(recipes.contains("captures  country=FR, limit=7"))
        #expect(
            recipes.contains("link      https://www.bestrecipes.com/recipes?limit=7&country=FR&utm=x (universal link)"))
    }

    @Test func tellsRoutesOfOneShapeApartByTheirQueryItems() {
        let query = Self.lines(MatchCommand.run(["myapp://search?query=caf%C3%A9+au+lait"]))
        #expect(query.contains("route     searchQuery"))
        #expect(query.contains("captures  query=café au lait"))
        let path = Self.lines(MatchCommand.run(["myapp://search/rock%2Froll"]))
        #expect(path.contains("route     search"))
        #expect(path.contains("captures  query=rock/roll"))
    }

    @Test func reportsTheReasonAndTheClosestRoute() {
        let output = MatchCommand.run(["/subscription/abc/three/edit"])
        let expected: [String] = [
            "link      /subscription/abc/three/edit (path)",
            "missed    No route matches '/subscription/abc/three/edit'; closest: "
                + "/subscription/:subscriptionId/:weekId/edit — weekId expects an Int, got 'three'.",
            "kind      noRoute",
            "closest   /subscription/:subscriptionId/:weekId/edit (route editWeek, Playground/RecipeApp.swift:168)",
            "why       weekId expects an Int, got 'three'",
            "",
        ]
        #expect(Self.lines(output) == expected)
        #expect(output.exitCode == 1)
    }

    @Test func aDoorCanRefuseALink() {
        let output = MatchCommand.run(["myapp://debug/reset-onboarding", "--from", "push-notification"])
        let expected: [String] = [
            "link      myapp://debug/reset-onboarding (push notification)",
            "missed    No route matches '/debug/reset-onboarding'; closest: /debug/reset-onboarding — it accepts "
                + "custom-scheme links only, and this is a push notification.",
            "kind      noRoute",
            "closest   /debug/reset-onboarding (route resetOnboarding, Playground/RecipeApp.swift:160)",
            "why       it accepts custom-scheme links only, and this is a push notification",
            "",
        ]
        #expect(Self.lines(output) == expected)
        #expect(output.exitCode == 1)
        let opened = MatchCommand.run(["myapp://debug/reset-onboarding", "--from=custom-scheme"])
        #expect(opened.exitCode == 0)
        #expect(Self.lines(opened).contains("doors     custom-scheme links only"))
    }

    @Test func reasonsWithoutAClosestRoute() {
        let host = MatchCommand.run(["https://evil.example/recipe/42"])
        let expected: [String] = [
            "link      https://evil.example/recipe/42 (universal link)",
            "missed    Unsupported host 'evil.example' in 'https://evil.example/recipe/42'; accepted: bestrecipes.com, "
                + "*.bestrecipes.com.",
            "kind      unsupportedHost",
            "",
        ]
        #expect(Self.lines(host) == expected)
        #expect(host.exitCode == 1)
        let declined = Self.lines(MatchCommand.run(["myapp://subscription/abc/99/edit"]))
        #expect(declined.contains("kind      declined"))
        #expect(!declined.contains { $0.hasPrefix("closest") })
    }

    @Test func aURLFoundationRefusesIsAMissNotACrash() {
        let output = MatchCommand.run(["http://[::1"])
        let expected: [String] = [
            "link      http://[::1 (universal link)",
            "missed    Invalid URL 'http://[::1': Foundation does not read it as a URL.",
            "kind      invalidURL",
            "",
        ]
        #expect(Self.lines(output) == expected)
        #expect(output.exitCode == 1)
    }

    @Test func readsARoutesFile() {
        let hit = MatchCommand.run(["/repos/apple/swift/pulls/7", "--routes", Self.github])
        let expected: [String] = [
            "link      /repos/apple/swift/pulls/7 (path)",
            "path      /repos/apple/swift/pulls/7",
            "matched   /repos/:owner/:repo/pulls/:number",
            "declared  github-api.routes:80",
            "doors     all links",
            "gates     none",
            "captures  owner=apple, repo=swift, number=7",
            "",
        ]
        #expect(Self.lines(hit) == expected)
        #expect(hit.exitCode == 0)
        let url = Self.lines(MatchCommand.run(["gh://repos/apple/swift/git/refs", "--routes", Self.github]))
        #expect(url.contains("link      gh://repos/apple/swift/git/refs (custom scheme)"))
        #expect(url.contains("declared  github-api.routes:37"))
        let rest = MatchCommand.run(["gh://repos/apple/swift/git/refs/heads/main", "--routes", Self.githubCommented])
        #expect(Self.lines(rest).contains("matched   /repos/:owner/:repo/git/refs/*ref"))
        #expect(Self.lines(rest).contains("captures  owner=apple, repo=swift, ref=heads/main"))
        let miss = MatchCommand.run(["https://api.github.com/repos/apple/swift/pullz", "--routes", Self.github])
        #expect(miss.exitCode == 1)
        #expect(Self.lines(miss).contains("closest   /repos/:owner/:repo/events (github-api.routes:6)"))
        #expect(Self.lines(miss).contains("why       expects 'events', got 'pullz'"))
    }

    @Test func readsTheKindsOfARoutesFile() throws {
        let file = try Self.routesFile("# weeks\n/week/:week(int)\n\n/week/:slug\n/menu/:id(either)\n")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let int = Self.lines(MatchCommand.run(["/week/12", "--routes", file.path]))
        #expect(int.contains("declared  table.routes:2"))
        let string = Self.lines(MatchCommand.run(["/week/twelve", "--routes", file.path]))
        #expect(string.contains("declared  table.routes:4"))
        #expect(string.contains("captures  slug=twelve"))
    }

    @Test(arguments: [
        ([], "Missing URL or path."),
        (["a", "b"], "Unexpected argument 'b': give one URL or path."),
        (["myapp://recipe/42", "--verbose"], "Unknown option '--verbose'."),
        (["myapp://recipe/42", "-v"], "Unknown option '-v'."),
        (["myapp://recipe/42", "--routes"], "--routes needs a FILE."),
        (["myapp://recipe/42", "--routes", "--from", "push-notification"], "--routes needs a FILE."),
        (["myapp://recipe/42", "--routes="], "--routes needs a FILE."),
        (["myapp://recipe/42", "--routes", "a", "--routes", "b"], "--routes is given twice."),
        (
            ["myapp://recipe/42", "--from", "web"],
            "Unknown door 'web' for --from: write one of custom-scheme, universal-link, push-notification, "
                + "shortcut-item, user-activity."
        ),
        (
            ["/recipe/42", "--from", "push-notification"],
            "--from needs a URL: '/recipe/42' is a path, the app's own, which no door limits."
        ),
        (
            ["/recipe/42", "--routes", "/nonexistent/table.routes"],
            "Cannot read '/nonexistent/table.routes': there is no such file."
        ),
    ])
    func refusesBadArguments(_ arguments: [String], _ message: String) {
        let output = MatchCommand.run(arguments)
        #expect(output.exitCode == 2)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError == "error: \(message)\n\n" + MatchCommand.help)
    }

    @Test func refusesAMalformedOrConflictingRoutesFile() throws {
        let malformed = try Self.routesFile("/a\n/b/:c(float)\n")
        let directory = try Self.routesFile("/a\n")
        let conflicting = try Self.routesFile("/a/:x\n\n/a/:y\n")
        let empty = try Self.routesFile("# nothing\n\n")
        defer {
            for file in [malformed, directory, conflicting, empty] {
                try? FileManager.default.removeItem(at: file.deletingLastPathComponent())
            }
        }
        let messages: [String] = [malformed, directory.deletingLastPathComponent(), conflicting, empty].map { file in
            let output = MatchCommand.run(["/a", "--routes", file.path])
            #expect(output.exitCode == 2)
            return output.standardError.components(separatedBy: "\n").first ?? ""
        }
        let expected: [String] = [
            "error: table.routes:2: Unknown capture kind 'float' in '/b/:c(float)': write :name, :name(int), "
                + ":name(either), :name(uuid), :name(bool), :name(double) or *name.",
            "error: Cannot read '\(directory.deletingLastPathComponent().path)': it is a directory.",
            "error: table.routes: Conflicting routes: '/a/:x' (table.routes:1) and '/a/:y' (table.routes:3) accept "
                + "exactly the same links at the same precedence. Make one more specific (a literal, or an Int "
                + "capture), or remove one.",
            "error: table.routes holds no route.",
        ]
        #expect(messages == expected)
    }

    @Test func hasHelp() {
        #expect(MatchCommand.run(["--help"]) == .success(MatchCommand.help))
        #expect(MatchCommand.run(["myapp://recipe/42", "-h"]) == .success(MatchCommand.help))
        #expect(
            MatchCommand.help.hasPrefix("USAGE: swift run playground match <url-or-path> [--routes FILE] [--from DOOR]")
        )
    }
}
