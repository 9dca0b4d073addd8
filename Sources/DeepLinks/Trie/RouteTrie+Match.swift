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
    ///   - skipped: A terminal not to offer (`matchOfferingFirst` has offered it), or `noTerminal`.
    ///   - visit: Called with each matching terminal, the segments and what is known of the link.
    /// - Returns: What is known of the link; `rejection` is set when it was refused before any route (a link longer
    ///   than `maxLinkLength` is refused before a byte of it is read).
    /// - Complexity: O(*n*) in the length of `input`, plus the trie walk: MatchingRules, "Cost", gives the bound.
    @usableFromInline
    func match(
        _ input: UnsafeBufferPointer<UInt8>, isURL: Bool, skipping skipped: Int32 = RouteTrie.noTerminal,
        _ visit: (Int32, UnsafeBufferPointer<PathSegment>, LinkInfo) -> Bool
    ) -> LinkInfo {
        var skipped = skipped
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
                    // The terminal `matchOfferingFirst` offered (the walk offers each terminal at most once).
                    if terminal == skipped {
                        skipped = Node.none
                        // Offered once, by `offerFirst`: the walk's count of it is taken back.
                        MatchStep.count(.offer, -1)
                        return false
                    }
                    return visit(terminal, read, info)
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

    /// `match(_:isURL:skipping:_:)` for a full match: a path the descent reads is offered its first terminal with the
    /// segments the descent read (``offerFirst(_:handing:_:)``), not split again; only when that route passes the link
    /// on does the walk that splits it go on, past that terminal, so that no route is offered the link twice.
    ///
    /// `handing` says how many segments a terminal's route is handed (``offerFirst(_:handing:_:)``). Without
    /// `missInfo`, a path the descent finds no route for is not walked again: what is known of the link is then not
    /// worked out (a match that gives no reason for a miss does not read it).
    @usableFromInline
    func matchOfferingFirst(
        _ input: UnsafeBufferPointer<UInt8>, isURL: Bool, handing: (Int32) -> Int, missInfo: Bool,
        _ visit: (Int32, UnsafeBufferPointer<PathSegment>, LinkInfo) -> Bool
    ) -> LinkInfo {
        guard !isURL, let first = offerFirst(input, handing: handing, visit) else {
            return match(input, isURL: isURL, visit)
        }
        if first.accepted || first.terminal == Node.none && !missInfo { return first.info }
        return match(input, isURL: false, skipping: first.terminal, visit)
    }

    /// `handing`'s answer for a pattern that ends in a remainder: it is handed every segment of the path.
    @usableFromInline static let handsAll = -1

    /// Offers a path its first terminal as `match` would, found by the descent: `visit` is given the segments and
    /// what is known of the link, as `match` gives them, from what the descent read, without splitting the path again.
    ///
    /// `handing` says how many segments the terminal's route is handed: its pattern's segment count, or `handsAll` for
    /// one that ends in a remainder.
    ///
    /// - Returns: The terminal offered (`Node.none` when the path selects none), whether `visit` accepted it, and
    ///   what is known of the link; `nil`, with nothing offered, when the walk that splits and decodes must decide:
    ///   the path holds a byte the descent does not read (``firstOffer(_:count:)``), is longer than `maxLinkLength`,
    ///   or selects a remainder's route (which takes the segments past the table too).
    @inline(__always)
    func offerFirst(
        _ input: UnsafeBufferPointer<UInt8>, handing: (Int32) -> Int,
        _ visit: (Int32, UnsafeBufferPointer<PathSegment>, LinkInfo) -> Bool
    ) -> (terminal: Int32, accepted: Bool, info: LinkInfo)? {
        guard input.count <= maxLinkLength, let base = input.baseAddress else { return nil }
        // The look-ups count the terminal they find as offered, or not: one offer is counted for the one made.
        let offers = MatchStep.offer.counted
        var info = LinkInfo(
            source: .path, host: nil, pathStart: 0, pathEnd: input.count, overflowed: false, query: nil, rejection: nil)
        // A link equal to a path of literals is that path, with no query; its route reads no segment.
        let whole = staticPathTerminal(base, count: input.count)
        if whole != Node.none {
            MatchStep.count(.linkByte, input.count)
            MatchStep.count(.offer, offers &+ 1 &- MatchStep.offer.counted)
            return (whole, visit(whole, UnsafeBufferPointer(start: nil, count: 0), info), info)
        }
        // NB: a buffer of fixed size on the stack (see `withReadPath`); a deeper table's paths take `match`'s walk.
        guard maxDepth < Self.fixedReadCapacity else { return nil }
        return withUnsafeTemporaryAllocation(of: ReadSegment.self, capacity: Self.fixedReadCapacity) { buffer in
            guard let read = buffer.baseAddress,
                let terminal = firstOffer(base, count: input.count, keepingIn: read, maxDepth &+ 1)
            else { return nil }
            guard terminal != Node.none else { return (terminal, false, info) }
            let count = handing(terminal)
            // The path's end: after its last segment, only `/`s up to a `?`, a `#` or the end of the text.
            var end = count > 0 ? read[count &- 1].end : 0
            while end < input.count, base[end] == UInt8(ascii: "/") { end &+= 1 }
            // A remainder's route takes the segments past the table too: `match` splits the path for it.
            guard count != Self.handsAll, count <= maxDepth,
                end == input.count || base[end] == UInt8(ascii: "?") || base[end] == UInt8(ascii: "#")
            else {
                MatchStep.count(.offer, offers &- MatchStep.offer.counted)
                return nil
            }
            MatchStep.count(.offer, offers &+ 1 &- MatchStep.offer.counted)
            info.pathEnd = end
            info.query = Self.queryRange(in: input, pathEnd: end)
            return withUnsafeTemporaryAllocation(of: PathSegment.self, capacity: Self.fixedReadCapacity) { segments in
                guard let first = segments.baseAddress else { return nil }
                for position in 0..<count {
                    let segment = read[position]
                    (first + position).initialize(
                        to: PathSegment(
                            base: base + segment.start, count: segment.end &- segment.start, rawEnd: segment.end,
                            isHost: false, isMalformed: false))
                }
                return (terminal, visit(terminal, UnsafeBufferPointer(start: first, count: count), info), info)
            }
        }
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
