import DeepLinks
import DeepLinksTools

/// The tour's page on precedence and conflicts: which of several matching routes takes a link, and the build
/// error for two routes that accept the same links.
enum PrecedenceAndConflictsPage: PlaygroundPage {
    static let name = "precedence-and-conflicts"
    static let title = "Precedence and conflicts: the most specific route wins, and a clash fails the build"
    static let summary = "literal > Int > String = Either > remainder, backtracking, conflicts reported at build time"

    /// A table in the text form, declared from the least specific route to the most: order never matters.
    static let demoTable = """
        /week/*rest
        /week/:slug
        /week/:week(int)
        /week/now
        /a/b/c
        /a/:x/d
        """

    /// The paths the page gives the demo table, and why each goes where it goes.
    static let demoPaths: [(path: String, why: String)] = [
        ("/week/now", "a literal beats every capture"),
        ("/week/12", "an Int capture beats a String capture"),
        ("/week/twelve", "not an Int: the String capture takes it"),
        ("/week/12/13", "two segments: only the remainder takes them"),
        ("/a/b/d", "the literal branch dead-ends at 'd': backtracking tries the capture"),
    ]

    /// The recipe app's links the page resolves.
    static let links = TourLinks([
        ("myapp://recipe/new", "a literal beats a capture, whatever the declaration order")
    ])

    @MainActor
    static func render() -> [String] {
        var out = [title, ""]
        out.append("At each segment, left to right: literal > Int > String = Either > remainder.")
        out.append("The first segment where two matching routes differ decides; declaration order never matters.")
        out.append("")
        out += demo()
        out.append("")
        if let router = try? makeRecipeAppRouter() {
            out.append("In the recipe app")
            out += links.render(with: router)
            out.append("")
        }
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
        out.append("")
        out.append("  String and Either accept the same segments, so they are one kind for conflicts:")
        do {
            _ = try DeepLinkRouter<RecipeParam, RecipeIntent> {
                Route("menu" / .weekOrMenuId, fileID: "RecipeApp/Routes.swift", line: 20) { p in
                    .menu(try p.either(.weekOrMenuId))
                }
                Route("menu" / .menuId, fileID: "RecipeApp/Routes.swift", line: 23) { p in
                    .search(query: try p.value(.menuId))
                }
            }
            out.append("  (no error: unexpected)")
        } catch {
            out.append("  \(error)")
        }
        out.append("")
        out.append(
            "Not conflicts: a literal beside a capture, an Int capture beside a String capture (the table above),")
        out.append("patterns of different lengths. What a pattern of yours would clash with or lose to:")
        out.append("  swift run playground explain /recipe/:query")
        return out
    }

    /// The demo table's routes and where each of the page's paths goes.
    static func demo() -> [String] {
        var out: [String] = []
        let router: DeepLinkRouter<TextParam, Int>
        do {
            router = try TextRoutes.router(text: demoTable, name: "precedence.routes")
        } catch {
            return ["  (the demo table did not build: \(error))"]
        }
        let table = router.routeTable.entries
        let patterns = table.map { entry in entry.patterns.map(TextRoutes.text(of:)).joined() }
        out.append("A table in the text form, its /week routes declared from the least specific to the most:")
        out.append("  " + patterns.joined(separator: "  "))
        for (path, why) in demoPaths {
            let opened: String
            switch router.resolve(.path(path)) {
            case .success(let link):
                let entry = table.first { $0.line == UInt(link.intent) }
                opened = entry.map { $0.patterns.map(TextRoutes.text(of:)).joined() } ?? link.pattern
            case .failure(let error):
                opened = "\(error)"
            }
            out.append("  " + path.padded(to: 14) + "→ " + opened.padded(to: 18) + why)
        }
        return out
    }
}

// After the page, so that the line numbers its text shows of the declarations above stay put.
extension PrecedenceAndConflictsPage {
    static let products = ["DeepLinks", "DeepLinksTools"]
}
