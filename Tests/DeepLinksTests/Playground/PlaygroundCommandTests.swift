import Testing

@testable import Playground

/// `swift run playground [COMMAND]`: the tour, the dispatch to each command, and help.
@MainActor
@Suite struct PlaygroundCommandTests {
    @Test func printsTheTourWithoutACommand() {
        let output = PlaygroundCommand.run([])
        #expect(output == .success(PlaygroundTour.render()))
    }

    @Test func printsEachCommandsHelp() {
        #expect(PlaygroundCommand.run(["help"]) == .success(PlaygroundCommand.help))
        #expect(PlaygroundCommand.run(["--help"]) == .success(PlaygroundCommand.help))
        #expect(PlaygroundCommand.run(["help", "match"]) == .success(MatchCommand.help))
        #expect(PlaygroundCommand.run(["help", "explain"]) == .success(ExplainCommand.help))
        #expect(PlaygroundCommand.run(["help", "table"]) == .success(TableCommand.help))
        #expect(PlaygroundCommand.run(["help", "aasa-check"]) == .success(AppSiteAssociationCheckCommand.help))
        #expect(PlaygroundCommand.run(["help", "pages"]) == .success(PageCommand.help))
    }

    @Test func refusesAnUnknownCommand() {
        let unknown = PlaygroundCommand.run(["mtach"])
        #expect(unknown.exitCode == 2)
        #expect(unknown.standardError == "error: Unknown command 'mtach'.\n\n" + PlaygroundCommand.help)
        let unknownHelp = PlaygroundCommand.run(["help", "mtach"])
        #expect(unknownHelp.exitCode == 2)
        #expect(unknownHelp.standardError.hasPrefix("error: Unknown command 'mtach'."))
    }

    @Test func theHelpNamesEveryCommand() {
        for command in [
            "pages", "page <name-or-number>", "match <url-or-path>", "explain <pattern>", "table", "aasa-check <file>",
            "help",
        ] {
            #expect(PlaygroundCommand.help.contains("\n  \(command)"), "\(command)")
        }
    }
}
