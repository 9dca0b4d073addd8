/// Why a route table could not be compiled into a ``DeepLinkRouter``: a conflict or a malformed route.
///
/// Every message names the pattern and where its route was declared (`#fileID:line`), so the
/// error points straight at the line to change.
///
/// ```swift
/// do {
///     _ = try DeepLinkRouter<Param, Intent> {
///         Route("recipe" / .recipeId) { _ in .home }
///         Route("recipe" / .slug) { _ in .home }
///     }
/// } catch {
///     print(error)
///     // Conflicting routes: '/recipe/:recipeId' (App/Routes.swift:3) and '/recipe/:slug' (App/Routes.swift:4) ...
/// }
/// ```
public struct DeepLinkRouterError: Error, Hashable, Sendable, CustomStringConvertible {
    private enum Reason: Hashable, Sendable {
        case conflict(first: String, firstSite: String, second: String, secondSite: String)
        case duplicateParameter(name: String, pattern: String, site: String)
        case noPattern(site: String)
        case remainderNotLast(name: String, pattern: String, site: String)
        case literalLooksLikeParameter(literal: String, pattern: String, site: String, suggestion: String)
        case queryInPath(name: String, pattern: String, site: String)
        case duplicateQuery(name: String, site: String)
        case noSources(site: String)
        case duplicateName(name: String, firstSite: String, secondSite: String)
        case emptyName(site: String)
        case invalidScheme(String)
        case webSchemeInSchemes(String)
        case invalidHost(String)
        case internationalizedHost(String, ascii: String?)
        case hostWithPort(String, withoutPort: String)
        case ipAddressHost(String)
        case wildcardOverTopLevelDomain(String, domain: String)
        case duplicateHost(first: String, second: String)
        case duplicateScheme(first: String, second: String)
        case invalidMaxLinkLength(Int, default: Int)
        case tooManyPatterns(limit: Int, pattern: String, site: String)
        case tooManyNodes(limit: Int, pattern: String, site: String)
        case tooManyLiteralBytes(limit: Int, pattern: String, site: String)
        case tooManyLiteralsSharingAHash(limit: Int, pattern: String, site: String)
        case parameterIsPayloadKey(parameter: String, key: PushPayloadFormat.OwnKey, route: String, site: String)
        case invalidPushPayloadFormat(detail: String)
        case unknownPayloadRoute(value: String, route: String, known: [String])
        case payloadRouteClosedToPushes(value: String, route: String, site: String)
        case unknownPayloadParameter(key: String, parameter: String)
        case controlCharacterInLiteral(literal: String, pattern: String, site: String)
        case percentInLiteral(literal: String, pattern: String, site: String)
        case unknownParent(parent: String, route: Subject, known: [String])
        case parentCycle(route: Subject, cycle: [String])
        case parentNeedsValue(parent: Subject, child: Subject, parameter: String)
        case parentNeedsGate(parent: Subject, child: Subject, gate: DeepLinkGate)
        case parentRefusesDoor(parent: Subject, child: Subject, parentSources: LinkSources, childSources: LinkSources)
        case sectionConflict(route: Subject, section: DeepLinkSection, parent: Subject, parentSection: DeepLinkSection)
        case sectionRootOutsideSection(route: Subject)
        case sectionRootWithParent(route: Subject, parent: String)
        case sectionRootWithParameter(route: Subject, parameter: String)
        case duplicateSectionRoot(section: DeepLinkSection, first: Subject, second: Subject)
        case unknownFixedParameter(parameter: String, name: String, site: String, parameters: [String])
        case invalidFixedValue(parameter: String, value: String, expected: CaptureKind, name: String, site: String)
        case otherKeyCollision(key: String, parameter: String, site: String, detail: String)
        case redirectNeedsValue(problem: String, site: String)
    }

    private let reason: Reason

    private init(_ reason: Reason) {
        self.reason = reason
    }

    @usableFromInline
    static func conflict(_ first: String, at firstSite: String, _ second: String, at secondSite: String) -> Self {
        Self(.conflict(first: first, firstSite: firstSite, second: second, secondSite: secondSite))
    }

    @usableFromInline
    static func duplicateParameter(_ name: String, in pattern: String, at site: String) -> Self {
        Self(.duplicateParameter(name: name, pattern: pattern, site: site))
    }

    @usableFromInline
    static func noPattern(at site: String) -> Self {
        Self(.noPattern(site: site))
    }

