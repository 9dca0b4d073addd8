import DeepLinks
import DeepLinksTools

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension DeepLinkRouter {
    /// Checks that every named route's links, built from its name, open it, and that every reversible route's
    /// intents turn back into links that open them.
    ///
    /// For each route, each example of `RouteTable` (`router.routeTable`: the route's declared
    /// `Route.example(_:)`, or sample values per capture kind) is opened first. Then:
    /// - **Named routes**: the link is built from the route's name and the example's parameters, as a path
    ///   (`router.path(for: .route(name, parameters:))`) and, when the route accepts them and the router has a scheme or a host,
    ///   as a custom-scheme link and a universal link (`router.url(for: .route(name, parameters:), scheme:)`,
    ///   `router.url(for: .route(name, parameters:), host:)`); each must open the route
    ///   (``RouteProblem/Kind/linkByNameFailed``, ``RouteProblem/Kind/linkByNameMissed``).
    /// - **Reversible routes**: the intent the example opened is turned back into a link, in the same forms
    ///   (`router.path(for: .intent(intent))`, `router.url(for: .intent(intent), scheme:)`, `router.url(for: .intent(intent), host:)`), and each link must open an intent
    ///   (``RouteProblem/Kind/intentNotReversed``, ``RouteProblem/Kind/intentChanged``). This form of the method,
    ///   for intents that are not `Equatable`, cannot check that it is the same intent.
    ///
    /// The custom-scheme and universal-link forms are checked once the path passes: they share its rendering, so one
    /// mistake is reported once.
    ///
    /// An example the route does not open is a problem when the route declared it and a note for sample values
    /// (see `reachabilityReport()`); nothing is built from it.
    ///
    /// ```swift
    /// let report = router.roundTripReport()
    /// #expect(report.problems.isEmpty, "\(report)")
    /// ```
    ///
    /// - Returns: The report: problems in route order, then notes.
    public func roundTripReport() -> RouteReport {
        roundTripReport(isSameIntent: nil)
    }

    /// Checks every route's examples as ``roundTripReport()`` says, comparing intents with `isSameIntent` when given.
    func roundTripReport(isSameIntent: ((Intent, Intent) -> Bool)?) -> RouteReport {
        var problems: [RouteProblem] = []
        var notes: [RouteProblem] = []
        let table = routeTable
        for entry in table.entries {
            for example in entry.examples {
                let intent: Intent
                switch resolve(.path(example.path)) {
                case .success(let link) where entry.patterns.contains(where: { $0.text == link.pattern }):
                    intent = link.intent
                default:
                    if let finding = refusal(of: example, by: entry) {
                        if entry.hasDeclaredExamples { problems.append(finding) } else { notes.append(finding) }
                    }
                    continue
                }
                let trip = RoundTrip(router: self, table: table, entry: entry, example: example)
                if let name = entry.name {
                    problems += trip.linksByName(name)
                }
                if entry.isReversible {
                    problems += trip.linksFromIntent(intent, isSameIntent: isSameIntent)
                }
            }
        }
        return RouteReport(routeCount: table.entries.count, problems: problems, notes: notes)
    }
}

extension DeepLinkRouter where Intent: Equatable {
    /// Checks that every named route's links, built from its name, open it, and that every reversible route's
    /// intents turn back into links that open the same intent.
    ///
    /// The checks of the general form, plus: each link made from an intent must open an intent equal to it
    /// (``RouteProblem/Kind/intentChanged``): a reverse that forgets a parameter (`recipes(country: "FR", limit: 7)`
    /// back to `/recipes?country=FR`) is found. Declare examples with every parameter (`Route.example(_:)`): sample
    /// values give only path parameters and required query items.
    ///
    /// ```swift
    /// let report = router.roundTripReport()
    /// #expect(report.problems.isEmpty, "\(report)")
    /// ```
    ///
    /// - Returns: The report: problems in route order, then notes.
    public func roundTripReport() -> RouteReport {
        roundTripReport(isSameIntent: ==)
    }
}

/// One example's round trips: the links built from its route's name and from the intent it opened, each opened
/// again.
private struct RoundTrip<Component: DeepLinkPathComponent, Intent> {
    let router: DeepLinkRouter<Component, Intent>
    let table: RouteTable
    let entry: RouteTable.Entry
    let example: RouteTable.Example

    /// One form of a link: the call that builds it, as messages show it, and the call itself.
    typealias Form = (call: String, build: () -> Result<LinkText, DeepLinkURLError>)

