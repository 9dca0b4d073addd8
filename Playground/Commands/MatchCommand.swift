/// `swift run playground match`: in progress (issue #10).
enum MatchCommand {
    static let help = "USAGE: swift run playground match\n"

    @MainActor
    static func run(_ arguments: [String]) -> CommandOutput {
        .usageError("Not written yet.", help: help)
    }
}
