import DeepLinks
import DeepLinksTestSupport
import Foundation
import Testing

@Suite struct LinkSourceDoorTests {
    @Test func aUserActivityIsItsOwnDoor() throws {
        let router = try makeDoorRouter()
        let invite = try #require(URL(string: "https://bestrecipes.com/invite/abc"))
        let viaActivity = router.resolve(.url(invite, from: .userActivity))
        #expect(viaActivity.success?.source == .userActivity)
        #expect(viaActivity.success?.intent == .invite("abc"))
        let asURL = router.resolve(.url(invite))
        #expect(asURL.success?.source == .universalLink)
        let debug = try #require(URL(string: "myapp://debug/reset"))
        #expect(router.resolve(.url(debug)).success?.intent == .debug)
        let debugFromActivity = router.resolve(.url(debug, from: .userActivity))
        #expect(debugFromActivity.failure?.kind == .noRoute)
    }

    @Test func inAppDoorsAreNeverRestricted() throws {
        let router = try makeDoorRouter()
        #expect(router.match(.path("/debug/reset"))?.intent == .debug)
        let named = router.resolve(.route("debug", parameters: [:], from: .intent))
        #expect(named.success?.intent == .debug)
        let inApp: [LinkSource] = LinkSource.allCases.filter(\.isInApp)
        let expected: [LinkSource] = [.path, .intent]
        #expect(inApp == expected)
    }

    @Test func sourceSetsDescribeThemselves() {
        let sets: [LinkSources] = [.all, [], .customScheme, .web, [.customScheme, .pushNotification, .shortcutItem]]
        let descriptions: [String] = sets.map(\.description)
        let expected: [String] = [
            "all links", "the app's own links only", "custom-scheme links only",
            "universal links and user activities only",
            "custom-scheme links, push notifications and shortcut items only",
        ]
        #expect(descriptions == expected)
    }
}
