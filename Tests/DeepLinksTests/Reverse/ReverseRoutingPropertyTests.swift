import DeepLinksTestSupport
import Foundation
import Testing

@testable import DeepLinks

/// Seeded property tests of reverse routing: for every route of random tables and of the corpora, a link built from
/// random valid values (through the path, the custom-scheme and the universal-link forms) matches back to the same
/// route with the same parameters, byte for byte.
///
/// Values are drawn so that no more specific route may legitimately take the link: a `String` or `Either` value
/// always holds a character no literal of the table holds (so it equals no literal and is never an `Int`), and an
/// `Int` value never equals a literal. A link may still be taken by a more specific route when the route ends in a
/// remainder (a one-segment capture outranks it), when an `Either` value is an `Int` (an `Int` capture outranks it)
/// or when an optional query item is given (a route that requires it outranks it): there, and only there,
/// ``DeepLinkURLError/Kind/opensAnotherRoute`` is the expected answer, and the full matcher must agree that the
/// plainly rendered link goes elsewhere.
///
/// Every failure names its seed; replay one with `DEEPLINKS_SEED=<seed> swift test --filter ReverseRouting`.
@Suite struct ReverseRoutingPropertyTests {
    static let tablesPerSeed = 25
    static let drawsPerRoute = 3
    static let drawsPerCorpusRoute = 4
    static let maxReports = 10

    /// Path parameters of every kind, and query items (one with a name that needs encoding).
    enum P: String, DeepLinkPathComponent, CaseIterable {
        case s0, s1, s2, i0, i1, e0, e1, rest
        case q0, q1, q2
        case odd = "q &=+é"

        var capture: CaptureKind {
            switch self {
            case .s0, .s1, .s2, .q0, .odd: .string
            case .i0, .i1, .q1: .int
            case .e0, .e1, .q2: .either
            case .rest: .remainder
            }
        }

        static let path: [P] = [.s0, .s1, .s2, .i0, .i1, .e0, .e1]
        static let query: [P] = [.q0, .q1, .q2, .odd]
    }

    static let literalPool: [String] = [
        "a", "b", "new", "recipe", "Recipe", "12", "-3", "0", "1", "007", "é", "x y", ".", "..", "shop.example", "~a",
        "xn--a", "v2",
    ]

    /// Characters values are made of; `markers` are those some value must hold and no literal may.
    ///
    /// No control character: the router refuses them in every link, and reverse routing with them
    /// (ControlCharactersTests).
    static let alphabet: [String] = [
        "a", "Z", "0", "7", "-", ".", "_", "~", " ", "é", "e\u{301}", "/", "%", "+", "?", "#", "&", "=", "日本", "🍲",
        "\u{85}", ":", "@", "'", "\\",
    ]
    static let markerCandidates: [String] = ["/", "%", "+", "?", "#", "&", "=", "日本", "🍲", "@", "\\"]

    // MARK: Random tables

    struct RouteSpec {
        var pattern: RoutePattern<P>
        var required: [P]
        var optional: [P]
    }

    static func randomTable(_ rng: inout SplitMix) -> [RouteSpec] {
        var table: [RouteSpec] = []
        var shapes: Set<String> = []
        for _ in 0..<(4 + rng.below(10)) {
            var segments: [RoutePattern<P>.Segment] = []
            var unused = P.path
            for _ in 0..<rng.below(5) {
                if rng.chance(0.45) || unused.isEmpty {
                    segments.append(.literal(rng.pick(literalPool)))
                } else {
                    let component = unused.remove(at: rng.below(unused.count))
                    segments.append(.parameter(component))
                }
            }
            if rng.chance(0.2) { segments.append(.parameter(.rest)) }
            var query = rng.shuffled(P.query)
            let required = Array(query.prefix(rng.chance(0.3) ? 1 : 0))
            query.removeFirst(required.count)
            let optional = Array(query.prefix(rng.below(3)))
            let spec = RouteSpec(pattern: RoutePattern(segments: segments), required: required, optional: optional)
            // Routes of one shape conflict unless their required items differ: keep the first of each.
            guard shapes.insert(shape(spec)).inserted else { continue }
            table.append(spec)
        }
        return table
    }

    /// What makes two routes conflict: the literals, the capture kinds (`String` and `Either` alike) and the
    /// required items.
    static func shape(_ spec: RouteSpec) -> String {
        let segments = spec.pattern.segments.map { segment -> String in
            switch segment {
            case .literal(let text): "=" + text
            case .parameter(let component):
                switch component.capture {
                case .int: ":int"
                case .remainder: "*"
                default: ":any"
                }
            }
        }
        return segments.joined(separator: "/") + "?" + spec.required.map(\.rawValue).sorted().joined(separator: "&")
    }

    /// What every handler returns: its route's index and the parameters it was given.
    struct Echo<C: DeepLinkPathComponent>: Sendable {
        var route: Int
        var params: [C: String]
    }

