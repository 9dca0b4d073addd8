import DeepLinks
import DeepLinksTools

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The tour's page on the parts of a link: what the router reads of the scheme, host, path, query and fragment.
enum URLAnatomyPage: PlaygroundPage {
    static let name = "url-anatomy"
    static let title = "URL anatomy: scheme, host, path, query and fragment"
    static let summary = "what the routes see of a link: hosts, case, empty segments, percent-decoding, query items"

    /// Links taken apart part by part.
    static let dissected = [
        "myapp://recipe/42?ref=mail#photos",
        "https://www.bestrecipes.com/recipe/42?ref=mail#photos",
    ]

    /// The links the page resolves: each shows one rule.
    static let links = TourLinks([
        ("myapp://home", "a custom scheme's host is the first segment"),
        ("MYAPP://Recipe/42", "scheme and host compare case-insensitively"),
        ("myapp:///recipe//42/", "empty segments and trailing slashes are ignored"),
        ("myapp://search/caf%C3%A9%20au%20lait", "captures are percent-decoded"),
        ("myapp://search/rock%2Froll", "an encoded slash stays inside its segment"),
        ("myapp://recipe/%FF", "an escape that is not UTF-8"),
        ("https://www.bestrecipes.com/recipes?country=FR&limit=7&utm_source=mail", "declared query items only"),
        ("https://bestrecipes.com/recipes?limit=lots", "an optional item of the wrong kind is dropped"),
        ("myapp://search?query=caf%C3%A9+au+lait", "a required query item picks its route; + is a space"),
        ("myapp://recipe/42#reviews", "the fragment is ignored"),
        ("myapp://debug/reset-onboarding", "a route limited to the app's own scheme"),
        ("https://bestrecipes.com/debug/reset-onboarding", "... is not opened by a universal link"),
        ("https://bestrecipes.evil.example/recipe/42", "hosts: only the app's own domains"),
        ("otherapp://recipe/42", "schemes: only the app's own scheme"),
    ])

    @MainActor
    static func render() -> [String] {
        var out = [title, ""]
        guard let router = try? makeRecipeAppRouter() else { return out + ["  (the router did not build)"] }
        out.append("The router reads the link's text itself; URL.path and URL.host are never used.")
        for text in dissected {
            out.append("")
            out += dissect(text, router: router)
        }
        out.append("")
        out.append("Links")
        out += links.render(with: router)
        return out
    }

    /// A link's parts, what the router does with each, and the path its routes see.
    static func dissect(_ text: String, router: DeepLinkRouter<RecipeParam, Traced>) -> [String] {
        guard let url = URL(string: text), let parts = URLComponents(string: text), let scheme = parts.scheme else {
            return ["  \(text)", "    not a URL"]
        }
        let isWeb = scheme.lowercased() == "http" || scheme.lowercased() == "https"
        let table = router.routeTable
        var out = ["  \(text)"]
        if isWeb {
            let hosts = table.hosts?.joined(separator: ", ") ?? "any"
            out.append("    scheme    " + scheme.padded(to: 22) + "a universal link")
            out.append("    host      " + (parts.host ?? "").padded(to: 22) + "checked against hosts: \(hosts)")
        } else {
            let schemes = table.schemes?.joined(separator: ", ") ?? "any"
            out.append(
                "    scheme    " + scheme.padded(to: 22) + "a custom scheme, checked against schemes: \(schemes)")
            out.append(
                "    host      " + (parts.host ?? "").padded(to: 22) + "a custom scheme's host is the first segment")
        }
        out.append("    path      " + parts.percentEncodedPath.padded(to: 22) + "split on '/', each segment decoded")
        if let query = parts.percentEncodedQuery {
            out.append("    query     " + query.padded(to: 22) + "only items a route declares reach it")
        }
        if let fragment = parts.percentEncodedFragment {
            out.append("    fragment  " + fragment.padded(to: 22) + "ignored")
        }
        switch router.resolve(.url(url)) {
        case .success(let link):
            out.append("    the routes see \(link.path) → \(link.pattern)")
        case .failure(let error):
            out.append("    missed    \(error)")
        }
        return out
    }
}

// After the page, so that the line numbers its text shows of the declarations above stay put.
extension URLAnatomyPage {
    static let products = ["DeepLinks", "DeepLinksTools"]
}
