import DeepLinks

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The tour `swift run playground` prints, computed on the recipe app's route table.
enum PlaygroundTour {
    /// The links the tour resolves: each shows one rule.
    static let links: [(url: String, shows: String)] = [
        ("myapp://home", "a custom scheme's host is the first segment"),
        ("myapp://", "an empty path matches the root route"),
        ("myapp://recipe/42", "a String capture"),
        ("https://bestrecipes.com/account/recipe/42", "a universal link: the host is not part of the path"),
        ("myapp://recipe/new", "a literal beats a capture, whatever the declaration order"),
        ("MYAPP://Recipe/42", "scheme and host compare case-insensitively"),
        ("myapp:///recipe//42/", "empty segments and trailing slashes are ignored"),
        ("myapp://search/caf%C3%A9%20au%20lait", "captures are percent-decoded"),
        ("myapp://search/rock%2Froll", "an encoded slash stays inside its segment"),
        ("myapp://menu/12", "an Either capture reads an integer as .left"),
        ("myapp://menu/summer-specials", "... and anything else as .right"),
        ("myapp://subscription/abc/3/edit", "an Int capture, inside Authorized"),
        ("myapp://subscription/abc/swap/m9", "the literal 'swap' beats the Int capture at the same position"),
        ("myapp://subscription/abc/three/edit", "'three' is not an Int: no route"),
        ("myapp://subscription/abc/99/edit", "the handler declines week 99"),
        ("myapp://recipe/%FF", "an escape that is not UTF-8"),
        ("https://www.bestrecipes.com/recipes?country=FR&limit=7&utm_source=mail", "declared query items only"),
        ("https://bestrecipes.com/recipes?limit=lots", "an optional item of the wrong kind is dropped"),
        ("myapp://search?query=caf%C3%A9+au+lait", "a required query item picks its route; + is a space"),
        ("myapp://help/getting-started/first-recipe", "a catch-all takes the rest of the path"),
        ("myapp://debug/reset-onboarding", "a route limited to the app's own scheme"),
        ("https://bestrecipes.com/debug/reset-onboarding", "... is not opened by a universal link"),
        ("https://bestrecipes.evil.example/recipe/42", "hosts: only the app's own domains"),
        ("otherapp://recipe/42", "schemes: only the app's own scheme"),
        ("https://bestrecipes.com/unknown", "no route"),
    ]

    @MainActor
    static func render() -> String {
        var out: [String] = []
        do {
            let router = try makeRecipeAppRouter()
            out.append("DeepLinks playground: a recipe app's route table")
            out.append("")
            out.append("Accepts myapp:// links, and universal links from bestrecipes.com and its subdomains.")
            out.append("")
            out.append("Routes")
            for route in router.routes {
                let patterns = route.patterns.map(\.description).joined(separator: ", ")
                let flags =
                    (route.requiresAuthorization ? "  [authorized]" : "")
                    + (route.sources == .all ? "" : "  [\(route.sources)]")
                out.append("  \(patterns)\(flags)")
            }
            out.append("")
            out.append("Links")
            for (text, shows) in links {
                out.append("")
                out.append("  \(text)    (\(shows))")
                guard let url = URL(string: text) else {
                    out.append("    not a URL")
                    continue
                }
                switch router.resolve(url) {
                case .success(let link):
                    let captures = link.intent.captures.map { "\($0.key.rawValue)=\($0.value)" }.sorted()
                    out.append("    matched  \(link.pattern)\(link.requiresAuthorization ? "  [authorized]" : "")")
                    out.append("    captures \(captures.isEmpty ? "none" : captures.joined(separator: ", "))")
                    out.append("    intent   \(link.intent.intent)")
                case .failure(let error):
                    out.append("    missed   \(error)")
                }
            }
            out.append("")
            out.append("Conflicts are found when the router is built")
            out.append("")
            do {
                _ = try DeepLinkRouter<RecipeParam, RecipeIntent> {
                    Route("recipe" / .recipeId, fileID: "RecipeApp/Routes.swift", line: 12) { p in
                        .showRecipe(recipeId: try p.value(.recipeId))
                    }
                    Route("recipe" / .query, fileID: "RecipeApp/Routes.swift", line: 15) { p in
                        .search(query: try p.value(.query))
                    }
                }
                out.append("  (no error: unexpected)")
            } catch {
                out.append("  \(error)")
            }
        } catch {
            out.append("The sample route table did not build: \(error)")
        }
        out.append("")
        out += HandlingTour.render()
        out += DoorsTour.render()
        return out.joined(separator: "\n")
    }
}
