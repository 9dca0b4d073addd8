/// The report's sections and Targets rows for issue #25's goals 3–7 (goals 1 and 2, matchit, are in
/// `Report+Matchit.swift`): each row gives DeepLinks' figure, the peer's or the limit's figure from the same run, the
/// ratio and ✓/✗.
extension Report {
    /// The header of `benchmarks --first-match` and `benchmarks --memory`, which print one goal's section alone.
    func goalHeader(_ title: String) -> String {
        """
        # DeepLinks benchmarks: \(title)

        - Machine: \(machine.architecture), \(machine.cpuModel), \(machine.cores) cores (\(machine.system))
        - Command: `\(command)`
        - Build: \(configuration); mode: \(run.smoke ? "smoke (tiny counts, for CI)" : "full")

        """
    }

    /// A Targets table of `rows` alone, for the modes that print one goal.
    static func targetsTable(_ rows: [[String]]) -> String {
        var table = MarkdownTable(["target", "measured", "ratio (≤ 1 meets it)", "met"])
        for row in rows { table.add(row) }
        return table.text + "\n"
    }

    // MARK: Goal 3: selection at 100,000 routes

    /// The synthetic table size goal 3 reads.
    static let selectionGoalSize = 100_000

    /// Goal 3: `route(forPath:)` at 100,000 synthetic routes ≤ 2× the `Dictionary` floor's lookup at the same size.
    ///
    /// In smoke mode, which stops at 1,000 routes, the row shows the largest size measured and is not marked.
    var selectionScalingTargetRow: [String] {
        let name = "Selection at 100,000 routes ≤ 2× the `Dictionary` floor of the same run"
        let selection = run.entries.first { $0.role == .deepLinksSelection }.flatMap { run.scaling[$0.name] } ?? [:]
        let floor = run.entries.first { $0.role == .floor }.flatMap { run.scaling[$0.name] } ?? [:]
        let sizes = selection.keys.filter {
            selection[$0]?.lookupNanoseconds != nil && floor[$0]?.lookupNanoseconds != nil
        }
        guard let size = sizes.contains(Self.selectionGoalSize) ? Self.selectionGoalSize : sizes.max(),
            let ours = selection[size]?.lookupNanoseconds, let peer = floor[size]?.lookupNanoseconds
        else { return [name, "not measured", "—", "–"] }
        let ratio = ours / peer
        let figures =
            "\(Format.fixed(ratio, digits: 2))× (`route(forPath:)` \(Format.number(ours)) ns, floor "
            + "\(Format.number(peer)) ns)"
        guard size == Self.selectionGoalSize else {
            return [name, "not measured at 100,000 (smoke); at \(Format.grouped(size)): " + figures, "—", "–"]
        }
        return [name, figures, Format.fixed(ratio / 2, digits: 2), ratio <= 2 ? "✓" : "✗"]
    }

    // MARK: Goal 4: memory beside RoutingKit

    /// Goal 4's section: DeepLinks' peak RSS delta measured four ways beside RoutingKit's, at one size.
    var memoryGoalSection: String {
        guard let size = run.memoryGoalSize else {
            return "## Memory beside RoutingKit (issue #25, goal 4)\n\nNot run.\n"
        }
        let intro = """
            ## Memory beside RoutingKit at \(Format.grouped(size)) routes (issue #25, goal 4)

            Peak RSS delta of building the synthetic table of \(Format.grouped(size)) routes, each row in a fresh \
            process (`benchmarks --memory-child KEY \(size)`, Linux), and the retained RSS delta (the router alive, \
            the heap trimmed). The first row and RoutingKit's are the rows of "Build and memory", compared for the \
            goal: the route texts, and the segments the benchmark splits them into, are made before the baseline, \
            and the span is the contender's `init(routes:)`. DeepLinks' parses each text with \
            `RoutePattern(parsing:)`; RoutingKit's maps the ready segments to `PathComponent`s, so the like-for-like \
            DeepLinks figure is the row from segments. The third DeepLinks row counts everything from the text file \
            on, as an app that loads its table from text would pay; the last makes the first row's declarations \
            (each text parsed, the `Route` values) and no router.

            """
        guard MemoryChild.isAvailable else { return intro + "\nn/a: measured on Linux only.\n" }
        var table = MarkdownTable(["how", "what the span counts", "peak RSS Δ", "retained RSS Δ"])
        for (key, name, counts) in memoryGoalRows {
            switch run.memoryGoal[key] {
            case .success(let sample)?:
                table.add([
                    name, counts, Self.mebibytesPerRoute(sample.peakDelta, sample.peakBytesPerRoute),
                    Self.mebibytesPerRoute(sample.retainedDelta, sample.retainedBytesPerRoute),
                ])
            case .failure(let error)?:
                table.add([name, counts, "failed: \(error)", "—"])
            case nil:
                table.add([name, counts, "—", "—"])
            }
        }
        return intro + "\n" + table.text + "\n" + compiledFormNote
    }

