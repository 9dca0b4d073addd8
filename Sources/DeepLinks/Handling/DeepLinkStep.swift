/// The chain runner's record of one step, kept inside the handler's ``DeepLinkHandling`` state.
///
/// It ties the state to the run that made it:
/// - for `.passedThrough`, which handler the step reached (weakly, so a closed screen is not kept alive);
/// - for `.delayed`, whether the link is still pending (not yet completed or superseded), the outcome of a
///   completion that happened while the step's own effect ran (the outer run returns that outcome), and the
///   depth to resume at.
final class DeepLinkStep<Intent> {
    /// How many handlers the link had reached at this step, re-entrant completions included.
    let depth: Int
    /// The handler a `.passedThrough` step reached.
    weak var next: (any DeepLinkHandler<Intent>)?
    /// Whether a delayed step was completed or superseded: it can no longer complete.
    var isSettled = false
    /// Whether the step's effect is running right now.
    var isRunningEffect = false
    /// What completing the delayed link produced at the end of the chain.
    var completion: DeepLinkHandling<Intent>?

    init(depth: Int) {
        self.depth = depth
    }

    /// Whether a delayed step can still be completed.
    var isPending: Bool { !isSettled }
}
