import Foundation
import Testing

@testable import DeepLinks

/// Each rule about a link's text is computed in one place: a host or scheme the router accepts in `hosts:` or
/// `schemes:` is one it writes into the links it builds, and a link's door is the same whether the matcher reads it
/// from the bytes or the navigator from the URL.
@Suite struct URLRulesTests {
    enum Param: String, DeepLinkPathComponent {
        case id
    }

    static func router(hosts: [String]? = nil, schemes: [String]? = nil) throws -> DeepLinkRouter<Param, String> {
        try DeepLinkRouter<Param, String>(schemes: schemes, hosts: hosts) {
            Route("recipe" / .id, name: "recipe") { p in try p.value(.id) }
        }
    }

    static let hosts = [
        "example.com", "EXAMPLE.com", "a_b.example.com", "xn--caf-dma.example", "127.0.0.1", "[::1]", "[fe80::1]",
        "localhost", "a-b", "", ".", "a..b", ".example.com", "example.com..", "exa mple.com", "a:b", "[]", "[x]",
        "example.com/path", "user@example.com", String(repeating: "a", count: 64) + ".com",
        String(repeating: "a", count: 63) + ".com", String(repeating: "abcdefg.", count: 32) + "com", "café.com",
        "[::1", "::1]", "evil.com%2Fx.example.com", "a%00.example.com", "example.123", "example.0x7f", "0x7f.example",
    ]

    /// A host `hosts:` accepts is one `url(for:host:)` writes, and the other way round.
    @Test(arguments: hosts)
    func hostsFollowOneRule(host: String) throws {
        let accepted = (try? Self.router(hosts: [host])) != nil
        let written = (try? Self.router().url(for: .route("recipe", parameters: [.id: "42"]), host: host)) != nil
        #expect(accepted == written, "hosts: \(accepted), url(for:host:): \(written)")
        // And a link the router writes for an accepted host opens the route through a router of that host.
        if accepted, written {
            let router = try Self.router(hosts: [host])
            let url = try router.url(for: .route("recipe", parameters: [.id: "42"]), host: host)
            #expect(router.match(.url(url))?.intent == "42", "\(url)")
        }
    }

    /// An IP address is not a host by the rule: `hosts:` refuses it, and a router that accepts any host does not write
    /// a link to it.
    @Test(arguments: ["127.0.0.1", "[::1]", "[fe80::1]", "10.0.0.1"])
    func anIPAddressIsNotAHost(host: String) throws {
        #expect(throws: DeepLinkRouterError.self) { try Self.router(hosts: [host]) }
        #expect(throws: DeepLinkURLError.self) {
            try Self.router().url(for: .route("recipe", parameters: [.id: "42"]), host: host)
        }
    }

    static let labels = [
        "www", "a_b", "xn--caf-dma", "a-b", "A", "0x7f", "127.0.0", "", "a.", ".a", "a%2Fb", "a%00", "a%23", "a%2E",
        "a%2Fb.c", String(repeating: "a", count: 63), String(repeating: "a", count: 64),
    ]

    /// A link's host passes `*.example.com` exactly when `hosts:` takes it as a host: one rule for both.
    @Test(arguments: labels)
    func aLinksHostFollowsTheRuleOfHosts(label: String) throws {
        let host = label + ".example.com"
        let listed = (try? Self.router(hosts: [host])) != nil
        let router = try Self.router(hosts: ["*.example.com"])
        let opened = router.resolve(.url("https://\(host)/recipe/42"))
        #expect((try? opened.get())?.intent == (listed ? "42" : nil), "hosts: [\(host)] builds: \(listed)")
        if !listed { #expect(opened.failureKind == .unsupportedHost) }
    }

    static let schemes = ["myapp", "MyApp", "my-app+beta.2", "a", "", "1app", "my app", "my_app", "http", "HTTPS", "é"]

    /// A scheme `schemes:` accepts is one `url(for:scheme:)` writes.
    @Test(arguments: schemes)
    func schemesFollowOneRule(scheme: String) throws {
        let accepted = (try? Self.router(schemes: [scheme])) != nil
        let written = (try? Self.router().url(for: .route("recipe", parameters: [.id: "42"]), scheme: scheme)) != nil
        #expect(accepted == written, "schemes: \(accepted), url(for:scheme:): \(written)")
    }

    static let links = [
        "myapp://recipe/42", "MYAPP://recipe/42", "https://example.com/recipe/42", "HTTP://example.com/recipe/42",
        "http+x://recipe/42", "httpsx://recipe/42", "a:recipe/42", "HtTpS://example.com/recipe/42",
    ]

    /// The door of a link is the same read from a URL (the navigator's events) and from its bytes (the matched
    /// link's source).
    @Test(arguments: links)
    func aLinksDoorIsReadOnce(text: String) throws {
        let url = try #require(URL(string: text))
        let link = try Self.router().resolve(.url(url)).get()
        #expect(link.source == LinkSource(of: url))
        #expect(link.source == IncomingLink<Param, String>.url(url).door)
        #expect(link.source == IncomingLink<Param, String>.url(text).door)
        let expected: LinkSource =
            text.lowercased().hasPrefix("http://") || text.lowercased().hasPrefix("https://")
            ? .universalLink : .customScheme
        #expect(link.source == expected)
    }
}
