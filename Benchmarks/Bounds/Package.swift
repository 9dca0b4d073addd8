// swift-tools-version: 6.0
import PackageDescription

// Issue #37's bounds on outside input that the library's own tools read, measured in a release build with nothing
// but DeepLinks: `swift run -c release --package-path Benchmarks/Bounds bounds` (see Benchmarks/README.md, "Bounds").
let package = Package(
    name: "Bounds",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "DeepLinks", path: "../..")],
    targets: [
        .executableTarget(
            name: "bounds",
            dependencies: [
                .product(name: "DeepLinks", package: "DeepLinks"),
                .product(name: "DeepLinksTools", package: "DeepLinks"),
            ],
            path: "Sources/bounds"
        )
    ],
    swiftLanguageModes: [.v6]
)
