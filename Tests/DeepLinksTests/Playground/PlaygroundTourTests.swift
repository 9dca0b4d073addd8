import Testing

@testable import Playground

/// The whole tour: every page in order, each after its title, and what CI checks in it.
@MainActor
@Suite struct PlaygroundTourTests {
    static let tour = PlaygroundTour.render()

    @Test func printsEveryPageInOrder() {
        let lines = Self.tour.components(separatedBy: "\n")
        let titles = lines.filter { line in PlaygroundPages.all.contains { $0.title == line } }
        let expected: [String] = PlaygroundPages.all.map { $0.title }
        #expect(titles == expected)
        #expect(expected.count == 12)
        #expect(Self.tour.hasPrefix(PlaygroundTour.header.joined(separator: "\n") + "\n\nPatterns: "))
    }

    @Test func eachPageIsInTheTourAsItPrintsAlone() {
        for page in PlaygroundPages.all {
            #expect(Self.tour.contains("\n\n" + PlaygroundPages.text(of: page)), "\(page.name)")
        }
    }

    /// The lines `.ci/run` greps for.
    @Test(arguments: [
        "matched  /recipe/:recipeId", "missed   No route matches", "Every door, one route table",
        "Patterns: a recipe app's route table", "Typed captures: String, Int, Either and the rest of the path",
        "Precedence and conflicts: the most specific route wins", "URL anatomy: scheme, host, path, query and fragment",
        "Handling: one door for every link, every step reported", "Reverse routing: links built from route names",
        "Route docs: the route table as data", "Route modules: feature modules declare their routes",
        "Links that wait: gates, duplicates, delays, claims and snapshots", "Screens: tabs and back stacks from links",
        "Changing links: redirects, rules from the server, wrapped links and campaigns",
    ])
    func showsWhatCIChecks(_ line: String) {
        #expect(Self.tour.contains(line))
    }

    @Test func everyPageBuiltItsRouter() {
        #expect(!Self.tour.contains("not a URL"))
        #expect(!Self.tour.contains("did not build"))
        #expect(!Self.tour.contains("unexpected"))
    }
}
