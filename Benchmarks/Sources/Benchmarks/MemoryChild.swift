import Foundation

/// What a memory child measured for one contender and one synthetic table, in bytes.
///
/// The child prints it as one line, which the parent parses back:
///
/// ```
/// memory routes=10000 peakDelta=9437184 retainedDelta=9388032 peakReset=1
/// ```
///
/// When the peak could not be reset, the line also has `peakBefore=…`, the peak the process had already reached.
struct MemorySample: Equatable, Sendable {
    /// The routes in the table.
    let routes: Int
    /// Peak resident set during the build minus the resident set before it: `VmHWM` after − `VmRSS` before.
    let peakDelta: Int
    /// Resident set after the build (the heap trimmed, the router alive) minus the resident set before it.
    let retainedDelta: Int
    /// Whether `VmHWM` was reset before the build.
    ///
    /// If not, `peakDelta` can include a peak reached earlier in the process (making the input), and is then an
    /// upper bound.
    let peakReset: Bool
    /// `VmHWM` before the build, when it could not be reset.
    let peakBefore: Int?

    /// The peak delta per route.
    var peakBytesPerRoute: Double { Double(peakDelta) / Double(max(routes, 1)) }

    /// The retained delta per route.
    var retainedBytesPerRoute: Double { Double(retainedDelta) / Double(max(routes, 1)) }

    /// The line the child prints.
    var line: String {
        var fields = [
            "routes=\(routes)", "peakDelta=\(peakDelta)", "retainedDelta=\(retainedDelta)",
            "peakReset=\(peakReset ? 1 : 0)",
        ]
        if let peakBefore { fields.append("peakBefore=\(peakBefore)") }
        return "memory " + fields.joined(separator: " ")
    }

    init(routes: Int, peakDelta: Int, retainedDelta: Int, peakReset: Bool, peakBefore: Int?) {
        self.routes = routes
        self.peakDelta = peakDelta
        self.retainedDelta = retainedDelta
        self.peakReset = peakReset
        self.peakBefore = peakBefore
    }

    /// Reads the last `memory …` line of a child's standard output.
    ///
    /// - Throws: ``MemoryMeasurementError`` naming what is missing or malformed, with the text it read.
    init(output: String) throws(MemoryMeasurementError) {
        let line = try ChildLine(named: "memory", in: output) { MemoryMeasurementError($0) }
        let routes = try line.value("routes") { MemoryMeasurementError($0) }
        let peakReset = try line.value("peakReset") { MemoryMeasurementError($0) }
        guard routes > 0, peakReset == 0 || peakReset == 1 else { throw MemoryMeasurementError(line.impossibleValues) }
        self.init(
            routes: routes, peakDelta: try line.value("peakDelta") { MemoryMeasurementError($0) },
            retainedDelta: try line.value("retainedDelta") { MemoryMeasurementError($0) }, peakReset: peakReset == 1,
            peakBefore: line.optionalValue("peakBefore"))
    }
}

/// Why a memory measurement has no number.
struct MemoryMeasurementError: Error, CustomStringConvertible {
    /// What went wrong, in a sentence.
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

/// The benchmark's memory child: `benchmarks --memory-child CONTENDER SIZE`, and the parent's side of it.
///
/// Each contender's memory is measured in a process of its own, so that no other contender's heap, and no earlier
/// measurement's, is in the resident set. The parent starts its own executable once per contender and size; the
/// child makes the synthetic table, measures one build (``ContenderMeasurements/memory(_:routes:)``), prints one
/// ``MemorySample`` line and exits.
enum MemoryChild {
    /// The longest a child may run before the parent stops it and reports a failure.
    static let timeoutSeconds: Double = 600

    /// Whether memory can be measured on this platform (Linux's `/proc/self/status`).
    static var isAvailable: Bool {
        #if os(Linux)
        true
        #else
        false
        #endif
    }

    /// The child's whole run: measures `entry` on a synthetic table of `size` routes and prints the sample.
    ///
    /// - Returns: The exit status: 0 with the sample on standard output, 1 with the reason on standard error.
    static func run(_ entry: ContenderEntry, size: Int) -> Int32 {
        guard isAvailable else {
            writeError("memory: n/a on this platform (Linux's /proc/self/status is read)\n")
            return 1
        }
        // The input is made before anything is measured: every contender gets these same texts.
        let routes = SyntheticTable.make(count: size)
        do {
            let sample = try entry.memory(routes)
            FileHandle.standardOutput.write(Data((sample.line + "\n").utf8))
            return 0
        } catch {
            writeError("memory: \(entry.name) at \(size) routes: \(error)\n")
            return 1
        }
    }

    /// Starts a child for `entry` at `size` routes and reads its sample.
    static func measure(_ entry: ContenderEntry, size: Int) -> Result<MemorySample, MemoryMeasurementError> {
        measure(key: entry.key, size: size)
    }

