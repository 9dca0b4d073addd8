/// `swift run playground explain`: in progress (issue #10).
enum ExplainCommand {
    static let help = "USAGE: swift run playground explain\n"

    @MainActor
    static func run(_ arguments: [String]) -> CommandOutput {
        .usageError("Not written yet.", help: help)
    }
}
