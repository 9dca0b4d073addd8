import Foundation
import Testing

@testable import DeepLinks

@Suite struct LinkFilterTests {
    static func router(
        schemes: [String]? = ["myapp"], hosts: [String]? = ["bestrecipes.com", "*.bestrecipes.com"]
    )
        throws -> DeepLinkRouter<Param, Intent>
    {
        try DeepLinkRouter<Param, Intent>(schemes: schemes, hosts: hosts) {
            Route("recipe" / .recipeId) { p in .showRecipe(recipeId: try p.value(.recipeId)) }
        }
    }

    struct Row: Sendable, CustomTestStringConvertible {
        var url: String
        var source: LinkSource?
        var error: String? = nil
        var testDescription: String { url }
    }

    static let rows: [Row] = [
        Row(url: "myapp://recipe/42", source: .customScheme),
        Row(url: "MYAPP://RECIPE/42", source: .customScheme),
        Row(url: "myapp:///recipe/42", source: .customScheme),
        Row(url: "https://bestrecipes.com/recipe/42", source: .universalLink),
        Row(url: "http://bestrecipes.com/recipe/42", source: .universalLink),
        Row(url: "HTTPS://BestRecipes.COM/recipe/42", source: .universalLink),
        Row(url: "https://www.bestrecipes.com/recipe/42", source: .universalLink),
        Row(url: "https://a.b.bestrecipes.com/recipe/42", source: .universalLink),
        Row(url: "https://bestrecipes.com./recipe/42", source: .universalLink),
        Row(url: "https://bestrecipes.com:443/recipe/42", source: .universalLink),
        Row(url: "https://user@bestrecipes.com/recipe/42", source: .universalLink),
        Row(
            url: "/recipe/42", source: nil,
            error: "Invalid URL '/recipe/42': it has no scheme; give the app's own paths as "
                + ".path(_:)."),
        Row(
            url: "//evil.com/recipe/42", source: nil,
            error: "Invalid URL '//evil.com/recipe/42': it has no scheme; give the app's own paths as "
                + ".path(_:)."),
        Row(
            url: "otherapp://recipe/42", source: nil,
            error: "Unsupported scheme 'otherapp' in 'otherapp://recipe/42'; accepted: myapp."),
        Row(
            url: "https://evil.com/recipe/42", source: nil,
            error:
                "Unsupported host 'evil.com' in 'https://evil.com/recipe/42'; accepted: bestrecipes.com, *.bestrecipes.com."
        ),
        Row(
            url: "https://evilbestrecipes.com/recipe/42", source: nil,
            error: "Unsupported host 'evilbestrecipes.com' in 'https://evilbestrecipes.com/recipe/42'; accepted: "
                + "bestrecipes.com, *.bestrecipes.com."),
        Row(
            url: "https://bestrecipes.com.evil.com/recipe/42", source: nil,
            error: "Unsupported host 'bestrecipes.com.evil.com' in 'https://bestrecipes.com.evil.com/recipe/42'; "
                + "accepted: bestrecipes.com, *.bestrecipes.com."),
        Row(
            url: "https://bestrecipes.com@evil.com/recipe/42", source: nil,
            error: "Unsupported host 'evil.com' in 'https://<redacted>@evil.com/recipe/42'; accepted: "
                + "bestrecipes.com, *.bestrecipes.com."),
        Row(
            url: "https:///recipe/42", source: nil,
            error: "Invalid URL 'https:///recipe/42': a universal link needs a host."),
        // Foundation reads this host as `evil.com/x.bestrecipes.com`: it ends like a subdomain, and is no DNS name.
        Row(
            url: "https://evil.com%2Fx.bestrecipes.com/recipe/42", source: nil,
            error:
                "Unsupported host 'evil.com%2Fx.bestrecipes.com' in 'https://evil.com%2Fx.bestrecipes.com/recipe/42'; "
                + "accepted: bestrecipes.com, *.bestrecipes.com."),
        Row(
            url: "https://..bestrecipes.com/recipe/42", source: nil,
            error: "Unsupported host '..bestrecipes.com' in 'https://..bestrecipes.com/recipe/42'; accepted: "
                + "bestrecipes.com, *.bestrecipes.com."),
        Row(
            url: "https://[::1]/recipe/42", source: nil,
            error:
                "Unsupported host '[::1]' in 'https://[::1]/recipe/42'; accepted: bestrecipes.com, *.bestrecipes.com."),
    ]

