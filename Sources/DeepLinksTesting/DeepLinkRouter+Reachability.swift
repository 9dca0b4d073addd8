import DeepLinks
import DeepLinksTools

extension DeepLinkRouter {
    /// Checks that every route can be reached: some link opens it, and its examples open it.
    ///
    /// It reads `RouteTable` (`router.routeTable`), whose example links are made of the route's declared examples
    /// (`Route.example(_:)`) or, for a route that declares none, of sample values per capture kind, one per pattern,
    /// and are already checked to select their route. Then it opens each example, calling the handlers. Problems:
    /// - ``RouteProblem/Kind/unreachable``: a route without declared examples has no example at all: for every
    ///   pattern, more specific routes take every sample link (`/year/42`, `/year/7`, `/year/2024` are all literal
    ///   routes of their own).
    /// - ``RouteProblem/Kind/shadowedPattern``: the same, for one pattern of a route whose other patterns have links.
    /// - ``RouteProblem/Kind/invalidExample``: a declared example makes no link that selects the route (a missing or
    ///   invalid parameter, or a more specific route takes it).
    /// - ``RouteProblem/Kind/declinedExample`` and ``RouteProblem/Kind/refusedExample``: the route's handler returned
    ///   `nil` for, or threw on, one of its declared examples, so another route opened it, or none did.
    ///
    /// A handler that declines or refuses a **sample** link is a note, not a problem: made-up values
    /// (`example`, `42`) may rightly be refused by an app that checks its ids. Declare a real example and the
    /// route is held to it.
    ///
    /// Routes of one shape that differ by required query items share a pattern text; an example declined by one and
    /// opened by the other is not told apart.
    ///
    /// ```swift
    /// let report = router.reachabilityReport()
    /// #expect(report.problems.isEmpty, "\(report)")
    /// ```
    ///
    /// - Returns: The report: problems in route order, then notes.
    public func reachabilityReport() -> RouteReport {
        var problems: [RouteProblem] = []
        var notes: [RouteProblem] = []
        let table = routeTable
        for entry in table.entries {
            problems += missingExamples(of: entry)
            for example in entry.examples {
                guard let finding = refusal(of: example, by: entry) else { continue }
                if entry.hasDeclaredExamples { problems.append(finding) } else { notes.append(finding) }
            }
        }
        return RouteReport(routeCount: table.entries.count, problems: problems, notes: notes)
    }

    /// The problems the route table reports for a route's examples: shadowed patterns, or invalid declared examples.
    private func missingExamples(of entry: RouteTable.Entry) -> [RouteProblem] {
        guard !entry.exampleProblems.isEmpty else { return [] }
        if entry.hasDeclaredExamples {
            return entry.exampleProblems.map { entry.problem(.invalidExample, link: nil, "invalid example: \($0)") }
        }
        if entry.examples.isEmpty {
            let reasons = entry.exampleProblems.joined(separator: " ")
            return [entry.problem(.unreachable, link: nil, "no link opens it: \(reasons)")]
        }
        // One sample example per pattern, in order; the table's problems are those of the patterns without one.
        let reached = Set(entry.examples.map(\.patternIndex))
        let shadowed = entry.patterns.indices.filter { !reached.contains($0) }
        return zip(shadowed, entry.exampleProblems).map { patternIndex, reason in
            entry.problem(
                .shadowedPattern, link: nil, "no link opens its pattern \(entry.patterns[patternIndex]): \(reason)")
        }
    }

    /// Why the route does not open its own example, calling the handlers; `nil` when it does.
    func refusal(of example: RouteTable.Example, by entry: RouteTable.Entry) -> RouteProblem? {
        let what = entry.hasDeclaredExamples ? "its example" : "the sample link"
        switch resolve(.path(example.path)) {
        case .success(let link):
            guard !entry.patterns.contains(where: { $0.text == link.pattern }) else { return nil }
            return entry.problem(
                .declinedExample, link: example.path,
                "its handler declined \(what) \(example.path), which opened \(link.intent) through \(link.pattern)")
        case .failure(let error):
            guard error.kind == .handlerFailed else {
                return entry.problem(
                    .declinedExample, link: example.path,
                    "its handler declined \(what) \(example.path): \(error.unredactedDescription)")
            }
            return entry.problem(
                .refusedExample, link: example.path,
                "\(what) \(example.path) was refused: \(error.unredactedDescription)")
        }
    }
}
