import Testing

@testable import Playground

/// The URL-anatomy page: a link's parts, and links that show hosts, case, empty segments, escapes and queries.
@MainActor
@Suite struct URLAnatomyPageTests {
    static let page = PageText(URLAnatomyPage.self)

    @Test func startsWithItsTitle() {
        #expect(Self.page.lines.first == "URL anatomy: scheme, host, path, query and fragment")
    }

    @Test func takesACustomSchemeLinkApart() {
        let expected: String = [
            "  myapp://recipe/42?ref=mail#photos",
            "    scheme    myapp                 a custom scheme, checked against schemes: myapp",
            "    host      recipe                a custom scheme's host is the first segment",
            "    path      /42                   split on '/', each segment decoded",
            "    query     ref=mail              only items a route declares reach it",
            "    fragment  photos                ignored",
            "    the routes see /recipe/42 → /recipe/:recipeId",
        ].joined(separator: "\n")
        #expect(Self.page.text.contains(expected))
    }

    @Test func takesAUniversalLinkApart() {
        let lines = Self.page.lines
        #expect(
            lines.contains(
                "    host      www.bestrecipes.com   checked against hosts: bestrecipes.com, *.bestrecipes.com"))
        #expect(lines.contains("    path      /recipe/42            split on '/', each segment decoded"))
    }

    @Test(arguments: [
        ("myapp://home", "    matched  /home\n    captures none\n    intent   home"),
        ("MYAPP://Recipe/42", "    matched  /recipe/:recipeId\n    captures recipeId=42"),
        ("myapp:///recipe//42/", "    matched  /recipe/:recipeId\n    captures recipeId=42"),
        ("myapp://search/caf%C3%A9%20au%20lait", "    captures query=café au lait"),
        ("myapp://search/rock%2Froll", "    matched  /search/:query\n    captures query=rock/roll"),
        (
            "myapp://recipe/%FF",
            "    missed   Malformed percent-encoding in '/recipe/%FF': segment '%FF' does not decode to UTF-8."
        ),
        (
            "https://www.bestrecipes.com/recipes?country=FR&limit=7&utm_source=mail",
            "    captures country=FR, limit=7\n    intent   recipes(country: Optional(\"FR\"), limit: Optional(7))"
        ),
        (
            "https://bestrecipes.com/recipes?limit=lots",
            "    captures none\n    intent   recipes(country: nil, limit: nil)"
        ),
        (
            "myapp://search?query=caf%C3%A9+au+lait",
            "    matched  /search\n    captures query=café au lait\n    intent   search(query: \"café au lait\")"
        ),
        ("myapp://recipe/42#reviews", "    matched  /recipe/:recipeId\n    captures recipeId=42"),
        ("myapp://debug/reset-onboarding", "    intent   resetOnboarding"),
        (
            "https://bestrecipes.com/debug/reset-onboarding",
            "closest: /debug/reset-onboarding — it accepts custom-scheme links only, and this is a universal link."
        ),
        ("https://bestrecipes.evil.example/recipe/42", "    missed   Unsupported host 'bestrecipes.evil.example'"),
        (
            "otherapp://recipe/42",
            "    missed   Unsupported scheme 'otherapp' in 'otherapp://recipe/42'; accepted: myapp."
        ),
    ])
    func showsEachLink(_ url: String, _ expected: String) throws {
        let block = try #require(Self.page.block(of: url))
        #expect(block.contains(expected))
    }
}