    /// Route `i` is named `ri` and answers `Echo(route: i, …)`: the pattern's text alone does not tell apart routes
    /// of one shape that require different query items.
    static func routes<C>(_ specs: [(RoutePattern<C>, [C], [C])]) -> [Route<C, Echo<C>>] {
        specs.enumerated().map { index, spec in
            Route(
                patterns: [spec.0], name: "r\(index)", query: spec.1, optional: spec.2, fileID: "Property",
                line: UInt(index)
            ) { params in Echo(route: index, params: params) }
        }
    }

    // MARK: Random values

    static func markers(avoiding literals: [String]) -> [String] {
        markerCandidates.filter { marker in !literals.contains { $0.contains(marker) } }
    }

    /// A non-empty string holding at least one marker.
    static func randomText(_ markers: [String], _ rng: inout SplitMix) -> String {
        var pieces = (0..<rng.below(6)).map { _ in rng.pick(alphabet) }
        pieces.insert(rng.pick(markers), at: rng.below(pieces.count + 1))
        return pieces.joined()
    }

    static func randomInt(avoiding literals: Set<String>, _ rng: inout SplitMix) -> String {
        while true {
            let text: String
            switch rng.below(8) {
            case 0: text = "\(Int.min)"
            case 1: text = "\(Int.max)"
            case 2: text = "0"
            case 3: text = "-\(1 + rng.below(1000))"
            case 4: text = "00\(rng.below(100))"
            case 5: text = "\(Int(bitPattern: UInt(truncatingIfNeeded: rng.next())))"
            default: text = "\(rng.below(100))"
            }
            if !literals.contains(text) { return text }
        }
    }

    /// Values for every parameter and query item, and whether a more specific route may take the link.
    static func randomValues<C: DeepLinkPathComponent>(
        pattern: RoutePattern<C>, required: [C], optional: [C], markers: [String], literals: Set<String>,
        _ rng: inout SplitMix
    ) -> (values: [C: String], claimable: Bool) {
        var values: [C: String] = [:]
        var claimable = false
        for component in pattern.parameters {
            switch component.capture {
            case .int:
                values[component] = randomInt(avoiding: literals, &rng)
            case .string:
                values[component] = randomText(markers, &rng)
            case .either:
                if rng.chance(0.3) {
                    values[component] = randomInt(avoiding: literals, &rng)
                    claimable = true
                } else {
                    values[component] = randomText(markers, &rng)
                }
            case .remainder:
                // Its segments are joined by "/", and must not be empty: no "/" inside them.
                let pieceMarkers = markers.filter { $0 != "/" }
                let pieces = (0...rng.below(3)).map { _ in randomText(pieceMarkers, &rng).filter { $0 != "/" } }
                values[component] = pieces.joined(separator: "/")
                claimable = true
            default:
                Issue.record("these tables capture no typed kind: \(component.capture)")
            }
        }
        for component in required { values[component] = randomQueryValue(component, &rng) }
        for component in optional where rng.chance(0.5) {
            values[component] = randomQueryValue(component, &rng)
            claimable = true
        }
        return (values, claimable)
    }

    /// A query value: anything non-empty of the kind (query values never decide between routes' paths).
    static func randomQueryValue<C: DeepLinkPathComponent>(_ component: C, _ rng: inout SplitMix) -> String {
        if component.capture == .int || (component.capture == .either && rng.chance(0.5)) {
            return randomInt(avoiding: [], &rng)
        }
        return randomText(markerCandidates, &rng)
    }

    // MARK: The property

    struct Tally {
        var links = 0
        var routes = 0
        var shadowed = 0
        var reports: [String] = []
    }

    /// Builds the links of `routeIndex` from `values` and checks each matches back.
    static func check<C: DeepLinkPathComponent>(
        _ router: DeepLinkRouter<C, Echo<C>>, routeIndex: Int, values: [C: String], claimable: Bool,
        context: String, tally: inout Tally
    ) {
        let route = router.routes[routeIndex]
        guard let pattern = try? RoutePattern<C>(parsing: route.patterns[0]) else {
            return tally.reports.append("\(context): route \(routeIndex)'s pattern does not parse back")
        }
        let query = (route.requiredQuery + route.optionalQuery).compactMap(C.init(rawValue:))
        let used = Set(pattern.parameters + query)
        let expected = values.filter { used.contains($0.key) }.mapValues { Array($0.utf8) }
        let name = "r\(routeIndex)"
        func report(_ text: String) {
            tally.reports.append("\(context), route \(pattern) [\(describe(values))]: \(text)")
        }
        func verify(_ link: DeepLink<Echo<C>>?, _ form: String, _ text: String) {
            tally.links += 1
            guard let link else { return report("\(form) \(text) matched nothing") }
            if link.pattern != pattern.description || link.intent.route != routeIndex {
                report("\(form) \(text) opened route \(link.intent.route), \(link.pattern)")
            }
            if link.intent.params.mapValues({ Array($0.utf8) }) != expected {
                report("\(form) \(text) gave [\(describe(link.intent.params))]")
            }
        }
        do throws(DeepLinkURLError) {
            let path = try router.path(for: .route(name, parameters: values))
            verify(router.match(.path(path)), "path", path)
            let custom = try router.url(for: .route(name, parameters: values), scheme: "myapp")
            verify(router.match(.url(custom)), "custom-scheme link", custom.absoluteString)
            let universal = try router.url(for: .route(name, parameters: values), host: "example.com")
            verify(router.match(.url(universal)), "universal link", universal.absoluteString)
        } catch  where error.kind == .opensAnotherRoute {
            tally.shadowed += 1
            // Only values a more specific route may take; and the full matcher must agree on the plain rendering.
            guard claimable else { return report("refused: \(error)") }
            let path = (try? pattern.path(with: values)) ?? ""
            let items = query.compactMap { component in values[component].map { (component, $0) } }
            let full =
                path
                + (items.isEmpty
                    ? ""
                    : "?"
                        + items.map { encode($0.0.rawValue) + "=" + encode($0.1) }
                        .joined(separator: "&"))
            if router.match(.path(full))?.intent.route == routeIndex { report("refused, but matches: \(error)") }
        } catch {
            report("refused: \(error)")
        }
    }

