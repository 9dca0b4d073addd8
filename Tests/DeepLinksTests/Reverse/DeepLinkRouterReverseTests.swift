import Foundation
import Testing

@testable import DeepLinks

@Suite struct DeepLinkRouterURLTests {
    /// A shop's routes, each named and declared at a fixed site so that messages can be pinned.
    ///
    /// Each handler returns the route's name and its captures; each reverse gives the captures back for an intent of
    /// its route.
    static func router(schemes: [String]? = nil, hosts: [String]? = nil) throws -> DeepLinkRouter<ShopParam, Shop> {
        func route(
            _ patterns: RoutePattern<ShopParam>..., name: String, query: [ShopParam] = [],
            optional: [ShopParam] = [], line: UInt
        ) -> Route<ShopParam, Shop> {
            Route(
                patterns: patterns, name: name, query: query, optional: optional, fileID: "Shop.swift", line: line,
                handler: Shop.make(name), reverse: Self.reverse(name))
        }
        return try DeepLinkRouter<ShopParam, Shop>(schemes: schemes, hosts: hosts) {
            route("", name: "root", optional: [.q], line: 1)
            route("p" / .page / .id, "product" / .id, name: "product", line: 2)
            route("product/new", name: "newProduct", line: 3)
            route("search", name: "search", query: [.q], optional: [.country, .limit], line: 4)
            route(.id / "details", name: "details", line: 5)
            route("Catalog" / .id, name: "catalog", line: 6)
            route("1/classes" / .id, name: "classes", line: 7)
            route("docs" / .rest, name: "docs", line: 8)
            route("list", name: "list", optional: [.tag], line: 9)
            route("list", name: "tagged", query: [.tag], line: 10)
            route("shop.example" / .id, name: "dotted", line: 11)
            OpenedFrom(.customScheme) {
                route("debug", name: "debug", line: 12)
            }
            OpenedFrom(.userActivity) {
                route("handoff", name: "handoff", line: 13)
            }
        }
    }

    /// The reverse of `Shop.make(name)`: an intent of route `name` gives its captures back.
    static func reverse(_ name: String) -> Route<ShopParam, Shop>.Reverse {
        { shop in
            guard shop.route == name else { return nil }
            return Dictionary(
                uniqueKeysWithValues: shop.params.compactMap { key, value in
                    ShopParam(rawValue: key).map { ($0, value) }
                })
        }
    }

    static func message(_ build: () throws(DeepLinkURLError) -> Any) -> String {
        do {
            return "built \(try build())"
        } catch {
            return error.description
        }
    }

    // MARK: Paths of named routes

    struct PathRow: Sendable, CustomTestStringConvertible {
        var name: String
        var parameters: [ShopParam: String]
        var expected: String
        var testDescription: String {
            "\(name) " + parameters.map { "\($0.key.rawValue)=\($0.value)" }.sorted().joined(separator: ", ")
        }
    }

    static let paths: [PathRow] = [
        PathRow(name: "root", parameters: [:], expected: "/"),
        PathRow(name: "root", parameters: [.q: "a b"], expected: "/?q=a%20b"),
        PathRow(name: "product", parameters: [.id: "42"], expected: "/product/42"),
        PathRow(name: "product", parameters: [.id: "42", .page: "3"], expected: "/p/3/42"),
        PathRow(name: "product", parameters: [.id: "a/b?c#d"], expected: "/product/a%2Fb%3Fc%23d"),
        PathRow(name: "search", parameters: [.q: "café au lait"], expected: "/search?q=caf%C3%A9%20au%20lait"),
        PathRow(name: "search", parameters: [.q: "1+1=2 & more"], expected: "/search?q=1%2B1%3D2%20%26%20more"),
        PathRow(
            name: "search", parameters: [.limit: "7", .country: "FR", .q: "x", .id: "ignored"],
            expected: "/search?q=x&country=FR&limit=7"),
        PathRow(name: "search", parameters: [.q: "x", .limit: "-5"], expected: "/search?q=x&limit=-5"),
        PathRow(name: "details", parameters: [.id: "x"], expected: "/x/details"),
        PathRow(name: "docs", parameters: [.rest: "guide/intro"], expected: "/docs/guide/intro"),
        PathRow(name: "list", parameters: [:], expected: "/list"),
        PathRow(name: "tagged", parameters: [.tag: "new"], expected: "/list?tag=new"),
        PathRow(name: "debug", parameters: [:], expected: "/debug"),
    ]

    @Test(arguments: paths)
    func buildsThePathOfANamedRoute(_ row: PathRow) throws {
        let router = try Self.router()
        let path = try router.path(for: .route(row.name, parameters: row.parameters))
        #expect(path == row.expected)
        let link = try #require(router.match(.path(path)))
        #expect(link.intent.route == row.name)
    }

