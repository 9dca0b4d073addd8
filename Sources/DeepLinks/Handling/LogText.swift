/// How the library writes what came from outside into text meant for logs: events, errors, outcomes.
///
/// Three rules, the same everywhere (HandlingDeepLinks, "What logs show"):
/// - **Secrets stay out.** A link's query values, fragment and user-info are replaced by `<redacted>`, keeping the
///   query items' names: `myapp://login?token=<redacted>`. Values of query items and payloads are never quoted, and
///   an intent is shown by its case name alone (`login(…)`).
/// - **No forged lines.** Every control character (C0, DEL, C1, the line and paragraph separators, the bidirectional
///   overrides) is written as an escape: a decoded newline in a path reads `\n`, not a new log line.
/// - **A bound.** Text from outside is cut at ``limit`` Unicode scalars, with `…` after it.
///
/// The unredacted forms (`unredactedDescription`) keep the values, still escaped and bounded, for debugging.
enum LogText {
    /// The most Unicode scalars of one piece of outside text that a log line shows.
    static let limit = 512

    /// What stands for a value that is not shown.
    static let redacted = "<redacted>"

    /// `text` with its control characters escaped and cut at ``limit`` scalars.
    ///
    /// ```swift
    /// LogText.escaped("/c/x\n#1 opened /admin")   // "/c/x\\n#1 opened /admin"
    /// ```
    static func escaped<Text: StringProtocol>(_ text: Text) -> String {
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            guard count < limit else {
                result += "…"
                break
            }
            count += 1
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

    /// Whether a scalar is one that could break or disguise a log line.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x2028, 0x2029: true  // line and paragraph separators
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true  // bidirectional marks and overrides
        default: false
        }
    }

    /// A link's text for logs: its query values, fragment and user-info redacted, escaped and bounded.
    ///
    /// ```swift
    /// LogText.link("myapp://me:pw@login?token=abc&next=/home#frag")
    /// // "myapp://<redacted>@login?token=<redacted>&next=<redacted>#<redacted>"
    /// ```
    static func link(_ text: String) -> String {
        escaped(redactingLink(text))
    }

    /// `text` with its query values, fragment and user-info replaced by ``redacted``.
    static func redactingLink(_ text: String) -> String {
        var rest = Substring(text)
        var fragment = ""
        if let hash = rest.firstIndex(of: "#") {
            fragment = "#" + redacted
            rest = rest[..<hash]
        }
        var query = ""
        if let question = rest.firstIndex(of: "?") {
            query =
                "?"
                + rest[rest.index(after: question)...].split(separator: "&", omittingEmptySubsequences: false)
                .map(redactingQueryItem).joined(separator: "&")
            rest = rest[..<question]
        }
        return redactingUserInfo(rest) + query + fragment
    }

    /// A query item `name=value` as `name=<redacted>`; an item without a value is kept.
    static func redactingQueryItem<Item: StringProtocol>(_ item: Item) -> String {
        guard let equals = item.firstIndex(of: "=") else { return String(item) }
        let value = item[item.index(after: equals)...]
        return String(item[..<equals]) + "=" + (value.isEmpty ? "" : redacted)
    }

    /// The link before its query with the user-info of its authority (`user:password@`) redacted.
    private static func redactingUserInfo(_ text: Substring) -> String {
        guard let separator = text.firstRange(ofASCII: "://") else { return String(text) }
        let authorityStart = separator.upperBound
        let authorityEnd = text[authorityStart...].firstIndex(of: "/") ?? text.endIndex
        guard let at = text[authorityStart..<authorityEnd].lastIndex(of: "@") else { return String(text) }
        return String(text[..<authorityStart]) + redacted + String(text[at...])
    }

    /// An intent as logs show it: its case name, `login(…)` when the case carries values, never the values.
    ///
    /// ```swift
    /// LogText.intent(Intent.login(token: "secret"))   // "login(…)"
    /// ```
    static func intent(_ intent: some Any) -> String {
        let mirror = Mirror(reflecting: intent)
        if mirror.displayStyle == .enum {
            if let label = mirror.children.first?.label { return escaped(label) + "(…)" }
            return escaped(String(describing: intent))
        }
        return escaped(String(describing: type(of: intent))) + "(…)"
    }

    /// Seconds, whole: `312`.
    ///
    /// A saved date can be anything, so a value too large for an `Int` (or not finite) is shown as Swift prints it
    /// instead of trapping.
    static func seconds(_ value: Double) -> String {
        value.isFinite && abs(value) < 1e15 ? String(Int(value)) : String(describing: value)
    }
}
