extension RouteTrie {
    /// The non-generic core of matching: reads the link's anatomy, checks its scheme and host, splits and
    /// decodes its segments, and walks the trie, calling `visit` for each matching terminal in precedence
    /// order until it returns `true`.
    ///
    /// Generic code (handlers, dictionaries, intents) lives in `visit`, which the caller's module
    /// specializes; this function allocates nothing for paths whose segments need no decoding scratch
    /// larger than the stack gives.
    ///
    /// - Parameters:
    ///   - input: The link's UTF-8.
    ///   - isURL: Read a scheme and authority first (and check them against `filter`); otherwise `input` is a path.
    ///     A URL without a scheme is refused: text from outside never passes for the app's own path.
    ///   - visit: Called with each matching terminal, the segments and what is known of the link.
    /// - Returns: What is known of the link; `rejection` is set when it was refused before any route (a link longer
    ///   than `maxLinkLength` is refused before a byte of it is read).
    /// - Complexity: O(*n*) in the length of `input`, plus the trie walk: MatchingRules, "Cost", gives the bound.
    @usableFromInline
    func match(
        _ input: UnsafeBufferPointer<UInt8>, isURL: Bool,
        _ visit: (Int32, UnsafeBufferPointer<PathSegment>, LinkInfo) -> Bool
    ) -> LinkInfo {
        var info = LinkInfo(
            source: .path, host: nil, pathStart: 0, pathEnd: input.count, overflowed: false, query: nil, rejection: nil)
        guard input.count <= maxLinkLength else {
            info.rejection = .tooLong
            return info
        }
        MatchStep.count(.linkByte, input.count)
        if isURL {
            let anatomy = URLAnatomy.parse(input)
            info.pathStart = anatomy.pathStart
            if let scheme = anatomy.scheme {
                let schemeBytes = UnsafeBufferPointer(rebasing: input[scheme])
                info.source = LinkSource(scheme: schemeBytes)
                if info.source == .universalLink {
                    guard let host = anatomy.host, !host.isEmpty else {
                        info.rejection = .missingHost
                        return info
                    }
                    guard filter.accepts(host: UnsafeBufferPointer(rebasing: input[host])) else {
                        info.rejection = .unsupportedHost(host)
                        return info
                    }
                } else {
                    guard filter.accepts(scheme: schemeBytes) else {
                        info.rejection = .unsupportedScheme(scheme)
                        return info
                    }
                    info.host = anatomy.host
                }
            } else {
                info.rejection = .missingScheme
                return info
            }
        }
        // NB: unretained: `self` outlives this call, and a closure that captured it strongly (or `unowned(unsafe)`)
        // retained and released it around the segments' allocation and the walk (callgrind: ~60 instructions a lookup).
        let trie = Unmanaged.passUnretained(self)
        let hasRemainder = self.hasRemainder
        return PathSegmenter.withSegments(
            of: input, host: info.host, pathStart: info.pathStart, capacity: maxDepth + 1
        ) { segments, summary in
            info.pathEnd = summary.pathEnd
            info.overflowed = summary.overflowed
            info.query = Self.queryRange(in: input, pathEnd: summary.pathEnd)
            // A remainder takes the segments past the table too: they must decode, or the walk would select a
            // route whose value cannot be built. Read once, only for links that long.
            let restIsWellFormed =
                !summary.overflowed || !hasRemainder || Self.decodes(input, after: segments, upTo: summary.pathEnd)
            let read = UnsafeBufferPointer(segments)
            _ = trie._withUnsafeGuaranteedRef { trie in
                trie.walk(segments, overflowed: summary.overflowed, restIsWellFormed: restIsWellFormed) { terminal in
                    visit(terminal, read, info)
                }
            }
            return info
        }
    }

    /// The route selection's walk: the terminals `match` would offer, without the segments, for routes chosen without
    /// their handlers.
    ///
    /// A path goes through the byte walk (``byteWalk(_:count:_:)``) unless it holds a byte that walk does not read;
    /// every other link through `match`'s walk. `visit` is given where the link's path ends (its query, if any,
    /// starts after it: `queryRange(in:pathEnd:)`) and the door its bytes give.
    ///
    /// - Parameters:
    ///   - input: The link's UTF-8.
    ///   - isURL: Read a scheme and authority first, as `match` does.
    ///   - visit: Called with each matching terminal, where the path ends and the link's source, until it returns
    ///     `true`.
    @usableFromInline
    func select(_ input: UnsafeBufferPointer<UInt8>, isURL: Bool, _ visit: (Int32, Int, LinkSource) -> Bool) {
        guard input.count <= maxLinkLength else { return }
        if !isURL, let base = input.baseAddress,
            byteWalk(base, count: input.count, { terminal, path in visit(terminal, path.end, .path) })
        {
            return
        }
        _ = match(input, isURL: isURL) { terminal, _, info in visit(terminal, info.pathEnd, info.source) }
    }

    /// The first terminal `select(_:isURL:_:)` offers, or `noTerminal`: the selection of a router whose routes require no
    /// query item, asked for no door, which takes the first route the walk offers.
    ///
    /// A path is read by the descent (``firstOffer(_:count:)``), which hands over to the byte walk at the first node
    /// with a later branch; a path it does not read, and a URL, by `match`'s walk.
    ///
    /// NB: its own entry point, with no closure between it and the walks (callgrind: about 50 instructions of 915 a
    /// selection on github-api).
    @usableFromInline
    func firstTerminal(_ input: UnsafeBufferPointer<UInt8>, isURL: Bool) -> Int32 {
        guard input.count <= maxLinkLength else { return Node.none }
        if !isURL, let base = input.baseAddress {
            // A path of literals only is one look-up, before the path is read: a link equal to such a path's text holds
            // no `?`, `#`, `%` nor any byte the descent does not read, so it splits into those very literals.
            let whole = staticPathTerminal(base, count: input.count)
            if whole != Node.none { return whole }
            if let first = firstOffer(base, count: input.count) { return first }
        }
        var selected = Node.none
        _ = match(input, isURL: isURL) { terminal, _, _ in
            selected = terminal
            return true
        }
        return selected
    }

    /// Whether every segment after the last of `segments`, up to `end`, percent-decodes.
    ///
    /// NB: not inlined, so that the common path (no overflow) keeps the walk's closure small.
    @inline(never)
    private static func decodes(
        _ input: UnsafeBufferPointer<UInt8>, after segments: UnsafeMutableBufferPointer<PathSegment>, upTo end: Int
    ) -> Bool {
        guard let last = segments.last else { return true }
        MatchStep.count(.linkByte, end - last.rawEnd)
        return PathSegmenter.forEachRawSegment(in: input, last.rawEnd..<end) { PercentDecoding.failure(in: $0) == nil }
    }

    /// The query's bytes, after `?` and before `#`, if the path stopped at a `?` and the query is not empty.
    @usableFromInline
    static func queryRange(in input: UnsafeBufferPointer<UInt8>, pathEnd: Int) -> Range<Int>? {
        guard pathEnd < input.count, input[pathEnd] == UInt8(ascii: "?") else { return nil }
        var end = pathEnd + 1
        while end < input.count, input[end] != UInt8(ascii: "#") { end += 1 }
        return end > pathEnd + 1 ? (pathEnd + 1)..<end : nil
    }
}
