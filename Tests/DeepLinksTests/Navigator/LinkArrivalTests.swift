import DeepLinksNavigation
import Foundation
import Testing

/// A URL read once where it enters the navigator (issue #36, item 5): the text it carries gives every step the same
/// answer the URL itself gives — its door and trust, its match, its campaign fields and its events.
@MainActor
@Suite struct LinkArrivalTests {
    nonisolated static let texts = [
        "myapp://recipe/42", "MyApp://recipe/42?utm_source=mail", "https://bestrecipes.com/magic",
        "HTTP://bestrecipes.com/recipe/7?utm_source=news&gclid=abc#top", "/recipe/42", "recipe/42?x=1",
        "//evil.com/recipe/1", "linky://user:pw@settings?token=abc", "https://bestrecipes.com/recipe/%ZZ",
    ]

    @Test(arguments: texts, [nil, LinkSource.userActivity, .universalLink, .customScheme, .path])
    func theReadTextDecidesWhatTheURLDecides(text: String, door: LinkSource?) throws {
        let url = try #require(URL(string: text))
        let link = IncomingLink<TrustParam, TrustIntent>.url(url, from: door)
        let read = try #require(link.urlText)
        #expect(read == url.absoluteString)
        #expect(link.trust(urlText: read) == link.trust)
        let router = try makeTrustRouter()
        let byText = router._resolve(link, urlText: read, trust: link.trust)
        let byURL = router._resolve(link, trust: link.trust)
        switch (byText, byURL) {
        case (.success(let lhs), .success(let rhs)):
            #expect(lhs == rhs)
            #expect(lhs.campaign(.standard, urlText: read) == rhs.campaign())
        case (.failure(let lhs), .failure(let rhs)):
            #expect(lhs.description == rhs.description)
        default:
            Issue.record("\(text) through \(String(describing: door)): \(byText) read once, \(byURL) from the URL")
        }
    }

    @Test func onlyAURLHasAText() {
        #expect(IncomingLink<TrustParam, TrustIntent>.path("/recipe/42").urlText == nil)
        #expect(IncomingLink<TrustParam, TrustIntent>.url("myapp://recipe/42").urlText == nil)
        #expect(IncomingLink<TrustParam, TrustIntent>.intent(.home).urlText == nil)
    }

    @Test func aLinkWithoutAURLIgnoresAText() throws {
        let link = try makeTrustRouter().resolve(.path("/recipe/42?utm_source=mail")).get()
        #expect(link.campaign(.standard, urlText: "myapp://recipe/1?utm_source=other") == ["utm_source": "mail"])
    }

    @Test func theEventsOfAURLAreThoseOfItsText() throws {
        let text = "https://bestrecipes.com/recipe/7?utm_source=news&token=secret#top"
        func events(_ link: IncomingLink<TrustParam, TrustIntent>) throws -> [String] {
            let navigator = DeepLinkNavigator(router: try makeTrustRouter())
            let log = EventLog()
            log.attach(to: navigator)
            navigator.open(link, animated: false)
            return log.events.map { "\($0) \($0.unredactedDescription) \($0.campaign)" }
        }
        let byURL = try events(.url(try #require(URL(string: text))))
        #expect(byURL == (try events(.url(text))))
        let received = "#1 received https://bestrecipes.com/recipe/7?utm_source=<redacted>&token=<redacted>#<redacted>"
        #expect(byURL.first == "\(received) (universal link) #1 received \(text) (universal link) [:]")
    }
}
