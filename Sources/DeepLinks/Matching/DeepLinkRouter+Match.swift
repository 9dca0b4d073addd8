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
    /// - Returns: The matched link, or `nil`.
    /// - Complexity: O(*n*) in the path's length, independent of the number of routes.
    public func match(path: String) -> DeepLink<Intent>? {
        guard case .matched(let link) = select(path, url: nil, collectingReasons: false) else { return nil }
        return link
    }

    /// Matches a URL: a custom-scheme link, a universal link, or a URL without a scheme (read as a path).
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
    /// - Returns: The matched link, or `nil`.
    /// - Complexity: O(*n*) in the URL's length, independent of the number of routes.
    public func match(_ url: URL) -> DeepLink<Intent>? {
        guard case .matched(let link) = select(url.absoluteString, url: url, collectingReasons: false) else {
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
    /// - Complexity: As ``match(_:)`` on a hit; a miss costs a pass over the routes to name the closest.
    public func resolve(_ url: URL) -> Result<DeepLink<Intent>, DeepLinkError> {
        result(of: select(url.absoluteString, url: url, collectingReasons: true))
    }

    /// Matches a path and, on a miss, says why.
    ///
    /// ```swift
    /// router.resolve(path: "/recipe/%ZZ")  // .failure: Malformed percent-encoding in '/recipe/%ZZ': ...
    /// ```
    ///
    /// - Parameter path: The path.
    /// - Returns: The matched link, or the reason there is none.
    /// - Complexity: As ``match(path:)`` on a hit; a miss costs a pass over the routes to name the closest.
    public func resolve(path: String) -> Result<DeepLink<Intent>, DeepLinkError> {
        result(of: select(path, url: nil, collectingReasons: true))
    }

    /// Reads a URL from text (a push payload's `url`, a shortcut item's string) and resolves it.
    ///
    /// ```swift
    /// router.resolve(urlString: payload["url"] as? String ?? "")  // .failure(.invalidURL) for ""
    /// ```
    ///
    /// - Parameter urlString: The URL's text.
    /// - Returns: The matched link, or the reason there is none: ``DeepLinkError/Kind/invalidURL`` when the
    ///   text is not a URL.
    public func resolve(urlString: String) -> Result<DeepLink<Intent>, DeepLinkError> {
        guard !urlString.isEmpty, let url = URL(string: urlString) else {
            return .failure(.invalidURL(urlString, detail: "it is not a URL"))
        }
        return resolve(url)
    }

    private func result(of selection: Selection) -> Result<DeepLink<Intent>, DeepLinkError> {
        switch selection {
        case .matched(let link): .success(link)
        case .missed(let error): .failure(error ?? .noRoute(""))
        }
    }

    enum Selection {
        case matched(DeepLink<Intent>)
        /// The reason, when it was asked for.
        case missed(DeepLinkError?)
    }

    /// Why a route whose pattern matched did not produce an intent.
    enum Refusal {
        case source
        case missingQuery(Component)
        case invalidQuery(Component, value: String)
        case malformedQuery(raw: String)
        case malformedRemainder
        case declined
    }

    enum Parameters {
        case ready([Component: String])
        case refused(Refusal)
    }

    /// The one matching routine behind `match` and `resolve`.
    ///
    /// A hit pays for the segment table (on the stack), the captures' Strings, the dictionary and
    /// the handler. A miss's reason is worked out only when `collectingReasons` is set.
    func select(_ text: String, url: URL?, collectingReasons: Bool) -> Selection {
        let original = text
        var text = text
        return text.withUTF8 { input in
            var source = LinkSource.path
            var host: Range<Int>?
            var pathStart = 0
            if url != nil {
                let anatomy = URLAnatomy.parse(input)
                pathStart = anatomy.pathStart
                if let scheme = anatomy.scheme {
                    let schemeBytes = UnsafeBufferPointer(rebasing: input[scheme])
                    if URLAnatomy.isWebScheme(schemeBytes) {
                        source = .universalLink
                        guard let webHost = anatomy.host, !webHost.isEmpty else {
                            return .missed(
                                collectingReasons ? .invalidURL(original, detail: "a universal link needs a host") : nil
                            )
                        }
                        guard filter.accepts(host: UnsafeBufferPointer(rebasing: input[webHost])) else {
                            return .missed(
                                collectingReasons
                                    ? .unsupportedHost(
                                        original, host: Self.text(input, webHost), accepted: filter.hostNames ?? [])
                                    : nil)
                        }
                    } else {
                        source = .customScheme
                        guard filter.accepts(scheme: schemeBytes) else {
                            return .missed(
                                collectingReasons
                                    ? .unsupportedScheme(
                                        original, scheme: Self.text(input, scheme), accepted: filter.schemeNames ?? [])
                                    : nil)
                        }
                        host = anatomy.host
                    }
                }
            }
            return PathSegmenter.withSegments(
                of: input, host: host, pathStart: pathStart, capacity: trie.maxDepth + 1
            ) { segments, summary in
                let query = Self.queryRange(in: input, pathEnd: summary.pathEnd)
                var queryItems: [QueryItems.Item<Component>]?
                var refusals: [(terminal: Int32, refusal: Refusal)] = []
                var link: DeepLink<Intent>?
                _ = trie.walk(segments, overflowed: summary.overflowed) { terminal in
                    let entry = entries[Int(terminal)]
                    var outcome = Parameters.refused(.source)
                    if entry.sources.admits(source) {
                        outcome = parameters(
                            for: entry, segments: segments, summary: summary, input: input, query: query,
                            queryItems: &queryItems)
                    }
                    guard case .ready(let parameters) = outcome else {
                        if collectingReasons, case .refused(let refusal) = outcome {
                            refusals.append((terminal, refusal))
                        }
                        return false
                    }
                    guard let intent = entry.handler(parameters) else {
                        if collectingReasons { refusals.append((terminal, .declined)) }
                        return false
                    }
                    link = DeepLink(
                        url: url,
                        path: Self.path(of: input, host: host, pathStart: pathStart, summary: summary, text: original),
                        intent: intent, requiresAuthorization: entry.requiresAuthorization, pattern: entry.text,
                        source: source)
                    return true
                }
                if let link { return .matched(link) }
                guard collectingReasons else { return .missed(nil) }
                let path = Self.path(of: input, host: host, pathStart: pathStart, summary: summary, text: original)
                return .missed(
                    reason(
                        path: path, input: input, host: host, pathStart: pathStart, source: source, refusals: refusals))
            }
        }
    }

    /// The handler's dictionary for `entry`: its path captures, then the query items that name components.
    private func parameters(
        for entry: Entry, segments: UnsafeBufferPointer<PathSegment>, summary: PathSegmenter.Summary,
        input: UnsafeBufferPointer<UInt8>, query: Range<Int>?, queryItems: inout [QueryItems.Item<Component>]?
    ) -> Parameters {
        var parameters = [Component: String](minimumCapacity: entry.captures.count)
        for slot in entry.captures {
            if slot.isRemainder {
                guard let value = Self.remainder(from: slot.depth, segments, summary: summary, input: input) else {
                    return .refused(.malformedRemainder)
                }
                parameters[slot.component] = value
            } else {
                parameters[slot.component] = segments[slot.depth].string
            }
        }
        if let query {
            if queryItems == nil { queryItems = QueryItems.parse(input, range: query, as: Component.self) }
            for item in queryItems ?? [] where parameters[item.component] == nil {
                guard var value = item.value else { return .refused(.malformedQuery(raw: item.raw)) }
                guard value.withUTF8({ item.component.capture.accepts($0) }) else {
                    return .refused(.invalidQuery(item.component, value: value))
                }
                parameters[item.component] = value
            }
        }
        for component in entry.requiredQuery where parameters[component] == nil {
            return .refused(.missingQuery(component))
        }
        return .ready(parameters)
    }

    /// The decoded segments from `depth` to the end of the path, joined by `/`; `nil` if one is malformed.
    ///
    /// Segments past the table's capacity are read here, from the raw input.
    private static func remainder(
        from depth: Int, _ segments: UnsafeBufferPointer<PathSegment>, summary: PathSegmenter.Summary,
        input: UnsafeBufferPointer<UInt8>
    ) -> String? {
        var bytes: [UInt8] = []
        for segment in segments[depth...] {
            if !bytes.isEmpty { bytes.append(UInt8(ascii: "/")) }
            bytes += segment.bytes
        }
        guard summary.overflowed, let last = segments.last else { return String(decoding: bytes, as: UTF8.self) }
        let rest = last.rawEnd..<summary.pathEnd
        let complete = PathSegmenter.withSegments(
            of: UnsafeBufferPointer(rebasing: input[..<rest.upperBound]), host: nil, pathStart: rest.lowerBound,
            capacity: rest.count
        ) { more, _ -> Bool in
            for segment in more {
                guard !segment.isMalformed else { return false }
                bytes.append(UInt8(ascii: "/"))
                bytes += segment.bytes
            }
            return true
        }
        return complete ? String(decoding: bytes, as: UTF8.self) : nil
    }

    /// The query's bytes, after `?` and before `#`, if the path stopped at a `?`.
    private static func queryRange(in input: UnsafeBufferPointer<UInt8>, pathEnd: Int) -> Range<Int>? {
        guard pathEnd < input.count, input[pathEnd] == UInt8(ascii: "?") else { return nil }
        var end = pathEnd + 1
        while end < input.count, input[end] != UInt8(ascii: "#") { end += 1 }
        return end > pathEnd + 1 ? (pathEnd + 1)..<end : nil
    }

    /// The matched path as text: the host (for a custom scheme) and the path, without query or fragment.
    static func path(
        of input: UnsafeBufferPointer<UInt8>, host: Range<Int>?, pathStart: Int, summary: PathSegmenter.Summary,
        text: String
    ) -> String {
        if host == nil, pathStart == 0, summary.pathEnd == input.count, input.first == UInt8(ascii: "/") {
            return text
        }
        var path = ""
        if let host, !host.isEmpty { path = "/" + Self.text(input, host) }
        path += Self.text(input, pathStart..<summary.pathEnd)
        if path.first != "/" { path = "/" + path }
        return path
    }

    static func text(_ input: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: input[range]), as: UTF8.self)
    }
}
