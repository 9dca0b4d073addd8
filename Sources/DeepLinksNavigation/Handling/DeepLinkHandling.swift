import DeepLinks

/// What a handler does with a link: the outcome ``DeepLinkHandler/handle(_:animated:)`` returns, with the
/// navigation it implies.
///
/// An outcome is a decision plus, optionally, its effect: a closure that navigates. `handle` only builds the value;
/// the library runs the effect when it runs the chain, after it has stored the outcome and reported the step. So a
/// test calls `handle` and asserts on ``kind``, ``reason`` and ``deepLink`` without any screen moving.
///
/// ```swift
/// func handle(_ link: DeepLink<Intent>, animated: Bool) -> DeepLinkHandling<Intent> {
///     switch link.intent {
///     case .showRecipe(let id):
///         .opened(link) { animated in self.present(RecipeScreen(id: id), animated: animated) }
///     case .editMenu where subscriptions == nil:
///         .delayed(link, animated: animated, reason: "loading subscriptions") { _ in self.loadSubscriptions() }
///     case .editMenu:
///         .passedThrough(link) { animated in self.select(.myMenu, animated: animated) }   // returns the tab
///     default:
///         .rejected(link, reason: "not on this screen")
///     }
/// }
/// ```
///
/// The library runs each closure once and does not keep it, so a closure may capture `self` strongly. The value
/// stored in ``DeepLinkHandler/deepLinkHandling`` and the one returned to callers carry no closure.
public struct DeepLinkHandling<Intent> {
    /// Which outcome it is.
    ///
    /// ```swift
    /// #expect(screen.handle(link, animated: true).kind == .delayed)
    /// ```
    public enum Kind: Sendable, Equatable {
        /// The handler shows what the link asks for.
        case opened
        /// The handler cannot show it; ``DeepLinkHandling/error`` says why.
        case rejected
        /// The handler needs data or a view first; ``DeepLinkHandler/completeDeepLinkHandling()`` runs it again,
        /// or ``DeepLinkHandler/completeDeepLinkHandling(_:)`` ends it with an outcome.
        case delayed
        /// The next handler down the screen graph takes it.
        case passedThrough
    }

    /// The link this outcome is about.
    ///
    /// ```swift
    /// handling.deepLink.path   // "/recipe/42"
    /// ```
    public let deepLink: DeepLink<Intent>

    /// Which outcome it is: opened, rejected, delayed or passed through.
    ///
    /// ```swift
    /// if handling.kind == .rejected { logger.notice("\(handling)") }
    /// ```
    public let kind: Kind

    /// Whether a delayed link completes with animation: the flag given to ``delayed(_:animated:reason:effect:)``;
    /// `false` for the other outcomes.
    ///
    /// ```swift
    /// DeepLinkHandling.delayed(link, animated: true).animated   // true
    /// ```
    public let animated: Bool

    /// Why the handler rejected the link: the error it passed, or a ``DeepLinkRejection`` wrapping its sentence;
    /// `nil` for the other outcomes and for a rejection without a reason (a delay's reason is ``reason``).
    ///
    /// ```swift
    /// if let error = handling.error as? SubscriptionError { showAlert(for: error) }
    /// ```
    public let error: (any Error)?

    /// Why a handler delayed the link, as it said.
    let delayReason: String?

    /// The navigation that goes with the outcome; run once by the chain runner, never kept.
    var effect: (@MainActor (Bool) -> Void)?

    /// For `.passedThrough`: reveals the next handler and returns how the chain goes on there; run once by the
    /// chain runner, never kept.
    var next: (@MainActor (Bool) -> DeepLinkHandOff<Intent>?)?

    /// The chain runner's record of this step, in the state it stores: the next handler it reached, and for a
    /// delayed link whether it is still pending.
    var step: DeepLinkStep<Intent>?

    fileprivate init(
        _ deepLink: DeepLink<Intent>, kind: Kind, animated: Bool = false, error: (any Error)? = nil,
        delayReason: String? = nil, effect: (@MainActor (Bool) -> Void)? = nil,
        next: (@MainActor (Bool) -> DeepLinkHandOff<Intent>?)? = nil
    ) {
        self.deepLink = deepLink
        self.delayReason = delayReason
        self.kind = kind
        self.animated = animated
        self.error = error
        self.effect = effect
        self.next = next
    }

