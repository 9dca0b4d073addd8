// swift-tools-version: 6.1
import PackageDescription

// The code-size benchmark's two apps (Benchmarks/README.md, "Code size"): one 10-route app that matches one link with
// DeepLinks, the same app with a hand-written `switch`, and that switch app again reading its link as a Foundation
// `URL`. `benchmarks --size` builds them with `swift build -c release` and compares their stripped sizes.
// A package of its own, so that the apps link nothing but what they use (not Hummingbird, not RoutingKit).
let package = Package(
    name: "SizeApps",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "DeepLinks", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "SizeAppDeepLinks",
            dependencies: [.product(name: "DeepLinks", package: "DeepLinks")],
            path: "Sources/SizeAppDeepLinks"
        ),
        .target(name: "HandWrittenRoutes", path: "Sources/HandWrittenRoutes"),
        .executableTarget(name: "SizeAppSwitch", dependencies: ["HandWrittenRoutes"], path: "Sources/SizeAppSwitch"),
        .executableTarget(
            name: "SizeAppSwitchFoundation",
            dependencies: ["HandWrittenRoutes"],
            path: "Sources/SizeAppSwitchFoundation"
        ),
    ],
    swiftLanguageModes: [.v6]
)