    @usableFromInline
    static func remainderNotLast(_ name: String, in pattern: String, at site: String) -> Self {
        Self(.remainderNotLast(name: name, pattern: pattern, site: site))
    }

    @usableFromInline
    static func literalLooksLikeParameter(
        _ literal: String, in pattern: String, at site: String, suggestion: String
    ) -> Self {
        Self(.literalLooksLikeParameter(literal: literal, pattern: pattern, site: site, suggestion: suggestion))
    }

    @usableFromInline
    static func queryInPath(_ name: String, in pattern: String, at site: String) -> Self {
        Self(.queryInPath(name: name, pattern: pattern, site: site))
    }

    @usableFromInline
    static func duplicateQuery(_ name: String, at site: String) -> Self {
        Self(.duplicateQuery(name: name, site: site))
    }
    @usableFromInline
    static func noSources(at site: String) -> Self { Self(.noSources(site: site)) }
    @usableFromInline
    static func duplicateName(_ name: String, at firstSite: String, and secondSite: String) -> Self {
        Self(.duplicateName(name: name, firstSite: firstSite, secondSite: secondSite))
    }
    @usableFromInline
    static func emptyName(at site: String) -> Self { Self(.emptyName(site: site)) }
    static func invalidScheme(_ scheme: String) -> Self { Self(.invalidScheme(scheme)) }
    static func webSchemeInSchemes(_ scheme: String) -> Self { Self(.webSchemeInSchemes(scheme)) }
    static func invalidHost(_ host: String) -> Self { Self(.invalidHost(host)) }
    static func internationalizedHost(_ host: String, ascii: String?) -> Self {
        Self(.internationalizedHost(host, ascii: ascii))
    }
    static func hostWithPort(_ host: String, withoutPort: String) -> Self {
        Self(.hostWithPort(host, withoutPort: withoutPort))
    }
    static func ipAddressHost(_ host: String) -> Self { Self(.ipAddressHost(host)) }
    static func wildcardOverTopLevelDomain(_ host: String, domain: String) -> Self {
        Self(.wildcardOverTopLevelDomain(host, domain: domain))
    }
    static func duplicateHost(_ first: String, _ second: String) -> Self {
        Self(.duplicateHost(first: first, second: second))
    }
    static func duplicateScheme(_ first: String, _ second: String) -> Self {
        Self(.duplicateScheme(first: first, second: second))
    }
    @usableFromInline
    static func invalidMaxLinkLength(_ length: Int, default defaultLength: Int) -> Self {
        Self(.invalidMaxLinkLength(length, default: defaultLength))
    }

    @usableFromInline
    static func parameterIsPayloadKey(
        _ parameter: String, _ key: PushPayloadFormat.OwnKey, route: String, at site: String
    ) -> Self {
        Self(.parameterIsPayloadKey(parameter: parameter, key: key, route: route, site: site))
    }

    static func invalidPushPayloadFormat(_ detail: String) -> Self { Self(.invalidPushPayloadFormat(detail: detail)) }

    @usableFromInline
    static func unknownPayloadRoute(_ value: String, _ route: String, known: [String]) -> Self {
        Self(.unknownPayloadRoute(value: value, route: route, known: known))
    }

    @usableFromInline
    static func payloadRouteClosedToPushes(_ value: String, _ route: String, at site: String) -> Self {
        Self(.payloadRouteClosedToPushes(value: value, route: route, site: site))
    }

    @usableFromInline
    static func unknownPayloadParameter(_ key: String, _ parameter: String) -> Self {
        Self(.unknownPayloadParameter(key: key, parameter: parameter))
    }

    @usableFromInline
    static func controlCharacterInLiteral(_ literal: String, in pattern: String, at site: String) -> Self {
        Self(.controlCharacterInLiteral(literal: literal, pattern: pattern, site: site))
    }

    @usableFromInline
    static func percentInLiteral(_ literal: String, in pattern: String, at site: String) -> Self {
        Self(.percentInLiteral(literal: literal, pattern: pattern, site: site))
    }

    /// A route as back-stack messages name it: its name, if it has one, its first pattern and where it was declared.
    struct Subject: Hashable, Sendable, CustomStringConvertible {
        var name: String?
        var pattern: String
        var site: String

        /// `'/recipe/:recipeId' (App/Routes.swift:12)`, or with its name: `'recipe' (/recipe/:recipeId,
        /// App/Routes.swift:12)`.
        var description: String {
            guard let name else { return "'\(pattern)' (\(site))" }
            return "'\(name)' (\(pattern), \(site))"
        }
    }

