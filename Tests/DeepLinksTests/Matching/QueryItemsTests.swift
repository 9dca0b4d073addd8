import Foundation
import Testing

@testable import DeepLinks

@Suite struct QueryItemsTests {
    static func router() throws -> DeepLinkRouter<ShopParam, Shop> {
        try DeepLinkRouter<ShopParam, Shop>(hosts: ["bestrecipes.com"]) {
            Route("recipe", query: .id, handler: Shop.make("recipe by query"))
            Route("recipe" / .id, handler: Shop.make("recipe by path"))
            Route("recipes", handler: Shop.make("recipes"))
            Route("search", query: .q, .page, handler: Shop.make("search"))
            Route("home", handler: Shop.make("home"))
        }
    }

    struct Row: Sendable, CustomTestStringConvertible {
        var link: String
        var route: String?
        var params: [String: String] = [:]
        var error: String? = nil
        var testDescription: String { link }
    }

    static let rows: [Row] = [
        Row(link: "https://bestrecipes.com/recipe?id=1234", route: "recipe by query", params: ["id": "1234"]),
        Row(
            link: "https://bestrecipes.com/recipes?country=FR&limit=7", route: "recipes",
            params: ["country": "FR", "limit": "7"]),
        Row(
            link: "/recipes?country=FR&country=DE", route: "recipes", params: ["country": "FR"]),
        Row(link: "/recipes?limit=7&limit=abc", route: "recipes", params: ["limit": "7"]),
        Row(link: "/recipe/1?id=2", route: "recipe by path", params: ["id": "1"]),
        Row(link: "/recipe/1?id=", route: "recipe by path", params: ["id": "1"]),
        Row(link: "/recipes?q=caf%C3%A9+au+lait", route: "recipes", params: ["q": "café au lait"]),
        Row(link: "/recipes?q=a%2Bb", route: "recipes", params: ["q": "a+b"]),
        Row(link: "/recipes?utm_source=mail&Country=FR", route: "recipes", params: [:]),
        Row(link: "/recipes?&&country=FR&", route: "recipes", params: ["country": "FR"]),
        Row(link: "/recipes?country=FR#limit=abc", route: "recipes", params: ["country": "FR"]),
        Row(
            link: "/recipe#?id=1", route: nil, error: "Missing query parameter 'id' in '/recipe': /recipe requires it."),
        Row(link: "/recipes?limit=-3", route: "recipes", params: ["limit": "-3"]),
        Row(link: "/recipes?week_or_menu=x", route: "recipes", params: ["week_or_menu": "x"]),
        Row(link: "/search?q=soup&page=2", route: "search", params: ["q": "soup", "page": "2"]),
        Row(
            link: "/recipes?limit=abc", route: nil,
            error: "Invalid parameter 'limit' in '/recipes': /recipes expects an Int, got 'abc'."),
        Row(
            link: "/home?limit=1.5", route: nil,
            error: "Invalid parameter 'limit' in '/home': /home expects an Int, got '1.5'."),
        Row(
            link: "/recipes?country=", route: nil,
            error: "Invalid parameter 'country' in '/recipes': /recipes expects a non-empty String, got ''."),
        Row(
            link: "/recipes?country", route: nil,
            error: "Invalid parameter 'country' in '/recipes': /recipes expects a non-empty String, got ''."),
        Row(
            link: "/recipe", route: nil, error: "Missing query parameter 'id' in '/recipe': /recipe requires it."),
        Row(
            link: "/search?q=soup", route: nil,
            error: "Missing query parameter 'page' in '/search': /search requires it."),
        Row(
            link: "/recipes?q=%ZZ", route: nil,
            error: "Malformed percent-encoding in '/recipes': query item 'q=%ZZ' does not decode to UTF-8 text."),
        Row(
            link: "/recipes?q=%FF", route: nil,
            error: "Malformed percent-encoding in '/recipes': query item 'q=%FF' does not decode to UTF-8 text."),
    ]

    @Test(arguments: rows)
    func queryItems(_ row: Row) throws {
        let router = try Self.router()
        let result =
            row.link.hasPrefix("/")
            ? router.resolve(path: row.link) : router.resolve(try #require(URL(string: row.link)))
        switch result {
        case .success(let link):
            #expect(link.intent.route == row.route)
            #expect(link.intent.params == row.params)
        case .failure(let error):
            #expect(row.route == nil)
            #expect(error.description == row.error)
        }
    }

    @Test func manyDistinctNamesAndTheFirstOfEachWins() throws {
        let router = try DeepLinkRouter<AnyParam, [String: String]> {
            Route(patterns: ["items"]) { params in Dictionary(uniqueKeysWithValues: params.map { ($0.rawValue, $1) }) }
        }
        let names = (0..<5_000).map { "k\($0)" }
        let query = (names.map { "\($0)=first" } + names.map { "\($0)=second" }).joined(separator: "&")
        let params = try #require(router.match(path: "/items?" + query)?.intent)
        #expect(params.count == 5_000)
        #expect(params.values.allSatisfy { $0 == "first" })
    }

    @Test func reasonKindsAndParameter() throws {
        let router = try Self.router()
        guard case .failure(let invalid) = router.resolve(path: "/recipes?limit=abc"),
            case .failure(let missing) = router.resolve(path: "/recipe"),
            case .failure(let malformed) = router.resolve(path: "/recipes?q=%ZZ")
        else {
            Issue.record("expected three misses")
            return
        }
        #expect(invalid.kind == .invalidParameter)
        #expect(invalid.parameter == "limit")
        #expect(missing.kind == .missingQueryParameter)
        #expect(missing.parameter == "id")
        #expect(malformed.kind == .malformedPercentEncoding)
    }

    @Test func queryBuildErrors() throws {
        #expect {
            try DeepLinkRouter<ShopParam, Shop> {
                Route("recipe" / .id, query: .id, fileID: "App/Routes.swift", line: 3, handler: Shop.make("x"))
            }
        } throws: { error in
            (error as? DeepLinkRouterError)?.description
                == "Route declared at App/Routes.swift:3 requires query parameter 'id', which its pattern '/recipe/:id' "
                + "already captures from the path; a path capture wins over a query item, so remove one of them."
        }
        #expect {
            try DeepLinkRouter<ShopParam, Shop> {
                Route("recipe", query: .id, .id, fileID: "App/Routes.swift", line: 4, handler: Shop.make("x"))
            }
        } throws: { error in
            (error as? DeepLinkRouterError)?.description
                == "Route declared at App/Routes.swift:4 requires query parameter 'id' twice."
        }
    }

    @Test func requiredQueryIsRecordedOnTheRoute() throws {
        let router = try Self.router()
        #expect(router.routes[3].requiredQuery == [.q, .page])
    }
}
