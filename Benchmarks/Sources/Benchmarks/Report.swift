/// Renders a ``BenchmarkRun``'s results as Markdown.
struct Report {
    let run: BenchmarkRun
    let machine: Machine
    let command: String
    let configuration: String

    private var entries: [ContenderEntry] { run.entries }
    private var tables: [RouteTable] { run.tables }

    // MARK: Header

    var header: String {
        let counting =
            Allocations.available
            ? "on (malloc interposed in the executable, glibc)"
            : "n/a (no glibc malloc interposition in this build: allocation columns print n/a)"
        let warning =
            configuration == "release"
            ? "" : "\n- **Warning: a \(configuration) build. Its timings say nothing about release performance.**"
        let corpora = tables.map {
            "\($0.name) \($0.routes.count) routes / \($0.misses.count) near-misses"
        }
        return """
            # DeepLinks benchmarks

            - Machine: \(machine.architecture), \(machine.cpuModel), \(machine.cores) cores (\(machine.system))
            - Command: `\(command)`
            - Build: \(configuration); mode: \(run.smoke ? "smoke (tiny counts, for CI)" : "full"); \
            median of \(run.settings.runs) timed runs per lookup number, of up to \(run.settings.builds) builds \
            per build number
            - Allocation counting: \(counting)\(warning)
            - Corpora (Tests/DeepLinksTests/Fixtures/Corpus): \(corpora.joined(separator: "; "))

            """
    }

    // MARK: Correctness

    var correctness: String {
        var table = MarkdownTable(["contender"] + tables.map(\.name))
        var examples: [String] = []
        for entry in entries {
            var row = [entry.name]
            for corpus in tables {
                guard let measurement = run.corpus[corpus.name]?[entry.name] else {
                    row.append("—")
                    continue
                }
                if let error = measurement.buildError {
                    row.append("✗ build failed")
                    examples.append("- \(entry.name) on \(corpus.name): build failed: \(error)")
                } else if measurement.mistakes == 0 {
                    row.append("✓")
                } else {
                    row.append("✗ \(measurement.mistakes) wrong")
                    examples.append(describe(measurement, of: entry, on: corpus))
                }
            }
            table.add(row)
        }
        var text = """
            ## Correctness (checked before any timing)

            Each request must resolve to its own route, and each near-miss to no route, under "static before param \
            before catch-all, decided at the first segment where routes differ" (with backtracking). A contender \
            that answers otherwise is still timed, and marked ✗ in the tables; only DeepLinks being wrong fails \
            the run.

            \(table.text)

            """
        if !examples.isEmpty {
            text += "\n" + examples.joined(separator: "\n") + "\n"
        }
        if !run.failures.isEmpty {
            text += "\n**FAILED:**\n" + run.failures.map { "- \($0)" }.joined(separator: "\n") + "\n"
        }
        return text
    }

    private func describe(_ measurement: CorpusMeasurement, of entry: ContenderEntry, on corpus: RouteTable) -> String {
        var parts: [String] = []
        if let mistake = measurement.wrongHits.first {
            parts.append(
                "\(measurement.wrongHits.count) of \(corpus.routes.count) hits, e.g. \(describe(mistake, corpus))")
        }
        if let mistake = measurement.wrongMisses.first {
            let count = "\(measurement.wrongMisses.count) of \(corpus.misses.count)"
            parts.append("\(count) near-misses, e.g. \(describe(mistake, corpus))")
        }
        return "- \(entry.name) on \(corpus.name): " + parts.joined(separator: "; ")
    }

    private func describe(_ mistake: Mistake, _ corpus: RouteTable) -> String {
        func route(_ index: Int?) -> String {
            guard let index else { return "no route" }
            return "`\(corpus.routes[index].pattern)`"
        }
        return "`\(mistake.request)` → \(route(mistake.got)) instead of \(route(mistake.expected))"
    }

    // MARK: Corpus tables

