/// Why a link could not be built: by ``RoutePattern/path(with:)``, ``DeepLinkRouter/path(for:)``,
/// ``DeepLinkRouter/url(for:scheme:)`` and the other reverse-routing methods.
///
/// Switch over ``kind`` to react; print the error (its ``description``) for logs. Messages name the route (its
/// name, the pattern and where it was declared) and the component at fault.
///
/// ```swift
/// do {
///     let url = try router.url(for: .route("week", parameters: [.weekId: "three"]), scheme: "myapp")
/// } catch {
///     print(error)
///     // Invalid parameter 'weekId' for route 'week' (/week/:weekId, App/Routes.swift:12): expects an Int,
///     // got 'three'.
/// }
/// ```
public struct DeepLinkURLError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kinds of reasons, to compare with or switch over.
    ///
    /// A struct with static members rather than an enum, so that later releases can add kinds without breaking
    /// your `switch` statements: give them a `default:` case.
    ///
    /// ```swift
    /// switch error.kind {
    /// case .missingParameter, .invalidParameter: showFormError(error.component)
    /// default: log.warning("\(error)")
    /// }
    /// ```
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        private let name: String

        private init(_ name: String) {
            self.name = name
        }

        /// A parameter the pattern captures, or a query item the route requires, was not given.
        public static let missingParameter = Kind("missingParameter")
        /// A value does not fit its component's capture kind: not an `Int` for an ``CaptureKind/int``, empty, or
        /// a remainder with an empty segment.
        public static let invalidParameter = Kind("invalidParameter")
        /// No route of the router has the name.
        public static let unknownRouteName = Kind("unknownRouteName")
        /// No route's reverse returns parameters for the intent.
        public static let notReversible = Kind("notReversible")
        /// The scheme is malformed, or is `http` or `https` (universal links are built from a host).
        public static let invalidScheme = Kind("invalidScheme")
        /// The host is not a plain ASCII host name.
        public static let invalidHost = Kind("invalidHost")
        /// The router was built with `schemes:`, and the scheme is not one of them.
        public static let unsupportedScheme = Kind("unsupportedScheme")
        /// The router was built with `hosts:`, and the host is not one of them.
        public static let unsupportedHost = Kind("unsupportedHost")
        /// The route is limited by ``OpenedFrom``, and not to links of this form.
        public static let unsupportedSource = Kind("unsupportedSource")
        /// The link would open another route (or none): a more specific route takes it.
        public static let opensAnotherRoute = Kind("opensAnotherRoute")
        /// Foundation refused the link's text as a URL.
        ///
        /// DeepLinks builds only text Foundation should accept, so this reports a Foundation difference instead
        /// of trapping.
        public static let invalidURL = Kind("invalidURL")
        /// A navigation state's path is empty and its section declares no root route (``Route/sectionRoot()``):
        /// no link opens the section as it is.
        public static let noSectionRoot = Kind("noSectionRoot")

        /// The kind's name, as written in code: `missingParameter`.
        public var description: String { name }
    }

    /// What a message names: a pattern alone, or a route by its name, pattern and declaration site.
    struct Subject: Hashable, Sendable, CustomStringConvertible {
        var pattern: String
        var name: String?
        var site: String?

        /// `/recipe/:recipeId`, `route /recipe/:recipeId (App/Routes.swift:12)` or
        /// `route 'recipe' (/recipe/:recipeId, App/Routes.swift:12)`.
        var description: String {
            guard let site else { return pattern }
            guard let name else { return "route \(pattern) (\(site))" }
            return "route '\(name)' (\(pattern), \(site))"
        }
    }

    private enum Reason: Hashable, Sendable {
        case missingParameter(name: String, inQuery: Bool, subject: Subject)
        case invalidParameter(name: String, value: String, expected: CaptureKind, inQuery: Bool, subject: Subject)
        case emptyRemainderSegment(name: String, value: String, subject: Subject)
        case readsBackAsInt(name: String, value: String, int: Int, inQuery: Bool, subject: Subject)
        case controlCharacter(name: String, inQuery: Bool, subject: Subject)
        case unknownRouteName(String, names: [String])
        case notReversible(intent: String)
        case invalidScheme(String)
        case webScheme(String)
        case invalidHost(String)
        case internationalizedHost(String, ascii: String?)
        case unsupportedScheme(String, accepted: [String])
        case unsupportedHost(String, accepted: [String])
        case unsupportedSource(subject: Subject, form: LinkSource, accepted: LinkSources)
        case opensAnotherRoute(link: String, subject: Subject, other: Subject?)
        case invalidURL(String)
        case noSectionRoot(DeepLinkSection)
    }

    private let reason: Reason

    private init(_ reason: Reason) {
        self.reason = reason
    }

    static func missingParameter(_ name: String, inQuery: Bool = false, for subject: Subject) -> Self {
        Self(.missingParameter(name: name, inQuery: inQuery, subject: subject))
    }

    static func invalidParameter(
        _ name: String, value: String, expected: CaptureKind, inQuery: Bool = false, for subject: Subject
    ) -> Self {
        Self(.invalidParameter(name: name, value: value, expected: expected, inQuery: inQuery, subject: subject))
    }

    /// A value that holds a C0 control character or DEL, which the router refuses in every link.
    static func controlCharacter(_ name: String, inQuery: Bool = false, for subject: Subject) -> Self {
        Self(.controlCharacter(name: name, inQuery: inQuery, subject: subject))
    }

    /// An intent's value for an ``CaptureKind/either`` capture that the link would read back as another value: an
    /// Int written otherwise than as its own text (`007` reads as `.left(7)`).
    static func readsBackAsInt(
        _ name: String, value: String, int: Int, inQuery: Bool = false, for subject: Subject
    ) -> Self {
        Self(.readsBackAsInt(name: name, value: value, int: int, inQuery: inQuery, subject: subject))
    }

    static func emptyRemainderSegment(_ name: String, value: String, for subject: Subject) -> Self {
        Self(.emptyRemainderSegment(name: name, value: value, subject: subject))
    }

    static func unknownRouteName(_ name: String, names: [String]) -> Self {
        Self(.unknownRouteName(name, names: names))
    }

    static func notReversible(_ intent: String) -> Self { Self(.notReversible(intent: intent)) }

    static func invalidScheme(_ scheme: String) -> Self { Self(.invalidScheme(scheme)) }

    static func webScheme(_ scheme: String) -> Self { Self(.webScheme(scheme)) }

    static func invalidHost(_ host: String) -> Self { Self(.invalidHost(host)) }

    static func internationalizedHost(_ host: String, ascii: String?) -> Self {
        Self(.internationalizedHost(host, ascii: ascii))
    }

    static func unsupportedScheme(_ scheme: String, accepted: [String]) -> Self {
        Self(.unsupportedScheme(scheme, accepted: accepted))
    }

    static func unsupportedHost(_ host: String, accepted: [String]) -> Self {
        Self(.unsupportedHost(host, accepted: accepted))
    }

    static func unsupportedSource(_ subject: Subject, form: LinkSource, accepted: LinkSources) -> Self {
        Self(.unsupportedSource(subject: subject, form: form, accepted: accepted))
    }

    static func invalidURL(_ text: String) -> Self { Self(.invalidURL(text)) }

    static func noSectionRoot(_ section: DeepLinkSection) -> Self { Self(.noSectionRoot(section)) }

    static func opensAnotherRoute(_ link: String, for subject: Subject, opens other: Subject?) -> Self {
        Self(.opensAnotherRoute(link: link, subject: subject, other: other))
    }

    /// What kind of reason this is.
    ///
    /// ```swift
    /// if error.kind == .opensAnotherRoute { print(error) }
    /// ```
    public var kind: Kind {
        switch reason {
        case .missingParameter: .missingParameter
        case .invalidParameter, .emptyRemainderSegment, .controlCharacter, .readsBackAsInt: .invalidParameter
        case .unknownRouteName: .unknownRouteName
        case .notReversible: .notReversible
        case .invalidScheme, .webScheme: .invalidScheme
        case .invalidHost, .internationalizedHost: .invalidHost
        case .unsupportedScheme: .unsupportedScheme
        case .unsupportedHost: .unsupportedHost
        case .unsupportedSource: .unsupportedSource
        case .opensAnotherRoute: .opensAnotherRoute
        case .invalidURL: .invalidURL
        case .noSectionRoot: .noSectionRoot
        }
    }

    /// For ``Kind/missingParameter`` and ``Kind/invalidParameter``, the component's name (its raw value).
    ///
    /// ```swift
    /// error.component  // "weekId"
    /// ```
    public var component: String? {
        switch reason {
        case .missingParameter(let name, _, _), .invalidParameter(let name, _, _, _, _),
            .emptyRemainderSegment(let name, _, _), .controlCharacter(let name, _, _),
            .readsBackAsInt(let name, _, _, _, _):
            name
        default: nil
        }
    }

    /// A sentence for logs that says what is wrong, naming the route and the component.
    public var description: String {
        switch reason {
        case .missingParameter(let name, false, let subject):
            "Missing parameter '\(name)' for \(subject)."
        case .missingParameter(let name, true, let subject):
            "Missing required query parameter '\(name)' for \(subject)."
        case .invalidParameter(let name, let value, let expected, let inQuery, let subject):
            "Invalid \(inQuery ? "query " : "")parameter '\(name)' for \(subject): expects "
                + "\(DeepLinkError.article(expected)), got '\(value)'."
        case .controlCharacter(let name, let inQuery, let subject):
            "Invalid \(inQuery ? "query " : "")parameter '\(name)' for \(subject): it holds a control character "
                + "(U+0000 to U+001F, or U+007F), which the router refuses in every link."
        case .readsBackAsInt(let name, let value, let int, let inQuery, let subject):
            "Invalid \(inQuery ? "query " : "")parameter '\(name)' for \(subject): '\(value)' would not read back as "
                + "itself: an Either<Int, String> capture reads every Int as .left, so the link would open .left(\(int)). "
                + "Write a .left as the Int's own text ('\(int)'); a .right whose text is an Int cannot be carried."
        case .emptyRemainderSegment(let name, let value, let subject):
            "Invalid parameter '\(name)' for \(subject): a remainder's segments must not be empty (a link drops "
                + "empty segments), got '\(value)'."
        case .unknownRouteName(let name, let names) where names.isEmpty:
            "No route is named '\(name)'; the router has no named routes."
        case .unknownRouteName(let name, let names):
            "No route is named '\(name)'; named routes: \(names.joined(separator: ", "))."
        case .notReversible(let intent):
            "No route reverses \(intent); declare `reverse:` on its route."
        case .invalidScheme(let scheme):
            "Invalid scheme '\(scheme)': a scheme is a letter followed by letters, digits, '+', '-' or '.', "
                + "without '://'."
        case .webScheme(let scheme):
            "'\(scheme)' is not a custom scheme: build a universal link by giving its host instead."
        case .invalidHost(let host):
            "Invalid host '\(host)': write a host name such as 'example.com', without scheme, port, path or '*'."
        case .internationalizedHost(let host, let ascii?):
            "Host '\(host)' is internationalized: links carry it in its punycode form, so write it as '\(ascii)'."
        case .internationalizedHost(let host, nil):
            "Host '\(host)' is internationalized and has no punycode form: write the ASCII form links carry."
        case .unsupportedScheme(let scheme, let accepted):
            "Unsupported scheme '\(scheme)': the router accepts \(Self.list(accepted))."
        case .unsupportedHost(let host, let accepted):
            "Unsupported host '\(host)': the router accepts \(Self.list(accepted))."
        case .unsupportedSource(let subject, let form, let accepted):
            "\(Self.capitalized(subject)) accepts \(accepted): "
                + (form == .customScheme ? "a custom-scheme link" : "a universal link") + " would not open it."
        case .opensAnotherRoute(let link, let subject, let other?):
            "The link '\(link)' would open \(other), not \(subject): a more specific route takes it. Pass other "
                + "parameters, or link to that route."
        case .opensAnotherRoute(let link, let subject, nil):
            "The link '\(link)' would open no route, not \(subject)."
        case .invalidURL(let text):
            "Foundation's URL refused '\(text)'; please report it, with the route and its parameters."
        case .noSectionRoot(let section):
            "The path of section '\(section)' is empty, and no route is the section's root (sectionRoot()): declare "
                + "the route of the section's own screen with sectionRoot() to link to it."
        }
    }

    private static func list(_ items: [String]) -> String {
        items.isEmpty ? "none" : items.joined(separator: ", ")
    }

    private static func capitalized(_ subject: Subject) -> String {
        let text = subject.description
        return text.prefix(1).uppercased() + text.dropFirst()
    }
}
