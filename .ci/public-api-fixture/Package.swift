// swift-tools-version: 6.0
// The self-test of .ci/public-api.sh, not part of DeepLinks: each declaration line of these sources ends with what
// the counting rule must make of it, `// API: N` (N declarations counted on that line, with the flags --list shows
// in brackets), and the script fails when its count of a line differs.
import PackageDescription

let package = Package(
    name: "PublicAPIFixture",
    products: [
        .library(name: "Shapes", targets: ["Shapes"]),
        // A product of two modules counts the public declarations of both.
        .library(name: "Pair", targets: ["PairCore", "PairExtras"]),
        // Not a library: not counted, and not built.
        .executable(name: "tool", targets: ["Tool"]),
    ],
    targets: [
        .target(name: "Shapes"),
        .target(name: "PairCore"),
        .target(name: "PairExtras", dependencies: ["PairCore"]),
        .executableTarget(name: "Tool", dependencies: ["Shapes"]),
    ],
    swiftLanguageModes: [.v6]
)
