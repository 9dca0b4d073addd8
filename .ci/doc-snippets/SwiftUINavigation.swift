// What SwiftUINavigation.md's snippets assume of the app and do not declare: the Catalog module's parameters and
// screens, the UIKit coordinator's helpers, and the UIKit stand-ins they use.
import DeepLinksSwiftUI
import SnippetPrelude

// The Catalog module's own types, public as a module's are.

public enum CatalogParam: String, DeepLinkPathComponent {
    case productId
    public var capture: CaptureKind { .int }
}

public enum CatalogScreen: Hashable, Codable, Sendable {
    case storefront
    case product(Int)
}

// The UIKit coordinator's helpers.

extension TabsCoordinator {
    /// Selects the section's tab (or stays in the selected one, for `nil`) and returns its navigation controller.
    func selectTab(_ section: DeepLinkSection?) -> UINavigationController { UINavigationController() }

    /// The view controller of a screen.
    func makeViewController(_ screen: Screen) -> UIViewController { UIViewController() }
}

// UIKit stand-ins: only the members the snippets use.

@MainActor class UIViewController {}

@MainActor final class UINavigationController: UIViewController {
    var viewControllers: [UIViewController] = []

    func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        self.viewControllers = viewControllers
    }
}

@MainActor final class UITabBarController: UIViewController {}
