import Foundation
import Testing

@testable import DeepLinks

@Suite struct RemainderTests {
    static func router(maxLinkLength: Int = 65_536) throws -> DeepLinkRouter<ShopParam, Shop> {
        try DeepLinkRouter<ShopParam, Shop>(maxLinkLength: maxLinkLength) {
            Route("docs" / .rest, handler: Shop.make("docs rest"))
            Route("docs" / .id, handler: Shop.make("docs id"))
            Route("docs/intro", handler: Shop.make("docs intro"))
            Route("files" / .page / .rest, handler: Shop.make("files"))
            Route(RoutePattern(.rest), handler: Shop.make("anything"))
        }
    }

    struct Row: Sendable, CustomTestStringConvertible {
        var path: String
        var route: String?
        var params: [String: String] = [:]
        var testDescription: String { path }
    }

    static let rows: [Row] = [
        Row(path: "/docs/a/b", route: "docs rest", params: ["rest": "a/b"]),
        Row(path: "/docs/x", route: "docs id", params: ["id": "x"]),
        Row(path: "/docs/intro", route: "docs intro"),
        Row(path: "/docs/intro/more", route: "docs rest", params: ["rest": "intro/more"]),
        Row(path: "/docs//a///b/", route: "docs rest", params: ["rest": "a/b"]),
        Row(path: "/docs/a%2Fb/c", route: "docs rest", params: ["rest": "a/b/c"]),
        Row(path: "/docs/caf%C3%A9/x", route: "docs rest", params: ["rest": "café/x"]),
        Row(path: "/docs", route: "anything", params: ["rest": "docs"]),
        Row(path: "/files/3/a/b/c/d/e/f/g/h", route: "files", params: ["page": "3", "rest": "a/b/c/d/e/f/g/h"]),
        Row(path: "/files/x/a", route: "anything", params: ["rest": "files/x/a"]),
        Row(path: "/a/b/c/d/e/f/g/h/i/j/k", route: "anything", params: ["rest": "a/b/c/d/e/f/g/h/i/j/k"]),
        Row(path: "/", route: nil),
        Row(path: "/docs/a/%ZZ", route: nil),
        Row(path: "/a/b/c/d/e/f/g/h/%FF", route: nil),
    ]

    @Test(arguments: rows)
    func remainders(_ row: Row) throws {
        let router = try Self.router()
        let link = router.match(.path(row.path))
        #expect(link?.intent.route == row.route)
        if row.route != nil { #expect(link?.intent.params == row.params) }
    }

    @Test func malformedRemainderReason() throws {
        let router = try Self.router()
        #expect(
            router.resolve(.path("/a/b/c/d/e/f/g/h/%ZZ")).failureDescription
                == "Malformed percent-encoding in '/a/b/c/d/e/f/g/h/%ZZ': '%ZZ' is not '%' followed by two hex digits.")
    }

    @Test func remainderFromTheHost() throws {
        let router = try Self.router()
        let link = router.match(.url(try #require(URL(string: "myapp://Shop/a/b"))))
        #expect(link?.intent == Shop(route: "anything", params: ["rest": "Shop/a/b"]))
        #expect(link?.pattern == "/*rest")
    }

    @Test func remainderDeeperThanTheSegmentTableAfterAHost() throws {
        let router = try DeepLinkRouter<ShopParam, Shop> {
            Route("a" / .rest, handler: Shop.make("a"))
        }
        let link = router.match(.url(try #require(URL(string: "myapp://a/b/c/d"))))
        #expect(link?.intent.params == ["rest": "b/c/d"])
    }

    @Test func printedAndParsed() throws {
        let pattern: RoutePattern<ShopParam> = "docs" / .rest
        #expect(pattern.description == "/docs/*rest")
        #expect(try RoutePattern<ShopParam>(parsing: "/docs/*rest") == pattern)
        #expect {
            try RoutePattern<ShopParam>(parsing: "/docs/:rest")
        } throws: { error in
            (error as? RoutePatternError)?.description
                == "Parameter 'rest' in pattern '/docs/:rest' is a remainder: write it as '*rest'."
        }
        #expect {
            try RoutePattern<ShopParam>(parsing: "/docs/*id")
        } throws: { error in
            (error as? RoutePatternError)?.description
                == "Parameter 'id' in pattern '/docs/*id' captures one segment (String): write it as ':id'."
        }
    }

    @Test func remainderMustBeLast() throws {
        #expect {
            try DeepLinkRouter<ShopParam, Shop> {
                Route("docs" / .rest / "edit", fileID: "App/Routes.swift", line: 7, handler: Shop.make("x"))
            }
        } throws: { error in
            (error as? DeepLinkRouterError)?.description
                == "Pattern '/docs/*rest/edit' (App/Routes.swift:7) has the remainder '*rest' before its end; a "
                + "remainder must be last."
        }
    }

    @Test func twoRemaindersAtOnePlaceConflict() throws {
        #expect(throws: DeepLinkRouterError.self) {
            try DeepLinkRouter<ShopParam, Shop> {
                Route("docs" / .rest, handler: Shop.make("x"))
                Route("docs" / .rest, handler: Shop.make("y"))
            }
        }
    }

    /// The remainder past the segment table and a miss's reason stream over the rest of the link: long links work.
    @Test func longLinksThroughARemainderAndThroughAReason() throws {
        let router = try Self.router(maxLinkLength: 1 << 20)
        let segments = (0..<50_000).map { "s\($0)" }
        let long = "/files/1/" + segments.joined(separator: "//")
        #expect(router.match(.path(long))?.intent.params["rest"] == segments.joined(separator: "/"))
        let malformed = long + "/%E2%82"
        #expect(router.match(.path(malformed)) == nil)
        guard case .failure(let error) = router.resolve(.path(malformed)) else {
            Issue.record("expected a miss")
            return
        }
        #expect(error.kind == .malformedPercentEncoding)
        #expect(error.description.hasSuffix("segment '%E2%82' does not decode to UTF-8."))
    }

    /// A malformed escape past the segment table: route selection and match give one answer (found by fuzzing).
    @Test func selectionAndMatchAgreePastTheSegmentTable() throws {
        let router = try DeepLinkRouter<ShopParam, String> {
            Route("docs" / .rest) { _ in "docs" }
        }
        let deep = "/docs/" + (0..<10).map { "s\($0)" }.joined(separator: "/")
        #expect(router.route(forPath: deep) != nil)
        #expect(router.match(.path(deep))?.intent == "docs")
        for bad in [deep + "/%ZZ", deep + "/%E2%82/x"] {
            #expect(router.route(forPath: bad) == nil, "\(bad)")
            #expect(router.match(.path(bad)) == nil, "\(bad)")
            #expect(router.resolve(.path(bad)).failureKind == .malformedPercentEncoding, "\(bad)")
        }
    }

    @Test func invariantsHold() throws {
        #expect(try Self.router().trie._checkInvariants() == [])
    }
}
