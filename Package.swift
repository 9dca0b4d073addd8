// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "DeepLinks",
    platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    products: [
        // Three layers; an app imports the one it needs, and each brings the layers under it.
        // The routing core: routes, the matcher, every door's resolution, reverse routing, stacks, rules.
        .library(name: "DeepLinks", targets: ["DeepLinks"]),
        // The navigator: holding, gates, the handling chain, streams and claims, duplicates, snapshots, unwrapping.
        .library(name: "DeepLinksNavigation", targets: ["DeepLinksNavigation"]),
        // SwiftUI state: DeepLinkNavigationState and the Observation model; the only layer that imports Observation.
        .library(name: "DeepLinksSwiftUI", targets: ["DeepLinksSwiftUI"]),
        // What an app needs only in its tools and tests, so that the code it ships stays small.
        .library(name: "DeepLinksTools", targets: ["DeepLinksTools"]),
        .library(name: "DeepLinksTesting", targets: ["DeepLinksTesting"]),
        .executable(name: "playground", targets: ["Playground"]),
    ],
    targets: [
        .target(name: "DeepLinks", path: "Sources/DeepLinks"),
        .target(name: "DeepLinksNavigation", dependencies: ["DeepLinks"], path: "Sources/DeepLinksNavigation"),
        .target(name: "DeepLinksSwiftUI", dependencies: ["DeepLinksNavigation"], path: "Sources/DeepLinksSwiftUI"),
        // The route table's renderings: Markdown, the HTML page of test links, apple-app-site-association.
        .target(name: "DeepLinksTools", dependencies: ["DeepLinks"], path: "Sources/DeepLinksTools"),
        // Checks for apps' own tests; imports the toolchain's Testing, so the package keeps zero dependencies.
        .target(
            name: "DeepLinksTesting", dependencies: ["DeepLinksNavigation", "DeepLinksTools"],
            path: "Sources/DeepLinksTesting"),
        .executableTarget(
            name: "Playground", dependencies: ["DeepLinks", "DeepLinksNavigation", "DeepLinksSwiftUI", "DeepLinksTools"],
            path: "Playground"),
        .testTarget(
            name: "DeepLinksTests",
            dependencies: [
                "DeepLinks", "DeepLinksNavigation", "DeepLinksSwiftUI", "DeepLinksTools", "Playground",
                "AppSiteAssociationReader", "DeepLinksTestSupport",
            ],
            path: "Tests/DeepLinksTests",
            exclude: ["Fixtures/Corpus"]
        ),
        // Uses the tools as an app's tools would: no `@testable`.
        .testTarget(
            name: "DeepLinksToolsTests",
            dependencies: [
                "DeepLinks", "DeepLinksTools", "Playground", "AppSiteAssociationReader", "DeepLinksTestSupport",
            ],
            path: "Tests/DeepLinksToolsTests"
        ),
        // The fixtures more than one test target uses: the door routes, the corpora, a seeded generator.
        .target(name: "DeepLinksTestSupport", dependencies: ["DeepLinks"], path: "Tests/Support/DeepLinksTestSupport"),
        // An apple-app-site-association file read as Apple documents it, independently of DeepLinksTools.
        .target(name: "AppSiteAssociationReader", path: "Tests/Support/AppSiteAssociationReader"),
        // Uses the test kit as an app would: no `@testable`.
        .testTarget(
            name: "DeepLinksTestingTests",
            dependencies: ["DeepLinks", "DeepLinksNavigation", "DeepLinksTesting"],
            path: "Tests/DeepLinksTestingTests"
        ),
        // A feature module in a module of its own, for DeepLinksModulesTests to mount across a module boundary.
        .target(name: "OrdersFeature", dependencies: ["DeepLinksNavigation"], path: "Tests/FeatureModules/Orders"),
        // The SwiftUI article's feature modules: routes with their back stacks, and coordinators of their own intents.
        .target(name: "ProductsFeature", dependencies: ["DeepLinksSwiftUI"], path: "Tests/FeatureModules/Products"),
        .target(name: "ProfileFeature", dependencies: ["DeepLinksSwiftUI"], path: "Tests/FeatureModules/Profile"),
        // Feature modules mounted into an app, as an app would write them: no `@testable`.
        .testTarget(
            name: "DeepLinksModulesTests",
            dependencies: [
                "DeepLinks", "DeepLinksNavigation", "DeepLinksSwiftUI", "DeepLinksTesting", "DeepLinksTools",
                "OrdersFeature", "ProductsFeature", "ProfileFeature",
            ],
            path: "Tests/DeepLinksModulesTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
