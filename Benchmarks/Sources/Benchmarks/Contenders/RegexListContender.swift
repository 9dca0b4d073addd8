import Foundation

/// A list of anchored `NSRegularExpression`s tried in registration order, the approach of many deep-link articles.
///
/// `/repos/:owner/:repo/events` becomes `^/repos/([^/]+)/([^/]+)/events/?$`, a catch-all `(.+)`. The first match
/// wins, whatever a later route's precedence; its captures are extracted as Strings.
struct RegexListContender: Contender {
    static var entry: ContenderEntry {
        ContenderEntry(
            name: "NSRegularExpression list",
            key: "regex-list",
            role: .handWritten,
            notes: [
                "One anchored regex per route (`^/repos/([^/]+)/([^/]+)/events/?$`, catch-all `(.+)`), tried in "
                    + "registration order; the first match wins and its captures are read as Strings."
            ],
            type: Self.self)
    }

    let expressions: [NSRegularExpression]

    init(routes: [RouteSpec]) throws {
        expressions = try routes.map { route in
            let body = route.segments.map { segment in
                switch segment {
                case .literal(let text): "/" + NSRegularExpression.escapedPattern(for: text)
                case .parameter: "/([^/]+)"
                case .catchAll: "/(.+)"
                }
            }
            return try NSRegularExpression(pattern: "^" + body.joined() + "/?$")
        }
    }

    func lookup(_ path: String) -> Int? {
        let range = NSRange(path.startIndex..., in: path)
        for (index, expression) in expressions.enumerated() {
            guard let match = expression.firstMatch(in: path, range: range) else { continue }
            var captures: [String] = []
            for group in 1..<match.numberOfRanges {
                if let captured = Range(match.range(at: group), in: path) {
                    captures.append(String(path[captured]))
                }
            }
            blackHole(captures)
            return index
        }
        return nil
    }
}
