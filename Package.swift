// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "DeepLinks",
    platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    products: [
        .library(name: "DeepLinks", targets: ["DeepLinks"]),
        .executable(name: "playground", targets: ["Playground"]),
    ],
    targets: [
        .target(name: "DeepLinks", path: "Sources/DeepLinks"),
        .executableTarget(name: "Playground", dependencies: ["DeepLinks"], path: "Playground"),
        .testTarget(
            name: "DeepLinksTests",
            dependencies: ["DeepLinks", "Playground"],
            path: "Tests/DeepLinksTests",
            exclude: ["Fixtures/Corpus"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
