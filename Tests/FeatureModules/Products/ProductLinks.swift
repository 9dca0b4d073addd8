import DeepLinksNavigation

// The products feature of the SwiftUI article's app ("Scalable navigation with deep links in SwiftUI"), in a module of
// its own as a feature package ships it: its routes declare their back stack (`parent`) and the tab's own screen
// (`sectionRoot`); its coordinator handles its intents for apps that use a handler chain. Nothing of the app is
// imported. `DeepLinksModulesTests/ArticleApp` mounts it.

/// The products feature's route parameters.
public enum ProductParam: String, DeepLinkPathComponent {
    case id
}

/// What the products feature's links open: its screens.
public enum ProductIntent: Hashable, Sendable, Codable {
    case list
    case product(String)
    case reviews(String)
    case photos(String)
}

/// The products feature's routes: `/products?id=42` selects product 42, `/products/42/reviews/photos` is three screens
/// deep.
public enum ProductLinks {
    /// The routes, for the app to mount in its products tab.
    @RoutesBuilder<ProductParam, ProductIntent>
    public static var routes: [Route<ProductParam, ProductIntent>] {
        Route("", name: "list") { _ in
            .list
        } reverse: {
            $0 == .list ? [:] : nil
        }
        .sectionRoot()
        Route("", name: "product", query: .id) { p in
            .product(try p.value(.id))
        } reverse: { intent in
            guard case .product(let id) = intent else { return nil }
            return [.id: id]
        }
        .parent("list")
        Route(.id / "reviews", name: "reviews") { p in
            .reviews(try p.value(.id))
        } reverse: { intent in
            guard case .reviews(let id) = intent else { return nil }
            return [.id: id]
        }
        .parent("product")
        Route(.id / "reviews" / "photos", name: "photos") { p in
            .photos(try p.value(.id))
        } reverse: { intent in
            guard case .photos(let id) = intent else { return nil }
            return [.id: id]
        }
        .parent("reviews")
    }
}

/// The products feature's part of a handler chain: it shows its own screens, and loads a product before showing its
/// reviews.
@MainActor
public final class ProductsCoordinator: DeepLinkHandler {
    /// The library's record of the coordinator's last step.
    public var deepLinkHandling: DeepLinkHandling<ProductIntent>?
    /// The screens shown, bottom first.
    public private(set) var shown: [ProductIntent] = []
    /// The products loaded; a product's reviews wait for it.
    public var loaded: Set<String> = []

    /// A coordinator with nothing shown.
    public init() {}

    /// Shows the link's screen (for a product's reviews, once the product has loaded).
    public func handle(_ link: DeepLink<ProductIntent>, animated: Bool) -> DeepLinkHandling<ProductIntent> {
        switch link.intent {
        case .list, .product:
            return .opened(link) { _ in self.shown = [link.intent] }
        case .reviews(let id), .photos(let id):
            guard loaded.contains(id) else {
                return .delayed(link, animated: animated, reason: "loading product \(id)")
            }
            return .opened(link) { _ in self.shown = [.product(id), link.intent] }
        }
    }

    /// The product loaded: the link waiting for it opens.
    public func productDidLoad(_ id: String) {
        loaded.insert(id)
        completeDeepLinkHandling()
    }
}
