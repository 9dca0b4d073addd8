import DeepLinks
import Foundation

/// Runtime rules (issue #24, item 2): a JSON set of rules decoded with `DeepLinkRule.decodeSet(from:)` and applied to
/// the github-api table with `applying(_:now:)`, the whole set checked, as an app does when its remote config arrives.
///
/// The table is the corpus's github-api routes, each named after its pattern (`/repos/:owner/:repo/events` is
/// `repos.owner.repo.events`), the handler returning the route's index. The rules cycle through five realistic shapes:
/// a literal campaign link (`/promo-N`), a capture (`/sale-N/:id`), fixed values with an expiry, a capture with fixed
/// values and doors, and a capture with an expiry and doors. Every rule is valid, so the set applies; before anything
/// is timed, every rule's link is checked to open its route (and a door-limited one to stay shut at another door).
enum RulesBenchmark {
    /// The goal of issue #24: a set of 1,000 rules decoded, checked and applied within 20 ms.
    static let goalMilliseconds = 20.0
    /// How many rules the set holds, in every mode (a debug build's figure says nothing, but it is checked).
    static let ruleCount = 1_000
    /// The table the rules are applied to.
    static let tableName = "github-api"

    /// What was measured, or why nothing was.
    enum Outcome {
        case measured(Measurement)
        case failed(String)
    }

    /// Medians over the timed runs, in nanoseconds.
    struct Measurement {
        /// Rules in the set.
        let rules: Int
        /// Routes of the table before the rules.
        let routes: Int
        /// Size of the JSON document, in bytes.
        let bytes: Int
        /// Timed runs.
        let runs: Int
        /// `decodeSet(from:)` alone.
        let decodeNanoseconds: Double
        /// `applying(_:now:)` alone, on the decoded rules.
        let applyNanoseconds: Double
        /// Both, one after the other, timed together.
        let totalNanoseconds: Double
    }

    /// A route of the table a rule opens: its name and index.
    private struct Target {
        let name: String
        let index: Int
    }

    /// The route name a corpus pattern gets: its segments joined by dots, without `:` and `*`; `root` for `/`.
    static func name(of pattern: String) -> String {
        let parts = pattern.split(separator: "/").map { $0.filter { $0 != ":" && $0 != "*" } }
        return parts.isEmpty ? "root" : parts.joined(separator: ".")
    }