    /// Hosts that end like `bestrecipes.com` or a subdomain of it, and are not DNS names: escapes (Foundation decodes
    /// them, `%2F` to `/`, `%00` to NUL, `%23` to `#`), empty labels, and a name ending in a number.
    static let notDNSNames = [
        "evil.com%2Fx.bestrecipes.com", "evil.com%00.bestrecipes.com", "a%23.bestrecipes.com", "..bestrecipes.com",
        "x..bestrecipes.com", "www.bestrecipes.com..", "bestrecipes.com..", "a%2Eb.bestrecipes.com",
        "bestrecipes%2Ecom", "%62estrecipes.com", "www%2Ebestrecipes.com",
    ]

    /// The exact rule and the wildcard rule refuse them alike, as a host outside `hosts:`, through `URL` and text.
    @Test(arguments: notDNSNames)
    func hostsThatAreNotDNSNamesAreRefused(host: String) throws {
        let text = "https://\(host)/recipe/42"
        let url = try #require(URL(string: text))
        for hosts in [["bestrecipes.com"], ["*.bestrecipes.com"], ["bestrecipes.com", "*.bestrecipes.com"]] {
            let router = try Self.router(hosts: hosts)
            #expect(router.match(.url(url)) == nil, "\(hosts)")
            #expect(router.resolve(.url(url)).failureKind == .unsupportedHost, "\(hosts)")
            #expect(router.resolve(.url(text)).failureKind == .unsupportedHost, "\(hosts)")
            #expect(
                router.resolve(.url(url)).failureDescription
                    == "Unsupported host '\(host)' in '\(text)'; accepted: \(hosts.joined(separator: ", ")).")
        }
        // A router that accepts any host still does: `nil` checks nothing.
        #expect(try Self.router(hosts: nil).match(.url(url))?.intent == .showRecipe(recipeId: "42"))
    }

    @Test(arguments: rows)
    func schemesAndHosts(_ row: Row) throws {
        let router = try Self.router()
        let url = try #require(URL(string: row.url))
        switch router.resolve(.url(url)) {
        case .success(let link):
            #expect(link.source == row.source)
            #expect(link.intent == .showRecipe(recipeId: "42"))
            #expect(row.error == nil)
        case .failure(let error):
            #expect(error.description == row.error)
            #expect(row.source == nil)
        }
        #expect((router.match(.url(url)) != nil) == (row.source != nil))
    }

    @Test func errorKinds() throws {
        let router = try Self.router()
        func kind(_ text: String) throws -> DeepLinkError.Kind? {
            guard case .failure(let error) = router.resolve(.url(try #require(URL(string: text)))) else { return nil }
            return error.kind
        }
        #expect(try kind("otherapp://recipe/1") == .unsupportedScheme)
        #expect(try kind("https://evil.com/recipe/1") == .unsupportedHost)
        #expect(try kind("https:///recipe/1") == .invalidURL)
        #expect(router.resolve(.url("")).failureKind == .invalidURL)
        #expect(
            router.resolve(.url("")).failureDescription == "Invalid URL '': it is not a URL.")
        #expect((try? router.resolve(.url("myapp://recipe/7")).get())?.intent == .showRecipe(recipeId: "7"))
    }

    @Test func pathsAreNeverFiltered() throws {
        let router = try Self.router(schemes: [], hosts: [])
        #expect(router.match(.path("/recipe/1"))?.source == .path)
        #expect(router.resolve(.path("/recipe/1")).failureKind == nil)
        #expect(router.match(.url(try #require(URL(string: "myapp://recipe/1")))) == nil)
        #expect(router.match(.url(try #require(URL(string: "https://bestrecipes.com/recipe/1")))) == nil)
    }

    @Test func noListsAcceptEverything() throws {
        let router = try Self.router(schemes: nil, hosts: nil)
        #expect(router.match(.url(try #require(URL(string: "anything://recipe/1")))) != nil)
        #expect(router.match(.url(try #require(URL(string: "https://anywhere.example/recipe/1")))) != nil)
    }

    @Test(
        arguments: [
            (
                ["https"], nil,
                "'https' is a universal-link scheme: schemes: lists your custom schemes, and universal links "
                    + "are accepted through hosts:."
            ),
            (
                ["my app"], nil,
                "Invalid scheme 'my app': a scheme is a letter followed by letters, digits, '+', '-' or '.', "
                    + "without '://'."
            ),
            (
                ["myapp://"], nil,
                "Invalid scheme 'myapp://': a scheme is a letter followed by letters, digits, '+', '-' or "
                    + "'.', without '://'."
            ),
            (
                nil, [""],
                "Invalid host '': write a host name such as 'example.com', or '*.example.com' for its subdomains."
            ),
            (
                nil, ["*"],
                "Invalid host '*': write a host name such as 'example.com', or '*.example.com' for its subdomains."
            ),
            (
                nil, ["*."],
                "Invalid host '*.': write a host name such as 'example.com', or '*.example.com' for its subdomains."
            ),
            (
                nil, ["a/b"],
                "Invalid host 'a/b': write a host name such as 'example.com', or '*.example.com' for its subdomains."
            ),
            (
                nil, ["a.*.com"],
                "Invalid host 'a.*.com': write a host name such as 'example.com', or '*.example.com' for its "
                    + "subdomains."
            ),
            (
                nil, ["example.123"],
                "Invalid host 'example.123': write a host name such as 'example.com', or '*.example.com' for its "
                    + "subdomains."
            ),
            (
                nil, ["bestrecipes.com:443"],
                "Host 'bestrecipes.com:443' has a port: hosts: lists host names, which match links on any port, so "
                    + "write 'bestrecipes.com'."
            ),
            (
                nil, ["*.BestRecipes.com:8080"],
                "Host '*.BestRecipes.com:8080' has a port: hosts: lists host names, which match links on any port, "
                    + "so write '*.BestRecipes.com'."
            ),
            (
                nil, ["bestrecipes.com.:443"],
                "Host 'bestrecipes.com.:443' has a port: hosts: lists host names, which match links on any port, so "
                    + "write 'bestrecipes.com.'."
            ),
            (nil, ["::1"], ipAddress("::1")),
            (nil, ["[::1]"], ipAddress("[::1]")),
            (nil, ["[::1]:443"], ipAddress("[::1]:443")),
            (nil, ["fe80::1"], ipAddress("fe80::1")),
            (nil, ["::ffff:127.0.0.1"], ipAddress("::ffff:127.0.0.1")),
            (nil, ["127.0.0.1"], ipAddress("127.0.0.1")),
            (nil, ["1.2.3.4:80"], ipAddress("1.2.3.4:80")),
            (nil, ["0x7f.1"], ipAddress("0x7f.1")),
            (nil, ["*.0.0.1"], ipAddress("*.0.0.1")),
            (
                nil, ["*.com"],
                "Host '*.com' would accept every domain under 'com', a top-level domain: write a wildcard over your "
                    + "own domain, such as '*.example.com'."
            ),
            (
                nil, ["*.UK."],
                "Host '*.UK.' would accept every domain under 'uk', a top-level domain: write a wildcard over your "
                    + "own domain, such as '*.example.uk'."
            ),
            (
                nil, ["bestrecipes.com", "bestrecipes.com"],
                "hosts: lists 'bestrecipes.com' twice; list each host once."
            ),
            (
                nil, ["bestrecipes.com", "*.bestrecipes.com", "BestRecipes.com."],
                "hosts: lists 'bestrecipes.com' and 'BestRecipes.com.', the same host (hosts compare "
                    + "case-insensitively, and a trailing '.' changes nothing); list it once."
            ),
            (
                nil, ["*.bestrecipes.com", "*.BESTRECIPES.COM"],
                "hosts: lists '*.bestrecipes.com' and '*.BESTRECIPES.COM', the same host (hosts compare "
                    + "case-insensitively, and a trailing '.' changes nothing); list it once."
            ),
            (["myapp", "myapp"], nil, "schemes: lists 'myapp' twice; list each scheme once."),
            (
                ["myapp", "other", "MyApp"], nil,
                "schemes: lists 'myapp' and 'MyApp', the same scheme (schemes compare case-insensitively); list it "
                    + "once."
            ),
            (
                nil, ["bäckerei.de"],
                "Host 'bäckerei.de' is internationalized: links carry it in its punycode form, so write it as "
                    + "'xn--bckerei-5wa.de'."
            ),
            (
                nil, ["*.Bäckerei.de"],
                "Host '*.Bäckerei.de' is internationalized: links carry it in its punycode form, so write it as "
                    + "'*.xn--bckerei-5wa.de'."
            ),
        ] as [([String]?, [String]?, String)])
    func malformedListsAreBuildErrors(_ schemes: [String]?, _ hosts: [String]?, _ message: String) {
        #expect {
            try Self.router(schemes: schemes, hosts: hosts)
        } throws: { error in
            (error as? DeepLinkRouterError)?.description == message
        }
    }
}

