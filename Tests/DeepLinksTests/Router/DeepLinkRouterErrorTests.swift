import Testing

@testable import DeepLinks

@Suite struct DeepLinkRouterErrorTests {
    /// A route declared at a fixed site, so messages can be pinned.
    static func route(_ patterns: [String], line: UInt) throws -> Route<Param, Intent> {
        Route(patterns: try patterns.map { try RoutePattern(parsing: $0) }, fileID: "App/Routes.swift", line: line) {
            _ in
            .home
        }
    }

    struct ConflictCase: CustomTestStringConvertible, Sendable {
        var first: String
        var second: String
        var testDescription: String { "\(first) vs \(second)" }
    }

    static let conflicts: [ConflictCase] = [
        ConflictCase(first: "/recipe/:recipeId", second: "/recipe/:slug"),
        ConflictCase(first: "/w/:slug/edit", second: "/w/:weekOrMenuId/edit"),
        ConflictCase(first: "/w/:weekId", second: "/w/:weekId"),
        ConflictCase(first: "/a/b/c", second: "/a/b/c"),
        ConflictCase(first: "/", second: "/"),
        ConflictCase(first: "/:slug/:recipeId", second: "/:recipeId/:slug"),
        ConflictCase(first: "/a//b/", second: "/a/b"),
    ]

    @Test(arguments: conflicts)
    func conflictNamesBothPatternsAndSites(_ row: ConflictCase) throws {
        let routes = [try Self.route([row.first], line: 3), try Self.route([row.second], line: 9)]
        let first = try RoutePattern<Param>(parsing: row.first).description
        let second = try RoutePattern<Param>(parsing: row.second).description
        #expect {
            try DeepLinkRouter(routes: routes)
        } throws: { error in
            (error as? DeepLinkRouterError)?.description
                == "Conflicting routes: '\(first)' (App/Routes.swift:3) and '\(second)' (App/Routes.swift:9) accept "
                + "exactly the same links at the same precedence. Make one more specific (a literal, or an Int "
                + "capture), or remove one."
        }
    }

    /// The routes an error is about are data besides its text, whatever text their names and patterns hold: the
    /// rules' build reads them to tell which rule is at fault (RulesTests).
    @Test func anErrorCarriesTheSitesOfItsRoutes() throws {
        func sites(_ build: () throws -> Void) -> [String]? {
            do {
                try build()
                return nil
            } catch {
                return (error as? DeepLinkRouterError)?.sites
            }
        }
        let conflict = sites {
            _ = try DeepLinkRouter(routes: [
                try Self.route(["/a/(App/Routes.swift:1)/:slug"], line: 3),
                try Self.route(["/a/(App/Routes.swift:1)/:recipeId"], line: 9),
            ])
        }
        #expect(conflict == ["App/Routes.swift:3", "App/Routes.swift:9"])
        let duplicate = sites { _ = try DeepLinkRouter(routes: [try Self.route(["/a/:slug/b/:slug"], line: 12)]) }
        #expect(duplicate == ["App/Routes.swift:12"])
        // A back-stack error names its routes inside its subjects (`'week' (/week/:weekId, App/Routes.swift:5)`).
        let parent = "recipe (App/Routes.swift:1)"
        let stack = sites {
            _ = try DeepLinkRouter<Param, Intent> {
                Route("recipe" / .recipeId, name: parent, fileID: "App/Routes.swift", line: 4) { _ in .home }
                Route("week" / .weekId, name: "week", fileID: "App/Routes.swift", line: 5) { _ in .home }.parent(parent)
            }
        }
        #expect(stack == ["App/Routes.swift:4", "App/Routes.swift:5"])
        let host = sites {
            _ = try DeepLinkRouter<Param, Intent>(hosts: ["example.com:8080"]) { Route("") { _ in .home } }
        }
        #expect(host == [])
    }

    @Test func conflictWithinOneRoute() throws {
        let route = try Self.route(["/recipe/:recipeId", "/recipe/:slug"], line: 5)
        #expect(throws: DeepLinkRouterError.self) { try DeepLinkRouter(routes: [route]) }
    }

    @Test func conflictThroughAGroupPrefix() throws {
        #expect {
            try DeepLinkRouter<Param, Intent> {
                RouteGroup("account") {
                    Route("recipe" / .recipeId, fileID: "App/Routes.swift", line: 4) { _ in .home }
                }
                Route("account/recipe" / .slug, fileID: "App/Routes.swift", line: 6) { _ in .home }
            }
        } throws: { error in
            (error as? DeepLinkRouterError)?.description
                == "Conflicting routes: '/account/recipe/:recipeId' (App/Routes.swift:4) and '/account/recipe/:slug' "
                + "(App/Routes.swift:6) accept exactly the same links at the same precedence. Make one more specific "
                + "(a literal, or an Int capture), or remove one."
        }
    }

    static let notConflicts: [ConflictCase] = [
        ConflictCase(first: "/profile/:slug", second: "/profile/verify_email"),
        ConflictCase(first: "/discover/categories/:slug", second: "/discover/categories/:recipeId/:slug"),
        ConflictCase(first: "/w/:weekId", second: "/w/:slug"),
        ConflictCase(first: "/w/:weekId", second: "/w/:weekOrMenuId"),
        ConflictCase(first: "/a", second: "/a/:slug"),
        ConflictCase(first: "/", second: "/:slug"),
        ConflictCase(first: "/a/:slug/b", second: "/a/:slug/c"),
        ConflictCase(first: "/Recipe", second: "/recipe"),
    ]

    @Test(arguments: notConflicts)
    func notAConflict(_ row: ConflictCase) throws {
        let router = try DeepLinkRouter(routes: [
            try Self.route([row.first], line: 1), try Self.route([row.second], line: 2),
        ])
        #expect(router.trie._checkInvariants() == [])
        #expect(router.entries.count == 2)
    }

    @Test func duplicateParameter() throws {
        let route = try Self.route(["/a/:slug/b/:slug"], line: 12)
        #expect {
            try DeepLinkRouter(routes: [route])
        } throws: { error in
            (error as? DeepLinkRouterError)?.description
                == "Pattern '/a/:slug/b/:slug' (App/Routes.swift:12) uses parameter 'slug' twice; a parameter may "
                + "appear once in a pattern."
        }
    }

    @Test func duplicateParameterThroughAGroup() throws {
        #expect(throws: DeepLinkRouterError.self) {
            try DeepLinkRouter<Param, Intent> {
                RouteGroup("recipe" / .recipeId) {
                    Route("similar" / .recipeId) { _ in .home }
                }
            }
        }
    }

    @Test func routeWithoutPattern() throws {
        let route = Route<Param, Intent>(patterns: [], fileID: "App/Routes.swift", line: 20) { _ in .home }
        #expect {
            try DeepLinkRouter(routes: [route])
        } throws: { error in
            (error as? DeepLinkRouterError)?.description
                == "Route declared at App/Routes.swift:20 has no pattern; give it at least one, for example "
                + "Route(\"\") for the root."
        }
    }

    @Test func routesRecordWhereTheyWereDeclared() throws {
        let line: UInt = #line + 1
        let route = Route<Param, Intent>("home") { _ in .home }
        #expect(route.fileID == "DeepLinksTests/DeepLinkRouterErrorTests.swift")
        #expect(route.line == line)
    }

    @Test func emptyTableMatchesNothing() throws {
        let router = try DeepLinkRouter<Param, Intent>(routes: [])
        #expect(router.match(.path("/")) == nil)
        #expect(router.match(.path("/a")) == nil)
        #expect(router.trie._checkInvariants() == [])
    }
}

