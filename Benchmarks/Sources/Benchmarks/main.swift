import Foundation

// The DeepLinks benchmark: correctness first, then lookups, misses, builds, allocations, scaling, memory (each
// contender in a fresh process), the DSL's type-check time, the code size DeepLinks adds to an app, the clean debug
// build of that app and the first build + first match in a fresh process, printed as Markdown on standard output
// (progress goes to standard error), then issue #37's bounds, each input in a child process. `--memory-check` is CI's
// memory regression check, `--size` the code size alone, `--bounds` the bounds alone. See Benchmarks/README.md.

let usage = """
    usage: benchmarks [--smoke] [--corpus DIRECTORY] [--no-typecheck] [--no-size]
           benchmarks --memory-check
           benchmarks --size
           benchmarks --rules
           benchmarks [--smoke] --navigator
           benchmarks --matchit
           benchmarks [--smoke] --memory
           benchmarks [--smoke] --first-match
           benchmarks [--smoke] --bounds

      --smoke             tiny counts, scaling up to 1,000 routes and no type-check timing, for CI (about a minute);
                          the code size is measured in full and fails the run past a layer's budget
      --corpus DIRECTORY  where the .routes and .requests files are (default: Tests/DeepLinksTests/Fixtures/Corpus)
      --no-typecheck      skip the DSL type-check figures (bash .ci/typecheck-time.sh, a debug build with tests)
      --no-size           skip the code size and the clean debug builds of Benchmarks/SizeApps (a release build,
                          about 20 s from cold, and two clean debug builds, about 15 s)
      --size              only the code size: what each layer of DeepLinks (core, navigator, SwiftUI model) adds to
                          a 10-route app, release, stripped, and what the added bytes are made of (the apps are
                          built in release whatever this build is), and the clean debug build of the core app
                          beside the switch app's; exit 1 past a layer's budget (DEEPLINKS_SIZE_BUDGETS overrides
                          them: core=450,navigator=750,swiftui=900, KiB)
      --rules             only the runtime rules: 1,000 rules decoded and applied to github-api, and their goal
      --navigator         only issue #36's item 5: navigator.open per link against router.resolve per link on
                          github-api, and their ratio
      --matchit           only the lookups per corpus and matchit (Rust) on the same corpora right after them, with
                          the targets that compare the two (needs cargo and shared/peers beside the repository)
      --memory-check      only DeepLinks' peak RSS per route at 10,000 synthetic routes, in a fresh process;
                          exit 1 over the budget, memoryBudgetBytesPerRoute (\(memoryBudgetBytesPerRoute) B/route), for CI
      --memory            only issue #25's goal 4: DeepLinks' peak RSS delta at 100,000 synthetic routes (1,000
                          with --smoke) measured four ways beside RoutingKit's, each in a fresh process
      --first-match       only issue #25's goal 7: the first build + first match of github-api's 142 routes in a
                          fresh process, \(FirstMatch.fullRuns) processes (\(FirstMatch.smokeRuns) with --smoke), median and spread
      --bounds            only issue #37's bounds: one row per outside input of the issue's table (rule sets, huge
                          patterns, long links, snapshots, the matched line, a burst, a forwarded query, association
                          files), each in a fresh process stopped after \(Format.number(BoundsBenchmark.timeoutSeconds)) s; with --smoke, 10× headroom and
                          some smaller inputs; exit 1 when a row is over its bound (\(BoundsBenchmark.pendingVariable)
                          lists rows that may be)

    internal (the run starts these itself, each in a fresh process; see Benchmarks/README.md):
      --navigator-child resolve|open PASSES
                          PASSES passes over github-api's links through router.resolve or navigator.open and
                          nothing else, for callgrind (--toggle-collect on resolvePasses or openPasses); not
                          started by the run
      --memory-child CONTENDER SIZE
                          build CONTENDER's router for SIZE synthetic routes in this process and print its peak
                          and retained RSS deltas as one `memory …` line. CONTENDER: one of
                          \((ContenderEntry.all.map(\.key) + DeepLinksMemoryForm.allCases.map(\.rawValue)).joined(separator: ", "))
      --bounds-child ROW  measure one row of --bounds in this process (with --smoke before it, its smoke input)
                          and print it as one `bounds …` line
      --first-match-child DIRECTORY
                          build DeepLinks' router for DIRECTORY/github-api.routes (parsed first, not timed), match its
                          first request and print the time as one `first-match …` line
    """

