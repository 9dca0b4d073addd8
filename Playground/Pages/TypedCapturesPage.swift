import DeepLinks

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The tour's page on capture kinds: what each of the recipe app's parameters accepts, and links that show an
/// `Int`, an `Either`, a remainder and a handler that declines.
enum TypedCapturesPage: PlaygroundPage {
    static let name = "typed-captures"
    static let title = "Typed captures: String, Int, Either and the rest of the path"
    static let summary = "what each capture kind accepts, and how handlers read it without trapping"

    /// The links the page resolves: each shows one rule.
    static let links = TourLinks([
        ("myapp://menu/12", "an Either capture reads an integer as .left"),
        ("myapp://menu/summer-specials", "... and anything else as .right"),
        ("myapp://subscription/abc/3/edit", "an Int capture, inside Authorized"),
        ("myapp://subscription/abc/007/edit", "leading zeros are an Int too; the capture keeps the text"),
        ("myapp://subscription/abc/three/edit", "'three' is not an Int: no route"),
        ("myapp://subscription/abc/99/edit", "the handler declines week 99"),
        ("myapp://subscription/abc/swap/m9", "'swap' is not an Int: the route with the literal takes it"),
        ("myapp://help/getting-started/first-recipe", "a catch-all takes the rest of the path"),
    ])

    /// What a capture kind accepts, as the page says it.
    static func accepts(_ kind: CaptureKind) -> String {
        switch kind {
        case .string: "one non-empty segment, percent-decoded"
        case .int: "ASCII digits with an optional leading '-', fitting Int (007 is 7; +5 is not an Int)"
        case .either: "one segment: .left(Int) when it is an Int, else .right(String)"
        case .remainder: "one or more segments to the end of the path, joined by '/'"
        default: "one segment that reads as \(kind.description) (DeepLinkValue)"
        }
    }

    @MainActor
    static func render() -> [String] {
        var out = [title, ""]
        out.append("Each parameter of the recipe app says how it reads its segment (DeepLinkPathComponent.capture):")
        for parameter in RecipeParam.allCases {
            let sigil = parameter.capture == .remainder ? "*" : ":"
            let kind = parameter.capture.shortName.padded(to: 11)
            out.append("  " + (sigil + parameter.rawValue).padded(to: 18) + kind + accepts(parameter.capture))
        }
        out.append("")
        out.append(
            "Handlers read them with try p.value(.recipeId), try p.int(.weekId) and try p.either(.weekOrMenuId):")
        out.append("a typo or a value of the wrong kind throws, and the link is refused with a reason; nothing traps.")
        out.append("A handler that returns nil declines the link, which goes on to the next matching route.")
        out.append("")
        guard let router = try? makeRecipeAppRouter() else { return out + ["  (the router did not build)"] }
        out.append("Links")
        out += links.render(with: router)
        out.append("")
        out += yourOwnTypes()
        return out
    }
}

extension TypedCapturesPage {
    /// A diet, captured by its raw value.
    enum Diet: String, DeepLinkValue, CaseIterable {
        case vegan, vegetarian
        case glutenFree = "gluten free"
    }

    enum CatalogParam: String, DeepLinkPathComponent {
        case cookId, diet, name
        var capture: CaptureKind {
            switch self {
            case .cookId: .uuid
            case .diet: .value(Diet.self)
            case .name: .string
            }
        }
    }

    /// The links of the section on the app's own types, with the rule each shows.
    static let typedLinks: [(path: String, shows: String)] = [
        ("/cooks/3F2504E0-4F89-11D3-9A0C-0305E82C3301", "a UUID, in upper or lower case"),
        ("/cooks/jamie", "not a UUID: the String route of the same shape"),
        ("/recipes/gluten%20free", "an enum by its raw value, spaces and all"),
        ("/recipes/paleo", "no such diet: a miss naming the parameter and the type"),
    ]

    /// Captures of the app's own types: a small catalogue router, its links and what they open.
    static func yourOwnTypes() -> [String] {
        var out = ["Your own types: .uuid, .bool, .double, or .value(Diet.self) for any DeepLinkValue"]
        out.append("(read with try p.value(.cookId, as: UUID.self); a typed route goes before a String one)")
        let router: DeepLinkRouter<CatalogParam, String>
        do {
            router = try DeepLinkRouter<CatalogParam, String> {
                Route("cooks" / .name) { p in "cook named \(try p.value(.name))" }
                Route("cooks" / .cookId) { p in "cook \(try p.value(.cookId, as: UUID.self).linkText)" }
                Route("recipes" / .diet) { p in "recipes for diet .\(try p.value(.diet, as: Diet.self))" }
            }
        } catch {
            return out + ["  (the router did not build: \(error))"]
        }
        for (path, shows) in typedLinks {
            out.append("")
            out.append("  \(path)    (\(shows))")
            switch router.resolve(.path(path)) {
            case .success(let link):
                out.append("    matched  \(link.pattern)")
                out.append("    intent   \(link.intent)")
            case .failure(let error):
                out.append("    missed   \(error)")
            }
        }
        return out
    }
}

// After the page, so that the line numbers its text shows of the declarations above stay put.
extension TypedCapturesPage {
    static let products = ["DeepLinks"]
}
