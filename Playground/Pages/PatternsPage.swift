import DeepLinks

/// The tour's first page: the recipe app's route table, how a pattern is written and printed, and what a route
/// with a capture, a second pattern or no match looks like.
enum PatternsPage: PlaygroundPage {
    static let name = "patterns"
    static let title = "Patterns: a recipe app's route table"
    static let summary = "the DSL and the text form, the recipe app's routes, links that match and miss"

    /// The links the page resolves: each shows one rule.
    static let links = TourLinks([
        ("myapp://", "an empty path matches the root route"),
        ("myapp://recipe/42", "a parameter captures one segment"),
        ("https://bestrecipes.com/account/recipe/42", "a route's second pattern leads to the same intent"),
        ("myapp://recipe/42/reviews", "a pattern matches whole paths: one segment too many"),
        ("https://bestrecipes.com/unknown", "no route"),
    ])

    @MainActor
    static func render() -> [String] {
        var out = [title, ""]
        out.append("A pattern reads like the URL it matches, and prints in the text form the commands read:")
        let recipe: RoutePattern<RecipeParam> = "recipe" / .recipeId
        let edit: RoutePattern<RecipeParam> = "subscription" / .subscriptionId / .weekId / "edit"
        let help: RoutePattern<RecipeParam> = "help" / .topic
        let written: [(code: String, pattern: RoutePattern<RecipeParam>)] = [
            (#""recipe" / .recipeId"#, recipe),
            (#""subscription" / .subscriptionId / .weekId / "edit""#, edit),
            (#""help" / .topic"#, help),
        ]
        for (code, pattern) in written {
            out.append("  " + code.padded(to: 52) + pattern.description)
        }
        let parsed = try? RoutePattern<RecipeParam>(parsing: "/subscription/:subscriptionId/:weekId/edit")
        out.append(
            "  RoutePattern<RecipeParam>(parsing: \"/subscription/:subscriptionId/:weekId/edit\") == edit: "
                + "\(parsed == edit)")
        out.append("")
        guard let router = try? makeRecipeAppRouter() else { return out + ["  (the router did not build)"] }
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
        out += links.render(with: router)
        out.append("")
        out.append("Your own links and patterns: swift run playground match myapp://recipe/42")
        out.append("                              swift run playground explain /recipe/:recipeId")
        return out
    }
}

// After the page, so that the line numbers its text shows of the declarations above stay put.
extension PatternsPage {
    static let products = ["DeepLinks"]
}
