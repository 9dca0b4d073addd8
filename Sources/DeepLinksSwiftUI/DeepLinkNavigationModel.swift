import DeepLinksNavigation

#if canImport(Observation)
import Observation

/// The navigation state as an observable object: the root handler a SwiftUI app binds its `TabView` and
/// `NavigationStack`s to.
///
/// It takes every link from its ``navigator`` (which it becomes the root of) and shows it by its stack
/// (`DeepLinkRouter.stack(for:)`): one write of ``state`` per link, when the link opens. Links wait, are
/// superseded, end as duplicates and are tracked as for any root handler, because it is one: a link held for a
/// closed gate reaches the state when the gate opens; a link whose stack cannot be made (a parent declines) is
/// rejected, and the state is left as it is.
///
/// ```swift
/// @main struct RecipesApp: App {
///     @State private var navigation = DeepLinkNavigationModel(navigator: DeepLinkNavigator(router: AppLinks.router))
///
///     var body: some Scene {
///         WindowGroup {
///             TabView(selection: $navigation.state.section) {
///                 ForEach(AppTab.allCases) { tab in
///                     NavigationStack(path: $navigation.state[path: tab.section]) {
///                         tab.root.navigationDestination(for: AppIntent.self, destination: AppScreen.init)
///                     }
///                     .tag(tab.section)
///                 }
///             }
///             .onOpenURL { navigation.navigator.open(.url($0)) }
///             .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { activity in
///                 activity.webpageURL.map { navigation.navigator.open(.url($0, from: .userActivity)) }
///             }
///         }
///     }
/// }
/// ```
///
/// Only ``state`` is observed: the library's record of each link's steps (``deepLinkHandling``) changes without
/// invalidating any view. The app writes ``state`` too (a tab tapped, the back gesture): it stays the truth of what
/// is on screen, and the next link starts from it.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
public final class DeepLinkNavigationModel<Component: DeepLinkPathComponent, Intent: Hashable>: Observable,
    DeepLinkHandler
{
    /// The navigator whose root the model is: give it every link.
    ///
    /// ```swift
    /// .onOpenURL { navigation.navigator.open(.url($0)) }
    /// ```
    public let navigator: DeepLinkNavigator<Component, Intent>

    /// The library's record of the model's last step; not observed.
    public var deepLinkHandling: DeepLinkHandling<Intent>?

    private var storedState: DeepLinkNavigationState<Intent>
    private let registrar = ObservationRegistrar()

    /// The selected section and the path of each section: bind `TabView(selection:)` and each
    /// `NavigationStack(path:)` to it.
    ///
    /// ```swift
    /// TabView(selection: $navigation.state.section) { … }
    /// NavigationStack(path: $navigation.state[path: .recipes]) { … }
    /// ```
    public var state: DeepLinkNavigationState<Intent> {
        get {
            registrar.access(self, keyPath: \.state)
            return storedState
        }
        set {
            registrar.withMutation(of: self, keyPath: \.state) { storedState = newValue }
        }
    }

    /// A model that shows every link its navigator opens, starting from `state`; it becomes the navigator's root.
    ///
    /// The model keeps the navigator; the navigator keeps the model weakly, as it does any root. A link that
    /// arrived before (on a cold start) opens now.
    ///
    /// ```swift
    /// let navigation = DeepLinkNavigationModel(navigator: DeepLinkNavigator(router: router), state: .init(section: .recipes))
    /// ```
    ///
    /// - Parameters:
    ///   - navigator: The navigator of every link.
    ///   - state: Where the app starts: `DeepLinkSection.main` with no screens by default.
    public init(
        navigator: DeepLinkNavigator<Component, Intent>, state: DeepLinkNavigationState<Intent> = .init()
    ) {
        self.navigator = navigator
        self.storedState = state
        navigator.root = self
    }

    /// Opens a link by its stack: its section is selected and that section's path becomes the link's path
    /// (``DeepLinkNavigationState/open(_:)``), in one write of ``state``.
    ///
    /// The library calls it; tests may, to see the decision without the state changing. The link is rejected,
    /// with the router's reason, when its stack cannot be made.
    ///
    /// - Parameters:
    ///   - deepLink: The link.
    ///   - animated: Whether the navigation should animate; SwiftUI animates a path change itself.
    /// - Returns: `.opened`, whose effect writes the state, or `.rejected`.
    public func handle(_ deepLink: DeepLink<Intent>, animated: Bool) -> DeepLinkHandling<Intent> {
        let stack: DeepLinkStack<Intent>
        do {
            stack = try navigator.router.stack(for: deepLink)
        } catch {
            return .rejected(deepLink, error: error)
        }
        return .opened(deepLink) { _ in self.state.open(stack) }
    }
}
#endif
