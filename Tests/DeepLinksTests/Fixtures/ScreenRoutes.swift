import DeepLinks

/// Components of the back-stack tests.
enum ScreenParam: String, DeepLinkPathComponent {
    case recipeId, photo, id, rest, tab
    var capture: CaptureKind {
        switch self {
        case .photo: .int
        case .rest: .remainder
        default: .string
        }
    }
}

/// The screens of the back-stack tests' app: a recipes tab, a shop tab (the SwiftUI article's products, selected
/// by `?id=`), a profile tab, and screens in no section.
enum Screen: Hashable, Sendable, Codable {
    case recipes, recipe(String), reviews(String), photo(String, Int)
    case shop, product(String), productReviews(String)
    case profile, settings
    case help(String), folder(String), file(String)
}

extension DeepLinkSection {
    static let recipes: DeepLinkSection = "recipes"
    static let shop: DeepLinkSection = "shop"
    static let profile: DeepLinkSection = "profile"
}

/// The back-stack tests' route table: every route reversible, so that states turn back into links.
func makeScreenRouter() throws -> DeepLinkRouter<ScreenParam, Screen> {
    try DeepLinkRouter<ScreenParam, Screen>(schemes: ["deeplinkapp"], hosts: ["bestrecipes.com"]) {
        RouteSection(.recipes) {
            Route("recipes", name: "recipes") { _ in
                .recipes
            } reverse: {
                $0 == .recipes ? [:] : nil
            }
            .sectionRoot()
            Route("recipes" / .recipeId, name: "recipe") { p in
                .recipe(try p.value(.recipeId))
            } reverse: { screen in
                guard case .recipe(let id) = screen else { return nil }
                return [.recipeId: id]
            }
            .parent("recipes")
            Route("recipes" / .recipeId / "reviews", name: "reviews") { p in
                .reviews(try p.value(.recipeId))
            } reverse: { screen in
                guard case .reviews(let id) = screen else { return nil }
                return [.recipeId: id]
            }
            .parent("recipe")
            Route("recipes" / .recipeId / "reviews" / "photos" / .photo, name: "photo") { p in
                .photo(try p.value(.recipeId), try p.int(.photo))
            } reverse: { screen in
                guard case .photo(let id, let photo) = screen else { return nil }
                return [.recipeId: id, .photo: String(photo)]
            }
            .parent("reviews")
        }
        RouteSection(.shop) {
            Route("products", name: "products") { _ in
                .shop
            } reverse: {
                $0 == .shop ? [:] : nil
            }
            .sectionRoot()
            Route("products", name: "product", query: .id) { p in
                .product(try p.value(.id))
            } reverse: { screen in
                guard case .product(let id) = screen else { return nil }
                return [.id: id]
            }
            .parent("products")
            Route("products" / "reviews", name: "productReviews", query: .id) { p in
                .productReviews(try p.value(.id))
            } reverse: { screen in
                guard case .productReviews(let id) = screen else { return nil }
                return [.id: id]
            }
            .parent("product")
        }
        RouteSection(.profile) {
            Route("profile", name: "profile") { _ in
                .profile
            } reverse: {
                $0 == .profile ? [:] : nil
            }
            .sectionRoot()
        }
        // In no section of its own: its parent's.
        Route("profile" / "settings", name: "settings") { _ in
            .settings
        } reverse: {
            $0 == .settings ? [:] : nil
        }
        .parent("profile")
        // In no section at all: they open in the section the user is in.
        Route("help" / .rest, name: "help") { p in
            .help(try p.value(.rest))
        } reverse: { screen in
            guard case .help(let topic) = screen else { return nil }
            return [.rest: topic]
        }
        Route("folder" / .rest, name: "folder") { p in
            .folder(try p.value(.rest))
        } reverse: { screen in
            guard case .folder(let path) = screen else { return nil }
            return [.rest: path]
        }
        Route("file" / .rest, name: "file") { p in
            .file(try p.value(.rest))
        } reverse: { screen in
            guard case .file(let path) = screen else { return nil }
            return [.rest: path]
        }
        .parent("folder")
    }
}
