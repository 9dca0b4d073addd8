import DeepLinks
import DeepLinksTools

/// The tour's page on the route table as data: `router.routeTable`, one entry per route with its patterns,
/// parameters, doors, sign-in and example links.
enum RouteDocsPage: PlaygroundPage {
    static let name = "route-docs"
    static let title = "Route docs: the route table as data, with example links that open their route"
    static let summary = "router.routeTable: every route's name, patterns, parameters, doors, sign-in and example links"

    @MainActor
    static func render() -> [String] {
        var out = [title, ""]
        guard let router = try? makeRecipeAppRouter() else { return out + ["  (the router did not build)"] }
        let table = router.routeTable
        out.append("router.routeTable lists every route; its example links are built by reverse routing and matched")
        out.append("back through every door the route accepts, so the list never drifts from the code. Examples are")
        out.append("made of sample values (42, example, a/b), or declared: Route(…).example([.country: \"FR\"]).")
        for entry in table.entries {
            out.append("")
            out.append("  \(entry.name ?? "(unnamed)")  (\(entry.declaredAt))")
            out.append("    patterns  \(entry.patterns.map(\.text).joined(separator: ", "))")
            if !entry.parameters.isEmpty {
                out.append("    params    \(entry.parameters.map(describe).joined(separator: ", "))")
            }
            out.append("    doors     \(entry.sources)")
            out.append(
                "    gates     \(entry.gates.isEmpty ? "none" : entry.gates.map(\.name).joined(separator: ", "))")
            // Its place in the back stacks, when it has one (the screens page shows what they do).
            if let parent = entry.parent { out.append("    parent    \(parent)") }
            if let section = entry.sectionSummary { out.append("    section   \(section)") }
            for example in entry.examples {
                // Declared with Route.example(_:), rather than made of sample values per capture kind.
                out.append("    example   \(example.link)" + (entry.hasDeclaredExamples ? "  (declared)" : ""))
            }
            for problem in entry.exampleProblems {
                out.append("    problem   \(problem)")
            }
        }
        out.append("")
        out.append("The same table for people and web servers:")
        out.append("  swift run playground table --markdown    a Markdown table for the docs")
        out.append("  swift run playground table --html        an HTML page of test links to tap on a device")
        out.append("  swift run playground table --aasa APPID  the apple-app-site-association file for the web server")
        return out
    }

    /// A parameter as the page lists it: `recipeId (String)`, `limit (Int, optional query item)`.
    static func describe(_ parameter: RouteTable.Parameter) -> String {
        var details = [parameter.capture.shortName]
        if parameter.location == .query { details.append(parameter.isRequired ? "query item" : "optional query item") }
        return "\(parameter.name) (\(details.joined(separator: ", ")))"
    }
}

// After the page, so that the line numbers its text shows of the declarations above stay put.
extension RouteDocsPage {
    static let products = ["DeepLinks", "DeepLinksTools"]
}
