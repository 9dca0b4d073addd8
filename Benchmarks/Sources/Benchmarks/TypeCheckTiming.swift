import Foundation

/// The DSL's type-check figures of one route table, as `.ci/typecheck-time.sh` prints them.
///
/// The script builds the package and its tests in its own scratch path (`.build-typecheck`) with
/// `-debug-time-expression-type-checking` and `-debug-time-function-bodies`, and prints the table file's slowest
/// expressions and its totals; its full compiler log stays in `.build-typecheck/typecheck-time.log`.
struct TypeCheckTiming {
    /// The script, relative to the repository root.
    static let script = ".ci/typecheck-time.sh"
    /// The 142-route GitHub table written in the DSL, with trivial handlers.
    static let table = "Tests/DeepLinksTests/Routes/GitHubRouteTable.swift"
    /// The same 142 routes as an app writes them: named, with typed handlers (issue #25, goal 6).
    static let typedTable = "Tests/DeepLinksTests/Routes/GitHubTypedRouteTable.swift"
    /// Goal 6's limit on the typed table's builder body (its slowest function body), in milliseconds.
    static let goalBodyMilliseconds: Double = 500
    /// Goal 6's limit on any one expression of the typed table, in milliseconds.
    static let goalExpressionMilliseconds: Double = 10
    /// The longest the script may run before it is stopped (a cold debug build with tests takes a few minutes).
    static let timeoutSeconds: Double = 1_800

    /// One timed expression of the table, as the script lists it.
    struct Expression: Equatable {
        /// Its type-check time, in milliseconds.
        let milliseconds: Double
        /// Where it is: `line:column` in ``TypeCheckTiming/file``.
        let location: String
        /// Its source line, as the script prints it.
        let source: String

        /// Whether it is one route's declaration (`Route("repos" / .owner …`), not the builder around the table.
        var isRoute: Bool { source.hasPrefix("Route(") }
    }

    /// The table file the figures are about, relative to the repository root.
    let file: String
    /// The slowest expressions of the table that the script lists (up to five), slowest first.
    let slowest: [Expression]
    /// The function bodies of the table file, type-checked, in milliseconds: the whole table's time.
    let bodiesMilliseconds: Double?
    /// The slowest function body of the table file, in milliseconds: the builder body that holds the table.
    let slowestBodyMilliseconds: Double?
    /// How many of its timed expressions took over 10 ms; `nil` if the script did not print it.
    let expressionsOverTen: Int?
    /// How many expression locations were timed.
    let expressionCount: Int?
    /// Their times added up, in milliseconds.
    let expressionsMilliseconds: Double?
    /// The script's failure, when it printed the figures but still exited non-zero (a slow expression somewhere).
    let scriptFailure: String?

    /// What came of trying to measure: the figures, or why there are none.
    enum Outcome {
        /// The script ran and its figures were read: the plain table's, and the typed table's if it printed them.
        case measured(TypeCheckTiming, typed: TypeCheckTiming?)
        /// Not measured, and why: skipped, script missing, failed, or printed nothing readable.
        case unavailable(String)
    }

    /// Runs the script in `repository` and reads its figures.
    ///
    /// Never throws and never fails the run: every failure becomes the reason in ``Outcome/unavailable(_:)``.
    static func measure(repository: URL?) -> Outcome {
        guard let repository else {
            return .unavailable("\(script) not found next to the corpus, this source or the current directory")
        }
        let outcome: ChildProcess.Outcome
        do {
            outcome = try ChildProcess.run(
                URL(fileURLWithPath: "/usr/bin/env"), ["bash", script], in: repository, timeoutSeconds: timeoutSeconds)
        } catch {
            return .unavailable("could not start `bash \(script)`: \(error)")
        }
        let failure = outcome.failure.map { "`bash \(script)` \($0)" }
        guard let timing = parse(outcome.standardOutput, table: table, scriptFailure: failure) else {
            return .unavailable(failure ?? "`bash \(script)` printed no figures for \(table)")
        }
        return .measured(timing, typed: parse(outcome.standardOutput, table: typedTable, scriptFailure: failure))
    }

    /// Reads the figures of `table` in the script's standard output, or `nil` if it lists no slowest expression
    /// for that table.
    ///
    /// The lines read, for each table:
    ///
    /// ```
    /// Slowest 5 expressions in Tests/DeepLinksTests/Routes/GitHubRouteTable.swift:
    ///      14.87 ms  Tests/DeepLinksTests/Routes/GitHubRouteTable.swift:50:13  "repos" / .owner / …
    ///
    /// Whole file Tests/DeepLinksTests/Routes/GitHubRouteTable.swift:
    ///   function bodies type-checked in 905.12 ms; slowest body: 850.10 ms (static method …makeRouter())
    ///   142 timed expression locations, 640.50 ms in all; 12 over 10 ms
    /// ```
    ///
    /// The totals are read from the lines after `Whole file TABLE:` up to the next heading.
    static func parse(_ output: String, table: String, scriptFailure: String?) -> TypeCheckTiming? {
        let all = output.split(whereSeparator: \.isNewline).map(String.init)
        let headingSuffix = " expressions in \(table):"
        guard let heading = all.firstIndex(where: { $0.hasPrefix("Slowest ") && $0.hasSuffix(headingSuffix) }),
            heading + 1 < all.count
        else { return nil }
        // The table's totals: the lines under its own `Whole file` heading, before any other heading.
        var lines: [String] = []
        if let whole = all.firstIndex(of: "Whole file \(table):") {
            for line in all[(whole + 1)...] {
                guard line.hasPrefix(" ") else { break }
                lines.append(line)
            }
        }
        var slowest: [Expression] = []
        for line in all[(heading + 1)...] {
            let words = line.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: true)
            guard words.count >= 3, words[1] == "ms", let milliseconds = Double(words[0]), milliseconds.isFinite,
                words[2].hasPrefix(table + ":")
            else { break }
            slowest.append(
                Expression(
                    milliseconds: milliseconds, location: String(words[2].dropFirst(table.count + 1)),
                    source: words.count > 3 ? words[3].trimmingCharacters(in: .whitespaces) : ""))
        }
        guard !slowest.isEmpty else { return nil }

        func number(after marker: String, before end: String) -> Double? {
            for line in lines {
                guard let start = line.range(of: marker),
                    let stop = line.range(of: end, range: start.upperBound..<line.endIndex)
                else { continue }
                return Double(line[start.upperBound..<stop.lowerBound].trimmingCharacters(in: .whitespaces))
            }
            return nil
        }
        var count: Int?
        if let line = lines.first(where: { $0.contains(" timed expression locations, ") }),
            let first = line.split(separator: " ").first
        {
            count = Int(first)
        }
        var overTen: Int?
        if let line = lines.first(where: { $0.contains(" timed expression locations, ") }),
            let range = line.range(of: " ms in all; "),
            let number = line[range.upperBound...].split(separator: " ").first
        {
            overTen = Int(number)
        }
        return TypeCheckTiming(
            file: table,
            slowest: slowest,
            bodiesMilliseconds: number(after: "function bodies type-checked in ", before: " ms"),
            slowestBodyMilliseconds: number(after: "slowest body: ", before: " ms"),
            expressionsOverTen: overTen,
            expressionCount: count,
            expressionsMilliseconds: number(after: " timed expression locations, ", before: " ms"),
            scriptFailure: scriptFailure)
    }
}