    struct ErrorRow: Sendable, CustomTestStringConvertible {
        var name: String
        var parameters: [ShopParam: String]
        var message: String
        var kind: DeepLinkURLError.Kind
        var testDescription: String { message }
    }

    static let pathErrors: [ErrorRow] = [
        ErrorRow(
            name: "nope", parameters: [:],
            message: "No route is named 'nope'; named routes: root, product, newProduct, search, details, catalog, "
                + "classes, docs, list, tagged, dotted, debug, handoff.",
            kind: .unknownRouteName),
        ErrorRow(
            name: "product", parameters: [.page: "3"],
            message: "Missing parameter 'id' for route 'product' (/p/:page/:id, Shop.swift:2).",
            kind: .missingParameter),
        ErrorRow(
            name: "product", parameters: [:],
            message: "Missing parameter 'page' for route 'product' (/p/:page/:id, Shop.swift:2).",
            kind: .missingParameter),
        ErrorRow(
            name: "product", parameters: [.id: "42", .page: "three"],
            message: "Invalid parameter 'page' for route 'product' (/p/:page/:id, Shop.swift:2): expects an Int, "
                + "got 'three'.",
            kind: .invalidParameter),
        ErrorRow(
            name: "search", parameters: [.country: "FR"],
            message: "Missing required query parameter 'q' for route 'search' (/search, Shop.swift:4).",
            kind: .missingParameter),
        ErrorRow(
            name: "search", parameters: [.q: ""],
            message: "Invalid query parameter 'q' for route 'search' (/search, Shop.swift:4): expects a non-empty "
                + "String, got ''.",
            kind: .invalidParameter),
        ErrorRow(
            name: "search", parameters: [.q: "x", .limit: "lots"],
            message: "Invalid query parameter 'limit' for route 'search' (/search, Shop.swift:4): expects an Int, "
                + "got 'lots'.",
            kind: .invalidParameter),
        ErrorRow(
            name: "docs", parameters: [.rest: "a//b"],
            message: "Invalid parameter 'rest' for route 'docs' (/docs/*rest, Shop.swift:8): a remainder's segments "
                + "must not be empty (a link drops empty segments), got 'a//b'.",
            kind: .invalidParameter),
        ErrorRow(
            name: "product", parameters: [.id: "new"],
            message: "The link '/product/new' would open route 'newProduct' (/product/new, Shop.swift:3), not route "
                + "'product' (/product/:id, Shop.swift:2): a more specific route takes it. Pass other parameters, or "
                + "link to that route.",
            kind: .opensAnotherRoute),
        ErrorRow(
            name: "details", parameters: [.id: "product"],
            message: "The link '/product/details' would open route 'product' (/product/:id, Shop.swift:2), not route "
                + "'details' (/:id/details, Shop.swift:5): a more specific route takes it. Pass other parameters, or "
                + "link to that route.",
            kind: .opensAnotherRoute),
        ErrorRow(
            name: "list", parameters: [.tag: "new"],
            message: "The link '/list?tag=new' would open route 'tagged' (/list, Shop.swift:10), not route 'list' "
                + "(/list, Shop.swift:9): a more specific route takes it. Pass other parameters, or link to that route.",
            kind: .opensAnotherRoute),
    ]

    @Test(arguments: pathErrors)
    func refusesToBuildABadPath(_ row: ErrorRow) throws {
        let router = try Self.router()
        do {
            let path = try router.path(for: .route(row.name, parameters: row.parameters))
            Issue.record("built \(path)")
        } catch {
            #expect(error.description == row.message)
            #expect(error.kind == row.kind)
        }
    }

    @Test func namesTheComponentAtFault() throws {
        let router = try Self.router()
        #expect(throws: DeepLinkURLError.self) { try router.path(for: .route("search", parameters: [:])) }
        do {
            _ = try router.path(for: .route("search", parameters: [:]))
        } catch {
            #expect(error.component == "q")
        }
        do {
            _ = try router.path(for: .route("nope", parameters: [:]))
        } catch {
            #expect(error.component == nil)
        }
    }

    @Test func routeIndexNamed() throws {
        let router = try Self.router()
        #expect(router.routeIndex(named: "search") == 3)
        #expect(router.routeIndex(named: "Search") == nil)
    }

    // MARK: Custom-scheme links

