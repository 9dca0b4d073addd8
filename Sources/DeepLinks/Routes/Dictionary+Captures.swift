extension Dictionary where Key: DeepLinkPathComponent, Value == String {
    /// Reads a capture as text, throwing when the route does not give it (a typo in the component, say).
    ///
    /// The safe read for handlers: a thrown error refuses the link with a reason that names the component and
    /// the route, where force-unwrapping the subscript would crash the app.
    ///
    /// ```swift
    /// Route("recipe" / .recipeId) { params in .showRecipe(try params.value(.recipeId)) }
    /// ```
    ///
    /// - Parameter key: The component.
    /// - Returns: The captured value, percent-decoded.
    /// - Throws: ``DeepLinkParameterError`` when the dictionary has no value for `key`.
    public func value(_ key: Key) throws(DeepLinkParameterError) -> String {
        guard let value = self[key] else { throw .missing(key.rawValue) }
        return value
    }

    /// Reads a capture as an `Int`, with the ``CaptureKind/int`` rules: an optional `-`, then ASCII digits, fitting
    /// `Int`.
    ///
    /// A component captured as ``CaptureKind/int`` always reads; use `try?` for an optional query item.
    ///
    /// ```swift
    /// Route("subscription" / .subscriptionId / .weekId / "edit") { params in
    ///     .editWeek(try params.value(.subscriptionId), week: try params.int(.weekId))   // "3" → 3
    /// }
    /// Route("recipes", optional: .limit) { params in .recipes(limit: try? params.int(.limit)) }
    /// ```
    ///
    /// - Parameter key: The component.
    /// - Returns: The value as an `Int`.
    /// - Throws: ``DeepLinkParameterError`` when the value is missing or not an integer (`"+3"`, `" 3"`, `"3.0"`).
    public func int(_ key: Key) throws(DeepLinkParameterError) -> Int {
        let text = try value(key)
        guard let number = CaptureKind.parseInt(text) else { throw .notAnInt(key.rawValue, value: text) }
        return number
    }

    /// Reads a capture as `Either<Int, String>`: `.left` exactly when it is an ``CaptureKind/int``.
    ///
    /// ```swift
    /// Route("menu" / .weekOrMenuId) { params in .menu(try params.either(.weekOrMenuId)) }   // "3" → .left(3)
    /// ```
    ///
    /// - Parameter key: The component.
    /// - Returns: The value: `"3"` → `.left(3)`, `"abc"` → `.right("abc")`.
    /// - Throws: ``DeepLinkParameterError`` when the value is missing.
    public func either(_ key: Key) throws(DeepLinkParameterError) -> Either<Int, String> {
        let text = try value(key)
        return CaptureKind.parseInt(text).map(Either.left) ?? .right(text)
    }

    /// Reads a capture as a value of your own type: a `UUID`, `Bool`, `Double`, an enum by raw value, any
    /// ``DeepLinkValue``.
    ///
    /// A component captured as ``CaptureKind/value(_:)`` of that type always reads (the router checked it before the
    /// handler); use `try?` for an optional query item.
    ///
    /// ```swift
    /// Route("users" / .userId) { params in .user(try params.value(.userId, as: UUID.self)) }
    /// Route("recipes" / .diet) { params in .diet(try params.value(.diet, as: Diet.self)) }
    /// Route("recipes", optional: .vegan) { params in .recipes(vegan: (try? params.value(.vegan, as: Bool.self)) ?? false) }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The component.
    ///   - type: The type to read.
    /// - Returns: The value.
    /// - Throws: ``DeepLinkParameterError`` when the value is missing or its type does not read it.
    public func value<Typed: DeepLinkValue>(_ key: Key, as type: Typed.Type) throws(DeepLinkParameterError) -> Typed {
        let text = try value(key)
        guard let typed = Typed(linkText: text) else {
            throw .notOfType(key.rawValue, type: Typed.linkTypeName, value: text)
        }
        return typed
    }
}