    /// Starts a child for the contender or ``DeepLinksMemoryForm`` named `key` at `size` routes and reads its sample.
    static func measure(key: String, size: Int) -> Result<MemorySample, MemoryMeasurementError> {
        guard isAvailable else { return .failure(MemoryMeasurementError("n/a: measured on Linux only")) }
        let result: ChildProcess.Outcome
        do {
            result = try ChildProcess.run(
                ChildProcess.ownExecutable, ["--memory-child", key, String(size)],
                timeoutSeconds: timeoutSeconds)
        } catch {
            return .failure(MemoryMeasurementError("could not start the memory child: \(error)"))
        }
        if let failure = result.failure {
            return .failure(MemoryMeasurementError("the memory child \(failure)"))
        }
        do {
            let sample = try MemorySample(output: result.standardOutput)
            guard sample.routes == size else {
                return .failure(
                    MemoryMeasurementError("the memory child measured \(sample.routes) routes, not \(size)"))
            }
            return .success(sample)
        } catch {
            return .failure(error)
        }
    }
}

/// Runs another program to its end, its output collected in temporary files (so a long output cannot block it).
enum ChildProcess {
    /// How a child process ended, and what it printed.
    struct Outcome {
        /// The exit status, or the signal's number if a signal ended it.
        let status: Int32
        /// Whether a signal ended it.
        let signaled: Bool
        /// Whether it was stopped for running past its time limit.
        let timedOut: Bool
        /// Whether it was stopped for a resident set past its memory limit.
        var overMemory = false
        /// Everything it wrote to standard output.
        let standardOutput: String
        /// Everything it wrote to standard error.
        let standardError: String

        /// Why the run failed (`exited with status 1: …`), or `nil` if it exited with status 0.
        var failure: String? {
            let detail = standardError.split(whereSeparator: \.isNewline).suffix(5).joined(separator: " ⏎ ")
            let said = detail.isEmpty ? "" : ": " + detail
            if timedOut { return "ran past its time limit and was stopped" + said }
            if overMemory { return "grew past its memory limit and was stopped" + said }
            if signaled { return "was ended by signal \(status)" + said }
            return status == 0 ? nil : "exited with status \(status)" + said
        }
    }

    /// This benchmark's own executable (`/proc/self/exe` resolved on Linux, else the path it was started by).
    static var ownExecutable: URL {
        #if os(Linux)
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: path)
        }
        #endif
        return Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    }

    /// Runs `executable` with `arguments` in `directory` (default: the current one) and waits for it, stopping it
    /// (SIGTERM) after `timeoutSeconds`, or (Linux) once its resident set passes `memoryLimitBytes`.
    ///
    /// Its standard input is the file `input`, or empty.
    ///
    /// - Throws: If the temporary files cannot be made or the program cannot be started.
    static func run(
        _ executable: URL, _ arguments: [String], in directory: URL? = nil, input: URL? = nil,
        timeoutSeconds: Double, memoryLimitBytes: Int? = nil
    ) throws -> Outcome {
        let files = FileManager.default
        let stem = files.temporaryDirectory.appendingPathComponent("deeplinks-benchmarks-\(UUID().uuidString)")
        let outputURL = stem.appendingPathExtension("out")
        let errorURL = stem.appendingPathExtension("err")
        guard files.createFile(atPath: outputURL.path, contents: nil),
            files.createFile(atPath: errorURL.path, contents: nil)
        else {
            throw MemoryMeasurementError("cannot create temporary files at \(stem.path)")
        }
        defer {
            try? files.removeItem(at: outputURL)
            try? files.removeItem(at: errorURL)
        }
        let output = try FileHandle(forWritingTo: outputURL)
        let error = try FileHandle(forWritingTo: errorURL)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let inputHandle = try input.map { try FileHandle(forReadingFrom: $0) }
        defer { try? inputHandle?.close() }
        process.standardInput = inputHandle ?? FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let deadline = now() + UInt64(timeoutSeconds * 1e9)
        var timedOut = false
        var overMemory = false
        while process.isRunning {
            if now() > deadline {
                timedOut = true
                process.terminate()
                break
            }
            if let memoryLimitBytes, let resident = residentBytes(of: process.processIdentifier),
                resident > memoryLimitBytes
            {
                overMemory = true
                process.terminate()
                break
            }
            usleep(20_000)
        }
        process.waitUntilExit()
        try? output.close()
        try? error.close()
        let standardOutput = String(decoding: (try? Data(contentsOf: outputURL)) ?? Data(), as: UTF8.self)
        let standardError = String(decoding: (try? Data(contentsOf: errorURL)) ?? Data(), as: UTF8.self)
        var outcome = Outcome(
            status: process.terminationStatus, signaled: process.terminationReason == .uncaughtSignal,
            timedOut: timedOut, standardOutput: standardOutput, standardError: standardError)
        outcome.overMemory = overMemory
        return outcome
    }

    /// The resident set of process `pid` (`VmRSS` of Linux's `/proc/PID/status`), or `nil` where it cannot be read.
    static func residentBytes(of pid: Int32) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
            let kilobytes = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first.flatMap({
                Int($0)
            })
        else { return nil }
        return kilobytes * 1_024
    }
}
