/// `swift run playground table`: in progress (issue #10).
enum TableCommand {
    static let help = "USAGE: swift run playground table\n"

    @MainActor
    static func run(_ arguments: [String]) -> CommandOutput {
        .usageError("Not written yet.", help: help)
    }
}
