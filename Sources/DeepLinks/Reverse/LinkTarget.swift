/// What a reverse link is built for: an intent, or a route by name with its parameters.
///
/// It is what ``DeepLinkRouter/path(for:)``, ``DeepLinkRouter/url(for:scheme:)`` and ``DeepLinkRouter/url(for:host:)``
/// take.
///
/// ```swift
/// try router.path(for: .intent(.showRecipe(recipeId: "42")))                   // "/recipe/42"
/// try router.url(for: .route("recipe", parameters: [.recipeId: "42"]), scheme: "myapp")
/// try router.url(for: .route("shop.product", values: ["productId": "12"]), host: "bestrecipes.com")
/// ```
public struct LinkTarget<Component: DeepLinkPathComponent, Intent> {
    @usableFromInline
    package enum Kind {
        case intent(Intent)
        case route(String, values: [String: String])
        /// A section's root route, with no values: the link to a navigation state whose path is empty.
        case sectionRoot(DeepLinkSection)
    }

    @usableFromInline let kind: Kind

    @inlinable
    package init(_ kind: Kind) {
        self.kind = kind
    }

    /// The link of the first route, in declaration order, whose reverse (``Route/reversed(_:)``) gives
    /// parameters for this intent.
    ///
    /// ```swift
    /// try router.path(for: .intent(.showRecipe(recipeId: "42")))   // "/recipe/42"
    /// ```
    ///
    /// - Parameter intent: The intent.
    /// - Returns: The target.
    @inlinable
    public static func intent(_ intent: Intent) -> LinkTarget {
        LinkTarget(.intent(intent))
    }

    /// The link of the named route with these parameters: path parameters and query items, decoded, as its
    /// handler would receive them; parameters the route does not take are ignored.
    ///
    /// ```swift
    /// try router.path(for: .route("recipes", parameters: [.country: "FR", .limit: "7"]))  // "/recipes?country=FR&limit=7"
    /// ```
    ///
    /// - Parameters:
    ///   - name: The route's name.
    ///   - parameters: Its parameters.
    /// - Returns: The target.
    @inlinable
    public static func route(_ name: String, parameters: [Component: String]) -> LinkTarget {
        LinkTarget(.route(name, values: Route<Component, Intent>.byName(parameters)))
    }

    /// The link of the named route with values keyed by parameter name: the way to name a mounted module's route.
    ///
    /// ```swift
    /// try router.path(for: .route("shop.product", values: ["productId": "12"]))   // "/shop/product/12"
    /// ```
    ///
    /// - Parameters:
    ///   - name: The route's name (with the mount's namespace, for a mounted route).
    ///   - values: Its parameters, by name.
    /// - Returns: The target.
    @inlinable
    public static func route(_ name: String, values: [String: String]) -> LinkTarget {
        LinkTarget(.route(name, values: values))
    }
}
