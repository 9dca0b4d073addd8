import Foundation
import Testing

@testable import DeepLinks

/// A link keeps what most links do without (a URL, a text, a payload's values, gates, tracking) behind one optional
/// reference, and its door, the app's word and its entry in one word: every part still reads back as it was given,
/// from every door, and a gated route's links share the extras its declaration made.
@Suite struct DeepLinkStorageTests {
    enum Param: String, DeepLinkPathComponent {
        case id
    }

    static let consent = DeepLinkGate("consent")

    static func router() throws -> DeepLinkRouter<Param, String> {
        try DeepLinkRouter<Param, String>(schemes: ["myapp"], hosts: ["example.com"]) {
            Route("open" / .id) { p in "open " + (try p.value(.id)) }
            Authorized {
                Route("orders" / .id) { p in "order " + (try p.value(.id)) }
            }
        }
    }

    @Test func aStampGivesBackEveryDoorWordAndEntry() {
        let entries: [Int32] = [-1, 0, 1, 7, 65_535, .max, .min]
        for source in LinkSource.allCases {
            for isFromApp in [false, true] {
                for entry in entries {
                    let stamp = LinkStamp(source: source, isFromApp: isFromApp, entry: entry)
                    #expect(stamp.source == source, "\(source) \(isFromApp) \(entry)")
                    #expect(stamp.isFromApp == isFromApp, "\(source) \(isFromApp) \(entry)")
                    #expect(stamp.entry == entry, "\(source) \(isFromApp) \(entry)")
                }
            }
        }
        // Every door has a code of its own.
        #expect(Set(LinkSource.allCases.map(\.code)).count == LinkSource.allCases.count)
    }

    @Test func aLinkStaysSevenScalarsForAnIntIntent() {
        // Two Strings, the intent, the extras' reference and the stamp: a client copies and destroys a link this size
        // field by field; one scalar more and it went through the link's value witness (`LinkExtras`).
        #expect(MemoryLayout<DeepLink<Int>>.size == 7 * MemoryLayout<Int>.size)
    }

    @Test func aPlainPathKeepsNoExtras() throws {
        let link = try #require(try Self.router().match(.path("/open/42")))
        #expect(link.extras == nil)
        #expect(link.url == nil && link.gates.isEmpty && link.storedText == nil && link.tracking == nil)
        #expect(link.path == "/open/42" && link.pattern == "/open/:id" && link.intent == "open 42")
        #expect(link.source == .path && link.isFromApp)
        #expect(link.storedEntry == 0)
    }

    @Test func aPathWithAQueryKeepsItsText() throws {
        let link = try #require(try Self.router().match(.path("/open/42?utm_source=app")))
        #expect(link.storedText == "/open/42?utm_source=app" && link.url == nil)
        #expect(link.path == "/open/42" && link.campaign() == ["utm_source": "app"])
    }

    @Test func aURLKeepsItsURLAndDoor() throws {
        let router = try Self.router()
        let custom = try #require(router.match(.url("myapp://open/7")))
        #expect(custom.url?.absoluteString == "myapp://open/7" && custom.storedText == nil)
        #expect(custom.source == .customScheme && !custom.isFromApp && custom.path == "/open/7")
        let universal = try #require(router.match(.url("https://example.com/orders/3")))
        #expect(universal.source == .universalLink && universal.gates == [.authorization])
        #expect(universal.url?.host == "example.com" && universal.storedEntry == 1)
    }

    @Test func aGatedRoutesLinksShareTheExtrasItsDeclarationMade() throws {
        let router = try Self.router()
        let first = try #require(router.match(.path("/orders/1")))
        let second = try #require(router.match(.path("/orders/2")))
        #expect(first.gates == [.authorization] && second.gates == [.authorization])
        let shared = try #require(first.extras)
        #expect(second.extras === shared)
        #expect(first.requiresAuthorization && first.intent == "order 1" && second.intent == "order 2")
    }

    @Test func aTrustsGatesAreAddedToTheRoutesInALinkOfItsOwn() throws {
        let router = try Self.router()
        let trust = LinkTrust(door: .pushNotification, isFromApp: false, gates: [Self.consent])
        let link = try router.resolve(linkText: "/orders/5", trust: trust).get()
        #expect(Set(link.gates) == [.authorization, Self.consent])
        #expect(link.source == .pushNotification && !link.isFromApp)
        let plain = try #require(router.match(.path("/orders/5")))
        #expect(link.extras !== plain.extras)
        #expect(plain.gates == [.authorization])
    }

    @Test func trackingIsKeptBesideTheOtherExtrasAndOutOfEquality() throws {
        final class Tracker: Sendable {}
        let tracker = Tracker()
        let router = try Self.router()
        var link = try #require(router.match(.url("https://example.com/orders/3?gclid=g")))
        let before = link
        link.tracking = tracker
        #expect(link.tracking === tracker)
        #expect(link.url == before.url && link.gates == before.gates && link.campaign() == ["gclid": "g"])
        #expect(link == before)
        link.tracking = nil
        #expect(link.tracking == nil && link.url == before.url && link.gates == [.authorization])
        // A link without other extras keeps none once its tracking is gone.
        var plain = try #require(router.match(.path("/open/1")))
        plain.tracking = tracker
        #expect(plain.extras != nil)
        plain.tracking = nil
        #expect(plain.extras == nil)
    }

    @Test func aHandOffToAModuleKeepsEveryPartButTheEntry() throws {
        final class Tracker: Sendable {}
        let tracker = Tracker()
        var link = try #require(try Self.router().match(.path("/orders/9?utm_source=mail")))
        link.tracking = tracker
        let handed = link.with(intent: 9)
        #expect(handed.intent == 9 && handed.path == link.path && handed.pattern == link.pattern)
        #expect(handed.gates == [.authorization] && handed.source == .path && handed.isFromApp)
        #expect(handed.tracking === tracker && handed.storedEntry == -1)
        // The link's text goes with it: a module's handler reads the same campaign fields as the app's.
        #expect(handed.campaign() == ["utm_source": "mail"])
    }

    @Test func aLinkMadeByHandReadsBackItsParts() throws {
        let url = try #require(URL(string: "https://example.com/open/1"))
        let byURL = DeepLink(url: url, path: "/open/1", intent: 1, pattern: "/open/:id")
        #expect(byURL.source == .universalLink && !byURL.isFromApp && byURL.url == url && byURL.storedEntry == -1)
        let byHand = DeepLink(url: nil, path: "/home", intent: 2, gates: [], pattern: "/home")
        #expect(byHand.extras == nil && byHand.source == .path && byHand.isFromApp)
        let gated = DeepLink(url: nil, path: "/x", intent: 3, gates: [Self.consent], pattern: "/x", source: .intent)
        #expect(gated.gates == [Self.consent] && gated.source == .intent && gated.isFromApp)
    }
}
