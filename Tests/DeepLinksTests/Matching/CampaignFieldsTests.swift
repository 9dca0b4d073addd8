import DeepLinksNavigation
import Foundation
import Testing

/// Campaign fields (`utm_*`, `gclid`, …): kept aside on the link and in the events, never given to a handler that does
/// not declare them.
@Suite struct CampaignFieldsTests {
    enum Param: String, DeepLinkPathComponent {
        case recipeId, country
        case utmSource = "utm_source"
    }

    static func makeRouter() throws -> DeepLinkRouter<Param, [Param: String]> {
        try DeepLinkRouter<Param, [Param: String]>(schemes: ["myapp"], hosts: ["bestrecipes.com"]) {
            Route("recipe" / .recipeId, name: "recipe", optional: .country) { p in p }
            Route("source", name: "source", optional: .utmSource) { p in p }  // declares one: its handler gets it
        }
    }

    static let link =
        "https://bestrecipes.com/recipe/42?utm_source=news+letter&country=FR&utm_campaign=spring%20sale&gclid=abc"
        + "&utm_source=second&fbclid=&other=1#utm_medium=fragment"

    @Test func aLinkKeepsItsCampaignFieldsAsideAndItsHandlerNeverSeesThem() throws {
        let router = try Self.makeRouter()
        let matched = try router.resolve(.url(Self.link)).get()
        #expect(matched.intent == [.recipeId: "42", .country: "FR"])
        // Decoded as query items are, the first of each name, an empty value kept, nothing from the fragment.
        #expect(
            matched.campaign() == [
                "utm_source": "news letter", "utm_campaign": "spring sale", "gclid": "abc", "fbclid": "",
            ])
        #expect(matched.campaign(.none) == [:])
        #expect(matched.campaign(CampaignFields(names: ["other"])) == ["other": "1"])
        #expect(matched.campaign(CampaignFields.standard.adding(["country"]))["country"] == "FR")
    }

    @Test func aRouteThatDeclaresAFieldGetsItAsAnyItem() throws {
        let router = try Self.makeRouter()
        let matched = try router.resolve(.url("myapp://source?utm_source=push&utm_medium=app")).get()
        #expect(matched.intent == [.utmSource: "push"])
        #expect(matched.campaign() == ["utm_source": "push", "utm_medium": "app"])
    }

    @Test func everyDoorWithAQueryKeepsThem() throws {
        let router = try Self.makeRouter()
        let path = try router.resolve(.path("/recipe/1?utm_source=app")).get()
        #expect(path.campaign() == ["utm_source": "app"])
        let push = try router.resolve(.pushPayload(["url": "myapp://recipe/1?gclid=g"])).get()
        #expect(push.campaign() == ["gclid": "g"])
        // A link by name that is not a push carries only its route's declared items; an intent none.
        let named = router.resolve(.route("nope", values: [:]))
        #expect((try? named.get()) == nil)
        let plain = try router.resolve(.path("/recipe/1")).get()
        #expect(plain.campaign().isEmpty)
        let byHand = DeepLink(url: nil, path: "/recipe/1?utm_source=x", intent: [Param: String](), pattern: "/x")
        #expect(byHand.campaign().isEmpty)
    }

    @Test func aPushPayloadByNameKeepsItsCampaignKeysAsideAndItsHandlerNeverSeesThem() throws {
        let router = try Self.makeRouter()
        let payload: [AnyHashable: Any] = [
            "aps": ["alert": "Spring menus"], "type": "recipe", "recipeId": "42", "utm_source": "push",
            "utm_campaign": "spring", "gclid": 123, "utm_medium": true, "ref": "home", "country": "FR",
        ]
        let pushed = try router.resolve(.pushPayload(payload)).get()
        #expect(pushed.intent == [.recipeId: "42", .country: "FR"])
        // Strings and numbers, by the same list as a URL's query items; a Boolean is no value.
        #expect(pushed.campaign() == ["utm_source": "push", "utm_campaign": "spring", "gclid": "123"])
        #expect(pushed.campaign(CampaignFields.standard.adding(["ref"]))["ref"] == "home")
        #expect(pushed.campaign(.none) == [:])
        // The format's own keys are never campaign fields, whatever the list says.
        #expect(pushed.campaign(CampaignFields(names: ["type", "aps", "url"])) == [:])
    }

    @Test func aPushPayloadsRouteThatDeclaresAKeyGetsItAndItIsAFieldToo() throws {
        let router = try Self.makeRouter()
        let pushed = try router.resolve(.pushPayload(["type": "source", "utm_source": "push", "utm_term": 7])).get()
        #expect(pushed.intent == [.utmSource: "push"])
        #expect(pushed.campaign() == ["utm_source": "push", "utm_term": "7"])
        // Under a nested key, beside the route name it is read with.
        let nested = try router.resolve(.pushPayload(["data": ["type": "recipe", "recipeId": "1", "fbclid": "f"]]))
            .get()
        #expect(nested.campaign() == ["fbclid": "f"])
    }

    @MainActor
    @Test func theNavigatorsEventsCarryAPushPayloadsCampaignKeys() throws {
        let navigator = DeepLinkNavigator(router: try Self.makeRouter())
        var events: [DeepLinkEvent] = []
        navigator.onEvent = { events.append($0) }
        navigator.campaignFields = CampaignFields.standard.adding(["ref"])
        navigator.open(.pushPayload(["type": "recipe", "recipeId": "42", "utm_source": "push", "ref": "inbox"]))
        let matched = try #require(events.first { if case .matched = $0.kind { true } else { false } })
        #expect(matched.campaign == ["utm_source": "push", "ref": "inbox"])
        #expect(matched.description == "#1 matched /recipe/42 as /recipe/:recipeId (campaign: ref, utm_source)")
    }

    @Test func campaignFieldsTakeNoPartInMatching() throws {
        let router = try Self.makeRouter()
        let with = try router.resolve(.path("/recipe/7?utm_source=a&gclid=b")).get()
        let without = try router.resolve(.path("/recipe/7")).get()
        #expect(with.intent == without.intent)
        #expect(with.pattern == without.pattern)
    }

    @MainActor
    @Test func theNavigatorsEventsCarryThemAndLogsShowTheirNamesOnly() throws {
        let navigator = DeepLinkNavigator(router: try Self.makeRouter())
        var events: [DeepLinkEvent] = []
        navigator.onEvent = { events.append($0) }
        navigator.open(.url("https://bestrecipes.com/recipe/42?utm_source=newsletter&gclid=abc"))
        #expect(events.first?.campaign == [:])  // received: not read yet
        let matched = try #require(events.first { if case .matched = $0.kind { true } else { false } })
        #expect(matched.campaign == ["utm_source": "newsletter", "gclid": "abc"])
        #expect(matched.description == "#1 matched /recipe/42 as /recipe/:recipeId (campaign: gclid, utm_source)")
        #expect(
            matched.unredactedDescription
                == "#1 matched /recipe/42 as /recipe/:recipeId (campaign: gclid=abc, utm_source=newsletter)")
        #expect(events.last?.campaign == ["utm_source": "newsletter", "gclid": "abc"])  // held: still there
        navigator.campaignFields = .none
        navigator.open(.url("https://bestrecipes.com/recipe/43?utm_source=newsletter"))
        #expect(events.filter { $0.linkID == 2 }.allSatisfy { $0.campaign.isEmpty })
    }
}
