import Foundation

/// matchit (Rust), the fastest published path router, measured beside DeepLinks in the same run (issue #25).
///
/// It is a peer, not a dependency: nothing of it is in this repository. The run calls its harness,
/// `../shared/peers/matchit-bench/run.sh CORPUS_DIR CORPUS…` beside the repository (or the script `MATCHIT_BENCH`
/// names), which builds it with `cargo` offline and prints one Markdown row per corpus: ns per `Router::at`, and a Rust
/// `HashMap` floor measured in the same process. Without `cargo` or the harness, the report says why and the targets
/// that compare with it read "not measured".
enum Matchit {
    /// One corpus's figures.
    struct Row: Equatable {
        var corpus: String
        var routes: Int
        var nanoseconds: Double
        var floorNanoseconds: Double
        var wrong: Int
    }

    enum Outcome {
        case measured([String: Row])
        case unavailable(String)
    }

    /// The corpora the issue compares on; the harness takes their `.routes` and `.requests` files.
    ///
    /// `github-api+commented` is the benchmark's table of that name: github-api's routes, then the paths of its
    /// commented-out lines (`github-api-commented`, which the corpus's README says to load with it).
    static let corpora = ["github-api", "github-api+commented", "kickstarter", "parse-api", "static"]

    /// The harness's name for `corpus`: the harness joins the files of the names between `+`, in order.
    static func harnessName(_ corpus: String) -> String {
        corpus == "github-api+commented" ? "github-api+github-api-commented" : corpus
    }

    /// The harness script: `MATCHIT_BENCH`, else `shared/peers/matchit-bench/run.sh` beside the repository.
    static func locateScript(repository: URL?) -> URL? {
        let files = FileManager.default
        if let explicit = ProcessInfo.processInfo.environment["MATCHIT_BENCH"] {
            return files.isExecutableFile(atPath: explicit) ? URL(fileURLWithPath: explicit) : nil
        }
        guard let repository else { return nil }
        let script = repository.deletingLastPathComponent().appendingPathComponent(
            "shared/peers/matchit-bench/run.sh")
        return files.isExecutableFile(atPath: script.path) ? script : nil
    }

    /// Runs the harness on `corpora` of `corpusDirectory`.
    static func measure(script: URL?, corpusDirectory: URL, corpora: [String] = corpora) -> Outcome {
        guard let script else {
            return .unavailable(
                "the harness was not found (shared/peers/matchit-bench/run.sh beside the repository, or MATCHIT_BENCH)")
        }
        guard let cargo = which("cargo") else { return .unavailable("cargo is not installed") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [script.path, corpusDirectory.path] + corpora.map(harnessName)
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = cargo.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "")
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            return .unavailable("the harness did not start: \(error)")
        }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let problem = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            return .unavailable(
                "the harness failed (exit \(process.terminationStatus)): "
                    + problem.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        var rows: [String: Row] = [:]
        for (name, row) in parse(text) {
            // Each row under the report's name of its corpus.
            let corpus = corpora.first { harnessName($0) == name } ?? name
            rows[corpus] = Row(
                corpus: corpus, routes: row.routes, nanoseconds: row.nanoseconds,
                floorNanoseconds: row.floorNanoseconds,
                wrong: row.wrong)
        }
        guard !rows.isEmpty else { return .unavailable("the harness printed no row: \(text)") }
        return .measured(rows)
    }

    /// The rows of the harness's Markdown table, by corpus:
    /// `| github-api | 142 | 25.3 | 42.1 | 0.60 | 0 |` (corpus, routes, matchit ns, floor ns, ratio, wrong).
    static func parse(_ text: String) -> [String: Row] {
        var rows: [String: Row] = [:]
        for line in text.split(separator: "\n") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 6, let routes = Int(cells[1]), let nanoseconds = Double(cells[2]),
                let floor = Double(cells[3]), let wrong = Int(cells[5])
            else { continue }
            rows[cells[0]] = Row(
                corpus: cells[0], routes: routes, nanoseconds: nanoseconds, floorNanoseconds: floor, wrong: wrong)
        }
        return rows
    }

    /// The executable `name` on the `PATH`, or in `~/.cargo/bin`.
    private static func which(_ name: String) -> URL? {
        let environment = ProcessInfo.processInfo.environment
        var directories = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        if let home = environment["HOME"] { directories.append(home + "/.cargo/bin") }
        return directories.lazy.map { URL(fileURLWithPath: $0).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Checks ``parse(_:)`` on the harness's own format; returns what is wrong, or `nil`.
    ///
    /// The smoke run calls it, so that a change of format fails CI rather than silently dropping the matchit rows.
    static func selfCheck() -> String? {
        let sample = """
            | corpus | routes | matchit at() ns | HashMap floor ns | matchit ÷ floor | wrong |
            |---|---:|---:|---:|---:|---:|
            | github-api | 142 | 25.3 | 42.1 | 0.60 | 0 |
            | static | 157 | 17.6 | 43.3 | 0.41 | 2 |
            """
        let expected = [
            "github-api": Row(corpus: "github-api", routes: 142, nanoseconds: 25.3, floorNanoseconds: 42.1, wrong: 0),
            "static": Row(corpus: "static", routes: 157, nanoseconds: 17.6, floorNanoseconds: 43.3, wrong: 2),
        ]
        let parsed = parse(sample)
        return parsed == expected ? nil : "Matchit.parse read the harness's table as \(parsed)"
    }
}
