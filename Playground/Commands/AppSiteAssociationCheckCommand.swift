import DeepLinks
import DeepLinksTools
import Foundation

/// `swift run playground aasa-check`: what a deployed apple-app-site-association file gets wrong for the routes.
enum AppSiteAssociationCheckCommand {
    static let help = """
        USAGE: swift run playground aasa-check <file> [--routes FILE] [--app-id ID]

        Reads an apple-app-site-association file (as the web server serves it) and checks it against the recipe
        app's routes (or the routes of FILE): malformed entries; components that an earlier component makes
        unreachable; components whose '/' pattern matches no path of a route that accepts links from the web;
        and every example link of such a route that the file does not open (no component matches it, or an
        exclusion does first). Components match whole paths, as the system does: trailing slashes dropped on both
        sides ('/buy' opens '/buy/'), '/buy/*' also opening '/buy'. A file written for other app IDs, or in the
        legacy 'paths' form (read by iOS 12 and earlier; not checked), is said to be so.

        ARGUMENTS:
          <file>          The apple-app-site-association file.

        OPTIONS:
          --routes FILE   Check against a route table written one pattern per line instead of the recipe app's.
                          Write 'in-app' after a pattern for a route only the app opens ('/debug/reset in-app'):
                          the file need not open it, and it is not reported.
          --app-id ID     The app whose links to check (TEAMID.bundle.identifier); by default the first app ID of
                          the file's first detail.
          -h, --help      This help.

        EXIT STATUS: 0 when the file has no problem, 1 when it has some or cannot be read, 2 for bad arguments.

        EXAMPLES:
          swift run playground table --aasa ABCDE12345.com.bestrecipes.app > aasa.json
          swift run playground aasa-check aasa.json
          swift run playground aasa-check site/.well-known/apple-app-site-association --routes my.routes

        """

    /// Checks the file the arguments name.
    @MainActor
    static func run(_ arguments: [String]) -> CommandOutput {
        let path: String
        let routesFile: String?
        let appID: String?
        do throws(PlaygroundArguments.UsageError) {
            let parsed = try PlaygroundArguments.parse(arguments, valued: ["routes": "FILE", "app-id": "ID"])
            if parsed.wantsHelp { return .success(help) }
            path = try parsed.single("apple-app-site-association file")
            routesFile = parsed.values["routes"]
            appID = parsed.values["app-id"]
        } catch {
            return .usageError(error.message, help: help)
        }
        let table: RouteTable
        let tableName: String
        do {
            if let routesFile {
                table = try TextRoutes.router(contentsOf: routesFile).routeTable
                tableName = routesFile.split(separator: "/").last.map(String.init) ?? routesFile
            } else {
                table = try makeRecipeAppRouter().routeTable
                tableName = "the recipe app"
            }
        } catch {
            return TableCommand.failure("\(error)")
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            return TableCommand.failure("Cannot read '\(path)'.")
        }
        let check = table.checkAppleAppSiteAssociation(data, appID: appID)
        let routes = table.entries.count == 1 ? "1 route" : "\(table.entries.count) routes"
        let app = check.appID.map { " for \(TableCommand.visible($0))" } ?? ""
        let count = check.findings.count == 1 ? "1 problem" : "\(check.findings.count) problems"
        let summary = check.isClean ? "no problems" : count
        let header = "\(TableCommand.visible(path))\(app), against \(tableName) (\(routes)): \(summary).\n"
        let body = check.findings.map { "- " + $0.message + "\n" }.joined()
        return CommandOutput(standardOutput: header + body, exitCode: check.isClean ? 0 : 1)
    }
}
