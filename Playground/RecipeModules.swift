import DeepLinks

// Two feature modules of the recipe app, for the route-modules page. Each declares its routes with its own
// components and intents, and names nothing of the app that mounts it (RouteModulesPage.swift).

// MARK: - The shop module

/// The shop module's parameters.
enum ShopParam: String, DeepLinkPathComponent {
    case productId, aisle

    var capture: CaptureKind { self == .productId ? .int : .string }
}

/// Where the shop module's links lead.
enum ShopIntent: Equatable, Sendable {
    case storefront
    case product(id: Int)
    case aisle(String)
}

/// The shop module's routes, relative to wherever the app mounts them: a product and an aisle stack above the
/// storefront (parents by the module's own names, which a mount's `names:` prefixes).
enum ShopLinks {
    @RoutesBuilder<ShopParam, ShopIntent>
    static var routes: [Route<ShopParam, ShopIntent>] {
        Route("", name: "storefront") { _ in
            .storefront
        } reverse: {
            $0 == .storefront ? [:] : nil
        }
        Route("product" / .productId, name: "product") { p in
            .product(id: try p.int(.productId))
        } reverse: { intent in
            guard case .product(let id) = intent else { return nil }
            return [.productId: String(id)]
        }
        .parent("storefront")
        Route("aisle" / .aisle) { p in
            .aisle(try p.value(.aisle))
        } reverse: { intent in
            guard case .aisle(let aisle) = intent else { return nil }
            return [.aisle: aisle]
        }
        .parent("storefront")
    }
}

// MARK: - The cookbook module

/// The cookbook module's parameters.
enum CookbookParam: String, DeepLinkPathComponent {
    case chapter, page

    var capture: CaptureKind { self == .page ? .int : .string }
}

/// Where the cookbook module's links lead.
enum CookbookIntent: Equatable, Sendable {
    case contents
    case chapter(String)
    case page(chapter: String, page: Int)
}

/// The cookbook module's routes, relative to wherever the app mounts them: a page above its chapter, a chapter above
/// the contents.
enum CookbookLinks {
    @RoutesBuilder<CookbookParam, CookbookIntent>
    static var routes: [Route<CookbookParam, CookbookIntent>] {
        Route("", name: "contents") { _ in
            .contents
        } reverse: {
            $0 == .contents ? [:] : nil
        }
        Route("chapter" / .chapter, name: "chapter") { p in
            .chapter(try p.value(.chapter))
        } reverse: { intent in
            guard case .chapter(let chapter) = intent else { return nil }
            return [.chapter: chapter]
        }
        .parent("contents")
        Route("chapter" / .chapter / .page) { p in
            .page(chapter: try p.value(.chapter), page: try p.int(.page))
        } reverse: { intent in
            guard case .page(let chapter, let page) = intent else { return nil }
            return [.chapter: chapter, .page: String(page)]
        }
        .parent("chapter")
    }
}
