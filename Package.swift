// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "DeepLinks",
    platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    products: [
        .library(name: "DeepLinks", targets: ["DeepLinks"]),
        .library(name: "DeepLinksTesting", targets: ["DeepLinksTesting"]),
        .executable(name: "playground", targets: ["Playground"]),
    ],
    targets: [
        .target(name: "DeepLinks", path: "Sources/DeepLinks"),
        // Checks for apps' own tests; imports the toolchain's Testing, so the package keeps zero dependencies.
        .target(name: "DeepLinksTesting", dependencies: ["DeepLinks"], path: "Sources/DeepLinksTesting"),
        .executableTarget(name: "Playground", dependencies: ["DeepLinks"], path: "Playground"),
        .testTarget(
            name: "DeepLinksTests",
            dependencies: ["DeepLinks", "Playground"],
            path: "Tests/DeepLinksTests",
            exclude: ["Fixtures/Corpus"]
        ),
        // Uses the test kit as an app would: no `@testable`.
        .testTarget(
            name: "DeepLinksTestingTests",
            dependencies: ["DeepLinks", "DeepLinksTesting"],
            path: "Tests/DeepLinksTestingTests"
        ),
        // A feature module in a module of its own, for DeepLinksModulesTests to mount across a module boundary.
        .target(name: "OrdersFeature", dependencies: ["DeepLinks"], path: "Tests/FeatureModules/Orders"),
        // Feature modules mounted into an app, as an app would write them: no `@testable`.
        .testTarget(
            name: "DeepLinksModulesTests",
            dependencies: ["DeepLinks", "DeepLinksTesting", "OrdersFeature"],
            path: "Tests/DeepLinksModulesTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
