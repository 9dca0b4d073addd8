/// The tour `swift run playground` prints: every page of ``PlaygroundPages``, in order, computed on the recipe
/// app's route table.
enum PlaygroundTour {
    /// The tour's opening lines, before the first page.
    static let header = [
        "DeepLinks playground: a recipe app's deep links, one topic per page",
        "",
        "One page: swift run playground page NAME (swift run playground pages lists them).",
        "Your own links and patterns: swift run playground help.",
    ]

    /// The whole tour: the header, then every page, a blank line between them.
    @MainActor
    static func render() -> String {
        let pages = PlaygroundPages.all.map { PlaygroundPages.text(of: $0) }
        return ([header.joined(separator: "\n")] + pages).joined(separator: "\n\n")
    }
}
