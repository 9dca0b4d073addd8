import DeepLinks
import Testing

@testable import Playground

/// The changing-links page: a legacy link redirected, rules from JSON applied and their links opened, a bad rule set
/// refused with every problem, a click tracker's link unwrapped, and campaign fields of a link and of a push kept
/// aside from the handlers' values.
@MainActor
@Suite struct ChangingLinksPageTests {
    static let page = PageText(ChangingLinksPage.self)

    /// The lines after `title` up to the next blank line.
    static func block(after title: String) -> [String]? {
        let lines = page.lines
        guard let start = lines.firstIndex(of: title) else { return nil }
        return Array(lines[(start + 1)...].prefix { !$0.isEmpty })
    }

    @Test func startsWithItsTitleAndIsPageTwelve() {
        #expect(
            Self.page.text.hasPrefix(
                "Changing links: redirects, rules from the server, wrapped links and campaigns\n\n"))
        #expect(PlaygroundPages.page(named: "12") == ChangingLinksPage.self)
        #expect(PlaygroundPages.page(named: "changing-links") == ChangingLinksPage.self)
        #expect(PlaygroundPages.all.last == ChangingLinksPage.self)
    }

    @Test func aLegacyLinkIsRedirected() {
        #expect(
            Self.block(after: "A legacy link opens the route that replaced it; the events say so:") == [
                "  #1 received https://bestrecipes.com/r/42 (universal link)",
                "  #1 matched /r/42 as /r/:recipeId",
                "  #1 redirected from /r/42 to /recipe/42",
                "  #1 opened /r/42 by TourRoot [TourRoot]",
                "  → navigate to showRecipe(recipeId: \"42\")",
            ])
    }

    @Test func rulesFromJSONOpenTheirRoutesWithTheirValues() {
        #expect(
            Self.page.text.contains(
                #"    {"pattern": "/summer-sale", "route": "recipes", "values": {"country": "FR"},"#))
        let sale = Self.block(
            after: "router.applying(rules) gives a new router: a rule's link opens its route with the rule's values:")
        #expect(
            sale == [
                "  #1 received https://bestrecipes.com/summer-sale (universal link)",
                "  #1 matched /summer-sale as /summer-sale",
                "  #1 redirected from /summer-sale to /recipes",
                "  #1 opened /summer-sale by TourRoot [TourRoot]",
                "  → navigate to recipes(country: Optional(\"FR\"), limit: nil)",
            ])
        let doors = Self.block(
            after: "A rule's pattern gives values too, and its doors limit it (a custom-scheme link is refused):")
        #expect(doors?.prefix(5).last == "  → navigate to showRecipe(recipeId: \"7\")")
        #expect(doors?.contains("  #2 redirected from /sale/7 to /recipe/7") == true)
        #expect(
            doors?.last == "  #3 unmatched: No route matches '/sale/7'; closest: /sale/:recipeId — it accepts "
                + "universal links only, and this is a custom scheme.")
    }

    @Test func aBadRuleSetIsRefusedWithEveryProblem() {
        let lines = Self.page.lines
        let start = lines.firstIndex { $0.hasPrefix("  Rule 1 (") }
        let problems = start.map { Array(lines[$0...].prefix { !$0.isEmpty }) }
        #expect(
            problems == [
                "  Rule 1 ('/winter-sale'): no route is named 'recipez'; named routes: editWeek, help, home, menu, "
                    + "newRecipe, recipe, recipes, resetOnboarding, search, searchQuery, swapMenu.",
                "  Rule 2 ('/week/:weekId'): 'limit' is 'ten', which is not an Int.",
                "  Rule 3 ('/recipe/:recipeId'): no door is named 'fax'; doors: customScheme, universalLink, "
                    + "userActivity, pushNotification, shortcutItem, web, all.",
            ])
    }

    @Test func aTrackersLinkIsUnwrappedAndItsCampaignFieldsKeptAside() {
        let wrapped = Self.block(
            after: "An e-mail's link, wrapped by its click tracker: navigator.linkUnwrappers gives the real one:")
        #expect(
            wrapped?.dropFirst() == [
                "  #2 received https://click.bestrecipes.com/ls/click?upn=<redacted> (universal link)",
                "  #2 unwrapped to https://bestrecipes.com/recipe/42?utm_source=<redacted>&utm_campaign=<redacted>",
                "  #2 matched /recipe/42 as /recipe/:recipeId (campaign: utm_campaign, utm_source)",
                "  #2 opened /recipe/42 by TourRoot [TourRoot]",
                "  → navigate to showRecipe(recipeId: \"42\")",
            ])
        let push = Self.block(
            after: "A push that names its route carries campaign fields as keys beside the route's values:")
        let matched = "  #3 matched /recipe/7 as /recipe/:recipeId (campaign: utm_campaign, utm_source)"
        #expect(push?.contains(matched) == true)
        let campaigns: [String] = [
            "  #2 campaign  utm_campaign=spring, utm_source=newsletter", "     handler   recipeId=42",
            "  #3 campaign  utm_campaign=spring, utm_source=push", "     handler   recipeId=7",
        ]
        #expect(Array(Self.page.lines.suffix(4)) == campaigns)
    }
}
