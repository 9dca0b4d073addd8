/// The schemes and hosts a router accepts, checked before any route is tried.
///
/// `schemes` lists custom schemes; `http` and `https` are the universal-link schemes, filtered by
/// `hosts`. A `nil` list accepts anything; an empty list accepts nothing. Both compare
/// case-insensitively; `*.example.com` accepts any subdomain of `example.com` (not `example.com`).
/// Every host, listed or checked, is a DNS name by the one rule, `URLAnatomy.isHost`.
@usableFromInline
struct LinkFilter: Sendable {
    let schemes: [[UInt8]]?
    let hosts: [HostRule]?
    /// The lists as given, for messages.
    let schemeNames: [String]?
    let hostNames: [String]?

    enum HostRule: Sendable, Equatable {
        case exact([UInt8])
        /// `*.example.com` is stored as `.example.com`.
        case subdomains(of: [UInt8])
    }

    /// Checks the lists a router is given: each entry well formed, none listed twice.
    ///
    /// - Throws: ``DeepLinkRouterError`` naming the first entry that can never match a link: a scheme that is not
    ///   one or is `http`/`https`; a host that is not a DNS name (with a port, an IP address, internationalized), a
    ///   wildcard over a top-level domain (`*.com`); a scheme or host listed twice.
    @usableFromInline
    init(schemes: [String]?, hosts: [String]?) throws(DeepLinkRouterError) {
        self.schemeNames = schemes
        self.hostNames = hosts
        var schemeBytes: [[UInt8]]?
        if let schemes {
            var list: [[UInt8]] = []
            for scheme in schemes {
                let bytes = Array(scheme.utf8).map(ASCII.lowercased)
                guard URLAnatomy.isScheme(bytes) else { throw .invalidScheme(scheme) }
                guard !URLAnatomy.isWebScheme(bytes) else { throw .webSchemeInSchemes(scheme) }
                if let first = list.firstIndex(of: bytes) { throw .duplicateScheme(schemes[first], scheme) }
                list.append(bytes)
            }
            schemeBytes = list
        }
        self.schemes = schemeBytes
        var rules: [HostRule]?
        if let hosts {
            var list: [HostRule] = []
            for host in hosts {
                let rule = try Self.rule(for: host)
                if let first = list.firstIndex(of: rule) { throw .duplicateHost(hosts[first], host) }
                list.append(rule)
            }
            rules = list
        }
        self.hosts = rules
    }

    /// The rule for an entry of `hosts:`: a DNS name, or `*.` and a DNS name of two labels or more.
    private static func rule(for host: String) throws(DeepLinkRouterError) -> HostRule {
        // Links carry internationalized hosts in their punycode form: a Unicode host would never match.
        guard host.utf8.allSatisfy({ $0 < 0x80 }) else {
            throw .internationalizedHost(host, ascii: Punycode.asciiHost(host))
        }
        var bytes = Array(host.utf8).map(ASCII.lowercased)
        if bytes.last == UInt8(ascii: "."), bytes.count > 1 { bytes.removeLast() }
        let isWildcard = bytes.starts(with: "*.".utf8)
        let name = isWildcard ? bytes.dropFirst(2) : bytes[...]
        guard URLAnatomy.isHost(name) else { throw whyNotAHost(host, name: name) }
        if isWildcard {
            // Without the public suffix list, `*.co.uk` cannot be told from `*.example.com`; one label can.
            guard name.contains(UInt8(ascii: ".")) else {
                throw .wildcardOverTopLevelDomain(host, domain: String(decoding: name, as: UTF8.self))
            }
            return .subdomains(of: Array(bytes.dropFirst()))
        }
        return .exact(bytes)
    }

    /// The build error for `host`, whose name (`host` without `*.` or a trailing `.`) is not a DNS name.
    private static func whyNotAHost(_ host: String, name: ArraySlice<UInt8>) -> DeepLinkRouterError {
        let colon = UInt8(ascii: ":")
        let colons = name.count { $0 == colon }
        // `example.com:443`, `1.2.3.4:80`: the name without its port says what else is wrong.
        var rest = name
        var withoutPort: String?
        if colons == 1, name.first != UInt8(ascii: "["), let last = name.lastIndex(of: colon),
            let hostColon = host.lastIndex(of: ":")
        {
            let port = name[(last + 1)...]
            if !port.isEmpty, port.allSatisfy(URLAnatomy.isDigit) {
                rest = name[..<last]
                if rest.last == UInt8(ascii: "."), rest.count > 1 { rest = rest.dropLast() }
                withoutPort = String(host[..<hostColon])
            }
        }
        let isIPv6 =
            rest.first == UInt8(ascii: "[")
            || (colons >= 2 && rest.allSatisfy { URLAnatomy.isHexDigit($0) || $0 == colon || $0 == UInt8(ascii: ".") })
        let isIPv4 = rest.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
            .allSatisfy(URLAnatomy.isNumber)
        if isIPv6 || isIPv4 { return .ipAddressHost(host) }
        if let withoutPort, URLAnatomy.isHost(rest) { return .hostWithPort(host, withoutPort: withoutPort) }
        return .invalidHost(host)
    }

    func accepts(scheme: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let schemes else { return true }
        return schemes.contains { $0.elementsEqual(scheme.lazy.map(ASCII.lowercased)) }
    }

    /// Whether a universal link's host (its bytes as the link writes them) is one `hosts:` accepts.
    ///
    /// A host that is not a DNS name is refused before it is compared, by the rule `hosts:` is checked with: a
    /// subdomain rule compares only the end of a host, and `evil.com%2Fx.example.com` (which Foundation reads as
    /// `evil.com/x.example.com`), `a%00.example.com` or `..example.com` end like a subdomain of `example.com`.
    func accepts(host raw: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let hosts else { return true }
        var host = raw[...]
        if host.count > 1, host.last == UInt8(ascii: ".") { host = host.dropLast() }
        guard URLAnatomy.isHost(host) else { return false }
        let folded = host.lazy.map(ASCII.lowercased)
        return hosts.contains { rule in
            switch rule {
            case .exact(let bytes):
                return bytes.elementsEqual(folded)
            case .subdomains(let suffix):
                return folded.count > suffix.count && folded.suffix(suffix.count).elementsEqual(suffix)
            }
        }
    }
}
