extension DeepLinkRouter {
    /// Resolves a home-screen shortcut item (quick action): its type names a route, its `userInfo` gives the
    /// route's parameters, keyed by your components' raw values.
    ///
    /// The format's ``ShortcutItemFormat/typePrefix`` is removed from the type first. Values are strings or
    /// numbers, checked as a URL's captures are; the link's ``DeepLink/source`` is ``LinkSource/shortcutItem``.
    /// No UIKit type is involved: pass the item's `type` and `userInfo`.
    ///
    /// ```swift
    /// // UIApplicationShortcutItem(type: "com.bestrecipes.app.recipe", …, userInfo: ["id": "42" as NSString])
    /// router.resolve(
    ///     shortcutItemType: item.type, userInfo: item.userInfo,
    ///     format: ShortcutItemFormat(typePrefix: "com.bestrecipes.app."))
    /// ```
    ///
    /// - Parameters:
    ///   - type: The item's type.
    ///   - userInfo: The item's `userInfo`, if any.
    ///   - format: How to read the type; no prefix by default.
    /// - Returns: The link, or why there is none (``DeepLinkError/Kind/unknownRouteName`` for a type that names
    ///   no route).
    public func resolve(
        shortcutItemType type: String, userInfo: [String: Any]? = nil, format: ShortcutItemFormat = .init()
    ) -> Result<DeepLink<Intent>, DeepLinkError> {
        _resolve(routeNamed: format.routeName(forType: type), from: .shortcutItem) { name in
            Self.namedValue(userInfo, name)
        }
    }
}