    /// The handler shows what the link asks for; `effect` navigates there.
    ///
    /// ```swift
    /// return .opened(link) { animated in
    ///     self.present(RecipeScreen(id: id), animated: animated)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - deepLink: The link.
    ///   - effect: The navigation, run by the chain after the step is stored and reported; it receives whether to
    ///     animate. `nil` when the handler already shows the right thing.
    /// - Returns: An opened outcome.
    public static func opened(
        _ deepLink: DeepLink<Intent>, effect: (@MainActor (_ animated: Bool) -> Void)? = nil
    ) -> DeepLinkHandling {
        DeepLinkHandling(deepLink, kind: .opened, effect: effect)
    }

    /// The handler cannot show the link, because of `error`.
    ///
    /// Use it when the app has a typed error for the case; ``error`` hands it back, and ``reason`` describes it.
    ///
    /// ```swift
    /// guard let subscription = subscriptions[id] else {
    ///     return .rejected(link, error: SubscriptionError.notFound(id))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - deepLink: The link.
    ///   - error: Why.
    ///   - effect: What to show instead (an alert, say), run by the chain after the step is reported.
    /// - Returns: A rejected outcome.
    public static func rejected(
        _ deepLink: DeepLink<Intent>, error: any Error, effect: (@MainActor (_ animated: Bool) -> Void)? = nil
    ) -> DeepLinkHandling {
        DeepLinkHandling(deepLink, kind: .rejected, error: error, effect: effect)
    }

    /// The handler cannot show the link, for a reason written as a sentence.
    ///
    /// The sentence is wrapped in a ``DeepLinkRejection``; it reaches logs and ``DeepLinkEvent/Kind/rejected(by:reason:)``.
    ///
    /// ```swift
    /// guard subscriptions.contains(id) else { return .rejected(link, reason: "no such subscription") }
    /// ```
    ///
    /// - Parameters:
    ///   - deepLink: The link.
    ///   - reason: Why, for logs; `nil` for a rejection without a reason.
    ///   - effect: What to show instead, run by the chain after the step is reported.
    /// - Returns: A rejected outcome.
    public static func rejected(
        _ deepLink: DeepLink<Intent>, reason: String? = nil, effect: (@MainActor (_ animated: Bool) -> Void)? = nil
    ) -> DeepLinkHandling {
        DeepLinkHandling(deepLink, kind: .rejected, error: reason.map(DeepLinkRejection.init), effect: effect)
    }

    /// The handler needs data or a view first; `effect` starts getting it, and the handler calls
    /// ``DeepLinkHandler/completeDeepLinkHandling()`` when it is there, or
    /// ``DeepLinkHandler/completeDeepLinkHandling(_:)`` to end the link without deciding again (the load failed).
    ///
    /// The effect may complete the link at once (the data was cached): the chain then goes on from there, and
    /// the outcome, the state and the events all show where it ended.
    ///
    /// ```swift
    /// guard let subscriptions else {
    ///     return .delayed(link, animated: animated, reason: "loading subscriptions") { _ in
    ///         self.loadSubscriptions()
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - deepLink: The link.
    ///   - animated: Whether the navigation should animate when the link completes.
    ///   - reason: Why, for the ``DeepLinkEvent/Kind/delayed(by:reason:)`` event and ``reason``.
    ///   - effect: What starts the wait (a request, a tab switch), run by the chain after the step is reported.
    /// - Returns: A delayed outcome.
    public static func delayed(
        _ deepLink: DeepLink<Intent>, animated: Bool, reason: String? = nil,
        effect: (@MainActor (_ animated: Bool) -> Void)? = nil
    ) -> DeepLinkHandling {
        DeepLinkHandling(deepLink, kind: .delayed, animated: animated, delayReason: reason, effect: effect)
    }

    /// The next handler down the screen graph takes the link; `next` navigates to it and returns it.
    ///
    /// The chain runs `next` after it has stored and reported this step, then opens the link on the handler it
    /// returns. When `next` returns `nil` (the screen is gone), the step becomes a rejection whose reason says the
    /// next handler is not available.
    ///
    /// ```swift
    /// case .myMenu, .editMenu:
    ///     return .passedThrough(link) { animated in
    ///         self.select(.myMenu, animated: animated)
    ///         return self.myMenu
    ///     }
    /// ```
    ///
    /// - Parameters:
    ///   - deepLink: The link.
    ///   - next: Navigates to the next handler and returns it, or `nil` when it is not available; it receives
    ///     whether to animate.
    /// - Returns: A passed-through outcome.
    public static func passedThrough(
        _ deepLink: DeepLink<Intent>, to next: @escaping @MainActor (_ animated: Bool) -> (any DeepLinkHandler<Intent>)?
    ) -> DeepLinkHandling {
        DeepLinkHandling(deepLink, kind: .passedThrough, next: { animated in next(animated).map(DeepLinkHandOff.init) })
    }

