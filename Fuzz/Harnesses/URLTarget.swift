import DeepLinksNavigation
import Foundation

@testable import DeepLinks

/// Fuzz target `url`: a route table (with its routes' doors and parents), the router's accepted schemes and hosts, and
/// a URL's text, from the input's bytes.
///
/// The text goes through `resolve(urlText:from:)` for every door (and none), which must agree with the reference: an
/// independent reading of the URL's scheme, host and path (``ReferenceURL``), then the reference matcher, which skips
/// the routes whose doors refuse the link. Every link that resolves must report the door its entry decided, be the
/// app's own only through an in-app door, open a route whose doors admit it, and have a back stack of such routes.
/// The public entry points (`resolve(.url(text))`, `resolve(_:)`, `resolve(_:from:)`, `match(_:)`) and a
/// `DeepLinkNavigator` must give the same results, and so must the same table mounted as modules; a matched link's
/// path must select the same route through `route(forPath:)` and `match(.path(_:))` unless the host matched a literal
/// only by ignoring case, or a more specific route refused the link's door.
/// With parents declared by pattern prefix, the link's back stack must be the one the reference predicts. See
/// `Fuzz/README.md`.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzURL(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, count: size)
    let filter = ReferenceURL.Filter(input.byte())
    let (table, router) = FuzzTable.build(FuzzTable.decode(&input), filter: filter)
    let text = input.rest()
    let url = text.isEmpty ? nil : URL(string: text)
    let expectation = url.map { ReferenceURL.expectation($0.absoluteString, filter, table) } ?? .invalidURL
    let context = { "\(ReferenceMatcher.readable(text)) (\(filter))\n\(ReferenceMatcher.dump(table))" }

    let doors: [LinkSource?] = [nil] + LinkSource.allCases
    for door in doors {
        let result = router.resolve(urlText: text, from: door)
        let expected = url.map { ReferenceURL.expectation($0.absoluteString, filter, table, door: door) } ?? .invalidURL
        if case .routed(_, let source, _) = expected {
            let decided = door ?? source
            FuzzTable.checkTrust(
                result, router, table, door: decided, isFromApp: ReferenceURL.isAppsOwn(decided),
                entry: "resolve(urlText:from: \(door.map { "\($0)" } ?? "nil"))", context())
        }
        ReferenceURL.check(result, expected, door: door, context())
    }
    let resolved = router.resolve(urlText: text, from: nil)
    checkForwarding(text)
    // The same table mounted as modules must resolve the text through every door as the flat one does.
    do {
        let mounted = try FuzzTable.Router(
            schemes: filter.schemes, hosts: filter.hosts, routes: ReferenceMatcher.mountedRoutes(table))
        for door in doors {
            FuzzTable.checkSameResult(
                mounted.resolve(urlText: text, from: door), router.resolve(urlText: text, from: door),
                "door \(door.map { "\($0)" } ?? "none"): \(context())")
        }
    } catch {
        FuzzCheck.fail("mounted, the conflict-free table threw '\(error)'\n\(ReferenceMatcher.dump(table))")
    }
    FuzzCheck.require(
        FuzzTable.same(router.resolve(.url(text)), resolved), "resolve(.url(text)) differs: \(context())")
    FuzzTable.checkPrefixStacks(table, router, filter: filter, text: text, context())
    guard let url else { return 0 }

    let door = input.pick(LinkSource.allCases)
    FuzzCheck.require(FuzzTable.same(router.resolve(.url(url)), resolved), "resolve(_:) differs: \(context())")
    FuzzCheck.require(
        FuzzTable.same(router.resolve(.url(url, from: door)), router.resolve(urlText: text, from: door)),
        "resolve(_:from: \(door)) differs: \(context())")
    let matched = router.match(.url(url))
    switch resolved {
    case .success(let link):
        FuzzCheck.require(
            matched.map { $0.intent.isIdentical(to: link.intent) && $0.pattern == link.pattern } ?? false,
            "match(_:) gave \(matched.map { "\($0.intent)" } ?? "nil"), resolve \(link.intent): \(context())")
        checkLinkPath(link, router, table, expectation, context())
    case .failure(let error):
        FuzzCheck.require(matched == nil, "match(_:) gave \(matched!.intent), resolve \(error): \(context())")
    }

    MainActor.assumeIsolated {
        let navigator = DeepLinkNavigator(router: router, openGates: [.authorization])
        navigator.duplicateWindow = 0  // the same link through two entries, on purpose
        FuzzTable.checkNavigatorOutcome(
            navigator.open(.url(url), animated: false), resolved, entry: "open(_:)", context())
        FuzzTable.checkNavigatorOutcome(
            navigator.open(.url(url, from: door), animated: false), router.resolve(.url(url, from: door)),
            entry: "open(_:from:)", context())
        FuzzTable.checkDuplicate(router, .url(url), context())
    }
    return 0
}

