import DeepLinks
import Foundation
import Testing

/// An app with a `Route` type of its own, as Kickstarter's app has.
///
/// One enum for URLs, shortcut items and pushes. Inside the app's scope `Route` is the app's type; DeepLinks' routes are written `DeepLinkRoute`, as the README
/// teaches, and every door reaches them.
enum KickstarterStyleApp {
    enum Param: String, DeepLinkPathComponent {
        case projectId, updateId, category
        var capture: CaptureKind { self == .updateId ? .int : .string }
    }

    /// The app's own route type: the intent of every door.
    enum Route: Equatable, Sendable {
        case discovery(category: String?)
        case project(String)
        case update(project: String, update: Int)
    }

    static func makeRouter() throws -> DeepLinkRouter<Param, Route> {
        try DeepLinkRouter<Param, Route>(schemes: ["ksr"], hosts: ["www.kickstarter.com"]) {
            DeepLinkRoute("discover", name: "discovery", optional: .category) { p in
                .discovery(category: p[.category])
            }
            DeepLinkRoute("projects" / .projectId, name: "project") { p in
                .project(try p.value(.projectId))
            } reverse: { route in
                guard case .project(let id) = route else { return nil }
                return [.projectId: id]
            }
            DeepLinkRoute("projects" / .projectId / "posts" / .updateId, name: "update") { p in
                .update(project: try p.value(.projectId), update: try p.int(.updateId))
            }
        }
    }
}

@Suite struct OwnRouteTypeTests {
    typealias App = KickstarterStyleApp

    @Test func everyDoorReachesTheAppsOwnRouteType() throws {
        let router = try App.makeRouter()
        let url = try #require(URL(string: "https://www.kickstarter.com/projects/bike/posts/7"))
        #expect(router.match(.url(url))?.intent == .update(project: "bike", update: 7))
        #expect(router.match(.url("ksr://discover?category=games"))?.intent == .discovery(category: "games"))
        let push: [AnyHashable: Any] = ["type": "project", "projectId": "bike"]
        #expect(try router.resolve(.pushPayload(push)).get().intent == .project("bike"))
        let shortcut = router.resolve(.shortcutItem(type: "discovery"))
        #expect(try shortcut.get().intent == .discovery(category: nil))
        #expect(try router.path(for: .intent(.project("bike"))) == "/projects/bike")
    }

    @Test func deepLinkRouteIsRoute() throws {
        let route: DeepLinkRoute<App.Param, App.Route> = DeepLinkRoute("x") { _ in .project("x") }
        let same: DeepLinks.Route<App.Param, App.Route> = route
        #expect(same.patterns == ["/x"])
    }
}