extension LinkFilterTests {
    /// The message for a host in `hosts:` that is an IP address.
    static func ipAddress(_ host: String) -> String {
        "Host '\(host)' is an IP address: universal links open only from the domains an app is associated with, so "
            + "hosts: lists DNS names; write the domain name, such as 'example.com'."
    }

    /// What the build errors leave alone: a wildcard over two labels, an exact host under a listed wildcard, one
    /// label without a wildcard, a name with a number in it that does not end in one.
    @Test func listsThatCanWorkBuild() throws {
        let hosts = ["*.co.uk", "www.bestrecipes.com", "*.bestrecipes.com", "localhost", "127.0.0.1.example.com"]
        let router = try Self.router(hosts: hosts)
        #expect(router.hostNames == hosts)
        for host in ["a.co.uk", "www.bestrecipes.com", "localhost", "127.0.0.1.example.com"] {
            let url = try #require(URL(string: "https://\(host)/recipe/42"))
            #expect(router.match(.url(url))?.intent == .showRecipe(recipeId: "42"), "\(host)")
        }
        #expect(try Self.router(schemes: ["myapp", "myapp-beta"], hosts: nil).schemeNames == ["myapp", "myapp-beta"])
    }
}

@Suite struct LinkSourceTests {
    static func router() throws -> DeepLinkRouter<Param, String> {
        try DeepLinkRouter<Param, String> {
            OpenedFrom(.customScheme) {
                Route("debug/reset") { _ in "reset" }
            }
            OpenedFrom(.universalLink) {
                Route("invite" / .weekId) { p in "invite \(try p.value(.weekId))" }
            }
            Route("invite" / .slug) { p in "fallback \(try p.value(.slug))" }
        }
    }

