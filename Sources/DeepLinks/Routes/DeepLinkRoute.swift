/// Another name for ``Route``, for apps that have a `Route` type of their own.
///
/// Many apps declare their own `enum Route` (a navigation destination, a coordinator's step). In such an app,
/// `Route` means the app's type, and the DSL's routes are written `DeepLinkRoute`: the same type, nothing else
/// changes.
///
/// ```swift
/// enum Route { case home, recipe(String) }   // the app's own type
///
/// let router = try DeepLinkRouter<Param, Route> {
///     DeepLinkRoute("home") { _ in .home }
///     DeepLinkRoute("recipe" / .recipeId) { p in .recipe(try p.value(.recipeId)) }
/// }
/// ```
public typealias DeepLinkRoute<Component: DeepLinkPathComponent, Intent> = Route<Component, Intent>
