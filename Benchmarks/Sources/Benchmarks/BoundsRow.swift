import DeepLinks
import DeepLinksNavigation
import DeepLinksTools
import Foundation

/// The rows of issue #37's table that `--bounds` measures, in the table's order; the raw value is the row's name.
enum BoundsRow: String, CaseIterable {
    case rulesCopies = "rules-copies"
    case rulesMixed = "rules-mixed"
    case rulesLarge = "rules-large"
    case patternLiteral = "pattern-literal"
    case patternSegments = "pattern-segments"
    case trackerURL = "tracker-url"
    case longLink = "long-link"
    case snapshot = "snapshot"
    case matchedLine = "matched-line"
    case burst = "burst"
    case forwardingQuery = "forwarding-query"
    case aasaGlob = "aasa-glob"
    case aasaComponents = "aasa-components"

    /// A rule set's shape: good rules (`/promo-N` to `home`) and conflicting copies (`/promo` to `home`, which the
    /// table's `/promo` route and every other copy conflict with), the copies spread evenly through the set.
    struct RuleSet {
        let good: Int
        let conflicting: Int
        var total: Int { good + conflicting }
    }

    /// The rule set of a rules row in this mode.
    func ruleSet(smoke: Bool) -> RuleSet? {
        switch self {
        case .rulesCopies: RuleSet(good: 0, conflicting: smoke ? 1_000 : 2_000)
        case .rulesMixed: smoke ? RuleSet(good: 1_000, conflicting: 20) : RuleSet(good: 10_000, conflicting: 200)
        case .rulesLarge: smoke ? RuleSet(good: 9_900, conflicting: 100) : RuleSet(good: 99_000, conflicting: 1_000)
        default: nil
        }
    }

    /// The bytes of the huge patterns: 100 MB (1 MB in smoke mode, 16 times the default `maxLinkLength`).
    static func patternBytes(smoke: Bool) -> Int { smoke ? 1_000_000 : 100_000_000 }
    /// The bytes of the snapshot's text: 100 MB (10 MB in smoke mode).
    static func snapshotBytes(smoke: Bool) -> Int { smoke ? 10_000_000 : 100_000_000 }
    /// Links in the burst: 50,000 (5,000 in smoke mode); the first and last 2 % are compared.
    static func burstLinks(smoke: Bool) -> Int { smoke ? 5_000 : 50_000 }
    /// Components of the large association file: 5,000 (200 in smoke mode).
    static func aasaComponentCount(smoke: Bool) -> Int { smoke ? 200 : 5_000 }

