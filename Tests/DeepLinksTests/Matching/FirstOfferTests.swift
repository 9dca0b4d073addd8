import Foundation
import Testing

@testable import DeepLinks

/// A full match offers a path its first route from the descent's reading of it, not split again.
///
/// When that route passes the link on, the walk that splits it goes on past it (MatchingRules, "Cost"). Nothing of
/// this is visible but the time it takes: each route is asked once, in the same order, with the same captures.
@Suite struct FirstOfferTests {
    /// The handlers' calls, in order, by route name and what each was given.
    final class Calls: @unchecked Sendable {
        private let lock = NSLock()
        private var calls: [String] = []

        func note(_ call: String) {
            lock.lock()
            defer { lock.unlock() }
            calls.append(call)
        }

        func take() -> [String] {
            lock.lock()
            defer { lock.unlock() }
            defer { calls = [] }
            return calls
        }
    }

    static func router(_ calls: Calls) throws -> DeepLinkRouter<ShopParam, String> {
        try DeepLinkRouter<ShopParam, String> {
            // An `Int` capture comes before a `String` one.
            Route("recipe" / .limit) { p in
                calls.note("limit \(p[.limit] ?? "-")")
                return p[.limit] == "0" ? nil : "recipe \(p[.limit] ?? "-")"
            }
            Route("recipe" / .id) { p in
                calls.note("id \(p[.id] ?? "-")")
                return "named \(p[.id] ?? "-")"
            }
            Route("recipe" / .rest) { p in
                calls.note("rest \(p[.rest] ?? "-")")
                return "rest \(p[.rest] ?? "-")"
            }
            Route("home") { _ in
                calls.note("home")
                return "home"
            }
            Route("tags", query: .tag) { p in
                calls.note("tag \(p[.tag] ?? "-")")
                return "tag \(p[.tag] ?? "-")"
            }
            Route("tags") { _ in
                calls.note("tags")
                return "tags"
            }
        }
    }

    @Test func aDecliningFirstRouteIsAskedOnceAndTheNextGetsTheSameCaptures() throws {
        let calls = Calls()
        let router = try Self.router(calls)
        #expect(router.match(.path("/recipe/42"))?.intent == "recipe 42")
        #expect(calls.take() == ["limit 42"])
        // `0` is declined by the first route: the second is asked, with the segment it captures, then no other.
        let link = try #require(router.match(.path("/recipe/0?x=1")))
        #expect(link.intent == "named 0")
        #expect(link.path == "/recipe/0")
        #expect(link.pattern == "/recipe/:id")
        #expect(calls.take() == ["limit 0", "id 0"])
    }

    @Test func aPathOfLiteralsIsMatchedAsWrittenOrNot() throws {
        let calls = Calls()
        let router = try Self.router(calls)
        // The link's path is as written, up to its query or fragment, with a `/` in front.
        let paths = [
            "/home": "/home", "home": "/home", "//home/": "//home/", "/home?tab=2": "/home", "/home#top": "/home",
        ]
        for (text, path) in paths {
            let link = try #require(router.match(.path(text)), "\(text)")
            #expect(link.intent == "home")
            #expect(link.path == path, "\(text)")
            #expect(link.isFromApp)
            #expect(calls.take() == ["home"], "\(text)")
        }
    }

    @Test func aRouteRefusingForItsQueryPassesTheLinkOn() throws {
        let calls = Calls()
        let router = try Self.router(calls)
        #expect(router.match(.path("/tags"))?.intent == "tags")
        #expect(calls.take() == ["tags"])
        #expect(router.match(.path("/tags?tag=veg"))?.intent == "tag veg")
        #expect(calls.take() == ["tag veg"])
        // Refused for its query before its handler: the route without one takes it.
        #expect(router.match(.path("/tags?other=1"))?.intent == "tags")
        #expect(calls.take() == ["tags"])
    }

    @Test func aRemainderTakesEverySegmentOfTheLink() throws {
        let calls = Calls()
        let router = try Self.router(calls)
        // NB: the segments and their join made apart, with their types: in one expression they took 0.6 s to
        // type-check.
        let segments: [String] = (1...40).map { String($0) }
        let rest: String = segments.joined(separator: "/")
        let expected: String = "rest " + rest
        #expect(router.match(.path("/recipe/" + rest))?.intent == expected)
        #expect(calls.take() == [expected])
        #expect(router.match(.path("/recipe/a/b?x=1"))?.intent == "rest a/b")
        #expect(calls.take() == ["rest a/b"])
    }

    /// A path the descent does not read (an escape, a byte above 0x7F) goes to the walk that decodes: the same routes.
    @Test func aPathTheDescentDoesNotReadMatchesTheSame() throws {
        let calls = Calls()
        let router = try Self.router(calls)
        #expect(router.match(.path("/recipe/%30"))?.intent == "named 0")
        #expect(calls.take() == ["limit 0", "id 0"])
        #expect(router.match(.path("/recipe/cr%C3%A8me"))?.intent == "named crème")
        #expect(calls.take() == ["id crème"])
    }
}
