import DeepLinks
import Foundation

/// The other ways DeepLinks' memory is measured for issue #25's goal 4 ("≤ RoutingKit at 100,000 routes"), each in
/// a memory child of its own: `benchmarks --memory-child deeplinks-segments SIZE` or `… deeplinks-file SIZE`.
///
/// The "Build and memory" row of DeepLinks (`--memory-child deeplinks`) is the harness RoutingKit is measured in:
/// the route texts are made before the baseline, and the span is the contender's `init(routes:)`, which parses each
/// text with `RoutePattern(parsing:)`, makes the `Route` values and builds the router. These two count less and
/// more than that:
///
/// - ``segments``: the table as an app declares it in code. Each pattern's segments (`.literal`, `.parameter`) are
///   made before the baseline, as the DSL's literals and cases are in the binary; the span makes the patterns with
///   `RoutePattern(segments:)`, the `Route` values and the router. No parsing.
/// - ``file``: the table read from a text file, everything counted. The child writes the patterns to a temporary
///   file, one a line, and frees the table before the baseline; the span reads the file, splits it into lines,
///   parses each, makes the `Route` values and builds the router, so the peak counts the text and every transient
///   of parsing too. The text is freed after the build, before the retained resident set is read.
///
/// The warm-up, the heap trim, the peak reset and the readings are those of
/// ``ContenderMeasurements/memory(_:routes:)``.
enum DeepLinksMemoryForm: String, CaseIterable, Sendable {
    /// Patterns made from segments made before the baseline: no parsing, no text counted.
    case segments = "deeplinks-segments"
    /// Patterns read from a file and parsed in the span: the text and the parsing counted.
    case file = "deeplinks-file"
    /// The declarations alone, as the "Build and memory" harness makes them (each text parsed, the `Route` values),
    /// and no router: what the app declares and the router keeps (`DeepLinkRouter.routes`), apart from what the
    /// router compiles from it.
    case declarations = "deeplinks-declarations"

    /// The row label in the report.
    var name: String {
        switch self {
        case .segments: "DeepLinks, patterns from segments (a table in code)"
        case .file: "DeepLinks, patterns read from a file and parsed, text counted"
        case .declarations: "DeepLinks, the declarations alone (no router)"
        }
    }

    /// The form's words in the Targets row.
    var shortName: String {
        switch self {
        case .segments: "from segments"
        case .file: "from a file"
        case .declarations: "the declarations alone"
        }
    }

    /// What the span counts, for the report.
    var counts: String {
        switch self {
        case .segments:
            "`RoutePattern(segments:)`, `Route` values and `DeepLinkRouter(routes:)`; the segments are made before the "
                + "baseline, as an app's literals are in its binary"
        case .file:
            "reading the patterns' file (one pattern a line), splitting it, `RoutePattern(parsing:)`, `Route` values and "
                + "`DeepLinkRouter(routes:)`: the text and every transient of parsing"
        case .declarations:
            "`RoutePattern(parsing:)` of each text and the `Route` values, as the first row, and no "
                + "`DeepLinkRouter`: what the app declares, which the router keeps as `routes`"
        }
    }

    /// The child's whole run: measures this form at `size` synthetic routes and prints the ``MemorySample`` line.
    ///
    /// - Returns: The exit status: 0 with the sample on standard output, 1 with the reason on standard error.
    func runChild(size: Int) -> Int32 {
        guard MemoryChild.isAvailable else {
            writeError("memory: n/a on this platform (Linux's /proc/self/status is read)\n")
            return 1
        }
        do {
            let sample: MemorySample
            switch self {
            case .segments: sample = try Self.measureSegments(size: size)
            case .file: sample = try Self.measureFile(size: size)
            case .declarations: sample = try Self.measureDeclarations(size: size)
            }
            FileHandle.standardOutput.write(Data((sample.line + "\n").utf8))
            return 0
        } catch {
            writeError("memory: \(name) at \(size) routes: \(error)\n")
            return 1
        }
    }

