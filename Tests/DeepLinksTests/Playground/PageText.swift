@testable import Playground

/// A page's text, read as the tests read it: its lines and the block of each link it resolves.
@MainActor
struct PageText {
    let text: String

    init(_ page: any PlaygroundPage.Type) {
        text = PlaygroundPages.text(of: page)
    }

    var lines: [String] { text.components(separatedBy: "\n") }

    /// The block the page prints for a link: its line and what it matched or why it missed.
    func block(of url: String) -> String? {
        text.components(separatedBy: "\n\n").first { $0.hasPrefix("  \(url)    (") }
    }
}
