/// `swift run playground [COMMAND]`: the tour without a command, or one of the commands to explore routes.
enum PlaygroundCommand {
    static let help = """
        USAGE: swift run playground [COMMAND]

        Without a command, prints the tour of DeepLinks on a sample recipe app, page after page.

        COMMANDS:
          pages                         The tour's pages.
          page <name-or-number>         One page of the tour.
          match <url-or-path> [--routes FILE] [--from DOOR]
                                        Which route a link opens, its captures, or why none does.
          explain <pattern> [--routes FILE]
                                        A pattern's segments, capture kinds and precedence, and what it conflicts
                                        with or competes with in the table.
          table [--markdown|--html|--aasa APPID...|--links] [--routes FILE]
                                        The route table, as text, Markdown, an HTML page of test links,
                                        apple-app-site-association, or one example link per line.
          aasa-check <file> [--routes FILE] [--app-id ID]
                                        What an apple-app-site-association file gets wrong for the routes:
                                        malformed entries, unreachable components, components that open links no
                                        route takes, routes whose links do not open the app.
          help [COMMAND]                This help, or a command's.

        --routes FILE reads a route table written one pattern per line (:name, :name(int), :name(either), *name),
        instead of the recipe app's.

        """

    /// Runs the command the arguments name (without the program's name).
    @MainActor
    static func run(_ arguments: [String]) -> CommandOutput {
        guard let command = arguments.first else { return .success(PlaygroundTour.render()) }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "match": return MatchCommand.run(rest)
        case "explain": return ExplainCommand.run(rest)
        case "table": return TableCommand.run(rest)
        case "aasa-check": return AppSiteAssociationCheckCommand.run(rest)
        case "pages": return PageCommand.list(rest)
        case "page": return PageCommand.run(rest)
        case "help", "--help", "-h":
            switch rest.first {
            case nil: return .success(help)
            case "match": return .success(MatchCommand.help)
            case "explain": return .success(ExplainCommand.help)
            case "table": return .success(TableCommand.help)
            case "aasa-check": return .success(AppSiteAssociationCheckCommand.help)
            case "page", "pages": return .success(PageCommand.help)
            case let other?: return .usageError("Unknown command '\(other)'.", help: help)
            }
        default:
            return .usageError("Unknown command '\(command)'.", help: help)
        }
    }
}
