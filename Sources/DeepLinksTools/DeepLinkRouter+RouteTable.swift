import DeepLinks

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension DeepLinkRouter {
    /// The route table as data, for docs, the HTML page of test links and `apple-app-site-association`.
    ///
    /// Example links use the router's first scheme and its first host (for `*.example.com` only, `www.example.com`);
    /// call ``routeTable(scheme:host:)`` to choose them. See ``DeepLinksTools/RouteTable`` for what each entry holds.
    ///
    /// ```swift
    /// let router = try DeepLinkRouter<Param, Intent>(schemes: ["myapp"], hosts: ["bestrecipes.com"]) {
    ///     Route("recipe" / .recipeId, name: "recipe") { p in .showRecipe(try p.value(.recipeId)) }
    /// }
    /// router.routeTable.entries[0].examples[0].link  // "https://bestrecipes.com/recipe/example"
    /// print(router.routeTable.markdown())  // with DeepLinksTools: the Markdown table
    /// ```
    ///
    /// - Complexity: O(*n*) matches, one per example, in the number of routes and patterns.
    public var routeTable: RouteTable {
        let host = hostNames?.lazy.compactMap(Self.exampleHost(for:)).first
        return makeRouteTable(scheme: schemeNames?.first, host: host)
    }

    /// The route table, with example links of this scheme and host.
    ///
    /// ```swift
    /// let table = try router.routeTable(scheme: "myapp-beta", host: "staging.bestrecipes.com")
    /// ```
    ///
    /// - Parameters:
    ///   - scheme: The custom scheme of the example links; `nil` for none.
    ///   - host: The host of the example universal links; `nil` for none.
    /// - Returns: The table.
    /// - Throws: `DeepLinkURLError` when the scheme or host is malformed or not one the router accepts, as
    ///   `url(for:scheme:)` and `url(for:host:)` check them.
    public func routeTable(scheme: String?, host: String?) throws(DeepLinkURLError) -> RouteTable {
        if let scheme { try checkScheme(scheme) }
        if let host { try checkHost(host) }
        return makeRouteTable(scheme: scheme, host: host)
    }

    /// A host for example links from one of `hosts:`: itself, `www.` before a `*.` rule, or `nil` when it cannot
    /// be written in a link as it is (an IP literal, a trailing dot).
    static func exampleHost(for rule: String) -> String? {
        let host = rule.hasPrefix("*.") ? "www." + rule.dropFirst(2) : rule
        let isPlain = host.utf8.allSatisfy { byte in
            URLAnatomy.isAlpha(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
        }
        guard isPlain, !host.isEmpty, !host.hasSuffix("."), !host.hasPrefix(".") else { return nil }
        return host.lowercased()
    }

    private func makeRouteTable(scheme: String?, host: String?) -> RouteTable {
        let entries = routes.indices.map { index in tableEntry(routeAt: index, scheme: scheme, host: host) }
        return RouteTable(
            entries: entries, schemes: schemeNames, hosts: hostNames, exampleScheme: scheme,
            exampleHost: host, caseInsensitiveLiterals: options.contains(.caseInsensitiveLiterals))
    }

    private func tableEntry(routeAt index: Int, scheme: String?, host: String?) -> RouteTable.Entry {
        let route = routes[index]
        let form = self.form(routeAt: index)
        var parameters: [RouteTable.Parameter] = []
        var seen: [String] = []
        for slots in form.patterns {
            for case .parameter(let name, let capture) in slots where !seen.contains(name) {
                seen.append(name)
                let everywhere = form.patterns.allSatisfy { $0.contains(.parameter(name, capture)) }
                parameters.append(
                    RouteTable.Parameter(name: name, capture: capture, location: .path, isRequired: everywhere))
            }
        }
        for item in form.requiredQuery {
            parameters.append(
                RouteTable.Parameter(name: item.name, capture: item.capture, location: .query, isRequired: true))
        }
        for item in form.optionalQuery {
            parameters.append(
                RouteTable.Parameter(name: item.name, capture: item.capture, location: .query, isRequired: false))
        }
        var examples: [RouteTable.Example] = []
        var problems: [String] = []
        // The route's declared examples, any parameter they leave out (a mount's prefix) filled with sample values;
        // else one example of sample values per pattern.
        let declared: [[String: String]?] =
            route.examples.isEmpty ? form.patterns.indices.map { _ in nil } : route.examples
        for (position, example) in declared.enumerated() {
            let patternIndex: Int
            if let example {
                // The first pattern that holds every path value the example gives.
                let query = (form.requiredQuery + form.optionalQuery).map(\.name)
                patternIndex =
                    form.patterns.firstIndex { slots in
                        example.keys.allSatisfy { name in
                            query.contains(name) || slots.contains { $0.name == name && $0 != .literal(name) }
                        }
                    } ?? 0
            } else {
                patternIndex = position
            }
            var lastError: DeepLinkURLError?
            // A parameter whose type has no sample values: the route needs a declared example.
            var unsampled: (name: String, type: CaptureKind)?
            for round in 0..<CaptureKind.sampleRounds {
                var given: [(key: String, value: String)] = []
                for (depth, slot) in form.patterns[patternIndex].enumerated() {
                    guard case .parameter(let name, let capture) = slot else { continue }
                    // A declared example gives the route's own values; a mount's prefix takes sample values.
                    if let value = example?[name] {
                        given.append((name, value))
                    } else if example == nil || depth < form.mountPrefixLength {
                        if let sample = capture.sample(round: round) {
                            given.append((name, sample))
                        } else {
                            unsampled = (name, capture)
                        }
                    }
                }
                for item in form.requiredQuery {
                    if let value = example == nil ? item.capture.sample(round: round) : example?[item.name] {
                        given.append((item.name, value))
                    }
                }
                for item in form.optionalQuery {
                    if let value = example?[item.name] { given.append((item.name, value)) }
                }
                let values = Dictionary(given, uniquingKeysWith: { first, _ in first })
                do {
                    let link = try render(routeAt: index, patternIndex: patternIndex, values)
                    examples.append(try self.example(of: link, route: route, given, scheme: scheme, host: host))
                    lastError = nil
                    break
                } catch {
                    lastError = error
                    // A declared example is the app's own: its values are not replaced by samples.
                    guard error.kind == .opensAnotherRoute, example == nil || form.mountPrefixLength > 0 else { break }
                }
            }
            if let unsampled, lastError != nil {
                problems.append(
                    "No example for parameter '\(unsampled.name)': \(unsampled.type) has no linkExamples; declare "
                        + "the route's example(_:).")
            } else if let lastError {
                problems.append(lastError.description)
            }
        }
        return RouteTable.Entry(
            index: index, name: route.name,
            patterns: form.patterns.map(RouteTable.Pattern.init(slots:)), parameters: parameters,
            sources: route.sources, gates: route.gates,
            isReversible: route.isReversible, fileID: route.fileID, line: route.line, examples: examples,
            exampleProblems: problems, hasDeclaredExamples: !route.examples.isEmpty, mountSite: route.mountSite,
            parent: route.parent, section: section(ofRouteAt: index), inheritsSection: route.section == nil,
            isSectionRoot: route.isSectionRoot, redirectsTo: redirectTargetName(ofRouteAt: index),
            rule: route.rule?.number)
    }

    /// The route a legacy pattern's or a rule's route opens, by name (else its first pattern); `nil` for any other.
    private func redirectTargetName(ofRouteAt index: Int) -> String? {
        let route = routes[index]
        if let rule = route.rule { return rule.route }
        guard let target = redirectTarget(ofRouteAt: index) else { return nil }
        return routes[target].name ?? form(routeAt: target).patterns.first.map(RouteTable.Pattern.init(slots:))?.text
    }

    /// Checks a rendered example and its links through each door the route accepts.
    private func example(
        of link: RenderedLink, route: Route<Component, Intent>, _ values: [(key: String, value: String)],
        scheme: String?, host: String?
    ) throws(DeepLinkURLError) -> RouteTable.Example {
        let path = try checkedPath(of: link)
        var customSchemeURL: URL?
        if let scheme, route.sources.contains(.customScheme) {
            customSchemeURL = try self.customSchemeURL(of: link, scheme: scheme)
        }
        var universalLink: URL?
        if let host, let door = Self.door(for: route, form: .universalLink) {
            universalLink = try self.universalLink(of: link, host: host, door: door)
        }
        return RouteTable.Example(
            patternIndex: link.patternIndex,
            parameters: values.map { RouteTable.Example.Value(name: $0.key, value: $0.value) },
            path: path, customSchemeURL: customSchemeURL, universalLink: universalLink)
    }
}

extension RouteTable.Pattern {
    /// A compiled pattern's public form.
    init(slots: ArraySlice<PatternSlot>) {
        self.init(
            segments: slots.map { slot in
                switch slot {
                case .literal(let text): .literal(text)
                case .parameter(let name, let capture): .parameter(name, capture)
                }
            })
    }
}
