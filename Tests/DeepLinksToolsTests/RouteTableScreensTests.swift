import DeepLinks
import DeepLinksTestSupport
import DeepLinksTools
import Testing

/// The components of the tab app, whose routes declare parents and sections.
enum TabParam: String, DeepLinkPathComponent {
    case recipeId, id
}

/// The screens of the tab app.
enum TabScreen: Hashable, Sendable {
    case recipes, recipe(String), reviews(String), profile, settings, help, catalog(Int)
}

extension DeepLinkSection {
    static let tabRecipes: DeepLinkSection = "recipes"
    static let tabProfile: DeepLinkSection = "profile"
}

/// A module with a parent of its own, mounted under one of the app's routes.
enum TabCatalog {
    enum Param: String, DeepLinkPathComponent {
        case id
    }

    @RoutesBuilder<Param, Int>
    static var routes: [Route<Param, Int>] {
        Route("", name: "home") { _ in 0 }
        Route("item" / .id, name: "item") { p in Int(try p.value(.id)) }.parent("home")
    }
}

/// A tab app: a recipes tab with its root and two levels above it, a profile tab whose settings are in no section
/// of their own, a mounted module under the recipes tab's root, and a help screen in no section.
func makeTabRouter() throws -> DeepLinkRouter<TabParam, TabScreen> {
    try DeepLinkRouter<TabParam, TabScreen>(schemes: ["myapp"], hosts: ["bestrecipes.com"]) {
        RouteSection(.tabRecipes) {
            Route("recipes", name: "recipes") { _ in .recipes }.sectionRoot()
            Route("recipes" / .recipeId, name: "recipe") { p in .recipe(try p.value(.recipeId)) }.parent("recipes")
            Route("recipes" / .recipeId / "reviews", name: "reviews") { p in .reviews(try p.value(.recipeId)) }
                .parent("recipe")
        }
        RouteSection(.tabProfile) {
            Route("profile", name: "profile") { _ in .profile }.sectionRoot()
        }
        Route("profile/settings", name: "settings") { _ in .settings }.parent("profile")
        Route("help", name: "help") { _ in .help }
        Mount("catalog", TabCatalog.routes, names: "catalog", parent: "recipes") { .catalog($0) }
    }
}

