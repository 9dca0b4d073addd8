import Foundation
import Testing

@testable import DeepLinks

/// The router's `maxLinkLength`: a documented default, configurable, and a longer link refused unread with
/// `linkTooLong` through every entry point.
@Suite struct LinkLengthTests {
    /// `myapp://docs/` and `/docs/` followed by enough `a`s to make `length` bytes.
    static func url(_ length: Int) -> String { "myapp://docs/" + String(repeating: "a", count: length - 13) }
    static func path(_ length: Int) -> String { "/docs/" + String(repeating: "a", count: length - 6) }

    static func router(limit: Int = 24) throws -> DeepLinkRouter<ShopParam, Shop> {
        try DeepLinkRouter<ShopParam, Shop>(schemes: ["myapp"], maxLinkLength: limit) {
            Route("docs" / .rest, handler: Shop.make("docs"))
        }
    }

    static func message(_ text: String, limit: Int = 24) -> String {
        "Link too long: \(text.utf8.count) bytes, over the router's limit of \(limit) (maxLinkLength); it starts "
            + "'\(text)'."
    }

    @Test func theDefaultIs64KiB() throws {
        let router = try DeepLinkRouter<ShopParam, Shop> { Route("docs" / .rest, handler: Shop.make("docs")) }
        let limit: Int = router.maxLinkLength
        #expect(limit == 65_536)
        #expect(DeepLinkRouter<ShopParam, Shop>.defaultMaxLinkLength == 65_536)
        #expect(router.match(.path(Self.path(65_536)))?.intent.route == "docs")
        #expect(router.match(.path(Self.path(65_537))) == nil)
        #expect(router.resolve(.path(Self.path(65_537))).failureKind == .linkTooLong)
        let built = try DeepLinkRouter<ShopParam, Shop>(
            maxLinkLength: 100, routes: [Route("docs" / .rest, handler: Shop.make("docs"))])
        let configured: Int = built.maxLinkLength
        #expect(configured == 100)
    }

    /// A router that would refuse every link is a build error; one byte is the least it reads.
    @Test(arguments: [0, -1, Int.min])
    func aLimitBelowOneIsABuildError(limit: Int) throws {
        #expect {
            try Self.router(limit: limit)
        } throws: { error in
            (error as? DeepLinkRouterError)?.description
                == "maxLinkLength is \(limit): a router would refuse every link; give it 1 byte or more, or leave it "
                + "out for the default, 65536."
        }
        let one = try Self.router(limit: 1)
        #expect(one.maxLinkLength == 1)
        #expect(one.resolve(.path("/")).failureKind == .noRoute)
        #expect(one.resolve(.path("//")).failureKind == .linkTooLong)
    }

    @Test func aPathAtTheLimitMatchesOneByteMoreIsRefused() throws {
        let router = try Self.router()
        #expect(router.match(.path(Self.path(24)))?.intent.route == "docs")
        #expect(router.route(forPath: Self.path(24))?.pattern == "/docs/*rest")
        let long = Self.path(25)
        #expect(router.match(.path(long)) == nil)
        #expect(router.route(forPath: long) == nil)
        guard case .failure(let error) = router.resolve(.path(long)) else {
            Issue.record("expected a refusal")
            return
        }
        #expect(error.kind == .linkTooLong)
        #expect(error.description == Self.message(long))
        #expect(error.path == "")
    }

    @Test func aURLAtTheLimitMatchesOneByteMoreIsRefused() throws {
        let router = try Self.router()
        #expect(router.match(.url(try #require(URL(string: Self.url(24)))))?.intent.route == "docs")
        let long = Self.url(25)
        let url = try #require(URL(string: long))
        #expect(router.match(.url(url)) == nil)
        #expect(router.resolve(.url(url)).failureDescription == Self.message(long))
        #expect(router.resolve(.url(url, from: .userActivity)).failureDescription == Self.message(long))
        #expect(router.resolve(.url(long)).failureDescription == Self.message(long))
    }

    @Test func pushPayloadLinksAreRefusedToo() throws {
        let router = try Self.router()
        #expect(router.resolve(.pushPayload(["deeplink": Self.url(24)])).success?.intent.route == "docs")
        #expect(
            router.resolve(.pushPayload(["deeplink": Self.url(25)])).failureDescription == Self.message(Self.url(25)))
        #expect(router.resolve(.pushPayload(["url": Self.path(25)])).failureDescription == Self.message(Self.path(25)))
    }

    /// Text too long is refused before Foundation parses it: even text that is no URL at all.
    @Test func urlTextIsMeasuredBeforeItIsParsed() throws {
        let router = try Self.router()
        let text = String(repeating: "%", count: 30)
        #expect(router.resolve(.url(text)).failureDescription == Self.message(text))
        #expect(router.resolve(.url("%")).failureKind == .invalidURL)
    }

    /// The message quotes the first 64 Unicode scalars, whatever the link is made of.
    @Test func theMessageQuotesTheStartOnly() throws {
        let router = try Self.router()
        let long = "/docs/" + String(repeating: "\u{301}", count: 100_000)
        let start = "/docs/" + String(repeating: "\u{301}", count: 58) + "…"
        let expected =
            "Link too long: \(long.utf8.count) bytes, over the router's limit of 24 (maxLinkLength); it starts "
            + "'\(start)'."
        #expect(router.resolve(.path(long)).failureDescription == expected)
    }

    #if DEBUG
    /// A refused link costs no step of the matcher: not one of its bytes is read.
    @Test func aRefusedLinkIsNotRead() throws {
        let router = try Self.router()
        let steps = MatchSteps()
        let long = Self.path(1_000_000)
        MatchSteps.$current.withValue(steps) {
            _ = router.match(.path(long))
            _ = router.route(forPath: long)
        }
        let total: Int = steps.total
        #expect(total == 0)
    }
    #endif
}
