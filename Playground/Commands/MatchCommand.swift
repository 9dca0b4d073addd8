import DeepLinks

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `swift run playground match`: which route a link opens and with what, or why no route does.
enum MatchCommand {
    static let help = """
        USAGE: swift run playground match <url-or-path> [--routes FILE] [--from DOOR]

        Resolves a link with the recipe app's router, or with the routes of FILE, and prints the route it opens:
        the pattern, the route's name and where it is declared, the doors it accepts, whether it needs a signed-in
        user, the captures (decoded, in the pattern's order) and the intent. For a link that opens nothing, prints
        the reason, and the closest route and why it does not match.

        ARGUMENTS:
          <url-or-path>   A URL (myapp://recipe/42, https://bestrecipes.com/recipe/42), read as a link from
                          outside the app; or a path without a scheme (/recipe/42), read as the app's own.

        OPTIONS:
          --routes FILE   Match with a route table written one pattern per line (:name, :name(int),
                          :name(either), *name) instead of the recipe app's; any scheme and host are accepted.
          --from DOOR     The door a URL came through: custom-scheme, universal-link, push-notification,
                          shortcut-item or user-activity. Without it, the URL's scheme decides.
          -h, --help      This help.

        EXIT STATUS: 0 when a route opens the link, 1 when none does, 2 for bad arguments.

        EXAMPLES:
          swift run playground match myapp://recipe/42
          swift run playground match /subscription/abc/three/edit
          swift run playground match myapp://debug/reset-onboarding --from push-notification
          swift run playground match /repos/apple/swift/pulls/7 --routes github-api.routes

        """

    /// What a route of a `--routes` file gives `match`: its line, and the captures.
    struct TextMatch: Sendable {
        var line: Int
        var captures: [TextParam: String]
    }

    /// The doors `--from` accepts, by name: every door a link from outside the app comes through.
    static let doors: [(name: String, door: LinkSource)] = LinkSource.allCases.filter { !$0.isInApp }.map { door in
        ("\(door)".split(separator: " ").joined(separator: "-"), door)
    }

    /// Resolves the link the arguments give and reports the route it opens, or why none does.
    @MainActor
    static func run(_ arguments: [String]) -> CommandOutput {
        let link: String
        let door: LinkSource?
        let routesFile: String?
        do throws(PlaygroundArguments.UsageError) {
            let parsed = try PlaygroundArguments.parse(arguments, valued: ["routes": "FILE", "from": "DOOR"])
            if parsed.wantsHelp { return .success(help) }
            link = try parsed.single("URL or path")
            door = try parsed.values["from"].map(door(named:))
            routesFile = parsed.values["routes"]
            if door != nil, scheme(of: link) == nil {
                throw .init(message: "--from needs a URL: '\(link)' is a path, the app's own, which no door limits.")
            }
        } catch {
            return .usageError(error.message, help: help)
        }
        if let routesFile {
            let router: DeepLinkRouter<TextParam, TextMatch>
            do throws(TextRoutes.LoadError) {
                router = try TextRoutes.router(contentsOf: routesFile) { line, captures in
                    TextMatch(line: line, captures: captures)
                }
            } catch {
                return .usageError(error.description, help: help)
            }
            return report(link, door: door, router: router, captures: \.captures) { _ in nil }
        }
        do {
            let router = try makeRecipeAppRouter()
            return report(link, door: door, router: router, captures: \.captures) { "\($0.intent)" }
        } catch {
            return CommandOutput(
                standardOutput: "", standardError: "The recipe app's routes did not build: \(error)\n", exitCode: 1)
        }
    }

    /// The door `--from` names.
    static func door(named name: String) throws(PlaygroundArguments.UsageError) -> LinkSource {
        guard let door = doors.first(where: { $0.name == name })?.door else {
            let names = doors.map(\.name).joined(separator: ", ")
            throw .init(message: "Unknown door '\(name)' for --from: write one of \(names).")
        }
        return door
    }

    /// The scheme of a URL's text (`myapp` in `myapp://recipe/42`), or `nil` for a path.
    static func scheme(of text: String) -> Substring? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let scheme = text[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter,
            scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
        else { return nil }
        return scheme
    }

    /// Resolves `text` with `router` and reports the outcome: exit status 0 on a match, 1 on a miss.
    static func report<Component, Intent>(
        _ text: String, door: LinkSource?, router: DeepLinkRouter<Component, Intent>,
        captures: (Intent) -> [Component: String], intent: (Intent) -> String?
    ) -> CommandOutput {
        let result: Result<DeepLink<Intent>, DeepLinkError>
        let arrival: String
        if let scheme = scheme(of: text) {
            let isWeb = scheme.lowercased() == "http" || scheme.lowercased() == "https"
            arrival = "\(door ?? (isWeb ? .universalLink : .customScheme))"
            guard let url = URL(string: text) else {
                let lines = [
                    "link      \(text) (\(arrival))",
                    "missed    Invalid URL '\(text)': Foundation does not read it as a URL.",
                    "kind      \(DeepLinkError.Kind.invalidURL)",
                ]
                return CommandOutput(standardOutput: lines.joined(separator: "\n") + "\n", exitCode: 1)
            }
            result = door.map { router.resolve(.url(url, from: $0)) } ?? router.resolve(.url(url))
        } else {
            arrival = "\(LinkSource.path)"
            result = router.resolve(.path(text))
        }
        var lines = ["link      \(text) (\(arrival))"]
        switch result {
        case .success(let link):
            let captured = captures(link.intent)
            let address = router.address(ofPattern: link.pattern, captured: Set(captured.keys))
            lines.append("path      \(link.path)")
            lines.append("matched   \(link.pattern)")
            if let address {
                let route = router.routes[address.route]
                if let name = route.name { lines.append("route     \(name)") }
                lines.append("declared  \(route.fileID):\(route.line)")
                lines.append("doors     \(route.sources)")
            }
            lines.append("gates     \(link.gates.isEmpty ? "none" : link.gates.map(\.name).joined(separator: ", "))")
            lines.append("captures  \(capturesText(address.map { router.orderedCaptures(captured, at: $0) } ?? []))")
            if let intent = intent(link.intent) { lines.append("intent    \(intent)") }
            return .success(lines.joined(separator: "\n") + "\n")
        case .failure(let error):
            lines.append("missed    \(error)")
            lines.append("kind      \(error.kind)")
            if let closest = error.closestPattern {
                let named = router.address(ofPattern: closest).map(router.describe) ?? closest
                lines.append("closest   \(named)")
                if let why = error.closestPatternMismatch { lines.append("why       \(why)") }
            }
            return CommandOutput(standardOutput: lines.joined(separator: "\n") + "\n", exitCode: 1)
        }
    }
}
