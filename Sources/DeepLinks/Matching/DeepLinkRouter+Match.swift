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

    /// Why a route whose pattern matched did not produce an intent.
    @usableFromInline
    enum RouteRefusal {
        case source
        case missingQuery(Component)
        case invalidQuery(Component, value: String)
        /// A required item whose escapes are malformed: the item's byte range in the link.
        case malformedQuery(Range<Int>)
        case malformedRemainder
        case declined
        /// A mounted module's route refused the link's query or remainder.
        case mounted(MountRefusal)
    }

    @usableFromInline
    enum Parameters {
        case ready([Component: String])
        case refused(RouteRefusal)
    }

    /// The one matching routine behind `match` and `resolve`: the generic shell around `RouteTrie.match`.
    ///
    /// It is inlinable so that your module specializes it for your components and intents: the hot path then
    /// makes the captures' Strings, the dictionary, calls the handler and makes the `DeepLink`, with no
    /// generic dispatch. Routes that declare query items or end in a remainder take `_parameters`, which is not
    /// inlined. The walk offers routes of one shape in their chain's order (more required query items first); a
    /// declining handler passes the link on, a throwing one stops the walk. A miss's reason is worked out only
    /// when `collectingReasons` is set. Once a route declines, the captures' Strings are kept for the routes after it
    /// (`CapturedStrings`), so a link offered to many declining routes copies each segment once, not once per route.
    @inlinable
    func _select(_ text: String, url: URL?, door: LinkSource? = nil, collectingReasons: Bool) -> MatchOutcome {
        let original = text
        var text = text
        // NB: locals, so that the closures capture references instead of copying the router.
        let trie = self.trie
        let entries = self.entries
        return text.withUTF8 { input in
            // NB: the pieces of the link, not a `DeepLink?`: an optional of the generic link was copied and tested
            // through DeepLink's value witnesses (measured with callgrind: ~160 instructions a match).
            var matchedIntent: Intent?
            var matchedTerminal = RouteTrie.noTerminal
            var failure: (terminal: Int32, error: any Error)?
            var queryItems: [Component: QueryItems.Item]?
            var refusals: [(terminal: Int32, refusal: RouteRefusal)] = []
            var captured = CapturedStrings()
            var info = trie.match(input, isURL: url != nil) { terminal, segments, info in
                let entry = entries[Int(terminal)]
                let admitted = entry.sources.admits(door ?? info.source)
                let parameters: [Component: String]
                // NB: the common route (no query, no remainder) gets its dictionary without the `Parameters` enum
                // around it, which cost a copy and a destroy of the dictionary a match (measured with callgrind).
                if admitted, entry.ignoresQuery, !entry.hasRemainder {
                    parameters = _filled(entry, segments: segments, captured: captured)
                } else {
                    // NB: a mounted module's route never takes the branch above (its entry does not ignore the
                    // query), so apps that mount nothing pay nothing there; here, one load and a branch. The link is
                    // offered through closures compiled for the module's types.
                    if admitted, let mounted = entry.mounted {
                        let prefixValues =
                            mounted.readsPrefix ? _filled(entry, segments: segments, captured: captured) : nil
                        if let offer = mounted.simpleOffer {
                            var intent: Intent?
                            do {
                                try offer(prefixValues, segments, captured, mounted.base, &intent)
                            } catch {
                                failure = (terminal, error)
                                return true
                            }
                            guard let intent else {
                                if collectingReasons { refusals.append((terminal, .declined)) }
                                return false
                            }
                            matchedIntent = intent
                            matchedTerminal = terminal
                            return true
                        }
                        let link = MountReader(segments: segments, captured: captured, info: info, input: input)
                        switch mounted.offer?(prefixValues, mounted.base, link) ?? .declined {
                        case .intent(let intent):
                            matchedIntent = intent
                            matchedTerminal = terminal
                            return true
                        case .declined:
                            if collectingReasons { refusals.append((terminal, .declined)) }
                            return false
                        case .refused(let refusal):
                            if collectingReasons { refusals.append((terminal, .mounted(refusal))) }
                            return false
                        case .failed(let error):
                            failure = (terminal, error)
                            return true
                        }
                    }
                    let outcome =
                        admitted
                        ? _parameters(
                            for: entry, segments: segments, info: info, input: input, queryItems: &queryItems,
                            captured: captured) : Parameters.refused(.source)
                    guard case .ready(let ready) = outcome else {
                        if collectingReasons, case .refused(let refusal) = outcome {
                            refusals.append((terminal, refusal))
                        }
                        return false
                    }
                    parameters = ready
                }
                let intent: Intent?
                do {
                    intent = try entry.handler(parameters)
                } catch {
                    // The route is the link's, and refuses it: no less specific route may take it.
                    failure = (terminal, error)
                    return true
                }
                guard let intent else {
                    for slot in entry.captures {
                        captured.keep(
                            parameters[slot.component], at: slot.depth, remainder: slot.isRemainder,
                            segmentCount: segments.count)
                    }
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

    /// The handler's dictionary for a route that reads no query and has no remainder: its prototype filled.
    @inlinable
    func _filled(
        _ entry: Entry, segments: UnsafeBufferPointer<PathSegment>, captured: CapturedStrings
    ) -> [Component: String] {
        captured.filled(entry.prototype, of: segments)
    }

    /// The handler's dictionary for `entry` when its route declares query items or ends in a remainder: the query
    /// items it declares, checked against their capture kinds, then its path captures.
    ///
    /// A required item that is missing, malformed or of the wrong kind refuses the route before any capture is
    /// copied; an optional one is dropped. Items the route does not declare are never read. A remainder's String is
    /// cut from the path decoded once per link (`CapturedStrings`).
    @usableFromInline
    func _parameters(
        for entry: Entry, segments: UnsafeBufferPointer<PathSegment>, info: LinkInfo,
        input: UnsafeBufferPointer<UInt8>, queryItems: inout [Component: QueryItems.Item]?,
        captured: CapturedStrings
    ) -> Parameters {
        var parameters = [Component: String](
            minimumCapacity: entry.captures.count + entry.requiredQuery.count + entry.optionalQuery.count)
        if !entry.ignoresQuery {
            let items: [Component: QueryItems.Item]
            if let parsed = queryItems {
                items = parsed
            } else {
                items = info.query.map { QueryItems.parse(input, range: $0, as: Component.self) } ?? [:]
                queryItems = items
            }
            switch QueryItems.values(
                required: entry.requiredQuery, optional: entry.optionalQuery, in: items, into: &parameters)
            {
            case nil: break
            case .missing(let component)?: return .refused(.missingQuery(component))
            case .malformed(let range)?: return .refused(.malformedQuery(range))
            case .invalid(let component, let value)?: return .refused(.invalidQuery(component, value: value))
            }
        }
        // The remainder (always the last capture) first: a malformed one refuses the route before any String is made.
        // NB: an index, not `captures.last`: in this unspecialized code `last` goes through the collection witness,
        // whose read coroutine allocates its frame (measured: one allocation per match of a remainder route).
        if entry.hasRemainder, !entry.captures.isEmpty {
            let slot = entry.captures[entry.captures.count - 1]
            guard let value = captured.remainder(from: slot.depth, of: segments, info: info, input: input) else {
                return .refused(.malformedRemainder)
            }
            parameters[slot.component] = value
        }
        for slot in entry.captures where !slot.isRemainder {
            parameters[slot.component] = captured.segment(slot.depth, of: segments)
        }
        return .ready(parameters)
    }
}