    @Test func sourcesLimitRoutes() throws {
        let router = try Self.router()
        #expect(router.match(.url(try #require(URL(string: "myapp://debug/reset"))))?.intent == "reset")
        #expect(router.match(.url(try #require(URL(string: "https://a.com/debug/reset")))) == nil)
        #expect(router.match(.path("/debug/reset"))?.intent == "reset")
        #expect(router.match(.url(try #require(URL(string: "https://a.com/invite/5"))))?.intent == "invite 5")
        // Refused by its source, the route lets the next matching route take the link.
        #expect(router.match(.url(try #require(URL(string: "myapp://invite/5"))))?.intent == "fallback 5")
        #expect(router.match(.path("/invite/5"))?.intent == "invite 5")
        #expect(router.routes.map(\.sources) == [.customScheme, .universalLink, .all])
    }

    @Test func refusedSourceIsTheClosestRoute() throws {
        let router = try Self.router()
        let url = try #require(URL(string: "https://a.com/debug/reset"))
        #expect(
            router.resolve(.url(url)).failureDescription
                == "No route matches '/debug/reset'; closest: /debug/reset — it accepts custom-scheme links only, and "
                + "this is a universal link.")
        #expect(router.resolve(.url(url)).failureKind == .noRoute)
    }

    /// A path from the app reaches both routes at the same precedence, so sources do not tell shapes apart.
    @Test func sameShapeWithOtherSourcesStillConflicts() throws {
        #expect(throws: DeepLinkRouterError.self) {
            try DeepLinkRouter<Param, String> {
                OpenedFrom(.customScheme) { Route("invite" / .slug) { _ in "app" } }
                OpenedFrom(.universalLink) { Route("invite" / .recipeId) { _ in "web" } }
            }
        }
    }

    @Test func nestedBlocksIntersect() throws {
        #expect {
            try DeepLinkRouter<Param, String> {
                OpenedFrom(.customScheme) {
                    OpenedFrom(.universalLink) {
                        Route("never", fileID: "App/Routes.swift", line: 8) { _ in "never" }
                    }
                }
            }
        } throws: { error in
            (error as? DeepLinkRouterError)?.description
                == "Route declared at App/Routes.swift:8 accepts no link source: the OpenedFrom blocks around it have "
                + "no door in common. For a route that only the app's own paths and intents open, declare it in "
                + "OpenedFrom(.inApp)."
        }
    }

    /// `OpenedFrom(.inApp)` (the empty set, as `OpenedFrom([])`) is a route only the app's own links open: no
    /// error, every door from outside refused, the app's paths and intents admitted, whatever blocks are inside.
    @Test(arguments: [LinkSources.inApp, []])
    func inAppRoutesOpenOnlyFromTheAppsOwnLinks(sources: LinkSources) throws {
        let router = try DeepLinkRouter<Param, String>(schemes: ["myapp"], hosts: ["bestrecipes.com"]) {
            OpenedFrom(sources) {
                Route("checkout/confirm", name: "confirm") { _ in "confirm" }
                OpenedFrom(.web) {
                    Route("checkout/web") { _ in "web" }
                }
            }
        }
        #expect(router.routes.map(\.sources) == [.inApp, .inApp])
        #expect(LinkSources.inApp.description == "the app's own links only")
        #expect(router.match(.path("/checkout/confirm"))?.intent == "confirm")
        #expect(router.match(.path("/checkout/web"))?.intent == "web")
        let url = try #require(URL(string: "myapp://checkout/confirm"))
        #expect(router.match(.url(url)) == nil)
        #expect(router.match(.url("https://bestrecipes.com/checkout/confirm")) == nil)
        #expect(router.match(.url(url, from: .path)) != nil)
        #expect(router.match(.pushPayload(["type": "confirm"])) == nil)
        #expect(router.match(.shortcutItem(type: "confirm")) == nil)
        #expect(router.match(.route("confirm", values: [:], from: .intent))?.intent == "confirm")
        let refusal = try #require(router.resolve(.url(url)).failure)
        let expected =
            "No route matches '/checkout/confirm'; closest: /checkout/confirm — it accepts the app's own links only, "
            + "and this is a custom scheme."
        #expect(refusal.description == expected)
    }

    @Test func sourceOfALinkMadeByHand() throws {
        let url = try #require(URL(string: "https://a.com/x"))
        #expect(
            DeepLink(url: url, path: "/x", intent: 1, pattern: "/x").source
                == .universalLink)
        #expect(DeepLink(url: nil, path: "/x", intent: 1, pattern: "/x").source == .path)
        #expect(LinkSources.all.description == "all links")
        #expect(LinkSource.customScheme.description == "custom scheme")
    }

    /// The punycode form the message suggests is the one links carry: written that way, the host matches.
    @Test func thePunycodeHostMatches() throws {
        let router = try LinkFilterTests.router(hosts: ["xn--bckerei-5wa.de"])
        #expect(router.match(.url(try #require(URL(string: "https://xn--bckerei-5wa.de/recipe/1")))) != nil)
        #expect(router.match(.url(try #require(URL(string: "https://XN--BCKEREI-5WA.de/recipe/1")))) != nil)
    }

    /// Text without a scheme skips no filter: it is refused by every URL entry point.
    @Test func textWithoutASchemeIsNotAPath() throws {
        let router = try DeepLinkRouter<Param, String>(schemes: ["myapp"], hosts: ["bestrecipes.com"]) {
            OpenedFrom(.customScheme) { Route("internal" / .slug) { _ in "internal" } }
            Route("recipe" / .recipeId) { _ in "recipe" }
        }
        for text in ["//evil.com/recipe/1", "internal/x", "/internal/x", "recipe/1"] {
            #expect(router.resolve(.url(text)).failureKind == .invalidURL, "\(text)")
            #expect(router.match(.url(try #require(URL(string: text)))) == nil, "\(text)")
        }
        #expect(router.resolve(.path("internal/x")).failureKind == nil)
        #expect(router.match(.path("//recipe//1"))?.intent == "recipe")
    }
}

extension Result where Failure == DeepLinkError {
    var failureKind: DeepLinkError.Kind? {
        if case .failure(let error) = self { return error.kind }
        return nil
    }

    var failureDescription: String? {
        if case .failure(let error) = self { return error.description }
        return nil
    }
}