    static func unknownParent(_ parent: String, of route: Subject, known: [String]) -> Self {
        Self(.unknownParent(parent: parent, route: route, known: known))
    }

    static func parentCycle(of route: Subject, _ cycle: [String]) -> Self {
        Self(.parentCycle(route: route, cycle: cycle))
    }

    static func parentNeedsValue(_ parent: Subject, of child: Subject, _ parameter: String) -> Self {
        Self(.parentNeedsValue(parent: parent, child: child, parameter: parameter))
    }

    static func parentNeedsGate(_ parent: Subject, of child: Subject, _ gate: DeepLinkGate) -> Self {
        Self(.parentNeedsGate(parent: parent, child: child, gate: gate))
    }

    static func parentRefusesDoor(
        _ parent: Subject, sources parentSources: LinkSources, of child: Subject, sources childSources: LinkSources
    ) -> Self {
        Self(.parentRefusesDoor(parent: parent, child: child, parentSources: parentSources, childSources: childSources))
    }

    static func sectionConflict(
        _ route: Subject, in section: DeepLinkSection, parent: Subject, in parentSection: DeepLinkSection
    ) -> Self {
        Self(.sectionConflict(route: route, section: section, parent: parent, parentSection: parentSection))
    }

    static func sectionRootOutsideSection(_ route: Subject) -> Self { Self(.sectionRootOutsideSection(route: route)) }

    static func sectionRootWithParent(_ route: Subject, parent: String) -> Self {
        Self(.sectionRootWithParent(route: route, parent: parent))
    }

    static func sectionRootWithParameter(_ route: Subject, _ parameter: String) -> Self {
        Self(.sectionRootWithParameter(route: route, parameter: parameter))
    }

    static func duplicateSectionRoot(_ section: DeepLinkSection, _ first: Subject, _ second: Subject) -> Self {
        Self(.duplicateSectionRoot(section: section, first: first, second: second))
    }

    @usableFromInline
    static func unknownFixedParameter(
        _ parameter: String, name: String, at site: String, parameters: [String]
    ) -> Self {
        Self(.unknownFixedParameter(parameter: parameter, name: name, site: site, parameters: parameters))
    }

    @usableFromInline
    static func redirectNeedsValue(_ problem: String, at site: String) -> Self {
        Self(.redirectNeedsValue(problem: problem, site: site))
    }

    @usableFromInline
    static func otherKeyCollision(_ key: String, parameter: String, at site: String, detail: String) -> Self {
        Self(.otherKeyCollision(key: key, parameter: parameter, site: site, detail: detail))
    }

    @usableFromInline
    static func invalidFixedValue(
        _ parameter: String, _ value: String, expected: CaptureKind, name: String, at site: String
    ) -> Self {
        Self(.invalidFixedValue(parameter: parameter, value: value, expected: expected, name: name, site: site))
    }

    @usableFromInline
    static func tooManyPatterns(_ limit: Int, at pattern: String, _ site: String) -> Self {
        Self(.tooManyPatterns(limit: limit, pattern: pattern, site: site))
    }

    @usableFromInline
    static func tableTooLarge(_ overflow: RouteTrie.Overflow, at pattern: String, _ site: String) -> Self {
        switch overflow {
        case .nodes(let limit): Self(.tooManyNodes(limit: limit, pattern: pattern, site: site))
        case .literalBytes(let limit): Self(.tooManyLiteralBytes(limit: limit, pattern: pattern, site: site))
        case .literalsSharingAHash(let limit):
            Self(.tooManyLiteralsSharingAHash(limit: limit, pattern: pattern, site: site))
        }
    }

