#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Link text a test gave that is neither a path (starting with `/`) nor a URL.
///
/// The test kit reads link text as the app receives links: a path of the app's own when it starts with `/`,
/// otherwise a URL. Text that Foundation's `URL` cannot read is reported with this error, never trapped on.
///
/// ```swift
/// let mismatches = router.mismatches(for: ["https://bestrecipes.com:port/recipe/42": .recipe(id: "42")])
/// mismatches[0].outcome   // .unreadable(LinkTextError(text: "https://bestrecipes.com:port/recipe/42"))
/// ```
public struct LinkTextError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text as given.
    public let text: String

    /// Creates the error for `text`.
    ///
    /// ```swift
    /// LinkTextError(text: "not a link").description   // "'not a link' is neither a path (starting with '/') nor a URL."
    /// ```
    ///
    /// - Parameter text: The text that is not a link.
    public init(text: String) {
        self.text = text
    }

    /// A sentence that names the text.
    ///
    /// ```swift
    /// LinkTextError(text: "https://bestrecipes.com:port/").description
    /// // 'https://bestrecipes.com:port/' is neither a path (starting with '/') nor a URL.
    /// ```
    public var description: String {
        "'\(text)' is neither a path (starting with '/') nor a URL."
    }
}

/// Link text, read as the app receives links.
enum LinkText {
    /// A path of the app's own, or a URL.
    case path(String)
    case url(URL)

    /// Reads `text`: a path when it starts with `/`, otherwise a URL; `nil` when it is not a URL either.
    init?(_ text: String) {
        if text.hasPrefix("/") {
            self = .path(text)
        } else if !text.isEmpty, let url = URL(string: text) {
            self = .url(url)
        } else {
            return nil
        }
    }
}
