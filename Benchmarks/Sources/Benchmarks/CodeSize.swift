import Foundation

/// What each layer of DeepLinks adds to the size of an app: the same 10-route app built with the routing core alone,
/// with the navigator and with the SwiftUI model, and with a hand-written `switch`, in release, stripped, compared.
///
/// `Benchmarks/SizeApps` is a package of five executables. `SizeAppDeepLinks`, `SizeAppNavigator` and
/// `SizeAppSwiftUIModel` share their 10 routes (the module `SizeAppRoutes`: a component enum and the DSL) and open the
/// link on their command line each through one more layer (``Layer``); `SizeAppSwitch` does the same with
/// `split(separator:)` and a `switch` (its table a module of its own too, `HandWrittenRoutes`);
/// `SizeAppSwitchFoundation` is the switch app reading its link as a Foundation `URL` first. One
/// `swift build -c release` builds them with the same flags. SwiftPM links DeepLinks into its app statically, as an app
/// links a package, and the standard library and Foundation dynamically, as iOS apps link the system's. Copies of the
/// executables are stripped with `strip` and their sizes compared; ``Breakdown`` says what each difference is made of.
struct CodeSize {
    /// The apps' package, relative to the repository root.
    static let package = "Benchmarks/SizeApps"
    /// Issue #25's goal 5, the core's goal of the next round: the core adds at most this many KiB.
    static let issue25GoalKiB: Double = 300
    /// The environment variable that overrides the layers' budgets, for a try: `core=400,navigator=700,swiftui=850`.
    static let budgetsVariable = "DEEPLINKS_SIZE_BUDGETS"
    /// The longest the apps' build may take.
    ///
    /// From cold it compiles DeepLinks in release: about 50 s on 2 busy cores.
    static let buildTimeoutSeconds: Double = 1_200
    /// The longest any other tool (`strip`, `nm`, `size`, `swift demangle`, an app) may run.
    static let toolTimeoutSeconds: Double = 120

    /// The same app with a hand-written `switch`.
    static let switchProduct = "SizeAppSwitch"
    /// The switch app reading its link as a Foundation `URL`.
    static let switchFoundationProduct = "SizeAppSwitchFoundation"
    /// The module that holds the three DeepLinks apps' route table.
    static let routesModule = "SizeAppRoutes"

    /// A layer of DeepLinks, and the app that opens its link through it (issue #36, "Size per layer").
    enum Layer: CaseIterable {
        /// The routing core alone (`import DeepLinks`): `match(.path(_:))`.
        case core
        /// The navigator (`import DeepLinksNavigation`): `DeepLinkNavigator.open(_:)` to a root handler.
        case navigator
        /// The SwiftUI layer (`import DeepLinksSwiftUI`): the navigator opening links into `DeepLinkNavigationModel`.
        case swiftUI

        /// The app's product name.
        var product: String {
            switch self {
            case .core: "SizeAppDeepLinks"
            case .navigator: "SizeAppNavigator"
            case .swiftUI: "SizeAppSwiftUIModel"
            }
        }

        /// The layer's module, the one the app imports.
        var module: String {
            switch self {
            case .core: "DeepLinks"
            case .navigator: "DeepLinksNavigation"
            case .swiftUI: "DeepLinksSwiftUI"
            }
        }

        /// The layer's name in the report and in ``CodeSize/budgetsVariable``.
        var name: String {
            switch self {
            case .core: "core"
            case .navigator: "navigator"
            case .swiftUI: "SwiftUI model"
            }
        }

        /// Its key in ``CodeSize/budgetsVariable``.
        var key: String {
            switch self {
            case .core: "core"
            case .navigator: "navigator"
            case .swiftUI: "swiftui"
            }
        }

        /// Issue #36's budget: at most this many KiB added to the stripped switch app.
        var defaultBudgetKiB: Double {
            switch self {
            case .core: 450
            case .navigator: 750
            case .swiftUI: 900
            }
        }

        /// What the app does with the layer, for the report.
        var usage: String {
            switch self {
            case .core: "`import DeepLinks`, `router.match(.path(_:))`"
            case .navigator: "`import DeepLinksNavigation`, `DeepLinkNavigator.open(.path(_:))` to a root handler"
            case .swiftUI:
                "`import DeepLinksSwiftUI`, the navigator opening the link into `DeepLinkNavigationModel`, whose path "
                    + "it prints"
            }
        }
    }

