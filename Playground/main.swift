// `swift run playground`: a tour of DeepLinks on a sample recipe app (PlaygroundTour.swift, Pages/), or one of the
// commands of PlaygroundCommand.swift (`swift run playground help`).
import Foundation

let output = MainActor.assumeIsolated { PlaygroundCommand.run(Array(CommandLine.arguments.dropFirst())) }
if !output.standardOutput.isEmpty {
    print(output.standardOutput, terminator: output.standardOutput.hasSuffix("\n") ? "" : "\n")
}
if !output.standardError.isEmpty {
    FileHandle.standardError.write(Data(output.standardError.utf8))
}
exit(output.exitCode)
