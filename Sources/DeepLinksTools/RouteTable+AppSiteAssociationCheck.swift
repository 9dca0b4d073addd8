import DeepLinks

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension RouteTable {
    /// What ``RouteTable/checkAppleAppSiteAssociation(_:appID:)`` found in a deployed `apple-app-site-association`
    /// file: one finding per problem, in the order malformed entries, unreachable components, components that open
    /// links no route takes, routes whose links do not open the app.
    ///
    /// ```swift
    /// let check = router.routeTable.checkAppleAppSiteAssociation(data, appID: "ABCDE12345.com.bestrecipes.app")
    /// for finding in check.findings where finding.kind == .routeNotOpened {
    ///     print(finding)
    /// }
    /// // Route 'recipe' (/recipe/:recipeId, RecipeApp/Routes.swift:12): /recipe/42 does not open the app: no
    /// // component matches it.
    /// ```
    public struct AppSiteAssociationCheck: Hashable, Sendable, CustomStringConvertible {
        /// One problem of the file, with a message that names the route or the component (by its place in the
        /// file, `details[0].components[3]`, and its `"/"` pattern).
        ///
        /// ```swift
        /// finding.kind         // .unreachableComponent
        /// finding.description  // "details[0].components[1] (/recipe/new) is unreachable: …"
        /// ```
        public struct Finding: Hashable, Sendable, CustomStringConvertible {
            /// The kinds of findings, to compare with or switch over.
            ///
            /// A struct with static members rather than an enum, so that later releases can add kinds without
            /// breaking your `switch` statements: give them a `default:` case.
            ///
            /// ```swift
            /// let routesLeftOut = check.findings.filter { $0.kind == .routeNotOpened }
            /// ```
            public struct Kind: Hashable, Sendable, CustomStringConvertible {
                private let name: String

                private init(_ name: String) {
                    self.name = name
                }

                /// The file, a detail or a component is not in Apple's format (not JSON, a missing key, a value of
                /// the wrong type, an unknown key, a malformed app ID), or no detail lists the app ID; a malformed
                /// component is left out of the other checks.
                public static let malformed = Kind("malformed")
                /// A route that accepts links from the web does not open the app.
                ///
                /// An example link that no component matches, or that an exclusion matches first; and once, before
                /// those, the app's detail when it has no component that opens the app (none, or only exclusions).
                public static let routeNotOpened = Kind("routeNotOpened")
                /// A component that opens the app has a `"/"` pattern that matches no path of a route that accepts
                /// links from the web: the links it opens reach the app, which takes none of them.
                public static let opensLinksNoRouteTakes = Kind("opensLinksNoRouteTakes")
                /// A component comes after one that matches every link it matches, so that it never decides.
                public static let unreachableComponent = Kind("unreachableComponent")
                /// The file is well formed, but no detail lists the app ID: it lists only other apps' IDs, so it opens
                /// none of this app's links (a file deployed for another app, or the app ID mistyped).
                public static let writtenForAnotherApp = Kind("writtenForAnotherApp")
                /// The app's detail is in the legacy form (`"appID"` and `"paths"`, without `"components"`), which
                /// Apple documents for iOS 12 and earlier; the check reads only `components`, so its links are not
                /// checked.
                public static let legacyFormat = Kind("legacyFormat")
                /// The file uses substitution variables (`$(name)`) it does not define (Apple's own among them), or
                /// that expand a component to too many, which the check does not expand: its verdicts on the
                /// components that use them may be wrong.
                public static let notChecked = Kind("notChecked")

                /// The kind's name, as written in code: `routeNotOpened`.
                public var description: String { name }
            }

            /// What kind of problem it is.
            public let kind: Kind
            /// What is wrong, naming the route or the component.
            public let message: String

            /// The message.
            public var description: String { message }
        }

        /// The app whose links were checked: the one asked for, else the first of the file's first detail; `nil`
        /// when the file lists none.
        public let appID: String?
        /// The problems, in the order of ``Finding/Kind``'s documentation; empty when the file is right.
        public let findings: [Finding]

        /// Whether the check found nothing wrong.
        public var isClean: Bool { findings.isEmpty }

        /// One line per finding, or a line saying that none was found.
        public var description: String {
            guard !findings.isEmpty else { return "No problems: the file opens every route's example link.\n" }
            return findings.map { $0.message + "\n" }.joined()
        }
    }

    /// Checks a deployed `apple-app-site-association` file against the routes: what it gets wrong for the app's
    /// universal links.
    ///
    /// The file is read as Apple documents `applinks` (iOS 13 and later: `details` with `appIDs` and `components`,
    /// and `defaults`), and never traps on what it finds. The `substitutionVariables` the file defines are
    /// expanded: a component that uses them is checked as one component per choice of values. The check reports,
    /// for the first detail that lists the app ID:
    ///
    /// - **Malformed entries**: not JSON, a missing `applinks` or `details`, a detail without `appIDs` or
    ///   `components`, an app ID not in the form `TEAMID.bundle.identifier`, a component that is not an object,
    ///   has an unknown key or a value of the wrong type. A malformed component is left out of the checks below.
    /// - **Unreachable components**: a component after one that matches every link it matches (its `"/"`, `"?"`
    ///   and `"#"` patterns each cover the later one's, with the same `percentEncoded`, and a case-sensitive one
    ///   never covering a case-insensitive one). The test is sufficient: a reported component is unreachable, but
    ///   one it does not report may still be, by the union of several earlier ones, or by one pattern whose `?`s
    ///   cover another's wildcards in an order the test does not try (deciding that exactly can take time
    ///   exponential in the patterns' length). It is exact for two patterns when the earlier one has no `?`.
    /// - **Components that open links no route takes**: a component that opens the app (not an exclusion, and
    ///   reachable) whose `"/"` pattern matches no path of any pattern of a route that accepts links from the web.
    ///   Only paths are compared, as links spell them; a component that matches some such paths is not reported
    ///   even if it matches others too (`/recipe/*` also matches `/recipe/a/b`; see <doc:RouteDocumentation>).
    /// - **A file for other apps**: well formed, but no detail lists the app ID
    ///   (``AppSiteAssociationCheck/Finding/Kind/writtenForAnotherApp``, naming the IDs it lists). **The legacy
    ///   form**: the app's detail has `paths` and no `components`, the form Apple documents for iOS 12 and earlier
    ///   (``AppSiteAssociationCheck/Finding/Kind/legacyFormat``); its links are not checked.
    /// - **Routes the file does not open**: every example link (``Entry/examples``) of a route that accepts
    ///   universal links or user activities, with its query, is matched against the components in order, as the
    ///   system does (a trailing run of slashes dropped on both sides, `/recipe/*` also matching `/recipe`; the
    ///   rules are in <doc:RouteDocumentation>); one that no component matches, or that an exclusion matches first,
    ///   is reported. A route
    ///   without examples is not checked. A detail with no component that opens the app (none, or only
    ///   exclusions) is reported as such when routes accept links from the web, and so is a file whose `details`
    ///   are empty (`{"applinks": {"details": []}}`), as for a file whose details list other apps.
    ///
    /// ```swift
    /// let data = try Data(contentsOf: URL(fileURLWithPath: "public/.well-known/apple-app-site-association"))
    /// let check = router.routeTable.checkAppleAppSiteAssociation(data, appID: "ABCDE12345.com.bestrecipes.app")
    /// if !check.isClean { print(check, terminator: "") }
    /// // details[0].components[2] (/old/*) opens links no route takes: its '/' pattern matches no path of a
    /// // route that accepts links from the web.
    /// ```
    ///
    /// - Parameters:
    ///   - data: The file's bytes, as the web server serves them.
    ///   - appID: The app whose links to check, as `TEAMID.bundle.identifier`; `nil` for the first app ID of the
    ///     file's first detail.
    /// - Returns: The findings.
    /// - Complexity: Polynomial in the file's size *n*, which is at most 128 KB (a larger file is reported unread:
    ///   the system does not read it either): O(*c*² + *c* × *e*) component comparisons for *c* components and
    ///   *e* example links, each O(*m*²) for patterns of *m* characters, so O(*n*²) for the unreachable components
    ///   and O(*n* × *e* × *l*) for example links of *l* characters. A pattern's wildcards never make it
    ///   exponential (`*a` and 18 `?` took seconds before; 5,000 components check in well under 2 s, see
    ///   Benchmarks/README.md, "Bounds"). Substitution variables expand to at most 4,096 components one
    ///   component and 16,384 in all; beyond, they are left unexpanded and reported.
    public func checkAppleAppSiteAssociation(_ data: Data, appID: String? = nil) -> AppSiteAssociationCheck {
        typealias Finding = AppSiteAssociationCheck.Finding
        let file = AppSiteAssociationFile(data: data)
        let webEntries = hosts?.isEmpty == true ? [] : entries.filter { !$0.sources.isDisjoint(with: .web) }
        var findings = file.problems.map { Finding(kind: .malformed, message: $0) }
        let appID = appID ?? file.details.first?.appIDs.first
        guard let appID else {
            if file.problems.isEmpty {
                findings.append(Finding(kind: .malformed, message: "The file lists no app ID."))
            }
            return AppSiteAssociationCheck(appID: nil, findings: findings)
        }
        guard let detail = file.details.first(where: { $0.appIDs.contains(appID) }) else {
            var others: [String] = []
            for other in file.details.flatMap(\.appIDs) where !others.contains(other) { others.append(other) }
            if !others.isEmpty {
                let ids = others.map(RouteTable.visible).joined(separator: ", ")
                let message =
                    "The file is written for \(others.count == 1 ? "another app ID" : "other app IDs"): \(ids) "
                    + "(this app: \(RouteTable.visible(appID))); it opens none of this app's links."
                findings.append(Finding(kind: .writtenForAnotherApp, message: message))
            } else if !file.details.isEmpty || (file.problems.isEmpty && !webEntries.isEmpty) {
                // A well-formed file without details opens no link either (`{"applinks": {"details": []}}`).
                let message =
                    "No detail lists the app ID \(RouteTable.visible(appID)): the file opens none of its links."
                findings.append(Finding(kind: .malformed, message: message))
            }
            return AppSiteAssociationCheck(appID: appID, findings: findings)
        }
        if detail.isLegacy {
            let message =
                "details[\(detail.index)] is in the legacy 'paths' form, which Apple documents for iOS 12 and earlier; "
                + "iOS 13 and later read 'components' (routeTable.appleAppSiteAssociation(appIDs:) writes them). "
                + "The check reads only 'components': this detail's links were not checked."
            findings.append(Finding(kind: .legacyFormat, message: message))
            return AppSiteAssociationCheck(appID: appID, findings: findings)
        }
        if !file.unexpandedVariables.isEmpty {
            let names = file.unexpandedVariables.sorted().map { "$(\(RouteTable.visible($0)))" }
            let message =
                "The file uses substitution variables it does not define (\(names.joined(separator: ", "))), which "
                + "the check does not expand: the verdicts on the components that use them may be wrong."
            findings.append(Finding(kind: .notChecked, message: message))
        }
        let components = detail.components
        var unreachable: Set<Int> = []
        // The earlier components by the characters before their path's first wildcard (lowercased for a
        // case-insensitive one): one covers a later path only if that path starts with them, so only those are
        // compared in full.
        var byPrefix: [String: [Int]] = [:]
        var foldedByPrefix: [String: [Int]] = [:]
        // Each component's path glob as it compares it with a later one: a flat array, so that the pairs whose
        // characters already rule a cover out cost a few operations each.
        let comparedPaths = components.map { $0.isCaseSensitive ? $0.globs.path : $0.globs.foldedPath }
        for (index, component) in components.enumerated() {
            defer {
                if component.isCaseSensitive {
                    byPrefix[component.globs.path.literalPrefix, default: []].append(index)
                } else {
                    foldedByPrefix[component.globs.foldedPath.literalPrefix, default: []].append(index)
                }
            }
            // The first earlier component that covers it: the first of each list of candidates, then the first of
            // those.
            var first: Int?
            // A case-sensitive earlier component compares the path as written; the others, lowercased.
            let lookups = [(component.globs.path, byPrefix), (component.globs.foldedPath, foldedByPrefix)]
            for (theirs, table) in lookups {
                let prefix = theirs.literalPrefix
                var end = prefix.unicodeScalars.startIndex
                while true {
                    for candidate in table[String(prefix.unicodeScalars[..<end])] ?? [] {
                        if let first, first < candidate { break }
                        // The expansions of one component's variables are one component: none hides another.
                        guard comparedPaths[candidate].writesNoMoreCharacters(than: theirs),
                            components[candidate].place != component.place, components[candidate].covers(component)
                        else { continue }
                        first = candidate
                        break
                    }
                    guard end < prefix.unicodeScalars.endIndex else { break }
                    end = prefix.unicodeScalars.index(after: end)
                }
            }
            guard let first else { continue }
            let earlier = components[first]
            unreachable.insert(index)
            let message =
                "\(component.label) is unreachable: \(earlier.label) comes first and matches every link it matches."
            findings.append(Finding(kind: .unreachableComponent, message: message))
        }
        let routePaths: [[AppLinksCandidate.Token]?] = webEntries.flatMap { entry in
            entry.patterns.indices.map { index in
                try? AppLinksCandidate(
                    entry: entry, patternIndex: index, isExcluded: false, caseInsensitive: caseInsensitiveLiterals
                ).paths
            }
        }
        for (index, component) in components.enumerated() where !component.isExcluded && !unreachable.contains(index) {
            // The pattern as written (a route's paths keep the root's `/`), and as the component compares a path
            // with it (`/recipe/*` also as `/recipe`).
            let patterns = [component.path ?? "*"] + AppSiteAssociationFile.Component.pathPatterns(component.path)
            let globs = patterns.map { pattern in
                Array(pattern.utf8).map { byte -> AppLinksCandidate.Token in
                    switch byte {
                    case UInt8(ascii: "*"): .anyRun
                    case UInt8(ascii: "?"): .anyOne
                    default: .byte(byte)
                    }
                }
            }
            let takesSome = routePaths.contains { paths in
                // A route whose paths could not be written as tokens is taken to match.
                guard let paths else { return true }
                return globs.contains {
                    AppLinksCandidate.intersect($0, paths, caseInsensitive: !component.isCaseSensitive)
                }
            }
            if !takesSome {
                let message =
                    "\(component.label) opens links no route takes: its '/' pattern matches no path of a route "
                    + "that accepts links from the web."
                findings.append(Finding(kind: .opensLinksNoRouteTakes, message: message))
            }
        }
        if !webEntries.isEmpty, !components.contains(where: { !$0.isExcluded }) {
            let message =
                "details[\(detail.index)] has no component that opens the app: the file opens none of its links."
            findings.append(Finding(kind: .routeNotOpened, message: message))
        }
        for entry in webEntries {
            for example in entry.examples {
                let parts = example.path.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
                let path = String(parts[0])
                let query = parts.count > 1 ? String(parts[1]) : ""
                let first = components.first { $0.matches(path: path, query: query) }
                guard first == nil || first?.isExcluded == true else { continue }
                let pattern =
                    entry.patterns.indices.contains(example.patternIndex)
                    ? RouteTable.visible(entry.patterns[example.patternIndex].text) : "?"
                let route =
                    entry.name.map { "Route '\(RouteTable.visible($0))' (\(pattern), \(entry.declaredAt))" }
                    ?? "Route \(pattern) (\(entry.declaredAt))"
                let reason = first.map { "\($0.label) excludes it" } ?? "no component matches it"
                let message = "\(route): \(RouteTable.visible(example.path)) does not open the app: \(reason)."
                findings.append(Finding(kind: .routeNotOpened, message: message))
            }
        }
        return AppSiteAssociationCheck(appID: appID, findings: findings)
    }
}
