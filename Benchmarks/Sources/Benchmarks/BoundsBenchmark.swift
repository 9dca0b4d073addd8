import Foundation

/// Issue #37's bounds: one row per outside input of the issue's table, each timed (or sized) through the public API in
/// a child process of its own, against the issue's bound.
///
/// `--bounds` prints the rows; the full run and `--smoke` print them too. Each row runs as
/// `benchmarks --bounds-child ROW [--smoke]`, stopped after ``timeoutSeconds`` (or past ``memoryLimitBytes`` of
/// resident memory), so that an input that regresses to minutes or gigabytes cannot hang the run: the row then reads
/// `> 60 s (stopped)`. The child prints one `bounds …` line (``ChildLine``), and `bounds-note …` lines that say what
/// it saw. In smoke mode (CI, a debug build) a time bound gets 10× headroom and some inputs are smaller (the row says
/// so); a row over its bound fails the run, unless its name is in `DEEPLINKS_BOUNDS_PENDING` (comma-separated: rows
/// whose fix has not landed yet, each taken off the list by the change that fixes it).
enum BoundsBenchmark {
    /// The longest a row's child may run in a full run.
    static let timeoutSeconds: Double = 60
    /// The resident memory past which a row's child is stopped: 4 GiB.
    static let memoryLimitBytes = 4 << 30
    /// The headroom a smoke run gives every time and ratio bound.
    static let smokeHeadroom = 10.0
    /// What a smoke run's time bounds are multiplied by besides, for its debug build.
    ///
    /// In a debug build the library's tight loops run 4–15 times slower than in release (the forwarded query: 0.76 ms in release, 11.6 ms in debug,
    /// 2026-11-29). A regression of the kind the rows guard against (a scan per item, a rebuild per rule) costs
    /// hundreds of times more, and still fails.
    static let debugFactor = 4.0
    /// The environment variable naming the rows that may be over their bound without failing the run.
    static let pendingVariable = "DEEPLINKS_BOUNDS_PENDING"

    /// What a row's figure is compared with.
    enum Limit {
        /// At most this many nanoseconds.
        case nanoseconds(Double)
        /// At most this many characters.
        case characters(Int)
        /// The per-link time at the end at most this many times the per-link time at the start.
        case ratio(Double)
        /// Only the answer is checked (refused, every problem listed); the time and memory are shown.
        case answer
    }

    /// One row of the table: its input in this mode, the issue's bound, and the limit this mode holds it to.
    struct Spec {
        /// The input, as the report shows it.
        let input: String
        /// The bound the issue asks for, as the report shows it.
        let bound: String
        /// What the figure must stay within in this mode.
        let limit: Limit
    }

    /// What a row's child measured, read back from its `bounds …` line.
    struct Sample {
        /// The time, in nanoseconds (median of up to 5 runs for inputs under 0.2 s).
        let nanoseconds: Int
        /// Whether the answer is the one the bound asks for (refused with the right reason, every problem listed).
        let correct: Bool
        /// Peak resident set during the runs minus the resident set before them, if it could be read.
        let peakDelta: Int?
        /// The size a size row measures (characters).
        let count: Int?
        /// For the burst row: nanoseconds a link over the first and last links.
        let first: Int?
        let last: Int?
        /// What the child saw, in its own words.
        let notes: [String]

        /// The line the child prints.
        var line: String {
            var fields = ["nanoseconds=\(nanoseconds)", "correct=\(correct ? 1 : 0)"]
            if let peakDelta { fields.append("peakDelta=\(peakDelta)") }
            if let count { fields.append("count=\(count)") }
            if let first { fields.append("first=\(first)") }
            if let last { fields.append("last=\(last)") }
            return notes.map { "bounds-note " + $0.replacingOccurrences(of: "\n", with: " ") + "\n" }.joined()
                + "bounds " + fields.joined(separator: " ")
        }

        init(
            nanoseconds: Int, correct: Bool, peakDelta: Int? = nil, count: Int? = nil, first: Int? = nil,
            last: Int? = nil, notes: [String] = []
        ) {
            self.nanoseconds = nanoseconds
            self.correct = correct
            self.peakDelta = peakDelta
            self.count = count
            self.first = first
            self.last = last
            self.notes = notes
        }