    var corpusTables: String {
        let header = ["contender"] + tables.map { "\($0.name) (\($0.routes.count))" }
        func table(_ cell: (CorpusMeasurement) -> String) -> String {
            var table = MarkdownTable(header)
            for entry in entries {
                table.add(
                    [entry.name]
                        + tables.map { corpus in
                            guard let measurement = run.corpus[corpus.name]?[entry.name] else { return "—" }
                            if measurement.buildError != nil { return "build failed" }
                            return cell(measurement)
                        })
            }
            return table.text
        }
        func marked(_ value: Double?, wrong: Int) -> String {
            guard let value else { return "—" }
            return Format.number(value) + (wrong > 0 ? " (✗ \(wrong) wrong)" : "")
        }
        let hits = table { marked($0.hitNanoseconds, wrong: $0.wrongHits.count) }
        let misses = table { marked($0.missNanoseconds, wrong: $0.wrongMisses.count) }
        let builds = table { measurement in measurement.buildNanoseconds.map { Format.number($0 / 1_000) } ?? "—" }
        let allocations = table { measurement in
            Format.allocations(measurement.allocationsPerHit) + " / "
                + Format.allocations(measurement.allocationsPerMiss)
        }
        return """
            ## Lookups per corpus: ns per hit

            Each request of the corpus once per pass, passes repeated to fill a run; median over runs. The number in \
            parentheses after a table name is its route count (and request count).

            \(hits)

            ## Near-misses: ns per miss

            Each request with its end changed so that no route accepts it (see Notes).

            \(misses)

            ## Build: µs to build the router for all the corpus's routes

            \(builds)

            ## Heap allocations per lookup: hit / miss

            \(allocations)

            """
    }

    // MARK: Runtime rules

    var rulesSection: String {
        let intro = """
            ## Runtime rules: a set decoded and applied

            A JSON document of \(Format.grouped(RulesBenchmark.ruleCount)) rules (`{"rules": [...]}`) read with \
            `DeepLinkRule.decodeSet(from:)`, then applied to the \(RulesBenchmark.tableName) table (each route \
            named after its pattern) with `router.applying(_:)`: every rule checked (its pattern, route, values, \
            doors, and conflicts with the table and the other rules), then a new router with them. The rules cycle \
            through `/promo-N` literals and `/sale-N/:param` captures, with fixed values, expiry dates and doors; \
            all are valid, and before timing every rule's link is checked to open its route. Median of the timed runs.

            """
        switch run.rules {
        case nil:
            return intro + "\nNot run.\n"
        case .failed(let reason):
            return intro + "\n**FAILED:** \(reason)\n"
        case .measured(let rules):
            var table = MarkdownTable(["step", "ms"])
            table.add([
                "`decodeSet(from:)` (\(Format.number(Double(rules.bytes) / 1_024)) KiB of JSON)",
                Format.number(rules.decodeNanoseconds / 1e6),
            ])
            table.add([
                "`applying(_:)` (\(Format.grouped(rules.routes)) routes + \(Format.grouped(rules.rules)) rules)",
                Format.number(rules.applyNanoseconds / 1e6),
            ])
            table.add(["both, timed together", Format.number(rules.totalNanoseconds / 1e6)])
            return intro + "\n" + table.text + "\n"
        }
    }

    /// The goal row of the runtime rules, for the targets table.
    var rulesTargetRow: [String] {
        let name =
            "\(Format.grouped(RulesBenchmark.ruleCount)) rules decoded and applied ≤ "
            + "\(Format.fixed(RulesBenchmark.goalMilliseconds, digits: 0)) ms"
        let rules: RulesBenchmark.Measurement
        switch run.rules {
        case .measured(let measured): rules = measured
        case .failed: return [name, "failed (see Runtime rules)", "—", "✗"]
        case nil: return [name, "not measured", "—", "–"]
        }
        let milliseconds = rules.totalNanoseconds / 1e6
        return [
            name,
            Format.number(milliseconds) + " ms (decode \(Format.number(rules.decodeNanoseconds / 1e6)) ms, apply "
                + "\(Format.number(rules.applyNanoseconds / 1e6)) ms)",
            Format.fixed(milliseconds / RulesBenchmark.goalMilliseconds, digits: 2),
            mark(milliseconds, RulesBenchmark.goalMilliseconds),
        ]
    }

    // MARK: Navigator

    var navigatorSection: String {
        let intro = """
            ## A link through the navigator against the router alone

            Every request of \(NavigatorBenchmark.tableName) as a universal link \
            (`https://\(NavigatorBenchmark.host)/…`, a `URL` made before timing), one side \
            `router.resolve(.url(url))`, the other `navigator.open(.url(url), animated: false)` on a navigator whose \
            root handler opens every link at once (`duplicateWindow` 0, so a link of the previous pass is no \
            duplicate; no event observer). Before timing, every link is checked to resolve to its route and to be \
            opened by the root. Median of the timed runs, per link.

            """
        switch run.navigator {
        case nil:
            return intro + "\nNot run.\n"
        case .failed(let reason):
            return intro + "\n**FAILED:** \(reason)\n"
        case .measured(let measured):
            var table = MarkdownTable(["per link (\(measured.links) links)", "ns"])
            table.add(["`router.resolve(.url(_:))`", Format.number(measured.resolveNanoseconds)])
            table.add(["`navigator.open(.url(_:), animated: false)`", Format.number(measured.openNanoseconds)])
            table.add(["open ÷ resolve", Format.ratio(measured.ratio)])
            return intro + "\n" + table.text + "\n"
        }
    }

