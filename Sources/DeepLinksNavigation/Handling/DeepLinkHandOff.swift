import DeepLinks

/// Where a `.passedThrough` step goes on: the next handler, kept weakly, and how to run the rest of the chain there,
/// whether it takes the app's intents or a module's (``DeepLinkHandling/passedThrough(_:as:to:)``).
struct DeepLinkHandOff<Intent> {
    /// The next handler.
    let handler: AnyObject
    /// Its type's name, for events.
    let name: String
    /// Supersedes the links delayed in its part of the previous chain, from a depth.
    let supersede: @MainActor (Int) -> Void
    /// Runs the link on it and down its chain, at a depth; the outcome at the end, in the app's intent type.
    let run: @MainActor (DeepLink<Intent>, Bool, Int) -> DeepLinkHandling<Intent>

    /// The next handler takes the app's intents.
    @MainActor
    init(_ next: any DeepLinkHandler<Intent>) {
        handler = next
        name = String(describing: type(of: next))
        supersede = { [weak next] depth in next?.supersedeDelayedLinks(depth: depth) }
        run = { link, animated, depth in
            return next.run(link, animated: animated, resuming: false, depth: depth)
        }
    }

    /// The next handler takes another intent type: it receives the link with `intent`, and its outcome is mapped back.
    @MainActor
    init<Other>(_ next: any DeepLinkHandler<Other>, as intent: Other) {
        handler = next
        name = String(describing: type(of: next))
        supersede = { [weak next] depth in next?.supersedeDelayedLinks(depth: depth) }
        run = { link, animated, depth in
            let outcome = next.run(link.with(intent: intent), animated: animated, resuming: false, depth: depth)
            return outcome.mapped(to: link)
        }
    }
}
