/// The schemes and hosts a router accepts, checked before any route is tried.
///
/// `schemes` lists custom schemes; `http` and `https` are the universal-link schemes, filtered by
/// `hosts`. A `nil` list accepts anything; an empty list accepts nothing. Both compare
/// case-insensitively; `*.example.com` accepts any subdomain of `example.com` (not `example.com`).
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

    @usableFromInline
    init(schemes: [String]?, hosts: [String]?) throws(DeepLinkRouterError) {
        self.schemeNames = schemes
        self.hostNames = hosts
        self.schemes = try schemes?.map { scheme throws(DeepLinkRouterError) in
            let bytes = Array(scheme.utf8).map(ASCII.lowercased)
            guard URLAnatomy.isScheme(bytes) else { throw .invalidScheme(scheme) }
            guard !URLAnatomy.isWebScheme(bytes) else { throw .webSchemeInSchemes(scheme) }
            return bytes
        }
        self.hosts = try hosts?.map { host throws(DeepLinkRouterError) in
            // Links carry internationalized hosts in their punycode form: a Unicode host would never match.
            guard host.utf8.allSatisfy({ $0 < 0x80 }) else {
                throw .internationalizedHost(host, ascii: Punycode.asciiHost(host))
            }
            var bytes = Array(host.utf8).map(ASCII.lowercased)
            if bytes.last == UInt8(ascii: "."), bytes.count > 1 { bytes.removeLast() }
            var wildcard = false
            if bytes.starts(with: "*.".utf8) {
                wildcard = true
                bytes.removeFirst()
            }
            let body = wildcard ? bytes.dropFirst() : bytes[...]
            guard URLAnatomy.isHost(body) else { throw .invalidHost(host) }
            return wildcard ? .subdomains(of: bytes) : .exact(bytes)
        }
    }

    func accepts(scheme: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let schemes else { return true }
        return schemes.contains { $0.elementsEqual(scheme.lazy.map(ASCII.lowercased)) }
    }

    func accepts(host raw: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let hosts else { return true }
        var host = raw[...]
        if host.count > 1, host.last == UInt8(ascii: ".") { host = host.dropLast() }
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

    /// Letters, digits, `-`, `.` and `_` (seen in real hosts), and IP literals' `[`, `]`, `:`; non-ASCII hosts are
    /// refused before this is asked.
}