    /// The goal row of the navigator's path, for the targets table.
    var navigatorTargetRow: [String] {
        let name =
            "`navigator.open` per link ÷ `router.resolve` per link on \(NavigatorBenchmark.tableName) ≤ "
            + "\(Format.fixed(NavigatorBenchmark.goalRatio, digits: 0))×"
        let measured: NavigatorBenchmark.Measurement
        switch run.navigator {
        case .measured(let value): measured = value
        case .failed: return [name, "failed (see the navigator section)", "—", "✗"]
        case nil: return [name, "not measured", "—", "–"]
        }
        return [
            name,
            Format.ratio(measured.ratio) + " (open \(Format.number(measured.openNanoseconds)) ns, resolve "
                + "\(Format.number(measured.resolveNanoseconds)) ns)",
            Format.fixed(measured.ratio / NavigatorBenchmark.goalRatio, digits: 2),
            mark(measured.ratio, NavigatorBenchmark.goalRatio),
        ]
    }

    // MARK: Scaling

    var scalingTables: String {
        let sizes = run.settings.scalingSizes
        let header = ["contender"] + sizes.map(Format.grouped)
        func table(_ cell: (ScalingMeasurement) -> String?) -> String {
            var table = MarkdownTable(header)
            for entry in entries {
                table.add(
                    [entry.name]
                        + sizes.map { size in
                            guard let measurement = run.scaling[entry.name]?[size] else { return "—" }
                            let mark = measurement.mistakes.isEmpty ? "" : " (✗ \(measurement.mistakes.count) wrong)"
                            return (cell(measurement) ?? "—") + mark
                        })
            }
            return table.text
        }
        let lookups = table { $0.lookupNanoseconds.map(Format.number) }
        let builds = table { $0.buildNanoseconds.map { Format.number($0 / 1e6) } }
        let memory = table { measurement in
            guard Allocations.available else { return "n/a" }
            return measurement.bytesPerRoute.map(Format.number)
        }
        return """
            ## Scaling: synthetic tables

            Seeded, deterministic tables of 1 to 6 segments per route (literals and captures, every shape unique, \
            no conflicts), one request per route. Lookups: ns per lookup over a fixed sample of \
            \(Format.grouped(run.settings.scalingSample)) requests drawn from the table. "—": not run, because it \
            would take longer than \(Format.number(run.settings.budgetNanoseconds / 1e9)) s (see Notes).

            ### ns per lookup

            \(lookups)

            ### Build: ms for the whole table

            \(builds)

            ### Memory: bytes kept by the router per route (allocated − freed during the build, ÷ routes)

            \(memory)

            """
    }

    // MARK: Build and memory

    var buildAndMemory: String {
        let sizes = run.settings.memorySizes
        let header = ["contender"] + sizes.map { "\(Format.grouped($0)) routes" }
        var table = MarkdownTable(header)
        var retained = MarkdownTable(header)
        for entry in entries where entry.role.measuresMemory {
            var row = [entry.name]
            var kept = [entry.name]
            for size in sizes {
                let build = run.scaling[entry.name]?[size]?.buildNanoseconds.map { Format.number($0 / 1e6) + " ms" }
                let peak: String
                let after: String
                if let sample = run.memory[entry.name]?[size] {
                    peak = Self.memory(sample.peakDelta, perRoute: sample.peakBytesPerRoute)
                    after = Self.memory(sample.retainedDelta, perRoute: sample.retainedBytesPerRoute)
                } else if run.memoryFailures[entry.name]?[size] != nil {
                    (peak, after) = ("failed", "failed")
                } else {
                    (peak, after) = MemoryChild.isAvailable ? ("—", "—") : ("n/a", "n/a")
                }
                row.append("\(build ?? "—") · \(peak)")
                kept.append(after)
            }
            table.add(row)
            retained.add(kept)
        }
        return """
            ## Build and memory: synthetic tables

            The synthetic tables of the scaling measurement. Each cell: the build in ms · the peak RSS delta of the \
            build in MiB (bytes per route). The build time is the scaling measurement's (the median of in-process \
            builds, as in "Scaling"). The memory is measured in a fresh process per contender and size \
            (`benchmarks --memory-child`, Linux): the table is made first, the peak reset, then the peak resident \
            set during the contender's build minus the resident set before it. It counts everything the build \
            touches and the router keeps, for DeepLinks the declared `Route` values and patterns too, but not the \
            input texts. DeepLinks' row is the router that `match(.path(_:))` and `route(forPath:)` share (the mounted row \
            is not measured here). "—": not run (see Notes).

            \(table.text)

            ### Retained RSS delta: MiB (bytes per route) kept after the build

            The resident set after the build, the router alive and the heap's free pages given back \
            (`malloc_trim`), minus the resident set before it.

            \(retained.text)

            """
    }