    static let customSchemeLinks: [PathRow] = [
        PathRow(name: "root", parameters: [:], expected: "myapp://"),
        PathRow(name: "root", parameters: [.q: "x"], expected: "myapp://?q=x"),
        PathRow(name: "product", parameters: [.id: "42"], expected: "myapp://product/42"),
        PathRow(name: "product", parameters: [.id: "42", .page: "3"], expected: "myapp://p/3/42"),
        PathRow(name: "product", parameters: [.id: "é/?"], expected: "myapp://product/%C3%A9%2F%3F"),
        PathRow(name: "search", parameters: [.q: "a+b"], expected: "myapp://search?q=a%2Bb"),
        PathRow(name: "details", parameters: [.id: "x"], expected: "myapp:///x/details"),
        // Capitals and a leading digit stay in the path: a host may be lower-cased, or read as an address.
        PathRow(name: "catalog", parameters: [.id: "x"], expected: "myapp:///Catalog/x"),
        PathRow(name: "classes", parameters: [.id: "x"], expected: "myapp:///1/classes/x"),
        PathRow(name: "dotted", parameters: [.id: "x"], expected: "myapp://shop.example/x"),
        PathRow(name: "debug", parameters: [:], expected: "myapp://debug"),
    ]

    @Test(arguments: customSchemeLinks)
    func buildsACustomSchemeLink(_ row: PathRow) throws {
        let router = try Self.router(schemes: ["myapp"])
        let url = try router.url(for: .route(row.name, parameters: row.parameters), scheme: "myapp")
        #expect(url.absoluteString == row.expected)
        let link = try #require(router.match(.url(url)))
        #expect(link.intent.route == row.name)
        #expect(link.source == .customScheme)
    }

    @Test func hostLabels() {
        let accepted: [String] = ["recipe", "a", "a-b", "shop.example", "v2", "a1.b2-c"]
        let refused: [String] = ["Recipe", "1", "3d", "-a", "a-", "a..b", ".a", "a.", "xn--bcher-kva", "a_b", "café"]
        typealias Router = DeepLinkRouter<ShopParam, Shop>
        let wronglyRefused: [String] = accepted.filter { !Router.isHostLabel($0) }
        let wronglyAccepted: [String] = refused.filter { Router.isHostLabel($0) }
        #expect(wronglyRefused == [])
        #expect(wronglyAccepted == [])
        #expect(!DeepLinkRouter<ShopParam, Shop>.isHostLabel(String(repeating: "a", count: 64)))
    }

    static let schemeErrors: [(scheme: String, message: String)] = [
        (
            "my app",
            "Invalid scheme 'my app': a scheme is a letter followed by letters, digits, '+', '-' or '.', without '://'."
        ),
        ("", "Invalid scheme '': a scheme is a letter followed by letters, digits, '+', '-' or '.', without '://'."),
        (
            "1app",
            "Invalid scheme '1app': a scheme is a letter followed by letters, digits, '+', '-' or '.', without '://'."
        ),
        (
            "myapp://",
            "Invalid scheme 'myapp://': a scheme is a letter followed by letters, digits, '+', '-' or '.', without '://'."
        ),
        ("https", "'https' is not a custom scheme: build a universal link by giving its host instead."),
        ("HTTP", "'HTTP' is not a custom scheme: build a universal link by giving its host instead."),
        ("otherapp", "Unsupported scheme 'otherapp': the router accepts myapp, my-app.beta."),
    ]

    @Test(arguments: schemeErrors)
    func refusesABadScheme(_ scheme: String, _ message: String) throws {
        let router = try Self.router(schemes: ["myapp", "my-app.beta"])
        let actual = Self.message { () throws(DeepLinkURLError) in
            try router.url(for: .route("product", parameters: [.id: "1"]), scheme: scheme)
        }
        #expect(actual == message)
    }

    @Test func acceptsTheRoutersSchemesInAnyCase() throws {
        let router = try Self.router(schemes: ["myapp", "my-app.beta"])
        let upper = try router.url(for: .route("product", parameters: [.id: "1"]), scheme: "MyApp")
        let beta = try router.url(for: .route("product", parameters: [.id: "1"]), scheme: "my-app.beta")
        #expect(upper.absoluteString == "MyApp://product/1")
        #expect(beta.absoluteString == "my-app.beta://product/1")
        #expect(router.match(.url(beta))?.intent.route == "product")
        // Without schemes:, any custom scheme is accepted.
        let open = try Self.router()
        #expect(try open.url(for: .route("debug", parameters: [:]), scheme: "x-y+z").absoluteString == "x-y+z://debug")
        let none = try Self.router(schemes: [])
        let refused = Self.message { () throws(DeepLinkURLError) in
            try none.url(for: .route("debug", parameters: [:]), scheme: "myapp")
        }
        #expect(refused == "Unsupported scheme 'myapp': the router accepts none.")
    }

