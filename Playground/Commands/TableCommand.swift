import DeepLinks
import DeepLinksTools

/// `swift run playground table`: the route table of the recipe app (or of a routes file) as text, Markdown, an HTML
/// page of test links, apple-app-site-association, or one example link per line.
enum TableCommand {
    static let help = """
        USAGE: swift run playground table [--markdown | --html | --aasa APPID... | --links] [--routes FILE]

        Prints the recipe app's route table: every route with its patterns, parameters, the doors it is opened
        from, its gates, its parent and section (the tab it opens in), example links and where it was declared,
        and the examples that could not be made, with why.

        OPTIONS:
          --markdown        A GitHub-flavoured Markdown table, to paste into a wiki or a README.
          --html            One self-contained HTML page of test links, to open on a phone and tap through:
                            swift run playground table --html > routes.html
          --aasa APPID...   apple-app-site-association for the web server: the applinks components of the routes
                            that accept links from the web. APPID is TEAMID.bundle.identifier, such as
                            ABCDE12345.com.example.app; give several for several apps. Standard error
                            lists the kinds of links the file opens that the router refuses, with how many
                            components open each (RouteTable.appLinksLimits()).
          --links           One example link per line, for scripts: the route's index, its pattern and the link,
                            separated by tabs.
          --routes FILE     Reads the route table from FILE, one pattern per line (:name, :name(int),
                            :name(either), *name), instead of the recipe app's.
          -h, --help        This help.

        Exit status: 0 on success, 1 when the routes cannot be read or written in that form, 2 for bad arguments.

        """

    /// The output forms; text when no option chooses one.
    enum Format: Equatable {
        case text, markdown, html, links
        case appleAppSiteAssociation(appIDs: [String])
    }

    /// What the arguments ask for.
    struct Request: Equatable {
        var format = Format.text
        var routesFile: String?
    }

    @MainActor
    static func run(_ arguments: [String]) -> CommandOutput {
        let request: Request
        switch parse(arguments) {
        case .success(let parsed?): request = parsed
        case .success(nil): return .success(help)
        case .failure(let error): return .usageError(error.description, help: help)
        }
        let table: RouteTable
        do {
            if let file = request.routesFile {
                table = try TextRoutes.router(contentsOf: file).routeTable
            } else {
                table = try makeRecipeAppRouter().routeTable
            }
        } catch {
            return failure("\(error)")
        }
        switch request.format {
        case .text: return .success(text(of: table))
        case .markdown: return .success(table.markdown(title: "Deep links"))
        case .html: return .success(table.html())
        case .links: return .success(links(of: table))
        case .appleAppSiteAssociation(let appIDs):
            do {
                var output = CommandOutput.success(try table.appleAppSiteAssociation(appIDs: appIDs))
                // What the file opens that the router refuses, on standard error: the JSON stays servable as is.
                output.standardError = try table.appLinksLimits().map { "note: \($0)\n" }.joined()
                return output
            } catch {
                return failure(error.description)
            }
        }
    }

    /// A bad argument; `description` is the message.
    struct ArgumentError: Error, CustomStringConvertible, Equatable {
        var description: String
    }

    /// Reads the arguments: the request, or `nil` for `--help`.
    static func parse(_ arguments: [String]) -> Result<Request?, ArgumentError> {
        var request = Request()
        var format: Format?
        var index = 0
        func choose(_ chosen: Format, _ option: String) -> ArgumentError? {
            guard format == nil else {
                return ArgumentError(
                    description:
                        "\(option) and another output option: choose one of --markdown, --html, --aasa and --links.")
            }
            format = chosen
            return nil
        }
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            switch argument {
            case "-h", "--help":
                return .success(nil)
            case "--markdown", "--html", "--links":
                let chosen: Format = argument == "--markdown" ? .markdown : argument == "--html" ? .html : .links
                if let error = choose(chosen, argument) { return .failure(error) }
            case "--aasa":
                let appIDs = arguments[index...].prefix { !$0.hasPrefix("-") }
                index += appIDs.count
                guard !appIDs.isEmpty else {
                    return .failure(
                        ArgumentError(description: "--aasa needs an app ID, such as ABCDE12345.com.example.app."))
                }
                if let error = choose(.appleAppSiteAssociation(appIDs: Array(appIDs)), argument) {
                    return .failure(error)
                }
            case "--routes":
                guard request.routesFile == nil else {
                    return .failure(ArgumentError(description: "--routes is given twice."))
                }
                guard index < arguments.count, !arguments[index].hasPrefix("-") else {
                    return .failure(ArgumentError(description: "--routes needs a FILE."))
                }
                request.routesFile = arguments[index]
                index += 1
            case let option where option.hasPrefix("-"):
                return .failure(ArgumentError(description: "Unknown option '\(option)'."))
            default:
                return .failure(ArgumentError(description: "Unexpected argument '\(argument)'."))
            }
        }
        request.format = format ?? .text
        return .success(request)
    }

    /// The table as text: a block per route.
    static func text(of table: RouteTable) -> String {
        let schemes = table.schemes.map { $0.isEmpty ? "none" : $0.joined(separator: ", ") } ?? "any"
        let hosts = table.hosts.map { $0.isEmpty ? "none" : $0.joined(separator: ", ") } ?? "any"
        let count = table.entries.count == 1 ? "1 route" : "\(table.entries.count) routes"
        var lines = ["\(count). Custom schemes: \(schemes). Universal-link hosts: \(hosts)."]
        for entry in table.entries {
            let patterns = entry.patterns.map { visible($0.text) }.joined(separator: "  ")
            lines += ["", "#\(entry.index) " + (entry.name.map { visible($0) + "  " } ?? "") + patterns]
            func field(_ label: String, _ values: [String]) {
                for (number, value) in values.enumerated() {
                    let padded = number == 0 ? label + String(repeating: " ", count: 13 - label.count) : "             "
                    lines.append("    " + padded + value)
                }
            }
            field("parameters", entry.parameters.map { visible($0.description) })
            field("opened from", [entry.sources.description])
            field("gates", entry.gates.isEmpty ? [] : [visible(entry.gates.map(\.name).joined(separator: ", "))])
            field("parent", entry.parent.map { [visible($0)] } ?? [])
            field("section", entry.sectionSummary.map { [visible($0)] } ?? [])
            field("redirects to", entry.redirectsTo.map { [visible($0)] } ?? [])
            field("links", entry.examples.flatMap(\.links))
            field("problems", entry.exampleProblems.map(visible))
            // A mounted module's route: the module's site, then the mount's; a rule's: its position in the set, as
            // the library's renderings show them.
            field("declared at", [visible(entry.origin)])
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One example link per line: `<route index>\t<pattern>\t<link>`.
    static func links(of table: RouteTable) -> String {
        var lines: [String] = []
        for entry in table.entries {
            for example in entry.examples {
                let pattern =
                    entry.patterns.indices.contains(example.patternIndex)
                    ? visible(entry.patterns[example.patternIndex].text) : ""
                lines += example.links.map { "\(entry.index)\t\(pattern)\t\($0)" }
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// Text from routes with control characters written as Swift escapes (`\n`), as the HTML page writes them.
    static func visible(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _
            where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}"
                || scalar == "\u{2029}":
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A failure that is not a bad argument: the message on standard error, exit status 1.
    static func failure(_ message: String) -> CommandOutput {
        CommandOutput(standardOutput: "", standardError: "error: \(message)\n", exitCode: 1)
    }
}
