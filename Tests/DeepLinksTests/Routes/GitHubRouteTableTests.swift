import DeepLinksTestSupport
import DeepLinksTools
import Foundation
import Testing

@testable import DeepLinks

/// One line of the GitHub corpus: the route pattern and the request written for it.
struct GitHubCorpusCase: Sendable, CustomTestStringConvertible {
    /// The 0-based line in `github-api.routes` and `github-api.requests`.
    let index: Int
    let pattern: String
    let request: String

    var testDescription: String { "\(index): \(request) → \(pattern)" }

    static func lines(of file: String) throws -> [String] { try CorpusFiles.lines(of: file) }

    /// The 142 (route, request) pairs, in corpus order.
    static func all() throws -> [GitHubCorpusCase] {
        let patterns = try lines(of: "github-api.routes")
        let requests = try lines(of: "github-api.requests")
        precondition(patterns.count == requests.count, "github-api.routes and .requests differ in length")
        return zip(patterns, requests).enumerated().map { index, pair in
            GitHubCorpusCase(index: index, pattern: pair.0, request: pair.1)
        }
    }
}

@Suite("GitHub route table (142 routes written in the DSL)")
struct GitHubRouteTableTests {
    @Test("The corpus has the 142 routes the table declares")
    func corpusSize() throws {
        let cases = try GitHubCorpusCase.all()
        #expect(cases.count == 142)
        let router = try GitHubRouteTable.makeRouter()
        #expect(router.routes.count == cases.count)
    }

    @Test("Every request resolves to the route on its own line", arguments: try GitHubCorpusCase.all())
    func requestResolvesToItsRoute(_ corpusCase: GitHubCorpusCase) throws {
        let router = try GitHubRouteTable.makeRouter()
        let link = try #require(router.match(.path(corpusCase.request)))
        #expect(link.intent == .route(corpusCase.index))
        #expect(link.pattern == corpusCase.pattern)
        #expect(!link.requiresAuthorization)
    }

    @Test("Each DSL pattern prints back as its corpus line", arguments: try GitHubCorpusCase.all())
    func patternPrintsAsCorpusLine(_ corpusCase: GitHubCorpusCase) throws {
        let router = try GitHubRouteTable.makeRouter()
        try #require(router.routes.indices.contains(corpusCase.index))
        let route = router.routes[corpusCase.index]
        #expect(route.patterns.count == 1)
        #expect(route.patterns[0].description == corpusCase.pattern)
        #expect(try RoutePattern<GitHubParam>(parsing: corpusCase.pattern).description == route.patterns[0])
    }

    @Test("Int captures for .id and .number change no request's route compared with String captures")
    func intCapturesKeepResolution() throws {
        let cases = try GitHubCorpusCase.all()
        let stringRouter = try DeepLinkRouter<GitHubStringParam, GitHubIntent>(
            routes: try cases.map { corpusCase in
                let intent = GitHubIntent.route(corpusCase.index)
                return Route(patterns: [try RoutePattern(parsing: corpusCase.pattern)]) { _ in intent }
            })
        let router = try GitHubRouteTable.makeRouter()
        for corpusCase in cases {
            #expect(
                router.match(.path(corpusCase.request))?.intent
                    == stringRouter.match(.path(corpusCase.request))?.intent,
                "\(corpusCase.testDescription)")
        }
    }

    @Test("Only .id and .number capture Int, and every request has an integer there")
    func intCapturesHoldIntegers() throws {
        for corpusCase in try GitHubCorpusCase.all() {
            let pattern = try RoutePattern<GitHubParam>(parsing: corpusCase.pattern)
            let values = corpusCase.request.split(separator: "/").map(String.init)
            #expect(values.count == pattern.segments.count, "\(corpusCase.testDescription)")
            for (segment, value) in zip(pattern.segments, values) {
                guard case .parameter(let parameter) = segment, parameter.capture == .int else { continue }
                #expect(Int(value) != nil, "\(corpusCase.testDescription): '\(value)' is not an Int")
            }
        }
    }
}

/// ``GitHubParam`` with every parameter left at the default ``CaptureKind/string``.
enum GitHubStringParam: String, DeepLinkPathComponent {
    case id, clientId = "client_id", accessToken = "access_token", owner, repo, org, user, sha, number, assignee,
        name, branch, ref, repository, state, keyword, email, targetUser = "target_user"
}
