import DeepLinks
import DeepLinksNavigation
import Foundation

/// One link through the navigator against the router alone (issue #36, item 5): what the navigator's path costs on
/// top of a resolution.
///
/// The github-api table (the handler returns the route's index) behind the host `api.github.com`; every request of
/// the corpus as a universal link (`https://api.github.com/repos/…`), made into a `URL` before timing. One side times
/// `router.resolve(.url(url))` per link; the other `navigator.open(.url(url), animated: false)` on a navigator whose
/// root handler opens every link at once, with ``DeepLinkNavigator/duplicateWindow`` at 0 so that a link seen in the
/// previous pass is no duplicate, and no event observer. Before anything is timed, every link is checked to resolve
/// to its route and to be opened by the root with that intent.
enum NavigatorBenchmark {
    /// The goal of issue #36, item 5: a link through the navigator costs at most this many times its resolution.
    static let goalRatio = 2.0
    /// The table the links come from.
    static let tableName = "github-api"
    /// The host of the universal links.
    static let host = "api.github.com"

    /// What was measured, or why nothing was.
    enum Outcome {
        case measured(Measurement)
        case failed(String)
    }

    /// Medians over the timed runs, in nanoseconds per link.
    struct Measurement {
        /// Links per pass.
        let links: Int
        /// `router.resolve(.url(_:))`.
        let resolveNanoseconds: Double
        /// `navigator.open(.url(_:), animated: false)`.
        let openNanoseconds: Double

        /// The navigator's cost per link over the router's.
        var ratio: Double { openNanoseconds / resolveNanoseconds }
    }

    /// A root that opens every link at once and remembers the last intent.
    @MainActor
    final class Root: DeepLinkHandler {
        var deepLinkHandling: DeepLinkHandling<Int>?
        var last: Int?

        func handle(_ link: DeepLink<Int>, animated: Bool) -> DeepLinkHandling<Int> {
            .opened(link) { _ in self.last = link.intent }
        }
    }

    /// The router, the navigator and the links, checked: every link resolves to its route and the root opens it.
    @MainActor
    struct Setup {
        let router: DeepLinkRouter<AnyParam, Int>
        let navigator: DeepLinkNavigator<AnyParam, Int>
        let root: Root
        let links: [URL]

        init(tables: [RouteTable]) throws(SetupError) {
            guard let table = tables.first(where: { $0.name == NavigatorBenchmark.tableName }) else {
                throw SetupError("no \(NavigatorBenchmark.tableName) table in the corpus")
            }
            do {
                var routes: [Route<AnyParam, Int>] = []
                for (index, spec) in table.routes.enumerated() {
                    let pattern = try RoutePattern<AnyParam>(
                        parsing: DeepLinksContender.renamingCatchAll(spec.pattern))
                    routes.append(Route(patterns: [pattern]) { _ in index })
                }
                router = try DeepLinkRouter(hosts: [NavigatorBenchmark.host], routes: routes)
            } catch {
                throw SetupError("the \(NavigatorBenchmark.tableName) table did not build: \(error)")
            }
            var links: [URL] = []
            for route in table.routes {
                guard let url = URL(string: "https://" + NavigatorBenchmark.host + route.request) else {
                    throw SetupError("`\(route.request)` does not make a URL")
                }
                links.append(url)
            }
            self.links = links
            root = Root()
            navigator = DeepLinkNavigator(router: router)
            navigator.duplicateWindow = 0
            navigator.root = root
            for (index, url) in links.enumerated() {
                guard case .success(let link) = router.resolve(.url(url)), link.intent == index else {
                    throw SetupError("router.resolve(.url(\(url))) is not route \(index)")
                }
                root.last = nil
                guard case .handled(let handling) = navigator.open(.url(url), animated: false),
                    handling.kind == .opened, root.last == index
                else {
                    throw SetupError("navigator.open(.url(\(url))) did not open route \(index)")
                }
            }
        }

        /// Resolves every link `passes` times; the elapsed nanoseconds.
        @inline(never)
        func resolvePasses(_ passes: Int) -> UInt64 {
            let start = now()
            for _ in 0..<passes {
                for url in links {
                    if case .success(let link) = router.resolve(.url(url)) { checksum &+= link.intent }
                }
            }
            return now() - start
        }

        /// Opens every link `passes` times; the elapsed nanoseconds.
        @inline(never)
        func openPasses(_ passes: Int) -> UInt64 {
            let start = now()
            for _ in 0..<passes {
                for url in links {
                    if case .handled = navigator.open(.url(url), animated: false) { checksum &+= root.last ?? 0 }
                }
            }
            return now() - start
        }
    }

    /// Why the benchmark could not run.
    struct SetupError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// Measures both sides on `tables`' github-api table, `settings.runs` runs each, after checking them.
    @MainActor
    static func measure(tables: [RouteTable], settings: Settings) -> Outcome {
        let setup: Setup
        do {
            setup = try Setup(tables: tables)
        } catch {
            return .failed(error.description)
        }
        func perLink(_ pass: (Int) -> UInt64) -> Double {
            let onePass = Double(pass(1))
            let passes = max(1, Int(settings.runNanoseconds / max(onePass, 1)))
            var samples: [Double] = []
            for _ in 0..<settings.runs {
                samples.append(Double(pass(passes)) / Double(passes * setup.links.count))
            }
            return median(samples)
        }
        // One right after the other, so that both see the same machine.
        let resolve = perLink(setup.resolvePasses)
        let open = perLink(setup.openPasses)
        return .measured(Measurement(links: setup.links.count, resolveNanoseconds: resolve, openNanoseconds: open))
    }

    /// `--navigator-child resolve|open COUNT`: `COUNT` passes over the links through one side and nothing else
    /// timed, for callgrind (`--toggle-collect` on `resolvePasses` or `openPasses`); prints the links done.
    @MainActor
    static func runChild(side: String, passes: Int, tables: [RouteTable]) -> Int32 {
        let setup: Setup
        do {
            setup = try Setup(tables: tables)
        } catch {
            writeError("--navigator-child: \(error.description)\n")
            return 1
        }
        switch side {
        case "resolve": _ = setup.resolvePasses(passes)
        case "open": _ = setup.openPasses(passes)
        default:
            writeError("--navigator-child: resolve or open, not \(side)\n")
            return 2
        }
        print("navigator-child \(side) links \(passes * setup.links.count) checksum \(checksum)")
        return 0
    }
}
