import DeepLinksTestSupport
import Testing

@testable import DeepLinks

/// Real route tables nobody on the team wrote: every request resolves to its own route.
@Suite struct CorpusTests {
    struct Pair: Sendable, CustomTestStringConvertible {
        var corpus: String
        var index: Int
        var route: String
        var request: String
        var testDescription: String { "\(corpus) \(index): \(request)" }
    }

    /// `github-api+commented` is github-api.routes followed by github-api-commented.routes (154 routes, overlaps
    /// and two catch-alls).
    static let corpora = ["github-api", "github-api+commented", "parse-api", "gplus-api", "static", "kickstarter"]

    static func lines(_ corpus: String, _ kind: String) throws -> [String] {
        guard corpus == "github-api+commented" else { return try CorpusFiles.lines(of: corpus + kind) }
        return try CorpusFiles.lines(of: "github-api" + kind)
            + CorpusFiles.lines(of: "github-api-commented" + kind).map(AnyParam.renamingCatchAlls)
    }

    static func router(for corpus: String) throws -> DeepLinkRouter<AnyParam, Int> {
        let routes = try lines(corpus, ".routes").enumerated().map { index, text in
            Route<AnyParam, Int>(patterns: [try RoutePattern(parsing: text)]) { _ in index }
        }
        return try DeepLinkRouter(routes: routes)
    }

    static func pairs() throws -> [Pair] {
        try corpora.flatMap { corpus in
            let routes = try lines(corpus, ".routes")
            let requests = try lines(corpus, ".requests")
            return zip(routes, requests).enumerated().map {
                Pair(corpus: corpus, index: $0, route: $1.0, request: $1.1)
            }
        }
    }

    @Test(arguments: corpora)
    func corpusBuildsSoundly(_ corpus: String) throws {
        let router = try Self.router(for: corpus)
        #expect(router.trie._checkInvariants() == [])
        #expect(router.routes.count == (try Self.lines(corpus, ".requests")).count)
    }

    @Test(arguments: try pairs())
    func requestResolvesToItsOwnRoute(_ pair: Pair) throws {
        let router = try Self.router(for: pair.corpus)
        let link = try #require(router.match(.path(pair.request)))
        #expect(link.intent == pair.index)
        #expect(link.pattern == pair.route)
    }
}
