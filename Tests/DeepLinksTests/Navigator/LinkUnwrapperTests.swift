import DeepLinksNavigation
import DeepLinksTestSupport
import DeepLinksTesting
import Foundation
import Testing

/// Wrapped links (an e-mail click tracker's, a short link) unwrapped before matching, inside the tracked pipeline.
@MainActor
@Suite struct LinkUnwrapperTests {
    static let tracker = LinkUnwrapper.queryItem("upn", onHosts: ["click.bestrecipes.com"])
    static let wrapped = "https://click.bestrecipes.com/ls/click?upn=https%3A%2F%2Fbestrecipes.com%2Frecipe%2F42"

    private func makeNavigator() throws -> (DeepLinkNavigator<DoorParam, DoorIntent>, EventLog) {
        let navigator = DeepLinkNavigator(router: try makeDoorRouter(), openGates: [.authorization])
        let log = EventLog()
        log.attach(to: navigator)
        navigator.linkUnwrappers = [Self.tracker]
        return (navigator, log)
    }

    @Test func aTrackersLinkIsMatchedAsTheLinkItWraps() throws {
        let (navigator, log) = try makeNavigator()
        guard case .held(let link, _) = navigator.open(.url(Self.wrapped)) else {
            Issue.record("not held")
            return
        }
        #expect(link.intent == .recipe("42"))
        #expect(link.url?.absoluteString == "https://bestrecipes.com/recipe/42")
        #expect(
            log.events.map(\.description).prefix(3) == [
                "#1 received https://click.bestrecipes.com/ls/click?upn=<redacted> (universal link)",
                "#1 unwrapped to https://bestrecipes.com/recipe/42",
                "#1 matched /recipe/42 as /recipe/:id",
            ])
        #expect(log.events.first?.unredactedDescription.contains("upn=https%3A%2F%2Fbestrecipes.com") == true)
    }

    @Test func theRealLinkPassesTheSameFiltersAndDoor() throws {
        let (navigator, log) = try makeNavigator()
        let elsewhere = "https://click.bestrecipes.com/c?upn=https%3A%2F%2Fevil.example%2Frecipe%2F1"
        guard case .unmatched(let error) = navigator.open(.url(elsewhere)) else {
            Issue.record("an unwrapped link to another host was matched")
            return
        }
        #expect(error.kind == .unsupportedHost)
        #expect(log.events.map(\.kind).contains(.unwrapped(to: "https://evil.example/recipe/1")))
        // The door the link came through is the real link's door: a user activity stays one.
        guard case .held(let link, _) = navigator.open(.url(Self.wrapped, from: .userActivity)) else {
            Issue.record("not held")
            return
        }
        #expect(link.source == .userActivity)
        // The web-only invite route takes a link unwrapped from a web link, whatever the real link's scheme: the
        // door is the one the link came through, decided once (a web page could link to the invite itself).
        let invite = "https://click.bestrecipes.com/c?upn=https%3A%2F%2Fbestrecipes.com%2Finvite%2Fabc"
        guard case .held(let opened, _) = navigator.open(.url(invite)) else {
            Issue.record("invite not held")
            return
        }
        #expect(opened.intent == .invite("abc"))
        #expect(opened.source == .universalLink)
        // A custom-scheme link that wraps a web link is still a custom-scheme link: the web-only route refuses it.
        let custom = "myapp://click.bestrecipes.com/c?upn=https%3A%2F%2Fbestrecipes.com%2Finvite%2Fabc"
        guard case .unmatched(let refused) = navigator.open(.url(custom)) else {
            Issue.record("a link that came through the custom scheme opened the web-only route")
            return
        }
        #expect(refused.kind == .noRoute)
        #expect(log.events.last?.source == .customScheme)
    }

    @Test func aWrappedLinkAndTheLinkItWrapsAreDuplicates() throws {
        let (navigator, _) = try makeNavigator()
        navigator.open(.url("https://bestrecipes.com/recipe/42"))
        guard case .duplicate(of: 1) = navigator.open(.url(Self.wrapped)) else {
            Issue.record("the tracker's copy was not a duplicate")
            return
        }
    }

    @Test func linksNoUnwrapperKnowsAreMatchedAsTheyCame() throws {
        let (navigator, log) = try makeNavigator()
        navigator.linkUnwrappers.append(LinkUnwrapper { _ in nil })
        navigator.open(.url("myapp://recipe/7"))
        navigator.open(.path("/recipe/8"))
        #expect(!log.events.contains { if case .unwrapped = $0.kind { true } else { false } })
    }

    @Test func aLinkWrappedTwiceIsUnwrappedTwiceAndALoopStops() throws {
        let (navigator, log) = try makeNavigator()
        let twice = "https://click.bestrecipes.com/c?upn=" + Self.wrapped.addingPercentEncodingForQueryValue()
        guard case .held(let link, _) = navigator.open(.url(twice)) else {
            Issue.record("not held")
            return
        }
        #expect(link.intent == .recipe("42"))
        #expect(log.events.filter { if case .unwrapped = $0.kind { true } else { false } }.count == 1)
        // Two short links that point at each other: four rounds, then the last link is matched as it is.
        let a = URL(fileURLWithPath: "/a")
        let b = URL(fileURLWithPath: "/b")
        var calls = 0
        navigator.linkUnwrappers = [
            LinkUnwrapper { url in url == a ? b : url == b ? a : nil }
        ]
        navigator.linkUnwrappers.insert(
            LinkUnwrapper { _ in
                MainActor.assumeIsolated { calls += 1 }
                return nil
            }, at: 0)
        let outcome = navigator.open(.url(a))
        #expect(calls == 4)
        guard case .unmatched = outcome else {
            Issue.record("a loop of short links was matched")
            return
        }
    }

    @Test func aTextTooLongIsNotReadByTheUnwrappers() throws {
        let (navigator, _) = try makeNavigator()
        navigator.linkUnwrappers = [
            LinkUnwrapper { _ in
                Issue.record("an unwrapper read a link past maxLinkLength")
                return nil
            }
        ]
        let long = "https://click.bestrecipes.com/c?upn=" + String(repeating: "a", count: 70_000)
        guard case .unmatched(let error) = navigator.open(.url(long)) else {
            Issue.record("a link past maxLinkLength was matched")
            return
        }
        #expect(error.kind == .linkTooLong)
    }

    /// Saved as the real link (a short link may not resolve again at the next launch) when its door fits the real
    /// link's text; else as it arrived, so that a snapshot's door always fits its text (LinkTrustTests has the
    /// relaunch).
    @Test func aHeldUnwrappedLinkIsSavedAsTheRealLinkWhenItsDoorFits() throws {
        let navigator = DeepLinkNavigator(router: try makeDoorRouter())
        navigator.linkUnwrappers = [Self.tracker]
        navigator.open(.url("https://click.bestrecipes.com/c?upn=https%3A%2F%2Fbestrecipes.com%2Faccount"))
        #expect(navigator.heldLinkSnapshot?.link == .text("https://bestrecipes.com/account"))
        #expect(navigator.heldLinkSnapshot?.source == .universalLink)
        let crossing = "https://click.bestrecipes.com/c?upn=myapp%3A%2F%2Faccount"
        navigator.open(.url(crossing))
        #expect(navigator.heldLinkSnapshot?.link == .text(crossing))
        #expect(navigator.heldLinkSnapshot?.source == .universalLink)
    }

    @Test(
        arguments: [
            ("https://click.bestrecipes.com/c?upn=myapp%3A%2F%2Frecipe%2F1", "myapp://recipe/1"),
            ("https://CLICK.BestRecipes.com/c?a=1&upn=myapp%3A%2F%2Frecipe%2F1#frag", "myapp://recipe/1"),
            ("https://click.bestrecipes.com/c?upn=%2Frecipe%2F1", nil),  // not absolute
            ("https://click.bestrecipes.com/c?url=myapp%3A%2F%2Frecipe%2F1", nil),  // another item
            ("https://other.com/c?upn=myapp%3A%2F%2Frecipe%2F1", nil),  // another host
            ("https://click.bestrecipes.com/c?upn=myapp%3A%2F%2Frecipe%2F%ZZ", nil),  // a malformed escape
            ("https://click.bestrecipes.com/c#upn=myapp%3A%2F%2Frecipe%2F1", nil),  // in the fragment
        ] as [(String, String?)])
    func theQueryItemUnwrapperReadsOnlyItsHostsAndItem(_ text: String, _ expected: String?) throws {
        let url = try #require(URL(string: text))
        #expect(Self.tracker.unwrap(url)?.absoluteString == expected)
    }
}

extension String {
    /// The text percent-encoded as a query value: everything but unreserved characters escaped.
    fileprivate func addingPercentEncodingForQueryValue() -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return addingPercentEncoding(withAllowedCharacters: allowed) ?? self
    }
}
