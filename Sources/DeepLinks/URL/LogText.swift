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
        bounded(text, isCut: isCut) { redactingLink(String($0), isCut: $1) }
    }

    /// `text` redacted by `redact` (given the text, or its start when it is over ``limit`` scalars, and whether it
    /// was cut), then escaped and bounded: a long text is cut first, so the rest of it is never read.
    private static func bounded(
        _ text: String, isCut: Bool, _ redact: (Substring, _ isCut: Bool) -> String
    ) -> String {
        let scalars = text.unicodeScalars
        guard let cut = scalars.index(scalars.startIndex, offsetBy: limit, limitedBy: scalars.endIndex),
            cut != scalars.endIndex
        else { return escaped(redact(text[...], isCut)) }
        let redacted = redact(text[..<cut], true)
        let shown = escaped(redacted)
        // `escaped` says `…` itself when the redacted start is still over the limit.
        return redacted.unicodeScalars.count > limit ? shown : shown + "…"
    }

    /// `text` with its query values, fragment and user-info replaced by ``redacted``.
    static func redactingLink(_ text: String, isCut: Bool = false) -> String {
        let parts = LinkParts(text)
        var result = redactingUserInfo(parts.main, isCut: isCut && parts.query == nil && !parts.hasFragment)
        if let query = parts.query {
            var items: [String] = []
            var itemStart = query.startIndex
            for index in query.utf8.indices where query.utf8[index] == UInt8(ascii: "&") {
                items.append(redactingQueryItem(query[itemStart..<index]))
                itemStart = query.utf8.index(after: index)
            }
            items.append(redactingQueryItem(query[itemStart...], isCut: isCut && !parts.hasFragment))
            result += "?" + items.joined(separator: "&")
        }
        if parts.hasFragment { result += "#" + redacted }
        return result
    }

    /// A path for logs: escaped and bounded, with what would be user-info after a `//` in it redacted.
    ///
    /// A path holds no query or fragment, but text that is no URL can still carry `//me:secret@` in it (a push's
    /// `/!x://me:secret@/`), and is read the way ``link(_:isCut:)`` reads it, so the secret stays out. A path without
    /// `//` is shown as it is.
    ///
    /// ```swift
    /// LogText.path("/recipe/42")                // "/recipe/42"
    /// LogText.path("/x://me:pw@host/recipe")    // "/x://<redacted>@host/recipe"
    /// ```
    package static func path(_ path: String) -> String {
        bounded(path, isCut: false, redactingUserInfo)
    }

    /// A segment of `path` for logs, as ``path(_:)`` shows it there: when the segment starts where what would be
    /// user-info does (right after a `//`), that part of it is redacted.
    ///
    /// ```swift
    /// LogText.segment("me:pw@h", in: "/x//me:pw@h/y")   // "<redacted>@h"
    /// LogText.segment("recipe", in: "/recipe/42")       // "recipe"
    /// ```
    ///
    /// The segment may be decoded (`me%3Apw@h` quoted as `me:pw@h`): the run is compared as written and decoded.
    package static func segment(_ segment: String, in path: String) -> String {
        for userInfo in Authorities(path[...]).userInfo {
            let run = Array(path.utf8[userInfo])
            let decoded = run.withUnsafeBufferPointer { raw in
                [UInt8](unsafeUninitializedCapacity: raw.count) { buffer, count in
                    count = buffer.baseAddress.flatMap { PercentDecoding.decode(raw, into: $0) } ?? 0
                }
            }
            for form in [run, decoded] where !form.isEmpty && segment.utf8.starts(with: form) {
                return escaped(redacted + "@" + Substring(segment.utf8.dropFirst(form.count)))
            }
        }
        return escaped(segment)
    }

    /// A path without what would be user-info after a `//` in it: what ``DeepLinkError/path`` holds.
    ///
    /// ```swift
    /// LogText.strippingUserInfo("/x://me:pw@host/recipe")   // "/x://host/recipe"
    /// ```
    package static func strippingUserInfo(_ path: String) -> String {
        // NB: the same String when there is nothing to strip (every path but a hostile one), not a copy.
        Authorities(path[...]).userInfo.isEmpty ? path : removingUserInfo(path[...])
    }

    /// `main` with every run that would be user-info redacted, and all of an authority it ends in when `isCut`.
    private static func redactingUserInfo(_ main: Substring, isCut: Bool) -> String {
        let runs = Authorities(main)
        let cutAuthority = isCut ? runs.endsInAuthority : nil
        guard !runs.userInfo.isEmpty || cutAuthority != nil else { return String(main) }
        var result = ""
        var start = main.startIndex
        for userInfo in runs.userInfo where userInfo.lowerBound < cutAuthority ?? main.endIndex {
            result += main[start..<userInfo.lowerBound] + redacted + "@"
            start = userInfo.upperBound
        }
        guard let cutAuthority else { return result + main[start...] }
        return result + main[start..<cutAuthority] + redacted
    }

    /// `main` without the runs that would be user-info.
    private static func removingUserInfo(_ main: Substring) -> String {
        var result = ""
        var start = main.startIndex
        for userInfo in Authorities(main).userInfo {
            result += main[start..<userInfo.lowerBound]
            start = userInfo.upperBound
        }
        return result + main[start...]
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
        removingUserInfo(LinkParts(text).main)
    }

    /// A query item `name=value` as `name=<redacted>`; an item without a value is kept.
    ///
    /// Its name is read as a path is (``path(_:)``): text that is no URL (`??x://me:secret@h`, all query) can carry
    /// what would be user-info in a name.
    ///
    /// - Parameters:
    ///   - item: The item's text.
    ///   - isCut: `item` ends a cut link: an authority it ends in is redacted whole.
    /// - Returns: The item to log.
    static func redactingQueryItem<Item: StringProtocol>(_ item: Item, isCut: Bool = false) -> String {
        let text = String(item)[...]
        guard let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) else {
            return redactingUserInfo(text, isCut: isCut)
        }
        let valueStart = text.utf8.index(after: equals)
        return redactingUserInfo(text[..<equals], isCut: false) + "=" + (valueStart == text.endIndex ? "" : redacted)
    }

    /// A name from outside for logs (a campaign field's, from a link's query): escaped and bounded, what would be
    /// user-info after a `//` in it redacted, as in a query item's name.
    ///
    /// ```swift
    /// LogText.name("utm_source")   // "utm_source"
    /// ```
    package static func name(_ name: String) -> String { escaped(redactingUserInfo(name[...], isCut: false)) }

    /// Where a link's secrets are in its text: its query and its fragment (the user-info is ``Authorities``').
    ///
    /// The one reading of them, for logs and for public fields. Every separator is found in the UTF-8: an ASCII byte is
    /// never part of a longer sequence, and a combining mark after one (`?\u{301}`, `@\u{301}`) would hide it from a
    /// search by `Character`. Text that is no URL is read the same way, so a secret in it stays out too.
    private struct LinkParts {
        /// The text before its query and fragment.
        let main: Substring
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
        }
    }

    /// What would be user-info in a piece of text: after every `//`, up to the next `/`, the text before the run's
    /// last `@`, with that `@`.
    ///
    /// One rule for a URL's authority (`https://me:pw@host`), for text that is no URL (a malformed scheme Foundation
    /// escaped as `%3A//me:pw@`, a push's `/x://me:pw@/`), for a path (`/files/a//me:pw@h/b`) and for a query item's
    /// name: wherever the text came from, a log reads it the same way.
    private struct Authorities {
        /// The user-info runs, in order, each with its `@`.
        private(set) var userInfo: [Range<String.Index>] = []
        /// Where the last run starts, if it reaches the end of the text (an authority a cut text ends in).
        private(set) var endsInAuthority: String.Index?

        init(_ text: Substring) {
            let bytes = text.utf8
            var index = bytes.startIndex
            while index < bytes.endIndex {
                let next = bytes.index(after: index)
                guard bytes[index] == UInt8(ascii: "/"), next < bytes.endIndex, bytes[next] == UInt8(ascii: "/") else {
                    index = next
                    continue
                }
                let start = bytes.index(after: next)
                let end = bytes[start...].firstIndex(of: UInt8(ascii: "/")) ?? bytes.endIndex
                if let at = bytes[start..<end].lastIndex(of: UInt8(ascii: "@")) {
                    userInfo.append(start..<bytes.index(after: at))
                }
                if end == bytes.endIndex { endsInAuthority = start }
                index = end
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
