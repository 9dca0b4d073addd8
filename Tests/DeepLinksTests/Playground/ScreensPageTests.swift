import DeepLinks
import Testing

@testable import Playground

/// The screens page: the recipe app's parents and tabs, a link's stack, and the navigation state of a real
/// `DeepLinkNavigationModel` after each link: into a tab, into another while deep in the first, deeper in the same
/// stack, after a back pop, held for sign-in and opened when the user signs in; then the top screen as a link.
@MainActor
@Suite struct ScreensPageTests {
    static let page = PageText(ScreensPage.self)

    /// The lines after `title` up to the next blank line.
    static func block(after title: String) -> [String]? {
        let lines = page.lines
        guard let start = lines.firstIndex(of: title) else { return nil }
        return Array(lines[(start + 1)...].prefix { !$0.isEmpty })
    }

    @Test func startsWithItsTitleAndIsPageEleven() {
        #expect(Self.page.text.hasPrefix("Screens: tabs and back stacks from links\n\n"))
        #expect(PlaygroundPages.page(named: "11") == ScreensPage.self)
        #expect(PlaygroundPages.page(named: "screens") == ScreensPage.self)
    }

    @Test func listsEachRoutesSectionAndParent() {
        let table: [String] = [
            "  route            section                parent",
            "  home             home (root)            —",
            "  recipe           home                   recipes",
            "  /r/:recipeId     home                   recipes",
            "  newRecipe        home                   recipes",
            "  search           search                 —",
            "  searchQuery      search                 —",
            "  menu             menu                   —",
            "  recipes          home (from parent)     home",
            "  help             —                      —",
            "  resetOnboarding  —                      —",
            "  editWeek         menu                   —",
            "  swapMenu         menu                   —",
        ]
        #expect(Self.page.text.contains(table.joined(separator: "\n") + "\n\n"))
    }

    @Test func aLinksStackHasItsParentsAndThePathLeavesTheTabsRootOut() {
        let recipe: String = [
            "  https://bestrecipes.com/recipe/42",
            "    section  home",
            "    screens  home › recipes(country: nil, limit: nil) › showRecipe(recipeId: \"42\")",
            "    path     recipes(country: nil, limit: nil) › showRecipe(recipeId: \"42\")",
        ].joined(separator: "\n")
        #expect(Self.page.text.contains(recipe))
        let search: String = [
            "  myapp://search/pancakes", "    section  search", "    screens  search(query: \"pancakes\")",
            "    path     search(query: \"pancakes\")",
        ].joined(separator: "\n")
        #expect(Self.page.text.contains(search))
        #expect(Self.page.text.contains("    section  none: the tab the user is in\n"))
    }

    @Test func aLinkSelectsItsTabAndTheOtherTabsKeepTheirPaths() {
        let into = Self.block(
            after: "A link into the Home tab, the tab the app starts in: its path becomes the link's:")
        #expect(
            into == [
                "  myapp://recipes", "  → home: a push of recipes(country: nil, limit: nil)",
                "  ▸ home    recipes(country: nil, limit: nil)", "    search  —", "    menu    —",
            ])
        let other = Self.block(
            after: "A link to the Search tab while the user is in Home: Home keeps its path for later:")
        #expect(
            other == [
                "  https://bestrecipes.com/search/pancakes", "  → search: a push of search(query: \"pancakes\")",
                "    home    recipes(country: nil, limit: nil)", "  ▸ search  search(query: \"pancakes\")",
                "    menu    —",
            ])
    }

    @Test func aDeeperLinkPushesAndABackPopIsWhereTheNextLinkStarts() {
        let deeper = Self.block(
            after: "A deeper link in the Home stack: the recipe list is there already, the recipe is pushed onto it:")
        #expect(
            deeper == [
                "  https://bestrecipes.com/recipe/42", "  → home: a push of showRecipe(recipeId: \"42\")",
                "  ▸ home    recipes(country: nil, limit: nil) › showRecipe(recipeId: \"42\")",
                "    search  search(query: \"pancakes\")", "    menu    —",
            ])
        let popped = Self.block(after: "The back gesture: NavigationStack writes the popped path through its binding:")
        #expect(popped?.first == "  ▸ home    recipes(country: nil, limit: nil)")
        let next = Self.block(after: "A new link starts from what is on screen, not from the last link:")
        #expect(
            next?.prefix(3) == [
                "  myapp://recipe/7", "  → home: a push of showRecipe(recipeId: \"7\")",
                "  ▸ home    recipes(country: nil, limit: nil) › showRecipe(recipeId: \"7\")",
            ])
    }

    @Test func aLinkHeldForSignInReachesTheStateWhenTheUserSignsIn() {
        let held = Self.block(after: "A link behind sign-in waits; Home stays as it is:")
        #expect(
            held == [
                "  https://bestrecipes.com/subscription/abc/3/edit",
                "  held: waiting for authorization; the state does not change",
                "  ▸ home    recipes(country: nil, limit: nil) › showRecipe(recipeId: \"7\")",
                "    search  search(query: \"pancakes\")", "    menu    —",
            ])
        let signedIn = Self.block(after: "The user signs in: the held link opens, in the Menu tab:")
        #expect(
            signedIn == [
                "    home    recipes(country: nil, limit: nil) › showRecipe(recipeId: \"7\")",
                "    search  search(query: \"pancakes\")", "  ▸ menu    editWeek(subscriptionId: \"abc\", week: 3)",
            ])
    }

    @Test func theTopScreenTurnsBackIntoALinkOrTheTabsRoot() {
        let links: String = [
            "  the selected tab: editWeek(subscriptionId: \"abc\", week: 3)",
            "    https://bestrecipes.com/subscription/abc/3/edit", "",
            "  Home: showRecipe(recipeId: \"7\")", "    https://bestrecipes.com/recipe/7", "",
            "  Home at its root: the tab's own screen", "    https://bestrecipes.com/", "",
            "  Search at its root: no route is the Search tab's own screen",
            "    refused: The path of section 'search' is empty, and no route is the section's root (sectionRoot()): "
                + "declare the route of the section's own screen with sectionRoot() to link to it.",
        ].joined(separator: "\n")
        #expect(Self.page.text.contains(links))
    }

    @Test func aModulesParentsAreNamespacedByItsMount() {
        let stacks: [String] = [
            "  myapp://stores/lyon-2/product/7",
            "    store(storeId: \"lyon-2\", .storefront) › store(storeId: \"lyon-2\", .product(id: 7))", "",
            "  myapp://cookbook/chapter/soups/3",
            "    cookbook(.contents) › cookbook(.chapter(\"soups\")) › cookbook(.page(chapter: \"soups\", page: 3))",
        ]
        #expect(Array(Self.page.lines.suffix(5)) == stacks)
    }

    @Test func thePageMatchesTheModelItDescribes() throws {
        // What the page prints is the model's state: the same run, read from the model itself.
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) else { return }
        let run = ScreensPage.Run(router: try makeRecipeAppRouter())
        let state = run.navigation.state
        #expect(state.section == RecipeTab.menu)
        #expect(state[path: RecipeTab.menu].map(\.intent) == [.editWeek(subscriptionId: "abc", week: 3)])
        #expect(
            state[path: RecipeTab.home].map(\.intent) == [
                .recipes(country: nil, limit: nil), .showRecipe(recipeId: "7"),
            ])
        #expect(state[path: RecipeTab.search].map(\.intent) == [.search(query: "pancakes")])
        #expect(run.navigation.navigator.heldLink == nil)
        #expect(!Self.page.text.contains("refused: No"))
        #expect(!Self.page.text.contains("not a URL"))
    }
}
