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

    /// The module's components: the reference's, under another type.
    enum M: String, DeepLinkPathComponent, CaseIterable {
        case s0, s1, s2, i0, i1, i2, e0, e1

        var capture: CaptureKind { P(rawValue: rawValue)?.capture ?? .string }
    }

    static let tablesPerSeed = 30
    static let pathsPerTable = 150

    /// The table as modules.
    ///
    /// A `Mount` per first literal (in order of first appearance), and one at the root for the patterns that start
    /// with a parameter or are empty. Route `i` still answers `Intent(route: i, ...)`.
    static func mountedRoutes(_ table: [Reference.RouteSpec]) -> [Route<P, Reference.Intent>] {
        var groups: [(prefix: String?, routes: [Route<M, Reference.Intent>])] = []
        for (index, spec) in table.enumerated() {
            var segments = spec.segments
            var prefix: String?
            if case .literal(let text)? = segments.first {
                prefix = text
                segments.removeFirst()
            }
            let moduleSegments: [RoutePattern<M>.Segment] = segments.map { segment in
                switch segment {
                case .literal(let text): .literal(text)
                case .parameter(let component): .parameter(M(rawValue: component.rawValue) ?? .s0)
                }
            }
            let declines = spec.declines
            let route = Route<M, Reference.Intent>(
                patterns: [RoutePattern(segments: moduleSegments)], name: "r\(index)", fileID: "Module",
                line: UInt(index)
            ) { params in
                var captures: [P: String] = [:]
                for (component, value) in params { captures[P(rawValue: component.rawValue) ?? .s0] = value }
                return declines ? nil : Reference.Intent(route: index, params: captures)
            }
            if let group = groups.firstIndex(where: { $0.prefix == prefix }) {
                groups[group].routes.append(route)
            } else {
                groups.append((prefix, [route]))
            }
        }
        return groups.flatMap { group in
            let prefix = RoutePattern<P>(segments: group.prefix.map { [.literal($0)] } ?? [])
            return Mount(prefix, group.routes) { $0 }.routes
        }
    }

    /// The flat table, with the same names as the mounted one.
    static func flatRoutes(_ table: [Reference.RouteSpec]) -> [Route<P, Reference.Intent>] {
        Reference.makeRoutes(table).enumerated().map { $0.element.named("r\($0.offset)") }
    }

    @Test(arguments: DifferentialTests.seeds) func mountedMatchesFlat(seed: UInt64) {
        var rng = SplitMix(seed: seed)
        var reports = 0
        for tableNumber in 0..<Self.tablesPerSeed {
            let table = Reference.randomTable(&rng)
            let context = "seed \(seed), table \(tableNumber)"
            let flatBuild = Result { () throws(DeepLinkRouterError) in
                try DeepLinkRouter(routes: Self.flatRoutes(table))
            }
            let mountedBuild = Result { () throws(DeepLinkRouterError) in
                try DeepLinkRouter(routes: Self.mountedRoutes(table))
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
                let expected = flat.resolve(path: path)
                let actual = mounted.resolve(path: path)
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
                let expected = flat.resolve(routeNamed: "r\(index)", values: values)
                let actual = mounted.resolve(routeNamed: "r\(index)", values: values)
                let agree: Bool
                switch (expected, actual) {
                case (.success(let lhs), .success(let rhs)):
                    agree = lhs.intent.isIdentical(to: rhs.intent) && lhs.path == rhs.path
                case (.failure(let lhs), .failure(let rhs)): agree = lhs.kind == rhs.kind
                default: agree = false
                }
                let flatPath = Result { () throws(DeepLinkURLError) in try flat.path(for: "r\(index)", values: values) }
                let mountedPath = Result { () throws(DeepLinkURLError) in
                    try mounted.path(for: "r\(index)", values: values)
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
