import DeepLinksNavigation

/// What the tour prints, in order: the navigator's events and the navigation the handlers' effects perform.
@MainActor
final class TourLog {
    var lines: [String] = []

    /// Runs `action`, then appends `title` and the lines `action` logged to `out`, and a blank line.
    func step(_ title: String, into out: inout [String], _ action: () -> Void) {
        action()
        out.append(title)
        out += lines
        out.append("")
        lines.removeAll()
    }
}

/// The app's root screen in the tour: opens recipes and searches itself, passes subscription links on.
@MainActor
final class TourRoot: DeepLinkHandler {
    var deepLinkHandling: DeepLinkHandling<Traced>?
    let subscriptions: TourSubscriptions
    let log: TourLog

    init(log: TourLog) {
        self.log = log
        subscriptions = TourSubscriptions(log: log)
    }

    func handle(_ link: DeepLink<Traced>, animated: Bool) -> DeepLinkHandling<Traced> {
        switch link.intent.intent {
        case .editWeek, .swapMenu:
            .passedThrough(link) { _ in
                self.log.lines.append("  → show the subscriptions tab")
                return self.subscriptions
            }
        case .resetOnboarding:
            .rejected(link, reason: "not in a release build")
        case let intent:
            .opened(link) { _ in self.log.lines.append("  → navigate to \(intent)") }
        }
    }
}

/// The subscriptions screen in the tour: it must load the subscriptions before it can open a link.
@MainActor
final class TourSubscriptions: DeepLinkHandler {
    var deepLinkHandling: DeepLinkHandling<Traced>?
    var loaded = false
    /// Why it delays a link, as its `delayed` event says; none by default.
    var delayReason: String?
    /// How many times the library asked it to decide.
    private(set) var handleCount = 0
    let log: TourLog

    init(log: TourLog) { self.log = log }

    func handle(_ link: DeepLink<Traced>, animated: Bool) -> DeepLinkHandling<Traced> {
        handleCount += 1
        guard loaded else {
            return .delayed(link, animated: animated, reason: delayReason) { _ in
                self.log.lines.append("  → load the subscriptions")
            }
        }
        let intent = link.intent.intent
        return .opened(link) { _ in self.log.lines.append("  → navigate to \(intent)") }
    }

    func didLoad() {
        loaded = true
        completeDeepLinkHandling()
    }

    /// The subscriptions did not load: the delayed link ends with the error, without deciding again.
    func didFail(_ error: any Error) {
        completeDeepLinkHandling { link in
            .rejected(link, error: error) { _ in self.log.lines.append("  → show an alert: \(error)") }
        }
    }
}
