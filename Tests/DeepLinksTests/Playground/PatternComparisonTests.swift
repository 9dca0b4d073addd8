import DeepLinks
import DeepLinksTools
import Testing

@testable import Playground

/// Which of two patterns the router prefers for the links both match, computed from the patterns alone.
@Suite struct PatternComparisonTests {
    static func pattern(_ text: String) throws -> RoutePattern<TextParam> {
        try TextRoutes.pattern(parsing: text)
    }

    @Test(arguments: [
        ("/recipe/new", "/recipe/:id", PatternComparison.decided(winner: .first, segment: 2)),
        ("/week/:slug", "/week/:n(int)", .decided(winner: .second, segment: 2)),
        ("/docs/*rest", "/docs/:id", .decided(winner: .second, segment: 2)),
        ("/docs/*rest", "/docs/intro/more", .decided(winner: .second, segment: 2)),
        ("/a/:x/d", "/a/b/:y", .decided(winner: .second, segment: 2)),
        ("/a/:x", "/a/:y(either)", .sameShape),
        ("/docs/*a", "/docs/*b", .sameShape),
        ("/a/b", "/a/c", .disjoint),
        ("/a/:x", "/a/:x/b", .disjoint),
        ("/week/now", "/week/:n(int)", .disjoint),
        ("/week/-7", "/week/:n(int)", .decided(winner: .first, segment: 2)),
        ("/week/+7", "/week/:n(int)", .disjoint),
        ("/docs/*rest", "/docs", .disjoint),
        ("/docs/*rest", "/other/x", .disjoint),
        ("/:a/:b/*c", "/x/:y/z/w", .decided(winner: .second, segment: 1)),
    ])
    func comparesTwoPatterns(_ first: String, _ second: String, _ expected: PatternComparison) throws {
        #expect(
            PatternComparison.compare(
                RouteTable.Pattern(try Self.pattern(first)), RouteTable.Pattern(try Self.pattern(second))) == expected)
    }

    /// The comparison agrees with the router: the path both patterns match opens the preferred one.
    @Test(arguments: [
        ("/recipe/new", "/recipe/:id", "/recipe/new"),
        ("/week/:slug", "/week/:n(int)", "/week/12"),
        ("/docs/*rest", "/docs/:id", "/docs/x"),
        ("/a/:x/d", "/a/b/:y", "/a/b/d"),
    ])
    func agreesWithTheRouter(_ first: String, _ second: String, _ path: String) throws {
        let router = try TextRoutes.router(text: first + "\n" + second, name: "t.routes")
        let comparison = PatternComparison.compare(
            RouteTable.Pattern(try Self.pattern(first)), RouteTable.Pattern(try Self.pattern(second)))
        guard case .decided(let winner, _) = comparison else {
            Issue.record("\(first) and \(second) do not compete")
            return
        }
        #expect(router.match(.path(path))?.intent == (winner == .first ? 1 : 2))
    }

    @Test func readsIntsAsTheMatcherDoes() {
        let ints: [String] = ["0", "42", "-7", "007", "9223372036854775807"]
        let notInts: [String] = ["", "-", "+5", "4.0", "1e3", " 5", "9223372036854775808", "١"]
        #expect(ints.allSatisfy(PatternComparison.isInt))
        #expect(!notInts.contains(where: PatternComparison.isInt))
    }
}