/// A matched link's path, given to the path entry points: they agree with the reference on it, and select the
/// link's route (or a more specific one whose handler declines) unless the host matched a literal only by ignoring
/// case (paths compare case-sensitively).
private func checkLinkPath(
    _ link: DeepLink<ReferenceMatcher.Intent>, _ router: FuzzTable.Router, _ table: [ReferenceMatcher.RouteSpec],
    _ expectation: ReferenceURL.Expectation, _ context: @autoclosure () -> String
) {
    FuzzTable.checkPath(router, table, link.path)
    guard case .matched(let intent, _) = ReferenceMatcher.reference(table, path: link.path),
        intent.isIdentical(to: link.intent)
    else { return }
    let selection = router.route(forPath: link.path)
    FuzzCheck.require(
        selection.map { $0.routeIndex == link.intent.route || table[$0.routeIndex].declines } ?? false,
        "route(forPath: \(ReferenceMatcher.readable(link.path))) selected \(selection.map { "\($0)" } ?? "nothing"), "
            + "the link's route is \(link.intent.route): \(context())")
    FuzzCheck.require(
        router.match(.path(link.path)).map { $0.intent.isIdentical(to: link.intent) } ?? false,
        "match(path: \(ReferenceMatcher.readable(link.path))) differs from the link: \(context())")
}

/// ``ReferenceMatcher/P`` without its cases listed: a component type that a forwarding route asks with
/// `init(rawValue:)`, where `P`, a `CaseIterable` enum, has the router's table of names.
private struct AskedP: DeepLinkPathComponent {
    let rawValue: String
    let capture: CaptureKind
    init?(rawValue: String) {
        guard let listed = ReferenceMatcher.P(rawValue: rawValue) else { return nil }
        self.rawValue = rawValue
        capture = listed.capture
    }
}

/// A route that forwards its query and declares `s1`, for a component type with a table and one without.
private let forwardingRouters:
    (listed: DeepLinkRouter<ReferenceMatcher.P, [String: String]>?, asked: DeepLinkRouter<AskedP, [String: String]>?) =
        (
            try? DeepLinkRouter(routes: [
                Route(patterns: [.init(segments: [.literal("f")])], optional: [.s1], forwardingQuery: true) {
                    Dictionary(uniqueKeysWithValues: $0.map { ($0.key.rawValue, $0.value) })
                }
            ]),
            AskedP(rawValue: "s1").flatMap { s1 in
                try? DeepLinkRouter(routes: [
                    Route(patterns: [.init(segments: [.literal("f")])], optional: [s1], forwardingQuery: true) {
                        Dictionary(uniqueKeysWithValues: $0.map { ($0.key.rawValue, $0.value) })
                    }
                ])
            }
        )

/// The text's query (from its first `?`) given to a route that forwards its query: the router's table of names must
/// forward what `init(rawValue:)` does, byte for byte, or both refuse the link alike.
private func checkForwarding(_ text: String) {
    guard let listed = forwardingRouters.listed, let asked = forwardingRouters.asked else {
        FuzzCheck.fail("the forwarding routers did not build")
    }
    guard let mark = text.firstIndex(of: "?") else { return }
    let path = "/f" + text[mark...]
    switch (listed.resolve(.path(path)), asked.resolve(.path(path))) {
    case (.success(let a), .success(let b)):
        FuzzCheck.require(
            a.intent.mapValues { Array($0.utf8) } == b.intent.mapValues { Array($0.utf8) },
            "forwarded \(a.intent) with a table, \(b.intent) without: \(ReferenceMatcher.readable(path))")
    case (.failure(let a), .failure(let b)):
        FuzzCheck.require(
            a.kind == b.kind,
            "refused as \(a.kind) with a table, \(b.kind) without: \(ReferenceMatcher.readable(path))")
    case (let a, let b):
        FuzzCheck.fail("with a table \(a), without \(b): \(ReferenceMatcher.readable(path))")
    }
}
