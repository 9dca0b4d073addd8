import Foundation
import Testing

@testable import Playground

/// `swift run playground aasa-check`: each kind of problem in a file written to a temporary directory, the exit
/// status, and bad arguments.
@MainActor
@Suite struct AppSiteAssociationCheckCommandTests {
    static let appID = "ABCDE12345.com.bestrecipes.app"
    static let routes = "/recipe/:recipeId\n/order/:number(int)\n/docs/*rest\n"

    /// Files in a fresh temporary directory, by name, removed by `body`'s end; `body` gets their paths.
    static func withFiles<Result>(
        _ files: [String: String], _ body: ([String: String]) throws -> Result
    ) throws -> Result {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("AppSiteAssociationCheckCommandTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String: String] = [:]
        for (name, text) in files {
            let file = directory.appendingPathComponent(name)
            try text.write(to: file, atomically: true, encoding: .utf8)
            paths[name] = file.path
        }
        return try body(paths)
    }

    static func file(_ components: String, appID: String = appID) -> String {
        #"{"applinks": {"details": [{"appIDs": [""# + appID + #""], "components": ["# + components + "]}]}}"
    }

    @Test func theRecipeAppsGeneratedFileHasNoProblem() throws {
        let json = TableCommand.run(["--aasa", Self.appID]).standardOutput
        try Self.withFiles(["aasa.json": json]) { (paths: [String: String]) -> Void in
            let path = try #require(paths["aasa.json"])
            let output = AppSiteAssociationCheckCommand.run([path])
            #expect(
                output
                    == .success(
                        "\(path) for \(Self.appID), against the recipe app (12 routes): no problems.\n"))
            #expect(PlaygroundCommand.run(["aasa-check", path]) == output)
        }
    }

