import DeepLinks
import DeepLinksTesting
import Testing

/// `router.mismatches(for:)` and `expectLinks(_:open:)`: a table of links and the intents they open.
@Suite struct LinkExpectationTests {
    let router: DeepLinkRouter<RecipeParam, RecipeIntent>

    init() throws {
        router = try makeRecipeRouter()
    }

    /// The app's table, right: custom-scheme links, universal links, paths, and links that must open nothing.
    static let rightTable: KeyValuePairs<String, RecipeIntent?> = [
        "bestrecipes://recipe/42": .recipe(id: "42"),
        "https://bestrecipes.com/r/pancakes": .recipe(id: "pancakes"),
        "/recipe/new": .newRecipe,
        "/search?query=soup": .search(query: "soup"),
        "bestrecipes://recipes?country=FR&limit=7": .recipes(country: "FR", limit: 7),
        "/subscription/sub-1/12/edit": .editWeek(subscriptionId: "sub-1", week: 12),
        "bestrecipes://debug/reset-onboarding": .resetOnboarding,
        "https://bestrecipes.com/debug/reset-onboarding": nil,
        "/subscription/sub-1/60/edit": nil,
        "https://evil.com/recipe/42": nil,
        "bestrecipes://nope": nil,
    ]

    /// The same links with the mistakes a test may catch: a wrong intent, a link that opens nothing, a link that
    /// should open nothing and opens a screen, and text that is not a link.
    static let wrongTable: KeyValuePairs<String, RecipeIntent?> = [
        "bestrecipes://recipe/42": .recipe(id: "43"),
        "https://bestrecipes.com/r/pancakes": .recipe(id: "pancakes"),
        "/recipes/FR": .recipes(country: "FR", limit: nil),
        "https://bestrecipes.com/debug/reset-onboarding": .resetOnboarding,
        "/subscription/sub-1/60/edit": .editWeek(subscriptionId: "sub-1", week: 60),
        "/recipe/new": nil,
        "recipe/42": .recipe(id: "42"),
        "https://bestrecipes.com:port/recipe/42": .recipe(id: "42"),
    ]

    static let wrongTableMismatches: [String] = [
        #"bestrecipes://recipe/42: expected recipe(id: "43"), opened recipe(id: "42") through /recipe/:recipeId"#,
        #"/recipes/FR: expected recipes(country: Optional("FR"), limit: nil), opened nothing: No route matches "#
            + "'/recipes/FR'; closest: /recipes — the link goes on with 'FR'.",
        "https://bestrecipes.com/debug/reset-onboarding: expected resetOnboarding, opened nothing: No route matches "
            + "'/debug/reset-onboarding'; closest: /debug/reset-onboarding — it accepts custom-scheme links only, and "
            + "this is a universal link.",
        #"/subscription/sub-1/60/edit: expected editWeek(subscriptionId: "sub-1", week: 60), opened nothing: "#
            + "Every matching route declined '/subscription/sub-1/60/edit': /subscription/:subscriptionId/:weekId/edit.",
        "/recipe/new: expected nothing, opened newRecipe through /recipe/new",
        #"recipe/42: expected recipe(id: "42"), opened nothing: Invalid URL 'recipe/42': it has no scheme; give "#
            + "the app's own paths as .path(_:).",
        #"https://bestrecipes.com:port/recipe/42: expected recipe(id: "42"), opened nothing: "#
            + "'https://bestrecipes.com:port/recipe/42' is neither a path (starting with '/') nor a URL.",
    ]

    @Test func aRightTableHasNoMismatch() {
        let mismatches: [String] = router.mismatches(for: Self.rightTable).map(\.description)
        let none: [String] = []
        #expect(mismatches == none)
    }

    @Test func aWrongTableReportsEveryMismatchWithWhatHappened() {
        let mismatches = router.mismatches(for: Self.wrongTable)
        let descriptions: [String] = mismatches.map(\.description)
        #expect(descriptions == Self.wrongTableMismatches)
        let links: [String] = mismatches.map(\.link)
        let expectedLinks: [String] = [
            "bestrecipes://recipe/42", "/recipes/FR", "https://bestrecipes.com/debug/reset-onboarding",
            "/subscription/sub-1/60/edit", "/recipe/new", "recipe/42", "https://bestrecipes.com:port/recipe/42",
        ]
        #expect(links == expectedLinks)
    }

    @Test func aMismatchKeepsWhatTheRouterDid() throws {
        let mismatches = router.mismatches(for: Self.wrongTable)
        try #require(mismatches.count == 7)
        guard case .opened(let link) = mismatches[0].outcome else {
            Issue.record("expected an opened link, got \(mismatches[0].outcome)")
            return
        }
        #expect(link.pattern == "/recipe/:recipeId")
        #expect(mismatches[0].openedIntent == .recipe(id: "42"))
        #expect(mismatches[0].expectation == LinkExpectation("bestrecipes://recipe/42", opens: .recipe(id: "43")))
        guard case .missed(let error) = mismatches[3].outcome else {
            Issue.record("expected a miss, got \(mismatches[3].outcome)")
            return
        }
        #expect(error.kind == .declined)
        #expect(mismatches[3].openedIntent == nil)
        #expect(mismatches[6].outcome == .unreadable(LinkTextError(text: "https://bestrecipes.com:port/recipe/42")))
    }

    @Test func expectationsBuiltInCodeAreCheckedInOrder() {
        let ids = ["42", "pancakes", "new"]
        let expectations = ids.map { LinkExpectation("/recipe/\($0)", opens: RecipeIntent.recipe(id: $0)) }
        let mismatches: [String] = router.mismatches(for: expectations).map(\.description)
        let expected: [String] = [#"/recipe/new: expected recipe(id: "new"), opened newRecipe through /recipe/new"#]
        #expect(mismatches == expected)
        #expect(expectations[0].description == #"/recipe/42 opens recipe(id: "42")"#)
        #expect(LinkExpectation<RecipeIntent>("/nope", opens: nil).description == "/nope opens nothing")
    }

    @Test func expectLinksRecordsNothingForARightTable() {
        let mismatches = expectLinks(router, open: Self.rightTable)
        #expect(mismatches.isEmpty)
    }

    @Test func expectLinksRecordsOneIssueListingEveryMismatch() {
        var mismatches: [LinkMismatch<RecipeIntent>] = []
        let issues = recordedIssues {
            mismatches = expectLinks(router, open: Self.wrongTable, sourceLocation: callSite)
        }
        try? #require(issues.count == 1)
        let comments: [String] = issues.flatMap(\.commentText)
        let expected: [String] = [
            (["7 of 8 links did not open what was expected:"] + Self.wrongTableMismatches.map { "- \($0)" })
                .joined(separator: "\n")
        ]
        #expect(comments == expected)
        #expect(issues.first?.sourceLocation == callSite)
        #expect(mismatches.count == 7)
    }

    @Test func expectLinksTakesExpectationsBuiltInCode() {
        let expectations = [LinkExpectation("/home", opens: RecipeIntent.orders)]
        let issues = recordedIssues {
            expectLinks(router, open: expectations, sourceLocation: callSite)
        }
        let comments: [String] = issues.flatMap(\.commentText)
        let expected: [String] = [
            "1 of 1 link did not open what was expected:\n- /home: expected orders, opened home through /home"
        ]
        #expect(comments == expected)
    }
}
