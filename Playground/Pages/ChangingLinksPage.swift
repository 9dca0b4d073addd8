import DeepLinksNavigation

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The tour's page on links that change without a release: a legacy link redirected, a marketing rule from the
/// server, a rule set refused, a click tracker's link unwrapped, and campaign fields kept aside.
enum ChangingLinksPage: PlaygroundPage {
    static let name = "changing-links"
    static let title = "Changing links: redirects, rules from the server, wrapped links and campaigns"
    static let summary = "a legacy link redirected, rules from JSON, a bad rule set, a tracker's link, campaign fields"

    /// The page's clock: rules expire by it, so the output is the same on every run.
    static let launch = Date(timeIntervalSince1970: 1_795_680_000)  // 2026-11-26 08:00 UTC

    /// The rules the app downloads: a sale page that opens the French recipes, and a recipe's campaign link.
    static let rules = """
        {"rules": [
          {"pattern": "/summer-sale", "route": "recipes", "values": {"country": "FR"},
           "expires": "2027-09-01T00:00:00Z"},
          {"pattern": "/sale/:recipeId", "route": "recipe", "doors": ["universalLink"]}
        ]}
        """

    /// A rule set with a problem in each rule: none of it is applied.
    static let badRules = """
        {"rules": [
          {"pattern": "/winter-sale", "route": "recipez"},
          {"pattern": "/week/:weekId", "route": "recipes", "values": {"limit": "ten"}},
          {"pattern": "/recipe/:recipeId", "route": "recipe", "doors": ["fax"]}
        ]}
        """

    @MainActor
    static func render() -> [String] {
        var out = [title, ""]
        guard let router = try? makeRecipeAppRouter() else { return out + ["  (the router did not build)"] }
        out += [
            "Links the app already sent keep working when its URLs change, marketing adds links without a release,",
            "and the tools that carry links wrap them and add their own fields. The recipe app declares",
            "Route(\"recipe\" / .recipeId, …).redirecting(from: \"r\" / .recipeId): /r/… is the earlier version's form.",
            "",
        ]
        let page = Steps(router: router)
        page.step("A legacy link opens the route that replaced it; the events say so:") {
            page.open("https://bestrecipes.com/r/42")
        }
        out += page.out
        page.out = []
        out += rules(router: router)
        out += page.wrappedAndCampaign()
        return out
    }

    /// Rules from JSON: a set applied, its links opened, and a set refused with every problem.
    @MainActor
    static func rules(router: DeepLinkRouter<RecipeParam, Traced>) -> [String] {
        var out = ["Rules from the server, JSON the app downloads (DeepLinkRule.decodeSet(from:)):"]
        out += Self.rules.components(separatedBy: "\n").map { "  " + $0 }
        out.append("")
        let withRules: DeepLinkRouter<RecipeParam, Traced>
        do {
            let decoded = try DeepLinkRule.decodeSet(from: Data(Self.rules.utf8))
            withRules = try router.applying(decoded) { launch }
        } catch {
            return out + ["  refused: \(error)"]
        }
        let page = Steps(router: withRules)
        page.step("router.applying(rules) gives a new router: a rule's link opens its route with the rule's values:") {
            page.open("https://bestrecipes.com/summer-sale")
        }
        page.step("A rule's pattern gives values too, and its doors limit it (a custom-scheme link is refused):") {
            page.open("https://bestrecipes.com/sale/7")
            page.open("myapp://sale/7")
        }
        out += page.out
        out.append("A rule set with a problem in each rule is refused whole, every problem listed at once:")
        out += Self.badRules.components(separatedBy: "\n").map { "  " + $0 }
        do {
            let decoded = try DeepLinkRule.decodeSet(from: Data(Self.badRules.utf8))
            _ = try router.applying(decoded) { launch }
            out.append("  applied")
        } catch {
            out.append("")
            out += error.problems.map { "  \($0)" }
        }
        out.append("")
        return out
    }

    /// The page's navigators: each opens links, reports to the page, and prints what the handlers received.
    @MainActor
    final class Steps {
        let navigator: DeepLinkNavigator<RecipeParam, Traced>
        let log = TourLog()
        let root: TourRoot  // the app keeps its root: the navigator holds it weakly
        var out: [String] = []

        init(router: DeepLinkRouter<RecipeParam, Traced>) {
            navigator = DeepLinkNavigator(router: router) { ChangingLinksPage.launch }
            root = TourRoot(log: log)
            navigator.root = root
            navigator.onEvent = { [log] event in log.lines.append("  \(event)") }
        }

        func step(_ title: String, _ action: () -> Void) { log.step(title, into: &out, action) }

        func open(_ text: String) {
            if let url = URL(string: text) { navigator.open(.url(url), animated: true) }
        }

        /// A click tracker's link unwrapped, and the campaign fields of it and of a push, beside the handler's values.
        func wrappedAndCampaign() -> [String] {
            var campaigns: [Int: [String: String]] = [:]
            navigator.onEvent = { [log] event in
                log.lines.append("  \(event)")
                if case .matched = event.kind { campaigns[event.linkID] = event.campaign }
            }
            navigator.linkUnwrappers = [.queryItem("upn", onHosts: ["click.bestrecipes.com"])]
            let real = "https://bestrecipes.com/recipe/42?utm_source=newsletter&utm_campaign=spring"
            let wrapped =
                "https://click.bestrecipes.com/ls/click?upn="
                + "https%3A%2F%2Fbestrecipes.com%2Frecipe%2F42%3Futm_source%3Dnewsletter%26utm_campaign%3Dspring"
            step("An e-mail's link, wrapped by its click tracker: navigator.linkUnwrappers gives the real one:") {
                log.lines.append("  (linkUnwrappers = [.queryItem(\"upn\", onHosts: [\"click.bestrecipes.com\"])])")
                open(wrapped)
            }
            let payload: [AnyHashable: Any] = [
                "type": "recipe", "recipeId": "7", "utm_source": "push", "utm_campaign": "spring",
            ]
            step("A push that names its route carries campaign fields as keys beside the route's values:") {
                log.lines.append(
                    #"  {"type": "recipe", "recipeId": "7", "utm_source": "push", "utm_campaign": "spring"}"#)
                navigator.open(.pushPayload(payload), animated: true)
            }
            out += [
                "Campaign fields (utm_…, gclid, …: navigator.campaignFields) are kept aside for analytics, on every",
                "event from matched on (event.campaign) and on the link (link.campaign()); a handler gets only what",
                "its route declares:",
            ]
            let links: [(id: Int, link: IncomingLink<RecipeParam, Traced>)] = [
                (2, .url(real)), (3, .pushPayload(payload)),
            ]
            for (id, incoming) in links {
                let fields = (campaigns[id] ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
                out.append("  #\(id) campaign  " + fields.joined(separator: ", "))
                guard let link = try? navigator.router.resolve(incoming).get() else {
                    out.append("     handler   (no match)")
                    continue
                }
                let values = link.intent.captures.sorted { $0.key.rawValue < $1.key.rawValue }
                out.append("     handler   " + values.map { "\($0.key.rawValue)=\($0.value)" }.joined(separator: ", "))
            }
            return out
        }
    }
}

// After the page, so that the line numbers its text shows of the declarations above stay put.
extension ChangingLinksPage {
    static let products = ["DeepLinksNavigation"]
}
