import DeepLinksSwiftUI
import DeepLinksTestSupport
import Testing

/// A corpus route's screen: which route, with its values by name.
struct CorpusScreen: Hashable, Sendable {
    var route: Int
    var values: [String: String]
}

/// Real route tables given back stacks, and every stack's link → state → link → same state.
///
/// The corpora declare no parents, so each route's parent is the route whose pattern is the longest proper prefix of
/// its own (same literals, same parameter names), and its section is its first segment: what an app whose URLs
/// follow its screens would declare.
@Suite("Back stacks: round trips through real route tables")
struct StackRoundTripTests {
    struct Table {
        var router: DeepLinkRouter<AnyParam, CorpusScreen>
        var texts: [String]
        /// Each route's parent's index, computed here independently of the router.
        var parents: [Int?]
        var requests: [String]
    }

    static func table(for corpus: String) throws -> Table {
        let texts = try CorpusTests.lines(corpus, ".routes")
        let requests = try CorpusTests.lines(corpus, ".requests")
        let segments = texts.map { $0.split(separator: "/").map(String.init) }
        let parents: [Int?] = segments.indices.map { child in
            var best: Int?
            for candidate in segments.indices where candidate != child {
                let prefix = segments[candidate]
                guard !prefix.isEmpty, prefix.count < segments[child].count,
                    Array(segments[child].prefix(prefix.count)) == prefix
                else { continue }
                if best.map({ segments[$0].count < prefix.count }) ?? true { best = candidate }
            }
            return best
        }
        var routes: [Route<AnyParam, CorpusScreen>] = []
        for (index, text) in texts.enumerated() {
            var route = Route<AnyParam, CorpusScreen>(patterns: [try RoutePattern(parsing: text)], name: "r\(index)") {
                parameters in
                var values: [String: String] = [:]
                for (component, value) in parameters { values[component.rawValue] = value }
                return CorpusScreen(route: index, values: values)
            } reverse: { screen in
                guard screen.route == index else { return nil }
                var parameters: [AnyParam: String] = [:]
                for (name, value) in screen.values {
                    guard let component = AnyParam(rawValue: name) else { return nil }
                    parameters[component] = value
                }
                return parameters
            }
            if let parent = parents[index] { route = route.parent("r\(parent)") }
            let section = DeepLinkSection(segments[index].first ?? "root")
            routes += RouteSection(section) { route }.routes
        }
        return Table(router: try DeepLinkRouter(routes: routes), texts: texts, parents: parents, requests: requests)
    }

    @Test(arguments: CorpusTests.corpora)
    func everyLinkOfACorpusGivesItsParentsAndComesBackToTheSameState(_ corpus: String) throws {
        let table = try Self.table(for: corpus)
        var stacked = 0
        for (index, request) in table.requests.enumerated() {
            let link = try table.router.resolve(.path(request)).get()
            // The request's own values, by name, for the parents it fills.
            let own = try #require(link.intent.route == index ? link.intent.values : nil, "\(request)")
            var expected: [CorpusScreen] = [link.intent]
            var ancestor = table.parents[index]
            while let parent = ancestor {
                let names = table.texts[parent].split(separator: "/").compactMap { segment -> String? in
                    guard let sigil = segment.first, sigil == ":" || sigil == "*" else { return nil }
                    return String(segment.dropFirst())
                }
                expected.insert(CorpusScreen(route: parent, values: own.filter { names.contains($0.key) }), at: 0)
                ancestor = table.parents[parent]
            }
            let stack = try table.router.stack(for: link)
            #expect(stack.screens == expected, "\(corpus): \(request)")
            if expected.count > 1 { stacked += 1 }

            var state = DeepLinkNavigationState<CorpusScreen>()
            state.open(stack)
            let back = try table.router.path(for: .screen(of: state))
            var again = DeepLinkNavigationState<CorpusScreen>()
            again.open(try table.router.stack(for: table.router.resolve(.path(back)).get()))
            #expect(again == state, "\(corpus): \(request) → \(back)")
        }
        // The corpora have deep tables: most links have a parent.
        #expect(stacked > 0)
    }

    @Test func everyRouteOfTheScreensAppComesBackToTheSameState() throws {
        let router = try makeScreenRouter()
        let links = [
            "/recipes", "/recipes/42", "/recipes/42/reviews", "/recipes/caf%C3%A9/reviews/photos/3", "/products",
            "/products?id=7", "/products/reviews?id=a%20b", "/profile", "/profile/settings", "/help/a/b",
            "/folder/x", "/file/x/y.txt",
        ]
        #expect(Set(links.compactMap { router.route(forPath: $0)?.routeIndex }).count == router.routes.count)
        for path in links {
            var state = DeepLinkNavigationState<Screen>(section: .profile)
            state.open(try router.stack(for: router.resolve(.path(path)).get()))
            for form in 0..<3 {
                let target = LinkTarget<ScreenParam, Screen>.screen(of: state)
                let back: IncomingLink<ScreenParam, Screen> =
                    switch form {
                    case 0: .path(try router.path(for: target))
                    case 1: .url(try router.url(for: target, scheme: "deeplinkapp"))
                    default: .url(try router.url(for: target, host: "bestrecipes.com"))
                    }
                var again = DeepLinkNavigationState<Screen>(section: .profile)
                again.open(try router.stack(for: router.resolve(back).get()))
                #expect(again == state, "\(path) → \(back)")
            }
        }
    }

    @Test func anEmptyPathInASectionWithoutRootHasNoLink() throws {
        let router = try makeScreenRouter()
        let state = DeepLinkNavigationState<Screen>(section: "elsewhere")
        #expect(throws: DeepLinkURLError.self) { try router.path(for: .screen(of: state)) }
        do {
            _ = try router.path(for: .screen(of: state))
        } catch {
            #expect(error.kind == .noSectionRoot)
            #expect(
                error.description
                    == "The path of section 'elsewhere' is empty, and no route is the section's root (sectionRoot()): "
                    + "declare the route of the section's own screen with sectionRoot() to link to it.")
        }
    }
}
