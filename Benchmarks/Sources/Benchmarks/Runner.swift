import Foundation

/// A request that a contender resolved differently from the reference rules.
struct Mistake {
    /// The path looked up.
    let request: String
    /// The route it should resolve to; `nil` for a near-miss.
    let expected: Int?
    /// The route the contender answered, or `nil` for no route.
    let got: Int?
}

/// One contender's results on one corpus table.
struct CorpusMeasurement {
    /// Why the contender could not be built for this table, if it could not.
    var buildError: String?
    /// Hits resolved to another route or to none.
    var wrongHits: [Mistake] = []
    /// Near-misses resolved to a route.
    var wrongMisses: [Mistake] = []
    /// Median time to build the router for all the table's routes.
    var buildNanoseconds: Double?
    /// Median time per lookup of the table's requests.
    var hitNanoseconds: Double?
    /// Median time per lookup of the table's near-misses.
    var missNanoseconds: Double?
    /// Heap allocations per hit, if counting works.
    var allocationsPerHit: Double?
    /// Heap allocations per near-miss, if counting works.
    var allocationsPerMiss: Double?

    /// Wrong answers, hits and misses together.
    var mistakes: Int { wrongHits.count + wrongMisses.count }
}

/// One contender's results on one synthetic table.
struct ScalingMeasurement {
    /// Median time per lookup of the fixed-size request sample; `nil` if skipped.
    var lookupNanoseconds: Double?
    /// Median build time for the whole table; `nil` if skipped.
    var buildNanoseconds: Double?
    /// Bytes kept by the router after the build, per route; `nil` if skipped or not counted.
    var bytesPerRoute: Double?
    /// Requests of the table resolved to another route.
    var mistakes: [Mistake] = []
}

/// A synthetic table and its lookup sample.
struct ScalingTable {
    /// The routes; route `i`'s request resolves to route `i` only.
    let routes: [RouteSpec]
    /// The route index of each request in `sample`.
    let sampleRoutes: [Int]
    /// The requests looked up in the timed runs, made before timing.
    let sample: [String]

    init(size: Int, sampleSize: Int) {
        let routes = SyntheticTable.make(count: size)
        let sampleRoutes = SyntheticTable.sample(of: routes, count: sampleSize)
        self.routes = routes
        self.sampleRoutes = sampleRoutes
        self.sample = sampleRoutes.map { routes[$0].request }
    }
}

/// Runs every measurement and keeps the results for the report.
final class BenchmarkRun {
    let settings: Settings
    let smoke: Bool
    let entries: [ContenderEntry]
    let tables: [RouteTable]
    /// Table name → contender name → results.
    var corpus: [String: [String: CorpusMeasurement]] = [:]
    /// Contender name → table size → results.
    var scaling: [String: [Int: ScalingMeasurement]] = [:]
    /// Contenders that stopped growing: skipped at the remaining sizes.
    var scalingStopped: Set<String> = []
    /// Where and why contenders stopped growing, for the report's notes.
    var scalingNotes: [String] = []
    /// Contender name → table size → what its memory child measured.
    var memory: [String: [Int: MemorySample]] = [:]
    /// Contender name → table size → why its memory child failed.
    var memoryFailures: [String: [Int: String]] = [:]
    /// Where and why memory was not measured, for the report's notes.
    var memoryNotes: [String] = []
    /// The DSL type-check figures, once measured or skipped.
    var typeCheck: TypeCheckTiming.Outcome?
    /// What DeepLinks adds to a 10-route app's size, once measured or skipped.
    var codeSize: CodeSize.Outcome?
    /// Runtime rules decoded and applied, once measured.
    var rules: RulesBenchmark.Outcome?
    /// A link through the navigator against the router alone, once measured.
    var navigator: NavigatorBenchmark.Outcome?
    /// matchit (Rust) on the same corpora, in the same run, once measured or skipped.
    var matchit: Matchit.Outcome?
    /// Table name → ns per request of making and freeing the handler's dictionary alone (``HandlerDictionaryFloor``).
    var handlerDictionary: [String: Double] = [:]
    /// The size at which goal 4's memory is compared (DeepLinks four ways, RoutingKit), once measured.
    var memoryGoalSize: Int?
    /// Goal 4's measurements at ``memoryGoalSize``: contender key or ``DeepLinksMemoryForm`` raw value → sample.
    var memoryGoal: [String: Result<MemorySample, MemoryMeasurementError>] = [:]
    /// The first build and first match of github-api in fresh processes, once measured.
    var firstMatch: FirstMatch.Outcome?
    /// The clean debug builds of the 10-route apps, once measured or skipped.
    var debugBuild: DebugBuildTime.Outcome?
    /// What makes the run fail: wrong answers from DeepLinks, a broken reference.
    var failures: [String] = []

