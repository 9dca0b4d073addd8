#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension DeepLinkRouter {
    /// The route table as data, for docs, the HTML page of test links and `apple-app-site-association`.
    ///
    /// Example links use the router's first scheme and its first host (for `*.example.com` only, `www.example.com`);
    /// call ``routeTable(scheme:host:)`` to choose them. See ``RouteTable`` for what each entry holds.
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
        let host = trie.filter.hostNames?.lazy.compactMap(Self.exampleHost(for:)).first
        return makeRouteTable(scheme: trie.filter.schemeNames?.first, host: host)
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
    /// - Throws: ``DeepLinkURLError`` when the scheme or host is malformed or not one the router accepts, as
    ///   ``url(for:parameters:scheme:)`` and ``url(for:parameters:host:)`` check them.
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
            entries: entries, schemes: trie.filter.schemeNames, hosts: trie.filter.hostNames, exampleScheme: scheme,
            exampleHost: host, caseInsensitiveLiterals: options.contains(.caseInsensitiveLiterals))
    }

    private func tableEntry(routeAt index: Int, scheme: String?, host: String?) -> RouteTable.Entry {
        let route = routes[index]
        if let mount = route.mount { return mountedTableEntry(routeAt: index, mount, scheme: scheme, host: host) }
        let parameters = Self.tableParameters(of: route)
        var examples: [RouteTable.Example] = []
        var problems: [String] = []
        if route.examples.isEmpty {
            for patternIndex in route.patterns.indices {
                switch sampleExample(routeAt: index, patternIndex: patternIndex, scheme: scheme, host: host) {
                case .success(let example): examples.append(example)
                case .failure(let error): problems.append(error.description)
                }
            }
        } else {
            for given in route.examples {
                let patternIndex = route.firstPatternIndex { given[$0] != nil } ?? 0
                do {
                    examples.append(
                        try example(routeAt: index, patternIndex: patternIndex, given, scheme: scheme, host: host))
                } catch {
                    problems.append(error.description)
                }
            }
        }
        return RouteTable.Entry(
            index: index, name: route.name, patterns: route.patterns.map(Self.tablePattern), parameters: parameters,
            sources: route.sources, requiresAuthorization: route.requiresAuthorization,
            isReversible: route.isReversible, fileID: route.fileID, line: route.line, examples: examples,
            exampleProblems: problems, hasDeclaredExamples: !route.examples.isEmpty)
    }

    /// The entry of a mounted module's route: its full patterns, parameters by name, and its examples: the
    /// module's declared ones, or sample values.
    ///
    /// The examples are rendered through the mount; the site is the module's declaration.
    private func mountedTableEntry(
        routeAt index: Int, _ mount: MountedRoute<Component, Intent>, scheme: String?, host: String?
    ) -> RouteTable.Entry {
        let route = routes[index]
        let patterns = mount.patterns.map { mount.prefix.slots + $0 }
        var parameters: [RouteTable.Parameter] = []
        var seen: [String] = []
        for slots in patterns {
            for case .parameter(let name, let capture) in slots where !seen.contains(name) {
                seen.append(name)
                let everywhere = patterns.allSatisfy { $0.contains(.parameter(name, capture)) }
                parameters.append(
                    RouteTable.Parameter(name: name, capture: capture, location: .path, isRequired: everywhere))
            }
        }
        for case .parameter(let name, let capture) in mount.requiredQuery {
            parameters.append(RouteTable.Parameter(name: name, capture: capture, location: .query, isRequired: true))
        }
        for case .parameter(let name, let capture) in mount.optionalQuery {
            parameters.append(RouteTable.Parameter(name: name, capture: capture, location: .query, isRequired: false))
        }
        var examples: [RouteTable.Example] = []
        var problems: [String] = []
        // The module's declared examples, the prefix's parameters filled with sample values; else one example of
        // sample values per pattern.
        let declared: [[String: String]?] = mount.examples.isEmpty ? patterns.indices.map { _ in nil } : mount.examples
        for (position, example) in declared.enumerated() {
            let patternIndex: Int
            if let example {
                // The first pattern that holds every value the example gives; the prefixes' parameters (the
                // mount's, an inner mount's) take sample values.
                let query = (mount.requiredQuery + mount.optionalQuery).map(\.name)
                patternIndex =
                    mount.patterns.firstIndex { slots in
                        example.keys.allSatisfy { name in
                            query.contains(name) || slots.contains { $0.name == name && $0 != .literal(name) }
                        }
                    } ?? 0
            } else {
                patternIndex = position
            }
            var lastError: DeepLinkURLError?
            for round in 0..<CaptureKind.sampleRounds {
                var given: [(key: String, value: String)] = []
                for case .parameter(let name, let capture) in patterns[patternIndex] + mount.requiredQuery {
                    given.append((name, example?[name] ?? capture.sample(round: round)))
                }
                for case .parameter(let name, _) in mount.optionalQuery {
                    if let value = example?[name] { given.append((name, value)) }
                }
                let values = Dictionary(given, uniquingKeysWith: { first, _ in first })
                do {
                    let link = try renderMounted(routeAt: index, patternIndex: patternIndex, values)
                    examples.append(try self.example(of: link, route: route, given, scheme: scheme, host: host))
                    lastError = nil
                    break
                } catch {
                    lastError = error
                    guard error.kind == .opensAnotherRoute else { break }
                }
            }
            if let lastError { problems.append(lastError.description) }
        }
        return RouteTable.Entry(
            index: index, name: route.name,
            patterns: patterns.map { slots in
                RouteTable.Pattern(
                    segments: slots.map { slot in
                        switch slot {
                        case .literal(let text): .literal(text)
                        case .parameter(let name, let capture): .parameter(name, capture)
                        }
                    })
            }, parameters: parameters, sources: route.sources, requiresAuthorization: route.requiresAuthorization,
            isReversible: route.isReversible, fileID: route.fileID, line: route.line, examples: examples,
            exampleProblems: problems, hasDeclaredExamples: !mount.examples.isEmpty, mountSite: mount.mountSite)
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

    /// An example of one pattern made of sample values, trying the next samples while a more specific route takes
    /// the link (a sample `example` where a literal route `/recipe/example` waits).
    private func sampleExample(
        routeAt index: Int, patternIndex: Int, scheme: String?, host: String?
    ) -> Result<RouteTable.Example, DeepLinkURLError> {
        let route = routes[index]
        let components = route.patterns[patternIndex].parameters + route.requiredQuery
        var lastError: DeepLinkURLError?
        for round in 0..<CaptureKind.sampleRounds {
            var parameters: [Component: String] = [:]
            for component in components { parameters[component] = component.capture.sample(round: round) }
            do {
                return .success(
                    try example(routeAt: index, patternIndex: patternIndex, parameters, scheme: scheme, host: host))
            } catch {
                lastError = error
                guard error.kind == .opensAnotherRoute else { break }
            }
        }
        // Only reached after a failed round: `sampleRounds` is positive.
        return .failure(lastError ?? .invalidURL(route.patterns[patternIndex].description))
    }

    /// Renders and checks one example: its path, and its links through each door the route accepts.
    private func example(
        routeAt index: Int, patternIndex: Int, _ parameters: [Component: String], scheme: String?, host: String?
    ) throws(DeepLinkURLError) -> RouteTable.Example {
        let route = routes[index]
        let link = try render(routeAt: index, patternIndex: patternIndex, parameters)
        let used = route.patterns[patternIndex].parameters + route.requiredQuery + route.optionalQuery
        let values = used.compactMap { component in parameters[component].map { (key: component.rawValue, value: $0) } }
        return try example(of: link, route: route, values, scheme: scheme, host: host)
    }

    private static func tablePattern(_ pattern: RoutePattern<Component>) -> RouteTable.Pattern {
        RouteTable.Pattern(
            segments: pattern.segments.map { segment in
                switch segment {
                case .literal(let text): .literal(text)
                case .parameter(let component): .parameter(component.rawValue, component.capture)
                }
            })
    }

    private static func tableParameters(of route: Route<Component, Intent>) -> [RouteTable.Parameter] {
        var parameters: [RouteTable.Parameter] = []
        var seen: [Component] = []
        for pattern in route.patterns {
            for component in pattern.parameters where !seen.contains(component) {
                seen.append(component)
                let everywhere = route.patterns.allSatisfy { $0.parameters.contains(component) }
                parameters.append(
                    RouteTable.Parameter(
                        name: component.rawValue, capture: component.capture, location: .path,
                        isRequired: everywhere))
            }
        }
        for component in route.requiredQuery {
            parameters.append(
                RouteTable.Parameter(
                    name: component.rawValue, capture: component.capture, location: .query, isRequired: true))
        }
        for component in route.optionalQuery {
            parameters.append(
                RouteTable.Parameter(
                    name: component.rawValue, capture: component.capture, location: .query, isRequired: false))
        }
        return parameters
    }
}

extension CaptureKind {
    /// How many sets of sample values the route table tries before it reports that a pattern has no example.
    static let sampleRounds = 3

    /// A sample value of this kind for example links; later rounds give other values, for when a literal route
    /// takes the first.
    func sample(round: Int) -> String {
        switch self {
        case .int: ["42", "7", "2024"][round % 3]
        case .string: ["example", "sample", "abc"][round % 3]
        case .either: ["42", "example", "sample"][round % 3]
        case .remainder: ["a/b", "example", "sample/page"][round % 3]
        }
    }
}