    /// Measures the rules on `tables`' github-api table, `runs` times, after checking that they apply.
    static func measure(tables: [RouteTable], runs: Int) -> Outcome {
        guard let table = tables.first(where: { $0.name == tableName }) else {
            return .failed("no \(tableName) table in the corpus")
        }
        let router: DeepLinkRouter<AnyParam, Int>
        do {
            var routes: [Route<AnyParam, Int>] = []
            for (index, spec) in table.routes.enumerated() {
                let pattern = try RoutePattern<AnyParam>(
                    parsing: DeepLinksContender.renamingCatchAll(spec.pattern))
                routes.append(Route(patterns: [pattern], name: name(of: spec.pattern)) { _ in index })
            }
            router = try DeepLinkRouter(routes: routes)
        } catch {
            return .failed("the named \(tableName) table did not build: \(error)")
        }
        func target(_ pattern: String) -> Target? {
            table.routes.firstIndex { $0.pattern == pattern }.map { Target(name: name(of: pattern), index: $0) }
        }
        guard let gists = target("/gists"), let gist = target("/gists/:id"), let repo = target("/repos/:owner/:repo"),
            let events = target("/repos/:owner/:repo/events"), let userGists = target("/users/:user/gists")
        else { return .failed("a route the rules open is not in \(tableName)") }

        // The set, and for each rule a link that must open its route (and a door that must not, for some).
        var rules: [String] = []
        var checks: [(link: IncomingLink<AnyParam, Int>, expected: Int?)] = []
        let expires = "2099-09-01T00:00:00Z"
        for number in 1...ruleCount {
            switch number % 5 {
            case 0:
                rules.append(#"{"pattern": "/promo-\#(number)", "route": "\#(gists.name)"}"#)
                checks.append((.path("/promo-\(number)"), gists.index))
            case 1:
                rules.append(#"{"pattern": "/sale-\#(number)/:id", "route": "\#(gist.name)"}"#)
                checks.append((.path("/sale-\(number)/abc"), gist.index))
            case 2:
                rules.append(
                    #"{"pattern": "/promo-\#(number)", "route": "\#(repo.name)", "#
                        + #""values": {"owner": "apple", "repo": "swift-\#(number)"}, "expires": "\#(expires)"}"#)
                checks.append((.path("/promo-\(number)"), repo.index))
            case 3:
                rules.append(
                    #"{"pattern": "/sale-\#(number)/:repo", "route": "\#(events.name)", "#
                        + #""values": {"owner": "vapor"}, "doors": ["web"]}"#)
                checks.append((.url("https://example.com/sale-\(number)/routing-kit"), events.index))
                checks.append((.url("myapp://sale-\(number)/routing-kit"), nil))
            default:
                rules.append(
                    #"{"pattern": "/promo-\#(number)/:user", "route": "\#(userGists.name)", "#
                        + #""expires": "\#(expires)", "doors": ["universalLink", "customScheme"]}"#)
                checks.append((.url("myapp://promo-\(number)/octocat"), userGists.index))
            }
        }
        let data = Data(("{\"rules\": [\n" + rules.joined(separator: ",\n") + "\n]}").utf8)

        // Correctness first: the set decodes, applies, and every rule's link opens its route.
        do {
            let decoded = try DeepLinkRule.decodeSet(from: data)
            guard decoded.count == ruleCount else {
                return .failed("decodeSet read \(decoded.count) of \(ruleCount) rules")
            }
            let applied = try router.applying(decoded)
            guard applied.routes.count == router.routes.count + ruleCount else {
                return .failed("the router has \(applied.routes.count) routes, not \(router.routes.count + ruleCount)")
            }
            let wrong = checks.filter { applied.match($0.link)?.intent != $0.expected }
            if let first = wrong.first {
                let got: String = (applied.match(first.link)?.intent).map { "route \($0)" } ?? "no route"
                let expected: String = first.expected.map { "route \($0)" } ?? "no route"
                return .failed(
                    "\(wrong.count) of \(checks.count) rule links open another route, e.g. \(first.link) → \(got) "
                        + "instead of \(expected)")
            }
            // The table's own routes still open themselves.
            let lost = table.routes.indices.filter { applied.match(.path(table.routes[$0].request))?.intent != $0 }
            if let first = lost.first {
                return .failed(
                    "\(lost.count) table requests no longer open their route, e.g. \(table.routes[first].request)")
            }
        } catch {
            return .failed("the rules were not applied: \(error)")
        }

        // Timed: decode alone, apply alone, then both together (what the goal reads).
        var decode: [Double] = []
        var apply: [Double] = []
        var total: [Double] = []
        for _ in 0..<runs {
            do {
                var start = now()
                let decoded = try DeepLinkRule.decodeSet(from: data)
                decode.append(Double(now() - start))
                start = now()
                let applied = try router.applying(decoded)
                apply.append(Double(now() - start))
                checksum &+= applied.routes.count
                start = now()
                let again = try router.applying(DeepLinkRule.decodeSet(from: data))
                total.append(Double(now() - start))
                checksum &+= again.routes.count
            } catch {
                return .failed("a timed run failed: \(error)")
            }
        }
        return .measured(
            Measurement(
                rules: ruleCount, routes: router.routes.count, bytes: data.count, runs: runs,
                decodeNanoseconds: median(decode), applyNanoseconds: median(apply), totalNanoseconds: median(total)))
    }
}