    /// What the router keeps beside the declarations: the first row's retained RSS delta minus the declarations',
    /// beside RoutingKit's; empty when either was not measured.
    private var compiledFormNote: String {
        let deepLinksKey = run.entries.first { $0.role == .deepLinksMatch }?.key ?? "deeplinks"
        guard case .success(let all)? = run.memoryGoal[deepLinksKey],
            case .success(let declarations)? = run.memoryGoal[DeepLinksMemoryForm.declarations.rawValue],
            case .success(let peer)? = run.memoryGoal[RoutingKitContender.entry.key]
        else { return "" }
        let compiled = all.retainedDelta - declarations.retainedDelta
        let perRoute = Double(compiled) / Double(max(all.routes, 1))
        return """
            What the router compiles and keeps beside the declarations (the first row's retained RSS Δ minus the \
            declarations'): \(Self.mebibytesPerRoute(compiled, perRoute)); the declarations the router keeps as \
            `routes`: \(Self.mebibytesPerRoute(declarations.retainedDelta, declarations.retainedBytesPerRoute)); \
            RoutingKit retained \(Self.mebibytesPerRoute(peer.retainedDelta, peer.retainedBytesPerRoute)), its \
            registered segments not kept.

            """
    }

    /// The rows of goal 4's section: key, label, what the span counts.
    private var memoryGoalRows: [(String, String, String)] {
        var rows: [(String, String, String)] = []
        if let deepLinks = run.entries.first(where: { $0.role == .deepLinksMatch }) {
            rows.append(
                (
                    deepLinks.key, deepLinks.name + " (the \"Build and memory\" harness)",
                    "`RoutePattern(parsing:)` of each text, `Route` values and `DeepLinkRouter(routes:)`; not the texts"
                ))
        }
        for form in DeepLinksMemoryForm.allCases { rows.append((form.rawValue, form.name, form.counts)) }
        let routingKit = RoutingKitContender.entry
        rows.append(
            (
                routingKit.key, routingKit.name + " (the \"Build and memory\" harness)",
                "its `init(routes:)`: the segments split before the baseline mapped to `PathComponent`s, `register` "
                    + "in a `TrieRouter`; not the texts or segments"
            ))
        return rows
    }

    /// Goal 4: DeepLinks' peak RSS delta ≤ RoutingKit's at 100,000 routes, in the same harness; the other two ways
    /// are given beside it.
    var memoryGoalTargetRow: [String] {
        let name = "Memory ≤ RoutingKit at 100,000 routes (peak RSS Δ, same harness)"
        guard let size = run.memoryGoalSize else { return [name, "not measured", "—", "–"] }
        guard MemoryChild.isAvailable else { return [name, "n/a (Linux only)", "—", "–"] }
        let deepLinksKey = run.entries.first { $0.role == .deepLinksMatch }?.key ?? "deeplinks"
        guard case .success(let ours)? = run.memoryGoal[deepLinksKey],
            case .success(let peer)? = run.memoryGoal[RoutingKitContender.entry.key]
        else { return [name, "not measured (a memory child failed: see the section)", "—", "–"] }
        var others: [String] = []
        for form in DeepLinksMemoryForm.allCases {
            if case .success(let sample)? = run.memoryGoal[form.rawValue] {
                others.append("\(form.shortName) \(Format.mebibytes(sample.peakDelta))")
            }
        }
        let ratio = Double(ours.peakDelta) / Double(max(peer.peakDelta, 1))
        let figures =
            "\(Format.mebibytes(ours.peakDelta)) MiB, RoutingKit \(Format.mebibytes(peer.peakDelta)) MiB"
            + (others.isEmpty ? "" : " (DeepLinks " + others.joined(separator: ", ") + " MiB)")
        guard size == Self.selectionGoalSize else {
            return [name, "not measured at 100,000 (smoke); at \(Format.grouped(size)): " + figures, "—", "–"]
        }
        return [name, figures, Format.fixed(ratio, digits: 2), ours.peakDelta <= peer.peakDelta ? "✓" : "✗"]
    }

