import DeepLinks

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The tour's page on reverse routing: links built from a route's name and parameters, share links built from
/// intents, and the links the router refuses to build.
enum ReverseRoutingPage: PlaygroundPage {
    static let name = "reverse-routing"
    static let title = "Reverse routing: links built from route names and intents"
    static let summary = "links by name and from intents, matched back; a link to the wrong screen refused"

    /// The intents the page builds share links for, the last one refused on purpose.
    static let sharedIntents: [RecipeIntent] = [
        .showRecipe(recipeId: "42"),
        .search(query: "café au lait/2"),
        .recipes(country: "FR", limit: 7),
        .editWeek(subscriptionId: "abc", week: 3),
        .resetOnboarding,
    ]

    /// A link built by name: the call as the page prints it, and the call itself.
    struct ByName: Sendable {
        var call: String
        var build: @Sendable (DeepLinkRouter<RecipeParam, Traced>) throws -> String
    }

    /// The links the page builds by name, the last two refused on purpose.
    static let byName: [ByName] = [
        ByName(call: #"router.path(for: .route("recipe", parameters: [.recipeId: "42"]))"#) { router in
            try router.path(for: .route("recipe", parameters: [.recipeId: "42"]))
        },
        ByName(call: #"router.url(for: .route("searchQuery", parameters: [.query: "café au lait"]), scheme: "myapp")"#)
        {
            router in
            try router.url(for: .route("searchQuery", parameters: [.query: "café au lait"]), scheme: "myapp")
                .absoluteString
        },
        ByName(call: #"router.url(for: .route("help", parameters: [.topic: "a/b"]), host: "bestrecipes.com")"#) {
            router in
            try router.url(for: .route("help", parameters: [.topic: "a/b"]), host: "bestrecipes.com").absoluteString
        },
        ByName(call: #"router.path(for: .route("editWeek", parameters: [.subscriptionId: "abc", .weekId: "three"]))"#) {
            router in
            try router.path(for: .route("editWeek", parameters: [.subscriptionId: "abc", .weekId: "three"]))
        },
        ByName(call: #"router.path(for: .route("recipe", parameters: [.recipeId: "new"]))"#) { router in
            try router.path(for: .route("recipe", parameters: [.recipeId: "new"]))
        },
    ]

    @MainActor
    static func render() -> [String] {
        var out = [title, ""]
        guard let router = try? makeRecipeAppRouter() else { return out + ["  (the router did not build)"] }
        out.append("Every link is checked before it is handed out: values against their capture kinds, then the link")
        out.append("is matched back and must open the route it was built for.")
        out.append("")
        out.append("By route name")
        for link in byName {
            out.append("")
            out.append("  \(link.call)")
            do {
                out.append("    \(try link.build(router))")
            } catch {
                out.append("    refused: \(error)")
            }
        }
        out.append("")
        out.append("Share links built from intents (each route declares its reverse)")
        for intent in sharedIntents {
            out.append("")
            out.append("  \(intent)")
            for form in ["universal link", "custom scheme"] {
                do {
                    let url =
                        form == "universal link"
                        ? try router.url(for: .intent(Traced(intent)), host: "bestrecipes.com")
                        : try router.url(for: .intent(Traced(intent)), scheme: "myapp")
                    let back = router.match(.url(url)).map { "\($0.intent.intent)" } ?? "no match"
                    out.append("    \(url.absoluteString)  → \(back)")
                } catch {
                    out.append("    \(form): \(error)")
                }
            }
        }
        out.append("")
        out.append("A link that a more specific route would take is refused (opensAnotherRoute): never a wrong screen")
        out.append("")
        out.append("  \(RecipeIntent.showRecipe(recipeId: "new"))")
        do {
            out.append("    \(try router.path(for: .intent(Traced(.showRecipe(recipeId: "new")))))")
        } catch {
            out.append("    \(error.kind): \(error)")
        }
        return out
    }
}

// After the page, so that the line numbers its text shows of the declarations above stay put.
extension ReverseRoutingPage {
    static let products = ["DeepLinks"]
}
