@testable import DeepLinks

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The differential check at scale: `differential [cases] [seed]` matches random paths on random route tables with the
/// router and with the reference matcher, and prints `N passed, M failed`.
///
/// Tables and paths come from the generators `DifferentialTests` uses (``ReferenceMatcher/randomTable(_:)``,
/// ``ReferenceMatcher/randomPath(for:_:)``), 200 paths a table. Each table is first built as generated: the router
/// must throw exactly when the reference finds a conflict (a failed case when not). Each case is one path on the
/// conflict-free table: `match(.path(_:))`, `resolve(.path(_:))` and `route(forPath:)` against each other and the reference.
/// The seed (decimal or `0x` hex; random when not given) replays a run.
@main
struct DifferentialRun {
    typealias Reference = ReferenceMatcher

    static let pathsPerTable = 200
    /// Failures printed in full; the rest are counted.
    static let shownFailures = 10

    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        guard arguments.count <= 2, let cases = arguments.first.map({ Int($0) }) ?? 1_000_000, cases > 0,
            let seed = arguments.dropFirst().first.map(parseSeed) ?? UInt64.random(in: .min ... .max)
        else {
            print("usage: differential [cases (default 1000000)] [seed (decimal or 0x hex; default random)]")
            exit(2)
        }
        print("seed \(seed) (0x\(String(seed, radix: 16))): \(cases) cases, \(pathsPerTable) paths a table")
        var run = DifferentialRun(seed: seed)
        while run.passed + run.failed < cases {
            run.checkTable(paths: min(pathsPerTable, cases - run.passed - run.failed))
        }
        if run.failed > shownFailures { print("… and \(run.failed - shownFailures) more failures") }
        print("\(run.passed) passed, \(run.failed) failed")
        exit(run.failed == 0 ? 0 : 1)
    }

    static func parseSeed(_ text: String) -> UInt64? {
        let text = text.filter { $0 != "_" }
        if text.hasPrefix("0x") || text.hasPrefix("0X") { return UInt64(text.dropFirst(2), radix: 16) }
        return UInt64(text)
    }

    var rng: SplitMix
    var tables = 0
    var passed = 0
    var failed = 0

    init(seed: UInt64) {
        rng = SplitMix(seed: seed)
    }

    mutating func checkTable(paths: Int) {
        defer { tables += 1 }
        let table = Reference.randomTable(&rng)
        let pairs = Reference.conflictingPairs(table)
        do {
            _ = try DeepLinkRouter(routes: Reference.makeRoutes(table))
            if !pairs.isEmpty { fail("table \(tables) built, but \(pairs.count) pairs conflict", table) }
        } catch {
            if !pairs.contains(error) { fail("table \(tables) threw '\(error)', expected one of \(pairs)", table) }
        }
        let cleaned = Reference.removingRepeatedShapes(table)
        let router: DeepLinkRouter<Reference.P, Reference.Intent>
        do {
            router = try DeepLinkRouter(routes: Reference.makeRoutes(cleaned))
        } catch {
            return fail("table \(tables) threw '\(error)' without conflicts", cleaned)
        }
        for number in 0..<paths {
            let path = Reference.randomPath(for: cleaned, &rng)
            var problems = Reference.disagreements(router, cleaned, path: path)
            let selection = router.route(forPath: path)?.routeIndex
            let expected = Reference.selectedRoute(cleaned, path: path)
            if selection != expected {
                problems.append(
                    "route(forPath:) selected \(selection.map(String.init) ?? "nothing"), expected "
                        + (expected.map(String.init) ?? "nothing"))
            }
            if problems.isEmpty {
                passed += 1
            } else {
                let context = "table \(tables), path #\(number) \(Reference.readable(path))"
                fail("\(context): \(problems.joined(separator: "; "))", cleaned)
            }
        }
    }

    mutating func fail(_ message: String, _ table: [Reference.RouteSpec]) {
        failed += 1
        if failed <= Self.shownFailures { print("FAILED \(message)\n\(Reference.dump(table))") }
    }
}
