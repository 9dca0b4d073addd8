import DeepLinks

/// How many handlers a link may pass through: a longer chain (a cycle in the screen graph, say) is stopped and
/// the link rejected, instead of recursing until the stack overflows.
let deepLinkChainLimit = 64

extension DeepLinkHandler {
    /// Runs one step and follows the chain: decide, store, report, run the closure, go on.
    ///
    /// The order is what keeps the outcome, the state and the events in agreement whatever a closure calls:
    /// - the state is stored and the event recorded before the closure runs, so an event the closure causes comes
    ///   after this step's;
    /// - a `.passedThrough` step is reported once its closure has returned the next handler (the event names it);
    /// - when a delayed step's effect completes the same delay at once, the completion has already run the rest
    ///   of the chain, stored its states and reported its events: this run returns the completion's outcome and
    ///   writes nothing more.
    ///
    /// - Parameters:
    ///   - deepLink: The link.
    ///   - animated: Whether navigation should animate.
    ///   - resuming: Whether a delayed link is being completed here (its trace already has this handler).
    ///   - depth: How many handlers the link has reached, this one included.
    ///   - decide: The outcome of this step, when the handler gave it without `handle` (completing a delay).
    /// - Returns: The outcome at the end of the chain, with its step, without closures.
    func run(
        _ deepLink: DeepLink<Intent>, animated: Bool, resuming: Bool, depth: Int,
        decide: ((DeepLink<Intent>) -> DeepLinkHandling<Intent>)? = nil
    ) -> DeepLinkHandling<Intent> {
        let name = String(describing: type(of: self))
        if !resuming { deepLink.trace?.enter(name) }
        var handling =
            depth > deepLinkChainLimit
            ? .rejected(deepLink, error: DeepLinkRejection.chainTooLong)
            : decide?(deepLink) ?? handle(deepLink, animated: animated)
        if handling.kind == .passedThrough, depth >= deepLinkChainLimit {
            handling = .rejected(handling.deepLink, error: DeepLinkRejection.chainTooLong)
        }
        let link = handling.deepLink
        let step = DeepLinkStep<Intent>(trace: link.trace, depth: depth)
        handling.step = step
        let state = handling.withoutEffects
        deepLinkHandling = state

        switch handling.kind {
        case .opened:
            link.trace?.record(.opened(by: name))
            handling.effect?(animated)
            return state
        case .rejected:
            link.trace?.record(.rejected(by: name, reason: handling.reason))
            handling.effect?(animated)
            return state
        case .delayed:
            step.delaySerial = link.trace?.delay(by: name, reason: handling.delayReason, handler: self) {
                [weak self, weak step] in
                guard let self, let step, self.deepLinkHandling?.step === step else { return }
                step.isSettled = true
                self.deepLinkHandling = nil
            }
            step.isRunningEffect = true
            handling.effect?(animated)
            step.isRunningEffect = false
            return step.completion ?? state
        case .passedThrough:
            guard let next = handling.next?(animated) else {
                let rejection = DeepLinkHandling.rejected(link, error: DeepLinkRejection.nextHandlerUnavailable)
                var rejected = rejection.withoutEffects
                rejected.step = step
                if deepLinkHandling?.step === step { deepLinkHandling = rejected }
                link.trace?.record(.rejected(by: name, reason: rejection.reason))
                return rejected
            }
            step.next = next.handler
            step.supersedeNext = next.supersede
            link.trace?.record(.passedThrough(from: name, to: next.name))
            next.supersede(1)
            return next.run(link, animated, depth + 1)
        }
    }

    /// Clears the delayed links left in this handler's part of the previous chain, reporting each as superseded.
    ///
    /// Follows at most `deepLinkChainLimit` handlers, so a cycle of `.passedThrough` states cannot recurse forever.
    func supersedeDelayedLinks(depth: Int = 1) {
        guard depth <= deepLinkChainLimit, let state = deepLinkHandling else { return }
        switch state.kind {
        case .delayed:
            guard state.step?.isPending ?? true else { return }
            state.step?.isSettled = true
            deepLinkHandling = nil
            state.deepLink.trace?.record(.superseded)
        case .passedThrough:
            state.step?.supersedeNext?(depth + 1)
        case .opened, .rejected:
            break
        }
    }
}
