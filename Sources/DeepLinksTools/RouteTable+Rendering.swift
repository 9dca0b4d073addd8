import DeepLinks

// What the renderers (Markdown, HTML, apple-app-site-association) say the same way.

extension RouteTable {
    /// `1 route` or `8 routes`.
    var routeCount: String {
        entries.count == 1 ? "1 route" : "\(entries.count) routes"
    }

    /// A list of the table's schemes or hosts for a summary line: `myapp, myapp-beta`, `any` for `nil`, `none` for
    /// an empty list.
    static func listed(_ names: [String]?) -> String {
        guard let names else { return "any" }
        return names.isEmpty ? "none" : names.joined(separator: ", ")
    }

    /// Text taken from routes with its control characters written as Swift escapes (`\n`, `\t`, `\u{1B}`), so that a
    /// literal holding a line break can never end a Markdown row, a line of the page's source or a line of a log.
    static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where isControl(scalar):
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// C0 and C1 control characters, DEL, and the Unicode line and paragraph separators.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
}