    /// The next handler takes the link as its own intent type: a feature module's handler, which knows nothing of
    /// the app's intents, receives the link with the module's intent.
    ///
    /// The module's handler gets a `DeepLink` of its intent type with the same path, source, gates and tracking;
    /// its outcome (opened, rejected, delayed, or passed on down the module's own chain) is the link's, reported
    /// once, and ``DeepLinkHandler/completeDeepLinkHandling()`` on it completes a link it delayed. The app writes no
    /// adapter per module: one `case` in the handler that owns the module's screen.
    ///
    /// ```swift
    /// // The app's tabs; `catalog` is the Catalog module's own `DeepLinkHandler<CatalogIntent>`.
    /// case .catalog(let intent):
    ///     return .passedThrough(link, as: intent) { animated in
    ///         self.select(.shop, animated: animated)
    ///         return self.catalog
    ///     }
    /// ```
    ///
    /// - Parameters:
    ///   - deepLink: The link.
    ///   - intent: The link's intent in the next handler's type (the module's intent the app's wraps).
    ///   - next: Navigates to the next handler and returns it, or `nil` when it is not available.
    /// - Returns: A passed-through outcome.
    @MainActor
    public static func passedThrough<NextIntent>(
        _ deepLink: DeepLink<Intent>, as intent: NextIntent,
        to next: @escaping @MainActor (_ animated: Bool) -> (any DeepLinkHandler<NextIntent>)?
    ) -> DeepLinkHandling {
        DeepLinkHandling(
            deepLink, kind: .passedThrough, next: { animated in next(animated).map { DeepLinkHandOff($0, as: intent) } }
        )
    }

    /// Why the handler rejected or delayed the link, for logs and events: the description of ``error``, or the
    /// reason given to ``delayed(_:animated:reason:effect:)``.
    ///
    /// ```swift
    /// DeepLinkHandling.rejected(link, reason: "no such subscription").reason   // "no such subscription"
    /// ```
    public var reason: String? {
        error.map { String(describing: $0) } ?? delayReason
    }

    /// The same outcome about another link (the app's, for a module handler's outcome), without closures or step.
    func mapped<Other>(to deepLink: DeepLink<Other>) -> DeepLinkHandling<Other> {
        let other: DeepLinkHandling<Other>.Kind =
            switch kind {
            case .opened: .opened
            case .rejected: .rejected
            case .delayed: .delayed
            case .passedThrough: .passedThrough
            }
        return DeepLinkHandling<Other>(
            deepLink, kind: other, animated: animated, error: error, delayReason: delayReason)
    }

    /// The outcome without its closures, as the library stores and returns it.
    var withoutEffects: DeepLinkHandling {
        var value = self
        value.effect = nil
        value.next = nil
        return value
    }

    /// The outcome as callers see it: no closures, and no step to keep a delayed link's record alive.
    var published: DeepLinkHandling {
        var value = withoutEffects
        value.step = nil
        return value
    }
}

extension DeepLinkHandling: CustomStringConvertible {
    /// One line for logs, the intent by its case name: `Opened deep link /recipe/42 → showRecipe(…)`,
    /// `Rejected deep link /subscription/x for reason: no such subscription`.
    ///
    /// ```swift
    /// logger.info("\(root.open(link, animated: true))")   // Delayed deep link /my-menu (animated)
    /// ```
    public var description: String {
        let path = LogText.path(deepLink.path)
        return switch kind {
        case .opened:
            "Opened deep link \(path) → \(LogText.intent(deepLink.intent))"
        case .rejected:
            "Rejected deep link \(path)" + (reason.map { " for reason: \(LogText.escaped($0))" } ?? "")
        case .delayed:
            "Delayed deep link \(path)\(animated ? " (animated)" : "")"
                + (reason.map { " for reason: \(LogText.escaped($0))" } ?? "")
        case .passedThrough:
            if let next = step?.next {
                "Passed deep link \(path) through to \(type(of: next as AnyObject))"
            } else {
                "Passed deep link \(path) on to the next handler"
            }
        }
    }
}
