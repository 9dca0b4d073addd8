import Testing

@testable import Playground

/// How the commands read their arguments: positionals, options with values, `--`, and help.
@Suite struct PlaygroundArgumentsTests {
    static let valued = ["routes": "FILE", "from": "DOOR"]

    @Test func readsPositionalsAndOptionsInAnyOrder() throws {
        let parsed = try PlaygroundArguments.parse(
            ["--routes", "a.routes", "x", "--from=push", "y"], valued: Self.valued)
        let positionals: [String] = ["x", "y"]
        let values: [String: String] = ["routes": "a.routes", "from": "push"]
        #expect(parsed.positionals == positionals)
        #expect(parsed.values == values)
        #expect(!parsed.wantsHelp)
    }

    @Test func takesEverythingAfterTheDoubleDashAsPositional() throws {
        let parsed = try PlaygroundArguments.parse(["--", "--routes", "-x"], valued: Self.valued)
        let positionals: [String] = ["--routes", "-x"]
        #expect(parsed.positionals == positionals)
        #expect(parsed.values.isEmpty)
    }

    @Test func notesHelp() throws {
        #expect(try PlaygroundArguments.parse(["x", "-h"], valued: [:]).wantsHelp)
        #expect(try PlaygroundArguments.parse(["--help"], valued: [:]).wantsHelp)
    }

    @Test(arguments: [
        (["--nope"], "Unknown option '--nope'."),
        (["-r", "a"], "Unknown option '-r'."),
        (["--routes"], "--routes needs a FILE."),
        (["--routes", "--from", "x"], "--routes needs a FILE."),
        (["--from="], "--from needs a DOOR."),
        (["--from", "a", "--from", "b"], "--from is given twice."),
    ])
    func refusesBadOptions(_ arguments: [String], _ message: String) {
        #expect(throws: PlaygroundArguments.UsageError(message: message)) {
            try PlaygroundArguments.parse(arguments, valued: Self.valued)
        }
    }

    @Test func wantsExactlyOnePositional() throws {
        let none = try PlaygroundArguments.parse([], valued: [:])
        #expect(throws: PlaygroundArguments.UsageError(message: "Missing pattern.")) { try none.single("pattern") }
        let two = try PlaygroundArguments.parse(["a", "b"], valued: [:])
        #expect(throws: PlaygroundArguments.UsageError(message: "Unexpected argument 'b': give one pattern.")) {
            try two.single("pattern")
        }
        #expect(try PlaygroundArguments.parse(["a"], valued: [:]).single("pattern") == "a")
    }
}