    init(settings: Settings, smoke: Bool, tables: [RouteTable], entries: [ContenderEntry] = ContenderEntry.all) {
        self.settings = settings
        self.smoke = smoke
        self.tables = tables
        self.entries = entries
    }

    // MARK: Correctness

    /// Checks the reference rules against the corpus, then every contender against the reference, on every table.
    func checkCorrectness() {
        for table in tables {
            let reference = ReferenceMatcher(routes: table.routes.map(\.segments))
            for (index, route) in table.routes.enumerated() where reference.match(route.request) != index {
                failures.append("reference rules: \(table.name) request `\(route.request)` is not route \(index)")
            }
            for entry in entries {
                progress("checking \(entry.name) on \(table.name)")
                var measurement = CorpusMeasurement()
                do {
                    measurement = try entry.check(table)
                } catch {
                    measurement.buildError = "\(error)"
                }
                if entry.role.mustBeCorrect {
                    if let error = measurement.buildError {
                        failures.append("\(entry.name) could not build \(table.name): \(error)")
                    } else if measurement.mistakes > 0 {
                        failures.append(
                            "\(entry.name) resolved \(measurement.mistakes) requests of \(table.name) wrongly")
                    }
                }
                corpus[table.name, default: [:]][entry.name] = measurement
            }
        }
    }

    // MARK: The handler's dictionary alone

    /// Checks that ``HandlerDictionaryFloor`` makes the dictionaries DeepLinks' handlers receive, then times it on
    /// every table, right after the lookups.
    func measureHandlerDictionaries() {
        for table in tables {
            progress("the handler's dictionary alone on \(table.name)")
            let problems = HandlerDictionaryFloor.check(table)
            guard problems.isEmpty else {
                failures += problems.map { "the handler's dictionary floor: " + $0 }
                continue
            }
            handlerDictionary[table.name] = HandlerDictionaryFloor(table).nanoseconds(settings: settings)
        }
    }

    // MARK: Corpus timing

    /// Build time, lookup time (hits and near-misses) and allocations per lookup, for every contender and table.
    func measureCorpora() {
        for table in tables {
            for entry in entries where corpus[table.name]?[entry.name]?.buildError == nil {
                progress("timing \(entry.name) on \(table.name)")
                var measurement = corpus[table.name]?[entry.name] ?? CorpusMeasurement()
                do {
                    try entry.measure(table, settings, &measurement)
                } catch {
                    measurement.buildError = "\(error)"
                }
                corpus[table.name, default: [:]][entry.name] = measurement
            }
        }
    }

    // MARK: Runtime rules

    /// A JSON set of 1,000 rules decoded and applied to the github-api table (``RulesBenchmark``); a set that does
    /// not apply, or a rule link that opens another route, fails the run.
    func measureRules() {
        progress("runtime rules: \(Format.grouped(RulesBenchmark.ruleCount)) rules decoded and applied")
        let outcome = RulesBenchmark.measure(tables: tables, runs: settings.runs)
        if case .failed(let reason) = outcome {
            failures.append("runtime rules: \(reason)")
        }
        rules = outcome
    }

    // MARK: Navigator

    /// A link through `DeepLinkNavigator.open` against `router.resolve` on github-api (``NavigatorBenchmark``); a link
    /// that does not resolve to its route, or that the root does not open, fails the run.
    @MainActor
    func measureNavigator() {
        progress("navigator: open per link against resolve per link on \(NavigatorBenchmark.tableName)")
        let outcome = NavigatorBenchmark.measure(tables: tables, settings: settings)
        if case .failed(let reason) = outcome {
            failures.append("navigator: \(reason)")
        }
        navigator = outcome
    }

    // MARK: Scaling

