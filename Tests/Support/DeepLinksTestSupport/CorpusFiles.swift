import DeepLinks
import Foundation

/// The third-party route corpora copied into `Tests/DeepLinksTests/Fixtures/Corpus` (licences in its README), read
/// in place, found from this source file, so that tests need no SwiftPM resources.
package enum CorpusFiles {
    package static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // DeepLinksTestSupport
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // Tests
        .appendingPathComponent("DeepLinksTests/Fixtures/Corpus", isDirectory: true)

    /// The non-empty lines of a corpus file.
    package static func lines(of file: String) throws -> [String] {
        let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }
}

/// A component that accepts any parameter name, for tables read from text.
///
/// Every capture is a `String`, except names ending in `_rest`, which are remainders.
///
/// A component has one capture kind, but the GitHub corpus uses `ref` both as `:ref` and as the catch-all
/// `*ref`; ``renamingCatchAlls(_:)`` renames catch-alls (`*ref` → `*ref_rest`) so that one type can read it.
package struct AnyParam: DeepLinkPathComponent {
    package var rawValue: String
    package init?(rawValue: String) { self.rawValue = rawValue }

    package var capture: CaptureKind { rawValue.hasSuffix("_rest") ? .remainder : .string }

    package static func renamingCatchAlls(_ line: String) -> String {
        line.split(separator: "/", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("*") ? $0 + "_rest" : $0 }
            .joined(separator: "/")
    }
}
