import DeepLinksTestSupport
import DeepLinksTools
import Foundation
import Testing

@testable import DeepLinks

/// A seeded, randomized differential test of ``Mount``.
///
/// Each random table of ``ReferenceMatcher`` is built flat and as modules (routes grouped by their first literal, each group mounted under it; the rest mounted at the root), with
/// a second component type. Both routers must build or both throw, and every random path must open the same route
/// with the same captures in both, or miss in both for the same kind of reason; links by name must agree too.
///
/// Every failure names its seed; replay one with `DEEPLINKS_SEED=<seed> swift test --filter MountDifferentialTests`.
@Suite struct MountDifferentialTests {
    typealias Reference = ReferenceMatcher
    typealias P = ReferenceMatcher.P

    static let tablesPerSeed = 30
    static let pathsPerTable = 150

    /// Found by the `path` fuzz target (in the test's own grouping, which compared prefixes with `==`): prefixes
    /// that are canonically equivalent but not the same bytes are two mounts, as they are two literals.
    @Test func canonicallyEquivalentPrefixesAreDifferentMounts() throws {
        let table: [Reference.RouteSpec] = [
            Reference.RouteSpec(segments: [.literal("\u{E9}"), .literal("x")], declines: false),
            Reference.RouteSpec(segments: [.literal("e\u{301}"), .literal("x")], declines: false),
        ]
        let router = try DeepLinkRouter(routes: Reference.mountedRoutes(table))
        #expect(router.match(.path("/%C3%A9/x"))?.intent.route == 0)
        #expect(router.match(.path("/e%CC%81/x"))?.intent.route == 1)
    }

    @Test(arguments: DifferentialTests.seeds) func mountedMatchesFlat(seed: UInt64) {
        var rng = SplitMix(seed: seed)
        var reports = 0
        for tableNumber in 0..<Self.tablesPerSeed {
            let table = Reference.randomTable(&rng)
            let context = "seed \(seed), table \(tableNumber)"
            let flatBuild = Result { () throws(DeepLinkRouterError) in
                try DeepLinkRouter(routes: Reference.namedRoutes(table))
            }
            let mountedBuild = Result { () throws(DeepLinkRouterError) in
                try DeepLinkRouter(routes: Reference.mountedRoutes(table))
            }
            guard let flat = flatBuild.success, let mounted = mountedBuild.success else {
                // A conflict in one is a conflict in the other (their messages name other sites).
                #expect(
                    (flatBuild.failure == nil) == (mountedBuild.failure == nil),
                    "\(context): flat \(flatBuild), mounted \(mountedBuild)\n\(Reference.dump(table))")
                continue
            }
            for _ in 0..<Self.pathsPerTable where reports < 10 {
                let path = Reference.randomPath(for: table, &rng)
                let expected = flat.resolve(.path(path))
                let actual = mounted.resolve(.path(path))
                let agree: Bool
                switch (expected, actual) {
                case (.success(let lhs), .success(let rhs)):
                    agree = lhs.intent.isIdentical(to: rhs.intent) && lhs.pattern == rhs.pattern && lhs.path == rhs.path
                case (.failure(let lhs), .failure(let rhs)):
                    agree = lhs.kind == rhs.kind
                default:
                    agree = false
                }
                if !agree {
                    reports += 1
                    let dump = Reference.dump(table)
                    Issue.record(
                        "\(context), path \(Reference.readable(path)): flat \(expected), mounted \(actual)\n\(dump)")
                }
            }
            // Links by name: every route's sample values, by name, through both.
            for index in table.indices where reports < 10 {
                var values: [String: String] = [:]
                for case .parameter(let component) in table[index].segments {
                    values[component.rawValue] = component.capture.sample(round: 0)
                }
                let expected = flat.resolve(.route("r\(index)", values: values))
                let actual = mounted.resolve(.route("r\(index)", values: values))
                let agree: Bool
                switch (expected, actual) {
                case (.success(let lhs), .success(let rhs)):
                    agree = lhs.intent.isIdentical(to: rhs.intent) && lhs.path == rhs.path
                case (.failure(let lhs), .failure(let rhs)): agree = lhs.kind == rhs.kind
                default: agree = false
                }
                let flatPath = Result { () throws(DeepLinkURLError) in
                    try flat.path(for: .route("r\(index)", values: values))
                }
                let mountedPath = Result { () throws(DeepLinkURLError) in
                    try mounted.path(for: .route("r\(index)", values: values))
                }
                if !agree || flatPath.success != mountedPath.success
                    || flatPath.failure?.kind != mountedPath.failure?.kind
                {
                    reports += 1
                    let dump = Reference.dump(table)
                    let flatText = "\(expected) / \(flatPath)"
                    let mountedText = "\(actual) / \(mountedPath)"
                    Issue.record(
                        "\(context), route r\(index) by name: flat \(flatText), mounted \(mountedText)\n\(dump)")
                }
            }
        }
    }
}
