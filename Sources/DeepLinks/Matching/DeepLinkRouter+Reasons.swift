extension DeepLinkRouter {
    /// The reason for a miss; only computed when asked for, so a hit never pays for it.
    ///
    /// In order: the link was refused before any route (too long, no scheme, scheme, host); a handler threw; a malformed
    /// escape anywhere in the path; else the first refusal of a route whose pattern matched (a query problem;
    /// or, when routes declined, all the routes that declined); else no route, naming the closest one (a route
    /// that refused the link's source, or the pattern that accepts the longest prefix; see `closest(to:)`).
    ///
    /// - Complexity: O(*n*) in the link's length, plus O(*v* + *r* · *k*) to name the closest route: the trie
    ///   nodes the link reaches, and a walk up from each of the *r* patterns' ends (*k* segments at most).
    @usableFromInline
    func _reason(
        text: String, input: UnsafeBufferPointer<UInt8>, info: LinkInfo, failure: (terminal: Int32, error: any Error)?,
        refusals: [(terminal: Int32, refusal: RouteRefusal)], trust: LinkTrust?
    ) -> DeepLinkError {
        switch info.rejection {
        case .tooLong?:
            return .linkTooLong(text, bytes: input.count, limit: trie.maxLinkLength)
        case .missingScheme?:
            return .invalidURL(
                text, detail: "it has no scheme; give the app's own paths as .path(_:)")
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
        if let failure { return handlerFailure(failure.error, of: Int(failure.terminal), path: path) }
        let source = info.source
        MatchStep.count(.linkByte, input.count)
        // One segment more than any pattern has: enough to name the closest route and say where the link left
        // it. Malformed escapes further on are found by streaming over the rest, so a hostile link of any length
        // costs no memory in proportion to its length.
        return PathSegmenter.withSegments(
            of: input, host: info.host, pathStart: info.pathStart, capacity: trie.maxDepth + 2
        ) { segments, summary in
            for segment in segments where segment.isMalformed {
                if let failure = PercentDecoding.failure(in: segment.bytes) {
                    return .malformed(path, segment: segment.string, failure: failure)
                }
            }
            if summary.overflowed, let last = segments.last {
                var malformed: DeepLinkError?
                _ = PathSegmenter.forEachRawSegment(in: input, last.rawEnd..<summary.pathEnd) { raw in
                    guard let failure = PercentDecoding.failure(in: raw) else { return true }
                    malformed = .malformed(path, segment: LinkText.string(copying: raw), failure: failure)
                    return false
                }
                if let malformed { return malformed }
            }
            if let first = refusals.first(where: { if case .source = $0.refusal { false } else { true } }) {
                let pattern = patternTexts[Int(first.terminal)]
                switch first.refusal {
                case .missingQuery(let name):
                    return .missingQueryParameter(path, name: name, pattern: pattern)
                case .invalidQuery(let name, let capture, let value), .invalidCapture(let name, let capture, let value):
                    return .invalidParameter(path, name: name, value: value, expected: capture, pattern: pattern)
                case .invalidRepeatedQuery(let name, let capture, let value):
                    return .invalidRepeatedQueryItem(
                        path, name: name, value: value, expected: capture, pattern: pattern)
                case .malformedQuery(let item):
                    let failure = QueryItems.failure(in: input, item: item) ?? .invalidUTF8
                    return .malformedQueryItem(path, item: LinkText.text(input, item), failure: failure)
                case .declined, .source, .malformedRemainder:
                    let declined = refusals.compactMap { item -> String? in
                        guard case .declined = item.refusal else { return nil }
                        return patternTexts[Int(item.terminal)]
                    }
                    if !declined.isEmpty { return .declined(path, patterns: declined) }
                }
            }
            if let refused = refusals.first {
                return .noRoute(
                    path, closest: patternTexts[Int(refused.terminal)],
                    detail: "it accepts \(entries[Int(refused.terminal)].sources), and this is a \(source)"
                        + (source.isInApp && trust?.isFromApp == false ? " the app does not vouch for" : ""))
            }
            guard let (index, prefix) = closest(to: segments) else { return .noRoute(path) }
            return .noRoute(
                path, closest: patternTexts[index],
                detail: explain(Array(slots(of: index)), UnsafeBufferPointer(segments), at: prefix, path: path))
        }
    }

    /// The reason for a handler that threw through entry `index`: which parameter it could not read, and what the
    /// route gives.
    func handlerFailure(_ error: any Error, of index: Int, path: String) -> DeepLinkError {
        let entry = entries[index]
        guard let parameterError = error as? DeepLinkParameterError else {
            return .handlerFailed(path, pattern: patternTexts[index], detail: "\(error)", parameter: nil)
        }
        // What the route gives, said after the error in both of its forms.
        var gives = ""
        if parameterError.isMissing {
            let form = self.form(routeAt: entry.routeIndex)
            let given = form.parameterNames(ofPattern: entry.patternIndex) + form.requiredQuery.map(\.name)
            gives = given.isEmpty ? "; the route gives no parameter" : "; the route gives \(list(given))"
            let optional = form.optionalQuery.map(\.name)
            if !optional.isEmpty {
                gives += ", and \(list(optional)) when the link carries them"
            }
        }
        return .handlerFailed(
            path, pattern: patternTexts[index], detail: parameterError.description + gives,
            unredactedDetail: parameterError.unredactedDescription + gives, parameter: parameterError.parameter)
    }

    /// Entry `index`'s pattern, prefixes included.
    private func slots(of index: Int) -> ArraySlice<PatternSlot> {
        slots(routeAt: entries[index].routeIndex, patternIndex: entries[index].patternIndex)
    }

    private func list(_ names: [String]) -> String {
        names.joined(separator: ", ")
    }

    /// The pattern closest to `segments`: the one that accepts the longest prefix (at least one segment).
    ///
    /// Ties go to a pattern as long as the link, then to the one whose literals match the most segments
    /// at their positions, then to the one declared first. How far each pattern accepts the link comes from the
    /// trie (``RouteTrie/reachedDepths(_:)``), so no pattern is compared with the link segment by segment.
    private func closest(to segments: UnsafeMutableBufferPointer<PathSegment>) -> (index: Int, prefix: Int)? {
        let depths = trie.reachedDepths(segments)
        var best: (index: Int, prefix: Int, sameLength: Bool)?
        var tied: [Int] = []
        for index in entries.indices {
            let prefix = trie.acceptedPrefix(
                endingAt: entries[index].node, isRemainder: entries[index].hasRemainder, depths: depths,
                segmentCount: segments.count)
            guard prefix > 0 else { continue }
            let sameLength = entries[index].segmentCount == segments.count
            guard let current = best else {
                best = (index, prefix, sameLength)
                tied = [index]
                continue
            }
            if (prefix, sameLength ? 1 : 0) > (current.prefix, current.sameLength ? 1 : 0) {
                best = (index, prefix, sameLength)
                tied = [index]
            } else if prefix == current.prefix, sameLength == current.sameLength {
                tied.append(index)
            }
        }
        guard let best else { return nil }
        // Among the tied, the most literals matching at their positions; the first declared on a tie.
        var winner = best.index
        var most = -1
        for index in tied {
            let literals = matchingLiterals(of: index, UnsafeBufferPointer(segments))
            if literals > most {
                winner = index
                most = literals
            }
        }
        return (winner, best.prefix)
    }

    /// How many of entry `index`'s literals equal the link's segment at their position, by the trie's comparator.
    private func matchingLiterals(of index: Int, _ segments: UnsafeBufferPointer<PathSegment>) -> Int {
        var count = 0
        for (segment, text) in zip(slots(of: index), segments) where !text.isMalformed {
            guard case .literal(var literal) = segment else { continue }
            if literal.withUTF8({ trie.literal($0, matches: text) }) { count += 1 }
        }
        return count
    }

    /// Says where `pattern` stops accepting `segments`: at position `prefix`.
    ///
    /// A segment it quotes that starts where what would be user-info in `path` does (right after a `//`) shows that
    /// part as `<redacted>@` (``LogText/segment(_:in:)``).
    private func explain(
        _ pattern: [PatternSlot], _ segments: UnsafeBufferPointer<PathSegment>, at prefix: Int, path: String
    ) -> String {
        guard prefix < pattern.count else {
            guard prefix < segments.count else { return "its path matches, but its route did not take the link" }
            return "the link goes on with '\(LogText.segment(segments[prefix].string, in: path))'"
        }
        let expected = pattern[prefix]
        guard prefix < segments.count else {
            return "the link ends before '\(PatternSlot.description(of: [expected]).dropFirst())'"
        }
        let got = LogText.segment(segments[prefix].string, in: path)
        switch expected {
        case .literal(let literal):
            return "expects '\(literal)', got '\(got)'"
        case .parameter(let name, let capture):
            return "\(name) expects \(DeepLinkError.article(capture)), got '\(got)'"
        }
    }
}
