import DeepLinks
import DeepLinksTools

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The parameters of the recipe app that mounts the shop and cookbook modules: its own, and the stores prefix's.
enum ModularRecipeParam: String, DeepLinkPathComponent {
    case recipeId, storeId
}

/// Where the links of the recipe app that mounts the modules lead: its own screen, and a case per mounted module.
enum ModularRecipeIntent: Equatable, Sendable {
    case showRecipe(recipeId: String)
    case cookbook(CookbookIntent)
    case store(storeId: String, ShopIntent)
}

extension ModularRecipeIntent: CustomStringConvertible {
    /// The intent as the page prints it: `store(storeId: "lyon-2", .product(id: 7))`.
    var description: String {
        switch self {
        case .showRecipe(let recipeId): "showRecipe(recipeId: \"\(recipeId)\")"
        case .cookbook(let cookbook): "cookbook(.\(cookbook))"
        case .store(let storeId, let shop): "store(storeId: \"\(storeId)\", .\(shop))"
        }
    }
}

/// The tour's page on route modules: two feature modules with their own components and intents, mounted by the app
/// at a literal prefix and under a parameter; links and reverse routing through the mounts, a conflict across
/// modules, and the route table's rows of mounted routes.
enum RouteModulesPage: PlaygroundPage {
    static let name = "route-modules"
    static let title = "Route modules: feature modules declare their routes, the app mounts them"
    static let summary = "Mount: modules with their own components and intents, at a prefix or under a parameter"

    /// The app's route table: its own route, the cookbook at `/cookbook`, the shop under `/stores/:storeId`.
    @RoutesBuilder<ModularRecipeParam, ModularRecipeIntent>
    static var appRoutes: [Route<ModularRecipeParam, ModularRecipeIntent>] {
        Route("recipe" / .recipeId) { p in
            .showRecipe(recipeId: try p.value(.recipeId))
        } reverse: { intent in
            guard case .showRecipe(let recipeId) = intent else { return nil }
            return [.recipeId: recipeId]
        }
        Mount("cookbook", CookbookLinks.routes) {
            .cookbook($0)
        } reverse: { intent in
            guard case .cookbook(let cookbook) = intent else { return nil }
            return cookbook
        }
        Mount("stores" / .storeId, ShopLinks.routes, names: "store") { params, shop in
            .store(storeId: try params.value(.storeId), shop)
        } reverse: { intent in
            guard case .store(let storeId, let shop) = intent else { return nil }
            return ([.storeId: storeId], shop)
        }
    }

    /// The app's router.
    static func makeRouter() throws -> DeepLinkRouter<ModularRecipeParam, ModularRecipeIntent> {
        try DeepLinkRouter(schemes: ["myapp"], hosts: ["bestrecipes.com"], routes: appRoutes)
    }

    /// The links the page resolves, and the rule each shows.
    static let links: [(url: String, shows: String)] = [
        ("myapp://cookbook/chapter/desserts", "a module's route under a literal prefix"),
        ("https://bestrecipes.com/stores/lyon-2/product/7", "the prefix's storeId reaches the mapping"),
        ("myapp://stores/lyon-2/product/seven", "the module's Int capture still checks its segment"),
        ("myapp://recipe/42", "the app's own route, beside the modules"),
    ]

    /// A link built from one of the app's intents: the call as the page prints it, and the call itself.
    struct FromIntent: Sendable {
        var call: String
        var build: @Sendable (DeepLinkRouter<ModularRecipeParam, ModularRecipeIntent>) throws -> String
    }

    /// The links the page builds from the app's intents.
    static let fromIntents: [FromIntent] = [
        FromIntent(
            call: #"router.url(for: .intent(.store(storeId: "lyon-2", .product(id: 7))), host: "bestrecipes.com")"#
        ) {
            router in
            try router.url(for: .intent(.store(storeId: "lyon-2", .product(id: 7))), host: "bestrecipes.com")
                .absoluteString
        },
        FromIntent(call: #"router.path(for: .intent(.cookbook(.page(chapter: "soups", page: 3))))"#) { router in
            try router.path(for: .intent(.cookbook(.page(chapter: "soups", page: 3))))
        },
    ]

