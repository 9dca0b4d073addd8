import DeepLinks

/// A subscriber's hold on a link it shows itself: the link is this subscriber's until it says what it did, and the
/// link always ends.
///
/// ``DeepLinkNavigator/claim(_:by:)`` gives it. Report once with ``opened()``, ``rejected(reason:)`` or
/// ``rejected(error:)``; until then a newer link supersedes the link, and closing a gate of its route drops it.
/// Letting go of the claim without reporting (the task ended, the coordinator went away) drops the link
/// (``DeepLinkDropReason/claimReleased``), soon after the release or at the latest at the navigator's next call:
/// a claimed link never waits forever.
///
/// ```swift
/// for await link in navigator.links(where: { $0.pattern == "/contacts/new" }) {
///     guard let claim = navigator.claim(link, by: "ContactsCoordinator") else { continue }   // handled already
///     guard await contacts.load() else { claim.rejected(reason: "contacts did not load"); continue }
///     showNewContact()
///     claim.opened()
/// }
/// ```
@MainActor
public final class DeepLinkClaim<Intent> {
    /// The claimed link.
    ///
    /// ```swift
    /// claim.link.intent   // .addContact
    /// ```
    public let link: DeepLink<Intent>
    /// Who claimed it, as its events name it.
    ///
    /// ```swift
    /// claim.handler   // "ContactsCoordinator"
    /// ```
    public let handler: String
    private let trace: DeepLinkTrace?
    private var reported = false

    init(link: DeepLink<Intent>, handler: String, trace: DeepLinkTrace?) {
        self.link = link
        self.handler = handler
        self.trace = trace
    }

    deinit {
        // NB: `deinit` is nonisolated; the trace ignores the release of a claim whose link has already ended.
        guard let trace else { return }
        Task { @MainActor in trace.claimWasReleased() }
    }

    /// Whether the link is still this claim's to end: not reported, superseded by a newer link or dropped.
    ///
    /// Check it after a wait: a link superseded meanwhile should not be shown.
    ///
    /// ```swift
    /// await contacts.load()
    /// guard claim.isActive else { return }   // a newer link came meanwhile
    /// ```
    public var isActive: Bool {
        guard let trace else { return !reported }
        return !trace.isFinished
    }

    /// Reports that the subscriber showed what the link asks for: ``DeepLinkEvent/Kind/opened(by:)``.
    ///
    /// Ignored when the link has already ended (reported before, superseded, dropped).
    ///
    /// ```swift
    /// showNewContact()
    /// claim.opened()
    /// ```
    public func opened() {
        report(.opened(by: handler))
    }

    /// Reports that the subscriber could not show the link: ``DeepLinkEvent/Kind/rejected(by:reason:)``.
    ///
    /// Ignored when the link has already ended.
    ///
    /// ```swift
    /// claim.rejected(reason: "no such contact")
    /// ```
    ///
    /// - Parameter reason: Why, for logs; `nil` for none.
    public func rejected(reason: String? = nil) {
        report(.rejected(by: handler, reason: reason))
    }

    /// Reports that the subscriber could not show the link, because of `error`.
    ///
    /// The event's reason is the error's description. Ignored when the link has already ended.
    ///
    /// ```swift
    /// claim.rejected(error: ContactsError.notFound(id))
    /// ```
    ///
    /// - Parameter error: Why.
    public func rejected(error: any Error) {
        report(.rejected(by: handler, reason: String(describing: error)))
    }

    private func report(_ kind: DeepLinkEvent.Kind) {
        reported = true
        trace?.record(kind)
    }
}
