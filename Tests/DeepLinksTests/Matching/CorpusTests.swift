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

    static let corpora = ["github-api", "parse-api", "gplus-api", "static", "kickstarter"]

    static func router(for corpus: String) throws -> DeepLinkRouter<AnyParam, Int> {
        let routes = try CorpusFiles.lines(of: corpus + ".routes").enumerated().map { index, text in
            Route<AnyParam, Int>(patterns: [try RoutePattern(parsing: text)]) { _ in index }
        }
        return try DeepLinkRouter(routes: routes)
    }

    static func pairs() throws -> [Pair] {
        try corpora.flatMap { corpus in
            let routes = try CorpusFiles.lines(of: corpus + ".routes")
            let requests = try CorpusFiles.lines(of: corpus + ".requests")
            return zip(routes, requests).enumerated().map {
                Pair(corpus: corpus, index: $0, route: $1.0, request: $1.1)
            }
        }
    }

    @Test(arguments: corpora)
    func corpusBuildsSoundly(_ corpus: String) throws {
        let router = try Self.router(for: corpus)
        #expect(router.trie._checkInvariants() == [])
        #expect(router.routes.count == (try CorpusFiles.lines(of: corpus + ".requests")).count)
    }

    @Test(arguments: try pairs())
    func requestResolvesToItsOwnRoute(_ pair: Pair) throws {
        let router = try Self.router(for: pair.corpus)
        let link = try #require(router.match(path: pair.request))
        #expect(link.intent == pair.index)
        #expect(link.pattern == pair.route)
    }
}
