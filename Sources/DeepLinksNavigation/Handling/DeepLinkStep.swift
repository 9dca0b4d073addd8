import DeepLinks

/// The chain runner's record of one step, kept inside the handler's ``DeepLinkHandling`` state.
///
/// It ties the state to the run that made it:
/// - for `.passedThrough`, which handler the step reached (weakly, so a closed screen is not kept alive);
/// - for `.delayed`, whether the link is still pending (not yet completed, superseded or dropped), the outcome of
///   a completion that happened while the step's own effect ran (the outer run returns that outcome), and the
///   depth to resume at.
///
/// Only the handler's state keeps it (plus the run that is using it): when the handler is released, so is the
/// step, and a pending delay reports its link as dropped from `deinit`.
final class DeepLinkStep<Intent> {
    /// The tracking of the link, when the navigator delivered it.
    let trace: DeepLinkTrace?
    /// How many handlers the link had reached at this step, re-entrant completions included.
    let depth: Int
    /// The handler a `.passedThrough` step reached (of the app's intent type, or a module's).
    weak var next: AnyObject?
    /// Supersedes the links delayed in the next handler's part of the chain, from this depth; it keeps the handler
    /// weakly.
    var supersedeNext: (@MainActor (Int) -> Void)?
    /// The delay's number in its trace, for a pending delayed step of a tracked link.
    var delaySerial: Int?
    /// Whether a delayed step was completed, superseded or dropped: it can no longer complete.
    var isSettled = false
    /// Whether the step's effect is running right now.
    var isRunningEffect = false
    /// What completing the delayed link produced at the end of the chain.
    var completion: DeepLinkHandling<Intent>?

    init(trace: DeepLinkTrace?, depth: Int) {
        self.trace = trace
        self.depth = depth
    }

    /// Whether a delayed step can still be completed: not settled, and its link not over (dropped or superseded
    /// by the navigator).
    @MainActor var isPending: Bool {
        !isSettled && trace?.isFinished != true
    }

    deinit {
        // The handler that kept this state is gone (or replaced the state by hand) while the link was pending.
        // NB: `deinit` is nonisolated and may run off the main thread; the trace checks on the main actor that
        // this delay is still the link's current one, so a link already settled is never reported twice.
        guard !isSettled, let trace, let serial = delaySerial else { return }
        Task { @MainActor in trace.delayWasReleased(serial: serial) }
    }
}
