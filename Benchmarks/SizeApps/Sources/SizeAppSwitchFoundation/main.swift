import HandWrittenRoutes

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// SizeAppSwitch reading its link as a Foundation `URL` first, as DeepLinks does: the baseline with Foundation linked,
// so that the code-size benchmark can tell DeepLinks' own code from Foundation (Benchmarks/README.md, "Code size").

let link = CommandLine.arguments.dropFirst().first ?? "/home"
let path = URL(string: link)?.path(percentEncoded: true) ?? link
let query = URL(string: link)?.query(percentEncoded: true).map { "?" + $0 } ?? ""
if let intent = intent(forPath: path + query) {
    print(intent)
} else {
    print("no route")
}
