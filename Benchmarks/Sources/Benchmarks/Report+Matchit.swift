/// The report's section on matchit (Rust), measured in the same run, and the targets that compare with it.
extension Report {
    /// DeepLinks' ns per hit of `role` on `corpus`, from this run.
    private func deepLinks(_ role: ContenderRole, _ corpus: String) -> Double? {
        guard let entry = run.entries.first(where: { $0.role == role }) else { return nil }
        return run.corpus[corpus]?[entry.name]?.hitNanoseconds
    }

    var matchitSection: String {
        guard case .measured(let rows)? = run.matchit else {
            let reason: String
            if case .unavailable(let why)? = run.matchit { reason = why } else { reason = "not run" }
            let floors = Matchit.corpora.compactMap { corpus in
                run.handlerDictionary[corpus].map { "\(corpus) \(Format.number($0)) ns" }
            }
            return "## matchit (Rust), in the same run\n\nNot measured: \(reason).\n"
                + (floors.isEmpty
                    ? "" : "\nThe handler's `[Component: String]` alone: " + floors.joined(separator: ", ") + ".\n")
        }
        var table = MarkdownTable([
            "corpus", "matchit `at()` ns", "HashMap floor ns", "DeepLinks `route(forPath:)` ns", "÷ matchit",
            "DeepLinks `match(.path(_:))` ns", "÷ matchit", "the handler's dictionary alone ns",
            "selection + dictionary ÷ matchit",
        ])
        for corpus in Matchit.corpora {
            guard let row = rows[corpus] else { continue }
            let selection = deepLinks(.deepLinksSelection, corpus)
            let match = deepLinks(.deepLinksMatch, corpus)
            let dictionary = run.handlerDictionary[corpus]
            let both = selection.flatMap { selection in dictionary.map { selection + $0 } }
            table.add([
                corpus + (row.wrong > 0 ? " (matchit ✗ \(row.wrong) wrong)" : ""), Format.number(row.nanoseconds),
                Format.number(row.floorNanoseconds), selection.map(Format.number) ?? "—",
                selection.map { Format.fixed($0 / row.nanoseconds, digits: 2) } ?? "—",
                match.map(Format.number) ?? "—", match.map { Format.fixed($0 / row.nanoseconds, digits: 2) } ?? "—",
                dictionary.map(Format.number) ?? "—", both.map { Format.fixed($0 / row.nanoseconds, digits: 2) } ?? "—",
            ])
        }
        return """
            ## matchit (Rust), in the same run

            matchit's own harness (`shared/peers/matchit-bench/run.sh`, beside the repository: a snapshot of matchit, \
            built offline with cargo) on the same corpus files, run right after DeepLinks' lookups above: ns per \
            `Router::at` (the route and borrowed parameters), median of 11 runs, and a Rust `HashMap` of the exact \
            requests in the same process. Compare ratios measured in one sitting, never figures from different runs.

            "The handler's dictionary alone" is the `[Component: String]` a full match gives its handler, made and \
            freed without the router (`HandlerDictionaryFloor`: `mapValues` over a prototype of the route's keys, the \
            capture Strings made beforehand; the empty dictionary for a route without captures), checked equal to \
            what DeepLinks' handlers receive: goal 2's full match builds it, so with the selection it is a floor \
            under `match(.path(_:))` that no work around them can go below.

            \(table.text)

            """
    }

    /// The targets of issue #25 that compare with matchit: selection ≤ 1× on every corpus, full match ≤ 3×.
    var matchitTargetRows: [[String]] {
        guard case .measured(let rows)? = run.matchit else {
            return [
                ["Selection ≤ 1.0× matchit on every corpus", "not measured (see matchit)", "—", "–"],
                ["Full `match(.path(_:))` ≤ 3× matchit on every corpus", "not measured (see matchit)", "—", "–"],
            ]
        }
        func row(_ name: String, _ role: ContenderRole, limit: Double) -> [String] {
            let ratios = Matchit.corpora.compactMap { corpus -> (String, Double)? in
                guard let peer = rows[corpus]?.nanoseconds, let ours = deepLinks(role, corpus) else { return nil }
                return (corpus, ours / peer)
            }
            guard let worst = ratios.max(by: { $0.1 < $1.1 }) else { return [name, "not measured", "—", "–"] }
            let detail = ratios.map { "\($0.0) \(Format.fixed($0.1, digits: 2))×" }.joined(separator: ", ")
            return [
                name, "worst \(Format.fixed(worst.1, digits: 2))× (\(worst.0)); \(detail)",
                Format.fixed(worst.1 / limit, digits: 2), worst.1 <= limit ? "✓" : "✗",
            ]
        }
        return [
            row("Selection ≤ 1.0× matchit on every corpus", .deepLinksSelection, limit: 1),
            row("Full `match(.path(_:))` ≤ 3× matchit on every corpus", .deepLinksMatch, limit: 3),
        ]
    }
}
