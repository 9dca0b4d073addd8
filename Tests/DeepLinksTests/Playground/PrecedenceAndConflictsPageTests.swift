import Testing

@testable import Playground

/// The precedence page: literal > Int > String = Either > remainder on a demo table, and conflicts at build time.
@MainActor
@Suite struct PrecedenceAndConflictsPageTests {
    static let page = PageText(PrecedenceAndConflictsPage.self)

    @Test func startsWithItsTitleAndTheRule() {
        let lines = Self.page.lines
        #expect(lines.first == "Precedence and conflicts: the most specific route wins, and a clash fails the build")
        #expect(lines.contains("At each segment, left to right: literal > Int > String = Either > remainder."))
    }

    @Test func theDemoTableSendsEachPathToTheMostSpecificRoute() {
        let expected: String = [
            "A table in the text form, its /week routes declared from the least specific to the most:",
            "  /week/*rest  /week/:slug  /week/:week(int)  /week/now  /a/b/c  /a/:x/d",
            "  /week/now     → /week/now         a literal beats every capture",
            "  /week/12      → /week/:week(int)  an Int capture beats a String capture",
            "  /week/twelve  → /week/:slug       not an Int: the String capture takes it",
            "  /week/12/13   → /week/*rest       two segments: only the remainder takes them",
            "  /a/b/d        → /a/:x/d           the literal branch dead-ends at 'd': backtracking tries the capture",
        ].joined(separator: "\n")
        #expect(Self.page.text.contains(expected))
    }

    @Test func aLiteralBeatsACaptureInTheRecipeApp() throws {
        let block = try #require(Self.page.block(of: "myapp://recipe/new"))
        #expect(block.hasSuffix("    matched  /recipe/new\n    captures none\n    intent   newRecipe"))
    }

    @Test func showsConflicts() {
        let lines = Self.page.lines
        #expect(
            lines.contains(
                "  Conflicting routes: '/recipe/:recipeId' (RecipeApp/Routes.swift:12) and '/recipe/:query' "
                    + "(RecipeApp/Routes.swift:15) accept exactly the same links at the same precedence. Make one "
                    + "more specific (a literal, or an Int capture), or remove one."))
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "  Conflicting routes: '/menu/:weekOrMenuId' (RecipeApp/Routes.swift:20) and '/menu/:menuId'")
            })
        #expect(!Self.page.text.contains("unexpected"))
        #expect(lines.last == "  swift run playground explain /recipe/:query")
    }
}
