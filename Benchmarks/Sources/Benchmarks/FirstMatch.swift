import DeepLinks
import Foundation

/// The first build and the first match in a fresh process: `benchmarks --first-match-child DIRECTORY`, and the
/// parent's side of it (issue #25, goal 7: ≤ 200 µs for the 142 routes of github-api).
///
/// An app's route table is code, so its patterns cost no parsing at launch. The child therefore reads
/// `github-api.routes` and `.requests` and parses every pattern with `RoutePattern(parsing:)` before the clock
/// starts. The timed span, on the monotonic clock, is what an app does at launch to open its first link: making the
/// 142 `Route` values with their handlers, `DeepLinkRouter(routes:)`, and one `match(.path(_:))` of the first
/// request, whose handler runs. It includes every one-time cost met on that way (type metadata, lazily made
/// globals, code paged in on first use) except those the parsing already paid: `RoutePattern`'s and the
/// component's metadata, and Foundation's file reading. The child prints one line and exits:
///
/// ```
/// first-match routes=142 nanoseconds=412345 route=0
/// ```
enum FirstMatch {
    /// The corpus table whose routes are built.
    static let corpus = "github-api"
    /// Fresh processes in a full run; the report gives their median and their spread.
    static let fullRuns = 20
    /// Fresh processes in smoke mode: one checks that the child runs and its line reads back.
    static let smokeRuns = 1
    /// The goal, in microseconds.
    static let goalMicroseconds: Double = 200
    /// The longest one child may run.
    static let timeoutSeconds: Double = 120

    /// What one child measured.
    struct Sample: Equatable {
        /// The routes built.
        let routes: Int
        /// Nanoseconds from just before the first `Route` is made to just after the first match returned.
        let nanoseconds: Int
        /// The index of the route the first request matched (it must be the request's own).
        let route: Int

        /// The line the child prints.
        var line: String { "first-match routes=\(routes) nanoseconds=\(nanoseconds) route=\(route)" }

        init(routes: Int, nanoseconds: Int, route: Int) {
            self.routes = routes
            self.nanoseconds = nanoseconds
            self.route = route
        }

        /// Reads the last `first-match …` line of a child's standard output.
        ///
        /// - Throws: ``FirstMatchError`` naming what is missing or malformed, with the text it read.
        init(output: String) throws(FirstMatchError) {
            let line = try ChildLine(named: "first-match", in: output) { FirstMatchError($0) }
            let routes = try line.value("routes") { FirstMatchError($0) }
            let nanoseconds = try line.value("nanoseconds") { FirstMatchError($0) }
            let route = try line.value("route") { FirstMatchError($0) }
            guard routes > 0, nanoseconds > 0, route >= 0 else { throw FirstMatchError(line.impossibleValues) }
            self.init(routes: routes, nanoseconds: nanoseconds, route: route)
        }
    }

    /// The fresh processes' figures: median and spread, in microseconds.
    struct Summary {
        /// Each process's time, in microseconds, in the order they ran.
        let microseconds: [Double]
        /// The routes built.
        let routes: Int

        /// The median of the runs.
        var medianMicroseconds: Double { median(microseconds) }
        /// The fastest run.
        var fastest: Double { microseconds.min() ?? .nan }
        /// The slowest run.
        var slowest: Double { microseconds.max() ?? .nan }
    }

    /// What came of trying to measure.
    enum Outcome {
        /// Every child ran and printed its line.
        case measured(Summary)
        /// A child failed, or its line could not be read: fails the run.
        case failed(String)
    }

    // MARK: Child

    /// The child's whole run: builds the router from the corpus in `directory`, matches the first request, prints
    /// the ``Sample`` line.
    ///
    /// - Returns: The exit status: 0 with the line on standard output, 1 with the reason on standard error.
    static func runChild(corpusDirectory directory: String) -> Int32 {
        let specs: [RouteSpec]
        do {
            specs = try CorpusLoader(directory: URL(fileURLWithPath: directory)).routes(corpus)
        } catch {
            writeError("first match: cannot read \(corpus) in \(directory): \(error)\n")
            return 1
        }
        guard let request = specs.first?.request else {
            writeError("first match: \(corpus) has no routes\n")
            return 1
        }
        // Outside the timed span: the app's table is code, its patterns are not parsed at launch.
        let patterns: [RoutePattern<AnyParam>]
        do {
            patterns = try specs.map {
                try RoutePattern<AnyParam>(parsing: DeepLinksContender.renamingCatchAll($0.pattern))
            }
        } catch {
            writeError("first match: a pattern of \(corpus) does not parse: \(error)\n")
            return 1
        }

        let start = now()
        var routes: [Route<AnyParam, Int>] = []
        routes.reserveCapacity(patterns.count)
        for (index, pattern) in patterns.enumerated() {
            routes.append(Route(patterns: [pattern]) { _ in index })
        }
        let router: DeepLinkRouter<AnyParam, Int>
        do {
            router = try DeepLinkRouter(routes: routes)
        } catch {
            writeError("first match: DeepLinkRouter(routes:) refused \(corpus): \(error)\n")
            return 1
        }
        let matched = router.match(.path(request))?.intent
        let elapsed = now() - start

        guard let matched else {
            writeError("first match: `\(request)` matched no route\n")
            return 1
        }
        guard matched == 0 else {
            writeError("first match: `\(request)` matched route \(matched), not route 0\n")
            return 1
        }
        let sample = Sample(routes: patterns.count, nanoseconds: Int(elapsed), route: matched)
        FileHandle.standardOutput.write(Data((sample.line + "\n").utf8))
        return 0
    }

    // MARK: Parent

    /// Starts `runs` children one after the other and reads their lines.
    ///
    /// Any child that fails, prints no line, prints a malformed one or matched the wrong route makes the whole
    /// measurement ``Outcome/failed(_:)``, with the reason.
    static func measure(corpusDirectory: URL, runs: Int) -> Outcome {
        var microseconds: [Double] = []
        var routes = 0
        for run in 1...max(runs, 1) {
            progress("first build + first match, fresh process \(run) of \(runs)")
            let outcome: ChildProcess.Outcome
            do {
                outcome = try ChildProcess.run(
                    ChildProcess.ownExecutable, ["--first-match-child", corpusDirectory.path],
                    timeoutSeconds: timeoutSeconds)
            } catch {
                return .failed("could not start the first-match child: \(error)")
            }
            if let failure = outcome.failure {
                return .failed("the first-match child \(failure)")
            }
            do {
                let sample = try Sample(output: outcome.standardOutput)
                guard sample.route == 0 else {
                    return .failed("the first-match child matched route \(sample.route), not route 0")
                }
                routes = sample.routes
                microseconds.append(Double(sample.nanoseconds) / 1_000)
            } catch {
                return .failed("the first-match child's output: \(error)")
            }
        }
        return .measured(Summary(microseconds: microseconds, routes: routes))
    }
}

/// Why the first-match measurement failed.
struct FirstMatchError: Error, CustomStringConvertible {
    /// What went wrong, in a sentence.
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