    /// Lookup time, build time and memory on synthetic tables of growing size, for every contender that stays
    /// within the time budget.
    func measureScaling() {
        for size in settings.scalingSizes {
            progress("generating \(Format.grouped(size)) synthetic routes")
            let table = ScalingTable(size: size, sampleSize: settings.scalingSample)
            for entry in entries {
                guard !scalingStopped.contains(entry.name) else { continue }
                progress("scaling \(entry.name) at \(Format.grouped(size)) routes")
                do {
                    try scale(entry, table: table, size: size)
                } catch {
                    scalingStopped.insert(entry.name)
                    scalingNotes.append("\(entry.name) could not build \(Format.grouped(size)) routes: \(error)")
                }
            }
        }
    }

    // MARK: Memory

    /// Peak and retained RSS deltas of a build, each contender and size in a fresh process of its own
    /// (``MemoryChild``), for the contenders of the "Build and memory" table.
    ///
    /// Run after ``measureScaling()``: a contender that the scaling measurement did not run at a size (its build
    /// would take longer than the budget) is not run there either, nor is one whose child failed at a smaller size.
    func measureMemory() {
        guard MemoryChild.isAvailable else {
            memoryNotes.append("Memory: n/a on this platform (measured on Linux only, from /proc/self/status).")
            return
        }
        var stopped: Set<String> = []
        var peakNotReset = false
        for size in settings.memorySizes {
            for entry in entries where entry.role.measuresMemory && !stopped.contains(entry.name) {
                guard entry.role.mustBeCorrect || scaling[entry.name]?[size] != nil else {
                    stopped.insert(entry.name)
                    memoryNotes.append(
                        "\(entry.name) memory not measured from \(Format.grouped(size)) routes on: the scaling "
                            + "measurement did not run it at that size (see its note).")
                    continue
                }
                progress("memory of \(entry.name) at \(Format.grouped(size)) routes, in a fresh process")
                switch MemoryChild.measure(entry, size: size) {
                case .success(let sample):
                    memory[entry.name, default: [:]][size] = sample
                    peakNotReset = peakNotReset || !sample.peakReset
                case .failure(let error):
                    stopped.insert(entry.name)
                    memoryFailures[entry.name, default: [:]][size] = error.description
                    memoryNotes.append(
                        "\(entry.name) memory at \(Format.grouped(size)) routes failed, not run at larger sizes: "
                            + "\(error)")
                }
            }
        }
        if peakNotReset {
            memoryNotes.append(
                "Memory: the peak could not be reset in some children (/proc/self/clear_refs), so their peak deltas "
                    + "can include the peak of making the input: upper bounds.")
        }
    }

    // MARK: Issue #25's goals

    /// Goal 4: peak RSS deltas at `size` routes, each in a fresh process.
    ///
    /// DeepLinks as in "Build and memory" (reused when that table measured it at `size`), DeepLinks from segments and
    /// from a file (``DeepLinksMemoryForm``), and RoutingKit in the same harness (reused likewise). A failed child is
    /// kept with its reason and shown in the report; a DeepLinks child that fails, or prints a line that cannot be
    /// read, also fails the run.
    func measureMemoryGoal(size: Int) {
        memoryGoalSize = size
        guard MemoryChild.isAvailable else { return }
        var keys = entries.filter { $0.role == .deepLinksMatch || $0.key == RoutingKitContender.entry.key }.map(\.key)
        keys.insert(contentsOf: DeepLinksMemoryForm.allCases.map(\.rawValue), at: min(1, keys.count))
        for key in keys {
            if let entry = entries.first(where: { $0.key == key }), let sample = memory[entry.name]?[size] {
                memoryGoal[key] = .success(sample)
                continue
            }
            progress("memory at \(Format.grouped(size)) routes (goal 4): \(key), in a fresh process")
            let outcome = MemoryChild.measure(key: key, size: size)
            // DeepLinks' own children must run and be read, like its answers; a peer's failure is only shown.
            if case .failure(let error) = outcome, key != RoutingKitContender.entry.key {
                failures.append("memory at \(Format.grouped(size)) routes (goal 4), \(key): \(error)")
            }
            memoryGoal[key] = outcome
        }
    }

