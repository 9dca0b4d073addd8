import HandWrittenRoutes

// The 10-route app of SizeAppDeepLinks with a hand-written `switch` (HandWrittenRoutes) instead of DeepLinks, and
// no Foundation: the baseline of the code-size benchmark (Benchmarks/README.md, "Code size").

let link = CommandLine.arguments.dropFirst().first ?? "/home"
if let intent = intent(forPath: link) {
    print(intent)
} else {
    print("no route")
}
