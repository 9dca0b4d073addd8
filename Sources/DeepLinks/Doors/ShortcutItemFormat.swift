/// How DeepLinks reads a home-screen shortcut item (quick action): its `type` names a route.
///
/// ```swift
/// let format = ShortcutItemFormat(typePrefix: "com.bestrecipes.app.")
/// // "com.bestrecipes.app.recipe" with userInfo ["id": "42"] → the route named "recipe"
/// ```
public struct ShortcutItemFormat: Hashable, Sendable {
    /// A prefix removed from the item's type before it is read as a route name, when the type starts with it.
    public var typePrefix: String

    /// Creates a format.
    ///
    /// ```swift
    /// let format = ShortcutItemFormat(typePrefix: Bundle.main.bundleIdentifier.map { $0 + "." } ?? "")
    /// ```
    ///
    /// - Parameter typePrefix: Removed from the type when it starts with it; empty for none.
    public init(typePrefix: String = "") {
        self.typePrefix = typePrefix
    }

    /// The route name a shortcut item's type gives: the type without ``typePrefix``.
    ///
    /// ```swift
    /// ShortcutItemFormat(typePrefix: "com.example.app.").routeName(forType: "com.example.app.recipe")  // "recipe"
    /// ```
    ///
    /// - Parameter type: The item's type.
    /// - Returns: The route name.
    package func routeName(forType type: String) -> String {
        // Bytes, not Characters: `hasPrefix` would not see "app." in "app.\u{301}x", whose "." and accent are one
        // Character.
        guard !typePrefix.isEmpty, type.utf8.starts(with: typePrefix.utf8) else { return type }
        return String(Substring(type.utf8.dropFirst(typePrefix.utf8.count)))
    }
}
