import DeepLinksTestSupport
import Testing

@testable import DeepLinks

/// The descent behind `route(forPath:)` (issue #38): it selects what the walk offers first (random tables and paths:
/// `RouteTrieByteWalkTests`), reads a path once while no node it passes has a later branch, and from the first that has
/// one hands over to the walk that can back up, with no segment classified and no node entered twice.
@Suite struct RouteTrieFirstBranchWalkTests {
    enum Name: String, DeepLinkPathComponent {
        case id, x, rest
        var capture: CaptureKind {
            switch self {
            case .id: .int
            case .x: .string
            case .rest: .remainder
            }
        }
    }

    typealias Router = DeepLinkRouter<Name, String>

    static func router(_ texts: [String], options: MatchingOptions = []) throws -> Router {
        let routes = try texts.map { text in Route(try RoutePattern<Name>(parsing: text)) { _ in text } }
        return try DeepLinkRouter(schemes: nil, hosts: nil, options: options, maxLinkLength: 8_192, routes: routes)
    }

    /// The pattern `route(forPath:)` selects, with the steps it took.
    static func selection(_ router: Router, _ path: String) -> (pattern: String?, steps: MatchSteps) {
        let (selection, steps) = WorstCaseTests.counting { router.route(forPath: path) }
        return (selection?.pattern, steps)
    }

    /// With no node that has a later branch on its way, the descent is the whole walk: a node per segment and the root,
    /// each segment classified once, each byte of the path read once.
    @Test func aPathWithoutChoicesIsReadOnce() throws {
        let router = try Self.router(["/recipes/:x/steps/:id", "/recipes/:x/photos"])
        let (pattern, steps) = Self.selection(router, "/recipes/soup/steps/3?from=push")
        #expect(pattern == "/recipes/:x/steps/:id")
        #expect(steps[.linkByte] == "/recipes/soup/steps/3".utf8.count, "\(steps)")
        #expect(steps[.node] == 5, "\(steps)")
        // "/recipes" is every path's start, compared at once (`LiteralPrefix`); "steps" is hashed (its node has
        // literals), "3" is read as an Int; "soup" is not read.
        #expect(steps[.comparedByte] == "/recipes".utf8.count + "steps".utf8.count, "\(steps)")
        #expect(steps[.classifiedByte] == "steps".utf8.count + 1, "\(steps)")
        #expect(steps[.offer] == 0, "the first offer is taken without a handler to ask: \(steps)")
    }

    /// A dead end before any node with a later branch is no route, known without reading the rest of the path.
    @Test func aDeadEndWithNothingToBackUpToStopsReading() throws {
        let router = try Self.router(["/settings/profile", "/settings/:x/edit"])
        let long = "/nope/" + String(repeating: "abcdefgh/", count: 500)
        let (pattern, steps) = Self.selection(router, long)
        #expect(pattern == nil)
        #expect(steps[.linkByte] == "/nope".utf8.count, "\(steps)")
        #expect(router.route(forPath: "/settings") == nil, "a path that ends at a node without a route")
        #expect(router.route(forPath: "/settings/profile/more") == nil)
        #expect(router.route(forPath: "/settings/x/edit/")?.pattern == "/settings/:x/edit")
    }

    /// At a node with a later branch the walk takes over: it backs up to the branch after a dead end, reading no
    /// segment twice and entering no node twice.
    @Test func theWalkBacksUpFromTheFirstNodeWithALaterBranch() throws {
        let router = try Self.router(["/a/b/c", "/a/:id/d", "/a/:x/d", "/a/:x/e"])
        let (pattern, steps) = Self.selection(router, "/a/b/d")
        #expect(pattern == "/a/:x/d", "b is not an Int: the literal, then any segment")
        // Root, a, b (dead end at d), :x, :x/d: five nodes, each once.
        #expect(steps[.node] == 5, "\(steps)")
        // "/a" compared at once (every path's start), "b" hashed at a and read as an Int once, "d" hashed under b and
        // under :x.
        #expect(steps[.classifiedByte] == 1 + 1 + 1, "\(steps)")
        #expect(steps[.linkByte] == "/a/b/d".utf8.count, "\(steps)")
        #expect(router.route(forPath: "/a/7/d")?.pattern == "/a/:id/d")
        #expect(router.route(forPath: "/a/7/e")?.pattern == "/a/:x/e", "the Int branch dead-ends, any segment takes 7")
        #expect(router.route(forPath: "/a/b/c")?.pattern == "/a/b/c")
        #expect(router.route(forPath: "/a/b/f") == nil)
    }