        /// Reads a child's output: its `bounds-note` lines and its last `bounds …` line.
        init(output: String) throws(MemoryMeasurementError) {
            let line = try ChildLine(named: "bounds", in: output) { MemoryMeasurementError($0) }
            let correct = try line.value("correct") { MemoryMeasurementError($0) }
            self.init(
                nanoseconds: try line.value("nanoseconds") { MemoryMeasurementError($0) }, correct: correct == 1,
                peakDelta: line.optionalValue("peakDelta"), count: line.optionalValue("count"),
                first: line.optionalValue("first"), last: line.optionalValue("last"),
                notes: output.split(whereSeparator: \.isNewline).filter { $0.hasPrefix("bounds-note ") }.map {
                    String($0.dropFirst("bounds-note ".count))
                })
        }
    }

    /// A row's result, for the report.
    struct Result {
        let row: BoundsRow
        let spec: Spec
        /// The sample, or why there is none (`> 60 s (stopped)`).
        let outcome: Swift.Result<Sample, MemoryMeasurementError>
        /// Whether the row is listed in `DEEPLINKS_BOUNDS_PENDING`.
        let pending: Bool

        /// Whether the row meets its limit in this mode.
        var passed: Bool {
            guard case .success(let sample) = outcome, sample.correct else { return false }
            switch spec.limit {
            case .nanoseconds(let limit): return Double(sample.nanoseconds) <= limit
            case .characters(let limit): return (sample.count ?? Int.max) <= limit
            case .ratio(let limit): return ratio(of: sample).map { $0 <= limit } ?? false
            case .answer: return true
            }
        }

        /// The burst row's end-over-start ratio.
        func ratio(of sample: Sample) -> Double? {
            guard let first = sample.first, let last = sample.last, first > 0 else { return nil }
            return Double(last) / Double(first)
        }

        /// The figure column.
        var figure: String {
            let sample: Sample
            switch outcome {
            case .failure(let error): return error.description
            case .success(let measured): sample = measured
            }
            var parts: [String] = []
            switch spec.limit {
            case .characters: parts.append("\(Format.grouped(sample.count ?? 0)) characters")
            case .ratio:
                let ratio = ratio(of: sample).map { Format.ratio($0) } ?? "—"
                parts.append(
                    "\(ratio) (\(BoundsBenchmark.time(sample.last ?? 0)) a link at the end, "
                        + "\(BoundsBenchmark.time(sample.first ?? 0)) at the start)")
            case .nanoseconds, .answer: parts.append(BoundsBenchmark.time(sample.nanoseconds))
            }
            if let peak = sample.peakDelta { parts.append("+\(Format.mebibytes(peak)) MiB peak") }
            parts += sample.notes
            return parts.joined(separator: "; ")
        }

        /// The met column.
        var met: String {
            if passed { return "✓" }
            return pending ? "✗ (pending)" : "✗"
        }
    }

    /// The limit a row is held to in this run, as the report shows it.
    static func limitText(_ limit: Limit) -> String {
        switch limit {
        case .nanoseconds(let nanoseconds): "≤ " + time(Int(nanoseconds.rounded()))
        case .characters(let characters): "≤ \(Format.grouped(characters)) characters"
        case .ratio(let ratio): "≤ " + Format.ratio(ratio)
        case .answer: "the answer"
        }
    }

    /// `1.23 ms`, `4.56 s`, `789 µs`.
    static func time(_ nanoseconds: Int) -> String {
        let value = Double(nanoseconds)
        if value >= 1e9 { return Format.number(value / 1e9) + " s" }
        if value >= 1e6 { return Format.number(value / 1e6) + " ms" }
        if value >= 1e3 { return Format.number(value / 1e3) + " µs" }
        return Format.number(value) + " ns"
    }

