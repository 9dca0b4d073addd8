// swift-tools-version: 6.1
import PackageDescription

// The code-size benchmark's apps (Benchmarks/README.md, "Code size"): one 10-route app that matches one link, built
// three times from the same route table (SizeAppRoutes), once a layer of DeepLinks: the routing core alone
// (SizeAppDeepLinks), the navigator (SizeAppNavigator) and the SwiftUI model (SizeAppSwiftUIModel); the same app
// with a hand-written `switch` (SizeAppSwitch), and that switch app again reading its link as a Foundation `URL`.
// `benchmarks --size` builds them with `swift build -c release` and compares their stripped sizes.
// A package of its own, so that the apps link nothing but what they use (not Hummingbird, not RoutingKit).
let package = Package(
    name: "SizeApps",
    // macOS 14: the SwiftUI layer's Observation model needs it.
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "DeepLinks", path: "../..")
    ],
    targets: [
        .target(
            name: "SizeAppRoutes",
            dependencies: [.product(name: "DeepLinks", package: "DeepLinks")],
            path: "Sources/SizeAppRoutes"
        ),
        .executableTarget(
            name: "SizeAppDeepLinks",
            dependencies: ["SizeAppRoutes", .product(name: "DeepLinks", package: "DeepLinks")],
            path: "Sources/SizeAppDeepLinks"
        ),
        .executableTarget(
            name: "SizeAppNavigator",
            dependencies: ["SizeAppRoutes", .product(name: "DeepLinksNavigation", package: "DeepLinks")],
            path: "Sources/SizeAppNavigator"
        ),
        .executableTarget(
            name: "SizeAppSwiftUIModel",
            dependencies: ["SizeAppRoutes", .product(name: "DeepLinksSwiftUI", package: "DeepLinks")],
            path: "Sources/SizeAppSwiftUIModel"
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
