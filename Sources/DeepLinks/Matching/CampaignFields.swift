/// Which query items are campaign fields: the marketing parameters (`utm_source`, `gclid`, …) kept aside on a link
/// for analytics, never given to a handler that does not declare them.
///
/// ``standard`` is every `utm_` item and the click ids of the main ad networks; add your own.
///
/// ```swift
/// navigator.campaignFields = CampaignFields.standard.adding(["ref", "promo"])
/// link.campaign()                      // ["utm_source": "newsletter", "utm_campaign": "spring"]
/// ```
public struct CampaignFields: Sendable, Hashable {
    /// Items with these exact names are campaign fields.
    package let names: Set<String>
    /// Items whose names start with one of these are campaign fields.
    package let prefixes: [String]

    /// A list of campaign fields: exact names and name prefixes.
    ///
    /// ```swift
    /// CampaignFields(names: ["gclid"], prefixes: ["utm_"])
    /// ```
    ///
    /// - Parameters:
    ///   - names: Exact item names.
    ///   - prefixes: Name prefixes.
    public init(names: Set<String>, prefixes: [String] = []) {
        self.names = names
        self.prefixes = prefixes
    }

    /// Every `utm_` item (Google Analytics' campaign parameters, which most tools read), and the click ids of Google
    /// (`gclid`, `gbraid`, `wbraid`, `dclid`), Meta (`fbclid`), Microsoft (`msclkid`), TikTok (`ttclid`), X
    /// (`twclid`), LinkedIn (`li_fat_id`), Mailchimp (`mc_cid`, `mc_eid`), Instagram (`igshid`) and Yandex (`yclid`).
    ///
    /// ```swift
    /// CampaignFields.standard.contains("utm_medium")   // true
    /// ```
    public static let standard = CampaignFields(
        names: [
            "gclid", "gbraid", "wbraid", "dclid", "fbclid", "msclkid", "ttclid", "twclid", "li_fat_id", "mc_cid",
            "mc_eid", "igshid", "yclid",
        ],
        prefixes: ["utm_"])

    /// No campaign fields: links keep none aside.
    ///
    /// ```swift
    /// navigator.campaignFields = .none
    /// ```
    public static let none = CampaignFields(names: [])

    /// Whether an item of this name is a campaign field.
    ///
    /// ```swift
    /// CampaignFields.standard.contains("gclid")   // true
    /// ```
    ///
    /// - Parameter name: The item's name, decoded.
    /// - Returns: Whether it is one of the names or starts with one of the prefixes.
    public func contains(_ name: String) -> Bool {
        names.contains(name) || prefixes.contains { name.hasPrefix($0) }
    }

    /// The same list with more exact names.
    ///
    /// ```swift
    /// CampaignFields.standard.adding(["ref"])
    /// ```
    ///
    /// - Parameter more: Names to add.
    /// - Returns: The list with them.
    public func adding(_ more: Set<String>) -> CampaignFields {
        CampaignFields(names: names.union(more), prefixes: prefixes)
    }

    /// The campaign fields of a link's text: the items of its query (after `?`, before `#`) that are campaign fields,
    /// decoded, the first of each name; none for text with no query.
    ///
    /// The one reading of a link's campaign fields: a matched link's (`DeepLink.campaign(_:)`) and a missed one's
    /// (the navigator's `unmatched` event) come from here.
    package func fields(inLinkText text: String) -> [String: String] {
        var text = text
        return text.withUTF8 { input in
            guard let query = QueryItems.queryRange(in: input) else { return [:] }
            return QueryItems.items(in: input, range: query, where: contains)
        }
    }
}
