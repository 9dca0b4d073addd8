/// What a route declares that most routes do not: its gates, its parent and its section.
///
/// NB: one optional reference on ``Route``, so that a route that declares none of them keeps nothing more than a
/// `nil` (Benchmarks, --memory-check).
@usableFromInline
final class RouteDeclarations: Sendable {
    /// The gates of the ``Requires`` and ``Authorized`` blocks around the route, each once, by name.
    @usableFromInline let gates: [DeepLinkGate]
    /// The gates as a link's extras, made once and shared by every link the route matches; `nil` for none.
    @usableFromInline let gateExtras: LinkExtras?
    /// The name of the route whose screen is under this one in a back stack.
    @usableFromInline let parent: String?
    /// The section of the innermost ``RouteSection`` around the route.
    @usableFromInline let section: DeepLinkSection?
    /// The route's screen is its section's root screen.
    @usableFromInline let isSectionRoot: Bool
    /// The route's other names, each with the values it fixes, by parameter name.
    @usableFromInline let otherNames: [String: [String: String]]
    /// The other key each parameter's value may come under in a link by name, by parameter name.
    @usableFromInline let otherKeys: [String: String]
    /// For a legacy pattern's route, what a link to it lacks to open the route it redirects to.
    ///
    /// A message, or `""` when it lacks nothing (``Route/redirecting(from:fileID:line:)``); `nil` for any other route.
    @usableFromInline let redirectProblem: String?
    /// For a rule's route (``DeepLinkRouter/applying(_:now:)``), the rule's position in its set, from 1, and the name
    /// of the route it opens; `nil` for any other route (a legacy pattern's follows the route it opens in a table).
    @usableFromInline let rule: (number: Int, route: String)?
    /// For a legacy pattern's or a rule's route, the values it fixes by parameter name, which win over its captures
    /// (a rule's `values`); empty for any other route.
    @usableFromInline let fixedValues: [String: String]
    /// The routes of the route's legacy patterns, `[Route<Component, Intent>]`, until a table takes them apart
    /// (`Route.flattened`).
    @usableFromInline let companions: (any Sendable)?

    @inlinable
    init(
        gates: [DeepLinkGate], parent: String?, section: DeepLinkSection?, isSectionRoot: Bool,
        otherNames: [String: [String: String]] = [:], otherKeys: [String: String] = [:], redirectProblem: String? = nil,
        rule: (number: Int, route: String)? = nil, fixedValues: [String: String] = [:],
        companions: (any Sendable)? = nil
    ) {
        self.otherKeys = otherKeys
        self.fixedValues = fixedValues
        self.redirectProblem = redirectProblem
        self.rule = rule
        self.companions = companions
        self.gates = gates
        self.gateExtras = LinkExtras.make(url: nil, text: nil, gates: gates)
        self.parent = parent
        self.section = section
        self.isSectionRoot = isSectionRoot
        self.otherNames = otherNames
    }

    /// The declarations with some changed, or `nil` when none is left.
    static func make(
        from declarations: RouteDeclarations?, gates: [DeepLinkGate]? = nil, parent: String?? = nil,
        section: DeepLinkSection?? = nil, isSectionRoot: Bool? = nil, otherNames: [String: [String: String]]? = nil,
        otherKeys: [String: String]? = nil, companions: (any Sendable)?? = nil
    ) -> RouteDeclarations? {
        let gates = gates ?? declarations?.gates ?? []
        let parent = parent ?? declarations?.parent
        let section = section ?? declarations?.section
        let isSectionRoot = isSectionRoot ?? declarations?.isSectionRoot ?? false
        let otherNames = otherNames ?? declarations?.otherNames ?? [:]
        let otherKeys = otherKeys ?? declarations?.otherKeys ?? [:]
        let redirectProblem = declarations?.redirectProblem
        let rule = declarations?.rule
        let fixedValues = declarations?.fixedValues ?? [:]
        let companions = companions ?? declarations?.companions
        guard
            !gates.isEmpty || parent != nil || section != nil || isSectionRoot || !otherNames.isEmpty
                || !otherKeys.isEmpty || redirectProblem != nil || companions != nil
        else { return nil }
        return RouteDeclarations(
            gates: gates, parent: parent, section: section, isSectionRoot: isSectionRoot, otherNames: otherNames,
            otherKeys: otherKeys, redirectProblem: redirectProblem, rule: rule, fixedValues: fixedValues,
            companions: companions)
    }
}
