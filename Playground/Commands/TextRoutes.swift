import DeepLinks
import Foundation

/// A route table written as text, one pattern per line, as `../shared/corpus/*.routes` are: what `--routes FILE`
/// reads.
///
/// Blank lines and lines starting with `#` are skipped. A pattern followed by the word `in-app` declares a route only
/// the app opens (`OpenedFrom(.inApp)`): no link from outside matches it, and the association file need not open it
/// (`/debug/reset in-app`). Each route's handler returns its line number, so that `match` can say which line matched.
enum TextRoutes {
    /// Why a routes file could not be read; `description` is the message the command prints.
    struct LoadError: Error, CustomStringConvertible, Equatable {
        var description: String
    }

    /// Reads a pattern in the text form: `/repos/:owner/:repo`, `/week/:weekId(int)`, `/user/:id(uuid)`, `/docs/*rest`.
    ///
    /// - Parameter text: The pattern.
    /// - Returns: The pattern, with a ``TextParam`` per parameter.
    /// - Throws: ``LoadError`` for a parameter without a name or an unknown kind.
    static func pattern(parsing text: String) throws(LoadError) -> RoutePattern<TextParam> {
        var segments: [RoutePattern<TextParam>.Segment] = []
        for piece in text.split(separator: "/", omittingEmptySubsequences: true) {
            guard let sigil = piece.first, sigil == ":" || sigil == "*" else {
                segments.append(.literal(String(piece)))
                continue
            }
            var name = piece.dropFirst()
            var capture: CaptureKind = sigil == "*" ? .remainder : .string
            if sigil == ":", let open = name.firstIndex(of: "("), name.last == ")" {
                let kind = name[name.index(after: open)..<name.index(before: name.endIndex)]
                switch kind {
                case "int": capture = .int
                case "either": capture = .either
                case "string": capture = .string
                case "uuid": capture = .uuid
                case "bool": capture = .bool
                case "double": capture = .double
                default:
                    throw LoadError(
                        description: "Unknown capture kind '\(kind)' in '\(text)': write :name, :name(int), "
                            + ":name(either), :name(uuid), :name(bool), :name(double) or *name.")
                }
                name = name[..<open]
            }
            guard !name.isEmpty else {
                throw LoadError(description: "A parameter without a name in '\(text)': write :name or *name.")
            }
            guard !name.contains("("), !name.contains(")") else {
                throw LoadError(
                    description: "Malformed parameter '\(piece)' in '\(text)': write :name, :name(int), "
                        + ":name(either), :name(uuid), :name(bool), :name(double) or *name.")
            }
            segments.append(.parameter(TextParam(name: String(name), capture: capture)))
        }
        return RoutePattern(segments: segments)
    }

    /// The word after a pattern that declares a route only the app opens.
    static let inAppMarker = "in-app"

    /// The non-empty, non-comment lines of a routes text, with their line numbers (from 1).
    static func lines(of text: String) -> [(number: Int, text: String)] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
            return (index + 1, trimmed)
        }
    }

    /// The router of a routes text: one route per line, whose handler returns the line number.
    ///
    /// - Parameters:
    ///   - text: The routes, one pattern per line.
    ///   - name: The file's name, for messages: a route is declared at `name:line`.
    /// - Returns: The compiled router.
    /// - Throws: ``LoadError`` for a malformed line, an empty table, or a table the router refuses (a conflict).
    static func router(text: String, name: String) throws(LoadError) -> DeepLinkRouter<TextParam, Int> {
        try router(text: text, name: name) { line, _ in line }
    }

    /// The router of a routes text, whose handlers make their intent from the line number and the captures.
    ///
    /// - Parameters:
    ///   - text: The routes, one pattern per line.
    ///   - name: The file's name, for messages: a route is declared at `name:line`.
    ///   - intent: Makes a route's intent from its line number and the link's captures.
    /// - Returns: The compiled router.
    /// - Throws: ``LoadError`` for a malformed line (naming `name:line`), an empty table, or a table the router
    ///   refuses (a conflict).
    static func router<Intent>(
        text: String, name: String, intent: @escaping @Sendable (_ line: Int, _ captures: [TextParam: String]) -> Intent
    ) throws(LoadError) -> DeepLinkRouter<TextParam, Intent> {
        var routes: [Route<TextParam, Intent>] = []
        for line in lines(of: text) {
            let words = line.text.split(whereSeparator: \.isWhitespace)
            let isInApp = words.count == 2 && words[1] == inAppMarker
            guard words.count == 1 || isInApp else {
                throw LoadError(
                    description: "\(name):\(line.number): '\(line.text)' is not a pattern: write the pattern alone, or "
                        + "followed by '\(inAppMarker)' for a route only the app opens.")
            }
            let pattern: RoutePattern<TextParam>
            do {
                pattern = try self.pattern(parsing: String(words[0]))
            } catch {
                throw LoadError(description: "\(name):\(line.number): \(error)")
            }
            let route = Route(patterns: [pattern], fileID: name, line: UInt(line.number)) { captures in
                intent(line.number, captures)
            }
            routes += isInApp ? OpenedFrom(.inApp) { route }.routes : [route]
        }
        guard !routes.isEmpty else { throw LoadError(description: "\(name) holds no route.") }
        do {
            return try DeepLinkRouter(routes: routes)
        } catch {
            throw LoadError(description: "\(name): \(error)")
        }
    }

    /// Reads and compiles a routes file.
    ///
    /// - Parameter path: The file's path.
    /// - Returns: The compiled router.
    /// - Throws: ``LoadError`` when the file cannot be read, or as ``router(text:name:)`` throws.
    static func router(contentsOf path: String) throws(LoadError) -> DeepLinkRouter<TextParam, Int> {
        try router(contentsOf: path) { line, _ in line }
    }

    /// Reads and compiles a routes file, whose handlers make their intent from the line number and the captures.
    ///
    /// - Parameters:
    ///   - path: The file's path.
    ///   - intent: Makes a route's intent from its line number and the link's captures.
    /// - Returns: The compiled router.
    /// - Throws: ``LoadError`` when the file cannot be read, or as ``router(text:name:intent:)`` throws.
    static func router<Intent>(
        contentsOf path: String,
        intent: @escaping @Sendable (_ line: Int, _ captures: [TextParam: String]) -> Intent
    ) throws(LoadError) -> DeepLinkRouter<TextParam, Intent> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw LoadError(description: "Cannot read '\(path)': there is no such file.")
        }
        guard !isDirectory.boolValue else {
            throw LoadError(description: "Cannot read '\(path)': it is a directory.")
        }
        let text: String
        do {
            text = try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8)
        } catch {
            throw LoadError(description: "Cannot read '\(path)' as UTF-8 text: \(error.localizedDescription)")
        }
        return try router(text: text, name: URL(fileURLWithPath: path).lastPathComponent, intent: intent)
    }
}
