import DeepLinks

/// A link as it reached the navigator, read once: its text for the `received` event, how to match it, and how to
/// save it in a ``DeepLinkSnapshot`` (which is also what makes two links equal for ``DeepLinkNavigator/duplicateWindow``).
struct LinkArrival<Component: DeepLinkPathComponent, Intent> {
    /// The link as it arrived, for the event's unredacted description.
    let text: String
    /// A URL's text, read once where it entered (``text`` too): its door, its match and its campaign fields read it
    /// from here; `nil` for every other door.
    let urlText: String?
    /// The link as a `received` event shows it: redacted.
    let shown: String
    /// The link as a snapshot saves it; `nil` when it cannot be saved (an intent no route reverses).
    let replay: () -> DeepLinkSnapshot.Link?
    /// The link's trust, decided where it entered (MatchingRules, "Trust"): every match of it, and its snapshot,
    /// take it from here.
    let trust: LinkTrust
    /// Matches the link, under ``trust``.
    let resolve: (DeepLinkRouter<Component, Intent>) -> Result<DeepLink<Intent>, DeepLinkError>
    /// The campaign fields the link carries, read from the link as it arrived: what an `unmatched` event reports
    /// (a matched link's are read from the match).
    let campaign: (CampaignFields) -> [String: String]

    init(
        text: String, shown: String? = nil, urlText: String? = nil, trust: LinkTrust,
        replay: @escaping () -> DeepLinkSnapshot.Link?,
        campaign: @escaping (CampaignFields) -> [String: String] = { _ in [:] },
        resolve: @escaping (DeepLinkRouter<Component, Intent>) -> Result<DeepLink<Intent>, DeepLinkError>
    ) {
        self.campaign = campaign
        self.text = text
        self.urlText = urlText
        self.shown = shown ?? LogText.link(text)
        self.trust = trust
        self.replay = replay
        self.resolve = resolve
    }

    /// Reads `link`, which is matched under `trust`: a URL's text once (`urlText`, when the caller has read it
    /// already), a push payload once, a shortcut item with `shortcutItemFormat` unless it names its own.
    init(
        _ link: IncomingLink<Component, Intent>, urlText: String? = nil, trust: LinkTrust,
        router: DeepLinkRouter<Component, Intent>, shortcutItemFormat: ShortcutItemFormat
    ) {
        // Every door but a push payload (read once, here) and a shortcut item (read with the format) is matched as
        // it came, under `trust`.
        let resolveLink: (DeepLinkRouter<Component, Intent>) -> Result<DeepLink<Intent>, DeepLinkError> = {
            $0._resolve(link, trust: trust)
        }
        let campaign = { router.campaign(of: link, urlText: urlText, fields: $0) }
        switch link.kind {
        case .url(let url, _):
            let text = urlText ?? url.absoluteString
            self.init(
                text: text, urlText: text, trust: trust, replay: { .text(text) },
                campaign: { router.campaign(of: link, urlText: text, fields: $0) },
                resolve: { $0._resolve(link, urlText: text, trust: trust) })
        case .urlText(let text, _), .path(let text):
            self.init(text: text, trust: trust, replay: { .text(text) }, campaign: campaign, resolve: resolveLink)
        case .pushPayload(let payload):
            let content = router.content(ofPayload: payload)
            self.init(
                text: content.summary, trust: trust, replay: { router.snapshotLink(of: content) }, campaign: campaign,
                resolve: { $0.resolve(content, trust: trust) })
        case .shortcutItem(let type, let userInfo, let format):
            let link = IncomingLink<Component, Intent>.shortcutItem(
                type: type, userInfo: userInfo, format: format ?? shortcutItemFormat)
            self.init(
                text: type, trust: trust,
                replay: {
                    let name = (format ?? shortcutItemFormat).routeName(forType: type)
                    let values = router.namedValues(ofRoute: name) { DeepLinkRouter.namedValue(userInfo, $0) }
                    return .route(name: name, values: values)
                },
                resolve: { $0._resolve(link, trust: trust) })  // the item with the navigator's format
        case .route(let name, let values, _):
            self.init(
                text: "route '\(name)'", trust: trust, replay: { .route(name: name, values: values) },
                resolve: resolveLink)
        case .intent(let intent, _):
            self.init(
                text: "\(intent)", shown: LogText.intent(intent), trust: trust,
                replay: { (try? router.path(for: .intent(intent))).map { .text($0) } },
                resolve: resolveLink)
        }
    }
}
