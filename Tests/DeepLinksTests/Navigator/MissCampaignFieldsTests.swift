import DeepLinksNavigation
import DeepLinksTestSupport
import Testing

/// A link that misses carries its campaign fields too (issue #37): attribution tools record them whatever happens
/// next, so the `unmatched` event has them, and its line shows them bounded as the `matched` line does.
@MainActor
@Suite struct MissCampaignFieldsTests {
    /// The `unmatched` event of `link`, and every line the navigator logged.
    func unmatched(
        _ link: IncomingLink<DoorParam, DoorIntent>, fields: CampaignFields = .standard
    ) throws -> (event: DeepLinkEvent, lines: [String]) {
        let navigator = DeepLinkNavigator(router: try makeDoorRouter())
        navigator.campaignFields = fields
        let log = EventLog()
        log.attach(to: navigator)
        guard case .unmatched = navigator.open(link) else {
            Issue.record("the link did not miss")
            throw CancellationError()
        }
        #expect(log.linksNotEndedOnce().isEmpty)
        let event = try #require(log.events.last)
        #expect(event.kind.isTerminal)
        return (event, log.lines)
    }

    @Test func aLinkMissingARequiredQueryItemKeepsItsCampaignFields() throws {
        let (event, lines) = try unmatched(.url("myapp://search?utm_source=mail&utm_campaign=spring&gclid=abc"))
        #expect(event.campaign == ["utm_source": "mail", "utm_campaign": "spring", "gclid": "abc"])
        #expect(
            lines.last
                == "#1 unmatched: Missing query parameter 'term' in '/search': /search requires it. "
                + "(campaign: gclid, utm_campaign, utm_source)")
        #expect(event.unredactedDescription.hasSuffix(" (campaign: gclid=abc, utm_campaign=spring, utm_source=mail)"))
    }

    @Test func aLinkThatMatchesNoRouteKeepsItsCampaignFields() throws {
        let (event, lines) = try unmatched(.url("https://bestrecipes.com/nowhere?utm_source=mail&token=secret"))
        #expect(event.campaign == ["utm_source": "mail"])
        #expect(lines.last?.hasPrefix("#1 unmatched: No route matches '/nowhere'") == true)
        #expect(lines.last?.hasSuffix(" (campaign: utm_source)") == true)
        #expect(lines.last?.contains("secret") == false)
    }

    @Test func everyDoorThatCarriesAQueryKeepsThemOnAMiss() throws {
        // A link refused for its door, a push payload's link and route name, a restored path.
        #expect(try unmatched(.url("myapp://invite/abc?utm_source=mail")).event.campaign == ["utm_source": "mail"])
        #expect(
            try unmatched(.pushPayload(["url": "myapp://nowhere?utm_medium=push"])).event.campaign == [
                "utm_medium": "push"
            ])
        #expect(
            try unmatched(.pushPayload(["type": "search", "utm_source": "push", "other": "x"])).event.campaign == [
                "utm_source": "push"
            ])
        #expect(try unmatched(.path("/nowhere?fbclid=f")).event.campaign == ["fbclid": "f"])
    }

    @Test func aMissWithoutCampaignFieldsOrWithThemOffShowsNone() throws {
        let plain = try unmatched(.url("myapp://nowhere?x=1"))
        #expect(plain.event.campaign.isEmpty)
        #expect(plain.lines.last == "#1 unmatched: No route matches '/nowhere'.")
        let off = try unmatched(.url("myapp://nowhere?utm_source=mail"), fields: .none)
        #expect(off.event.campaign.isEmpty)
        #expect(off.lines.last?.contains("campaign") == false)
    }

    @Test func aMissWithSixThousandCampaignFieldsLogsABoundedLine() throws {
        let items = (0..<6_007).map { "utm_\($0)=\($0 % 10)" }.joined(separator: "&")
        let (event, _) = try unmatched(.url("https://bestrecipes.com/nowhere?" + items))
        #expect(event.campaign.count == 6_007)
        for line in [event.description, event.unredactedDescription] {
            #expect(line.count <= 512 + 200, "\(line.count) characters")
        }
        let shown = event.description.split(separator: "(campaign: ")[1].split(separator: ", ").filter {
            $0.hasPrefix("utm_")
        }
        #expect(event.description.hasSuffix(", … and \(6_007 - shown.count) more)"), "\(event.description)")
    }

    @Test func aLinkTooLongToReadGivesNone() throws {
        let navigator = DeepLinkNavigator(router: try makeDoorRouter())
        let log = EventLog()
        log.attach(to: navigator)
        let long = "myapp://nowhere?utm_source=mail&pad=" + String(repeating: "a", count: 70_000)
        guard case .unmatched(let error) = navigator.open(.url(long)) else {
            Issue.record("a link too long was not refused")
            return
        }
        #expect(error.kind == .linkTooLong)
        #expect(log.events.last?.campaign.isEmpty == true)
    }
}
