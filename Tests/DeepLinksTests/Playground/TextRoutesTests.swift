import DeepLinks
import DeepLinksTestSupport
import DeepLinksTools
import Foundation
import Testing

@testable import Playground

/// The text form of `--routes FILE`: patterns, their kinds, lines, and the errors of each.
@Suite struct TextRoutesTests {
    @Test func readsEveryKindOfSegment() throws {
        let pattern = try TextRoutes.pattern(parsing: "/a/:s/:i(int)/:e(either)/:t(string)/*rest")
        let expected: [RoutePattern<TextParam>.Segment] = [
            .literal("a"), .parameter(TextParam(name: "s", capture: .string)),
            .parameter(TextParam(name: "i", capture: .int)), .parameter(TextParam(name: "e", capture: .either)),
            .parameter(TextParam(name: "t", capture: .string)),
            .parameter(TextParam(name: "rest", capture: .remainder)),
        ]
        #expect(pattern.segments == expected)
        #expect(TextRoutes.text(of: RouteTable.Pattern(pattern)) == "/a/:s/:i(int)/:e(either)/:t/*rest")
        let typed = try TextRoutes.pattern(parsing: "/u/:id(uuid)/:on(bool)/:x(double)")
        #expect(typed.parameters.map(\.capture) == [.uuid, .bool, .double])
        #expect(TextRoutes.text(of: RouteTable.Pattern(typed)) == "/u/:id(uuid)/:on(bool)/:x(double)")
        #expect(try TextRoutes.pattern(parsing: TextRoutes.text(of: RouteTable.Pattern(pattern))) == pattern)
    }

    @Test func dropsEmptySegmentsAndReadsTheRoot() throws {
        #expect(try TextRoutes.pattern(parsing: "//a//b/").segments == [.literal("a"), .literal("b")])
        let root = try TextRoutes.pattern(parsing: "/")
        #expect(root.segments.isEmpty)
        #expect(TextRoutes.text(of: RouteTable.Pattern(root)) == "/")
    }

    @Test(arguments: [
        (
            "/a/:b(float)",
            "Unknown capture kind 'float' in '/a/:b(float)': write :name, :name(int), :name(either), :name(uuid), "
                + ":name(bool), :name(double) or *name."
        ),
        ("/a/:", "A parameter without a name in '/a/:': write :name or *name."),
        ("/a/*", "A parameter without a name in '/a/*': write :name or *name."),
        ("/a/:(int)", "A parameter without a name in '/a/:(int)': write :name or *name."),
        (
            "/a/:b(int",
            "Malformed parameter ':b(int' in '/a/:b(int': write :name, :name(int), :name(either), :name(uuid), "
                + ":name(bool), :name(double) or *name."
        ),
        (
            "/a/*b(int)",
            "Malformed parameter '*b(int)' in '/a/*b(int)': write :name, :name(int), :name(either), :name(uuid), "
                + ":name(bool), :name(double) or *name."
        ),
    ])
    func refusesMalformedParameters(_ text: String, _ message: String) {
        #expect(throws: TextRoutes.LoadError(description: message)) { try TextRoutes.pattern(parsing: text) }
    }

    @Test func skipsBlankLinesAndCommentsAndKeepsLineNumbers() {
        let lines = TextRoutes.lines(of: "# routes\n/a\n\n  /b/:c  \n#/d\n")
        let numbers: [Int] = lines.map(\.number)
        let texts: [String] = lines.map(\.text)
        #expect(numbers == [2, 4])
        #expect(texts == ["/a", "/b/:c"])
    }

    @Test func eachRouteKnowsItsLine() throws {
        let router = try TextRoutes.router(text: "# demo\n/a/:x(int)\n\n/a/:y\n", name: "demo.routes")
        #expect(router.match(.path("/a/12"))?.intent == 2)
        #expect(router.match(.path("/a/b"))?.intent == 4)
        let sites: [String] = router.routes.map { "\($0.fileID):\($0.line)" }
        #expect(sites == ["demo.routes:2", "demo.routes:4"])
        let captured = try TextRoutes.router(text: "/a/:x\n", name: "demo.routes") { line, captures in
            "\(line) \(captures.map { "\($0.key.rawValue)=\($0.value)" }.joined())"
        }
        #expect(captured.match(.path("/a/b%20c"))?.intent == "1 x=b c")
    }

    @Test(arguments: [
        (
            "/a\n/b/:c(float)\n",
            "t.routes:2: Unknown capture kind 'float' in '/b/:c(float)': write :name, :name(int), "
                + ":name(either), :name(uuid), :name(bool), :name(double) or *name."
        ),
        ("\n# none\n", "t.routes holds no route."),
        (
            "/a/:x\n/a/:y(either)\n",
            "t.routes: Conflicting routes: '/a/:x' (t.routes:1) and '/a/:y' (t.routes:2) "
                + "accept exactly the same links at the same precedence. Make one more specific (a literal, or an Int "
                + "capture), or remove one."
        ),
        (
            "/a/*x/b\n",
            "t.routes: Pattern '/a/*x/b' (t.routes:1) has the remainder '*x' before its end; a remainder "
                + "must be last."
        ),
    ])
    func refusesAMalformedTable(_ text: String, _ message: String) {
        #expect(throws: TextRoutes.LoadError(description: message)) {
            try TextRoutes.router(text: text, name: "t.routes")
        }
    }

    /// `in-app` after a pattern declares a route only the app opens (issue #37): the app's own paths match it, a link
    /// from the web does not, and the route table says it takes no web link.
    @Test func inAppAfterAPatternDeclaresARouteOnlyTheAppOpens() throws {
        let router = try TextRoutes.router(text: "/recipe/:id\n/debug/reset   in-app\n", name: "t.routes")
        #expect(router.match(.path("/debug/reset"))?.intent == 2)
        #expect(router.match(.url("https://bestrecipes.com/debug/reset")) == nil)
        #expect(router.match(.url("https://bestrecipes.com/recipe/1"))?.intent == 1)
        let entries = router.routeTable.entries
        #expect(entries.map { $0.sources.isDisjoint(with: .web) } == [false, true])
        for text in ["/debug/reset inapp\n", "/debug/reset in-app extra\n"] {
            let line = text.dropLast()
            #expect(
                throws: TextRoutes.LoadError(
                    description: "t.routes:1: '\(line)' is not a pattern: write the pattern alone, or followed by "
                        + "'in-app' for a route only the app opens.")
            ) { try TextRoutes.router(text: text, name: "t.routes") }
        }
    }

    @Test func readsTheGitHubCorpus() throws {
        let path = CorpusFiles.directory.appendingPathComponent("github-api.routes").path
        let router = try TextRoutes.router(contentsOf: path)
        #expect(router.routes.count == 142)
        #expect(router.match(.path("/repos/apple/swift/pulls/7"))?.intent == 80)
    }

    @Test func saysWhyAFileCannotBeRead() {
        #expect(throws: TextRoutes.LoadError(description: "Cannot read '/nonexistent.routes': there is no such file."))
        {
            try TextRoutes.router(contentsOf: "/nonexistent.routes")
        }
        let directory = CorpusFiles.directory.path
        #expect(throws: TextRoutes.LoadError(description: "Cannot read '\(directory)': it is a directory.")) {
            try TextRoutes.router(contentsOf: directory)
        }
    }
}
