import DeepLinks
import Foundation

/// The third-party route corpora copied into `Fixtures/Corpus` (licences in its README), read next to this
/// source file so that tests need no SwiftPM resources.
enum CorpusFiles {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Fixtures
        .appendingPathComponent("Corpus", isDirectory: true)

    /// The non-empty lines of a corpus file.
    static func lines(of file: String) throws -> [String] {
        let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }
}

/// A component that accepts any parameter name, for tables read from text; every capture is a `String`.
struct AnyParam: DeepLinkPathComponent {
    var rawValue: String
    init?(rawValue: String) { self.rawValue = rawValue }
}
