import DeepLinks
import Testing

/// A table whose links carry no values, written with the public API alone (no `@testable`), as an app would.
@Suite struct NoParametersTests {
    enum Screen: Equatable, Sendable { case home, settings, about, offers }

    static func router() throws -> DeepLinkRouter<NoParameters, Screen> {
        try DeepLinkRouter<NoParameters, Screen>(schemes: ["myapp"]) {
            Route("") { _ in .home }
            Route("settings", "preferences") { _ in .settings }
            Route("settings" / "about", name: "about") { _ in
                .about
            } reverse: { screen in
                screen == .about ? [:] : nil
            }
            RouteGroup("shop") {
                Route("offers") { captures in captures.isEmpty ? .offers : nil }
            }
        }
    }

    @Test(arguments: [
        ("/", Screen.home), ("/settings", .settings), ("/preferences", .settings), ("/settings/about", .about),
        ("/shop/offers", .offers),
    ])
    func matchesLiteralRoutes(path: String, screen: Screen) throws {
        #expect(try Self.router().match(.path(path))?.intent == screen)
    }

    @Test func missesWhatItDoesNotDeclare() throws {
        let router = try Self.router()
        #expect(router.match(.path("/settings/other")) == nil)
        #expect(router.match(.path("/shop")) == nil)
    }

    @Test func buildsLinksByNameAndByIntent() throws {
        let router = try Self.router()
        #expect(try router.path(for: .route("about", parameters: [:])) == "/settings/about")
        #expect(try router.url(for: .intent(.about), scheme: "myapp").absoluteString == "myapp://settings/about")
    }

    @Test func noTextNamesAParameter() {
        #expect(NoParameters(rawValue: "id") == nil)
        #expect(NoParameters(rawValue: "") == nil)
    }
}