    /// A remainder comes after every other branch of its node: the walk takes over before the descent enters a node
    /// that has one (the root too), and selects as it always has.
    @Test func theWalkTakesOverAtANodeWithARemainder() throws {
        let router = try Self.router(["/files/recent", "/files/*rest", "/a/:x/*rest", "/a/b/c/d", "/about"])
        #expect(router.route(forPath: "/files/recent")?.pattern == "/files/recent")
        #expect(router.route(forPath: "/files/recent/more")?.pattern == "/files/*rest")
        #expect(router.route(forPath: "/files/a/b?x=1")?.pattern == "/files/*rest")
        #expect(router.route(forPath: "/files") == nil, "a remainder takes at least one segment")
        #expect(router.route(forPath: "/a/b/c")?.pattern == "/a/:x/*rest", "b/c dead-ends at c, the remainder takes c")
        #expect(router.route(forPath: "/a/b/c/d")?.pattern == "/a/b/c/d")
        #expect(router.route(forPath: "/about")?.pattern == "/about")
        let (pattern, steps) = Self.selection(router, "/a/b/c")
        #expect(pattern == "/a/:x/*rest")
        // Root, a, b, b/c (no terminal: backs up), :x; each once.
        #expect(steps[.node] == 5, "\(steps)")
        let rooted = try Self.router(["/*rest", "/about"])
        #expect(rooted.route(forPath: "/about")?.pattern == "/about")
        #expect(rooted.route(forPath: "/about/team")?.pattern == "/*rest")
        #expect(rooted.route(forPath: "/") == nil)
    }

    /// Paths the descent does not read as they are go to the walk that decodes, which selects what `match` does.
    @Test func escapesAndOtherBytesGoToTheWalkThatDecodes() throws {
        let router = try Self.router(["/a/b", "/a/:x", "/caf\u{E9}"])
        #expect(router.route(forPath: "/a/%62")?.pattern == "/a/b")
        #expect(router.route(forPath: "/a/%2F")?.pattern == "/a/:x")
        #expect(router.route(forPath: "/a/b%")?.pattern == nil, "a malformed escape")
        #expect(router.route(forPath: "/caf\u{E9}")?.pattern == "/caf\u{E9}")
        #expect(router.route(forPath: "/a/\u{0}") == nil, "a NUL byte is not the end of the path")
        #expect(router.route(forPath: "/a/b c")?.pattern == "/a/:x", "a space: decoded, as `match` reads it")
        #expect(router.route(forPath: "//a///b//")?.pattern == "/a/b", "empty segments are skipped")
        #expect(router.route(forPath: "a/b#top")?.pattern == "/a/b")
    }

    /// A case-blind table compares literals ignoring case on the descent too, short and long ones.
    @Test func aCaseBlindTableIgnoresCase() throws {
        let router = try Self.router(
            ["/Recipes/:x", "/recipes/popular", "/Notifications/all"], options: [.caseInsensitiveLiterals])
        #expect(router.route(forPath: "/RECIPES/POPULAR")?.pattern == "/recipes/popular")
        #expect(router.route(forPath: "/recipes/soup")?.pattern == "/Recipes/:x")
        #expect(router.route(forPath: "/NOTIFICATIONS/All")?.pattern == "/Notifications/all")
        let exact = try Self.router(["/Recipes/:x", "/recipes/popular"])
        #expect(exact.route(forPath: "/RECIPES/popular") == nil)
        #expect(exact.route(forPath: "/Recipes/popular")?.pattern == "/Recipes/:x")
    }
}
