#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension DeepLinkRouter {
    /// Matches a link, whatever door it came through: the route it opens, or `nil`.
    ///
    /// Routes are tried from most to least specific; the first whose handler returns an intent wins. ``resolve(_:)``
    /// says why a link matches nothing; `match` skips that work.
    ///
    /// ```swift
    /// router.match(.path("/subscription/abc/3/edit"))?.intent    // .editMenu("abc", .left(3))
    /// router.match(.url(url))?.intent                            // myapp://recipe/42: .showRecipe("42")
    /// router.match(.path("/nope"))                               // nil; resolve(_:) says why
    /// ```
    ///
    /// - Parameter link: The link as it arrived (``IncomingLink``).
    /// - Returns: The matched link, or `nil` (also for a link longer than the router's `maxLinkLength:`).
    /// - Complexity: For a path or a URL, O(*n* + *v*) for a link of *n* bytes whose walk enters *v* trie nodes, each
    ///   at most once: independent of the number of routes, and never *n* × *v* (MatchingRules, "Cost", gives the
    ///   exact bound).
    @inlinable @inline(__always)
    public func match(_ link: IncomingLink<Component, Intent>) -> DeepLink<Intent>? {
        // NB: always inlined, so that the caller's `.path(…)` or `.url(…)` folds away and a path or URL goes straight to
        // `_select`: a call that kept the `IncomingLink` went through its value witnesses (callgrind: ~270 instructions
        // a match on github-api, +9%).
        // NB: the link itself, not an enum of a link or a miss reason: the caller destroyed that enum through its value
        // witness, as it does a link of more than seven scalars (`LinkExtras`; callgrind: ~150 instructions a match).
        var unused: DeepLinkError?
        switch link.kind {
        case .path(let path): return _select(path, url: nil, missReason: &unused, collectingReasons: false)
        case .url(let url, let door):
            return _select(
                url.absoluteString, url: url, trust: door.map { LinkTrust(door: $0) }, missReason: &unused,
                collectingReasons: false)
        default:
            return _match(link)
        }
    }

    /// `match(_:)` for the doors that are neither a path nor a URL.
    @usableFromInline
    func _match(_ link: IncomingLink<Component, Intent>) -> DeepLink<Intent>? {
        guard case .success(let matched) = _resolve(link, trust: link.trust) else { return nil }
        return matched
    }

    /// Matches a link, whatever door it came through, and on a miss says why.
    ///
    /// Each door is read as MatchingRules ("Doors") says:
    /// - a URL (``IncomingLink``): a custom scheme's host is the first segment
    ///   (`myapp://recipe/42` matches `"recipe" / .recipeId`, as does `myapp:///recipe/42`); for `http` and `https`
    ///   the host is not part of the path, and must be one of the router's `hosts`. A URL without a scheme
    ///   (`//evil.com/recipe/1`) matches nothing: text from outside never passes for the app's own path;
    /// - a path (``IncomingLink/path(_:)``) is read as given and never refused for its scheme, host or source;
    /// - a push payload, a shortcut item or a route name (``IncomingLink/route(_:values:from:)``) names a route, whose
    ///   parameters are checked as a URL's captures are;
    /// - an intent (``IncomingLink/intent(_:gates:)``) opens as itself, with the path and pattern of
    ///   the route that reverses it.
    ///
    /// ```swift
    /// switch router.resolve(.url(url)) {
    /// case .success(let link): print(link.intent)
    /// case .failure(let error): print(error)   // No route matches '/nope'.
    /// }
    /// router.resolve(.path("/recipe/%ZZ"))        // .failure: Malformed percent-encoding in '/recipe/%ZZ': ...
    /// router.resolve(.pushPayload(["type": "recipe", "recipeId": "42"]))
    /// ```
    ///
    /// - Parameter link: The link as it arrived (``IncomingLink``).
    /// - Returns: The matched link, or the reason there is none.
    /// - Complexity: As ``match(_:)`` on a hit; a miss costs one more pass over the link and, to name the closest
    ///   route, the trie nodes the link reaches plus a pass over the patterns (never their number times the link's
    ///   length).
    @inlinable @inline(__always)
    public func resolve(_ link: IncomingLink<Component, Intent>) -> Result<DeepLink<Intent>, DeepLinkError> {
        switch link.kind {
        case .path(let path): _resolve(path, url: nil, trust: nil)
        case .url(let url, let door): _resolve(url.absoluteString, url: url, trust: door.map { LinkTrust(door: $0) })
        default: _resolve(link, trust: link.trust)
        }
    }

    /// Resolves `link` under `trust`, decided where it entered (its own door's, for a link that has just arrived;
    /// the wrapper's, for a link unwrapped from another; a snapshot's, for a restored one): whatever the door it
    /// names, its routes, gates and ``DeepLink/source`` are `trust`'s (MatchingRules, "Trust").
    ///
    /// `urlText` is a URL's text when the caller has read it already (``IncomingLink/urlText``): the URL is not read
    /// again.
    @usableFromInline
    package func _resolve(
        _ link: IncomingLink<Component, Intent>, urlText: String? = nil, trust: LinkTrust
    ) -> Result<DeepLink<Intent>, DeepLinkError> {
        switch link.kind {
        case .path(let path):
            return _resolve(path, url: nil, trust: trust)
        case .url(let url, _):
            return _resolve(urlText ?? url.absoluteString, url: url, trust: trust)
        case .urlText(let text, _):
            return resolve(urlText: text, trust: trust)
        case .pushPayload(let payload):
            return resolve(content(ofPayload: payload), trust: trust)
        case .shortcutItem(let type, let userInfo, let format):
            return _resolve(routeNamed: (format ?? ShortcutItemFormat()).routeName(forType: type), trust: trust) {
                Self.namedValue(userInfo, $0)
            }
        case .route(let name, let values, _):
            return _resolve(routeNamed: name, trust: trust) { name in values[name].map(NamedValue.text) ?? .missing }
        case .intent(let intent, _):
            let reversal = reversal(of: intent)
            return .success(
                DeepLink(
                    url: nil, path: reversal?.path ?? "", intent: intent,
                    storedGates: trust.gates(addingRouteGates: reversal?.gates), pattern: reversal?.pattern ?? "",
                    source: trust.door, isFromApp: trust.isFromApp, entry: reversal?.entry ?? -1,
                    text: reversal?.text))
        }
    }

    /// Reads a URL from text and resolves it, through `door` when given (else the URL's scheme decides).
    func resolve(urlText text: String, from door: LinkSource?) -> Result<DeepLink<Intent>, DeepLinkError> {
        resolve(urlText: text, trust: IncomingLink<Component, Intent>.url(text, from: door).trust)
    }

    /// Reads a URL from text and resolves it under `trust`.
    func resolve(urlText text: String, trust: LinkTrust) -> Result<DeepLink<Intent>, DeepLinkError> {
        // Refused before Foundation parses it: a link too long to match is too long to read.
        let bytes = text.utf8.count
        guard bytes <= trie.maxLinkLength else {
            return .failure(.linkTooLong(text, bytes: bytes, limit: trie.maxLinkLength))
        }
        guard !text.isEmpty, let url = URL(string: text) else {
            return .failure(.invalidURL(text, detail: "it is not a URL"))
        }
        return _resolve(url.absoluteString, url: url, trust: trust)
    }

    /// Selects the route of a path or a URL's text under `trust` (`nil`: the text's own), and on a miss says why.
    @inlinable
    func _resolve(_ text: String, url: URL?, trust: LinkTrust?) -> Result<DeepLink<Intent>, DeepLinkError> {
        var reason: DeepLinkError?
        guard let link = _select(text, url: url, trust: trust, missReason: &reason, collectingReasons: true) else {
            return .failure(reason ?? .noRoute(""))
        }
        return .success(link)
    }

    /// The one matching routine behind `match` and `resolve`: the generic shell around `RouteTrie.match`.
    ///
    /// It is inlinable so that your module specializes it for your intents. The walk offers routes of one shape in
    /// their chain's order (more required query items first) through their compiled offers (`CompiledRoute`); a
    /// declining route passes the link on, a throwing one stops the walk. A miss's reason is worked out only when
    /// `collectingReasons` is set. Once a route declines, the captures' Strings are kept for the routes after it
    /// (`CapturedStrings`), so a link offered to many declining routes copies each segment once, not once per route;
    /// the query is parsed at most once per link, however many routes read it.
    ///
    /// `trust` is the link's, decided where it entered; `nil` for a link that has just arrived as a path or a URL,
    /// whose door its own bytes give (no scheme: the app's path; `http`, `https`: a universal link; any other: a
    /// custom scheme). A miss returns `nil` and, when `collectingReasons` is set, puts its reason in `missReason`.
    @inlinable
    func _select(
        _ text: String, url: URL?, trust: LinkTrust? = nil, missReason: inout DeepLinkError?, collectingReasons: Bool
    ) -> DeepLink<Intent>? {
        let original = text
        // NB: locals, so that the closures capture references instead of copying the router.
        let trie = self.trie
        let entries = self.entries
        let offers = self.offers
        let patternTexts = self.patternTexts
        let queryNames = self.queryNames
        // NB: the trust's door and word as two scalars, not the optional value (with its gates) in the walk's
        // closure: callgrind, ~20 instructions a match on github-api. A new link's door is its bytes' (`info.source`),
        // and a link with an in-app door is the app's own unless its trust says otherwise.
        let door = trust?.door
        let vouched = trust.map { $0.isFromApp || !$0.door.isInApp } ?? true
        return LinkText.withBytes(of: text) { input in
            // NB: the pieces of the link, not a `DeepLink?`: an optional of the generic link was copied and tested
            // through DeepLink's value witnesses (measured with callgrind: ~160 instructions a match).
            var matchedIntent: Intent?
            var matchedTerminal = RouteTrie.noTerminal
            var failure: (terminal: Int32, error: any Error)?
            var queryItems: [String: QueryItems.Item]?
            var refusals: [(terminal: Int32, refusal: RouteRefusal)] = []
            var captured = CapturedStrings()
            // A path the descent reads is offered its first route with the segments the descent read.
            var info = trie.matchOfferingFirst(
                input, isURL: url != nil,
                handing: { entries[Int($0)].hasRemainder ? RouteTrie.handsAll : entries[Int($0)].segmentCount },
                missInfo: collectingReasons
            ) { terminal, segments, info in
                // NB: fields read from the array, not from a local holding the entry, which retained and released it
                // on every offer (as in `_selection`).
                let source = door ?? info.source
                guard
                    LinkTrust.admits(
                        entries[Int(terminal)].sources, door: source, isFromApp: vouched && source.isInApp)
                else {
                    if collectingReasons { refusals.append((terminal, .source)) }
                    return false
                }
                var intent: Intent?
                do {
                    switch offers[Int(terminal)] {
                    case .simple(let offer):
                        try offer(segments, &captured, 0, &intent)
                    case .general(let offer):
                        var link = LinkReader(info: info, input: input, names: queryNames, items: queryItems)
                        let refusal = try offer(segments, &captured, &link, 0, &intent)
                        queryItems = link.items
                        if let refusal {
                            if collectingReasons { refusals.append((terminal, refusal)) }
                            return false
                        }
                    }
                } catch {
                    // The route is the link's, and refuses it: no less specific route may take it.
                    failure = (terminal, error)
                    return true
                }
                guard let intent else {
                    if collectingReasons { refusals.append((terminal, .declined)) }
                    return false
                }
                // NB: kept here, outside the `do` block, and the link made after the walk (see `matchedIntent`).
                matchedIntent = intent
                matchedTerminal = terminal
                return true
            }
            if let intent = matchedIntent, matchedTerminal != RouteTrie.noTerminal {
                let index = Int(matchedTerminal)
                // NB: the route's gates in the extras its declaration made, shared by its links: a link that neither
                // a URL, a query nor its trust's gates give more allocates nothing (`LinkExtras`).
                let extras: LinkExtras?
                if url == nil, info.query == nil, trust?.gates.isEmpty ?? true {
                    extras = entries[index].hasGates ? routes[entries[index].routeIndex].gateExtras : nil
                } else {
                    let routeGates = entries[index].hasGates ? routes[entries[index].routeIndex].gateExtras?.gates : nil
                    extras = LinkExtras.make(
                        url: url, text: url == nil && info.query != nil ? original : nil,
                        gates: trust?.gates(addingRouteGates: routeGates) ?? routeGates)
                }
                let source = door ?? info.source
                return DeepLink(
                    path: LinkText.path(of: input, info: info, text: original), intent: intent,
                    pattern: patternTexts[index], extras: extras,
                    stamp: LinkStamp(source: source, isFromApp: vouched && source.isInApp, entry: matchedTerminal))
            }
            guard collectingReasons else { return nil }
            if let door { info.source = door }
            missReason = _reason(
                text: original, input: input, info: info, failure: failure, refusals: refusals, trust: trust)
            return nil
        }
    }
}
