import Foundation

/// One segment of a route pattern in the corpus syntax: `literal`, `:name` or `*name`.
enum PatternSegment: Hashable, Sendable {
    /// A literal segment, compared exactly.
    case literal(String)
    /// `:name`: any one non-empty segment.
    case parameter(String)
    /// `*name`: one or more segments to the end of the path (only last in a pattern).
    case catchAll(String)

    /// Splits a pattern such as `/repos/:owner/:repo/git/refs/*ref` into segments; empty segments are dropped.
    static func parse(_ pattern: String) -> [PatternSegment] {
        pattern.split(separator: "/").map { piece in
            switch piece.first {
            case ":": .parameter(String(piece.dropFirst()))
            case "*": .catchAll(String(piece.dropFirst()))
            default: .literal(String(piece))
            }
        }
    }
}

/// One route of a table: its pattern text in the corpus syntax, the pattern's segments, and a request for it.
struct RouteSpec: Sendable {
    /// The pattern as written in the `.routes` file, for example `/repos/:owner/:repo/events`.
    let pattern: String
    /// The pattern, split.
    let segments: [PatternSegment]
    /// A concrete path that resolves to this route, for example `/repos/julienschmidt/httprouter/events`.
    let request: String

    init(pattern: String, request: String) {
        self.pattern = pattern
        self.segments = PatternSegment.parse(pattern)
        self.request = request
    }

    /// Whether the pattern ends with a catch-all.
    var hasCatchAll: Bool {
        if case .catchAll = segments.last { return true }
        return false
    }
}

/// A route table with its hits (`routes[i].request` resolves to route `i`) and near-misses (resolve to nothing).
struct RouteTable: Sendable {
    /// The table's name in the report, for example `github-api+commented`.
    let name: String
    /// The routes, in registration order.
    let routes: [RouteSpec]
    /// Paths that no route accepts under the reference rules, made from the requests by changing their end.
    let misses: [String]
    /// Requests for which no near-miss could be made (every change still matched some route).
    let requestsWithoutMiss: Int

    /// The hit requests, in route order.
    var requests: [String] { routes.map(\.request) }

    init(name: String, routes: [RouteSpec]) {
        self.name = name
        self.routes = routes
        let reference = ReferenceMatcher(routes: routes.map(\.segments))
        var misses: [String] = []
        var without = 0
        for route in routes {
            if let miss = Self.nearMiss(of: route.request, reference: reference) {
                misses.append(miss)
            } else {
                without += 1
            }
        }
        self.misses = misses
        self.requestsWithoutMiss = without
    }

    /// The first of a few edits of the request's end that no route accepts under the reference rules.
    ///
    /// In order: the last segment with `x` appended, the last segment replaced by `zzz-miss`, a segment
    /// `zzz-miss` appended, then each earlier segment (from the end) with `x` appended.
    static func nearMiss(of request: String, reference: ReferenceMatcher) -> String? {
        let parts = request.split(separator: "/").map(String.init)
        func path(_ parts: [String]) -> String { "/" + parts.joined(separator: "/") }
        var candidates: [[String]] = []
        if let last = parts.last {
            candidates.append(parts.dropLast() + [last + "x"])
            candidates.append(parts.dropLast() + ["zzz-miss"])
        }
        candidates.append(parts + ["zzz-miss"])
        for index in parts.indices.reversed().dropFirst() {
            var edited = parts
            edited[index] += "x"
            candidates.append(edited)
        }
        return candidates.lazy.map(path).first { reference.match($0) == nil }
    }
}

/// Reads the corpora the repository keeps once, in `Tests/DeepLinksTests/Fixtures/Corpus`, for tests and benchmarks.
struct CorpusLoader {
    /// The folder holding the `.routes` and `.requests` files.
    let directory: URL

    /// The first folder that has the corpus: `explicit`, else the test fixtures' `Corpus` of the repository this
    /// source file is in, else the same folder under the current directory (the repository or `Benchmarks/`).
    static func locate(explicit: String?) -> CorpusLoader? {
        var candidates: [URL] = []
        if let explicit { candidates.append(URL(fileURLWithPath: explicit)) }
        let sourceFile = URL(fileURLWithPath: #filePath)
        let fixtures = "Tests/DeepLinksTests/Fixtures/Corpus"
        // Sources/Benchmarks/Corpus.swift → Benchmarks/ → the repository.
        let repository = sourceFile.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        candidates.append(repository.appendingPathComponent(fixtures))
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        candidates.append(current.appendingPathComponent(fixtures))
        candidates.append(current.appendingPathComponent("../" + fixtures))
        for candidate in candidates
        where FileManager.default.fileExists(atPath: candidate.appendingPathComponent("github-api.routes").path) {
            return CorpusLoader(directory: candidate)
        }
        return nil
    }

    /// The route specs of `name.routes`, paired line by line with `name.requests`.
    func routes(_ name: String) throws -> [RouteSpec] {
        let patterns = try lines(of: "\(name).routes")
        let requests = try lines(of: "\(name).requests")
        guard patterns.count == requests.count else {
            throw BenchmarkError.corpus("\(name): \(patterns.count) routes but \(requests.count) requests")
        }
        return zip(patterns, requests).map { RouteSpec(pattern: $0, request: $1) }
    }

    /// The six tables of the report, in report order.
    func tables() throws -> [RouteTable] {
        let github = try routes("github-api")
        return [
            RouteTable(name: "github-api", routes: github),
            RouteTable(name: "github-api+commented", routes: github + (try routes("github-api-commented"))),
            RouteTable(name: "kickstarter", routes: try routes("kickstarter")),
            RouteTable(name: "parse-api", routes: try routes("parse-api")),
            RouteTable(name: "gplus-api", routes: try routes("gplus-api")),
            RouteTable(name: "static", routes: try routes("static")),
        ]
    }

    private func lines(of file: String) throws -> [String] {
        let url = directory.appendingPathComponent(file)
        let text = try String(contentsOf: url, encoding: .utf8)
        return text.split(whereSeparator: \.isNewline).map(String.init).filter { !$0.isEmpty }
    }
}

/// Why the benchmark could not run.
enum BenchmarkError: Error, CustomStringConvertible {
    /// A corpus file is missing or malformed.
    case corpus(String)
    /// A contender refused a route table.
    case build(String)

    var description: String {
        switch self {
        case .corpus(let detail): "corpus: \(detail)"
        case .build(let detail): "build: \(detail)"
        }
    }
}
