// NB: a plain `import DeepLinks`, no `@testable`: this file builds links the way the README teaches, from outside
// the module, as an app would.
import DeepLinks
import Foundation
import Testing

private enum ShareParam: String, DeepLinkPathComponent {
    case recipeId, country, limit
    var capture: CaptureKind { self == .limit ? .int : .string }
}

private enum ShareIntent: Equatable, Sendable {
    case showRecipe(recipeId: String)
    case newRecipe
    case recipes(country: String?, limit: Int?)
}

/// A route table with names and reverses, as the README shows it.
private func shareRouter() throws -> DeepLinkRouter<ShareParam, ShareIntent> {
    try DeepLinkRouter<ShareParam, ShareIntent>(schemes: ["myapp"], hosts: ["bestrecipes.com"]) {
        Route("recipe" / .recipeId, name: "recipe") { p in
            .showRecipe(recipeId: try p.value(.recipeId))
        } reverse: { intent in
            guard case .showRecipe(let recipeId) = intent else { return nil }
            return [.recipeId: recipeId]
        }
        Route("recipe/new", name: "newRecipe") { _ in .newRecipe }
            .reversed { intent in intent == .newRecipe ? [:] : nil }
        Route("recipes", name: "recipes", optional: .country, .limit) { p in
            .recipes(country: p[.country], limit: try? p.int(.limit))
        } reverse: { intent in
            guard case .recipes(let country, let limit) = intent else { return nil }
            var parameters: [ShareParam: String] = [:]
            parameters[.country] = country
            parameters[.limit] = limit.map(String.init)
            return parameters
        }
    }
}

@Suite struct ReverseRoutingPublicAPITests {
    @Test func aNamedRouteBuildsItsLinks() throws {
        let router = try shareRouter()
        let path = try router.path(for: .route("recipe", parameters: [.recipeId: "rock/roll"]))
        let custom = try router.url(for: .route("recipe", parameters: [.recipeId: "42"]), scheme: "myapp")
        let universal = try router.url(
            for: .route("recipes", parameters: [.country: "FR", .limit: "7"]), host: "bestrecipes.com")
        #expect(path == "/recipe/rock%2Froll")
        #expect(custom.absoluteString == "myapp://recipe/42")
        #expect(universal.absoluteString == "https://bestrecipes.com/recipes?country=FR&limit=7")
        #expect(router.match(.path(path))?.intent == .showRecipe(recipeId: "rock/roll"))
        #expect(router.match(.url(universal))?.intent == .recipes(country: "FR", limit: 7))
    }

    @Test func anIntentBuildsItsShareLink() throws {
        let router = try shareRouter()
        let intent = ShareIntent.showRecipe(recipeId: "tarte tatin")
        let share = try router.url(for: .intent(intent), host: "bestrecipes.com")
        #expect(share.absoluteString == "https://bestrecipes.com/recipe/tarte%20tatin")
        #expect(router.match(.url(share))?.intent == intent)
        let app = try router.url(for: .intent(ShareIntent.newRecipe), scheme: "myapp")
        #expect(app.absoluteString == "myapp://recipe/new")
    }

    @Test func aLinkThatWouldOpenAnotherRouteIsAnError() throws {
        let router = try shareRouter()
        do {
            let url = try router.url(for: .intent(ShareIntent.showRecipe(recipeId: "new")), scheme: "myapp")
            Issue.record("built \(url)")
        } catch {
            #expect(error.kind == .opensAnotherRoute)
        }
        do {
            let url = try router.url(for: .route("recipes", parameters: [.limit: "lots"]), scheme: "myapp")
            Issue.record("built \(url)")
        } catch {
            #expect(error.kind == .invalidParameter)
            #expect(error.component == "limit")
        }
    }
}
