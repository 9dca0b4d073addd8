import DeepLinks
import Foundation
import Testing

/// A route's parameters and the push format's own keys.
///
/// A push names its route under the format's `typeKey` and keeps more of itself under its `nestedKeys`: a named
/// route that takes pushes and declares a parameter of one of those names could only ever get the wrong value, so
/// the router refuses it when it is built. A parameter named like a link key is read as the route's parameter when
/// the payload names the route.
@Suite struct PushPayloadKeysTests {
    enum Param: String, DeepLinkPathComponent {
        case type, data, aps, screen, payload, url, link, id
        var capture: CaptureKind { .string }
    }

    enum Intent: Equatable, Sendable {
        case filter(String)
        case webview(String)
        case blog
        case recipe(String)
    }

    /// Where a route declares the colliding parameter.
    enum Position: String, CaseIterable, Sendable {
        case path, requiredQuery, optionalQuery
    }

    static func route(
        _ parameter: Param, at position: Position, fileID: String = #fileID, line: UInt = #line
    ) -> Route<Param, Intent> {
        switch position {
        case .path:
            Route("filter" / parameter, name: "filter", fileID: fileID, line: line) { p in
                .filter(try p.value(parameter))
            }
        case .requiredQuery:
            Route("filter", name: "filter", query: parameter, fileID: fileID, line: line) { p in
                .filter(try p.value(parameter))
            }
        case .optionalQuery:
            Route("filter", name: "filter", optional: parameter, fileID: fileID, line: line) { p in
                .filter(p[parameter] ?? "")
            }
        }
    }

    static let custom = PushPayloadFormat(linkKeys: ["target"], nestedKeys: ["payload"], typeKey: "screen")

