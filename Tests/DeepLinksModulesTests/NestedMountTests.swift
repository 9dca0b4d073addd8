import DeepLinks
import Testing

// Three levels, each reading its own prefix: a shelf module mounted by an aisle module under "shelf/:shelf", the
// aisle module mounted by the app under "aisle/:aisle". Each level's mapping sees its own parameter only.

enum BinParam: String, DeepLinkPathComponent {
    case bin
}

enum BinIntent: Equatable, Sendable {
    case bin(Int)
}

enum BinLinks {
    @RoutesBuilder<BinParam, BinIntent>
    static var routes: [Route<BinParam, BinIntent>] {
        Route("bin" / .bin) { p in .bin(try p.int(.bin)) }
    }
}

enum ShelfParam: String, DeepLinkPathComponent {
    case shelf
}

enum ShelfIntent: Equatable, Sendable {
    case bin(shelf: String, BinIntent)
}

enum ShelfLinks {
    @RoutesBuilder<ShelfParam, ShelfIntent>
    static var routes: [Route<ShelfParam, ShelfIntent>] {
        Mount("shelf" / .shelf, BinLinks.routes) { params, bin in
            let shelf = try params.value(.shelf)
            // The shelf module declines its closed shelf: the link goes on to the app's next route.
            return shelf == "closed" ? nil : .bin(shelf: shelf, bin)
        }
    }
}

enum AisleParam: String, DeepLinkPathComponent {
    case aisle, rest

    var capture: CaptureKind { self == .rest ? .remainder : .string }
}

enum AisleIntent: Equatable, Sendable {
    case bin(aisle: String, ShelfIntent)
    case elsewhere(aisle: String, rest: String)
}

@Suite struct NestedMountTests {
    static func router() throws -> DeepLinkRouter<AisleParam, AisleIntent> {
        try DeepLinkRouter<AisleParam, AisleIntent> {
            Mount("aisle" / .aisle, ShelfLinks.routes) { params, shelf in
                let aisle = try params.value(.aisle)
                return aisle == "0" ? nil : .bin(aisle: aisle, shelf)
            }
            Route("aisle" / .aisle / .rest) { p in
                .elsewhere(aisle: try p.value(.aisle), rest: try p.value(.rest))
            }
        }
    }

    @Test func eachLevelReadsItsOwnPrefix() throws {
        let router = try Self.router()
        let expected: AisleIntent = .bin(aisle: "a3", .bin(shelf: "top", .bin(12)))
        #expect(router.match(.path("/aisle/a3/shelf/top/bin/12"))?.intent == expected)
        #expect(router.match(.path("/aisle/a3/shelf/top/bin/12"))?.pattern == "/aisle/:aisle/shelf/:shelf/bin/:bin")
    }

    @Test func aDeclineAtEitherLevelPassesTheLinkOn() throws {
        let router = try Self.router()
        let innerDecline: AisleIntent = .elsewhere(aisle: "a3", rest: "shelf/closed/bin/12")
        #expect(router.match(.path("/aisle/a3/shelf/closed/bin/12"))?.intent == innerDecline)
        let outerDecline: AisleIntent = .elsewhere(aisle: "0", rest: "shelf/top/bin/12")
        #expect(router.match(.path("/aisle/0/shelf/top/bin/12"))?.intent == outerDecline)
    }

    @Test func aThrowAtTheInnermostLevelRefusesTheLink() throws {
        let router = try Self.router()
        let error = try #require(router.resolve(.path("/aisle/a3/shelf/top/bin/twelve")).failure)
        #expect(error.kind == .handlerFailed)
        #expect("\(error)".contains("/aisle/:aisle/shelf/:shelf/bin/:bin"))
    }
}