/// Reads the size argument of `--memory-child`: a whole number from 1 to 10,000,000.
func routeCount(_ text: String?) -> Int? {
    guard let text, let count = Int(text), (1...10_000_000).contains(count) else { return nil }
    return count
}

var smoke = false
var typeCheck = true
var memoryCheck = false
var codeSize = true
var codeSizeOnly = false
var rulesOnly = false
var navigatorOnly = false
var navigatorChild: (side: String, passes: Int)?
var matchitOnly = false
var memoryOnly = false
var firstMatchOnly = false
var boundsOnly = false
var corpusDirectory: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--smoke": smoke = true
    case "--no-typecheck": typeCheck = false
    case "--memory-check": memoryCheck = true
    case "--no-size": codeSize = false
    case "--size": codeSizeOnly = true
    case "--rules": rulesOnly = true
    case "--navigator": navigatorOnly = true
    case "--navigator-child":
        let side = arguments.popFirst()
        guard let side, let passes = arguments.popFirst().flatMap({ Int($0) }), passes >= 0 else {
            writeError("--navigator-child needs resolve or open and a number of passes\n" + usage + "\n")
            exit(2)
        }
        navigatorChild = (side, passes)
    case "--matchit": matchitOnly = true
    case "--memory": memoryOnly = true
    case "--first-match": firstMatchOnly = true
    case "--bounds": boundsOnly = true
    case "--bounds-child":
        guard let row = arguments.popFirst() else {
            writeError("--bounds-child needs a row\n" + usage + "\n")
            exit(2)
        }
        exit(BoundsBenchmark.runChildProcess(row, smoke: smoke || arguments.contains("--smoke")))
    case "--memory-child":
        let name = arguments.popFirst()
        guard let name, let size = routeCount(arguments.popFirst()) else {
            writeError("--memory-child needs a contender and a size from 1 to 10,000,000\n" + usage + "\n")
            exit(2)
        }
        if let form = DeepLinksMemoryForm(rawValue: name) { exit(form.runChild(size: size)) }
        guard let entry = ContenderEntry.named(name) else {
            writeError("--memory-child: unknown contender \(name)\n" + usage + "\n")
            exit(2)
        }
        exit(MemoryChild.run(entry, size: size))
    case "--first-match-child":
        guard let directory = arguments.popFirst() else {
            writeError("--first-match-child needs the corpus directory\n" + usage + "\n")
            exit(2)
        }
        exit(FirstMatch.runChild(corpusDirectory: directory))
    case "--corpus":
        guard let directory = arguments.popFirst() else {
            writeError(usage + "\n")
            exit(2)
        }
        corpusDirectory = directory
    case "--help", "-h":
        print(usage)
        exit(0)
    default:
        writeError("unknown argument \(argument)\n" + usage + "\n")
        exit(2)
    }
}

#if DEBUG
let configuration = "debug"
let command = "swift run --package-path Benchmarks benchmarks"
#else
let configuration = "release"
let command = "swift run -c release --package-path Benchmarks benchmarks"
#endif

if memoryCheck {
    exit(MemoryCheck.run(configuration: configuration))
}

guard let loader = CorpusLoader.locate(explicit: corpusDirectory) else {
    writeError("Cannot find the corpus (github-api.routes): pass --corpus Tests/DeepLinksTests/Fixtures/Corpus\n")
    exit(2)
}

let started = now()
let tables: [RouteTable]
do {
    tables = try loader.tables()
} catch {
    writeError("Cannot read the corpus in \(loader.directory.path): \(error)\n")
    exit(2)
}

if let navigatorChild {
    exit(NavigatorBenchmark.runChild(side: navigatorChild.side, passes: navigatorChild.passes, tables: tables))
}

let run = BenchmarkRun(settings: smoke ? .smoke : .full, smoke: smoke, tables: tables)
let report = Report(
    run: run, machine: .current, command: ([command] + CommandLine.arguments.dropFirst()).joined(separator: " "),
    configuration: configuration)

/// Writes a section of the report to standard output, unbuffered, so it shows as soon as it is measured.
func emit(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
}

