extension DeepLinkRouter {
    /// The campaign fields a link carries, whatever becomes of it: read from a URL's or a path's query, or from a push
    /// payload's link or the values beside its route name, as a matched link's are; none for any other door.
    ///
    /// For a link that misses (the navigator's `unmatched` event): attribution tools record them whatever happens
    /// next. A text longer than ``maxLinkLength`` gives none: it is refused unread.
    ///
    /// - Parameters:
    ///   - link: The link as it arrived.
    ///   - urlText: A URL's text, when the caller has read it already (``IncomingLink/urlText``).
    ///   - fields: Which items are campaign fields.
    /// - Returns: The fields by name.
    package func campaign(
        of link: IncomingLink<Component, Intent>, urlText: String?, fields: CampaignFields
    ) -> [String: String] {
        func read(_ text: String) -> [String: String] {
            text.utf8.count <= maxLinkLength ? fields.fields(inLinkText: text) : [:]
        }
        switch link.kind {
        case .url(let url, _): return read(urlText ?? url.absoluteString)
        case .urlText(let text, _), .path(let text): return read(text)
        case .pushPayload(let payload):
            switch content(ofPayload: payload) {
            case .link(_, let text as String): return read(text)
            case .routeName(_, let scope):
                return pushPayloadFormat.otherValues(in: scope).filter { fields.contains($0.key) }
            default: return [:]
            }
        case .shortcutItem, .route, .intent: return [:]
        }
    }
}
