import Testing

@testable import Playground

/// The typed-captures page: each parameter's kind, and links that show an Int, an Either and a remainder.
@MainActor
@Suite struct TypedCapturesPageTests {
    static let page = PageText(TypedCapturesPage.self)

    @Test func startsWithItsTitle() {
        #expect(Self.page.lines.first == "Typed captures: String, Int, Either and the rest of the path")
    }

    @Test func listsEveryParameterWithItsKind() {
        let lines = Self.page.lines
        #expect(lines.contains("  :recipeId         String     one non-empty segment, percent-decoded"))
        #expect(
            lines.contains(
                "  :weekId           Int        ASCII digits with an optional leading '-', fitting Int "
                    + "(007 is 7; +5 is not an Int)"))
        #expect(
            lines.contains(
                "  :weekOrMenuId     Either     one segment: .left(Int) when it is an Int, else .right(String)"))
        #expect(
            lines.contains("  *topic            remainder  one or more segments to the end of the path, joined by '/'"))
        let listed = lines.filter { $0.hasPrefix("  :") || $0.hasPrefix("  *") }.count
        #expect(listed == RecipeParam.allCases.count)
    }

    @Test(arguments: [
        ("myapp://menu/12", "    captures weekOrMenuId=12\n    intent   menu(.left(12))"),
        ("myapp://menu/summer-specials", "    intent   menu(.right(\"summer-specials\"))"),
        (
            "myapp://subscription/abc/3/edit",
            "    matched  /subscription/:subscriptionId/:weekId/edit  [authorized]\n"
                + "    captures subscriptionId=abc, weekId=3"
        ),
        (
            "myapp://subscription/abc/007/edit",
            "    captures subscriptionId=abc, weekId=007\n    intent   editWeek(subscriptionId: \"abc\", week: 7)"
        ),
        (
            "myapp://subscription/abc/three/edit",
            "    missed   No route matches '/subscription/abc/three/edit'; closest: "
                + "/subscription/:subscriptionId/:weekId/edit — weekId expects an Int, got 'three'."
        ),
        (
            "myapp://subscription/abc/99/edit",
            "    missed   Every matching route declined '/subscription/abc/99/edit': "
                + "/subscription/:subscriptionId/:weekId/edit."
        ),
        (
            "myapp://subscription/abc/swap/m9",
            "    matched  /subscription/:subscriptionId/swap/:menuId  [authorized]\n"
                + "    captures subscriptionId=abc, menuId=m9"
        ),
        ("myapp://help/getting-started/first-recipe", "    captures topic=getting-started/first-recipe"),
    ])
    func showsEachLink(_ url: String, _ expected: String) throws {
        let block = try #require(Self.page.block(of: url))
        #expect(block.contains(expected))
    }

    @Test(arguments: [
        (
            "/cooks/3F2504E0-4F89-11D3-9A0C-0305E82C3301",
            "    matched  /cooks/:cookId\n    intent   cook 3f2504e0-4f89-11d3-9a0c-0305e82c3301"
        ),
        ("/cooks/jamie", "    matched  /cooks/:name\n    intent   cook named jamie"),
        ("/recipes/gluten%20free", "    matched  /recipes/:diet\n    intent   recipes for diet .glutenFree"),
        (
            "/recipes/paleo",
            "    missed   Invalid parameter 'diet' in '/recipes/paleo': /recipes/:diet expects a value of type Diet."
        ),
    ])
    func showsTheAppsOwnTypes(_ path: String, _ expected: String) throws {
        let block = try #require(Self.page.block(of: path))
        #expect(block.contains(expected))
    }
}