    /// `8.61 MiB (903 B)`.
    private static func memory(_ bytes: Int, perRoute: Double) -> String {
        let perRouteText = perRoute < 0 ? "−" + Format.number(-perRoute) : Format.number(perRoute)
        return "\(Format.mebibytes(bytes)) MiB (\(perRouteText) B)"
    }

    // MARK: Type-check time

    var typeCheck: String {
        let intro = """
            ## DSL type-check time

            `bash \(TypeCheckTiming.script)`: a debug build of the package and its tests with \
            `-debug-time-expression-type-checking` and `-debug-time-function-bodies` (scratch path \
            `.build-typecheck`, log in `.build-typecheck/typecheck-time.log`), read for two tables of the same 142 \
            GitHub routes written in the DSL: `\(TypeCheckTiming.table)`, whose handlers are trivial, and \
            `\(TypeCheckTiming.typedTable)`, one named route a line with typed handlers, as an app writes them (issue \
            #25, goal 6: its builder body ≤ \(Format.number(TypeCheckTiming.goalBodyMilliseconds)) ms, no expression \
            over \(Format.grouped(Int(TypeCheckTiming.goalExpressionMilliseconds))) ms). The builder body is the table \
            file's slowest function body (`makeRouter()`).

            """
        switch run.typeCheck {
        case nil:
            return intro + "\nNot run.\n"
        case .unavailable(let reason):
            return intro + "\nn/a: \(reason)\n"
        case .measured(let plain, let typed):
            var table = MarkdownTable(["figure", "plain handlers", "typed handlers"])
            func describe(_ expression: TypeCheckTiming.Expression) -> String {
                let code = expression.source.replacingOccurrences(of: "|", with: "\\|")
                let source = code.isEmpty ? "" : ": `\(code)`"
                return Format.number(expression.milliseconds) + " ms (line \(expression.location)\(source))"
            }
            func row(_ name: String, _ cell: (TypeCheckTiming) -> String) {
                table.add([name, cell(plain), typed.map(cell) ?? "n/a (the script printed no figures for it)"])
            }
            func milliseconds(_ value: Double?) -> String {
                value.map { Format.number($0) + " ms" } ?? "n/a (not printed)"
            }
            row("Slowest route expression") { timing in
                timing.slowest.first(where: \.isRoute).map(describe)
                    ?? "n/a (none among the \(timing.slowest.count) slowest listed)"
            }
            row("Slowest expression of any kind") { timing in
                timing.slowest.first.map { $0.isRoute ? "the slowest route expression" : describe($0) } ?? "n/a"
            }
            row("Builder body (slowest function body)") { milliseconds($0.slowestBodyMilliseconds) }
            row("Whole table: its function bodies type-checked") { milliseconds($0.bodiesMilliseconds) }
            row("Whole table: its timed expressions added up") { timing in
                milliseconds(timing.expressionsMilliseconds)
                    + (timing.expressionCount.map { " (\(Format.grouped($0)) locations)" } ?? "")
            }
            row("Expressions over 10 ms") { timing in timing.expressionsOverTen.map(Format.grouped) ?? "n/a" }
            let failure = plain.scriptFailure.map { "\nThe script failed after printing these: \($0)\n" } ?? ""
            return intro + "\n" + table.text + "\n" + failure
        }
    }

    // MARK: Targets

