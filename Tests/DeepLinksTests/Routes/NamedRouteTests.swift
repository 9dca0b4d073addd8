import DeepLinks
import DeepLinksTestSupport
import Foundation
import Testing

@Suite struct NamedRouteTests {
    @Test func resolveByNameHandsValuesUntouched() throws {
        let router = try makeDoorRouter()
        let link = try router.resolve(.route("recipe", parameters: [.id: "a/b+c%2F"])).get()
        #expect(link.intent == .recipe("a/b+c%2F"))
        #expect(link.source == .path)
        let unknown = router.resolve(.route("nope", parameters: [:]))
        #expect(unknown.failure?.kind == .unknownRouteName)
    }

    @Test func theFirstPatternWhoseParametersAreGivenIsUsed() throws {
        let router = try DeepLinkRouter<DoorParam, String> {
            Route("order" / .number, "orders" / .id, "orders", name: "order") { p in
                let given: String? = p[.number] ?? p[.id]
                return given ?? "all"
            }
        }
        let byNumber = try router.resolve(.route("order", parameters: [.number: "3"])).get()
        #expect(byNumber.pattern == "/order/:number")
        let byID = try router.resolve(.route("order", parameters: [.id: "x"])).get()
        #expect(byID.pattern == "/orders/:id")
        let none = try router.resolve(.route("order", parameters: [:])).get()
        #expect(none.pattern == "/orders")
    }

    @Test func decliningAndThrowingHandlers() throws {
        let router = try DeepLinkRouter<DoorParam, String> {
            Route("a" / .id, name: "declines") { _ in nil }
            Route("b" / .id, name: "throws") { p in try p.value(.code) }
        }
        let declined = router.resolve(.route("declines", parameters: [.id: "1"]))
        #expect(declined.failure?.description == "Every matching route declined '/a/1': /a/:id.")
        let failed = router.resolve(.route("throws", parameters: [.id: "1"]))
        #expect(failed.failure?.kind == .handlerFailed)
        #expect(failed.failure?.parameter == "code")
    }

    @Test func namesSurviveGroupsAuthorizationAndSources() throws {
        let router = try DeepLinkRouter<DoorParam, String> {
            RouteGroup("shop") {
                Authorized {
                    OpenedFrom(.customScheme) {
                        Route("cart", name: "cart") { _ in "cart" }
                    }
                }
            }
            Route("home") { _ in "home" }.named("home")
        }
        let names: [String?] = router.routes.map(\.name)
        let expected: [String?] = ["cart", "home"]
        #expect(names == expected)
        let cart = try router.resolve(.route("cart", parameters: [:])).get()
        #expect(cart.requiresAuthorization)
        #expect(cart.path == "/shop/cart")
    }

    @Test func aDuplicateNameIsABuildError() {
        let message = buildErrorMessage {
            try DeepLinkRouter<DoorParam, String> {
                Route("a", name: "same", line: 10) { _ in "a" }
                Route("b", name: "same", line: 11) { _ in "b" }
            }
        }
        let file = "DeepLinksTests/NamedRouteTests.swift"
        let expected =
            "Routes declared at \(file):10 and \(file):11 are both named 'same'; a name leads to one route, so rename "
            + "one of them."
        #expect(message == expected)
    }

    @Test func anEmptyNameIsABuildError() {
        let message = buildErrorMessage {
            try DeepLinkRouter<DoorParam, String> { Route("a", name: "", line: 3) { _ in "a" } }
        }
        let expected =
            "Route declared at DeepLinksTests/NamedRouteTests.swift:3 has an empty name; give it a "
            + "name, or none."
        #expect(message == expected)
    }
}