    /// Where the routes the error is about were declared (`App/Routes.swift:12`, `rules:2` for a rule), in the order
    /// the message names them; empty when it is about the router's settings (a scheme, a host, the push payload
    /// format's keys).
    ///
    /// ``DeepLinkRouter/applying(_:now:)`` reads it to tell which rule a build error is about: a message is for
    /// people, and its patterns and names may hold any text, a site's too.
    var sites: [String] {
        switch reason {
        case .conflict(_, let first, _, let second), .duplicateName(_, let first, let second):
            [first, second]
        case .duplicateParameter(_, _, let site), .noPattern(let site), .remainderNotLast(_, _, let site),
            .literalLooksLikeParameter(_, _, let site, _), .queryInPath(_, _, let site), .duplicateQuery(_, let site),
            .noSources(let site), .emptyName(let site), .tooManyPatterns(_, _, let site), .tooManyNodes(_, _, let site),
            .tooManyLiteralBytes(_, _, let site), .tooManyLiteralsSharingAHash(_, _, let site),
            .parameterIsPayloadKey(_, _, _, let site),
            .payloadRouteClosedToPushes(_, _, let site), .controlCharacterInLiteral(_, _, let site),
            .percentInLiteral(_, _, let site),
            .unknownFixedParameter(_, _, let site, _), .invalidFixedValue(_, _, _, _, let site),
            .otherKeyCollision(_, _, let site, _), .redirectNeedsValue(_, let site):
            [site]
        case .unknownParent(_, let route, _), .parentCycle(let route, _), .sectionRootOutsideSection(let route),
            .sectionRootWithParent(let route, _), .sectionRootWithParameter(let route, _):
            [route.site]
        case .parentNeedsValue(let parent, let child, _), .parentNeedsGate(let parent, let child, _),
            .parentRefusesDoor(let parent, let child, _, _):
            [parent.site, child.site]
        case .sectionConflict(let route, _, let parent, _):
            [route.site, parent.site]
        case .duplicateSectionRoot(_, let first, let second):
            [first.site, second.site]
        case .invalidScheme, .webSchemeInSchemes, .invalidHost, .internationalizedHost, .hostWithPort, .ipAddressHost,
            .wildcardOverTopLevelDomain, .duplicateHost, .duplicateScheme, .invalidMaxLinkLength,
            .invalidPushPayloadFormat, .unknownPayloadRoute, .unknownPayloadParameter:
            []
        }
    }

    /// What a literal's first `%` is, as the message says it: `the escape '%C3' (write 'café')`, or `'%2G', a
    /// malformed escape`.
    private static func percentProblem(in literal: String) -> String {
        let bytes = Array(literal.utf8)
        guard let at = bytes.firstIndex(of: UInt8(ascii: "%")) else { return "'%'" }
        let escape = String(decoding: bytes[at..<min(at + 3, bytes.count)], as: UTF8.self)
        guard bytes.count - at >= 3, PercentDecoding.hexValue(bytes[at + 1]) != nil,
            PercentDecoding.hexValue(bytes[at + 2]) != nil
        else { return "'\(LogText.escaped(escape))', a malformed escape (not '%' followed by two hex digits)" }
        var decoded = [UInt8](repeating: 0, count: bytes.count)
        let count = bytes.withUnsafeBufferPointer { raw in
            decoded.withUnsafeMutableBufferPointer { output in
                output.baseAddress.flatMap { PercentDecoding.decode(raw, into: $0) }
            }
        }
        guard let count else { return "the escape '\(escape)'" }
        let written = String(decoding: decoded[..<count], as: UTF8.self)
        return "the escape '\(escape)' (write '\(LogText.escaped(written))')"
    }