/// A string literal that looks like a parameter builds as a literal that never matches: a build error instead.
@Suite struct ParameterLikeLiteralTests {
    @Test func colonAndStarLiteralsAreBuildErrors() {
        #expect(
            buildErrorMessage {
                try DeepLinkRouter<Param, String> {
                    Route("legacy/recipe/:recipeId", fileID: "App/Routes.swift", line: 3) { _ in "" }
                }
            }
                == "Pattern '/legacy/recipe/:recipeId' (App/Routes.swift:3) has the literal segment ':recipeId', which "
                + "looks like a parameter but would only match that exact text. Write the parameter with the DSL "
                + "(\"legacy/recipe\" / .recipeId), or read the text with RoutePattern(parsing:).")
        #expect(
            buildErrorMessage {
                try DeepLinkRouter<Param, String> {
                    Route("docs" / .slug / "*rest", fileID: "App/Routes.swift", line: 4) { _ in "" }
                }
            }
                == "Pattern '/docs/:slug/*rest' (App/Routes.swift:4) has the literal segment '*rest', which looks like a "
                + "parameter but would only match that exact text. Write the parameter with the DSL "
                + "(\"docs\" / .slug / .rest), or read the text with RoutePattern(parsing:).")
        #expect(
            buildErrorMessage {
                try DeepLinkRouter<Param, String> { Route(":id", fileID: "App/Routes.swift", line: 5) { _ in "" } }
            }?
            .contains("(\"\" / .id)") == true)
        // Found by the `pattern` fuzz target: the suggestion dropped a combining mark after the sigil along with it.
        #expect(
            buildErrorMessage {
                try DeepLinkRouter<Param, String> {
                    Route("a/:\u{301}b", fileID: "App/Routes.swift", line: 6) { _ in "" }
                }
            }?
            .contains("(\"a\" / .\u{301}b)") == true)
    }

    @Test func theParsedFormIsAParameter() throws {
        let legacy = try RoutePattern<Param>(parsing: "legacy/recipe/:recipeId")
        let router = try DeepLinkRouter<Param, String> {
            Route(legacy) { p in try p.value(.recipeId) }
            Route("a:b", "x*") { _ in "literal" }  // a colon or star inside a literal is fine
        }
        #expect(router.match(.path("/legacy/recipe/42"))?.intent == "42")
        #expect(router.match(.path("/a:b"))?.intent == "literal")
    }
}
