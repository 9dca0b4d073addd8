import Foundation
import Testing

@testable import Playground

/// README's sample sessions (`$ swift run playground …` and what follows, up to the next `$` line or the block's end)
/// are what the commands print: a newcomer who runs them sees the same lines.
@MainActor
@Suite struct ReadmeSessionsTests {
    static let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Playground
        .deletingLastPathComponent()  // DeepLinksTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // the package
        .appendingPathComponent("README.md")

    /// Each session: the command's arguments and the lines README shows after it.
    static func sessions() throws -> [(arguments: [String], shown: [String])] {
        let lines = try String(contentsOf: readme, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        var sessions: [(arguments: [String], shown: [String])] = []
        // Whether the lines read now belong to the last session: from its `$` line to the next one or the block's end.
        var collecting = false
        for line in lines.map(String.init) {
            if line.hasPrefix("```") {
                collecting = false
            } else if line.hasPrefix("$ swift run playground ") {
                let command = line.dropFirst("$ swift run playground ".count)
                sessions.append((command.split(separator: " ").map(String.init), []))
                collecting = true
            } else if line.hasPrefix("$") {
                collecting = false
            } else if collecting {
                sessions[sessions.count - 1].shown.append(line)
            }
        }
        return sessions
    }

    @Test func readmesSessionsAreWhatTheCommandsPrint() throws {
        let sessions = try Self.sessions()
        #expect(sessions.count >= 2, "README shows no playground session")
        for session in sessions {
            let printed = PlaygroundCommand.run(session.arguments).standardOutput
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let trimmed = { (lines: [String]) in Array(lines.reversed().drop { $0.isEmpty }.reversed()) }
            #expect(
                trimmed(session.shown) == trimmed(printed),
                "README's session 'swift run playground \(session.arguments.joined(separator: " "))'")
        }
    }
}
