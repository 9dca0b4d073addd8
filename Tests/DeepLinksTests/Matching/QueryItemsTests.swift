import DeepLinksTestSupport
import Foundation
import Testing

@testable import DeepLinks

/// Query rules: a route receives only the items it declares; required items take part in matching.
@Suite struct QueryItemsTests {
    static func router() throws -> DeepLinkRouter<ShopParam, Shop> {
        try DeepLinkRouter<ShopParam, Shop>(hosts: ["bestrecipes.com"]) {
            Route("recipe", query: .id, handler: Shop.make("recipe by query"))
            Route("recipe", handler: Shop.make("recipe without id"))
            Route("recipe" / .id, handler: Shop.make("recipe by path"))
            Route("recipes", optional: .country, .limit, .q, .weekOrMenu, handler: Shop.make("recipes"))
            Route("search", query: .q, .page, handler: Shop.make("search q page"))
            Route("search", query: .q, handler: Shop.make("search q"))
            Route("week", query: .limit, handler: Shop.make("week"))
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
        // Required items choose between routes of the same shape.
        Row(link: "https://bestrecipes.com/recipe?id=1234", route: "recipe by query", params: ["id": "1234"]),
        Row(link: "/recipe", route: "recipe without id"),
        Row(link: "/recipe?id=", route: "recipe without id"),
        Row(link: "/recipe?utm_source=mail", route: "recipe without id"),
        Row(link: "/recipe#?id=1", route: "recipe without id"),
        Row(link: "/search?q=soup&page=2", route: "search q page", params: ["q": "soup", "page": "2"]),
        Row(link: "/search?page=2&q=soup", route: "search q page", params: ["q": "soup", "page": "2"]),
        Row(link: "/search?q=soup", route: "search q", params: ["q": "soup"]),
        Row(link: "/search?q=soup&page=two", route: "search q", params: ["q": "soup"]),
        // A path capture is never replaced by a query item; an item the route does not declare never arrives.
        Row(link: "/recipe/1?id=2", route: "recipe by path", params: ["id": "1"]),
        Row(link: "/recipe/1?id=", route: "recipe by path", params: ["id": "1"]),
        Row(link: "/home?limit=1.5&id=x&country=", route: "home"),
        // Optional items: checked, the first of a name wins, invalid ones are dropped.
        Row(
            link: "https://bestrecipes.com/recipes?country=FR&limit=7", route: "recipes",
            params: ["country": "FR", "limit": "7"]),
        Row(link: "/recipes?country=FR&country=DE", route: "recipes", params: ["country": "FR"]),
        Row(link: "/recipes?limit=7&limit=abc", route: "recipes", params: ["limit": "7"]),
        Row(link: "/recipes?limit=abc&country=FR", route: "recipes", params: ["country": "FR"]),
        Row(link: "/recipes?limit=abc&limit=7", route: "recipes"),
        Row(link: "/recipes?country=", route: "recipes"),
        Row(link: "/recipes?country", route: "recipes"),
        Row(link: "/recipes?q=%ZZ&country=FR", route: "recipes", params: ["country": "FR"]),
        Row(link: "/recipes?q=%FF", route: "recipes"),
        Row(link: "/recipes?q=caf%C3%A9+au+lait", route: "recipes", params: ["q": "café au lait"]),
        Row(link: "/recipes?q=a%2Bb", route: "recipes", params: ["q": "a+b"]),
        Row(link: "/recipes?utm_source=mail&Country=FR", route: "recipes"),
        Row(link: "/recipes?&&country=FR&", route: "recipes", params: ["country": "FR"]),
        Row(link: "/recipes?country=FR#limit=abc", route: "recipes", params: ["country": "FR"]),
        Row(link: "/recipes?limit=-3", route: "recipes", params: ["limit": "-3"]),
        Row(link: "/recipes?week_or_menu=x", route: "recipes", params: ["week_or_menu": "x"]),
        // A required item that is missing, invalid or malformed is a miss only when no route at the path takes
        // the link.
        Row(
            link: "/search?page=2", route: nil,
            error: "Missing query parameter 'q' in '/search': /search requires it."),
        Row(link: "/week", route: nil, error: "Missing query parameter 'limit' in '/week': /week requires it."),
        Row(
            link: "/week?limit=abc", route: nil,
            error: "Invalid parameter 'limit' in '/week': /week expects an Int."),
        Row(
            link: "/week?limit=", route: nil,
            error: "Invalid parameter 'limit' in '/week': /week expects an Int."),
        Row(
            link: "/week?limit=%ZZ", route: nil,
            error: "Malformed percent-encoding in '/week': query item 'limit=<redacted>' has a '%' not followed by "
                + "two hex digits."),
        Row(
            link: "/week?limit=1%2", route: nil,
            error: "Malformed percent-encoding in '/week': query item 'limit=<redacted>' has a '%' not followed by "
                + "two hex digits."),
        Row(
            link: "/week?limit=%FF", route: nil,
            error: "Malformed percent-encoding in '/week': query item 'limit=<redacted>' does not decode to UTF-8."),
        // A required item repeated: every occurrence must be valid, the first is the value (issue #39: Apple's
        // association files ask every occurrence to match, so the file and the router agree).
        Row(link: "/week?limit=7&limit=8", route: "week", params: ["limit": "7"]),
        Row(
            link: "/week?limit=7&limit=", route: nil,
            error: "Invalid parameter 'limit' in '/week': the query repeats it, and /week expects an Int in every "
                + "occurrence."),
        Row(
            link: "/week?limit=7&limit=abc", route: nil,
            error: "Invalid parameter 'limit' in '/week': the query repeats it, and /week expects an Int in every "
                + "occurrence."),
        Row(
            link: "/week?limit=7&limit=%ZZ", route: nil,
            error: "Malformed percent-encoding in '/week': query item 'limit=<redacted>' has a '%' not followed by "
                + "two hex digits."),
        Row(link: "/recipe?id=1234&id=", route: "recipe without id"),
        Row(link: "/search?q=soup&q=stew", route: "search q", params: ["q": "soup"]),
    ]

    @Test(arguments: rows)
    func queryItems(_ row: Row) throws {
        let router = try Self.router()
        let result =
            row.link.hasPrefix("/")
            ? router.resolve(.path(row.link)) : router.resolve(.url(try #require(URL(string: row.link))))
        switch result {
        case .success(let link):
            #expect(link.intent.route == row.route)
            #expect(link.intent.params == row.params)
        case .failure(let error):
            #expect(row.route == nil)
            #expect(error.description == row.error)
        }
        // Route selection agrees with match on which route the link reaches.
        if row.link.hasPrefix("/"), let route = row.route {
            let selected = try #require(router.route(forPath: row.link))
            #expect(try router.routes[selected.routeIndex].compiled.named(selected.patternIndex, [:])?.route == route)
        }
    }

    /// The issue's case: two patterns on one route, and a query item naming the other pattern's capture.
    @Test func aHandlerCannotMistakeAQueryItemForThePatternItDidNotMatch() throws {
        let router = try DeepLinkRouter<Param, Intent> {
            Route(
                "subscription" / .subscriptionId / .weekId / "edit", "subscription" / .subscriptionId / "swap" / .menuId
            ) { p in
                if let menu = p[.menuId] {
                    return .editMenu(subscriptionId: try p.value(.subscriptionId), weekOrMenuId: .right(menu))
                }
                return .editMenu(subscriptionId: try p.value(.subscriptionId), weekOrMenuId: .left(try p.int(.weekId)))
            }
            Route("recipe" / .recipeId) { p in .showRecipe(recipeId: try p.value(.recipeId)) }
        }
        #expect(
            router.match(.path("/subscription/abc/3/edit?menuId=m9"))?.intent
                == .editMenu(subscriptionId: "abc", weekOrMenuId: .left(3)))
        #expect(router.match(.path("/recipe/42?weekId=next"))?.intent == .showRecipe(recipeId: "42"))
        #expect(router.match(.path("/recipe/42?weekId="))?.intent == .showRecipe(recipeId: "42"))
    }

    @Test func moreSatisfiedRequiredItemsWinThenDeclarationOrder() throws {
        let router = try DeepLinkRouter<ShopParam, Shop> {
            Route("find", query: .q, handler: Shop.make("q"))
            Route("find", query: .tag, handler: Shop.make("tag"))
            Route("find", query: .tag, .q, handler: Shop.make("both"))
            Route("find", handler: Shop.make("neither"))
        }
        #expect(router.match(.path("/find?q=a&tag=b"))?.intent.route == "both")
        #expect(router.match(.path("/find?tag=b"))?.intent.route == "tag")
        #expect(router.match(.path("/find?q=a"))?.intent.route == "q")
        #expect(router.match(.path("/find"))?.intent.route == "neither")
        let tied = try DeepLinkRouter<ShopParam, Shop> {
            Route("find", query: .tag, handler: Shop.make("tag"))
            Route("find", query: .q, handler: Shop.make("q"))
        }
        #expect(tied.match(.path("/find?q=a&tag=b"))?.intent.route == "tag")
        #expect(tied.route(forPath: "/find?q=a&tag=b")?.routeIndex == 0)
    }

    @Test func aDecliningRouteWithRequiredItemsPassesToTheNextAtThePath() throws {
        let router = try DeepLinkRouter<ShopParam, String> {
            Route("recipe", query: .id) { _ in nil }
            Route("recipe") { _ in "plain" }
        }
        #expect(router.match(.path("/recipe?id=1"))?.intent == "plain")
    }

    @Test func manyDistinctNamesAndTheFirstOfEachWins() throws {
        let names = (0..<5_000).map { "k\($0)" }
        let components = names.compactMap(AnyParam.init(rawValue:))
        // A query of 10,000 items: about 90 KB, over the default limit.
        let router = try DeepLinkRouter<AnyParam, [String: String]>(maxLinkLength: 1 << 20) {
            Route(patterns: ["items"], optional: components) { params in
                Dictionary(uniqueKeysWithValues: params.map { ($0.rawValue, $1) })
            }
        }
        let query = (names.map { "\($0)=first" } + names.map { "\($0)=second" }).joined(separator: "&")
        let params = try #require(router.match(.path("/items?" + query))?.intent)
        #expect(params.count == 5_000)
        #expect(params.values.allSatisfy { $0 == "first" })
    }

    @Test func reasonKindsAndParameter() throws {
        let router = try Self.router()
        guard case .failure(let invalid) = router.resolve(.path("/week?limit=abc")),
            case .failure(let missing) = router.resolve(.path("/week")),
            case .failure(let malformed) = router.resolve(.path("/week?limit=%ZZ"))
        else {
            Issue.record("expected three misses")
            return
        }
        #expect(invalid.kind == .invalidParameter)
        #expect(invalid.parameter == "limit")
        #expect(missing.kind == .missingQueryParameter)
        #expect(missing.parameter == "limit")
        #expect(malformed.kind == .malformedPercentEncoding)
        // The unredacted form keeps the values, for debugging.
        #expect(
            invalid.unredactedDescription == "Invalid parameter 'limit' in '/week': /week expects an Int, got 'abc'.")
        #expect(
            malformed.unredactedDescription
                == "Malformed percent-encoding in '/week': query item 'limit=%ZZ' has '%ZZ', which is not '%' "
                + "followed by two hex digits.")
    }

