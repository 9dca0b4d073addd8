import DeepLinks

// The reference tables as modules, for the `Mount` differential test and the `path` fuzz target.

extension ReferenceMatcher {
    /// The module's components: the reference's, under another type.
    enum M: String, DeepLinkPathComponent, CaseIterable {
        case s0, s1, s2, i0, i1, i2, e0, e1

        var capture: CaptureKind { P(rawValue: rawValue)?.capture ?? .string }
    }

    /// The table as modules.
    ///
    /// A `Mount` per first literal (in order of first appearance), and one at the root for the patterns that start
    /// with a parameter or are empty. Route `i` still answers `Intent(route: i, ...)`, and takes links from its
    /// spec's doors; parents are not mounted.
    static func mountedRoutes(_ table: [RouteSpec]) -> [Route<P, Intent>] {
        var groups: [(prefix: String?, routes: [Route<M, Intent>])] = []
        for (index, spec) in table.enumerated() {
            var segments = spec.segments
            var prefix: String?
            if case .literal(let text)? = segments.first {
                prefix = text
                segments.removeFirst()
            }
            let moduleSegments: [RoutePattern<M>.Segment] = segments.map { segment in
                switch segment {
                case .literal(let text): .literal(text)
                case .parameter(let component): .parameter(M(rawValue: component.rawValue) ?? .s0)
                }
            }
            let declines = spec.declines
            let declared = Route<M, Intent>(
                patterns: [RoutePattern(segments: moduleSegments)], name: "r\(index)", fileID: "Module",
                line: UInt(index)
            ) { params in
                var captures: [P: String] = [:]
                for (component, value) in params { captures[P(rawValue: component.rawValue) ?? .s0] = value }
                return declines ? nil : Intent(route: index, params: captures)
            }
            // The route's doors are declared inside its module; mounted, it keeps them.
            let route = spec.sources == .all ? declared : OpenedFrom(spec.sources) { declared }.routes[0]
            // NB: bytes, not `==`: String's `==` equates "é" and "e\u{301}", which the router tells apart.
            if let group = groups.firstIndex(where: {
                $0.prefix.map { Array($0.utf8) } == prefix.map { Array($0.utf8) }
            }) {
                groups[group].routes.append(route)
            } else {
                groups.append((prefix, [route]))
            }
        }
        return groups.flatMap { group in
            let prefix = RoutePattern<P>(segments: group.prefix.map { [.literal($0)] } ?? [])
            return Mount(prefix, group.routes) { $0 }.routes
        }
    }

    /// The flat table, each route named `r<index>` as in ``mountedRoutes(_:)``.
    static func namedRoutes(_ table: [RouteSpec]) -> [Route<P, Intent>] {
        makeRoutes(table).enumerated().map { $0.element.named("r\($0.offset)") }
    }
}
