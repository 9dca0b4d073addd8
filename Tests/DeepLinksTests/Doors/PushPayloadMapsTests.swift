import DeepLinksNavigation
import Foundation
import Testing

/// Servers that name screens their own way: a format's `routeNames` and `parameterKeys` read Kickstarter's nested
/// pushes, and a nested key's JSON text reads Firebase Cloud Messaging's `data`, with no adapter in the app.
@Suite struct PushPayloadMapsTests {
    enum Param: String, DeepLinkPathComponent {
        case projectId, updateId, id, type
        var capture: CaptureKind { self == .projectId || self == .updateId ? .int : .string }
    }

    enum Intent: Equatable, Sendable {
        case project(Int)
        case update(project: Int, update: Int)
        case recipe(String)
        case filter(String)
    }

    /// Kickstarter's pushes: `{"aps": …, "activity": {"category": "update", "project_id": 12, "update_id": 7}}`.
    static let kickstarter = PushPayloadFormat(
        nestedKeys: ["activity"], typeKey: "category", routeNames: ["update": "project.update"],
        parameterKeys: ["project_id": "projectId", "update_id": "updateId"])

    static func routes() -> [Route<Param, Intent>] {
        [
            Route("projects" / .projectId, name: "project") { p in .project(try p.int(.projectId)) },
            Route("projects" / .projectId / "updates" / .updateId, name: "project.update") { p in
                .update(project: try p.int(.projectId), update: try p.int(.updateId))
            },
            Route("recipe" / .id, name: "recipe") { p in .recipe(try p.value(.id)) },
        ]
    }

    @Test func kickstartersNestedPushesAreOneFormat() throws {
        let router = try DeepLinkRouter(pushPayloadFormat: Self.kickstarter, routes: Self.routes())
        let update: [AnyHashable: Any] = [
            "aps": ["alert": "Update #7"], "activity": ["category": "update", "project_id": 12, "update_id": 7],
        ]
        #expect(router.resolve(.pushPayload(update)).success?.intent == .update(project: 12, update: 7))
        // A category the map does not list is a route name itself.
        let project: [AnyHashable: Any] = ["activity": ["category": "project", "project_id": 12]]
        #expect(router.resolve(.pushPayload(project)).success?.intent == .project(12))
        let missing = router.resolve(.pushPayload(["activity": ["category": "update", "project_id": 12]]))
        #expect(
            missing.failure?.description
                == "Missing parameter 'updateId' for route 'project.update' (/projects/:projectId/updates/:updateId) "
                + "from a push notification.")
    }

    @MainActor @Test func aNavigatorOpensThemThroughThePushDoor() throws {
        let router = try DeepLinkRouter(pushPayloadFormat: Self.kickstarter, routes: Self.routes())
        let navigator = DeepLinkNavigator(router: router, openGates: [.authorization])
        var lines: [String] = []
        navigator.onEvent = { lines.append($0.description) }
        let outcome = navigator.open(
            .pushPayload(["activity": ["category": "update", "project_id": 1, "update_id": 2]]))
        guard case .held(let link, _) = outcome else {
            Issue.record("expected the link held for a root, got \(outcome)")
            return
        }
        #expect(link.intent == .update(project: 1, update: 2))
        #expect(link.source == .pushNotification)
        #expect(lines.first == "#1 received type 'update' (push notification)")
    }

    /// Firebase Cloud Messaging sends `data` as a JSON object written as a string.
    @Test func aNestedKeysJSONTextIsReadAsItsObject() throws {
        let router = try DeepLinkRouter<Param, Intent>(schemes: ["myapp"], routes: Self.routes())
        #expect(
            router.resolve(.pushPayload(["data": #"{"type": "recipe", "id": "42"}"#])).success?.intent == .recipe("42"))
        #expect(
            router.resolve(.pushPayload(["data": #" {"deeplink": "myapp://recipe/5"}"#])).success?.intent
                == .recipe("5"))
        #expect(
            router.resolve(.pushPayload(["data": #"{"type": "project", "projectId": 12}"#])).success?.intent
                == .project(12))
        let null = router.resolve(.pushPayload(["data": #"{"type": "recipe", "id": null}"#]))
        #expect(
            null.failure?.description == "Invalid push notification: 'id' is null; parameters are strings or numbers.")
        // Text that is not a JSON object is not a scope.
        for text in [#"["type", "recipe"]"#, #"{"type": "recipe", "id": "#, "type=recipe", ""] {
            let result = router.resolve(.pushPayload(["data": text]))
            #expect(result.failure?.kind == .invalidPayload, "\(text): \(result)")
        }
        // Longer than a push could be: not parsed.
        let long = #"{"type": "recipe", "id": ""# + String(repeating: "x", count: 70_000) + #""}"#
        #expect(router.resolve(.pushPayload(["data": long])).failure?.kind == .invalidPayload)
    }

    /// A parameter read from another key may be named like one of the format's keys: the payload key is what counts.
    @Test func aMappedParameterMayBeNamedLikeAKey() throws {
        let format = PushPayloadFormat(parameterKeys: ["kind": "type"])
        let router = try DeepLinkRouter<Param, Intent>(pushPayloadFormat: format) {
            Route("filter", name: "filter", query: .type) { p in .filter(try p.value(.type)) }
        }
        #expect(router.resolve(.pushPayload(["type": "filter", "kind": "vegan"])).success?.intent == .filter("vegan"))
    }

    @Test func theMapsAreCheckedAgainstTheTable() {
        let cases: [(PushPayloadFormat, String)] = [
            (
                PushPayloadFormat(routeNames: ["update": "project.updat"]),
                "The push payload format's routeNames maps 'update' to 'project.updat', which no route is named; "
                    + "named routes: project, project.update, recipe."
            ),
            (
                PushPayloadFormat(parameterKeys: ["project_id": "projectID"]),
                "The push payload format's parameterKeys maps 'project_id' to 'projectID', which no named route that "
                    + "takes pushes declares: use a component's raw value."
            ),
            (
                PushPayloadFormat(typeKey: "category", parameterKeys: ["category": "id"]),
                "Invalid push payload format: 'category' is in both typeKey and parameterKeys; a payload key has one "
                    + "role."
            ),
            (
                PushPayloadFormat(parameterKeys: ["a": "id", "b": "id"]),
                "Invalid push payload format: parameterKeys maps both 'a' and 'b' to 'id'; a parameter is read from "
                    + "one key."
            ),
        ]
        for (format, message) in cases {
            #expect {
                _ = try DeepLinkRouter(pushPayloadFormat: format, routes: Self.routes())
            } throws: { error in
                (error as? DeepLinkRouterError)?.description == message
            }
        }
        let closed = PushPayloadFormat(routeNames: ["web": "recipe"])
        #expect {
            _ = try DeepLinkRouter<Param, Intent>(pushPayloadFormat: closed) {
                OpenedFrom(.web) { Route("recipe" / .id, name: "recipe") { p in .recipe(try p.value(.id)) } }
            }
        } throws: { error in
            (error as? DeepLinkRouterError)?.description.hasPrefix(
                "The push payload format's routeNames maps 'web' to 'recipe' (DeepLinksTests/PushPayloadMapsTests.swift:"
            )
                ?? false
        }
    }
}
