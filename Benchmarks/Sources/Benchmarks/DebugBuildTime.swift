import Foundation

/// How long a clean debug build of the 10-route app takes with the DeepLinks core and with a hand-written `switch`
/// (issue #36: ≤ 3 s more than the `switch` app; issue #25's goal 6 was 2 s).
///
/// Each app of `Benchmarks/SizeApps` is built alone (`swift build --product P`) in a new, empty scratch path of its
/// own in the temporary folder, so nothing is reused from any earlier build: the manifest is compiled, the build
/// planned, and for the DeepLinks app the DeepLinks library compiled, as in a fresh clone. The two builds run one
/// after the other in the same run, the switch app first; the scratch paths are removed after. The time is the wall
/// time of the whole `swift build` command.
struct DebugBuildTime {
    /// Issue #36's goal: the core app's clean debug build takes at most this many seconds more than the switch app's.
    static let goalExtraSeconds: Double = 3
    /// Issue #25's goal 6, on the same figure, from before the route table moved into a module of its own.
    static let issue25GoalExtraSeconds: Double = 2
    /// The longest one build may take.
    static let timeoutSeconds: Double = 900

    /// The switch app's clean debug build, in seconds.
    let switchSeconds: Double
    /// The DeepLinks app's clean debug build, in seconds; `nil` in smoke mode, which builds the switch app only.
    let deepLinksSeconds: Double?

    /// What the DeepLinks app's build takes more than the switch app's.
    var extraSeconds: Double? { deepLinksSeconds.map { $0 - switchSeconds } }

    /// What came of trying to measure.
    enum Outcome {
        /// The builds ran.
        case measured(DebugBuildTime)
        /// Not measured, and why: skipped, the package or `swift` missing. Does not fail the run.
        case unavailable(String)
        /// An app did not build: fails the run.
        case failed(String)
    }

    /// Builds the switch app, then (unless `switchOnly`) the DeepLinks app, each clean, and times them.
    static func measure(repository: URL?, switchOnly: Bool) -> Outcome {
        guard let repository else {
            return .unavailable(
                "\(CodeSize.package)/Package.swift not found next to the corpus, this source or the current directory")
        }
        let packagePath = repository.appendingPathComponent(CodeSize.package).path
        let files = FileManager.default
        let scratch = files.temporaryDirectory.appendingPathComponent("deeplinks-debug-build-\(UUID().uuidString)")
        defer { try? files.removeItem(at: scratch) }
        func build(_ product: String) -> Result<Double, CodeSize.ToolFailure> {
            let started = now()
            let arguments = [
                "build", "--package-path", packagePath, "--product", product, "--scratch-path",
                scratch.appendingPathComponent(product).path,
            ]
            return CodeSize.tool("swift", arguments, timeoutSeconds: timeoutSeconds).map { _ in
                Double(now() - started) / 1e9
            }
        }
        let switchSeconds: Double
        switch build(CodeSize.switchProduct) {
        case .success(let seconds): switchSeconds = seconds
        case .failure(let failure) where failure.isMissing: return .unavailable(failure.description)
        case .failure(let failure): return .failed(failure.of("swift build --product \(CodeSize.switchProduct)"))
        }
        guard !switchOnly else { return .measured(DebugBuildTime(switchSeconds: switchSeconds, deepLinksSeconds: nil)) }
        switch build(CodeSize.Layer.core.product) {
        case .success(let seconds):
            return .measured(DebugBuildTime(switchSeconds: switchSeconds, deepLinksSeconds: seconds))
        case .failure(let failure):
            return .failed(failure.of("swift build --product \(CodeSize.Layer.core.product)"))
        }
    }
}
