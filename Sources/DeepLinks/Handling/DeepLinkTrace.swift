#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The tracking context a navigator attaches to each link it delivers.
///
/// It holds the link's number, the handler types it went through, and where to report. It travels inside the
/// ``DeepLink`` value, so a handler that completes a delayed link much later still reports to the right place,
/// with no global state.
@usableFromInline
@MainActor
final class DeepLinkTrace {
    let linkID: Int
    private(set) var handlers: [String] = []
    private let report: @MainActor (DeepLinkEvent) -> Void
    private let now: @Sendable () -> Date
    var path: String?
    var pattern: String?

    init(linkID: Int, now: @escaping @Sendable () -> Date, report: @escaping @MainActor (DeepLinkEvent) -> Void) {
        self.linkID = linkID
        self.now = now
        self.report = report
    }

    /// Notes that the link reached a handler of this type.
    func enter(_ handler: String) {
        handlers.append(handler)
    }

    func record(_ kind: DeepLinkEvent.Kind) {
        report(DeepLinkEvent(linkID: linkID, kind: kind, date: now(), path: path, pattern: pattern, trace: handlers))
    }
}
