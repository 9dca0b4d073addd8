import DeepLinksTestSupport
import Testing

@testable import DeepLinks

/// A compiled route keeps its first pattern and offer apart from the others (a route of one pattern makes no arrays of
/// them): every pattern of a route of one or of several, the app's own, in a group or mounted, still opens its route
/// with its own captures and its own pattern text.
@Suite struct CompiledRouteTests {
    enum Param: String, DeepLinkPathComponent {
        case storeId, id, tab
    }

    enum ModuleParam: String, DeepLinkPathComponent {
        case id, tab
    }

    /// The captures a route of several patterns was given, as text.
    static func shown<Key>(_ parameters: [Key: String], _ keys: Key...) -> String {
        keys.map { parameters[$0] ?? "-" }.joined(separator: " ")
    }

    /// A module of a route of one pattern and a route of three.
    static var module: [Route<ModuleParam, String>] {
        let many: [RoutePattern<ModuleParam>] = ["a" / .id, "b" / .id / .tab, "c"]
        return [
            Route("item" / .id) { p in "item " + (try p.value(.id)) },
            Route(patterns: many) { p in "many " + shown(p, .id, .tab) },
        ]
    }

    static func router() throws -> DeepLinkRouter<Param, String> {
        let own: [RoutePattern<Param>] = ["x" / .id, "y" / .tab / .id, "z"]
        let grouped: [RoutePattern<Param>] = ["p" / .id, "q"]
        return try DeepLinkRouter<Param, String> {
            Route("one" / .id) { p in "one " + (try p.value(.id)) }
            Route(patterns: own) { p in "own " + shown(p, .id, .tab) }
            RouteGroup("g" / .storeId) {
                Route(patterns: grouped) { p in "grouped " + shown(p, .storeId, .id) }
            }
            Mount("m", module) { "m: " + $0 }
            Mount("s" / .storeId, module) { p, intent in "s" + (try p.value(.storeId)) + ": " + intent }
        }
    }

    @Test(arguments: [
        ("/one/7", "one 7", "/one/:id"),
        ("/x/1", "own 1 -", "/x/:id"),
        ("/y/t/2", "own 2 t", "/y/:tab/:id"),
        ("/z", "own - -", "/z"),
        ("/g/9/p/3", "grouped 9 3", "/g/:storeId/p/:id"),
        ("/g/9/q", "grouped 9 -", "/g/:storeId/q"),
        ("/m/item/4", "m: item 4", "/m/item/:id"),
        ("/m/a/5", "m: many 5 -", "/m/a/:id"),
        ("/m/b/6/t", "m: many 6 t", "/m/b/:id/:tab"),
        ("/m/c", "m: many - -", "/m/c"),
        ("/s/2/item/4", "s2: item 4", "/s/:storeId/item/:id"),
        ("/s/2/b/6/t", "s2: many 6 t", "/s/:storeId/b/:id/:tab"),
        ("/s/2/c", "s2: many - -", "/s/:storeId/c"),
    ])
    func everyPatternOpensItsRoute(path: String, intent: String, pattern: String) throws {
        let router = try Self.router()
        let link = try #require(router.match(.path(path)), "\(path)")
        #expect(link.intent == intent)
        #expect(link.pattern == pattern)
    }

    @Test func theFormGivesEachPatternWithItsOffer() throws {
        let router = try Self.router()
        #expect(router.routes.map(\.patterns.count) == [1, 3, 2, 1, 3, 1, 3])
        for route in router.routes {
            let form = route.compiled
            #expect(form.patternCount == route.patterns.count)
            #expect(form.patterns.map(PatternSlot.description(of:)) == route.patterns)
            #expect((0..<form.patternCount).map { PatternSlot.description(of: form.pattern($0)) } == route.patterns)
            #expect(form.offers.count == form.patternCount)
        }
    }

    @Test func aRouteWithoutPatternsIsRefused() throws {
        #expect(throws: DeepLinkRouterError.self) {
            try DeepLinkRouter<Param, String>(routes: [Route(patterns: []) { _ in "none" }])
        }
        let form = Route<Param, String>(patterns: []) { _ in "none" }.compiled
        #expect(form.patternCount == 0 && form.patterns.isEmpty && form.offers.isEmpty)
    }
}
