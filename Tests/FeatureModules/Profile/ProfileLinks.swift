import DeepLinksNavigation

// The profile feature of the SwiftUI article's app, in a module of its own: a tab whose settings are two screens
// deep. `DeepLinksModulesTests/ArticleApp` mounts it.

/// The profile feature's route parameters.
public enum ProfileParam: String, DeepLinkPathComponent {
    case page
}

/// What the profile feature's links open.
public enum ProfileIntent: Hashable, Sendable, Codable {
    case profile
    case settings
    case settingsPage(String)
}

/// The profile feature's routes.
public enum ProfileLinks {
    /// The routes, for the app to mount in its profile tab.
    @RoutesBuilder<ProfileParam, ProfileIntent>
    public static var routes: [Route<ProfileParam, ProfileIntent>] {
        Route("", name: "profile") { _ in
            .profile
        } reverse: {
            $0 == .profile ? [:] : nil
        }
        .sectionRoot()
        Route("settings", name: "settings") { _ in
            .settings
        } reverse: {
            $0 == .settings ? [:] : nil
        }
        .parent("profile")
        Route("settings" / .page, name: "page") { p in
            .settingsPage(try p.value(.page))
        } reverse: { intent in
            guard case .settingsPage(let page) = intent else { return nil }
            return [.page: page]
        }
        .parent("settings")
    }
}

/// The profile feature's part of a handler chain.
@MainActor
public final class ProfileCoordinator: DeepLinkHandler {
    /// The library's record of the coordinator's last step.
    public var deepLinkHandling: DeepLinkHandling<ProfileIntent>?
    /// The screen shown last.
    public private(set) var shown: ProfileIntent?

    /// A coordinator with nothing shown.
    public init() {}

    /// Shows the link's screen (for a product's reviews, once the product has loaded).
    public func handle(_ link: DeepLink<ProfileIntent>, animated: Bool) -> DeepLinkHandling<ProfileIntent> {
        .opened(link) { _ in self.shown = link.intent }
    }
}
