import DeepLinks

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// The table's values as text: a parameter as the renderings show it, names and literals as links spell them, and an
// example's links.

extension RouteTable.Parameter: CustomStringConvertible {
    /// The parameter without its name, as the route table's renderings show it after the name: its capture kind,
    /// path or query, required or optional.
    ///
    /// ```swift
    /// RouteTable.Parameter(name: "limit", capture: .int, location: .query, isRequired: false).summary
    /// // "Int, query, optional"
    /// ```
    public var summary: String {
        let location = location == .path ? "path" : "query"
        return "\(capture), \(location), \(isRequired ? "required" : "optional")"
    }

    /// The parameter as the route table's renderings show it: `recipeId: String, path, required`.
    ///
    /// ```swift
    /// RouteTable.Parameter(name: "limit", capture: .int, location: .query, isRequired: false).description
    /// // "limit: Int, query, optional"
    /// ```
    public var description: String { "\(name): \(summary)" }

    /// The name as the router writes it in a link's query item: percent-encoded, every byte but the unreserved
    /// `A–Z a–z 0–9 - . _ ~` as `%XY` with uppercase hex digits.
    ///
    /// A name made of unreserved characters only is written as it is, and has no other spelling in a link.
    ///
    /// ```swift
    /// RouteTable.Parameter(name: "q[]", capture: .string, location: .query, isRequired: true).percentEncodedName
    /// // "q%5B%5D"
    /// ```
    public var percentEncodedName: String {
        var bytes: [UInt8] = []
        PercentEncoding.append(name.utf8, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension RouteTable.Entry {
    /// Where the route comes from, as the route table's renderings show it: where it was declared for the app's own
    /// route, the module's declaration and the mount's for a mounted module's (as the router's build errors name
    /// them), and the rule's position for a runtime rule's, which no code declares.
    ///
    /// ```swift
    /// router.routeTable.entries.map(\.origin)
    /// // ["App/Routes.swift:12", "Catalog/CatalogLinks.swift:12, mounted at App/AppRoutes.swift:26",
    /// //  "rule 3, at run time"]
    /// ```
    public var origin: String {
        if let rule { return "rule \(rule), at run time" }
        guard let mountSite else { return declaredAt }
        return declaredAt + ", mounted at " + mountSite
    }

    /// The route's section as the route table's renderings show it: its name, then `(root)` for its section's root
    /// screen or `(from parent)` when the section is its parent's; `nil` for a route in no section.
    ///
    /// ```swift
    /// router.routeTable.entries.map(\.sectionSummary)
    /// // ["recipes (root)", "recipes", "profile (from parent)", nil]
    /// ```
    public var sectionSummary: String? {
        guard let section else { return nil }
        if isSectionRoot { return "\(section) (root)" }
        return inheritsSection ? "\(section) (from parent)" : section.name
    }
}

extension RouteTable.Pattern.Segment {
    /// A literal segment as the router writes it in links: percent-encoded, every byte but the unreserved
    /// `A–Z a–z 0–9 - . _ ~` as `%XY` with uppercase hex digits, and a segment `.` or `..` as `%2E` or `%2E%2E`;
    /// `nil` for a parameter.
    ///
    /// ```swift
    /// RouteTable.Pattern.Segment.literal("café").percentEncodedLiteral  // "caf%C3%A9"
    /// RouteTable.Pattern.Segment.literal("a*b").percentEncodedLiteral   // "a%2Ab"
    /// ```
    public var percentEncodedLiteral: String? {
        guard case .literal(let text) = self else { return nil }
        var bytes: [UInt8] = []
        PercentEncoding.appendSegment(text.utf8, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension RouteTable.Example {
    /// Every link of the example to show and tap: the universal link, then the custom-scheme link, or only the path
    /// when the table has neither a host nor a scheme for the route's doors.
    ///
    /// ```swift
    /// router.routeTable.entries[0].examples[0].links
    /// // ["https://bestrecipes.com/recipe/42", "myapp://recipe/42"]
    /// ```
    public var links: [String] {
        let links = [universalLink, customSchemeURL].compactMap { $0?.absoluteString }
        return links.isEmpty ? [path] : links
    }
}