    @Test func eachKindOfProblemIsListedAndExitsWithOne() throws {
        let json = Self.file(
            #"""
            {"/": "/recipe/*"}, {"/": "/recipe/new"}, {"/": "/old/*"}, {"/": "/order/*", "exclude": true},
            {"/": "/x", "exclude": "yes"}
            """#)
        try Self.withFiles(["app.routes": Self.routes, "aasa.json": json]) { (paths: [String: String]) -> Void in
            let routes = try #require(paths["app.routes"])
            let path = try #require(paths["aasa.json"])
            let output = AppSiteAssociationCheckCommand.run([path, "--routes", routes])
            let expected = [
                "\(path) for \(Self.appID), against app.routes (3 routes): 5 problems.",
                "- details[0].components[4]: 'exclude' must be true or false.",
                "- details[0].components[1] (/recipe/new) is unreachable: details[0].components[0] (/recipe/*) "
                    + "comes first and matches every link it matches.",
                "- details[0].components[2] (/old/*) opens links no route takes: its '/' pattern matches no path of "
                    + "a route that accepts links from the web.",
                "- Route /order/:number (app.routes:2): /order/42 does not open the app: "
                    + "details[0].components[3] (/order/*) excludes it.",
                "- Route /docs/*rest (app.routes:3): /docs/a/b does not open the app: no component matches it.",
                "",
            ]
            #expect(output.standardOutput.components(separatedBy: "\n") == expected)
            #expect(output.standardError == "")
            #expect(output.exitCode == 1)
        }
    }

    /// Routes marked `in-app` in the routes file are the app's own: a correct file that does not open them has no
    /// problem (issue #37).
    @Test func inAppRoutesOfTheRoutesFileAreNotReportedAsNotOpened() throws {
        let json = Self.file(#"{"/": "/recipe/*"}, {"/": "/order/*"}"#)
        let marked = Self.routes + "/settings/debug in-app\n/admin/:tool in-app\n"
        let unmarked = Self.routes + "/settings/debug\n/admin/:tool\n"
        let files = ["marked.routes": marked, "unmarked.routes": unmarked, "aasa.json": json]
        // NB: a local function, not a closure: a closure's body is type-checked with the call around it, which
        // took over 100 ms on a loaded CI machine (.ci/typecheck-time.sh).
        func check(_ paths: [String: String]) throws {
            let path = try #require(paths["aasa.json"])
            let docs =
                "- Route /docs/*rest (marked.routes:3): /docs/a/b does not open the app: no component matches it."
            let output = AppSiteAssociationCheckCommand.run([path, "--routes", try #require(paths["marked.routes"])])
            #expect(
                output.standardOutput.components(separatedBy: "\n") == [
                    "\(path) for \(Self.appID), against marked.routes (5 routes): 1 problem.", docs, "",
                ])
            // Unmarked, the same routes are taken to accept web links, and the file not to open them.
            let without = AppSiteAssociationCheckCommand.run([
                path, "--routes", try #require(paths["unmarked.routes"]),
            ])
            let header = "\(path) for \(Self.appID), against unmarked.routes (5 routes): 3 problems."
            #expect(without.standardOutput.hasPrefix(header))
            let notOpened: Bool = without.standardOutput.contains("/settings/debug does not open the app")
            #expect(notOpened)
        }
        try Self.withFiles(files, check)
    }

    /// A file for another app, and a legacy `paths` file, are said to be what they are, not malformed (issue #37).
    @Test func aFileForAnotherAppOrInTheLegacyFormIsNamedForWhatItIs() throws {
        let other = Self.file(#"{"/": "*"}"#, appID: "ZZZZZ99999.com.other.app")
        let legacy = #"{"applinks": {"apps": [], "details": [{"appID": "\#(Self.appID)", "paths": ["*"]}]}}"#
        // NB: a local function, not a closure: a closure's body is type-checked with the call around it, which
        // took over 100 ms on a loaded CI machine (.ci/typecheck-time.sh).
        func check(_ paths: [String: String]) throws {
            let otherPath = try #require(paths["other.json"])
            let forOther = AppSiteAssociationCheckCommand.run([otherPath, "--app-id", Self.appID])
            let otherLines: [String] = Array(forOther.standardOutput.components(separatedBy: "\n").dropFirst())
            let otherProblem: String =
                "- The file is written for another app ID: ZZZZZ99999.com.other.app (this app: \(Self.appID)); it "
                + "opens none of this app's links."
            #expect(otherLines == [otherProblem, ""])
            let otherCode: Int32 = forOther.exitCode
            #expect(otherCode == 1)
            let legacyPath = try #require(paths["legacy.json"])
            let forLegacy = AppSiteAssociationCheckCommand.run([legacyPath])
            let legacyLines: [String] = forLegacy.standardOutput.components(separatedBy: "\n")
            let legacyHeader: String = "\(legacyPath) for \(Self.appID), against the recipe app (12 routes): 1 problem."
            let legacyProblem: String =
                "- details[0] is in the legacy 'paths' form, which Apple documents for iOS 12 and earlier; iOS 13 "
                + "and later read 'components' (routeTable.appleAppSiteAssociation(appIDs:) writes them). The "
                + "check reads only 'components': this detail's links were not checked."
            #expect(legacyLines == [legacyHeader, legacyProblem, ""])
            let legacyCode: Int32 = forLegacy.exitCode
            #expect(legacyCode == 1)
        }
        try Self.withFiles(["other.json": other, "legacy.json": legacy], check)
    }

    @Test func aFileWithDefaultsAndSubstitutionVariablesIsReadExpanded() throws {
        let json = #"""
            {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.bestrecipes.app"],
              "defaults": {"caseSensitive": false}, "components": [
                {"/": "/$(section)/?*", "comment": "recipe, order, old"}, {"/": "/DOCS/*"}]}],
              "substitutionVariables": {"section": ["Recipe", "order", "old"]}}}
            """#
        try Self.withFiles(["app.routes": Self.routes, "aasa.json": json]) { (paths: [String: String]) -> Void in
            let routes = try #require(paths["app.routes"])
            let path = try #require(paths["aasa.json"])
            let output = PlaygroundCommand.run(["aasa-check", path, "--routes", routes])
            // The variable's values are components of their own; case-insensitive by the detail's defaults, so that
            // /Recipe/?* and /DOCS/* open /recipe/42 and /docs/a/b.
            let expected = [
                "\(path) for \(Self.appID), against app.routes (3 routes): 1 problem.",
                "- details[0].components[0] (/old/?*) opens links no route takes: its '/' pattern matches no path "
                    + "of a route that accepts links from the web.",
                "",
            ]
            #expect(output.standardOutput.components(separatedBy: "\n") == expected)
            #expect(output.exitCode == 1)
        }
    }

    @Test func theAppIDChoosesTheDetail() throws {
        let json = #"""
            {"applinks": {"details": [
              {"appIDs": ["ZZZZZ99999.com.other.app"], "components": [{"/": "*", "exclude": true}]},
              {"appIDs": ["ABCDE12345.com.bestrecipes.app"], "components": [{"/": "*"}]}]}}
            """#
        // NB: a local function, not a closure: a closure's body is type-checked with the call around it, which
        // took over 100 ms on a loaded CI machine (.ci/typecheck-time.sh).
        func check(_ paths: [String: String]) throws {
            let routes = try #require(paths["app.routes"])
            let path = try #require(paths["aasa.json"])
            let mine = AppSiteAssociationCheckCommand.run([path, "--routes", routes, "--app-id", Self.appID])
            #expect(mine.exitCode == 0)
            let first = AppSiteAssociationCheckCommand.run([path, "--routes", routes])
            #expect(first.exitCode == 1)
            #expect(
                first.standardOutput.hasPrefix(
                    "\(path) for ZZZZZ99999.com.other.app, against app.routes (3 routes): 4 problems.\n"
                        + "- details[0] has no component that opens the app: the file opens none of its links.\n"))
            let missing = AppSiteAssociationCheckCommand.run([path, "--routes", routes, "--app-id", "AAAAA11111.x"])
            let missingLines: [String] = Array(missing.standardOutput.components(separatedBy: "\n").dropFirst())
            let written: String =
                "- The file is written for other app IDs: ZZZZZ99999.com.other.app, "
                + "ABCDE12345.com.bestrecipes.app (this app: AAAAA11111.x); it opens none of this app's links."
            #expect(missingLines == [written, ""])
            let missingCode: Int32 = missing.exitCode
            #expect(missingCode == 1)
        }
        try Self.withFiles(["app.routes": Self.routes, "aasa.json": json], check)
    }

    @Test func aFileWithoutDetailsOpensNoLink() throws {
        try Self.withFiles(["aasa.json": #"{"applinks": {"details": []}}"#]) { (paths: [String: String]) -> Void in
            let path = try #require(paths["aasa.json"])
            let output = AppSiteAssociationCheckCommand.run([path, "--app-id", Self.appID])
            #expect(
                output.standardOutput == "\(path) for \(Self.appID), against the recipe app (12 routes): 1 problem.\n"
                    + "- No detail lists the app ID \(Self.appID): the file opens none of its links.\n")
            #expect(output.exitCode == 1)
            #expect(
                AppSiteAssociationCheckCommand.run([path]).standardOutput
                    == "\(path), against the recipe app (12 routes): 1 problem.\n- The file lists no app ID.\n")
        }
    }

    @Test func aFileThatIsNotJSONIsAProblem() throws {
        try Self.withFiles(["aasa.json": "<html>Not found</html>"]) { (paths: [String: String]) -> Void in
            let path = try #require(paths["aasa.json"])
            let output = AppSiteAssociationCheckCommand.run([path])
            #expect(
                output.standardOutput == "\(path), against the recipe app (12 routes): 1 problem.\n"
                    + "- The file is not valid JSON.\n")
            #expect(output.exitCode == 1)
        }
    }

    @Test func aMissingFileOrRoutesFileFailsWithOne() {
        let output = AppSiteAssociationCheckCommand.run(["/nonexistent/aasa.json"])
        #expect(
            output
                == CommandOutput(
                    standardOutput: "", standardError: "error: Cannot read '/nonexistent/aasa.json'.\n", exitCode: 1))
        let routes = AppSiteAssociationCheckCommand.run(["x.json", "--routes", "/nonexistent/app.routes"])
        #expect(routes.standardError.hasPrefix("error: Cannot read '/nonexistent/app.routes'"))
        #expect(routes.exitCode == 1)
    }

    @Test(arguments: [
        ([], "Missing apple-app-site-association file."),
        (["a.json", "b.json"], "Unexpected argument 'b.json': give one apple-app-site-association file."),
        (["a.json", "--aasa"], "Unknown option '--aasa'."),
        (["a.json", "--app-id"], "--app-id needs a ID."),
    ])
    func badArgumentsExitWithTwo(arguments: [String], message: String) {
        let output = AppSiteAssociationCheckCommand.run(arguments)
        #expect(output == .usageError(message, help: AppSiteAssociationCheckCommand.help))
        #expect(output.exitCode == 2)
    }

    @Test func helpPrintsTheUsage() {
        #expect(AppSiteAssociationCheckCommand.run(["--help"]) == .success(AppSiteAssociationCheckCommand.help))
        #expect(AppSiteAssociationCheckCommand.help.contains("USAGE: swift run playground aasa-check <file>"))
    }
}
