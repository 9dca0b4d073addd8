import Foundation

/// What DeepLinks adds to the size of an app: the same 10-route app built with DeepLinks and with a hand-written
/// `switch`, in release, stripped, compared.
///
/// `Benchmarks/SizeApps` is a package of three executables: `SizeAppDeepLinks` declares its 10 routes with the DSL and
/// matches the link on its command line with `match(path:)`; `SizeAppSwitch` does the same with `split(separator:)`
/// and a `switch`; `SizeAppSwitchFoundation` is the switch app reading its link as a Foundation `URL` first. One
/// `swift build -c release` builds the three with the same flags. SwiftPM links DeepLinks into its app statically, as an
/// app links a package, and the standard library and Foundation dynamically, as iOS apps link the system's. Copies of
/// the executables are stripped with `strip` and their sizes compared; ``Breakdown`` says what the difference is made of.
struct CodeSize {
    /// The apps' package, relative to the repository root.
    static let package = "Benchmarks/SizeApps"
    /// The route-form issue's goal: DeepLinks adds at most this many KiB to the stripped 10-route app.
    static let goalKiB: Double = 450
    /// Issue #25's goal 5, on the same figure: at most this many KiB.
    static let issue25GoalKiB: Double = 300
    /// The longest the apps' build may take.
    ///
    /// From cold it compiles DeepLinks in release: about 20 s on 2 idle cores.
    static let buildTimeoutSeconds: Double = 1_200
    /// The longest any other tool (`strip`, `nm`, `size`, `swift demangle`, an app) may run.
    static let toolTimeoutSeconds: Double = 120

    /// The app built with DeepLinks.
    static let deepLinksProduct = "SizeAppDeepLinks"
    /// The same app with a hand-written `switch`.
    static let switchProduct = "SizeAppSwitch"
    /// The switch app reading its link as a Foundation `URL`.
    static let switchFoundationProduct = "SizeAppSwitchFoundation"

    /// The links each app is run with: every app must print the same line for each, or the run fails.
    ///
    /// None is percent-encoded: DeepLinks decodes captures, the hand-written switch does not.
    static let sampleLinks = [
        "/home", "/recipe/42", "/recipe/42/", "/search/pasta?utm=mail", "/subscription/abc/3/edit",
        "/subscription/abc/swap/m7", "/subscription/abc/x/edit", "/account", "/account/orders", "/account/orders/12",
        "/account/orders/x", "/cookbook/c1/recipe/r2", "/help/a/b", "/help", "/nope", "/",
    ]

    /// One app of the package, built and measured.
    struct App {
        /// Its product name.
        let product: String
        /// The release executable's size in bytes, as built (with its symbols and debug information).
        let unstrippedBytes: Int
        /// The size in bytes of a copy stripped with `strip`: the figure compared.
        let strippedBytes: Int
    }

    /// The app built with DeepLinks.
    let deepLinks: App
    /// The same app with a hand-written `switch`, without Foundation.
    let handWritten: App
    /// The switch app reading its link as a Foundation `URL`.
    let handWrittenFoundation: App
    /// The links on which an app printed another line than the DeepLinks app, described for the report.
    let disagreements: [String]
    /// What the DeepLinks app's extra bytes are made of.
    let breakdown: Breakdown
    /// `swift --version`'s first line: the sizes depend on the compiler.
    let compiler: String
    /// How long the apps' release build took, in seconds.
    let buildSeconds: Double

    /// The bytes DeepLinks adds to the stripped app: the DeepLinks app minus the switch app.
    var addedBytes: Int { deepLinks.strippedBytes - handWritten.strippedBytes }

    /// The bytes DeepLinks adds over the switch app that links Foundation too.
    var addedBytesOverFoundation: Int { deepLinks.strippedBytes - handWrittenFoundation.strippedBytes }

    /// What came of trying to measure.
    enum Outcome {
        /// The apps were built, run and measured.
        case measured(CodeSize)
        /// Not measured, and why: skipped, the package or a tool missing. Does not fail the run.
        case unavailable(String)
        /// The benchmark is broken: the apps did not build or did not run. Fails the run.
        case failed(String)
    }

    /// Why a tool run did not give its output.
    struct ToolFailure: Error, CustomStringConvertible {
        /// What went wrong, for the report.
        let description: String
        /// Whether the tool is not installed (rather than installed and failing).
        let isMissing: Bool

        /// The failure said of `command`: "`nm -S` exited with status 1: …", or "`nm` was not found on the PATH".
        func of(_ command: String) -> String {
            isMissing ? description : "`\(command)` \(description)"
        }
    }