    /// The names of the rows `DEEPLINKS_BOUNDS_PENDING` lists.
    static var pendingRows: Set<String> {
        let text = ProcessInfo.processInfo.environment[pendingVariable] ?? ""
        return Set(text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
    }

    /// Runs every row in a child of its own; the section of the report and the failures.
    static func measure(smoke: Bool) -> (section: String, failures: [String]) {
        let pending = pendingRows
        var results: [Result] = []
        for row in BoundsRow.allCases {
            writeError("bounds: \(row.rawValue)…\n")
            let spec = row.spec(smoke: smoke)
            results.append(
                Result(
                    row: row, spec: spec, outcome: runChild(row, smoke: smoke, limit: spec.limit),
                    pending: pending.contains(row.rawValue)))
        }
        // Text columns, left-aligned; the limit and the mark right-aligned.
        var lines = [
            "| row | input | figure | issue #37's bound | limit in this run | met |", "|---|---|---|---|---:|---:|",
        ]
        for result in results {
            let cells = [
                "`\(result.row.rawValue)`", result.spec.input, result.figure, result.spec.bound,
                limitText(result.spec.limit), result.met,
            ]
            lines.append(
                "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |")
        }
        let table = lines.joined(separator: "\n")
        let failures = results.filter { !$0.passed && !$0.pending }.map {
            "bounds row \($0.row.rawValue) over its bound (\($0.spec.bound)): \($0.figure)"
        }
        let mode =
            smoke
            ? "Smoke mode: every time bound with \(Format.ratio(smokeHeadroom)) headroom, times "
                + "\(Format.ratio(debugFactor)) for the debug build; some inputs are smaller (the "
                + "input column says so); a row over its bound fails the run unless \(pendingVariable) lists it."
            : "Each row in a fresh process, stopped after \(Format.number(timeoutSeconds)) s or past "
                + "\(Format.mebibytes(memoryLimitBytes)) MiB resident."
        let listed =
            pending.isEmpty
            ? ""
            : "\n\nPending (may be over their bound without failing the run): "
                + pending.sorted().map { "`\($0)`" }.joined(separator: ", ") + "."
        let section = """
            ## Bounds (issue #37)

            Every outside input of issue #37's table through the public API, each in a child process \
            (`--bounds-child ROW`). \(mode)\(listed)

            \(table)

            \(failures.isEmpty ? "" : "**FAILED:**\n" + failures.map { "- \($0)" }.joined(separator: "\n") + "\n")
            """
        return (section, failures)
    }

    /// Starts the child of `row` and reads its sample.
    static func runChild(_ row: BoundsRow, smoke: Bool, limit: Limit) -> Swift.Result<Sample, MemoryMeasurementError> {
        // A full run waits a minute for every row; a smoke run stops a row at 1.5 times its loose bound (10 s at
        // least, 30 s for a row without a time bound), so that a row over its bound costs CI seconds.
        var timeout = timeoutSeconds
        if smoke {
            if case .nanoseconds(let nanoseconds) = limit {
                timeout = min(timeoutSeconds, max(10, 1.5 * nanoseconds / 1e9))
            } else {
                timeout = 30
            }
        }
        let outcome: ChildProcess.Outcome
        do {
            outcome = try ChildProcess.run(
                ChildProcess.ownExecutable, ["--bounds-child", row.rawValue] + (smoke ? ["--smoke"] : []),
                timeoutSeconds: timeout, memoryLimitBytes: memoryLimitBytes)
        } catch {
            return .failure(MemoryMeasurementError("could not start the child: \(error)"))
        }
        if outcome.timedOut { return .failure(MemoryMeasurementError("> \(Format.number(timeout)) s (stopped)")) }
        if outcome.overMemory {
            return .failure(MemoryMeasurementError("> \(Format.mebibytes(memoryLimitBytes)) MiB resident (stopped)"))
        }
        if let failure = outcome.failure { return .failure(MemoryMeasurementError("the child \(failure)")) }
        do {
            return .success(try Sample(output: outcome.standardOutput))
        } catch {
            return .failure(error)
        }
    }

    /// `--bounds-child ROW [--smoke]`: measures one row in this process and prints its sample.
    @MainActor
    static func runChildProcess(_ name: String, smoke: Bool) -> Int32 {
        guard let row = BoundsRow(rawValue: name) else {
            writeError("--bounds-child: no row \(name); rows: \(BoundsRow.allCases.map(\.rawValue))\n")
            return 2
        }
        do {
            let sample = try row.measure(smoke: smoke)
            FileHandle.standardOutput.write(Data((sample.line + "\n").utf8))
            return 0
        } catch {
            writeError("--bounds-child \(name): \(error)\n")
            return 1
        }
    }
}