    // MARK: Universal links

    static let universalLinks: [PathRow] = [
        PathRow(name: "root", parameters: [:], expected: "https://bestrecipes.com/"),
        PathRow(name: "root", parameters: [.q: "x y"], expected: "https://bestrecipes.com/?q=x%20y"),
        PathRow(name: "product", parameters: [.id: "42"], expected: "https://bestrecipes.com/product/42"),
        PathRow(name: "catalog", parameters: [.id: "#1"], expected: "https://bestrecipes.com/Catalog/%231"),
        PathRow(
            name: "search", parameters: [.q: "日本", .limit: "3"],
            expected: "https://bestrecipes.com/search?q=%E6%97%A5%E6%9C%AC&limit=3"),
        PathRow(name: "handoff", parameters: [:], expected: "https://bestrecipes.com/handoff"),
    ]

    @Test(arguments: universalLinks)
    func buildsAUniversalLink(_ row: PathRow) throws {
        let router = try Self.router(hosts: ["bestrecipes.com", "*.bestrecipes.com"])
        let url = try router.url(for: .route(row.name, parameters: row.parameters), host: "bestrecipes.com")
        #expect(url.absoluteString == row.expected)
        let source: LinkSource = row.name == "handoff" ? .userActivity : .universalLink
        let link = try router.resolve(.url(url, from: source)).get()
        #expect(link.intent.route == row.name)
    }

    static let hostErrors: [(host: String, message: String)] = [
        ("", "Invalid host '': write a host name such as 'example.com', without scheme, port, path or '*'."),
        ("a/b", "Invalid host 'a/b': write a host name such as 'example.com', without scheme, port, path or '*'."),
        (
            "bestrecipes.com:8080",
            "Invalid host 'bestrecipes.com:8080': write a host name such as 'example.com', without scheme, port, path or '*'."
        ),
        (
            "*.bestrecipes.com",
            "Invalid host '*.bestrecipes.com': write a host name such as 'example.com', without scheme, port, path or '*'."
        ),
        ("a..b", "Invalid host 'a..b': write a host name such as 'example.com', without scheme, port, path or '*'."),
        (
            "https://bestrecipes.com",
            "Invalid host 'https://bestrecipes.com': write a host name such as 'example.com', without scheme, port, "
                + "path or '*'."
        ),
        (
            "bücher.de",
            "Host 'bücher.de' is internationalized: links carry it in its punycode form, so write it as 'xn--bcher-kva.de'."
        ),
        ("evil.com", "Unsupported host 'evil.com': the router accepts bestrecipes.com, *.bestrecipes.com."),
        (
            "bestrecipes.com.evil.com",
            "Unsupported host 'bestrecipes.com.evil.com': the router accepts bestrecipes.com, *.bestrecipes.com."
        ),
    ]

    @Test(arguments: hostErrors)
    func refusesABadHost(_ host: String, _ message: String) throws {
        let router = try Self.router(hosts: ["bestrecipes.com", "*.bestrecipes.com"])
        let actual = Self.message { () throws(DeepLinkURLError) in
            try router.url(for: .route("product", parameters: [.id: "1"]), host: host)
        }
        #expect(actual == message)
    }

    @Test func acceptsTheRoutersHosts() throws {
        let router = try Self.router(hosts: ["bestrecipes.com", "*.bestrecipes.com"])
        let www = try router.url(for: .route("product", parameters: [.id: "1"]), host: "WWW.BestRecipes.com")
        #expect(www.absoluteString == "https://WWW.BestRecipes.com/product/1")
        #expect(router.match(.url(www))?.intent.route == "product")
        let open = try Self.router()
        let local = try open.url(for: .route("product", parameters: [.id: "1"]), host: "my_host-1.local")
        #expect(local.absoluteString == "https://my_host-1.local/product/1")
    }

    // MARK: Sources and the wrong route