    /// Builds the route's links from its name and opens each: each must open the route.
    ///
    /// The links are built with the router's components (`path(for:parameters:)`) when every parameter is one of
    /// them, else by name (`path(for:values:)`): a route of a mounted module has the module's parameters.
    func linksByName(_ name: String) -> [RouteProblem] {
        var parameters: [Component: String] = [:]
        var values: [String: String] = [:]
        for value in example.parameters {
            values[value.name] = value.value
            if let component = Component(rawValue: value.name) { parameters[component] = value.value }
        }
        let typed = parameters.count == example.parameters.count
        let given = Self.literal(example.parameters)
        let argument = typed ? "parameters: \(given)" : "values: \(Self.stringKeyed(example.parameters))"
        var forms: [Form] = [
            (
                "router.path(for: .route(\"\(name)\", \(argument)))",
                {
                    Result { () throws(DeepLinkURLError) in
                        .path(
                            typed
                                ? try router.path(for: .route(name, parameters: parameters))
                                : try router.path(for: .route(name, values: values)))
                    }
                }
            )
        ]
        if example.customSchemeURL != nil, let scheme = table.exampleScheme {
            forms.append(
                (
                    "router.url(for: .route(\"\(name)\", \(argument)), scheme: \"\(scheme)\")",
                    {
                        Result { () throws(DeepLinkURLError) in
                            .url(
                                typed
                                    ? try router.url(for: .route(name, parameters: parameters), scheme: scheme)
                                    : try router.url(for: .route(name, values: values), scheme: scheme))
                        }
                    }
                ))
        }
        if example.universalLink != nil, let host = table.exampleHost {
            forms.append(
                (
                    "router.url(for: .route(\"\(name)\", \(argument)), host: \"\(host)\")",
                    {
                        Result { () throws(DeepLinkURLError) in
                            .url(
                                typed
                                    ? try router.url(for: .route(name, parameters: parameters), host: host)
                                    : try router.url(for: .route(name, values: values), host: host))
                        }
                    }
                ))
        }
        return check(forms, failure: .linkByNameFailed, miss: .linkByNameMissed) { opened in
            entry.patterns.contains { $0.text == opened.pattern }
        }
    }

    /// Turns `intent` back into links and opens each: each must open an intent, the same one when `isSameIntent` is
    /// given.
    func linksFromIntent(_ intent: Intent, isSameIntent: ((Intent, Intent) -> Bool)?) -> [RouteProblem] {
        var forms: [Form] = [
            (
                "router.path(for: .intent(\(intent)))",
                { Result { () throws(DeepLinkURLError) in .path(try router.path(for: .intent(intent))) } }
            )
        ]
        if example.customSchemeURL != nil, let scheme = table.exampleScheme {
            forms.append(
                (
                    "router.url(for: .intent(\(intent)), scheme: \"\(scheme)\")",
                    {
                        Result { () throws(DeepLinkURLError) in
                            .url(try router.url(for: .intent(intent), scheme: scheme))
                        }
                    }
                ))
        }
        if example.universalLink != nil, let host = table.exampleHost {
            forms.append(
                (
                    "router.url(for: .intent(\(intent)), host: \"\(host)\")",
                    { Result { () throws(DeepLinkURLError) in .url(try router.url(for: .intent(intent), host: host)) } }
                ))
        }
        return check(forms, failure: .intentNotReversed, miss: .intentChanged) { opened in
            isSameIntent?(opened.intent, intent) ?? true
        }
    }

    /// Builds and opens each form of a link; `accepts` says whether what it opened is right.
    ///
    /// The forms after the first (the path) are checked only when the path passes: they share its rendering, so one
    /// mistake is reported once.
    private func check(
        _ forms: [Form], failure: RouteProblem.Kind, miss: RouteProblem.Kind,
        accepts: (DeepLink<Intent>) -> Bool
    ) -> [RouteProblem] {
        var problems: [RouteProblem] = []
        for (index, form) in forms.enumerated() {
            guard let problem = check(form.call, form.build(), failure: failure, miss: miss, accepts: accepts) else {
                continue
            }
            problems.append(problem)
            // The path failed: the other forms share its rendering, and would repeat the problem.
            if index == 0 { break }
        }
        return problems
    }

    /// Opens one built link; the problem with it, or `nil` when it opened what `accepts` takes.
    private func check(
        _ call: String, _ built: Result<LinkText, DeepLinkURLError>, failure: RouteProblem.Kind,
        miss: RouteProblem.Kind, accepts: (DeepLink<Intent>) -> Bool
    ) -> RouteProblem? {
        let link: LinkText
        switch built {
        case .success(let built): link = built
        case .failure(let error): return entry.problem(failure, link: example.path, "\(call) failed: \(error)")
        }
        switch open(link) {
        case .success(let opened) where accepts(opened):
            return nil
        case .success(let opened):
            return entry.problem(
                miss, link: link.text,
                "\(call) gave \(link.text), which opened \(opened.intent) through \(opened.pattern)")
        case .failure(let error):
            return entry.problem(
                miss, link: link.text, "\(call) gave \(link.text), which opened nothing: \(error.unredactedDescription)"
            )
        }
    }

    /// Opens a built link: a path as a path, a universal link through the door the route accepts.
    private func open(_ link: LinkText) -> Result<DeepLink<Intent>, DeepLinkError> {
        switch link {
        case .path(let path): router.resolve(.path(path))
        case .url(let url) where url.scheme == "https":
            router.resolve(.url(url, from: entry.sources.contains(.universalLink) ? .universalLink : .userActivity))
        case .url(let url): router.resolve(.url(url))
        }
    }

    /// Parameters as a dictionary literal of raw values: `[recipeId: "42", limit: "7"]`.
    static func literal(_ values: [RouteTable.Example.Value]) -> String {
        guard !values.isEmpty else { return "[:]" }
        return "[" + values.map { "\($0.name): \"\($0.value)\"" }.joined(separator: ", ") + "]"
    }

    /// Values by name as a dictionary literal: `["productId": "42"]`.
    static func stringKeyed(_ values: [RouteTable.Example.Value]) -> String {
        guard !values.isEmpty else { return "[:]" }
        return "[" + values.map { "\"\($0.name)\": \"\($0.value)\"" }.joined(separator: ", ") + "]"
    }
}

extension LinkText {
    /// The link's text, as messages show it.
    var text: String {
        switch self {
        case .path(let path): path
        case .url(let url): url.absoluteString
        }
    }
}
