import DeepLinks
import DeepLinksNavigation
import DeepLinksTools
import Foundation

/// The inputs of `--bounds`' rows and how each is measured, in a row's child process: the input is made first, then
/// timed through the public API (median of up to 5 runs when a run takes under 0.2 s), the peak resident set watched.
@MainActor
enum BoundsInputs {
    /// Why a row could not be measured at all (its router did not build, say).
    struct SetupError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// Whether an unwrapper was asked about a link.
    final class Asked: @unchecked Sendable {
        private let lock = NSLock()
        private var asked = 0
        func record() { lock.withLock { asked += 1 } }
        var count: Int { lock.withLock { asked } }
    }

    /// A root that opens every link at once.
    final class Root: DeepLinkHandler {
        var deepLinkHandling: DeepLinkHandling<Int>?
        var opened = 0

        func handle(_ link: DeepLink<Int>, animated: Bool) -> DeepLinkHandling<Int> {
            .opened(link) { _ in self.opened += 1 }
        }
    }

    /// Times `body`, once, or up to 5 times (the median) while the runs take under 0.2 s together; the peak
    /// resident set over the runs minus the resident set before them, and the first run's answer.
    static func timed<Answer>(_ body: () -> Answer) -> (nanoseconds: Int, peakDelta: Int?, answer: Answer) {
        var memory = ProcessMemory()
        ProcessMemory.trimHeap()
        let before = memory.read()
        let reset = ProcessMemory.resetPeak()
        var start = now()
        let answer = body()
        var samples = [Double(now() - start)]
        while samples.count < 5, samples.reduce(0, +) < 2e8 {
            start = now()
            _ = body()
            samples.append(Double(now() - start))
        }
        let after = memory.read()
        var peakDelta: Int?
        if reset, let before, let after { peakDelta = after.peak - before.resident }
        return (Int(median(samples)), peakDelta, answer)
    }

    // MARK: Rules

    /// A table with a `home` route at `/home` and a `promo` route at `/promo`.
    static func rulesRouter() throws -> DeepLinkRouter<AnyParam, Int> {
        try DeepLinkRouter(routes: [
            Route(patterns: [try RoutePattern<AnyParam>(parsing: "/home")], name: "home") { _ in 0 },
            Route(patterns: [try RoutePattern<AnyParam>(parsing: "/promo")], name: "promo") { _ in 1 },
        ])
    }

    /// What applying a rule set ended with: the rule numbers the problems name, or that it applied.
    enum RulesAnswer {
        case applied
        case refused(problems: Int, rules: Set<Int>, first: String)
        case failed(String)
    }

