import DeepLinks

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Turns a wrapped link into the real one before it is matched: an e-mail click tracker's redirect, a vendor short
/// link the app has resolved.
///
/// Give a navigator its unwrappers (``DeepLinkNavigator/linkUnwrappers``): every URL it receives is offered to them
/// first. The first that returns a URL wins, and the result is offered again (a link wrapped twice), at most four
/// times. The real link then goes through the same door and the same scheme and host filters as any link, and the
/// events keep both: `received` shows the link as it arrived, `unwrapped` the link that was matched.
///
/// ```swift
/// navigator.linkUnwrappers = [
///     .queryItem("upn", onHosts: ["click.bestrecipes.com"]),           // ?upn=https%3A%2F%2Fbestrecipes.com%2F…
///     LinkUnwrapper { url in shortLinks.resolved(url) },                // the app's own table, or nil
/// ]
/// ```
///
/// An unwrapper returns `nil` for a link it does not know: the link is matched as it came.
public struct LinkUnwrapper: Sendable {
    /// How many times a link is unwrapped at most: a tracker that wraps its own links in a loop stops there.
    static let maximumRounds = 4

    private let unwrap: @Sendable (URL) -> URL?

    /// An unwrapper that runs your code: the real link for a wrapped one, or `nil` for any other.
    ///
    /// ```swift
    /// LinkUnwrapper { url in url.host == "bit.ly" ? shortLinks[url] : nil }
    /// ```
    ///
    /// - Parameter unwrap: Returns the link a wrapped link stands for, or `nil` when `url` is not wrapped.
    public init(_ unwrap: @escaping @Sendable (URL) -> URL?) {
        self.unwrap = unwrap
    }

    /// The link a wrapped one stands for, or `nil`.
    ///
    /// ```swift
    /// LinkUnwrapper.queryItem("url", onHosts: ["t.example.com"]).unwrap(wrapped)   // the url item's link
    /// ```
    ///
    /// - Parameter url: A link as it arrived.
    /// - Returns: The real link, or `nil` when `url` is not one this unwrapper knows.
    public func unwrap(_ url: URL) -> URL? {
        unwrap(url)
    }

    /// A tracker that carries the real link, percent-encoded, in a query item, on some hosts: the most common way
    /// e-mail click trackers and redirectors wrap links (`https://click.example.com/ls/click?upn=https%3A%2F%2F…`).
    ///
    /// The link's host must be one of `hosts` (exactly, ignoring case), and the item's decoded value an absolute URL
    /// (with a scheme); otherwise the link is not this tracker's, and `nil` is returned.
    ///
    /// ```swift
    /// .queryItem("upn", onHosts: ["click.bestrecipes.com"])
    /// ```
    ///
    /// - Parameters:
    ///   - name: The query item's name, as written in the link.
    ///   - hosts: The tracker's hosts.
    /// - Returns: The unwrapper.
    public static func queryItem(_ name: String, onHosts hosts: [String]) -> LinkUnwrapper {
        let hosts = Set(hosts.map { String(decoding: $0.utf8.map(ASCII.lowercased), as: UTF8.self) })
        return LinkUnwrapper { url in
            var text = url.absoluteString
            let value = text.withUTF8 { bytes -> String? in
                let anatomy = URLAnatomy.parse(bytes)
                guard let host = anatomy.host,
                    hosts.contains(String(decoding: bytes[host].map(ASCII.lowercased), as: UTF8.self))
                else { return nil }
                guard let query = QueryItems.queryRange(in: bytes) else { return nil }
                return QueryItems.parse(bytes, range: query, names: [name])[name]?.value
            }
            guard var value, value.withUTF8({ URLAnatomy.parse($0).scheme != nil }) else { return nil }
            return URL(string: value)
        }
    }
}