    /// The segments of `route`'s pattern as the DSL would make them.
    private static func segments(of route: RouteSpec) throws -> [RoutePattern<AnyParam>.Segment] {
        try route.segments.map { segment in
            let name: String
            switch segment {
            case .literal(let text): return .literal(text)
            case .parameter(let parameter): name = parameter
            case .catchAll(let parameter): name = parameter + "_rest"
            }
            guard let component = AnyParam(rawValue: name) else {
                throw MemoryMeasurementError("AnyParam refused the parameter name `\(name)`")
            }
            return .parameter(component)
        }
    }

    /// Builds the router from segments; route `i`'s handler returns `i`.
    private static func build(segments: [[RoutePattern<AnyParam>.Segment]]) throws -> DeepLinkRouter<AnyParam, Int> {
        var table: [Route<AnyParam, Int>] = []
        table.reserveCapacity(segments.count)
        for (index, pattern) in segments.enumerated() {
            table.append(Route(patterns: [RoutePattern(segments: pattern)]) { _ in index })
        }
        return try DeepLinkRouter(routes: table)
    }

    /// Reads the patterns from `text`, one a line, and builds the router; route `i`'s handler returns `i`.
    private static func build(text: String) throws -> DeepLinkRouter<AnyParam, Int> {
        var table: [Route<AnyParam, Int>] = []
        for (index, line) in text.split(separator: "\n").enumerated() {
            let pattern = try RoutePattern<AnyParam>(parsing: DeepLinksContender.renamingCatchAll(String(line)))
            table.append(Route(patterns: [pattern]) { _ in index })
        }
        return try DeepLinkRouter(routes: table)
    }

    private static func measureSegments(size: Int) throws -> MemorySample {
        let input = try SyntheticTable.make(count: size).map(segments(of:))
        let warmUp = try SyntheticTable.make(count: 10, seed: 0x3A2_5EED).map(segments(of:))
        return try measure(routes: size) {
            try build(segments: warmUp)
        } build: {
            try build(segments: input)
        }
    }

    private static func measureFile(size: Int) throws -> MemorySample {
        let files = FileManager.default
        let url = files.temporaryDirectory.appendingPathComponent("deeplinks-memory-\(UUID().uuidString).routes")
        defer { try? files.removeItem(at: url) }
        // The table and its text are made and written in a scope of their own, so they are freed before the baseline.
        do {
            let text = SyntheticTable.make(count: size).map(\.pattern).joined(separator: "\n") + "\n"
            try Data(text.utf8).write(to: url)
        }
        let warmUp = SyntheticTable.make(count: 10, seed: 0x3A2_5EED).map(\.pattern).joined(separator: "\n")
        return try measure(routes: size) {
            try build(text: warmUp)
        } build: {
            try build(text: String(contentsOf: url, encoding: .utf8))
        }
    }

    /// The first row's span without the router: `DeepLinksContender.declaring`, the route specs alive throughout as
    /// in the first row's harness.
    private static func measureDeclarations(size: Int) throws -> MemorySample {
        let input = SyntheticTable.make(count: size)
        let warmUp = SyntheticTable.make(count: 10, seed: 0x3A2_5EED)
        var count = 0
        let sample = try ContenderMeasurements.memory(routes: size) {
            try DeepLinksContender.declaring(warmUp)
        } build: {
            let table = try DeepLinksContender.declaring(input)
            count = table.count
            return table
        }
        guard count == size else { throw MemoryMeasurementError("\(count) routes were declared, not \(size)") }
        return sample
    }

    /// ``ContenderMeasurements/memory(routes:warmUp:build:)``, with a check that the router has every route.
    private static func measure(
        routes: Int, warmUp: () throws -> DeepLinkRouter<AnyParam, Int>,
        build: () throws -> DeepLinkRouter<AnyParam, Int>
    ) throws -> MemorySample {
        var count = 0
        let sample = try ContenderMeasurements.memory(routes: routes, warmUp: warmUp) {
            let router = try build()
            count = router.routes.count
            return router
        }
        guard count == routes else { throw MemoryMeasurementError("the router has \(count) routes, not \(routes)") }
        return sample
    }
}
