/// `swift run playground pages` and `swift run playground page NAME`: the tour's list of pages, or one page.
enum PageCommand {
    static let help = """
        USAGE: swift run playground page <name-or-number>
               swift run playground pages

        `page` prints one page of the tour, by name or number; `pages` lists them.

        EXAMPLES:
          swift run playground page precedence-and-conflicts
          swift run playground page 3

        """

    /// The list of pages: number, name and what each shows.
    @MainActor
    static func list(_ arguments: [String]) -> CommandOutput {
        let parsed: PlaygroundArguments
        do throws(PlaygroundArguments.UsageError) {
            parsed = try PlaygroundArguments.parse(arguments, valued: [:])
        } catch {
            return .usageError(error.message, help: help)
        }
        if parsed.wantsHelp { return .success(help) }
        if let extra = parsed.positionals.first {
            return .usageError("Unexpected argument '\(extra)': pages takes none.", help: help)
        }
        var lines = ["The tour's pages (swift run playground page NAME), with the products each one imports:", ""]
        let width = String(PlaygroundPages.all.count).count
        for (index, page) in PlaygroundPages.all.enumerated() {
            let number = String(index + 1)
            let aligned = String(repeating: " ", count: width - number.count) + number  // right-aligned
            let products = page.products.joined(separator: " + ")
            lines.append("  \(aligned)  " + page.name.padded(to: 26) + products.padded(to: 36) + page.summary)
        }
        return .success(lines.joined(separator: "\n") + "\n")
    }

    /// One page, by name or number.
    @MainActor
    static func run(_ arguments: [String]) -> CommandOutput {
        let name: String
        do throws(PlaygroundArguments.UsageError) {
            let parsed = try PlaygroundArguments.parse(arguments, valued: [:])
            if parsed.wantsHelp { return .success(help) }
            name = try parsed.single("page name or number")
        } catch {
            return .usageError(error.message + " Pages: \(names).", help: help)
        }
        guard let page = PlaygroundPages.page(named: name) else {
            return .usageError("Unknown page '\(name)'. Pages: \(names).", help: help)
        }
        return .success(PlaygroundPages.text(of: page) + "\n")
    }

    /// The pages' names, for messages.
    static var names: String {
        PlaygroundPages.all.map { $0.name }.joined(separator: ", ")
    }
}
