#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension DeepLinkRouter {
    /// Matches a path (a relative reference: `/recipe/42`, optionally with `?query` and `#fragment`).
    ///
    /// Routes are tried from most to least specific; the first whose handler returns an intent wins.
    ///
    /// ```swift
    /// router.match(path: "/subscription/abc/3/edit")?.intent  // .editMenu("abc", .left(3))
    /// router.match(path: "/nope")                             // nil; resolve(path:) says why
    /// ```
    ///
    /// - Parameter path: The path; its text is read as given, without a scheme or host.
    /// - Returns: The matched link, or `nil`.
    /// - Complexity: O(*n*) in the path's length, independent of the number of routes.
    public func match(path: String) -> DeepLink<Intent>? {
        guard case .matched(let link) = select(path, url: nil, collectingDeclines: false) else { return nil }
        return link
    }

    /// Matches a URL: a custom-scheme link, a universal link, or a URL without a scheme (read as a path).
    ///
    /// For a custom scheme (anything but `http` and `https`) the host is the first segment:
    /// `myapp://recipe/42` matches `"recipe" / .recipeId`, as does `myapp:///recipe/42`. For
    /// `http` and `https` the host is not part of the path.
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
        guard case .matched(let link) = select(url.absoluteString, url: url, collectingDeclines: false) else {
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
    /// - Complexity: As ``match(_:)`` on a hit; a miss costs one more pass over the URL.
    public func resolve(_ url: URL) -> Result<DeepLink<Intent>, DeepLinkError> {
        result(of: select(url.absoluteString, url: url, collectingDeclines: true))
    }

    /// Matches a path and, on a miss, says why.
    ///
    /// ```swift
    /// router.resolve(path: "/recipe/%ZZ")  // .failure: Malformed percent-encoding in '/recipe/%ZZ': ...
    /// ```
    ///
    /// - Parameter path: The path.
    /// - Returns: The matched link, or the reason there is none.
    /// - Complexity: As ``match(path:)`` on a hit; a miss costs one more pass over the path.
    public func resolve(path: String) -> Result<DeepLink<Intent>, DeepLinkError> {
        result(of: select(path, url: nil, collectingDeclines: true))
    }

    private func result(of selection: Selection) -> Result<DeepLink<Intent>, DeepLinkError> {
        switch selection {
        case .matched(let link): .success(link)
        case .missed(let error): .failure(error)
        }
    }

    enum Selection {
        case matched(DeepLink<Intent>)
        /// Only filled in when `collectingDeclines` was set; otherwise a placeholder reason.
        case missed(DeepLinkError)
    }

    /// The one matching routine behind `match` and `resolve`.
    ///
    /// A hit pays for the segment table (on the stack), the captures' Strings, the dictionary and
    /// the handler. Finding a miss's reason happens only when `collectingDeclines` is set.
    func select(_ text: String, url: URL?, collectingDeclines: Bool) -> Selection {
        let original = text
        var text = text
        return text.withUTF8 { input in
            let anatomy = url == nil ? URLAnatomy(scheme: nil, host: nil, pathStart: 0) : URLAnatomy.parse(input)
            let host = anatomy.scheme != nil && !anatomy.isWebScheme(in: input) ? anatomy.host : nil
            return PathSegmenter.withSegments(
                of: input, host: host, pathStart: anatomy.pathStart, capacity: trie.maxDepth + 1
            ) { segments, summary in
                var declined: [Int32] = []
                var link: DeepLink<Intent>?
                if !summary.overflowed {
                    _ = trie.walk(segments) { terminal in
                        let entry = entries[Int(terminal)]
                        var parameters = [Component: String](minimumCapacity: entry.captures.count)
                        for slot in entry.captures {
                            parameters[slot.component] = segments[slot.depth].string
                        }
                        guard let intent = entry.handler(parameters) else {
                            if collectingDeclines { declined.append(terminal) }
                            return false
                        }
                        link = DeepLink(
                            url: url,
                            path: Self.path(of: input, host: host, anatomy: anatomy, summary: summary, text: original),
                            intent: intent, requiresAuthorization: entry.requiresAuthorization, pattern: entry.text)
                        return true
                    }
                }
                if let link { return .matched(link) }
                let path = Self.path(of: input, host: host, anatomy: anatomy, summary: summary, text: original)
                guard collectingDeclines else { return .missed(.noRoute(path)) }
                return .missed(reason(path: path, input: input, host: host, anatomy: anatomy, declined: declined))
            }
        }
    }

    /// The reason for a miss: a malformed escape anywhere in the path, else declining handlers, else no route.
    private func reason(
        path: String, input: UnsafeBufferPointer<UInt8>, host: Range<Int>?, anatomy: URLAnatomy, declined: [Int32]
    ) -> DeepLinkError {
        // A malformed segment can sit beyond the trie's depth, so split the whole path again.
        let malformed = PathSegmenter.withSegments(
            of: input, host: host, pathStart: anatomy.pathStart, capacity: input.count + 1
        ) { segments, _ -> DeepLinkError? in
            for segment in segments where segment.isMalformed {
                if let failure = PercentDecoding.failure(in: segment.bytes) {
                    return .malformed(path, segment: segment.string, failure: failure)
                }
            }
            return nil
        }
        if let malformed { return malformed }
        if !declined.isEmpty { return .declined(path, patterns: declined.map { entries[Int($0)].text }) }
        return .noRoute(path)
    }

    /// The matched path as text: the host (for a custom scheme) and the path, without query or fragment.
    private static func path(
        of input: UnsafeBufferPointer<UInt8>, host: Range<Int>?, anatomy: URLAnatomy, summary: PathSegmenter.Summary,
        text: String
    ) -> String {
        if host == nil, anatomy.pathStart == 0, summary.pathEnd == input.count, input.first == UInt8(ascii: "/") {
            return text
        }
        var path = ""
        if let host, !host.isEmpty {
            path = "/" + String(decoding: UnsafeBufferPointer(rebasing: input[host]), as: UTF8.self)
        }
        path += String(
            decoding: UnsafeBufferPointer(rebasing: input[anatomy.pathStart..<summary.pathEnd]), as: UTF8.self)
        if path.first != "/" { path = "/" + path }
        return path
    }
}
