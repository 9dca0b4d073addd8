import DeepLinks

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The tracking context a navigator attaches to each link it delivers.
///
/// It holds the link's number, the handler types it went through, and where to report. It travels inside the
/// `DeepLink` value, so a handler that completes a delayed link much later still reports to the right place,
/// with no global state.
///
/// It also keeps the link's life, which the navigator reads:
/// - A link ends with exactly one terminal event (opened, rejected, superseded, unmatched, dropped): once one is
///   recorded, the trace ignores every later event.
/// - While a handler has the link delayed, the trace knows which delay it is (a number), the handler (weakly),
///   and how to clear that handler's state when the navigator ends the link.
@usableFromInline
@MainActor
final class DeepLinkTrace {
    /// A delay the link waits in: which one, the handler that made it, and how to clear its state.
    private struct PendingDelay {
        let serial: Int
        weak var handler: AnyObject?
        let abandon: @MainActor () -> Void
    }

    let linkID: Int
    /// The door the link came through.
    let source: LinkSource
    private(set) var handlers: [String] = []
    private let report: @MainActor (DeepLinkEvent) -> Void
    private let now: @Sendable () -> Date
    var path: String?
    var pattern: String?
    /// The gates of the link's route: closing one drops the link while a handler has it delayed or a subscriber
    /// has it claimed.
    var gates: [DeepLinkGate] = []
    /// The link's campaign fields, once matched.
    var campaign: [String: String] = [:]
    /// When the link was first received: now, or an earlier launch's date for a restored link.
    var received: Date
    /// How many subscribers of the navigator's streams took the link.
    var subscribers = 0
    /// The root the navigator delivered the link to.
    weak var root: AnyObject?
    /// Whether the link has had its terminal event.
    private(set) var isFinished = false
    /// Whether the link ended without being opened: rejected, superseded, unmatched, dropped or a duplicate.
    private(set) var endedUnopened = false
    /// Whether the navigator holds the link for a gate of its route: no handler may take it until the gate opens.
    var waitsForGates = false
    /// Whether the navigator has given the link to its streams: a link is published once, however often it is
    /// held and replayed.
    var isPublished = false
    private var pendingDelay: PendingDelay?
    private var delayCount = 0
    /// The claim a subscriber holds on the link, until it reports or lets it go (weakly: its release ends the link).
    private weak var claim: AnyObject?
    /// Whether a subscriber claimed the link and has not reported what it did.
    private(set) var hasOpenClaim = false

    init(
        linkID: Int, source: LinkSource, now: @escaping @Sendable () -> Date,
        report: @escaping @MainActor (DeepLinkEvent) -> Void
    ) {
        self.linkID = linkID
        self.source = source
        self.now = now
        self.report = report
        self.received = now()
    }

    /// Notes that the link reached a handler of this type.
    func enter(_ handler: String) {
        handlers.append(handler)
    }

    /// The link as it was received, before ``LogText`` redacted it for the `received` event.
    var unredactedReceived: String?

    /// Reports an event, unless the link has already ended; a terminal event ends it, and clears the state of the
    /// handler that still has it delayed.
    func record(_ kind: DeepLinkEvent.Kind) {
        guard !isFinished else { return }
        if kind.isTerminal {
            isFinished = true
            if case .opened = kind {} else { endedUnopened = true }
            hasOpenClaim = false
            let delay = pendingDelay
            pendingDelay = nil
            delay?.abandon()
        }
        var event = DeepLinkEvent(
            linkID: linkID, kind: kind, date: now(), source: source, path: path, pattern: pattern, trace: handlers,
            campaign: campaign)
        if case .received = kind { event.unredactedReceived = unredactedReceived }
        report(event)
    }

    /// Reports that `handler` delayed the link, and remembers the delay until it is resumed or the link ends.
    ///
    /// - Parameters:
    ///   - name: The handler's type, for the event.
    ///   - reason: Why, as the handler said.
    ///   - handler: The handler, kept weakly.
    ///   - abandon: Clears the handler's state if it still holds this delay.
    /// - Returns: The delay's number, or `nil` when the link has already ended.
    func delay(
        by name: String, reason: String?, handler: AnyObject, abandon: @escaping @MainActor () -> Void
    ) -> Int? {
        guard !isFinished else { return nil }
        delayCount += 1
        pendingDelay = PendingDelay(serial: delayCount, handler: handler, abandon: abandon)
        record(.delayed(by: name, reason: reason))
        return delayCount
    }

    /// Notes that a subscriber claimed the link: `claim` is its token, whose release ends the link.
    func claimed(by handler: String, token: AnyObject) {
        enter(handler)
        claim = token
        hasOpenClaim = true
    }

    /// Whether a subscriber claimed the link and let go of its claim without reporting.
    var claimIsGone: Bool { hasOpenClaim && claim == nil }

    /// The claim's token is gone: if the link is still claimed and not reported, it is dropped.
    func claimWasReleased() {
        guard hasOpenClaim else { return }
        record(.dropped(.claimReleased))
    }

    /// The handler completes the delay: the link is running again.
    func resumeDelay() {
        pendingDelay = nil
    }

    /// Whether the link has moved on without the navigator: it ended, or it reached a handler (one that got it from
    /// a stream, for a link the navigator still holds); the navigator does not deliver such a link.
    var isClaimed: Bool { isFinished || !handlers.isEmpty }

    /// Whether a handler has the link delayed now.
    var isDelayed: Bool { pendingDelay != nil }

    /// Whether the link waits in the app: a handler has it delayed, or a subscriber claimed it and has not reported.
    var isWaitingInApp: Bool { isDelayed || hasOpenClaim }

    /// Whether the handler that delayed the link has been released.
    var delayingHandlerIsGone: Bool { pendingDelay.map { $0.handler == nil } ?? false }

    /// The state that held delay `serial` is gone: if the link still waits in that delay, it is dropped.
    func delayWasReleased(serial: Int) {
        guard pendingDelay?.serial == serial else { return }
        record(.dropped(.handlerReleased))
    }
}

extension DeepLink {
    /// The navigator's tracking of this link, which the routing core carries without knowing its type.
    var trace: DeepLinkTrace? {
        get { tracking as? DeepLinkTrace }
        set { tracking = newValue }
    }
}
