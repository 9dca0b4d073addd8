/// A page of the playground's tour: one topic, rendered as text, its title first.
///
/// `swift run playground` prints every page in ``PlaygroundPages/all``'s order; `swift run playground page NAME`
/// prints one.
protocol PlaygroundPage {
    /// The page's name on the command line: `patterns` in `swift run playground page patterns`.
    static var name: String { get }
    /// The products the page's code imports: the layer it needs (`DeepLinks`, `DeepLinksNavigation` or
    /// `DeepLinksSwiftUI`), then `DeepLinksTools` when it renders the route table.
    static var products: [String] { get }
    /// The page's title, its first line: `Patterns: a recipe app's route table`.
    static var title: String { get }
    /// What the page shows: a sentence for `swift run playground pages`.
    static var summary: String { get }
    /// The page's lines, its title first.
    @MainActor static func render() -> [String]
}

/// The tour's pages, in order.
enum PlaygroundPages {
    /// Every page, in the order the tour prints them.
    static var all: [any PlaygroundPage.Type] {
        [
            PatternsPage.self, TypedCapturesPage.self, PrecedenceAndConflictsPage.self, URLAnatomyPage.self,
            HandlingChainPage.self, PushAndShortcutsPage.self, ReverseRoutingPage.self, RouteDocsPage.self,
            // It composes the earlier pages' topics (conflicts, reverse routing, the route table). New pages come
            // after it, so that every page keeps its number.
            RouteModulesPage.self, LinksThatWaitPage.self, ScreensPage.self, ChangingLinksPage.self,
        ]
    }

    /// The page with this name, or this number (from 1).
    static func page(named name: String) -> (any PlaygroundPage.Type)? {
        if let number = Int(name), all.indices.contains(number - 1) { return all[number - 1] }
        return all.first { $0.name == name.lowercased() }
    }

    /// A page's text: its lines without trailing blank lines, joined.
    @MainActor
    static func text(of page: any PlaygroundPage.Type) -> String {
        var lines = page.render()
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}
