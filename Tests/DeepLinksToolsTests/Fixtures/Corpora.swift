import DeepLinks
import Foundation

/// The third-party route corpora of DeepLinksTests (`Tests/DeepLinksTests/Fixtures/Corpus`, licences in its
/// README), read in place, next to this source file, so that the tests need no SwiftPM resources.
enum Corpora {
    /// `github-api+commented` is github-api.routes followed by github-api-commented.routes (154 routes, overlaps
    /// and two catch-alls).
    static let names = ["github-api", "github-api+commented", "parse-api", "gplus-api", "static", "kickstarter"]

    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Fixtures
        .deletingLastPathComponent()  // DeepLinksToolsTests
        .deletingLastPathComponent()  // Tests
        .appendingPathComponent("DeepLinksTests/Fixtures/Corpus", isDirectory: true)

    /// The corpus's routes, each handled by its index.
    static func router(for corpus: String) throws -> DeepLinkRouter<AnyParam, Int> {
        let lines: [String]
        if corpus == "github-api+commented" {
            lines =
                try Self.lines(of: "github-api.routes")
                + Self.lines(of: "github-api-commented.routes").map(AnyParam.renamingCatchAlls)
        } else {
            lines = try Self.lines(of: corpus + ".routes")
        }
        let routes = try lines.enumerated().map { index, text in
            Route<AnyParam, Int>(patterns: [try RoutePattern(parsing: text)]) { _ in index }
        }
        return try DeepLinkRouter(routes: routes)
    }

    /// The non-empty lines of a corpus file.
    static func lines(of file: String) throws -> [String] {
        let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }
}

/// A component that accepts any parameter name, for tables read from text.
///
/// Every capture is a `String`, except names ending in `_rest`, which are remainders; ``renamingCatchAlls(_:)``
/// renames the GitHub corpus's catch-alls (`*ref` → `*ref_rest`), whose names are also plain parameters.
struct AnyParam: DeepLinkPathComponent {
    var rawValue: String
    init?(rawValue: String) { self.rawValue = rawValue }

    var capture: CaptureKind { rawValue.hasSuffix("_rest") ? .remainder : .string }

    static func renamingCatchAlls(_ line: String) -> String {
        line.split(separator: "/", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("*") ? $0 + "_rest" : $0 }
            .joined(separator: "/")
    }
}
