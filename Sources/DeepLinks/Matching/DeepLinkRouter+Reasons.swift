extension DeepLinkRouter {
    /// The reason for a miss; only computed when asked for, so a hit never pays for it.
    ///
    /// In order: the link was refused before any route (scheme, host); a malformed escape anywhere in the
    /// path; else the first refusal of a route whose pattern matched (a query problem; or, when routes
    /// declined, all the routes that declined); else no route, naming the closest one (a route that refused
    /// the link's source, or the pattern that matched the longest prefix; see `closest(to:)`).
    ///
    /// - Complexity: O(*r* · *k*) for *r* patterns of at most *k* segments.
    @usableFromInline
    func _reason(
        text: String, input: UnsafeBufferPointer<UInt8>, info: LinkInfo, refusals: [(terminal: Int32, refusal: RouteRefusal)]
    ) -> DeepLinkError {
        switch info.rejection {
        case .missingHost?:
            return .invalidURL(text, detail: "a universal link needs a host")
        case .unsupportedHost(let host)?:
            return .unsupportedHost(text, host: LinkText.text(input, host), accepted: trie.filter.hostNames ?? [])
        case .unsupportedScheme(let scheme)?:
            return .unsupportedScheme(
                text, scheme: LinkText.text(input, scheme), accepted: trie.filter.schemeNames ?? [])
        case nil:
            break
        }
        let path = LinkText.path(of: input, info: info, text: text)
        let source = info.source
        // One segment more than any pattern has: enough to name the closest route and say where the link left
        // it. Malformed escapes further on are found by streaming over the rest, so a hostile link of any length
        // costs no memory in proportion to its length.
        return PathSegmenter.withSegments(
            of: input, host: info.host, pathStart: info.pathStart, capacity: trie.maxDepth + 2
        ) {
            segments, summary in
            for segment in segments where segment.isMalformed {
                if let failure = PercentDecoding.failure(in: segment.bytes) {
                    return .malformed(path, segment: segment.string, failure: failure)
                }
            }
            if summary.overflowed, let last = segments.last {
                var malformed: DeepLinkError?
                _ = PathSegmenter.forEachRawSegment(in: input, last.rawEnd..<summary.pathEnd) { raw in
                    guard let failure = PercentDecoding.failure(in: raw) else { return true }
                    malformed = .malformed(path, segment: LinkText.text(raw), failure: failure)
                    return false
                }
                if let malformed { return malformed }
            }
            if let first = refusals.first(where: { if case .source = $0.refusal { false } else { true } }) {
                let entry = entries[Int(first.terminal)]
                switch first.refusal {
                case .missingQuery(let component):
                    return .missingQueryParameter(path, name: component.rawValue, pattern: entry.text)
                case .invalidQuery(let component, let value):
                    return .invalidParameter(
                        path, name: component.rawValue, value: value, expected: component.capture, pattern: entry.text)
                case .malformedQuery(let raw):
                    return .malformedQueryItem(path, item: raw)
                case .declined, .source, .malformedRemainder:
                    let declined = refusals.compactMap { item -> String? in
                        guard case .declined = item.refusal else { return nil }
                        return entries[Int(item.terminal)].text
                    }
                    if !declined.isEmpty { return .declined(path, patterns: declined) }
                }
            }
            if let refused = refusals.first {
                let entry = entries[Int(refused.terminal)]
                return .noRoute(
                    path, closest: entry.text, detail: "it accepts \(entry.sources), and this is a \(source)")
            }
            guard let (entry, prefix) = closest(to: segments) else { return .noRoute(path) }
            return .noRoute(path, closest: entry.text, detail: explain(entry.pattern, segments, at: prefix))
        }
    }

    /// The pattern closest to `segments`: the one that accepts the longest prefix (at least one segment).
    ///
    /// Ties go to a pattern as long as the link, then to the one whose literals match the most segments
    /// at their positions (`/a/:id/edit` is closer to `/a/x/y/edit` than `/a/:id/swap/:m`), then to the one
    /// declared first.
    private func closest(to segments: UnsafeBufferPointer<PathSegment>) -> (Entry, Int)? {
        var best: (entry: Entry, score: (Int, Int, Int))?
        for entry in entries {
            let prefix = acceptedPrefix(of: entry.pattern, segments)
            guard prefix > 0 else { continue }
            let sameLength = entry.pattern.segments.count == segments.count ? 1 : 0
            let literals = zip(entry.pattern.segments, segments).filter { segment, text in
                if case .literal = segment { return accepts(segment, text) }
                return false
            }.count
            let score = (prefix, sameLength, literals)
            if best.map({ score > $0.score }) ?? true { best = (entry, score) }
        }
        return best.map { ($0.entry, $0.score.0) }
    }

    private func acceptedPrefix(
        of pattern: RoutePattern<Component>, _ segments: UnsafeBufferPointer<PathSegment>
    )
        -> Int
    {
        var count = 0
        for (segment, text) in zip(pattern.segments, segments) {
            guard accepts(segment, text) else { return count }
            if case .parameter(let component) = segment, component.capture == .remainder { return segments.count }
            count += 1
        }
        return count
    }

    private func accepts(_ segment: RoutePattern<Component>.Segment, _ text: PathSegment) -> Bool {
        switch segment {
        case .literal(let literal):
            let folding = options.contains(.caseInsensitiveLiterals) || text.isHost
            let bytes = Array(literal.utf8)
            return bytes.count == text.count
                && zip(bytes, text.bytes).allSatisfy {
                    folding ? ASCII.lowercased($0) == ASCII.lowercased($1) : $0 == $1
                }
        case .parameter(let component):
            return component.capture.accepts(text.bytes)
        }
    }

    /// Says where `pattern` stops accepting `segments`: at position `prefix`.
    private func explain(
        _ pattern: RoutePattern<Component>, _ segments: UnsafeBufferPointer<PathSegment>, at prefix: Int
    ) -> String {
        guard prefix < pattern.segments.count else {
            return "the link goes on with '\(segments[prefix].string)'"
        }
        let expected = pattern.segments[prefix]
        guard prefix < segments.count else {
            return "the link ends before '\(RoutePattern(normalized: [expected]).description.dropFirst())'"
        }
        let got = segments[prefix].string
        switch expected {
        case .literal(let literal):
            return "expects '\(literal)', got '\(got)'"
        case .parameter(let component):
            return "\(component.rawValue) expects \(DeepLinkError.article(component.capture)), got '\(got)'"
        }
    }
}
