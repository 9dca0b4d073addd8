import DeepLinks
import DeepLinksTestSupport

/// The third-party route corpora (`CorpusFiles`, in DeepLinksTestSupport) as routers.
enum Corpora {
    /// `github-api+commented` is github-api.routes followed by github-api-commented.routes (154 routes, overlaps
    /// and two catch-alls).
    static let names = ["github-api", "github-api+commented", "parse-api", "gplus-api", "static", "kickstarter"]

    /// The corpus's routes, each handled by its index.
    static func router(for corpus: String) throws -> DeepLinkRouter<AnyParam, Int> {
        let lines: [String]
        if corpus == "github-api+commented" {
            lines =
                try CorpusFiles.lines(of: "github-api.routes")
                + CorpusFiles.lines(of: "github-api-commented.routes").map(AnyParam.renamingCatchAlls)
        } else {
            lines = try CorpusFiles.lines(of: corpus + ".routes")
        }
        let routes = try lines.enumerated().map { index, text in
            Route<AnyParam, Int>(patterns: [try RoutePattern(parsing: text)]) { _ in index }
        }
        return try DeepLinkRouter(routes: routes)
    }
}
