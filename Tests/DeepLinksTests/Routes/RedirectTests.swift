import AppSiteAssociationReader
import DeepLinksNavigation
import DeepLinksTools
import Testing

/// Legacy patterns that redirect to a route: old links keep opening the app, reverse routing gives the new form.
@MainActor
@Suite struct RedirectTests {
    enum Param: String, DeepLinkPathComponent {
        case recipeId, slug
    }

    enum Intent: Equatable, Sendable {
        case recipes, recipe(String), account
    }

    static func makeRouter() throws -> DeepLinkRouter<Param, Intent> {
        try DeepLinkRouter<Param, Intent>(schemes: ["myapp"], hosts: ["bestrecipes.com"]) {
            RouteSection("recipes") {
                Route("recipes", name: "recipes") { _ in .recipes }.sectionRoot()
                Route("recipes" / .recipeId, name: "recipe") { p in
                    .recipe(try p.value(.recipeId))
                } reverse: { intent in
                    guard case .recipe(let id) = intent else { return nil }
                    return [.recipeId: id]
                }
                .parent("recipes")
                .redirecting(from: "recipe" / .recipeId, "r" / .recipeId / .slug)
            }
            Authorized {
                Route("account", name: "account") { _ in .account }.redirecting(from: "profile")
            }
        }
    }

    @Test func aLegacyLinkOpensTheRouteWithTheSameIntent() throws {
        let router = try Self.makeRouter()
        let legacy = try router.resolve(.url("https://bestrecipes.com/recipe/42")).get()
        #expect(legacy.intent == .recipe("42"))
        #expect(legacy.pattern == "/recipe/:recipeId")
        #expect(try router.resolve(.url("myapp://r/42/pancakes")).get().intent == .recipe("42"))
        #expect(router.routes.map(\.isRedirect) == [false, false, true, false, true])
        // The legacy link's back stack is the route's.
        #expect(try router.stack(for: legacy) == router.stack(for: router.resolve(.path("/recipes/42")).get()))
    }

    @Test func reverseRoutingAndLinksByNameUseTheRoutesOwnPatterns() throws {
        let router = try Self.makeRouter()
        #expect(try router.path(for: .intent(.recipe("42"))) == "/recipes/42")
        #expect(try router.path(for: .route("recipe", parameters: [.recipeId: "42"])) == "/recipes/42")
        #expect(
            try router.resolve(.pushPayload(["type": "recipe", "recipeId": "7"])).get().pattern == "/recipes/:recipeId")
    }

    @Test func theEventsSayALinkWasRedirected() throws {
        let navigator = DeepLinkNavigator(router: try Self.makeRouter())
        var lines: [String] = []
        navigator.onEvent = { lines.append($0.description) }
        navigator.open(.url("https://bestrecipes.com/recipe/42"))
        #expect(
            lines.prefix(3) == [
                "#1 received https://bestrecipes.com/recipe/42 (universal link)",
                "#1 matched /recipe/42 as /recipe/:recipeId",
                "#1 redirected from /recipe/42 to /recipes/42",
            ])
        // A route without captures that does not reverse its intent says where it goes too (issue #37).
        navigator.open(.url("myapp://profile"))
        #expect(lines.contains("#2 redirected from /profile to /account"))
        #expect(!lines.contains("#2 redirected from /profile"))
    }

    @Test func aLegacyLinkWaitsForTheRoutesGates() throws {
        let navigator = DeepLinkNavigator(router: try Self.makeRouter())
        guard case .held(let link, let reason) = navigator.open(.url("myapp://profile")) else {
            Issue.record("a legacy link to a signed-in route was not held")
            return
        }
        #expect(link.intent == .account)
        #expect(reason == .waitingForAuthorization)
    }

    @Test func theAppleAppSiteAssociationFileCoversLegacyPaths() throws {
        let json = try Self.makeRouter().routeTable.appleAppSiteAssociation(appIDs: ["ABCDE12345.com.bestrecipes"])
        // Read as Apple does: the file may write several paths as one, with a substitution variable.
        let file = try AppSiteAssociation(json: json)
        for legacy in ["/recipe/42", "/r/a/b", "/profile"] {
            #expect(file.opensApp(path: legacy), "\(legacy)")
        }
    }

    @Test func aLegacyPatternMustCarryTheRoutesParameters() {
        let line = #line + 4
        let message = buildErrorMessage {
            try DeepLinkRouter<Param, Intent> {
                Route("recipes" / .recipeId) { p in .recipe(try p.value(.recipeId)) }
                    .redirecting(from: "recipe" / .slug)
            }
        }
        #expect(
            message
                == "The redirect declared at DeepLinksTests/RedirectTests.swift:\(line) cannot open its route: the legacy "
                + "pattern '/recipe/:slug' does not carry 'recipeId', which the route's own patterns need. Give the "
                + "legacy pattern that parameter.")
    }

    @Test func legacyPatternsTakePartInConflictsAsAnyPattern() {
        let message = buildErrorMessage {
            try DeepLinkRouter<Param, Intent> {
                Route("recipes" / .recipeId) { p in .recipe(try p.value(.recipeId)) }
                    .redirecting(from: "recipe" / .recipeId)
                Route("recipe" / .slug) { p in .recipe(try p.value(.slug)) }
            }
        }
        #expect(message?.hasPrefix("Conflicting routes: '/recipe/:recipeId'") == true)
    }

    @Test func aMountedModulesRedirectsWorkUnderTheMount() throws {
        let router = try DeepLinkRouter<Param, Intent> {
            Mount("shop", Self.moduleRoutes) { $0 }
        }
        #expect(try router.resolve(.path("/shop/item/9")).get().intent == .recipe("9"))
        #expect(try router.resolve(.path("/shop/items/9")).get().intent == .recipe("9"))
    }

    @RoutesBuilder<Param, Intent>
    static var moduleRoutes: [Route<Param, Intent>] {
        Route("items" / .recipeId) { p in .recipe(try p.value(.recipeId)) }.redirecting(from: "item" / .recipeId)
    }
}