    /// Every key of the format's own, in every position, with the standard format and a custom one.
    @Test(arguments: Position.allCases)
    func aParameterNamedLikeAKeyOfTheFormatIsABuildError(_ position: Position) throws {
        let cases: [(Param, PushPayloadFormat, String)] = [
            (
                .type, .standard,
                "has a parameter named 'type', the key ('type') a push payload names its route with: a push could "
                    + "never give it a value. Rename the parameter, give the router a PushPayloadFormat with another "
                    + "typeKey, or keep the route from pushes with OpenedFrom."
            ),
            (
                .data, .standard,
                "has a parameter named 'data', a key ('data') whose dictionary holds more of the payload: a push "
                    + "could never give it a value. Rename the parameter, give the router a PushPayloadFormat with "
                    + "other nestedKeys, or keep the route from pushes with OpenedFrom."
            ),
            (
                .aps, .standard,
                "has a parameter named 'aps', the key of the system's part of a payload ('aps'), which is never "
                    + "read: a push could never give it a value. Rename the parameter, or keep the route from pushes "
                    + "with OpenedFrom."
            ),
            (
                .screen, Self.custom,
                "has a parameter named 'screen', the key ('screen') a push payload names its route with: a push "
                    + "could never give it a value. Rename the parameter, give the router a PushPayloadFormat with "
                    + "another typeKey, or keep the route from pushes with OpenedFrom."
            ),
            (
                .payload, Self.custom,
                "has a parameter named 'payload', a key ('payload') whose dictionary holds more of the payload: a "
                    + "push could never give it a value. Rename the parameter, give the router a PushPayloadFormat "
                    + "with other nestedKeys, or keep the route from pushes with OpenedFrom."
            ),
        ]
        for (parameter, format, message) in cases {
            let line: UInt = #line + 1
            let route = Self.route(parameter, at: position, line: line)
            #expect {
                _ = try DeepLinkRouter<Param, Intent>(pushPayloadFormat: format, routes: [route])
            } throws: { error in
                (error as? DeepLinkRouterError)?.description
                    == "Route 'filter' (DeepLinksTests/PushPayloadKeysTests.swift:\(line)) " + message
            }
        }
    }

    /// The same names are fine where no push can reach them: a route without a name, a route closed to pushes,
    /// and a format whose keys are other names.
    @Test func aKeyNamedParameterOutOfAPushesReachIsAllowed() throws {
        _ = try DeepLinkRouter<Param, Intent> {
            Route("filter" / .type) { p in .filter(try p.value(.type)) }
            OpenedFrom([.web, .customScheme]) {
                Route("other", name: "other", query: .type, .data, .aps) { p in .filter(try p.value(.type)) }
            }
        }
        _ = try DeepLinkRouter<Param, Intent>(pushPayloadFormat: Self.custom) {
            Route("filter", name: "filter", query: .type, .data) { p in .filter(try p.value(.type)) }
        }
    }

    /// The example: a `type` parameter used to receive the route's own name.
    @Test func theTypeKeyNeverReachesAParameter() throws {
        let router = try DeepLinkRouter<Param, Intent>(pushPayloadFormat: Self.custom) {
            Route("filter", name: "filter", query: .type) { p in .filter(try p.value(.type)) }
        }
        let result = router.resolve(.pushPayload(["screen": "filter", "type": "vegan"]))
        #expect(result.success?.intent == .filter("vegan"))
    }

    /// A value under a link key is the named route's parameter when the route declares it; otherwise a link.
    @Test func aLinkKeyParameterOfTheNamedRouteIsAParameter() throws {
        let router = try DeepLinkRouter<Param, Intent>(hosts: ["bestrecipes.com"]) {
            Route("webview", name: "webview", query: .url) { p in .webview(try p.value(.url)) }
            Route("blog", name: "blog") { _ in .blog }
            Route("recipe" / .id, name: "recipe") { p in .recipe(try p.value(.id)) }
        }
        let webview = router.resolve(.pushPayload(["type": "webview", "url": "https://bestrecipes.com/blog"]))
        #expect(webview.success?.intent == .webview("https://bestrecipes.com/blog"))
        // Nested with its type, the same.
        let nested = router.resolve(.pushPayload(["data": ["type": "webview", "url": "https://bestrecipes.com/blog"]]))
        #expect(nested.success?.intent == .webview("https://bestrecipes.com/blog"))
        // Without a type, or with a type whose route does not declare the key, the value is a link.
        let link = router.resolve(.pushPayload(["url": "https://bestrecipes.com/blog"]))
        #expect(link.success?.intent == .blog)
        let other = router.resolve(.pushPayload(["type": "recipe", "id": "2", "url": "https://bestrecipes.com/blog"]))
        #expect(other.success?.intent == .blog)
        // The type in another dictionary than the link does not claim it.
        let apart = router.resolve(.pushPayload(["url": "https://bestrecipes.com/blog", "data": ["type": "webview"]]))
        #expect(apart.success?.intent == .blog)
    }

    /// A route closed to pushes does not claim a link key: the payload's link is read as a link.
    @Test func aRouteClosedToPushesDoesNotClaimALinkKey() throws {
        let router = try DeepLinkRouter<Param, Intent>(hosts: ["bestrecipes.com"]) {
            OpenedFrom(.web) {
                Route("webview", name: "webview", query: .url) { p in .webview(try p.value(.url)) }
            }
            Route("blog", name: "blog") { _ in .blog }
        }
        let result = router.resolve(.pushPayload(["type": "webview", "url": "https://bestrecipes.com/blog"]))
        #expect(result.success?.intent == .blog)
    }

    enum ModuleParam: String, DeepLinkPathComponent {
        case type
        var capture: CaptureKind { .string }
    }

    /// A module's named route is checked as the app's are, under its namespaced name and with the mount's site.
    @Test func aMountedRouteIsCheckedToo() {
        let module: [Route<ModuleParam, String>] = [
            Route("list", name: "list", query: .type) { p in try p.value(.type) }
        ]
        #expect {
            _ = try DeepLinkRouter<Param, Intent> {
                Mount("shop", module, names: "shop") { .filter($0) }
            }
        } throws: { error in
            let message = (error as? DeepLinkRouterError)?.description ?? ""
            return message.hasPrefix("Route 'shop.list' (DeepLinksTests/PushPayloadKeysTests.swift:")
                && message.contains(", mounted at DeepLinksTests/PushPayloadKeysTests.swift:")
                && message.contains("has a parameter named 'type', the key ('type') a push payload names its route")
        }
    }

    /// A format whose keys overlap, are empty or include `aps` could not be read as written.
    @Test func aMalformedFormatIsABuildError() {
        let cases: [(PushPayloadFormat, String)] = [
            (PushPayloadFormat(typeKey: "url"), "'url' is in both typeKey and linkKeys; a payload key has one role"),
            (
                PushPayloadFormat(linkKeys: ["data"]),
                "'data' is in both linkKeys and nestedKeys; a payload key has one role"
            ),
            (PushPayloadFormat(linkKeys: ["url", "url"]), "'url' appears twice in linkKeys"),
            (PushPayloadFormat(typeKey: ""), "a key is empty"),
            (PushPayloadFormat(nestedKeys: [""]), "a key is empty"),
            (
                PushPayloadFormat(nestedKeys: ["aps"]),
                "'aps' (in nestedKeys) is the system's part of a payload, never read"
            ),
        ]
        for (format, detail) in cases {
            #expect {
                _ = try DeepLinkRouter<Param, Intent>(pushPayloadFormat: format) {
                    Route("blog", name: "blog") { _ in .blog }
                }
            } throws: { error in
                (error as? DeepLinkRouterError)?.description == "Invalid push payload format: \(detail)."
            }
        }
    }
}
