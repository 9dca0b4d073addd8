import Foundation
import Testing

@testable import Playground

/// `swift run playground pages` and `swift run playground page NAME`.
@MainActor
@Suite struct PageCommandTests {
    @Test func listsThePagesWithTheirNumbers() {
        let output = PlaygroundCommand.run(["pages"])
        #expect(output.exitCode == 0)
        let lines = output.standardOutput.components(separatedBy: "\n")
        let expected: [String] = [
            "The tour's pages (swift run playground page NAME), with the products each one imports:",
            "",
            "   1  patterns                  DeepLinks                           the DSL and the text form, the recipe "
                + "app's routes, links that match and miss",
        ]
        let head: [String] = Array(lines.prefix(3))
        #expect(head == expected)
        let names: [String] = lines.dropFirst(2).filter { !$0.isEmpty }.map { line in
            String(line.split(separator: " ")[1])
        }
        let pages: [String] = [
            "patterns", "typed-captures", "precedence-and-conflicts", "url-anatomy", "handling-chain",
            "push-and-shortcuts", "reverse-routing", "route-docs", "route-modules", "links-that-wait", "screens",
            "changing-links",
        ]
        #expect(names == pages)
    }

    /// A page's products are what its source imports: the highest layer (each layer brings the ones under it), then
    /// the tools; so the list tells a reader which product to add for the page's code.
    @Test func eachPageNamesTheProductsItsSourceImports() throws {
        let pages = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Playground/Pages")
        for page in PlaygroundPages.all {
            let source = try String(
                contentsOf: pages.appendingPathComponent("\(page).swift"), encoding: .utf8)
            let imported = Set(
                source.split(separator: "\n").filter { $0.hasPrefix("import DeepLinks") }
                    .map { String($0.dropFirst("import ".count)) })
            let layer = ["DeepLinksSwiftUI", "DeepLinksNavigation", "DeepLinks"].first(where: imported.contains)
            let expected = [layer].compactMap { $0 } + (imported.contains("DeepLinksTools") ? ["DeepLinksTools"] : [])
            #expect(page.products == expected, "\(page)")
            #expect(Set(expected) == imported, "\(page) imports more than one layer")
        }
    }

    @Test func printsOnePageByNameOrNumber() {
        let byName = PlaygroundCommand.run(["page", "url-anatomy"])
        #expect(byName.exitCode == 0)
        #expect(byName.standardOutput == PlaygroundPages.text(of: URLAnatomyPage.self) + "\n")
        let byNumber = PlaygroundCommand.run(["page", "4"])
        #expect(byNumber == byName)
    }

    @Test(arguments: [
        (["page"], "error: Missing page name or number. Pages: patterns, typed-captures"),
        (["page", "nope"], "error: Unknown page 'nope'. Pages: patterns, typed-captures"),
        (["page", "13"], "error: Unknown page '13'. Pages: "),
        (["page", "a", "b"], "error: Unexpected argument 'b': give one page name or number."),
        (["page", "--all"], "error: Unknown option '--all'."),
        (["pages", "x"], "error: Unexpected argument 'x': pages takes none."),
    ])
    func refusesBadArguments(_ arguments: [String], _ message: String) {
        let output = PlaygroundCommand.run(arguments)
        #expect(output.exitCode == 2)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError.hasPrefix(message))
        #expect(output.standardError.hasSuffix(PageCommand.help))
    }

    @Test func hasHelp() {
        #expect(PlaygroundCommand.run(["help", "page"]) == .success(PageCommand.help))
        #expect(PlaygroundCommand.run(["page", "--help"]) == .success(PageCommand.help))
        #expect(PlaygroundCommand.run(["pages", "-h"]) == .success(PageCommand.help))
    }
}
