import DeepLinksNavigation
import DeepLinksTestSupport
import Testing

/// The `matched` line's campaign fields: bounded like every other line, while the event keeps them all.
@MainActor
@Suite struct CampaignLineTests {
    @Test func aLinkWithSixThousandCampaignFieldsLogsABoundedLine() throws {
        let router = try DeepLinkRouter<DoorParam, DoorIntent>(schemes: ["myapp"], hosts: ["bestrecipes.com"]) {
            Route("recipe" / .id) { p in .recipe(try p.value(.id)) }
        }
        let navigator = DeepLinkNavigator(router: router)
        let log = EventLog()
        log.attach(to: navigator)
        // 6,007 items: as many as a link within the default limit of 64 KiB holds.
        let items = (0..<6_007).map { "utm_\($0)=\($0 % 10)" }.joined(separator: "&")
        navigator.open(.url("https://bestrecipes.com/recipe/42?" + items))
        let matched = try #require(log.events.first { if case .matched = $0.kind { true } else { false } })
        #expect(matched.campaign.count == 6_007)
        #expect(matched.campaign["utm_6006"] == "6")
        for line in [matched.description, matched.unredactedDescription] {
            #expect(line.count <= 512 + 120, "\(line.count) characters")
        }
        #expect(matched.description.hasPrefix("#1 matched /recipe/42 as /recipe/:id (campaign: utm_0, utm_1, utm_10, "))
        // The rest counted: the fields shown and the count of the others add up to all of them.
        let redacted = matched.description
        let shownNames = redacted.split(separator: "(campaign: ")[1].split(separator: ", ").filter {
            $0.hasPrefix("utm_")
        }
        #expect(redacted.hasSuffix(", … and \(6_007 - shownNames.count) more)"), "\(redacted)")
        #expect(matched.unredactedDescription.contains("utm_0=0, utm_1=1, utm_10=0, "))
        #expect(matched.unredactedDescription.hasSuffix(" more)"))
    }

    @Test func aFewCampaignFieldsReadAsBefore() throws {
        let router = try DeepLinkRouter<DoorParam, DoorIntent>(schemes: ["myapp"], hosts: ["bestrecipes.com"]) {
            Route("recipe" / .id) { p in .recipe(try p.value(.id)) }
        }
        let navigator = DeepLinkNavigator(router: router)
        let log = EventLog()
        log.attach(to: navigator)
        navigator.open(.url("https://bestrecipes.com/recipe/42?utm_source=mail&gclid=abc"))
        #expect(log.lines.contains("#1 matched /recipe/42 as /recipe/:id (campaign: gclid, utm_source)"))
    }
}