    static func encode(_ text: String) -> String {
        var bytes: [UInt8] = []
        PercentEncoding.append(text.utf8, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    static func describe<C: DeepLinkPathComponent>(_ values: [C: String]) -> String {
        values.map { "\($0.key.rawValue)=\(ReferenceMatcher.readable($0.value))" }.sorted().joined(separator: ", ")
    }

    static func record(_ tally: Tally, seed: UInt64) {
        for report in tally.reports.prefix(maxReports) {
            Issue.record(Comment(rawValue: "seed \(seed): \(report)"))
        }
    }

    @Test(arguments: DifferentialTests.seeds)
    func randomTablesBuildLinksThatMatchBack(seed: UInt64) {
        var rng = SplitMix(seed: seed)
        var tally = Tally()
        for tableNumber in 0..<Self.tablesPerSeed {
            let table = Self.randomTable(&rng)
            let router: DeepLinkRouter<P, Echo<P>>
            do {
                router = try DeepLinkRouter(routes: Self.routes(table.map { ($0.pattern, $0.required, $0.optional) }))
            } catch {
                Issue.record(Comment(rawValue: "seed \(seed), table \(tableNumber): \(error)"))
                continue
            }
            let literals = table.flatMap { spec in
                spec.pattern.segments.compactMap { segment -> String? in
                    if case .literal(let text) = segment { return text }
                    return nil
                }
            }
            let markers = Self.markers(avoiding: literals)
            for (index, spec) in table.enumerated() {
                tally.routes += 1
                for _ in 0..<Self.drawsPerRoute {
                    let (values, claimable) = Self.randomValues(
                        pattern: spec.pattern, required: spec.required, optional: spec.optional, markers: markers,
                        literals: Set(literals), &rng)
                    Self.check(
                        router, routeIndex: index, values: values, claimable: claimable,
                        context: "table \(tableNumber)", tally: &tally)
                }
            }
        }
        Self.record(tally, seed: seed)
        // Most links must be built: a renderer that refused everything would pass the checks above.
        #expect(
            tally.shadowed * 4 < tally.links,
            Comment(rawValue: "seed \(seed): \(tally.shadowed) refused, \(tally.links) links built"))
    }

    @Test(arguments: CorpusTests.corpora)
    func corpusRoutesBuildLinksThatMatchBack(_ corpus: String) throws {
        let seed = DifferentialTests.overrideSeedText.flatMap(DifferentialTests.parseSeed) ?? 0xC0_4905
        var rng = SplitMix(seed: seed)
        // The corpora as CorpusTests reads them: catch-alls renamed with AnyParam.renamingCatchAlls.
        let lines = try CorpusTests.lines(corpus, ".routes")
        let patterns = try lines.map { try RoutePattern<AnyParam>(parsing: $0) }
        let router = try DeepLinkRouter(routes: Self.routes(patterns.map { ($0, [], []) }))
        let literals = patterns.flatMap { pattern in
            pattern.segments.compactMap { segment -> String? in
                if case .literal(let text) = segment { return text }
                return nil
            }
        }
        let markers = Self.markers(avoiding: literals)
        var tally = Tally()
        for index in patterns.indices {
            tally.routes += 1
            for _ in 0..<Self.drawsPerCorpusRoute {
                let (values, claimable) = Self.randomValues(
                    pattern: patterns[index], required: [], optional: [], markers: markers, literals: Set(literals),
                    &rng)
                Self.check(
                    router, routeIndex: index, values: values, claimable: claimable, context: corpus, tally: &tally)
            }
        }
        Self.record(tally, seed: seed)
        #expect(tally.routes == patterns.count)
        #expect(
            tally.shadowed * 4 < tally.links,
            Comment(rawValue: "\(corpus): \(tally.shadowed) refused, \(tally.links) links built"))
    }
}