    var targets: String {
        var table = MarkdownTable(["target", "measured", "ratio (≤ 1 meets it)", "met"])
        func measurement(_ role: ContenderRole, _ corpus: String) -> (ContenderEntry, CorpusMeasurement)? {
            guard let entry = entries.first(where: { $0.role == role }),
                let measurement = run.corpus[corpus]?[entry.name]
            else { return nil }
            return (entry, measurement)
        }
        func limit(
            _ name: String, _ value: Double?, _ limit: Double, unit: String, detail: String = "", unitSpace: Bool = true
        ) {
            guard let value, value.isFinite else {
                table.add([name, "not measured" + detail, "—", "–"])
                return
            }
            let ratio = value / limit
            table.add([
                name, Format.number(value) + (unitSpace ? " " : "") + unit + detail, Format.fixed(ratio, digits: 2),
                mark(value, limit),
            ])
        }

        if let (_, selection) = measurement(.deepLinksSelection, "github-api") {
            limit("Route selection on github-api ≤ 62 ns", selection.hitNanoseconds, 62, unit: "ns")
        } else {
            table.add([
                "Route selection on github-api ≤ 62 ns", "not measured: no route-selection contender yet", "—", "–",
            ])
        }
        limit(
            "Full `match(.path(_:))` on github-api ≤ 200 ns",
            measurement(.deepLinksMatch, "github-api")?.1.hitNanoseconds,
            200, unit: "ns")
        // Issue #13: the same table declared as modules and mounted, against the flat one, in the same run.
        let mountedName = "Mounted `match(.path(_:))` on github-api within 5% of flat"
        if let mounted = measurement(.deepLinksMounted, "github-api")?.1.hitNanoseconds,
            let flat = measurement(.deepLinksMatch, "github-api")?.1.hitNanoseconds
        {
            limit(
                mountedName, mounted / flat, 1.05, unit: "× flat",
                detail: " (mounted \(Format.number(mounted)) ns, flat \(Format.number(flat)) ns)", unitSpace: false)
        } else {
            table.add([mountedName, "not measured", "—", "–"])
        }

        var speedups: [(corpus: String, speedup: Double)] = []
        for corpus in tables {
            guard let deepLinks = measurement(.deepLinksMatch, corpus.name)?.1.hitNanoseconds else { continue }
            let routers = entries.filter { $0.role == .swiftRouter }
                .compactMap { run.corpus[corpus.name]?[$0.name]?.hitNanoseconds }
            if let fastest = routers.min() { speedups.append((corpus.name, fastest / deepLinks)) }
        }
        if let worst = speedups.min(by: { $0.speedup < $1.speedup }),
            let best = speedups.max(by: { $0.speedup < $1.speedup })
        {
            table.add([
                "≥ 25× faster than the fastest Swift router (Hummingbird, RoutingKit) on every corpus",
                "worst \(Format.ratio(worst.speedup)) (\(worst.corpus)), best \(Format.ratio(best.speedup)) "
                    + "(\(best.corpus))",
                Format.fixed(25 / worst.speedup, digits: 2), worst.speedup >= 25 ? "✓" : "✗",
            ])
        } else {
            table.add(["≥ 25× faster than the fastest Swift router on every corpus", "not measured", "—", "–"])
        }

        let misses = tables.compactMap { corpus in
            measurement(.deepLinksMatch, corpus.name)?.1.allocationsPerMiss.map { (corpus.name, $0) }
        }
        if let worst = misses.max(by: { $0.1 < $1.1 }) {
            let detail = worst.1 == 0 ? "0 on every corpus" : "up to \(Format.allocations(worst.1)) (\(worst.0))"
            table.add(["0 heap allocations on a miss", detail, "—", worst.1 == 0 ? "✓" : "✗"])
        } else {
            table.add(["0 heap allocations on a miss", "n/a (allocation counting unavailable)", "—", "–"])
        }

        let deepLinksEntry = entries.first { $0.role == .deepLinksMatch }
        let deepLinksScaling = deepLinksEntry.flatMap { run.scaling[$0.name] } ?? [:]
        let floorScaling = entries.first { $0.role == .floor }.flatMap { run.scaling[$0.name] } ?? [:]
        if let small = deepLinksScaling[100]?.lookupNanoseconds,
            let large = deepLinksScaling[100_000]?.lookupNanoseconds,
            let floorSmall = floorScaling[100]?.lookupNanoseconds,
            let floorLarge = floorScaling[100_000]?.lookupNanoseconds
        {
            let growth = large / small
            let floorGrowth = floorLarge / floorSmall
            table.add([
                "Lookup growth, 100 → 100,000 routes, ≤ the Dictionary floor's",
                "\(Format.ratio(growth)) (\(Format.number(small)) → \(Format.number(large)) ns); floor "
                    + "\(Format.ratio(floorGrowth)) (\(Format.number(floorSmall)) → \(Format.number(floorLarge)) ns)",
                Format.fixed(growth / floorGrowth, digits: 2), mark(growth, floorGrowth),
            ])
        } else {
            table.add([
                "Lookup growth, 100 → 100,000 routes, ≤ the Dictionary floor's",
                "not measured (smoke mode stops at 1,000)", "—", "–",
            ])
        }
        if let build = deepLinksScaling[10_000]?.buildNanoseconds {
            limit("Build 10,000 routes < 20 ms", build / 1e6, 20, unit: "ms")
        } else {
            table.add(["Build 10,000 routes < 20 ms", "not measured (smoke mode stops at 1,000)", "—", "–"])
        }
        if let build = deepLinksScaling[100_000]?.buildNanoseconds {
            limit("Build 100,000 routes ≤ 150 ms", build / 1e6, 150, unit: "ms")
        } else {
            table.add(["Build 100,000 routes ≤ 150 ms", "not measured (smoke mode stops at 1,000)", "—", "–"])
        }
        let memory = deepLinksEntry.flatMap { run.memory[$0.name] } ?? [:]
        if let size = memory.keys.max(), let sample = memory[size] {
            limit(
                "≤ 300 bytes per route (peak RSS delta, fresh process)", sample.peakBytesPerRoute, 300, unit: "B",
                detail: " (\(Format.mebibytes(sample.peakDelta)) MiB at \(Format.grouped(size)) routes)")
        } else {
            table.add(["≤ 300 bytes per route (peak RSS delta, fresh process)", "n/a (not measured)", "—", "–"])
        }
        for row in matchitTargetRows { table.add(row) }
        table.add(selectionScalingTargetRow)
        table.add(memoryGoalTargetRow)
        table.add(rulesTargetRow)
        table.add(navigatorTargetRow)
        for row in codeSizeTargetRows { table.add(row) }
        for row in typeCheckTargetRows { table.add(row) }
        for row in debugBuildTargetRows { table.add(row) }
        table.add(firstMatchTargetRow)
        return """
            ## Targets (DeepLinks)

            Ratio: measured ÷ limit (for the speed-up target, 25 ÷ the worst speed-up): above 1 is how far off it is.

            \(table.text)

            """
    }

