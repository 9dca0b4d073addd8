/// What a playground command prints and how it exits: commands return it, so tests read it without a process.
struct CommandOutput: Equatable, Sendable {
    /// What goes to standard output.
    var standardOutput: String
    /// What goes to standard error: usage errors and their help.
    var standardError: String = ""
    /// The process's exit status: 0 on success, 1 when the link or pattern was refused, 2 for bad arguments.
    var exitCode: Int32 = 0

    /// A successful run that printed `text`.
    static func success(_ text: String) -> CommandOutput {
        CommandOutput(standardOutput: text)
    }

    /// Bad arguments: the message, then how to use the command, on standard error; exit status 2.
    static func usageError(_ message: String, help: String) -> CommandOutput {
        CommandOutput(standardOutput: "", standardError: "error: \(message)\n\n\(help)", exitCode: 2)
    }
}
