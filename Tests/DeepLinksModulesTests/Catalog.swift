import DeepLinks

// The catalog feature module: its own components and intents, and nothing of the app.

enum CatalogParam: String, DeepLinkPathComponent {
    case productId, categoryId, sectionId, sort

    var capture: CaptureKind { self == .productId ? .int : .string }
}

enum CatalogIntent: Equatable, Sendable {
    case home
    case product(Int)
    case category(String, sort: String?)
    case section(Int, String)
}

enum CatalogLinks {
    /// The catalog's sections, declared with interpolated literals.
    static let sections = 1...2

    @RoutesBuilder<CatalogParam, CatalogIntent>
    static var routes: [Route<CatalogParam, CatalogIntent>] {
        Route("") { _ in
            .home
        } reverse: {
            $0 == .home ? [:] : nil
        }
        Route("product" / .productId, name: "product") { p in
            .product(try p.int(.productId))
        } reverse: { intent in
            guard case .product(let id) = intent else { return nil }
            return [.productId: String(id)]
        }
        Route("category" / .categoryId, optional: .sort) { p in
            .category(try p.value(.categoryId), sort: p[.sort])
        } reverse: { intent in
            guard case .category(let id, let sort) = intent else { return nil }
            var parameters: [CatalogParam: String] = [.categoryId: id]
            parameters[.sort] = sort
            return parameters
        }
        for i in sections {
            Route("section\(i)" / .sectionId) { p in
                .section(i, try p.value(.sectionId))
            } reverse: { intent in
                guard case .section(i, let id) = intent else { return nil }
                return [.sectionId: id]
            }
        }
    }
}
