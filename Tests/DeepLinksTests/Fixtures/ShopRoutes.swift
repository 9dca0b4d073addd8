import DeepLinks

/// Components for the URL-anatomy tests: query parameters of every kind and a remainder.
enum ShopParam: String, DeepLinkPathComponent {
    case id, country, limit, q, tag, rest, page, weekOrMenu = "week_or_menu"

    var capture: CaptureKind {
        switch self {
        case .limit, .page: .int
        case .rest: .remainder
        case .weekOrMenu: .either
        default: .string
        }
    }
}

/// What a shop route resolves to: its name and everything the handler received, keyed by raw name.
struct Shop: Equatable, Sendable {
    var route: String
    var params: [String: String]

    static func make(_ route: String) -> @Sendable ([ShopParam: String]) -> Shop? {
        { params in Shop(route: route, params: Dictionary(uniqueKeysWithValues: params.map { ($0.rawValue, $1) })) }
    }
}