    /// Goal 7: the first build and first match of github-api, in `runs` fresh processes; a child that fails or
    /// prints a line that cannot be read fails the run.
    func measureFirstMatch(corpusDirectory: URL, runs: Int) {
        let outcome = FirstMatch.measure(corpusDirectory: corpusDirectory, runs: runs)
        if case .failed(let reason) = outcome {
            failures.append("first match: \(reason)")
        }
        firstMatch = outcome
    }

    /// Goal 6's build half: a clean debug build of the switch app and (unless `switchOnly`) of the DeepLinks app; an
    /// app that does not build fails the run.
    func measureDebugBuild(repository: URL?, switchOnly: Bool) {
        progress(
            "clean debug builds of \(CodeSize.package): \(switchOnly ? "the switch app" : "the switch and DeepLinks apps")"
        )
        let outcome = DebugBuildTime.measure(repository: repository, switchOnly: switchOnly)
        if case .failed(let reason) = outcome {
            failures.append("clean debug build: \(reason)")
        }
        debugBuild = outcome
    }

    // MARK: Type-check time

    /// Runs `.ci/typecheck-time.sh` and keeps its figures, or the reason there are none; never fails the run.
    func measureTypeCheck(repository: URL?) {
        progress("type-checking the DSL: bash \(TypeCheckTiming.script) (a debug build of the package and its tests)")
        typeCheck = TypeCheckTiming.measure(repository: repository)
    }

    // MARK: Code size

    /// Builds the code-size apps in release and measures them (``CodeSize``).
    ///
    /// The apps failing to build or run, disagreeing on a sample link, or a layer's app adding more than its budget
    /// fails the run; a missing tool only leaves the section without its figures.
    func measureCodeSize(repository: URL?) {
        progress("code size: swift build -c release --package-path \(CodeSize.package), then strip, nm and size")
        let outcome = CodeSize.measure(repository: repository)
        switch outcome {
        case .failed(let reason):
            failures.append("code size: \(reason)")
        case .measured(let size):
            if !size.disagreements.isEmpty {
                failures.append(
                    "code size: the apps disagree on \(size.disagreements.count) of the \(CodeSize.sampleLinks.count) "
                        + "sample links")
            }
            for over in size.overBudget {
                let failure =
                    "code size: the \(over.layer.name) app (\(over.layer.product)) adds "
                    + "\(Format.number(over.kibibytes)) KiB to the switch app, over its budget of "
                    + "\(Format.number(over.budget)) KiB (issue #36; \(CodeSize.budgetsVariable) overrides it)"
                failures.append(failure)
                progress("error: " + failure)
            }
        case .unavailable:
            break
        }
        codeSize = outcome
    }

    private func scale(_ entry: ContenderEntry, table: ScalingTable, size: Int) throws {
        let budget = settings.budgetNanoseconds
        let previousSize = settings.scalingSizes.last { $0 < size }
        // Builds are extrapolated as growing like n^1.5, to stop in time for the ones that grow faster than n.
        // DeepLinks, the subject, is always measured.
        if !entry.role.mustBeCorrect, let previousSize,
            let previous = scaling[entry.name]?[previousSize]?.buildNanoseconds,
            previous * pow(Double(size) / Double(previousSize), 1.5) > budget
        {
            scalingStopped.insert(entry.name)
            scalingNotes.append(
                "\(entry.name) not run from \(Format.grouped(size)) routes on: its build would take over "
                    + "\(Format.number(budget / 1e9)) s.")
            return
        }
        let result = try entry.scale(table, settings, entry.role.mustBeCorrect)
        if entry.role.mustBeCorrect, !result.mistakes.isEmpty {
            failures.append(
                "\(entry.name) resolved \(result.mistakes.count) of \(Format.grouped(size)) synthetic requests wrongly")
        }
        if result.lookupNanoseconds == nil {
            scalingStopped.insert(entry.name)
            scalingNotes.append(
                "\(entry.name) lookups not timed at \(Format.grouped(size)) routes (five runs over the sample would "
                    + "take over \(Format.number(budget / 1e9)) s); not run at larger sizes.")
        }
        scaling[entry.name, default: [:]][size] = result
    }
}

/// Writes a progress line to standard error (standard output holds the report).
func progress(_ message: String) {
    writeError("… \(message)\n")
}

/// Writes text to standard error, unbuffered.
func writeError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
}
