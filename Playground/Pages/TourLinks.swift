import DeepLinks

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A page's links, each resolved by the recipe app's router and shown with the rule it illustrates.
struct TourLinks {
    /// A link and the rule it shows.
    struct Link {
        var url: String
        var shows: String
    }

    var links: [Link]

    /// Creates the list from `(url, shows)` pairs.
    init(_ links: [(url: String, shows: String)]) {
        self.links = links.map { Link(url: $0.url, shows: $0.shows) }
    }

    /// One block per link: its text and rule, then the route, captures and intent it matched, or the reason it
    /// missed; each block after a blank line.
    func render(with router: DeepLinkRouter<RecipeParam, Traced>) -> [String] {
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
                let captured = Set(match.intent.captures.keys)
                let captures = router.address(ofPattern: match.pattern, captured: captured).map { address in
                    router.orderedCaptures(match.intent.captures, at: address)
                }
                out.append("    matched  \(match.pattern)\(match.requiresAuthorization ? "  [authorized]" : "")")
                out.append("    captures \(capturesText(captures ?? []))")
                out.append("    intent   \(match.intent.intent)")
            case .failure(let error):
                out.append("    missed   \(error)")
            }
        }
        return out
    }
}
