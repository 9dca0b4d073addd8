import DeepLinksSwiftUI
import DeepLinksTools

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The tour's page on screens: the recipe app's parents and tabs, a link's whole stack, and the navigation state a
/// SwiftUI app binds to, link after link, from a real `DeepLinkNavigationModel`.
enum ScreensPage: PlaygroundPage {
    static let name = "screens"
    static let title = "Screens: tabs and back stacks from links"
    static let summary = "parents and sections: each link opens its whole stack in its tab; the navigation state"

    /// The page's clock: the navigator reads a fixed time, so the output is the same on every run.
    static let launch = Date(timeIntervalSince1970: 1_795_680_000)  // 2026-11-26 08:00 UTC

    @MainActor
    static func render() -> [String] {
        var out = [title, ""]
        guard let router = try? makeRecipeAppRouter() else { return out + ["  (the router did not build)"] }
        out += [
            "The routes say which screen is under which (.parent(\"recipes\")) and which tab each opens in",
            "(RouteSection(RecipeTab.home) { … }); .sectionRoot() marks a tab's own screen. A route in no",
            "section takes its parent's; one with neither opens in the tab the user is in.", "",
        ]
        out += screens(of: router.routeTable)
        out.append("")
        out += [
            "A link's stack, router.stack(for:): its parents, each made by its route's handler from the link's",
            "values, then its own screen. A tab's root screen is the tab itself: the path leaves it out.",
        ]
        for text in [
            "https://bestrecipes.com/recipe/42", "myapp://search/pancakes", "myapp://help/getting-started/first-recipe",
        ] {
            out.append("")
            out += stack(of: text, with: router)
        }
        out.append("")
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) else {
            return out + ["  (the navigation model needs Observation: macOS 14, iOS 17 or later)"]
        }
        out += Run(router: router).out
        out += modules()
        return out
    }

    /// The route table's routes with their section and parent, as `swift run playground table` lists them.
    static func screens(of table: RouteTable) -> [String] {
        var out = ["  " + "route".padded(to: 17) + "section".padded(to: 23) + "parent"]
        for entry in table.entries {
            let name = entry.name ?? entry.patterns.first?.text ?? "route \(entry.index)"
            out.append(
                "  " + name.padded(to: 17) + (entry.sectionSummary ?? "—").padded(to: 23) + (entry.parent ?? "—"))
        }
        return out
    }

    /// A link's stack: its section, its screens bottom first, and the path a `NavigationStack` pushes.
    static func stack(of text: String, with router: DeepLinkRouter<RecipeParam, Traced>) -> [String] {
        var out = ["  \(text)"]
        guard let url = URL(string: text) else { return out + ["    not a URL"] }
        do {
            let stack = try router.stack(for: try router.resolve(.url(url)).get())
            out.append("    section  \(stack.section.map(\.name) ?? "none: the tab the user is in")")
            out.append("    screens  \(path(stack.screens))")
            out.append("    path     \(path(stack.path))")
        } catch {
            out.append("    refused: \(error)")
        }
        return out
    }

    /// Screens as a back stack reads: `recipes(…) › showRecipe(recipeId: "42")`, `—` for none.
    static func path(_ screens: [Traced]) -> String {
        screens.isEmpty ? "—" : screens.map(\.description).joined(separator: " › ")
    }

    /// The state as a tab bar shows it: a line per tab, its path, `▸` before the selected one.
    static func lines(of state: DeepLinkNavigationState<Traced>) -> [String] {
        let others = state.paths.keys.filter { !RecipeTab.all.contains($0) }.sorted { $0.name < $1.name }
        return (RecipeTab.all + others).map { section in
            let mark = section == state.section ? "▸ " : "  "
            return "  " + mark + section.name.padded(to: 8) + path(state[path: section])
        }
    }

    /// How a section's path changed: a push of the screens that follow, a pop, or the screens above a common start
    /// replaced.
    static func change(from old: [Traced], to new: [Traced]) -> String {
        guard old != new else { return "its path is unchanged" }
        if new.starts(with: old) { return "a push of " + path(Array(new.dropFirst(old.count))) }
        if old.starts(with: new) { return "a pop to " + (new.isEmpty ? "the tab's own screen" : path(new)) }
        let common = zip(old, new).prefix { $0 == $1 }.count
        let kept = common == 0 ? "the tab's own screen" : path(Array(new.prefix(common)))
        return "the screens above \(kept) replaced"
    }

    /// The run: a model and its navigator, links from outside, the app's own writes, and a sign-in.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @MainActor
    final class Run {
        let router: DeepLinkRouter<RecipeParam, Traced>
        let navigation: DeepLinkNavigationModel<RecipeParam, Traced>
        var out: [String] = []

        init(router: DeepLinkRouter<RecipeParam, Traced>) {
            self.router = router
            navigation = DeepLinkNavigationModel(
                navigator: DeepLinkNavigator(router: router) { ScreensPage.launch },
                state: DeepLinkNavigationState(section: RecipeTab.home))
            out += [
                "The navigation state, link after link: a DeepLinkNavigationModel, the navigator's root, which a",
                "SwiftUI app binds its TabView(selection:) and each tab's NavigationStack(path:) to. One rule: the",
                "link's tab is selected and its path becomes the link's path; the other tabs keep theirs.",
                "(▸ is the selected tab; — an empty path, the tab's own screen.)", "",
            ]
            run()
        }

        /// Opens a link from outside, then prints the title, the state and how the link's tab changed.
        func open(_ title: String, _ text: String) {
            let before = navigation.state
            out.append(title)
            out.append("  \(text)")
            if let url = URL(string: text) { navigation.navigator.open(.url(url), animated: true) }
            if let held = navigation.navigator.heldLink {
                out.append("  held: \(held.reason); the state does not change")
            } else {
                let section = navigation.state.section
                out.append("  → \(section): " + change(from: before[path: section], to: navigation.state.path))
            }
            out += lines(of: navigation.state)
            out.append("")
        }

        /// An action of the app's own (a back swipe, a sign-in), then the title and the state.
        func act(_ title: String, _ action: () -> Void) {
            action()
            out.append(title)
            out += lines(of: navigation.state)
            out.append("")
        }

        func run() {
            open("A link into the Home tab, the tab the app starts in: its path becomes the link's:", "myapp://recipes")
            open(
                "A link to the Search tab while the user is in Home: Home keeps its path for later:",
                "https://bestrecipes.com/search/pancakes")
            open(
                "A deeper link in the Home stack: the recipe list is there already, the recipe is pushed onto it:",
                "https://bestrecipes.com/recipe/42")
            act("The back gesture: NavigationStack writes the popped path through its binding:") {
                navigation.state.path.removeLast()
            }
            open("A new link starts from what is on screen, not from the last link:", "myapp://recipe/7")
            open("A link behind sign-in waits; Home stays as it is:", "https://bestrecipes.com/subscription/abc/3/edit")
            act("The user signs in: the held link opens, in the Menu tab:") {
                navigation.navigator.authorizationDidChange(true)
            }
            links()
        }

        /// The screen on top, back to a link: for a share sheet, Handoff, or a restoration by link.
        func links() {
            out += [
                "The screen on top, back to a link: router.url(for: .screen(of: state), host:). It opens that screen",
                "again, in its tab, its parents under it; the other tabs' paths are in no link (save the Codable",
                "state for them).",
            ]
            var home = navigation.state
            home.section = RecipeTab.home  // the Home tab tapped
            var root = home
            root.path = []  // and popped to its root
            for (what, state) in [("the selected tab", navigation.state), ("Home", home), ("Home at its root", root)] {
                out.append("")
                out.append("  \(what): " + (state.path.last.map(\.description) ?? "the tab's own screen"))
                do {
                    out.append("    \(try router.url(for: .screen(of: state), host: "bestrecipes.com"))")
                } catch {
                    out.append("    refused: \(error)")
                }
            }
            var search = navigation.state
            search.section = RecipeTab.search
            search.path = []
            out.append("")
            out.append("  Search at its root: no route is the Search tab's own screen")
            do {
                out.append("    \(try router.url(for: .screen(of: search), host: "bestrecipes.com"))")
            } catch {
                out.append("    refused: \(error)")
            }
            out.append("")
        }
    }

    /// Stacks through mounts: a module's parents are named in the module, and the mount's `names:` prefixes them.
    static func modules() -> [String] {
        var out = [
            "A module names its own parents (Playground/RecipeModules.swift): mounted with names: \"store\", the",
            "shop's .parent(\"storefront\") is store.storefront. Stacks through the route-modules page's mounts:",
        ]
        guard let router = try? RouteModulesPage.makeRouter() else { return out + ["  (the router did not build)"] }
        for text in ["myapp://stores/lyon-2/product/7", "myapp://cookbook/chapter/soups/3"] {
            out.append("")
            out.append("  \(text)")
            guard let url = URL(string: text) else {
                out.append("    not a URL")
                continue
            }
            do {
                let stack = try router.stack(for: try router.resolve(.url(url)).get())
                out.append("    " + stack.screens.map(\.description).joined(separator: " › "))
            } catch {
                out.append("    refused: \(error)")
            }
        }
        return out
    }
}

// After the page, so that the line numbers its text shows of the declarations above stay put.
extension ScreensPage {
    static let products = ["DeepLinksSwiftUI", "DeepLinksTools"]
}