let sizeApps = Repository.locate(holding: CodeSize.package + "/Package.swift", corpus: loader.directory)
if codeSizeOnly {
    emit(report.codeSizeHeader)
    run.measureCodeSize(repository: sizeApps)
    emit(report.codeSize)
    run.measureDebugBuild(repository: sizeApps, switchOnly: smoke)
    emit(report.debugBuildSection)
    emit(Report.targetsTable(report.codeSizeTargetRows + report.debugBuildTargetRows))
    exit(run.failures.isEmpty ? 0 : 1)
}
if memoryOnly {
    emit(report.goalHeader("memory beside RoutingKit (issue #25, goal 4)"))
    run.measureMemoryGoal(size: run.settings.memorySizes.last ?? MemoryCheck.routes)
    emit(report.memoryGoalSection)
    emit(Report.targetsTable([report.memoryGoalTargetRow]))
    exit(run.failures.isEmpty ? 0 : 1)
}
if firstMatchOnly {
    emit(report.goalHeader("first build + first match (issue #25, goal 7)"))
    run.measureFirstMatch(corpusDirectory: loader.directory, runs: smoke ? FirstMatch.smokeRuns : FirstMatch.fullRuns)
    emit(report.firstMatchSection)
    emit(Report.targetsTable([report.firstMatchTargetRow]))
    exit(run.failures.isEmpty ? 0 : 1)
}

if boundsOnly {
    emit(report.goalHeader("time and size bounds (issue #37)"))
    let bounds = BoundsBenchmark.measure(smoke: smoke)
    emit(bounds.section)
    exit(bounds.failures.isEmpty ? 0 : 1)
}

emit(report.header)
if rulesOnly {
    run.measureRules()
    emit(report.rulesSection)
    emit(
        "| target | measured | ratio (≤ 1 meets it) | met |\n|---|---:|---:|---:|\n| "
            + report.rulesTargetRow.joined(separator: " | ") + " |\n")
    exit(run.failures.isEmpty ? 0 : 1)
}
if navigatorOnly {
    run.measureNavigator()
    emit(report.navigatorSection)
    emit(Report.targetsTable([report.navigatorTargetRow]))
    exit(run.failures.isEmpty ? 0 : 1)
}
run.checkCorrectness()
emit(report.correctness)
run.measureCorpora()
emit(report.corpusTables)
run.measureHandlerDictionaries()
// matchit right after DeepLinks' own lookups, so that both are timed in the same sitting.
if smoke {
    run.matchit = .unavailable("not run in smoke mode")
    if let problem = Matchit.selfCheck() { run.failures.append(problem) }
} else {
    run.matchit = Matchit.measure(
        script: Matchit.locateScript(repository: Repository.locate(holding: "Package.swift", corpus: loader.directory)),
        corpusDirectory: loader.directory)
}
emit(report.matchitSection)
if matchitOnly {
    emit(
        "| target | measured | ratio (≤ 1 meets it) | met |\n|---|---:|---:|---:|\n"
            + report.matchitTargetRows.map { "| " + $0.joined(separator: " | ") + " |" }.joined(separator: "\n") + "\n")
    exit(run.failures.isEmpty ? 0 : 1)
}
run.measureRules()
emit(report.rulesSection)
run.measureNavigator()
emit(report.navigatorSection)
run.measureScaling()
emit(report.scalingTables)
run.measureMemory()
emit(report.buildAndMemory)
run.measureMemoryGoal(size: run.settings.memorySizes.last ?? MemoryCheck.routes)
emit(report.memoryGoalSection)
if smoke || !typeCheck {
    run.typeCheck = .unavailable(smoke ? "not run in smoke mode" : "skipped (--no-typecheck)")
    // The script's output is still read, from a sample: both tables' figures, for goal 6's rows.
    if let problem = TypeCheckTiming.selfCheck() { run.failures.append(problem) }
} else {
    run.measureTypeCheck(repository: Repository.locate(holding: TypeCheckTiming.script, corpus: loader.directory))
}
emit(report.typeCheck)
if codeSize {
    run.measureCodeSize(repository: sizeApps)
    emit(report.codeSize)
    run.measureDebugBuild(repository: sizeApps, switchOnly: smoke)
} else {
    run.codeSize = .unavailable("skipped (--no-size)")
    run.debugBuild = .unavailable("skipped (--no-size)")
    emit(report.codeSize)
}
emit(report.debugBuildSection)
run.measureFirstMatch(corpusDirectory: loader.directory, runs: smoke ? FirstMatch.smokeRuns : FirstMatch.fullRuns)
emit(report.firstMatchSection)
let bounds = BoundsBenchmark.measure(smoke: smoke)
run.failures += bounds.failures
emit(bounds.section)
emit(report.targets)
emit(report.notes(elapsedSeconds: Double(now() - started) / 1e9))
exit(run.failures.isEmpty ? 0 : 1)
