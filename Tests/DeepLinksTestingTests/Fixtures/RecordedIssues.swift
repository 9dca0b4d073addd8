import Foundation
import Testing

/// The issues a block records, caught as known issues so the test itself does not fail, for the test to check.
///
/// If the block records no issue, `withKnownIssue` records one of its own ("known issue was not recorded"), so a
/// wrapper that stays silent fails the test even before its caller compares the comments.
func recordedIssues(_ body: () -> Void) -> [Issue] {
    let collected = CollectedIssues()
    withKnownIssue {
        body()
    } matching: { issue in
        collected.append(issue)
        return true
    }
    return collected.issues
}

/// Issues collected from the known-issue matcher, which may be called from any thread.
private final class CollectedIssues: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Issue] = []

    func append(_ issue: Issue) {
        lock.lock()
        defer { lock.unlock() }
        stored.append(issue)
    }

    var issues: [Issue] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}

extension Issue {
    /// The issue's comments, as text.
    var commentText: [String] { comments.map(\.rawValue) }
}

/// A call site for the wrappers to report at, so that tests can check they report where they were called.
let callSite = SourceLocation(
    fileID: "RecipeAppTests/LinkTests.swift", filePath: "/app/Tests/RecipeAppTests/LinkTests.swift", line: 12, column: 9
)
