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
package enum LogText {
    /// The most Unicode scalars of one piece of outside text that a log line shows.
    package static let limit = 512

    /// What stands for a value that is not shown.
    static let redacted = "<redacted>"

    /// `text` with its control characters escaped and cut at ``limit`` scalars.
    ///
    /// ```swift
    /// LogText.escaped("/c/x\n#1 opened /admin")   // "/c/x\\n#1 opened /admin"
    /// ```
    package static func escaped<Text: StringProtocol>(_ text: Text) -> String {
        // NB: printable ASCII within the limit is written as it is, without a scalar-by-scalar copy (callgrind: ~25,000
        // instructions a `received` event on github-api's links, a quarter of a link through the navigator).
        if text.utf8.count <= limit, text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) { return String(text) }
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
    ///
    /// A link longer than ``limit`` scalars is cut first, then redacted as the start of a longer link: a query value
    /// or an authority the cut falls in is redacted all the same, and the rest of the link is never read (a 10 MB
    /// link costs what a 512-scalar one does).
    ///
    /// - Parameters:
    ///   - text: The link's text.
    ///   - isCut: `text` is the start of a longer link: an authority it ends in may go on to an `@`, so all of it is
    ///     redacted.
    /// - Returns: The text to log.
    package static func link(_ text: String, isCut: Bool = false) -> String {
        let scalars = text.unicodeScalars
        guard let cut = scalars.index(scalars.startIndex, offsetBy: limit, limitedBy: scalars.endIndex),
            cut != scalars.endIndex
        else { return escaped(redactingLink(text, isCut: isCut)) }
        let redacted = redactingLink(String(scalars[..<cut]), isCut: true)
        let shown = escaped(redacted)
        // `escaped` says `…` itself when the redacted start is still over the limit.
        return redacted.unicodeScalars.count > limit ? shown : shown + "…"
    }

    /// `text` with its query values, fragment and user-info replaced by ``redacted``.
    static func redactingLink(_ text: String, isCut: Bool = false) -> String {
        let parts = LinkParts(text)
        var result = String(parts.main)
        if let authority = parts.authority {
            if isCut, parts.query == nil, !parts.hasFragment, authority.upperBound == parts.main.endIndex {
                result = String(parts.main[..<authority.lowerBound]) + redacted
            } else if let userInfo = parts.userInfo {
                result =
                    String(parts.main[..<userInfo.lowerBound]) + redacted + "@" + parts.main[userInfo.upperBound...]
            }
        }
        if let query = parts.query {
            var items: [String] = []
            var itemStart = query.startIndex
            for index in query.utf8.indices where query.utf8[index] == UInt8(ascii: "&") {
                items.append(redactingQueryItem(query[itemStart..<index]))
                itemStart = query.utf8.index(after: index)
            }
            items.append(redactingQueryItem(query[itemStart...]))
            result += "?" + items.joined(separator: "&")
        }
        if parts.hasFragment { result += "#" + redacted }
        return result
    }

    /// `text` without its user-info, query and fragment.
    ///
    /// What a public field that holds a link's text from outside keeps of it (``DeepLinkError/path`` of a link refused
    /// for its scheme or host).
    ///
    /// ```swift
    /// LogText.strippingLink("https://me:pw@evil.com/login?token=abc#top")   // "https://evil.com/login"
    /// ```
    static func strippingLink(_ text: String) -> String {
        let parts = LinkParts(text)
        guard let userInfo = parts.userInfo else { return String(parts.main) }
        return String(parts.main[..<userInfo.lowerBound] + parts.main[userInfo.upperBound...])
    }

    /// A query item `name=value` as `name=<redacted>`; an item without a value is kept.
    static func redactingQueryItem<Item: StringProtocol>(_ item: Item) -> String {
        guard let equals = item.utf8.firstIndex(of: UInt8(ascii: "=")) else { return String(item) }
        let valueStart = item.utf8.index(after: equals)
        return String(item[..<equals]) + "=" + (valueStart == item.endIndex ? "" : redacted)
    }

    /// Where a link's secrets are in its text: the user-info of its authority, its query and its fragment.
    ///
    /// The one reading of them, for logs and for public fields. Every separator is found in the UTF-8: an ASCII byte is
    /// never part of a longer sequence, and a combining mark after one (`?\u{301}`, `@\u{301}`) would hide it from a
    /// search by `Character`. Text that is no URL is read the same way, so a secret in it stays out too.
    private struct LinkParts {
        /// The text before its query and fragment.
        let main: Substring
        /// The authority in `main`: after `://` (its first), else after its first `//`, up to the next `/`.
        let authority: Range<String.Index>?
        /// The user-info in the authority and the `@` after it (the authority's last).
        let userInfo: Range<String.Index>?
        /// The query, after `?` and before `#`.
        let query: Substring?
        let hasFragment: Bool

        init(_ text: String) {
            let hash = text.utf8.firstIndex(of: UInt8(ascii: "#"))
            let beforeFragment = text[..<(hash ?? text.endIndex)]
            let question = beforeFragment.utf8.firstIndex(of: UInt8(ascii: "?"))
            main = beforeFragment[..<(question ?? beforeFragment.endIndex)]
            query = question.map { beforeFragment[beforeFragment.utf8.index(after: $0)...] }
            hasFragment = hash != nil
            // NB: after `://`, else after the first `//` anywhere: text that is no URL (its scheme malformed, so that
            // Foundation escaped its `:` as `%3A`) may still carry `//me:secret@` further on.
            let authorityStart = (main.firstRange(ofASCII: "://") ?? main.firstRange(ofASCII: "//"))?.upperBound
            guard let authorityStart else {
                authority = nil
                userInfo = nil
                return
            }
            let main = self.main
            let authorityEnd = main[authorityStart...].utf8.firstIndex(of: UInt8(ascii: "/")) ?? main.endIndex
            authority = authorityStart..<authorityEnd
            userInfo = main[authorityStart..<authorityEnd].utf8.lastIndex(of: UInt8(ascii: "@")).map {
                authorityStart..<main.utf8.index(after: $0)
            }
        }
    }

    /// An intent as logs show it: its case name, `login(…)` when the case carries values, never the values.
    ///
    /// ```swift
    /// LogText.intent(Intent.login(token: "secret"))   // "login(…)"
    /// ```
    package static func intent(_ intent: some Any) -> String {
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
    package static func seconds(_ value: Double) -> String {
        value.isFinite && abs(value) < 1e15 ? String(Int(value)) : String(describing: value)
    }
}