    /// The budgets in force: issue #36's, or those ``budgetsVariable`` sets.
    ///
    /// - Parameter environment: The process environment.
    /// - Returns: Each layer's budget in KiB, or why ``budgetsVariable`` cannot be read.
    static func budgets(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Result<[Layer: Double], ToolFailure> {
        var budgets = Dictionary(uniqueKeysWithValues: Layer.allCases.map { ($0, $0.defaultBudgetKiB) })
        guard let text = environment[budgetsVariable], !text.isEmpty else { return .success(budgets) }
        for item in text.split(separator: ",") {
            let pair = item.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2, let layer = Layer.allCases.first(where: { $0.key == pair[0].lowercased() }),
                let kibibytes = Double(pair[1]), kibibytes >= 0
            else {
                let keys = Layer.allCases.map(\.key).joined(separator: ", ")
                return .failure(
                    ToolFailure(
                        description: "\(budgetsVariable)=\(text): `\(item)` is not KEY=KiB with KEY one of \(keys)",
                        isMissing: false))
            }
            budgets[layer] = kibibytes
        }
        return .success(budgets)
    }

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

    /// One layer's app, measured against the switch app.
    struct LayerApp {
        /// The layer.
        let layer: Layer
        /// Its app.
        let app: App
        /// What its extra bytes over the switch app are made of.
        let breakdown: Breakdown
    }

    /// The layers' apps, core first.
    let layers: [LayerApp]
    /// The same app with a hand-written `switch`, without Foundation.
    let handWritten: App
    /// The switch app reading its link as a Foundation `URL`.
    let handWrittenFoundation: App
    /// The budgets the layers were held to, in KiB.
    let budgets: [Layer: Double]
    /// The links on which an app printed another line than the core app, described for the report.
    let disagreements: [String]
    /// `swift --version`'s first line: the sizes depend on the compiler.
    let compiler: String
    /// How long the apps' release build took, in seconds.
    let buildSeconds: Double

    /// The layer's app.
    func measured(_ layer: Layer) -> LayerApp? {
        layers.first { $0.layer == layer }
    }

    /// The bytes a layer's app adds to the stripped switch app: what DeepLinks costs an app that imports the layer.
    func addedBytes(_ layer: Layer) -> Int? {
        measured(layer).map { $0.app.strippedBytes - handWritten.strippedBytes }
    }

    /// The layers whose app adds more than its budget, with the KiB it adds.
    var overBudget: [(layer: Layer, kibibytes: Double, budget: Double)] {
        Layer.allCases.compactMap { layer in
            guard let added = addedBytes(layer), let budget = budgets[layer] else { return nil }
            let kibibytes = Double(added) / 1_024
            return kibibytes > budget ? (layer, kibibytes, budget) : nil
        }
    }

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
        // The core app first: the others are compared with what it prints.
        let products = Layer.allCases.map(\.product) + [switchProduct, switchFoundationProduct]
        let executables = products.map { bin.appendingPathComponent($0) }
        for executable in executables where !FileManager.default.isExecutableFile(atPath: executable.path) {
            return .failed("the build made no executable at \(executable.path)")
        }

        let disagreements: [String]
        switch compareOutputs(executables) {
        case .success(let found): disagreements = found
        case .failure(let failure): return .failed(failure.description)
        }
        let budgets: [Layer: Double]
        switch Self.budgets() {
        case .success(let read): budgets = read
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
        var apps: [String: App] = [:]
        for (index, product) in products.enumerated() {
            guard let unstripped = fileSize(executables[index]), let strippedSize = fileSize(stripped[index]) else {
                return .unavailable("cannot read the size of \(product)")
            }
            apps[product] = App(product: product, unstrippedBytes: unstripped, strippedBytes: strippedSize)
        }
        guard let handWritten = apps[switchProduct], let handWrittenFoundation = apps[switchFoundationProduct] else {
            return .unavailable("the switch apps were not measured")
        }
        let switchIndex = products.firstIndex(of: switchProduct) ?? 0
        var layers: [LayerApp] = []
        for (index, layer) in Layer.allCases.enumerated() {
            guard let app = apps[layer.product] else { return .unavailable("\(layer.product) was not measured") }
            let breakdown = Breakdown.measure(
                layer: layer, app: executables[index], handWritten: executables[switchIndex],
                strippedApp: stripped[index], strippedHandWritten: stripped[switchIndex],
                addedBytes: app.strippedBytes - handWritten.strippedBytes)
            layers.append(LayerApp(layer: layer, app: app, breakdown: breakdown))
        }
        let version = (try? tool("swift", ["--version"]).get()) ?? ""
        let compiler = version.split(whereSeparator: \.isNewline).first.map(String.init) ?? "unknown"
        return .measured(
            CodeSize(
                layers: layers, handWritten: handWritten, handWrittenFoundation: handWrittenFoundation,
                budgets: budgets, disagreements: disagreements, compiler: compiler, buildSeconds: buildSeconds))
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
                    "`\(link)`: \(executable.lastPathComponent) printed `\(line)`, "
                        + "\(executables[0].lastPathComponent) `\(lines[0])`")
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
