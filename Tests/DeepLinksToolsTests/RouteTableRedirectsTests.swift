import DeepLinks
import DeepLinksTestSupport
import DeepLinksTools
import Testing

/// The components of the redirect app.
enum RedirectParam: String, DeepLinkPathComponent {
    case recipeId, country
}

/// The screens of the redirect app.
enum RedirectScreen: Hashable, Sendable {
    case recipe(String), recipes(country: String?), help
}

/// An app whose table keeps legacy patterns (one route with two, one unnamed route with one), with two runtime rules
/// applied: a literal campaign link with a fixed value, and a capture limited to the web.
func makeRedirectRouter() throws -> DeepLinkRouter<RedirectParam, RedirectScreen> {
    try DeepLinkRouter<RedirectParam, RedirectScreen>(schemes: ["myapp"], hosts: ["bestrecipes.com"]) {
        Route("recipes" / .recipeId, name: "recipe") { p in .recipe(try p.value(.recipeId)) }
            .redirecting(from: "recipe" / .recipeId, "r" / .recipeId)
        Route("recipes", name: "recipes", optional: .country) { p in .recipes(country: p[.country]) }
        Route("help") { _ in .help }.redirecting(from: "faq")
    }
    .applying([
        DeepLinkRule(pattern: "/summer-sale", route: "recipes", values: ["country": "FR"]),
        DeepLinkRule(pattern: "/sale/:recipeId", route: "recipe", doors: ["web"]),
    ])
}

/// The route table says where each route comes from: a legacy pattern's row names the route it redirects to, a
/// runtime rule's row its rule and its route.
@Suite struct RouteTableRedirectsTests {
    @Test func eachLegacyAndRuleEntryNamesTheRouteItOpens() throws {
        let entries = try makeRedirectRouter().routeTable.entries
        #expect(
            entries.map(\.patterns.first?.text) == [
                "/recipes/:recipeId", "/recipe/:recipeId", "/recipes", "/help", "/faq", "/summer-sale",
                "/sale/:recipeId",
            ])
        // An unnamed route is named by its first pattern.
        #expect(entries.map(\.redirectsTo) == [nil, "recipe", nil, nil, "/help", "recipes", "recipe"])
        #expect(entries.map(\.rule) == [nil, nil, nil, nil, nil, 1, 2])
        #expect(entries.suffix(2).map(\.declaredAt) == ["rules:1", "rules:2"])
    }

    @Test func theMarkdownTableGainsARedirectsToColumnAndRulesSayTheyAreRules() throws {
        let table = try makeRedirectRouter().routeTable
        let site = table.entries.map(\.declaredAt)
        let rows: [String] = table.markdown().components(separatedBy: "\n").filter { $0.hasPrefix("|") }
        let expected: [String] = [
            "| Route | Patterns | Parameters | Opened from | Gates | Redirects to | Example links | Declared at |",
            "|---|---|---|---|---|---|---|---|",
            "| recipe | `/recipes/:recipeId` | `recipeId`: String, path, required | all links | — | — | "
                + "`https://bestrecipes.com/recipes/example`<br>`myapp://recipes/example` | `\(site[0])` |",
            "| — | `/recipe/:recipeId`<br>`/r/:recipeId` | `recipeId`: String, path, required | all links | — | recipe | "
                + "`https://bestrecipes.com/recipe/example`<br>`myapp://recipe/example`<br>"
                + "`https://bestrecipes.com/r/example`<br>`myapp://r/example` | `\(site[1])` |",
            "| recipes | `/recipes` | `country`: String, query, optional | all links | — | — | "
                + "`https://bestrecipes.com/recipes`<br>`myapp://recipes` | `\(site[2])` |",
            "| — | `/help` | — | all links | — | — | `https://bestrecipes.com/help`<br>`myapp://help` | `\(site[3])` |",
            "| — | `/faq` | — | all links | — | /help | `https://bestrecipes.com/faq`<br>`myapp://faq` | `\(site[4])` |",
            "| — | `/summer-sale` | — | all links | — | recipes | "
                + "`https://bestrecipes.com/summer-sale`<br>`myapp://summer-sale` | rule 1, at run time |",
            "| — | `/sale/:recipeId` | `recipeId`: String, path, required | universal links and user activities only | — | "
                + "recipe | `https://bestrecipes.com/sale/example` | rule 2, at run time |",
        ]
        #expect(rows == expected)
        #expect(site[1].hasPrefix("DeepLinksToolsTests/RouteTableRedirectsTests.swift:"))
    }

    @Test func aTableWithoutRedirectsHasNoNewColumn() throws {
        let table = try makeDoorRouter().routeTable
        #expect(table.entries.allSatisfy { $0.redirectsTo == nil && $0.rule == nil })
        #expect(!table.markdown().contains("Redirects to"))
        #expect(!table.html().contains("<dt>Redirects to</dt>"))
    }

    @Test func theHTMLPageNamesTheRouteARedirectOpensAndARulesOrigin() throws {
        let page = try makeRedirectRouter().routeTable.html()
        let legacy = try #require(RouteTableHTMLTests.section(1, in: page))
        #expect(legacy.contains("<dt>Redirects to</dt><dd>recipe</dd>\n<dt>Declared at</dt><dd><code>"))
        let rule = try #require(RouteTableHTMLTests.section(6, in: page))
        #expect(rule.contains("<dt>Redirects to</dt><dd>recipe</dd>\n<dt>Declared at</dt><dd>rule 2, at run time</dd>"))
        let own = try #require(RouteTableHTMLTests.section(0, in: page))
        #expect(!own.contains("<dt>Redirects to</dt>"))
    }

    @Test func anEntryMadeByHandKeepsWhatItIsGiven() {
        let entry = RouteTable.Entry(
            index: 4, name: nil, patterns: [], parameters: [], sources: .all, gates: [], isReversible: false,
            fileID: "rules", line: 4, examples: [], exampleProblems: [], hasDeclaredExamples: false,
            redirectsTo: "recipes", rule: 4)
        #expect(entry.redirectsTo == "recipes")
        #expect(entry.rule == 4)
        #expect(entry.declaredAt == "rules:4")
    }
}