    /// Builds the apps in `repository`, runs them on ``sampleLinks``, strips copies and measures them.
    ///
    /// Never throws: a missing package or tool becomes ``Outcome/unavailable(_:)``, an app that does not build or run
    /// becomes ``Outcome/failed(_:)``.
    static func measure(repository: URL?) -> Outcome {
        guard let repository else {
            return .unavailable(
                "\(package)/Package.swift not found next to the corpus, this source or the current directory")
        }
        let packagePath = repository.appendingPathComponent(package).path
        let build = ["build", "-c", "release", "--package-path", packagePath]
        let started = now()
        switch tool("swift", build, timeoutSeconds: buildTimeoutSeconds) {
        case .success: break
        case .failure(let failure) where failure.isMissing: return .unavailable(failure.description)
        case .failure(let failure):
            return .failed(failure.of("swift build -c release --package-path \(package)"))
        }
        let buildSeconds = Double(now() - started) / 1e9
        let binPath: String
        switch tool("swift", build + ["--show-bin-path"]) {
        case .success(let output):
            binPath = output.split(whereSeparator: \.isNewline).last.map(String.init) ?? ""
        case .failure(let failure): return .failed(failure.of("swift build --show-bin-path"))
        }
        let bin = URL(fileURLWithPath: binPath)
        let products = [deepLinksProduct, switchProduct, switchFoundationProduct]
        let executables = products.map { bin.appendingPathComponent($0) }
        for executable in executables where !FileManager.default.isExecutableFile(atPath: executable.path) {
            return .failed("the build made no executable at \(executable.path)")
        }

        let disagreements: [String]
        switch compareOutputs(executables) {
        case .success(let found): disagreements = found
        case .failure(let failure): return .failed(failure.description)
        }

        let files = FileManager.default
        let scratch = files.temporaryDirectory.appendingPathComponent("deeplinks-size-\(UUID().uuidString)")
        defer { try? files.removeItem(at: scratch) }
        var stripped: [URL] = []
        do {
            try files.createDirectory(at: scratch, withIntermediateDirectories: true)
            for (product, executable) in zip(products, executables) {
                let copy = scratch.appendingPathComponent(product)
                try files.copyItem(at: executable, to: copy)
                stripped.append(copy)
            }
        } catch {
            return .unavailable("cannot copy the apps to \(scratch.path) to strip them: \(error)")
        }
        for copy in stripped {
            if case .failure(let failure) = tool("strip", [copy.path]) {
                return .unavailable(failure.of("strip"))
            }
        }
        var apps: [App] = []
        for (index, product) in products.enumerated() {
            guard let unstripped = fileSize(executables[index]), let strippedSize = fileSize(stripped[index]) else {
                return .unavailable("cannot read the size of \(product)")
            }
            apps.append(App(product: product, unstrippedBytes: unstripped, strippedBytes: strippedSize))
        }
        let breakdown = Breakdown.measure(
            deepLinks: executables[0], handWritten: executables[1], strippedDeepLinks: stripped[0],
            strippedHandWritten: stripped[1], addedBytes: apps[0].strippedBytes - apps[1].strippedBytes)
        let version = (try? tool("swift", ["--version"]).get()) ?? ""
        let compiler = version.split(whereSeparator: \.isNewline).first.map(String.init) ?? "unknown"
        return .measured(
            CodeSize(
                deepLinks: apps[0], handWritten: apps[1], handWrittenFoundation: apps[2], disagreements: disagreements,
                breakdown: breakdown, compiler: compiler, buildSeconds: buildSeconds))
    }

    /// Runs every app on every sample link and lists the links on which an app printed another line than the first.
    private static func compareOutputs(_ executables: [URL]) -> Result<[String], ToolFailure> {
        var disagreements: [String] = []
        for link in sampleLinks {
            var lines: [String] = []
            for executable in executables {
                let outcome: ChildProcess.Outcome
                do {
                    outcome = try ChildProcess.run(executable, [link], timeoutSeconds: toolTimeoutSeconds)
                } catch {
                    let reason = "cannot run \(executable.path): \(error)"
                    return .failure(ToolFailure(description: reason, isMissing: false))
                }
                if let failure = outcome.failure {
                    let name = executable.lastPathComponent
                    return .failure(ToolFailure(description: "`\(name) \(link)` \(failure)", isMissing: false))
                }
                lines.append(outcome.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines))
            }
            for (executable, line) in zip(executables, lines).dropFirst() where line != lines[0] {
                disagreements.append(
                    "`\(link)`: \(executable.lastPathComponent) printed `\(line)`, \(deepLinksProduct) `\(lines[0])`")
            }
        }
        return .success(disagreements)
    }

    /// The size of a file in bytes, or `nil` if it cannot be read.
    static func fileSize(_ url: URL) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int
    }

    /// Runs the tool `name` from the PATH (`/usr/bin/env name arguments…`) and gives its standard output.
    ///
    /// - Parameters:
    ///   - name: The tool, such as `nm`.
    ///   - arguments: Its arguments.
    ///   - input: A file to give it as its standard input.
    ///   - timeoutSeconds: When to stop it.
    /// - Returns: Its standard output, or why there is none: not installed (`env` exits 127), failed, stopped.
    static func tool(
        _ name: String, _ arguments: [String], input: URL? = nil, timeoutSeconds: Double = toolTimeoutSeconds
    ) -> Result<String, ToolFailure> {
        let outcome: ChildProcess.Outcome
        do {
            outcome = try ChildProcess.run(
                URL(fileURLWithPath: "/usr/bin/env"), [name] + arguments, input: input, timeoutSeconds: timeoutSeconds)
        } catch {
            return .failure(ToolFailure(description: "could not be started: \(error)", isMissing: false))
        }
        if !outcome.signaled, !outcome.timedOut, outcome.status == 127 {
            return .failure(ToolFailure(description: "`\(name)` was not found on the PATH", isMissing: true))
        }
        if let failure = outcome.failure {
            // NB: `swift build` prints compiler errors on standard output, which `failure` does not show.
            let printed = outcome.standardOutput.split(whereSeparator: \.isNewline).suffix(5).joined(separator: " ⏎ ")
            let detail = outcome.standardError.isEmpty && !printed.isEmpty ? "; it printed: " + printed : ""
            return .failure(ToolFailure(description: failure + detail, isMissing: false))
        }
        return .success(outcome.standardOutput)
    }
}
