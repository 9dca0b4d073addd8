import DeepLinks
import ProductsFeature
import ProfileFeature

// The SwiftUI article's app ("Scalable navigation with deep links in SwiftUI"), written as an app would write it with
// DeepLinks: a home tab, and two feature modules mounted in tabs of their own. The article's `TabDeepLinkParser` is
// the `RouteSection`s; its `ProductDeepLinkParser` is the products module's own routes. No adapter per feature.

extension DeepLinkSection {
    static let home: DeepLinkSection = "home"
    static let products: DeepLinkSection = "products"
    static let profile: DeepLinkSection = "profile"
}

/// The app's parameters: none of its own beyond the modules'.
enum ArticleParam: String, DeepLinkPathComponent {
    case campaign
}

/// Every screen of the app: its own, and each module's, wrapped.
enum ArticleIntent: Hashable, Sendable, Codable {
    case home
    case products(ProductIntent)
    case profile(ProfileIntent)
}

enum ArticleLinks {
    static func makeRouter() throws -> DeepLinkRouter<ArticleParam, ArticleIntent> {
        try DeepLinkRouter<ArticleParam, ArticleIntent>(schemes: ["deeplinkapp"], hosts: ["example.com"]) {
            RouteSection(.home) {
                Route("home", name: "home") { _ in
                    .home
                } reverse: {
                    $0 == .home ? [:] : nil
                }
                .sectionRoot()
            }
            RouteSection(.products) {
                Mount("products", ProductLinks.routes, names: "products") {
                    .products($0)
                } reverse: { intent in
                    guard case .products(let product) = intent else { return nil }
                    return product
                }
            }
            RouteSection(.profile) {
                Mount("profile", ProfileLinks.routes, names: "profile") {
                    .profile($0)
                } reverse: { intent in
                    guard case .profile(let profile) = intent else { return nil }
                    return profile
                }
            }
        }
    }
}