    private func mark(_ value: Double, _ limit: Double) -> String {
        value <= limit ? "✓" : "✗"
    }

    // MARK: Notes

    func notes(elapsedSeconds: Double) -> String {
        var lines: [String] = []
        for entry in entries {
            for note in entry.notes { lines.append("- **\(entry.name)**: \(note)") }
        }
        let withoutMiss = tables.filter { $0.requestsWithoutMiss > 0 }
            .map { "\($0.name): \($0.requestsWithoutMiss)" }
        lines.append(
            "- Near-misses: each request with `x` appended to its last segment; if some route still accepts that "
                + "(a parameter), the last segment replaced by `zzz-miss`, then `/zzz-miss` appended, then an earlier "
                + "segment with `x` appended; the first that no route accepts under the reference rules is used. "
                + (withoutMiss.isEmpty
                    ? "Every request has one."
                    : "Requests with none (every change still matched a route): " + withoutMiss.joined(separator: ", ")
                        + "."))
        lines.append(
            "- `github-api+commented` is github-api.routes followed by github-api-commented.routes (154 routes); the "
                + "hand-written contenders take the first match in registration order, so the commented routes that "
                + "overlap earlier ones (`/gists/public` after `/gists/:id`) resolve to the earlier route.")
        for note in run.scalingNotes {
            lines.append("- Scaling: \(note)")
        }
        for note in run.memoryNotes {
            lines.append("- Build and memory: \(note)")
        }
        if !Allocations.available {
            lines.append("- Allocation counts and memory print n/a: the malloc interposer is not active in this build.")
        }
        lines.append(
            "- Whole run: \(Format.number(elapsedSeconds)) s (build excluded). Checksum of all lookups: \(checksum).")
        if !run.failures.isEmpty {
            lines.append("- **FAILED** (exit status 1): " + run.failures.joined(separator: "; ") + ".")
        }
        return "## Notes\n\n" + lines.joined(separator: "\n") + "\n"
    }
}
