/// How ``RouteTable/appleAppSiteAssociation(appIDs:)`` writes the components of ``RouteTable/appLinksComponents()``:
/// with a detail's `defaults` when every component shares a setting, and with substitution variables where several
/// components differ only by one literal segment, each kept only where it makes the file shorter.
///
/// Neither changes which links open the app: `defaults` gives each component the setting it would have written,
/// and the components of a variable are merged at the first one's place only when none of the components between
/// them may match a path that a later one matches.
struct AppLinksLayout {
    /// A component as the file writes it.
    struct Written {
        var path: String
        var query: [String: String]
        var isExcluded: Bool
        var isCaseSensitive: Bool
        var comment: String
        /// Whether it was merged into an earlier component of its variable, and is not written.
        ///
        /// Kept in place so that every group's indices hold after other merges.
        var isMergedAway = false
    }

    var components: [Written]
    /// The `substitutionVariables` of `applinks`, in the order they were made.
    var variables: [(name: String, values: [String])] = []
    /// Whether the detail's `defaults` says `"caseSensitive": false`, which the components then leave out.
    var isCaseInsensitiveByDefault = false

    init(_ components: [RouteTable.AppLinksComponent]) {
        self.components = components.map {
            Written(
                path: $0.path, query: $0.query, isExcluded: $0.isExcluded, isCaseSensitive: $0.isCaseSensitive,
                comment: $0.comment)
        }
    }

    /// The shortest file of the three ways: each of `defaults` and every substitution variable is kept only when
    /// the file is shorter with it.
    static func shortestFile(of components: [RouteTable.AppLinksComponent], appIDs: [String]) -> String {
        var layout = AppLinksLayout(components)
        var best = layout.file(appIDs: appIDs)
        if !components.isEmpty, components.allSatisfy({ !$0.isCaseSensitive }) {
            var candidate = layout
            candidate.isCaseInsensitiveByDefault = true
            let text = candidate.file(appIDs: appIDs)
            if text.utf8.count < best.utf8.count { (layout, best) = (candidate, text) }
        }
        for group in Self.groups(of: layout.components) {
            var candidate = layout
            candidate.merge(group)
            let text = candidate.file(appIDs: appIDs)
            if text.utf8.count < best.utf8.count { (layout, best) = (candidate, text) }
        }
        return best
    }

    /// Components that differ only by the literal segment at `segment`, by index, and the variable they would share.
    struct Group {
        var indices: [Int]
        var segment: Int
    }

    /// The groups of components that could share a variable, the largest first: the components of a group have the
    /// same query, exclusion and case sensitivity, and paths equal but for one literal segment; a component is in
    /// one group at most, and only where moving it up to the group's first component changes no decision.
    static func groups(of components: [Written]) -> [Group] {
        var buckets: [String: Group] = [:]
        for (index, component) in components.enumerated() {
            let segments = component.path.split(separator: "/", omittingEmptySubsequences: false)
            for position in segments.indices.dropFirst() where isPlainLiteral(segments[position]) {
                var others = segments.map(String.init)
                others[position] = "$"
                let query = component.query.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
                let key = [
                    String(position), others.joined(separator: "/"), query.joined(separator: "&"),
                    String(component.isExcluded), String(component.isCaseSensitive),
                ].joined(separator: "\u{0}")
                buckets[key, default: Group(indices: [], segment: position)].indices.append(index)
            }
        }
        let candidates = buckets.values.filter { $0.indices.count > 1 }.sorted {
            ($0.indices.count, $1.indices[0], $1.segment) > ($1.indices.count, $0.indices[0], $0.segment)
        }
        var used: Set<Int> = []
        var groups: [Group] = []
        for candidate in candidates {
            // Runs of the bucket, each at its first component: a component joins the first run it can move up to,
            // else starts one (`/docs/?*`, an exclusion, then `/recipe/?*` and `/order/?*`: two runs).
            var runs: [[Int]] = []
            for index in candidate.indices where !used.contains(index) {
                // Moved up to a run's first: it must not meet any component it would now pass.
                let run = runs.indices.first { run in
                    let first = runs[run][0]
                    let passed = (first + 1..<index).filter { !runs[run].contains($0) }
                    return passed.allSatisfy { !mayMeet(components[index], components[$0]) }
                }
                if let run { runs[run].append(index) } else { runs.append([index]) }
            }
            for run in runs where run.count > 1 {
                used.formUnion(run)
                groups.append(Group(indices: run, segment: candidate.segment))
            }
        }
        return groups.sorted { $0.indices[0] < $1.indices[0] }
    }

    /// A segment a variable may stand for: a literal with no wildcard and nothing a variable is written with.
    private static func isPlainLiteral(_ segment: Substring) -> Bool {
        !segment.isEmpty && !segment.contains { "*?$()".contains($0) }
    }

    /// Whether some path matches both components' `"/"` patterns.
    private static func mayMeet(_ lhs: Written, _ rhs: Written) -> Bool {
        AppLinksCandidate.intersect(
            tokens(lhs.path), tokens(rhs.path), caseInsensitive: !lhs.isCaseSensitive || !rhs.isCaseSensitive)
    }

    private static func tokens(_ glob: String) -> [AppLinksCandidate.Token] {
        glob.utf8.map { byte in
            switch byte {
            case UInt8(ascii: "*"): .anyRun
            case UInt8(ascii: "?"): .anyOne
            default: .byte(byte)
            }
        }
    }

    /// Merges a group's components, at the first one's place, into one whose segment is a new variable.
    ///
    /// Groups are disjoint and each moves its components up only past components none of them meets, so any two
    /// components that may match the same path keep their order, whatever other groups are merged.
    mutating func merge(_ group: Group) {
        let name = "segment\(variables.count + 1)"
        var values: [String] = []
        var comments: [String] = []
        var first: Int?
        for index in group.indices {
            let segments = components[index].path.split(separator: "/", omittingEmptySubsequences: false)
            values.append(String(segments[group.segment]))
            comments.append(components[index].comment)
            if first == nil {
                first = index
                var merged = segments.map(String.init)
                merged[group.segment] = "$(\(name))"
                components[index].path = merged.joined(separator: "/")
            } else {
                components[index].isMergedAway = true
            }
        }
        guard let first else { return }
        components[first].comment = comments.joined(separator: "; ")
        variables.append((name, values))
    }

    /// The file's JSON text.
    func file(appIDs: [String]) -> String {
        let written = components.filter { !$0.isMergedAway }.map { component in
            var members: [(String, JSONText.Value)] = [("/", .string(component.path))]
            if !component.query.isEmpty {
                members.append(
                    ("?", .object(component.query.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })))
            }
            if component.isExcluded { members.append(("exclude", .bool(true))) }
            if !component.isCaseSensitive && !isCaseInsensitiveByDefault {
                members.append(("caseSensitive", .bool(false)))
            }
            members.append(("comment", .string(component.comment)))
            return JSONText.Value.object(members)
        }
        var detail: [(String, JSONText.Value)] = [("appIDs", .array(appIDs.map(JSONText.Value.string)))]
        if isCaseInsensitiveByDefault { detail.append(("defaults", .object([("caseSensitive", .bool(false))]))) }
        detail.append(("components", .array(written)))
        var applinks: [(String, JSONText.Value)] = [("details", .array([.object(detail)]))]
        if !variables.isEmpty {
            let values = variables.map { ($0.name, JSONText.Value.array($0.values.map(JSONText.Value.string))) }
            applinks.append(("substitutionVariables", .object(values)))
        }
        return JSONText.write(.object([("applinks", .object(applinks))])) + "\n"
    }
}
