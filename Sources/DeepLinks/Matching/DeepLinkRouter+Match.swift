#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension DeepLinkRouter {
    /// Matches a path (a relative reference: `/recipe/42`, optionally with `?query` and `#fragment`).
    ///
    /// Routes are tried from most to least specific; the first whose handler returns an intent wins.
    /// Paths are never refused for their scheme, host or source: they come from the app itself.
    ///
    /// ```swift
    /// router.match(path: "/subscription/abc/3/edit")?.intent  // .editMenu("abc", .left(3))
    /// router.match(path: "/recipe?recipeId=42")?.intent       // with Route("recipe", query: .recipeId)
    /// router.match(path: "/nope")                             // nil; resolve(path:) says why
    /// ```
    ///
    /// - Parameter path: The path; its text is read as given, without a scheme or host.
    /// - Returns: The matched link, or `nil` (also for a path longer than ``maxLinkLength``).
    /// - Complexity: O(*n* + *v*) for a path of *n* bytes whose walk enters *v* trie nodes, each at most once:
    ///   independent of the number of routes, and never *n* × *v* (MatchingRules, "Cost", gives the exact bound).
    @inlinable
    public func match(path: String) -> DeepLink<Intent>? {
        guard case .matched(let link) = _select(path, url: nil, collectingReasons: false) else { return nil }
        return link
    }

    /// Matches a URL: a custom-scheme link or a universal link.
    ///
    /// A URL without a scheme (`//evil.com/recipe/1`, `recipe/1`) matches nothing: text from outside never passes
    /// for the app's own path, which only ``match(path:)`` reads.
    ///
    /// For a custom scheme (anything but `http` and `https`) the host is the first segment:
    /// `myapp://recipe/42` matches `"recipe" / .recipeId`, as does `myapp:///recipe/42`. For
    /// `http` and `https` the host is not part of the path; it must be one of the router's `hosts`.
    ///
    /// ```swift
    /// router.match(URL(string: "myapp://recipe/42")!)?.intent                // .showRecipe("42")
    /// router.match(URL(string: "https://bestrecipes.com/recipe/42")!)?.intent  // .showRecipe("42")
    /// ```
    ///
    /// - Parameter url: The link.
    /// - Returns: The matched link, or `nil` (also for a URL longer than ``maxLinkLength``).
    /// - Complexity: As ``match(path:)``, in the URL's length.
    @inlinable
    public func match(_ url: URL) -> DeepLink<Intent>? {
        guard case .matched(let link) = _select(url.absoluteString, url: url, collectingReasons: false) else {
            return nil
        }
        return link
    }

    /// Matches a URL and, on a miss, says why.
    ///
    /// ```swift
    /// switch router.resolve(URL(string: "myapp://nope")!) {
    /// case .success(let link): print(link.intent)
    /// case .failure(let error): print(error)   // No route matches '/nope'.
    /// }
    /// ```
    ///
    /// - Parameter url: The link.
    /// - Returns: The matched link, or the reason there is none.
    /// - Complexity: As ``match(_:)`` on a hit; a miss costs one more pass over the link and, to name the
    ///   closest route, the trie nodes the link reaches plus a pass over the patterns (never their number times
    ///   the link's length).
    @inlinable
    public func resolve(_ url: URL) -> Result<DeepLink<Intent>, DeepLinkError> {
        _result(of: _select(url.absoluteString, url: url, collectingReasons: true))
    }

    /// Matches a path and, on a miss, says why.
    ///
    /// ```swift
    /// router.resolve(path: "/recipe/%ZZ")  // .failure: Malformed percent-encoding in '/recipe/%ZZ': ...
    /// ```
    ///
    /// - Parameter path: The path.
    /// - Returns: The matched link, or the reason there is none.
    /// - Complexity: As ``resolve(_:)``.
    @inlinable
    public func resolve(path: String) -> Result<DeepLink<Intent>, DeepLinkError> {
        _result(of: _select(path, url: nil, collectingReasons: true))
    }

    /// Matches a URL that came through another door than a URL open: a push notification's URL, a user
    /// activity's web page URL.
    ///
    /// The link's ``DeepLink/source`` is `door`, and routes limited with ``OpenedFrom`` accept it only if they
    /// accept that door. The URL is checked and read as ``resolve(_:)`` does.
    ///
    /// ```swift
    /// router.resolve(webpageURL, from: .userActivity)   // matches routes in OpenedFrom(.web)
    /// ```
    ///
    /// - Parameters:
    ///   - url: The link.
    ///   - door: The door it came through.
    /// - Returns: The matched link, or the reason there is none.
    @inlinable
    public func resolve(_ url: URL, from door: LinkSource) -> Result<DeepLink<Intent>, DeepLinkError> {
        _result(of: _select(url.absoluteString, url: url, door: door, collectingReasons: true))
    }

    /// Reads a URL from text (a push payload's `url`, a shortcut item's string) and resolves it.
    ///
    /// ```swift
    /// router.resolve(urlString: payload["url"] as? String ?? "")  // .failure(.invalidURL) for ""
    /// ```
    ///
    /// - Parameter urlString: The URL's text.
    /// - Returns: The matched link, or the reason there is none: ``DeepLinkError/Kind/invalidURL`` when the
    ///   text is not a URL, or has no scheme; ``DeepLinkError/Kind/linkTooLong`` when it is longer than
    ///   ``maxLinkLength``, before it is parsed.
    public func resolve(urlString: String) -> Result<DeepLink<Intent>, DeepLinkError> {
        resolve(urlText: urlString, from: nil)
    }

    /// Reads a URL from text and resolves it, through `door` when given (else the URL's scheme decides).
    func resolve(urlText text: String, from door: LinkSource?) -> Result<DeepLink<Intent>, DeepLinkError> {
        // Refused before Foundation parses it: a link too long to match is too long to read.
        let bytes = text.utf8.count
        guard bytes <= trie.maxLinkLength else {
            return .failure(.linkTooLong(text, bytes: bytes, limit: trie.maxLinkLength))
        }
        guard !text.isEmpty, let url = URL(string: text) else {
            return .failure(.invalidURL(text, detail: "it is not a URL"))
        }
        return _result(of: _select(url.absoluteString, url: url, door: door, collectingReasons: true))
    }

    @inlinable
    func _result(of selection: MatchOutcome) -> Result<DeepLink<Intent>, DeepLinkError> {
        switch selection {
        case .matched(let link): .success(link)
        case .missed(let error): .failure(error ?? .noRoute(""))
        }
    }

    @usableFromInline
    enum MatchOutcome {
        case matched(DeepLink<Intent>)
        /// The reason, when it was asked for.
        case missed(DeepLinkError?)
    }

    /// The one matching routine behind `match` and `resolve`: the generic shell around `RouteTrie.match`.
    ///
    /// It is inlinable so that your module specializes it for your intents. The walk offers routes of one shape in
    /// their chain's order (more required query items first) through their compiled offers (`CompiledRoute`); a
    /// declining route passes the link on, a throwing one stops the walk. A miss's reason is worked out only when
    /// `collectingReasons` is set. Once a route declines, the captures' Strings are kept for the routes after it
    /// (`CapturedStrings`), so a link offered to many declining routes copies each segment once, not once per route;
    /// the query is parsed at most once per link, however many routes read it.
    @inlinable
    func _select(_ text: String, url: URL?, door: LinkSource? = nil, collectingReasons: Bool) -> MatchOutcome {
        let original = text
        var text = text
        // NB: locals, so that the closures capture references instead of copying the router.
        let trie = self.trie
        let entries = self.entries
        let queryNames = self.queryNames
        return text.withUTF8 { input in
            // NB: the pieces of the link, not a `DeepLink?`: an optional of the generic link was copied and tested
            // through DeepLink's value witnesses (measured with callgrind: ~160 instructions a match).
            var matchedIntent: Intent?
            var matchedTerminal = RouteTrie.noTerminal
            var failure: (terminal: Int32, error: any Error)?
            var queryItems: [String: QueryItems.Item]?
            var refusals: [(terminal: Int32, refusal: RouteRefusal)] = []
            var captured = CapturedStrings()
            var info = trie.match(input, isURL: url != nil) { terminal, segments, info in
                let entry = entries[Int(terminal)]
                guard entry.sources.admits(door ?? info.source) else {
                    if collectingReasons { refusals.append((terminal, .source)) }
                    return false
                }
                var intent: Intent?
                do {
                    switch entry.offer {
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
                let entry = entries[Int(matchedTerminal)]
                return .matched(
                    DeepLink(
                        url: url, path: LinkText.path(of: input, info: info, text: original), intent: intent,
                        requiresAuthorization: entry.requiresAuthorization, pattern: entry.text,
                        source: door ?? info.source))
            }
            guard collectingReasons else { return .missed(nil) }
            if let door { info.source = door }
            return .missed(
                _reason(text: original, input: input, info: info, failure: failure, refusals: refusals))
        }
    }
}