/// The route table's Parent and Section: in the data, in every rendering, and only for tables that declare them.
@Suite struct RouteTableScreensTests {
    @Test func eachEntryHasItsParentAndItsOwnOrInheritedSection() throws {
        let entries = try makeTabRouter().routeTable.entries
        #expect(entries.map(\.parent) == [nil, "recipes", "recipe", nil, "profile", nil, "recipes", "catalog.home"])
        let sections: [DeepLinkSection?] = [
            .tabRecipes, .tabRecipes, .tabRecipes, .tabProfile, .tabProfile, nil, .tabRecipes, .tabRecipes,
        ]
        #expect(entries.map(\.section) == sections)
        #expect(entries.map(\.inheritsSection) == [false, false, false, false, true, false, true, true])
        #expect(entries.map(\.isSectionRoot) == [true, false, false, true, false, false, false, false])
        #expect(
            entries.map(\.sectionSummary) == [
                "recipes (root)", "recipes", "recipes", "profile (root)", "profile (from parent)", nil,
                "recipes (from parent)", "recipes (from parent)",
            ])
    }

    @Test func theMarkdownTableGainsAParentAndASectionColumn() throws {
        let table = try makeTabRouter().routeTable
        let site: [String] = table.entries.map { $0.declaredAt + ($0.mountSite.map { ", mounted at " + $0 } ?? "") }
        let rows: [String] = table.markdown().components(separatedBy: "\n").filter { $0.hasPrefix("|") }
        let expected: [String] = [
            "| Route | Patterns | Parameters | Opened from | Gates | Parent | Section | Example links | Declared at |",
            "|---|---|---|---|---|---|---|---|---|",
            "| recipes | `/recipes` | — | all links | — | — | recipes (root) | "
                + "`https://bestrecipes.com/recipes`<br>`myapp://recipes` | `\(site[0])` |",
            "| recipe | `/recipes/:recipeId` | `recipeId`: String, path, required | all links | — | recipes | recipes | "
                + "`https://bestrecipes.com/recipes/example`<br>`myapp://recipes/example` | `\(site[1])` |",
            "| reviews | `/recipes/:recipeId/reviews` | `recipeId`: String, path, required | all links | — | recipe | "
                + "recipes | `https://bestrecipes.com/recipes/example/reviews`<br>`myapp://recipes/example/reviews` | "
                + "`\(site[2])` |",
            "| profile | `/profile` | — | all links | — | — | profile (root) | "
                + "`https://bestrecipes.com/profile`<br>`myapp://profile` | `\(site[3])` |",
            "| settings | `/profile/settings` | — | all links | — | profile | profile (from parent) | "
                + "`https://bestrecipes.com/profile/settings`<br>`myapp://profile/settings` | `\(site[4])` |",
            "| help | `/help` | — | all links | — | — | — | `https://bestrecipes.com/help`<br>`myapp://help` | "
                + "`\(site[5])` |",
            "| catalog.home | `/catalog` | — | all links | — | recipes | recipes (from parent) | "
                + "`https://bestrecipes.com/catalog`<br>`myapp://catalog` | `\(site[6])` |",
            "| catalog.item | `/catalog/item/:id` | `id`: String, path, required | all links | — | catalog.home | "
                + "recipes (from parent) | `https://bestrecipes.com/catalog/item/example`<br>"
                + "`myapp://catalog/item/example` | `\(site[7])` |",
        ]
        #expect(rows == expected)
        #expect(site[7].contains(", mounted at DeepLinksToolsTests/RouteTableScreensTests.swift:"))
    }

    @Test func aTableWithoutParentsOrSectionsHasNoNewColumn() throws {
        let markdown = try makeDoorRouter().routeTable.markdown()
        let header = "| Route | Patterns | Parameters | Opened from | Gates | Example links | Declared at |"
        #expect(markdown.contains(header))
        #expect(!markdown.contains("Parent"))
        #expect(!markdown.contains("Section"))
        let html = try makeDoorRouter().routeTable.html()
        #expect(!html.contains("<dt>Parent</dt>"))
        #expect(!html.contains("<dt>Section</dt>"))
        // A section alone, with no parent anywhere, is enough for both columns.
        let sectioned = try DeepLinkRouter<TabParam, TabScreen> {
            RouteSection(.tabProfile) { Route("profile") { _ in .profile } }
            Route("help") { _ in .help }
        }
        let rows = sectioned.routeTable.markdown().components(separatedBy: "\n").filter { $0.hasPrefix("| ") }
        #expect(rows.first?.contains("| Gates | Parent | Section | Example links |") == true)
        #expect(rows.dropFirst().map { $0.contains("| — | — | profile | `/profile`") } == [true, false])
        #expect(rows.last?.contains("| — | — | — | `/help`") == true)
    }

    @Test func theHTMLPageNamesEachRoutesParentAndSection() throws {
        let page = try makeTabRouter().routeTable.html()
        let reviews = try #require(RouteTableHTMLTests.section(2, in: page))
        #expect(reviews.contains("<dt>Parent</dt><dd>recipe</dd>\n<dt>Section</dt><dd>recipes</dd>\n"))
        let root = try #require(RouteTableHTMLTests.section(0, in: page))
        #expect(!root.contains("<dt>Parent</dt>"))
        #expect(root.contains("<dt>Section</dt><dd>recipes (root)</dd>"))
        let settings = try #require(RouteTableHTMLTests.section(4, in: page))
        #expect(settings.contains("<dt>Section</dt><dd>profile (from parent)</dd>"))
        let help = try #require(RouteTableHTMLTests.section(5, in: page))
        #expect(!help.contains("<dt>Parent</dt>"))
        #expect(!help.contains("<dt>Section</dt>"))
    }

    @Test func sectionAndParentNamesAreEscapedLikeAnyRouteText() throws {
        let router = try DeepLinkRouter<TabParam, TabScreen> {
            RouteSection(DeepLinkSection("a|b<i>")) {
                Route("x", name: "x*y") { _ in .help }
                Route("z") { _ in .profile }.parent("x*y")
            }
        }
        let table = router.routeTable
        let rows = table.markdown().components(separatedBy: "\n").filter { $0.hasPrefix("| ") }
        #expect(rows.count == 3)
        #expect(rows[2].contains(#"| x\*y | a\|b\<i\> |"#))
        // Nine cells: the section's `|` does not end one.
        #expect(RouteTableMarkdownTests.unescapedPipes(in: rows[2]) == 10)
        let page = table.html()
        #expect(page.contains("<dt>Parent</dt><dd>x*y</dd>"))
        #expect(page.contains("<dt>Section</dt><dd>a|b&lt;i&gt;</dd>"))
    }

    @Test func anEntryMadeByHandInheritsNoSectionWithoutOne() {
        let entry = RouteTable.Entry(
            index: 0, name: nil, patterns: [], parameters: [], sources: .all, gates: [], isReversible: false,
            fileID: "App/Routes.swift", line: 1, examples: [], exampleProblems: [], hasDeclaredExamples: false,
            parent: "home", inheritsSection: true)
        #expect(!entry.inheritsSection)
        #expect(entry.sectionSummary == nil)
        #expect(entry.parent == "home")
    }
}