    @Test func aRepeatedRequiredItemNamesTheOccurrenceThatIsNotOfItsKind() throws {
        let router = try Self.router()
        guard case .failure(let error) = router.resolve(.path("/week?limit=7&limit=")) else {
            Issue.record("expected a miss")
            return
        }
        #expect(error.kind == .invalidParameter)
        #expect(error.parameter == "limit")
        #expect(
            error.unredactedDescription
                == "Invalid parameter 'limit' in '/week': the query repeats it, and /week expects an Int in every "
                + "occurrence, got ''.")
        // Optional items are not concerned: the first valid one is the value.
        #expect(router.match(.path("/recipes?limit=7&limit="))?.intent.params == ["limit": "7"])
    }

    @Test func queryBuildErrors() throws {
        #expect(
            buildErrorMessage {
                try DeepLinkRouter<ShopParam, Shop> {
                    Route("recipe" / .id, query: .id, fileID: "App/Routes.swift", line: 3, handler: Shop.make("x"))
                }
            }
                == "Route declared at App/Routes.swift:3 declares query parameter 'id', which its pattern '/recipe/:id' "
                + "already captures from the path; a query item never replaces a path capture, so remove one of them.")
        #expect(
            buildErrorMessage {
                try DeepLinkRouter<ShopParam, Shop> {
                    Route("recipe" / .id, optional: .id, fileID: "App/Routes.swift", line: 5, handler: Shop.make("x"))
                }
            }
                == "Route declared at App/Routes.swift:5 declares query parameter 'id', which its pattern '/recipe/:id' "
                + "already captures from the path; a query item never replaces a path capture, so remove one of them.")
        #expect(
            buildErrorMessage {
                try DeepLinkRouter<ShopParam, Shop> {
                    Route("recipe", query: .id, .id, fileID: "App/Routes.swift", line: 4, handler: Shop.make("x"))
                }
            } == "Route declared at App/Routes.swift:4 declares query parameter 'id' twice.")
        #expect(
            buildErrorMessage {
                try DeepLinkRouter<ShopParam, Shop> {
                    Route(
                        "recipe", query: .id, optional: .id, fileID: "App/Routes.swift", line: 6,
                        handler: Shop.make("x"))
                }
            } == "Route declared at App/Routes.swift:6 declares query parameter 'id' twice.")
    }

    @Test func theSameShapeWithTheSameRequiredItemsConflicts() throws {
        let message =
            "Conflicting routes: '/search' (App/Routes.swift:1) and '/search' (App/Routes.swift:2) accept exactly the "
            + "same links at the same precedence. Make one more specific (a literal, or an Int capture), or remove one."
        #expect(
            buildErrorMessage {
                try DeepLinkRouter<ShopParam, Shop> {
                    Route("search", query: .q, .page, fileID: "App/Routes.swift", line: 1, handler: Shop.make("a"))
                    Route("search", query: .page, .q, fileID: "App/Routes.swift", line: 2, handler: Shop.make("b"))
                }
            } == message)
        #expect(
            buildErrorMessage {
                try DeepLinkRouter<ShopParam, Shop> {
                    Route("search", optional: .q, fileID: "App/Routes.swift", line: 1, handler: Shop.make("a"))
                    Route("search", fileID: "App/Routes.swift", line: 2, handler: Shop.make("b"))
                }
            } == message)
        // Different required sets coexist, in any declaration order.
        #expect(
            buildErrorMessage {
                try DeepLinkRouter<ShopParam, Shop> {
                    Route("search", handler: Shop.make("a"))
                    Route("search", query: .q, handler: Shop.make("b"))
                    Route("search", query: .q, .page, handler: Shop.make("c"))
                    Route("search", query: .page, handler: Shop.make("d"))
                }
            } == nil)
    }

    @Test func declaredQueryIsRecordedOnTheRoute() throws {
        let router = try Self.router()
        #expect(router.routes[4].requiredQuery == ["q", "page"])
        #expect(router.routes[3].optionalQuery == ["country", "limit", "q", "week_or_menu"])
        #expect(router.trie._checkInvariants() == [])
    }
}