    @Test func refusesALinkFormTheRouteDoesNotAccept() throws {
        let router = try Self.router()
        let web = Self.message { () throws(DeepLinkURLError) in
            try router.url(for: .route("debug", parameters: [:]), host: "bestrecipes.com")
        }
        #expect(
            web == "Route 'debug' (/debug, Shop.swift:12) accepts custom-scheme links only: a universal link would "
                + "not open it.")
        let custom = Self.message { () throws(DeepLinkURLError) in
            try router.url(for: .route("handoff", parameters: [:]), scheme: "myapp")
        }
        #expect(
            custom == "Route 'handoff' (/handoff, Shop.swift:13) accepts user activities only: a custom-scheme link "
                + "would not open it.")
    }

    @Test func checksTheLinkThroughItsOwnDoor() throws {
        // A more specific route that only custom-scheme links reach takes the path and the custom-scheme link,
        // never the universal link.
        let router = try DeepLinkRouter<ShopParam, Shop> {
            Route("product" / .id, name: "product", fileID: "Shop.swift", line: 1, handler: Shop.make("product"))
            OpenedFrom(.customScheme) {
                Route("product/new", name: "new", fileID: "Shop.swift", line: 2, handler: Shop.make("new"))
            }
        }
        let universal = try router.url(for: .route("product", parameters: [.id: "new"]), host: "bestrecipes.com")
        #expect(router.match(.url(universal))?.intent.route == "product")
        let custom = Self.message { () throws(DeepLinkURLError) in
            try router.url(for: .route("product", parameters: [.id: "new"]), scheme: "myapp")
        }
        #expect(
            custom == "The link 'myapp://product/new' would open route 'new' (/product/new, Shop.swift:2), not route "
                + "'product' (/product/:id, Shop.swift:1): a more specific route takes it. Pass other parameters, or "
                + "link to that route.")
        #expect(throws: DeepLinkURLError.self) { try router.path(for: .route("product", parameters: [.id: "new"])) }
    }

    // MARK: Intents

    @Test func buildsTheLinksOfAnIntent() throws {
        let router = try Self.router(schemes: ["myapp"])
        let intent = Shop(route: "search", params: ["q": "a b", "limit": "3"])
        let path = try router.path(for: .intent(intent))
        let custom = try router.url(for: .intent(intent), scheme: "myapp")
        let universal = try router.url(for: .intent(intent), host: "bestrecipes.com")
        #expect(path == "/search?q=a%20b&limit=3")
        #expect(custom.absoluteString == "myapp://search?q=a%20b&limit=3")
        #expect(universal.absoluteString == "https://bestrecipes.com/search?q=a%20b&limit=3")
        #expect(router.match(.path(path))?.intent == intent)
        #expect(router.match(.url(custom))?.intent == intent)
        #expect(router.match(.url(universal))?.intent == intent)
    }

    @Test func refusesAnIntentNoRouteReverses() throws {
        let router = try Self.router()
        let unknown = Self.message { () throws(DeepLinkURLError) in
            try router.path(for: .intent(Shop(route: "nope", params: [:])))
        }
        #expect(unknown == "No route reverses Shop(route: \"nope\", params: [:]); declare `reverse:` on its route.")
        let web = Self.message { () throws(DeepLinkURLError) in
            try router.url(for: .intent(Shop(route: "debug", params: [:])), host: "bestrecipes.com")
        }
        #expect(
            web == "Route 'debug' (/debug, Shop.swift:12) accepts custom-scheme links only: a universal link would "
                + "not open it.")
        let wrongRoute = Self.message { () throws(DeepLinkURLError) in
            try router.url(for: .intent(Shop(route: "product", params: ["id": "new"])), scheme: "myapp")
        }
        #expect(wrongRoute.hasPrefix("The link 'myapp://product/new' would open route 'newProduct'"))
    }

    @Test func asksRoutesInDeclarationOrderSkippingThoseTheFormCannotOpen() throws {
        enum Page: Equatable, Sendable { case help }
        let router = try DeepLinkRouter<ShopParam, Page> {
            OpenedFrom(.customScheme) {
                Route("app-help") { _ in
                    .help
                } reverse: { _ in
                    [:]
                }
            }
            Route("help") { _ in
                .help
            } reverse: { _ in
                [:]
            }
            Route("more-help") { _ in
                .help
            } reverse: { _ in
                [:]
            }
        }
        #expect(try router.path(for: .intent(.help)) == "/app-help")
        #expect(try router.url(for: .intent(.help), scheme: "myapp").absoluteString == "myapp://app-help")
        #expect(try router.url(for: .intent(.help), host: "example.com").absoluteString == "https://example.com/help")
    }

    @Test func unnamedRoutesAreNamedByPatternAndSite() throws {
        enum Page: Equatable, Sendable { case recipe(String) }
        let router = try DeepLinkRouter<ShopParam, Page> {
            Route("recipe" / .page, fileID: "App.swift", line: 7) { p in
                .recipe(try p.value(.page))
            } reverse: {
                guard case .recipe(let id) = $0 else { return nil }
                return [.page: id]
            }
        }
        let message = Self.message { () throws(DeepLinkURLError) in try router.path(for: .intent(.recipe("x"))) }
        #expect(message == "Invalid parameter 'page' for route /recipe/:page (App.swift:7): expects an Int, got 'x'.")
    }
}