    /// A sentence that says what is wrong, naming the patterns and where they were declared.
    public var description: String {
        switch reason {
        case .conflict(let first, let firstSite, let second, let secondSite):
            "Conflicting routes: '\(first)' (\(firstSite)) and '\(second)' (\(secondSite)) accept exactly the same "
                + "links at the same precedence. Make one more specific (a literal, or an Int capture), or remove one."
        case .duplicateParameter(let name, let pattern, let site):
            "Pattern '\(pattern)' (\(site)) uses parameter '\(name)' twice; a parameter may appear once in a pattern."
        case .noPattern(let site):
            "Route declared at \(site) has no pattern; give it at least one, for example Route(\"\") for the root."
        case .remainderNotLast(let name, let pattern, let site):
            "Pattern '\(pattern)' (\(site)) has the remainder '*\(name)' before its end; a remainder must be last."
        case .literalLooksLikeParameter(let literal, let pattern, let site, let suggestion):
            "Pattern '\(pattern)' (\(site)) has the literal segment '\(literal)', which looks like a parameter but "
                + "would only match that exact text. Write the parameter with the DSL (\(suggestion)), or read the "
                + "text with RoutePattern(parsing:)."
        case .queryInPath(let name, let pattern, let site):
            "Route declared at \(site) declares query parameter '\(name)', which its pattern '\(pattern)' already "
                + "captures from the path; a query item never replaces a path capture, so remove one of them."
        case .duplicateQuery(let name, let site):
            "Route declared at \(site) declares query parameter '\(name)' twice."
        case .noSources(let site):
            "Route declared at \(site) accepts no link source: the OpenedFrom blocks around it have no door in "
                + "common. For a route that only the app's own paths and intents open, declare it in "
                + "OpenedFrom(.inApp)."
        case .duplicateName(let name, let firstSite, let secondSite):
            "Routes declared at \(firstSite) and \(secondSite) are both named '\(name)'; a name leads to one route, "
                + "so rename one of them."
        case .emptyName(let site):
            "Route declared at \(site) has an empty name; give it a name, or none."
        case .invalidScheme(let scheme):
            "Invalid scheme '\(scheme)': a scheme is a letter followed by letters, digits, '+', '-' or '.', "
                + "without '://'."
        case .webSchemeInSchemes(let scheme):
            "'\(scheme)' is a universal-link scheme: schemes: lists your custom schemes, and universal links are "
                + "accepted through hosts:."
        case .invalidHost(let host):
            "Invalid host '\(host)': write a host name such as 'example.com', or '*.example.com' for its subdomains."
        case .internationalizedHost(let host, let ascii?):
            "Host '\(host)' is internationalized: links carry it in its punycode form, so write it as '\(ascii)'."
        case .internationalizedHost(let host, nil):
            "Host '\(host)' is internationalized and has no punycode form: write the ASCII form links carry."
        case .hostWithPort(let host, let withoutPort):
            "Host '\(host)' has a port: hosts: lists host names, which match links on any port, so write "
                + "'\(withoutPort)'."
        case .ipAddressHost(let host):
            "Host '\(host)' is an IP address: universal links open only from the domains an app is associated with, "
                + "so hosts: lists DNS names; write the domain name, such as 'example.com'."
        case .wildcardOverTopLevelDomain(let host, let domain):
            "Host '\(host)' would accept every domain under '\(domain)', a top-level domain: write a wildcard over "
                + "your own domain, such as '*.example.\(domain)'."
        case .duplicateHost(let first, let second) where first == second:
            "hosts: lists '\(first)' twice; list each host once."
        case .duplicateHost(let first, let second):
            "hosts: lists '\(first)' and '\(second)', the same host (hosts compare case-insensitively, and a "
                + "trailing '.' changes nothing); list it once."
        case .duplicateScheme(let first, let second) where first == second:
            "schemes: lists '\(first)' twice; list each scheme once."
        case .duplicateScheme(let first, let second):
            "schemes: lists '\(first)' and '\(second)', the same scheme (schemes compare case-insensitively); "
                + "list it once."
        case .invalidMaxLinkLength(let length, let defaultLength):
            "maxLinkLength is \(length): a router would refuse every link; give it 1 byte or more, or leave it out "
                + "for the default, \(defaultLength)."
        case .tooManyPatterns(let limit, let pattern, let site):
            "Route table too large: pattern '\(pattern)' (\(site)) would be pattern \(limit + 1), and a router holds at "
                + "most \(limit) patterns. Split the table across several routers."
        case .tooManyNodes(let limit, let pattern, let site):
            "Route table too large: pattern '\(pattern)' (\(site)) takes the trie past \(limit) nodes, the most a router "
                + "holds. Split the table across several routers."
        case .parameterIsPayloadKey(let parameter, let key, let route, let site):
            "Route '\(route)' (\(site)) has a parameter named '\(parameter)', \(key.role): a push could never give it "
                + "a value. Rename the parameter, \(key.wayOut)or keep the route from pushes with OpenedFrom."
        case .controlCharacterInLiteral(let literal, let pattern, let site):
            "Pattern '\(LogText.escaped(pattern))' (\(site)) has the literal '\(LogText.escaped(literal))', which holds a "
                + "control character: no link can carry one (the router refuses them), so the route could never match."
        case .percentInLiteral(let literal, let pattern, let site):
            "Pattern '\(LogText.escaped(pattern))' (\(site)) has the literal '\(LogText.escaped(literal))', which holds "
                + Self.percentProblem(in: literal)
                + ": a link's segments are percent-decoded before they are compared, so a literal is written decoded "
                + "and holds no '%'."
        case .unknownPayloadRoute(let value, let route, let known):
            "The push payload format's routeNames maps '\(value)' to '\(route)', which no route is named"
                + (known.isEmpty ? "; no route has a name." : "; named routes: \(known.joined(separator: ", ")).")
        case .payloadRouteClosedToPushes(let value, let route, let site):
            "The push payload format's routeNames maps '\(value)' to '\(route)' (\(site)), which does not take links "
                + "from push notifications (OpenedFrom): map it to a route that does, or open this one to pushes."
        case .unknownPayloadParameter(let key, let parameter):
            "The push payload format's parameterKeys maps '\(key)' to '\(parameter)', which no named route that takes "
                + "pushes declares: use a component's raw value."
        case .invalidPushPayloadFormat(let detail):
            "Invalid push payload format: \(detail)."
        case .tooManyLiteralBytes(let limit, let pattern, let site):
            "Route table too large: the literals of pattern '\(pattern)' (\(site)) take the table past \(limit) bytes "
                + "of literal text, the most a router holds. Split the table across several routers."
        case .tooManyLiteralsSharingAHash(let limit, let pattern, let site):
            "Pattern '\(pattern)' (\(site)) has a literal that shares its place and its hash with \(limit) others, "
                + "the most a router holds (literals that differ only in letter case share one): a link's look-up "
                + "compares each of them. Spell the routes apart, or use a parameter."
        case .unknownParent(let parent, let route, let known):
            "Route \(route) names the parent '\(parent)', which no route is named"
                + (known.isEmpty ? "; no route has a name." : "; named routes: \(known.joined(separator: ", ")).")
        case .parentCycle(let route, let cycle):
            "The parents of route \(route) form a cycle: \(cycle.map { "'\($0)'" }.joined(separator: " → ")). A back "
                + "stack ends at a route without a parent."
        case .parentNeedsValue(let parent, let child, let parameter):
            "The parent \(parent) of route \(child) needs '\(parameter)', which a link to the child does not carry: "
                + "give the child that parameter, or name a parent it can fill."
        case .parentNeedsGate(let parent, let child, let gate):
            "The parent \(parent) of route \(child) waits for the gate '\(gate)', which the child does not: a link to the "
                + "child would show the parent's screen before the gate opens. Declare the child behind the gate too, "
                + "or name another parent."
        case .parentRefusesDoor(let parent, let child, let parentSources, let childSources):
            "The parent \(parent) of route \(child) takes \(parentSources), and the child takes \(childSources): a "
                + "link the child takes would put the parent's screen, made from the sender's values, in its back "
                + "stack. Limit the child to the parent's doors (OpenedFrom), open the parent to the child's, or name "
                + "another parent."
        case .sectionConflict(let route, let section, let parent, let parentSection):
            "Route \(route) is in section '\(section)', but its parent \(parent) is in section '\(parentSection)': a "
                + "back stack is in one section, so move one of them, or name another parent."
        case .sectionRootOutsideSection(let route):
            "Route \(route) is declared its section's root (sectionRoot()) but is in no section: declare it inside "
                + "RouteSection."
        case .sectionRootWithParent(let route, let parent):
            "Route \(route) is its section's root (sectionRoot()) and names the parent '\(parent)': a section's root is "
                + "the bottom of its back stacks, so remove one of the two."
        case .sectionRootWithParameter(let route, let parameter):
            "Route \(route) is its section's root (sectionRoot()) and reads '\(parameter)': a section's root is the tab's "
                + "own screen, which a path of screens gives no values to. Remove sectionRoot() (its screens are then "
                + "pushed), or the parameter."
        case .unknownFixedParameter(let parameter, let name, let site, let parameters):
            "The name '\(LogText.escaped(name))' of the route declared at \(site) fixes '\(LogText.escaped(parameter))', "
                + "which the route does not take; its parameters: "
                + (parameters.isEmpty ? "none." : parameters.joined(separator: ", ") + ".")
        case .invalidFixedValue(let parameter, let value, let expected, let name, let site):
            "The name '\(LogText.escaped(name))' of the route declared at \(site) fixes '\(parameter)' to "
                + "'\(LogText.escaped(value))', which is not \(DeepLinkError.article(expected)): no link could carry it."
        case .redirectNeedsValue(let problem, let site):
            "The redirect declared at \(site) cannot open its route: \(problem), which the route's own patterns need. "
                + "Give the legacy pattern that parameter."
        case .otherKeyCollision(let key, let parameter, let site, let detail):
            "The route declared at \(site) accepts '\(parameter)' under the key '\(LogText.escaped(key))', but \(detail)."
        case .duplicateSectionRoot(let section, let first, let second):
            "Section '\(section)' has two roots, routes \(first) and \(second): a section has one root screen."
        }
    }
}