    /// Decodes and applies `set`; correct when it throws with a problem for every conflicting copy and no other rule.
    static func rules(_ set: BoundsRow.RuleSet) throws -> BoundsBenchmark.Sample {
        let router = try rulesRouter()
        var rules: [String] = []
        var conflicting: Set<Int> = []
        let every = max(1, set.total / max(set.conflicting, 1))
        for offset in 0..<set.total {
            if conflicting.count < set.conflicting, offset % every == every - 1 || set.good == 0 {
                rules.append(#"{"pattern":"/promo","route":"home"}"#)
                conflicting.insert(offset + 1)
            } else {
                rules.append(#"{"pattern":"/promo-\#(offset)","route":"home"}"#)
            }
        }
        let data = Data(("{\"rules\":[" + rules.joined(separator: ",") + "]}").utf8)
        let run = timed { () -> RulesAnswer in
            do {
                let decoded = try DeepLinkRule.decodeSet(from: data)
                _ = try router.applying(decoded)
                return .applied
            } catch let error as DeepLinkRulesError {
                return .refused(
                    problems: error.problems.count, rules: Set(error.problems.map(\.rule)),
                    first: error.problems.first.map { "\($0)" } ?? "")
            } catch {
                return .failed("\(error)")
            }
        }
        switch run.answer {
        case .applied:
            return .init(nanoseconds: run.nanoseconds, correct: false, peakDelta: run.peakDelta, notes: ["applied"])
        case .failed(let error):
            return .init(
                nanoseconds: run.nanoseconds, correct: false, peakDelta: run.peakDelta,
                notes: ["threw \(ChildLine.excerpt(error))"])
        case .refused(let problems, let named, _):
            let listed = named.intersection(conflicting).count
            let others = named.subtracting(conflicting).count
            var note =
                "\(Format.grouped(problems)) problems, \(Format.grouped(listed)) of "
                + "\(Format.grouped(conflicting.count)) conflicting rules listed"
            if others > 0 { note += ", \(Format.grouped(others)) good rules named" }
            return .init(
                nanoseconds: run.nanoseconds, correct: listed == conflicting.count && others == 0,
                peakDelta: run.peakDelta, notes: [note])
        }
    }

    /// Decodes and applies a set of one rule with `pattern`; correct when either throws.
    static func hugePattern(_ pattern: String) throws -> BoundsBenchmark.Sample {
        let router = try rulesRouter()
        let data = Data((#"{"rules":[{"pattern":""# + pattern + #"","route":"home"}]}"#).utf8)
        let run = timed { () -> String? in
            do {
                let decoded = try DeepLinkRule.decodeSet(from: data)
                let applied = try router.applying(decoded)
                checksum &+= applied.routes.count
                return nil
            } catch {
                return ChildLine.excerpt("\(error)".prefix(160))
            }
        }
        return .init(
            nanoseconds: run.nanoseconds, correct: run.answer != nil, peakDelta: run.peakDelta,
            notes: [run.answer.map { "refused: \($0)" } ?? "applied"])
    }

    // MARK: Navigator

    /// `recipe/:id` at `bestrecipes.com` and `myapp://`.
    static func recipeRouter() throws -> DeepLinkRouter<AnyParam, Int> {
        try DeepLinkRouter(
            schemes: ["myapp"], hosts: ["bestrecipes.com"],
            routes: [Route(patterns: [try RoutePattern<AnyParam>(parsing: "/recipe/:id")]) { _ in 42 }])
    }

    /// A navigator on `router` with a root that opens everything, no duplicate window, and an observer that renders
    /// every event's line, as an app that logs them does.
    static func navigator(
        _ router: DeepLinkRouter<AnyParam, Int>, root: Root, now: (@Sendable () -> Date)? = nil
    ) -> DeepLinkNavigator<AnyParam, Int> {
        let navigator =
            now.map { DeepLinkNavigator(router: router, now: $0) } ?? DeepLinkNavigator(router: router)
        navigator.duplicateWindow = 0
        navigator.root = root
        navigator.onEvent = { event in checksum &+= event.description.utf8.count }
        return navigator
    }

    /// Whether an outcome is a refusal for length, and what it is otherwise.
    static func refusedForLength(_ outcome: DeepLinkNavigator<AnyParam, Int>.Outcome) -> String? {
        switch outcome {
        case .unmatched(let error): error.kind == .linkTooLong ? nil : "unmatched: \(error.kind)"
        case .handled(let handling): "handled (\(handling.kind))"
        case .held(_, let reason): "held (\(reason))"
        case .duplicate: "duplicate"
        case .dropped(let reason): "dropped (\(reason))"
        }
    }

    /// A `URL` value of `bytes` bytes wrapping a recipe link, given to a navigator with a tracker's unwrapper.
    static func trackerURL(bytes: Int) throws -> BoundsBenchmark.Sample {
        let head = "https://click.bestrecipes.com/c?upn=https%3A%2F%2Fbestrecipes.com%2Frecipe%2F42&pad="
        guard let url = URL(string: head + String(repeating: "x", count: bytes - head.utf8.count)) else {
            throw SetupError("the tracker URL did not parse")
        }
        let router = try recipeRouter()
        let root = Root()
        let asked = Asked()
        let tracker = LinkUnwrapper.queryItem("upn", onHosts: ["click.bestrecipes.com"])
        let run = timed { () -> String? in
            let navigator = navigator(router, root: root)
            navigator.linkUnwrappers = [
                LinkUnwrapper { url in
                    asked.record()
                    return tracker.unwrap(url)
                }
            ]
            return refusedForLength(navigator.open(.url(url), animated: false))
        }
        let unwrapped = asked.count > 0 ? ["the unwrapper was asked \(asked.count) times"] : []
        return .init(
            nanoseconds: run.nanoseconds, correct: run.answer == nil && asked.count == 0, peakDelta: run.peakDelta,
            notes: (run.answer.map { [$0] } ?? ["refused linkTooLong"]) + unwrapped)
    }

    /// A link text of `bytes` bytes, its query value going on past any cut, given to a navigator.
    static func longLink(bytes: Int) throws -> BoundsBenchmark.Sample {
        let head = "https://bestrecipes.com/recipe/42?token=" + String(repeating: "s", count: 1_000) + "&more="
        let text = head + String(repeating: "y", count: bytes - head.utf8.count)
        let router = try recipeRouter()
        let root = Root()
        let run = timed { refusedForLength(navigator(router, root: root).open(.url(text), animated: false)) }
        return .init(
            nanoseconds: run.nanoseconds, correct: run.answer == nil, peakDelta: run.peakDelta,
            notes: [run.answer ?? "refused linkTooLong"])
    }

    /// A snapshot whose text is `bytes` bytes long, restored.
    static func snapshot(bytes: Int) throws -> BoundsBenchmark.Sample {
        let head = "https://bestrecipes.com/recipe/42?token="
        let snapshot = DeepLinkSnapshot(
            link: .text(head + String(repeating: "x", count: bytes - head.utf8.count)), source: .universalLink,
            received: Date())
        let router = try recipeRouter()
        let root = Root()
        let run = timed { refusedForLength(navigator(router, root: root).restore(snapshot, maxAge: 3_600)) }
        return .init(
            nanoseconds: run.nanoseconds, correct: run.answer == nil, peakDelta: run.peakDelta,
            notes: [run.answer ?? "refused linkTooLong"])
    }

    /// The longest of the `matched` event's lines (redacted and not) for a link with `items` campaign items.
    static func matchedLine(items: Int) throws -> BoundsBenchmark.Sample {
        let query = (0..<items).map { "utm_\($0)=\($0 % 10)" }.joined(separator: "&")
        let text = "https://bestrecipes.com/recipe/42?" + query
        let router = try recipeRouter()
        let root = Root()
        let navigator = navigator(router, root: root)
        var longest: Int?
        var fields = 0
        navigator.onEvent = { event in
            guard case .matched = event.kind else { return }
            longest = max(event.description.count, event.unredactedDescription.count)
            fields = event.campaign.count
        }
        let start = now()
        navigator.open(.url(text), animated: false)
        let elapsed = Int(now() - start)
        return .init(
            nanoseconds: elapsed, correct: longest != nil && fields == items, count: longest ?? 0,
            notes: longest == nil ? ["no matched event"] : ["\(Format.grouped(fields)) campaign fields kept"])
    }

    /// `links` distinct links into one navigator under a frozen clock, each timed; the median link of the first and
    /// last 2 % compared.
    static func burst(links: Int) throws -> BoundsBenchmark.Sample {
        let texts = (0..<links).map { "https://bestrecipes.com/recipe/\($0)" }
        let router = try recipeRouter()
        let root = Root()
        let frozen = Date()
        let navigator = navigator(router, root: root, now: { frozen })
        navigator.duplicateWindow = 2
        navigator.onEvent = nil
        var times: [UInt64] = []
        times.reserveCapacity(links)
        let started = now()
        for text in texts {
            let start = now()
            navigator.open(.url(text), animated: false)
            times.append(now() - start)
        }
        let total = Int(now() - started)
        // Medians, so that one growth of the window's dictionary (at 49,152 links, in the last 1,000) counts as the
        // one link it is.
        let window = max(1, links / 50)
        let first = median(times.prefix(window).map { Double($0) })
        let last = median(times.suffix(window).map { Double($0) })
        return .init(
            nanoseconds: total, correct: root.opened == links, first: Int(first.rounded()), last: Int(last.rounded()),
            notes: root.opened == links ? [] : ["\(root.opened) of \(links) opened"])
    }

    // MARK: Router

    /// A query of about `bytes` bytes (the whole link within the router's default limit) of items named like the
    /// components, to a `forwardingQuery: true` route; correct when every component reaches the handler.
    static func forwardingQuery(bytes: Int) throws -> BoundsBenchmark.Sample {
        let router = try DeepLinkRouter<ForwardingComponent, Int>(routes: [
            Route(patterns: [try RoutePattern<ForwardingComponent>(parsing: "/discover")], forwardingQuery: true) {
                $0.count
            }
        ])
        var text = "/discover?"
        var item = 0
        while true {
            let next = (item == 0 ? "" : "&") + "c\(item % ForwardingComponent.caseCount)=\(item)"
            guard text.utf8.count + next.utf8.count <= bytes else { break }
            text += next
            item += 1
        }
        let run = timed { () -> Int? in
            guard case .success(let link) = router.resolve(.path(text)) else { return nil }
            return link.intent
        }
        let forwarded = run.answer ?? 0
        return .init(
            nanoseconds: run.nanoseconds, correct: forwarded == ForwardingComponent.caseCount,
            peakDelta: run.peakDelta,
            notes: [
                "\(Format.grouped(item)) items, \(Format.grouped(text.utf8.count)) bytes, "
                    + "\(Format.grouped(forwarded)) components forwarded"
            ])
    }

    // MARK: Tools

    /// `checkAppleAppSiteAssociation` on a file of `components` (their `"/"` patterns) for a recipe app.
    static func appSiteAssociation(components: [String]) throws -> BoundsBenchmark.Sample {
        let appID = "ABCDE12345.com.bestrecipes.app"
        let router = try DeepLinkRouter<AnyParam, Int>(
            hosts: ["bestrecipes.com"],
            routes: [Route(patterns: [try RoutePattern<AnyParam>(parsing: "/recipe/:id")]) { _ in 42 }])
        let table = router.routeTable
        let list = components.map { #"{"/":""# + $0 + #""}"# }.joined(separator: ",")
        let data = Data(
            (#"{"applinks":{"details":[{"appIDs":[""# + appID + #""],"components":["# + list + "]}]}}").utf8)
        let run = timed { table.checkAppleAppSiteAssociation(data, appID: appID).findings.count }
        return .init(
            nanoseconds: run.nanoseconds, correct: true, peakDelta: run.peakDelta,
            notes: ["\(Format.grouped(data.count)) bytes, \(Format.grouped(run.answer)) findings"])
    }
}