    @MainActor
    static func render() -> [String] {
        var out = [title, ""]
        out.append("A feature module declares its routes with its own component enum and intent type, and names")
        out.append("nothing of the app (Playground/RecipeModules.swift). Alone, each is an ordinary route table:")
        out.append("  ShopLinks.routes      " + patterns(of: ShopLinks.routes))
        out.append("  CookbookLinks.routes  " + patterns(of: CookbookLinks.routes))
        out.append("")
        out.append("The app mounts them, under a literal prefix or under a parameter, and maps each module intent to")
        out.append("one of its own; the two-argument mapping reads the prefix's parameters:")
        out.append("  Mount(\"cookbook\", CookbookLinks.routes) { .cookbook($0) } reverse: { … }")
        out.append("  Mount(\"stores\" / .storeId, ShopLinks.routes, names: \"store\") { params, shop in")
        out.append("      .store(storeId: try params.value(.storeId), shop)")
        out.append("  } reverse: { … }")
        guard let router = try? makeRouter() else { return out + ["  (the router did not build)"] }
        out.append("")
        out.append("The modules' routes join the app's one trie, beside its own (a line per mount):")
        var groups: [(mountSite: String?, patterns: [String])] = []
        for entry in router.routeTable.entries {
            if let last = groups.last, last.mountSite == entry.mountSite {
                groups[groups.count - 1].patterns += entry.patterns.map(\.text)
            } else {
                groups.append((entry.mountSite, entry.patterns.map(\.text)))
            }
        }
        out += groups.map { "  " + $0.patterns.joined(separator: "  ") }
        out.append("")
        out.append("Links through the mounts open the app's intents")
        out += resolve(links, with: router)
        out.append("")
        out.append("Links built from the app's intents, through the mount's reverse and the module route's")
        for link in fromIntents {
            out.append("")
            out.append("  \(link.call)")
            do {
                let built = try link.build(router)
                let match =
                    built.hasPrefix("/")
                    ? router.match(.path(built)) : URL(string: built).flatMap { router.match(.url($0)) }
                let back = match.map { "\($0.intent)" } ?? "no match"
                out.append("    \(built)  → \(back)")
            } catch {
                out.append("    refused: \(error)")
            }
        }
        out.append("")
        out.append("A conflict across modules fails the build, naming both routes and both mounts. The cookbook")
        out.append("mounted under /stores/:storeId too: its contents and the shop's storefront take the same links.")
        out.append("")
        do {
            _ = try DeepLinkRouter<ModularRecipeParam, ModularRecipeIntent> {
                Mount("stores" / .storeId, ShopLinks.routes) { params, shop in
                    .store(storeId: try params.value(.storeId), shop)
                }
                Mount("stores" / .storeId, CookbookLinks.routes) { .cookbook($0) }
            }
            out.append("  (no error: unexpected)")
        } catch {
            out.append("  \(error)")
        }
        out.append("")
        out.append("The route table lists a mounted route with its full pattern, where its module declared it and")
        out.append("where the app mounted it (RouteTable.Entry.mountSite); the Markdown table and the HTML page of")
        out.append("test links show the same:")
        for entry in router.routeTable.entries {
            guard let mountSite = entry.mountSite else { continue }
            out.append("")
            out.append("  " + (entry.name.map { $0 + "  " } ?? "") + entry.patterns.map(\.text).joined(separator: ", "))
            out.append("    declared at  \(entry.declaredAt), mounted at \(mountSite)")
            for example in entry.examples {
                out.append("    example      \(example.link)")
            }
        }
        out.append("")
        out.append("Links by name reach mounted routes under the mount's names (store.product). A push payload")
        out.append("or shortcut item names the module's parameters as it names any; the app gives them by name:")
        out.append("")
        let payload: [AnyHashable: Any] = ["type": "store.product", "storeId": "lyon-2", "productId": 7]
        out.append(#"  router.resolve(.pushPayload(["type": "store.product", "storeId": "lyon-2", "productId": 7]))"#)
        switch router.resolve(.pushPayload(payload)) {
        case .success(let link): out.append("    \(link.path)  → \(link.intent)")
        case .failure(let error): out.append("    refused: \(error)")
        }
        out.append(#"  router.path(for: .route("store.product", values: ["storeId": "lyon-2", "productId": "7"]))"#)
        do {
            let path = try router.path(for: .route("store.product", values: ["storeId": "lyon-2", "productId": "7"]))
            out.append("    \(path)")
        } catch {
            out.append("    refused: \(error)")
        }
        return out
    }

    /// A module's patterns, as its own router would print them.
    static func patterns<Component, Intent>(of routes: [Route<Component, Intent>]) -> String {
        routes.flatMap { $0.patterns.map(\.description) }.joined(separator: "  ")
    }

    /// One block per link: its text and rule, then the pattern and intent it matched, or the reason it missed.
    static func resolve(
        _ links: [(url: String, shows: String)], with router: DeepLinkRouter<ModularRecipeParam, ModularRecipeIntent>
    ) -> [String] {
        var out: [String] = []
        for link in links {
            out.append("")
            out.append("  \(link.url)    (\(link.shows))")
            guard let url = URL(string: link.url) else {
                out.append("    not a URL")
                continue
            }
            switch router.resolve(.url(url)) {
            case .success(let match):
                out.append("    matched  \(match.pattern)")
                out.append("    intent   \(match.intent)")
            case .failure(let error):
                out.append("    missed   \(error)")
            }
        }
        return out
    }
}

// After the page, so that the line numbers its text shows of the declarations above stay put.
extension RouteModulesPage {
    static let products = ["DeepLinks", "DeepLinksTools"]
}
