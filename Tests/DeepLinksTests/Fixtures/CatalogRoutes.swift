import DeepLinks
import Foundation

/// A recipe catalogue whose parameters capture the app's own types: a UUID, an enum by raw value, a Bool, a Double
/// and a type of its own that takes any text (`/`, `%`, `+`, `?` and spaces included).
enum CatalogParam: String, DeepLinkPathComponent {
    case userId, diet, premium, rating, tag, name, page, otherUserId

    var capture: CaptureKind {
        switch self {
        case .userId, .otherUserId: .uuid
        case .diet: .value(Diet.self)
        case .premium: .bool
        case .rating: .double
        case .tag: .value(Tag.self)
        case .page: .int
        case .name: .string
        }
    }
}

/// A diet, read by its raw value; one raw value holds a space.
enum Diet: String, DeepLinkValue, CaseIterable {
    case vegan, vegetarian
    case glutenFree = "gluten free"
}

/// A tag: any non-empty text without a control character.
///
/// It writes itself as it is, and has no examples of its own.
struct Tag: DeepLinkValue, Hashable {
    var text: String

    init?(linkText: String) {
        guard !linkText.isEmpty, !linkText.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else { return nil }
        text = linkText
    }

    var linkText: String { text }
}

enum CatalogIntent: Hashable, Sendable {
    case me
    case userPage(Int)
    case user(UUID)
    case userNamed(String)
    case diet(Diet)
    case premium(Bool)
    case rating(Double)
    case tag(Tag)
    case compare(UUID, UUID)
    case recipes(premium: Bool?)
}

func makeCatalogRouter() throws -> DeepLinkRouter<CatalogParam, CatalogIntent> {
    try DeepLinkRouter<CatalogParam, CatalogIntent>(schemes: ["catalog"], hosts: ["catalog.example.com"]) {
        // Declared first, yet offered after the UUID route: a typed capture goes before a String of the same shape.
        Route("users" / .name, name: "userNamed") { p in .userNamed(try p.value(.name)) }
        Route("users" / .userId, name: "user") { p in
            .user(try p.value(.userId, as: UUID.self))
        } reverse: { intent in
            guard case .user(let id) = intent else { return nil }
            return [.userId: id.linkText]
        }
        Route("users" / "me", name: "me") { _ in .me }
        Route("users" / .page, name: "userPage") { p in .userPage(try p.int(.page)) }
        Route("compare" / .userId / .otherUserId, name: "compare") { p in
            .compare(try p.value(.userId, as: UUID.self), try p.value(.otherUserId, as: UUID.self))
        }
        Route("food" / .diet, name: "diet") { p in
            .diet(try p.value(.diet, as: Diet.self))
        } reverse: { intent in
            guard case .diet(let diet) = intent else { return nil }
            return [.diet: diet.linkText]
        }
        Route("food" / .premium, name: "premium") { p in .premium(try p.value(.premium, as: Bool.self)) }
        Route("rated" / .rating, name: "rating") { p in
            .rating(try p.value(.rating, as: Double.self))
        } reverse: { intent in
            guard case .rating(let rating) = intent else { return nil }
            return [.rating: rating.linkText]
        }
        Route("tags" / .tag, name: "tag") { p in
            .tag(try p.value(.tag, as: Tag.self))
        } reverse: { intent in
            guard case .tag(let tag) = intent else { return nil }
            return [.tag: tag.linkText]
        }
        .example([.tag: "summer"])
        Route("recipes", name: "recipes", optional: .premium) { p in
            .recipes(premium: try? p.value(.premium, as: Bool.self))
        }
    }
}
