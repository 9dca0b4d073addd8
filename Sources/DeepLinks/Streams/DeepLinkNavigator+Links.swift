extension DeepLinkNavigator {
    /// How many links the navigator keeps for a subscriber still to come: 8.
    ///
    /// A link that no subscriber of ``links(where:)`` takes when it is published (a cold-start link, before any
    /// subscriber) waits in a buffer of this many links; when the buffer is full, the oldest is dropped. The next
    /// subscriber whose filter takes a buffered link receives it first, and it leaves the buffer. A buffered link
    /// the app has handled meanwhile (the root opened or delayed it, a newer link superseded it) is dropped, never
    /// delivered.
    ///
    /// ```swift
    /// DeepLinkNavigator<Param, Intent>.bufferedLinkCapacity   // 8
    /// ```
    public nonisolated static var bufferedLinkCapacity: Int { 8 }

    /// Takes `link` for a subscriber of ``links(where:)`` that shows it itself: `true` when the link is still the
    /// app's to open, and from now on it is this subscriber's; `false` when it has already been handled.
    ///
    /// A subscriber reads a link some time after the navigator published it, and by then the root may have opened
    /// it, a newer link may have superseded it, or another subscriber may have taken it. Claim it before showing
    /// anything, then report what you did with ``reportOpened(_:by:)`` or ``reportRejected(_:by:reason:)``. Once
    /// claimed, the link is no longer given to a root (if the navigator held it), to a later subscriber from the
    /// buffer, or to a ``DeepLinkHandler`` (``DeepLinkHandler/open(_:animated:)`` refuses it), and a second claim
    /// returns `false`: one subscriber shows it, once. A newer link does not take a claimed link back; only the
    /// report ends it.
    ///
    /// A subscriber that hands the link to a ``DeepLinkHandler`` does not need to claim it: ``DeepLinkHandler/open(_:animated:)``
    /// makes the same check. A link the navigator did not deliver (it has no tracking) can always be claimed.
    ///
    /// ```swift
    /// for await link in navigator.links(where: { $0.pattern == "/recipe/:recipeId" }) {
    ///     guard navigator.claim(link, by: "RecipeCoordinator") else { continue }   // superseded, or opened already
    ///     showRecipe(link.intent)
    ///     navigator.reportOpened(link, by: "RecipeCoordinator")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - link: The link, as the stream gave it.
    ///   - handler: Who takes it, for the trace of its later events.
    /// - Returns: Whether the link is now this subscriber's to show.
    public func claim(_ link: DeepLink<Intent>, by handler: String) -> Bool {
        guard let trace = link.trace else { return true }
        guard !trace.isClaimed else { return false }
        trace.enter(handler)
        return true
    }

    /// Records that a subscriber of ``links(where:)`` that is not a ``DeepLinkHandler`` opened the link.
    ///
    /// It ends the link's story (``DeepLinkEvent/Kind/opened(by:)``), so tracking does not stop at the stream. A
    /// link ends once: a report on a link that has already ended (opened by the root, reported before) is ignored.
    /// The navigator no longer holds a link reported here.
    ///
    /// ```swift
    /// for await link in navigator.links(where: { $0.pattern == "/recipe/:recipeId" }) {
    ///     guard navigator.claim(link, by: "RecipeCoordinator") else { continue }
    ///     showRecipe(link.intent)
    ///     navigator.reportOpened(link, by: "RecipeCoordinator")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - link: The link, as the stream gave it.
    ///   - handler: Who opened it, for the event and its trace.
    public func reportOpened(_ link: DeepLink<Intent>, by handler: String) {
        report(link, by: handler, .opened(by: handler))
    }

    /// Records that a subscriber of ``links(where:)`` that is not a ``DeepLinkHandler`` rejected the link.
    ///
    /// It ends the link's story (``DeepLinkEvent/Kind/rejected(by:reason:)``); a report on a link that has already
    /// ended is ignored. The navigator no longer holds a link reported here.
    ///
    /// ```swift
    /// for await link in navigator.links() {
    ///     guard navigator.claim(link, by: "RecipeCoordinator") else { continue }
    ///     guard case .showRecipe(let id) = link.intent, recipes[id] != nil else {
    ///         navigator.reportRejected(link, by: "RecipeCoordinator", reason: "no such recipe")
    ///         continue
    ///     }
    ///     navigator.reportOpened(link, by: "RecipeCoordinator")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - link: The link, as the stream gave it.
    ///   - handler: Who rejected it, for the event and its trace.
    ///   - reason: Why, for logs.
    public func reportRejected(_ link: DeepLink<Intent>, by handler: String, reason: String?) {
        report(link, by: handler, .rejected(by: handler, reason: reason))
    }

    private func report(_ link: DeepLink<Intent>, by handler: String, _ kind: DeepLinkEvent.Kind) {
        guard let trace = link.trace, !trace.isFinished else { return }
        if trace.handlers.last != handler { trace.enter(handler) }  // once, when it claimed the link first
        trace.record(kind)
    }

    /// Gives `link` to the streams of `links(where:)`, once, unless it waits for sign-in.
    ///
    /// The navigator calls it when it has matched a link and again when it reconsiders a held one, before the
    /// root gets the link; a link to an ``Authorized`` route is published only once the user is signed in.
    func publish(_ link: DeepLink<Intent>) {
        guard let trace = link.trace, !trace.isPublished, !trace.isFinished else { return }
        guard !waitsForSignIn(link) else { return }
        trace.isPublished = true
        // A link no subscriber takes waits in the buffer; it is reported as published when a subscriber takes it,
        // so apps that use no stream see no event for it.
        let subscribers = linkBroadcaster.publish(link)
        if subscribers > 0 { trace.record(.published(subscribers: subscribers)) }
    }
}

extension DeepLinkNavigator where Intent: Sendable {
    /// A stream of the links the navigator publishes from now on that pass `isIncluded`, in order.
    ///
    /// Any number of subscribers may listen; each receives every link published after it subscribed that its
    /// filter takes, in the order the navigator published them, each once. The navigator publishes a link when it
    /// has matched it, before the root handler gets it, and also when there is no root yet (an app that only
    /// listens to streams sets none); a link to an ``Authorized`` route is published only once the user is signed
    /// in. Every published link is reported as ``DeepLinkEvent/Kind/published(subscribers:)``.
    ///
    /// A link no subscriber takes waits in a buffer of ``bufferedLinkCapacity`` links (oldest dropped first), so a
    /// link that arrives during launch is not lost: the first subscriber whose filter takes it receives it first,
    /// unless the app has handled it meanwhile.
    ///
    /// A link is read some time after it was published: the root may have opened it meanwhile, a newer link may
    /// have superseded it, another subscriber may have taken it. Give it to a ``DeepLinkHandler`` with
    /// ``DeepLinkHandler/open(_:animated:)``, which refuses a link already handled
    /// (``DeepLinkRejection/alreadyHandled``), or ``claim(_:by:)`` it before showing it yourself and then report
    /// the outcome with ``reportOpened(_:by:)`` or ``reportRejected(_:by:reason:)``: one screen shows a link, once,
    /// and tracking does not stop at the stream. Subscribers that only watch (analytics, a badge) read every link.
    /// The navigator does not deliver a held link to a root once a subscriber has handled it. If the subscriber's
    /// handler delays it, the link is still the navigator's to end: a newer link supersedes it, and signing out
    /// drops it when its route is ``Authorized``.
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
        linkBroadcaster.subscribe(where: isIncluded)
    }
}