    /// The row's input, bound and limit in this mode.
    func spec(smoke: Bool) -> BoundsBenchmark.Spec {
        let headroom = smoke ? BoundsBenchmark.smokeHeadroom : 1
        let smaller = smoke ? " (smaller in smoke mode)" : ""
        let debug = smoke ? BoundsBenchmark.debugFactor : 1
        func time(_ seconds: Double) -> BoundsBenchmark.Limit { .nanoseconds(seconds * 1e9 * headroom * debug) }
        func mb(_ bytes: Int) -> String { Format.grouped(bytes / 1_000_000) + " MB" }
        switch self {
        case .rulesCopies, .rulesMixed, .rulesLarge:
            let set = ruleSet(smoke: smoke) ?? RuleSet(good: 0, conflicting: 0)
            let shape =
                set.good == 0
                ? "\(Format.grouped(set.conflicting)) copies of `{\"pattern\":\"/promo\",\"route\":\"home\"}`"
                : "\(Format.grouped(set.good)) good rules + \(Format.grouped(set.conflicting)) conflicting"
            // Linear in the set: 100,000 rules in 2 s is 20 µs a rule.
            let seconds = 2 * Double(set.total) / 100_000
            return .init(
                input: shape + ", `decodeSet` + `applying`" + smaller,
                bound: "every conflict listed; linear: ≤ 2 s per 100,000 rules (\(Self.seconds(seconds)) here)",
                limit: time(seconds))
        case .patternLiteral:
            return .init(
                input: "a \(mb(Self.patternBytes(smoke: smoke))) rule pattern, one literal" + smaller,
                bound: "refused with a reason (`decodeSet` or `applying` throws)", limit: .answer)
        case .patternSegments:
            return .init(
                input: "a rule pattern of \(Format.grouped(Self.patternBytes(smoke: smoke) / 2)) segments `/a`"
                    + smaller,
                bound: "refused with a reason (`decodeSet` or `applying` throws)", limit: .answer)
        case .trackerURL:
            return .init(
                input: "a 10 MB tracker `URL` value (`.queryItem(\"upn\", …)` unwrapper), `navigator.open`",
                bound: "refused unread (`linkTooLong`) before any unwrapper sees it: ≤ 1 ms, as a link text",
                limit: time(0.001))
        case .longLink:
            return .init(
                input: "a 10 MB link text, `navigator.open`, events rendered", bound: "≤ 1 ms, refused `linkTooLong`",
                limit: time(0.001))
        case .snapshot:
            return .init(
                input: "a \(mb(Self.snapshotBytes(smoke: smoke))) snapshot text, `navigator.restore`, events rendered"
                    + smaller,
                bound: "≤ 1 ms, refused `linkTooLong`", limit: time(0.001))
        case .matchedLine:
            return .init(
                input: "the `matched` line of a link with 6,007 `utm_N` items",
                bound: "bounded like every other line (≤ 632 characters: 512 + 120, as CampaignLineTests)",
                limit: .characters(632))
        case .burst:
            let links = Self.burstLinks(smoke: smoke)
            return .init(
                input:
                    "\(Format.grouped(links)) distinct links in a burst (frozen clock), the median link's time of the "
                    + "last \(Format.grouped(links / 50)) vs the first \(Format.grouped(links / 50))" + smaller,
                bound: "O(1) a link: the end ≤ 2× the start", limit: .ratio(2 * headroom))
        case .forwardingQuery:
            return .init(
                input: "a 64 KiB query to a `forwardingQuery: true` route, "
                    + "\(Format.grouped(ForwardingComponent.caseCount))-case component enum (generated), `router.resolve`",
                bound: "≤ 1 ms (the router's name table)", limit: time(0.001))
        case .aasaGlob:
            return .init(
                input: "`checkAppleAppSiteAssociation`, two components `*a` + 18 `?`",
                bound: "polynomial in the file's size: ≤ 2 s (the issue's figure for 5,000 components)",
                limit: time(2))
        case .aasaComponents:
            let count = Self.aasaComponentCount(smoke: smoke)
            // O(c²): the bound scaled by the square of the count in smoke mode.
            let ratio = Double(count) / 5_000
            return .init(
                input: "`checkAppleAppSiteAssociation`, a file of \(Format.grouped(count)) components" + smaller,
                bound: "≤ 2 s for 5,000 components (O(c²): \(Self.seconds(2 * ratio * ratio)) here)",
                limit: time(2 * ratio * ratio))
        }
    }

    /// `40 ms`, `2 s`.
    static func seconds(_ value: Double) -> String {
        BoundsBenchmark.time(Int((value * 1e9).rounded()))
    }

    /// Measures the row in this process.
    @MainActor
    func measure(smoke: Bool) throws -> BoundsBenchmark.Sample {
        switch self {
        case .rulesCopies, .rulesMixed, .rulesLarge:
            return try BoundsInputs.rules(ruleSet(smoke: smoke) ?? RuleSet(good: 0, conflicting: 0))
        case .patternLiteral:
            return try BoundsInputs.hugePattern(
                "/" + String(repeating: "a", count: Self.patternBytes(smoke: smoke) - 1))
        case .patternSegments:
            return try BoundsInputs.hugePattern(String(repeating: "/a", count: Self.patternBytes(smoke: smoke) / 2))
        case .trackerURL: return try BoundsInputs.trackerURL(bytes: 10_000_000)
        case .longLink: return try BoundsInputs.longLink(bytes: 10_000_000)
        case .snapshot: return try BoundsInputs.snapshot(bytes: Self.snapshotBytes(smoke: smoke))
        case .matchedLine: return try BoundsInputs.matchedLine(items: 6_007)
        case .burst: return try BoundsInputs.burst(links: Self.burstLinks(smoke: smoke))
        case .forwardingQuery: return try BoundsInputs.forwardingQuery(bytes: 65_536)
        case .aasaGlob:
            let pattern = "*a" + String(repeating: "?", count: 18)
            return try BoundsInputs.appSiteAssociation(components: [pattern, pattern])
        case .aasaComponents:
            let count = Self.aasaComponentCount(smoke: smoke)
            // Realistic shapes: a section's subtree, and a fixed-length item with wildcards.
            let components = (0..<count).map { $0 % 2 == 0 ? "/section-\($0)/*" : "/s\($0)/??/*a?" }
            return try BoundsInputs.appSiteAssociation(components: components)
        }
    }
}