    /// `72.3 MiB (759 B/route)`.
    private static func mebibytesPerRoute(_ bytes: Int, _ perRoute: Double) -> String {
        let perRouteText = perRoute < 0 ? "−" + Format.number(-perRoute) : Format.number(perRoute)
        return "\(Format.mebibytes(bytes)) MiB (\(perRouteText) B/route)"
    }

    // MARK: Goal 6: type-check and clean debug build

    /// Goal 6's type-check rows: the typed table's builder body ≤ 500 ms, and no expression of it over 10 ms.
    var typeCheckTargetRows: [[String]] {
        let body = "Type-check of the typed 142-route GitHub table: builder body ≤ 500 ms"
        let expression = "Type-check of the typed 142-route GitHub table: no expression over 10 ms"
        guard case .measured(let plain, let typed)? = run.typeCheck, let typed else {
            let reason: String
            switch run.typeCheck {
            case .unavailable(let why)?: reason = "not measured: " + why
            case .measured?: reason = "not measured: the script printed no figures for the typed table"
            case nil: reason = "not measured"
            }
            return [[body, reason, "—", "–"], [expression, reason, "—", "–"]]
        }
        var rows: [[String]] = []
        if let milliseconds = typed.slowestBodyMilliseconds {
            let peer = plain.slowestBodyMilliseconds.map { " (plain handlers \(Format.number($0)) ms)" } ?? ""
            rows.append([
                body, Format.number(milliseconds) + " ms" + peer,
                Format.fixed(milliseconds / TypeCheckTiming.goalBodyMilliseconds, digits: 2),
                milliseconds <= TypeCheckTiming.goalBodyMilliseconds ? "✓" : "✗",
            ])
        } else {
            rows.append([body, "not measured: the script printed no slowest body", "—", "–"])
        }
        if let slowest = typed.slowest.first {
            let over = typed.expressionsOverTen.map { "\(Format.grouped($0)) over 10 ms, " } ?? ""
            let limit = TypeCheckTiming.goalExpressionMilliseconds
            rows.append([
                expression, over + "slowest \(Format.number(slowest.milliseconds)) ms (line \(slowest.location))",
                Format.fixed(slowest.milliseconds / limit, digits: 2), slowest.milliseconds <= limit ? "✓" : "✗",
            ])
        } else {
            rows.append([expression, "not measured", "—", "–"])
        }
        return rows
    }

    /// Goal 6's build section: the clean debug builds of the 10-route apps.
    var debugBuildSection: String {
        let intro = """
            ## Clean debug build of the 10-route app (issue #36; issue #25, goal 6)

            `swift build --package-path \(CodeSize.package) --product P --scratch-path NEW` for the switch app \
            (`\(CodeSize.switchProduct)`), then the core-only app (`\(CodeSize.Layer.core.product)`, with its route \
            table's module `\(CodeSize.routesModule)`), each in a new, empty scratch path: the whole command's wall \
            time, manifest and planning included, and for the core app the DeepLinks library compiled in debug. \
            Smoke mode builds the switch app only.

            """
        switch run.debugBuild {
        case nil: return intro + "\nNot run.\n"
        case .unavailable(let reason)?: return intro + "\nn/a: \(reason)\n"
        case .failed(let reason)?: return intro + "\n**FAILED:** \(reason)\n"
        case .measured(let time)?:
            var table = MarkdownTable(["app", "clean debug build s"])
            table.add(["`\(CodeSize.switchProduct)`", Format.number(time.switchSeconds)])
            let core = time.deepLinksSeconds.map(Format.number) ?? "not built (smoke mode)"
            table.add(["`\(CodeSize.Layer.core.product)`", core])
            return intro + "\n" + table.text + "\n"
        }
    }

