import DeepLinks

extension DeepLinkNavigator {
    /// Takes `link` for a subscriber of ``links(where:)`` that shows it itself: a ``DeepLinkClaim`` when the link is
    /// still the app's to open, and from now on it is this subscriber's; `nil` when it has already been handled.
    ///
    /// A subscriber reads a link some time after the navigator published it, and by then the root may have opened
    /// it, a newer link may have superseded it, or another subscriber may have claimed it. Claim it before showing
    /// anything, then report what you did on the claim (``DeepLinkClaim/opened()``,
    /// ``DeepLinkClaim/rejected(reason:)``). Once claimed, the link is no longer given to a root (if the navigator
    /// held it) or to a later subscriber, a ``DeepLinkHandler`` refuses it (``DeepLinkHandler/open(_:animated:)``),
    /// and a second claim returns `nil`: one subscriber shows it, once.
    ///
    /// A claim always ends: a newer link supersedes the claimed link until it is reported, closing a gate of its
    /// route drops it, and so does letting go of the claim without reporting
    /// (``DeepLinkDropReason/claimReleased``). A link whose route has a closed gate cannot be claimed (`nil`). A
    /// link the navigator did not deliver (it has no tracking) can always be claimed.
    ///
    /// A subscriber that hands the link to a ``DeepLinkHandler`` does not need to claim it:
    /// ``DeepLinkHandler/open(_:animated:)`` makes the same check, and the handler's outcome ends the link.
    ///
    /// ```swift
    /// for await link in navigator.links(where: { $0.pattern == "/recipe/:recipeId" }) {
    ///     guard let claim = navigator.claim(link, by: "RecipeCoordinator") else { continue }   // handled already
    ///     showRecipe(link.intent)
    ///     claim.opened()
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - link: The link, as the stream gave it.
    ///   - handler: Who takes it, for the trace of its later events.
    /// - Returns: The claim, or `nil` when the link is not the app's to open any more.
    public func claim(_ link: DeepLink<Intent>, by handler: String) -> DeepLinkClaim<Intent>? {
        sweep()
        guard let trace = link.trace else { return DeepLinkClaim(link: link, handler: handler, trace: nil) }
        guard !trace.isClaimed, closedGates(of: link).isEmpty else { return nil }
        let claim = DeepLinkClaim(link: link, handler: handler, trace: trace)
        trace.claimed(by: handler, token: claim)
        if held?.link.trace === trace {
            releaseClaimedHeldLink()
        } else {
            claimed.append(trace)
        }
        return claim
    }

    /// Gives `link` to the streams of `links(where:)`, once, unless a gate of its route is closed.
    ///
    /// The navigator calls it when it has matched a link and again when it reconsiders a held one, before the
    /// root gets the link; a link to a gated route is published only once its gates are open.
    func publish(_ link: DeepLink<Intent>) {
        guard let trace = link.trace, !trace.isPublished, !trace.isFinished, closedGates(of: link).isEmpty else {
            return
        }
        trace.isPublished = true
        let subscribers = linkBroadcaster.publish(link)
        trace.subscribers += subscribers
        if subscribers > 0 { trace.record(.published(subscribers: subscribers)) }
    }
}

extension DeepLinkNavigator where Intent: Sendable {
    /// A stream of the links the navigator publishes that pass `isIncluded`, in order, starting with the link it
    /// holds.
    ///
    /// Any number of subscribers may listen; each receives, in order and each once:
    /// 1. the link the navigator holds now, if it has published it (its gates are open) and nobody has claimed
    ///    it, and the filter takes it: a link that arrived during launch, before anyone listened, or one that
    ///    other subscribers received and did not claim (a watcher subscribed first);
    /// 2. every link published after it subscribed that its filter takes.
    ///
    /// The navigator publishes a link when it has matched it, before the root handler gets it, and also when there
    /// is no root (an app that only listens to streams sets none); a link to a gated route is published once its
    /// gates are open. Every delivery is reported as ``DeepLinkEvent/Kind/published(subscribers:)``.
    ///
    /// **What a late subscriber receives.** The navigator keeps one link for the subscribers still to come: the
    /// one it holds. Of 10 links that arrive before anyone listens, the first 9 are superseded as each newer one
    /// arrives (the user's latest link wins), and every later subscriber whose filter takes the 10th receives it,
    /// until a subscriber claims it, a root opens it, or a newer link supersedes it. A link no filter takes waits
    /// held (``DeepLinkHoldReason/waitingForRoot``); one that subscribers received and none claimed waits as
    /// ``DeepLinkHoldReason/waitingForClaim``.
    ///
    /// A link is read some time after it was published: the root may have opened it meanwhile, a newer link may
    /// have superseded it, another subscriber may have claimed it. Give it to a ``DeepLinkHandler`` with
    /// ``DeepLinkHandler/open(_:animated:)``, which refuses a link already handled
    /// (``DeepLinkRejection/alreadyHandled``), or ``claim(_:by:)`` it before showing it yourself and report on the
    /// claim: one screen shows a link, once, and tracking does not stop at the stream. Subscribers that only watch
    /// (analytics, a badge) read every link and leave it for the others.
    ///
    /// Cancelling the task that iterates the stream ends the stream and removes the subscriber; the streams end
    /// when the navigator is released. Each stream buffers the links its consumer has not read yet, without bound
    /// (links are few). The filter runs on the main actor, when the link is published: keep it quick and free of
    /// side effects.
    ///
    /// ```swift
    /// let recipes = Task { @MainActor in
    ///     for await link in navigator.links(where: { $0.pattern == "/recipe/:recipeId" }) {
    ///         recipeScreen.open(link, animated: true)   // refuses a link already handled; reports through its trace
    ///     }
    /// }
    /// recipes.cancel()   // ends the loop and removes the subscriber
    /// ```
    ///
    /// - Parameter isIncluded: Which links this subscriber wants; all of them by default.
    /// - Returns: The subscriber's stream of links.
    public func links(
        where isIncluded: @escaping @MainActor (DeepLink<Intent>) -> Bool = { _ in true }
    ) -> AsyncStream<DeepLink<Intent>> {
        sweep()
        var waiting = held?.link
        if let trace = waiting?.trace, !trace.isPublished || trace.isClaimed { waiting = nil }
        let (stream, tookHeldLink) = linkBroadcaster.subscribe(where: isIncluded, replaying: waiting)
        if tookHeldLink, let trace = waiting?.trace {
            trace.subscribers += 1
            trace.record(.published(subscribers: 1))
            reconsiderHeldLink()  // it waits for a claim now
        }
        return stream
    }
}
