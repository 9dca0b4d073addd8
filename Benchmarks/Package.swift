// swift-tools-version: 6.1
import PackageDescription

// The benchmark is its own package so that DeepLinks itself keeps zero dependencies.
// Run it with `swift run -c release --package-path Benchmarks benchmarks` (see Benchmarks/README.md).
let package = Package(
    name: "Benchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "DeepLinks", path: ".."),
        .package(url: "https://github.com/vapor/routing-kit", exact: "4.9.3"),
        // Only the router trie is used: the default traits (swift-configuration, full Foundation) are not needed.
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1", traits: []),
    ],
    targets: [
        .target(name: "AllocationCounter", path: "Sources/AllocationCounter"),
        .executableTarget(
            name: "benchmarks",
            dependencies: [
                "AllocationCounter",
                .product(name: "DeepLinks", package: "DeepLinks"),
                .product(name: "DeepLinksNavigation", package: "DeepLinks"),
                .product(name: "DeepLinksTools", package: "DeepLinks"),
                .product(name: "RoutingKit", package: "routing-kit"),
                .product(name: "Hummingbird", package: "hummingbird"),
            ],
            path: "Sources/Benchmarks"
        ),
    ],
    swiftLanguageModes: [.v6]
)