    /// The clean-debug-build rows: issue #36's ≤ 3 s more than the switch app, then issue #25's goal 6, ≤ 2 s.
    var debugBuildTargetRows: [[String]] {
        [
            debugBuildTargetRow(goal: DebugBuildTime.goalExtraSeconds, source: " (issue #36)"),
            debugBuildTargetRow(goal: DebugBuildTime.issue25GoalExtraSeconds, source: " (issue #25, goal 6)"),
        ]
    }

    /// The core app's clean debug build ≤ `goal` seconds more than the switch app's.
    private func debugBuildTargetRow(goal: Double, source: String) -> [String] {
        let name =
            "A clean debug build of the core-only 10-route app ≤ the `switch` app + \(Int(goal)) s\(source)"
        switch run.debugBuild {
        case .measured(let time)?:
            guard let deepLinks = time.deepLinksSeconds, let extra = time.extraSeconds else {
                return [
                    name, "not measured (smoke: switch app only, \(Format.number(time.switchSeconds)) s)", "—", "–",
                ]
            }
            return [
                name,
                "+\(Format.number(extra)) s (core app \(Format.number(deepLinks)) s, switch app "
                    + "\(Format.number(time.switchSeconds)) s)",
                Format.fixed(extra / goal, digits: 2),
                extra <= goal ? "✓" : "✗",
            ]
        case .unavailable(let reason)?, .failed(let reason)?:
            return [name, "not measured: " + reason, "—", "–"]
        case nil:
            return [name, "not measured", "—", "–"]
        }
    }

    // MARK: Goal 7: first build + first match

    /// Goal 7's section: the first build and first match of github-api in fresh processes.
    var firstMatchSection: String {
        let intro = """
            ## First build + first match in a fresh process (issue #25, goal 7)

            `benchmarks --first-match-child CORPUS`, started afresh for each run: it reads \
            `\(FirstMatch.corpus).routes` and parses every pattern with `RoutePattern(parsing:)` before the clock \
            starts (an app's table is code), then times on the monotonic clock making the \
            \(FirstMatch.corpus) `Route` values with their handlers, `DeepLinkRouter(routes:)` and one \
            `match(.path(_:))` of the first request, which must select route 0. The span includes every one-time \
            cost met on the way (type metadata, lazy globals, code paged in) but those the parsing paid first. \
            Median and spread over the processes; process start-up and exit are not in it.

            """
        switch run.firstMatch {
        case nil: return intro + "\nNot run.\n"
        case .failed(let reason)?: return intro + "\n**FAILED:** \(reason)\n"
        case .measured(let summary)?:
            var table = MarkdownTable(["routes", "processes", "median µs", "fastest µs", "slowest µs"])
            table.add([
                Format.grouped(summary.routes), Format.grouped(summary.microseconds.count),
                Format.number(summary.medianMicroseconds), Format.number(summary.fastest),
                Format.number(summary.slowest),
            ])
            return intro + "\n" + table.text + "\n"
        }
    }

    /// Goal 7: the median first build + first match ≤ 200 µs.
    var firstMatchTargetRow: [String] {
        let name = "First build + first match, 142 routes (github-api), fresh process ≤ 200 µs"
        switch run.firstMatch {
        case .measured(let summary)?:
            let median = summary.medianMicroseconds
            return [
                name,
                "\(Format.number(median)) µs median of \(summary.microseconds.count) "
                    + (summary.microseconds.count == 1 ? "process " : "processes ")
                    + "(\(Format.number(summary.fastest))–\(Format.number(summary.slowest)) µs)",
                Format.fixed(median / FirstMatch.goalMicroseconds, digits: 2),
                median <= FirstMatch.goalMicroseconds ? "✓" : "✗",
            ]
        case .failed(let reason)?:
            return [name, "not measured: " + reason, "—", "–"]
        case nil:
            return [name, "not measured", "—", "–"]
        }
    }
}
